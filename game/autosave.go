package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// AutosaveFile is the name of the autosaved game in the config directory.
const AutosaveFile = "autosave.sgf"

// PropAutosave is the custom SGF root property (AGAS) of an autosave: a JSON
// object with the seats, the setup, the cursor and a check of the position.
// Other programs ignore it, so the autosave also opens as an ordinary record.
const PropAutosave = "AGAS"

// autosaveVersion is the format version of the PropAutosave object.
const autosaveVersion = 1

// Errors of the autosave; test them with errors.Is.
var (
	// ErrNoAutosave means there is no autosaved game to continue.
	ErrNoAutosave = errors.New("no autosaved game")
	// ErrBadAutosave means the autosaved game cannot be restored as it was.
	ErrBadAutosave = errors.New("the autosaved game is damaged")
)

// Autosave is what "Continue" needs to restore a game exactly: the
// record with its variations and the cursor where it was, who plays each
// colour, the setup the game came from, and a little state of the window.
type Autosave struct {
	// Game is the record, its cursor at the position that was shown.
	Game *engine.Game
	// Setup is the setup the game started from, for "Play again".
	Setup Setup
	// Seats says who plays each colour now (it may differ from Setup.Seats).
	Seats [3]Seat
	// Paused tells that the computers were paused.
	Paused bool
	// UI holds small values of the window kept as they are (watch speed, say).
	UI map[string]string
	// Saved is when the autosave was written; Save fills it in when zero.
	Saved time.Time
}

// AutosaveOf returns the autosave of a match at this moment, with ui as the
// window's own values; ok is false while stones are being placed (there is
// no record yet, so nothing to save).
func AutosaveOf(m *Match, ui map[string]string) (a Autosave, ok bool) {
	if m.Record() == nil {
		return Autosave{}, false
	}
	a = Autosave{Game: m.Record(), Setup: m.Setup(), Paused: m.Paused(), UI: ui}
	a.Seats[engine.Black], a.Seats[engine.White] = m.Seat(engine.Black), m.Seat(engine.White)
	return a, true
}

// Continue starts a Match from the autosave, at its cursor with its seats,
// paused when it was; clock as in NewMatch. The match's Setup is built from
// the record (see NewMatchFromRecord); a.Setup says how the game began.
func (a Autosave) Continue(clock func() time.Time) (*Match, []Effect) {
	m, effs := NewMatchFromRecord(a.Game, a.Seats, clock)
	if a.Paused {
		effs = append(effs, m.SetPaused(true)...)
	}
	return m, effs
}

// autosaveMeta is the JSON object stored in PropAutosave.
type autosaveMeta struct {
	Version  int                 `json:"v"`
	Saved    time.Time           `json:"saved"`
	Setup    GameChoice          `json:"setup"`
	Stones   map[string][]string `json:"stones,omitempty"`
	Black    string              `json:"black"`
	White    string              `json:"white"`
	Paused   bool                `json:"paused,omitempty"`
	Path     []string            `json:"path"`
	Line     []string            `json:"line,omitempty"`
	Key      string              `json:"key"`
	Resigned string              `json:"resigned,omitempty"`
	UI       map[string]string   `json:"ui,omitempty"`
}

// AutosavePath returns the path of the autosave in ConfigDir.
func AutosavePath() (string, error) {
	d, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, AutosaveFile), nil
}

// MarshalAutosave returns a as the text of an SGF file whose root carries
// PropAutosave. It reads a.Game, so call it where the game is changed (the
// game loop), then write the bytes anywhere.
func MarshalAutosave(a Autosave) ([]byte, error) {
	if a.Game == nil {
		return nil, errors.New("autosave: no game record")
	}
	if a.Saved.IsZero() {
		a.Saved = time.Now()
	}
	tree, err := sgf.TreeFromGame(a.Game)
	if err != nil {
		return nil, fmt.Errorf("autosave: %w", err)
	}
	m := autosaveMeta{
		Version: autosaveVersion, Saved: a.Saved.UTC().Round(time.Millisecond), Setup: ChoiceOf(a.Setup),
		Black: a.Seats[engine.Black].String(), White: a.Seats[engine.White].String(),
		Paused: a.Paused, UI: a.UI,
		Key: strconv.FormatUint(a.Game.Position().Key(), 16),
	}
	if !a.Setup.Stones.IsZero() {
		m.Stones = map[string][]string{}
		for _, l := range []struct {
			id  string
			pts []engine.Point
		}{{"B", a.Setup.Stones.Black}, {"W", a.Setup.Stones.White}, {"E", a.Setup.Stones.Empty}} {
			for _, pt := range l.pts {
				m.Stones[l.id] = append(m.Stones[l.id], pt.SGF())
			}
		}
	}
	m.Path, m.Line = cursorOf(a.Game)
	if o := a.Game.Outcome(); o.Reason == engine.ByResignation {
		m.Resigned = o.Winner.Opponent().String()
	}
	js, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("autosave: %w", err)
	}
	tree.Root.Props = append(withoutAutosaveProp(tree.Root.Props), engine.Property{ID: PropAutosave, Values: []string{string(js)}})
	return sgf.FormatBytes(tree)
}

// cursorOf returns the labels (see nodeLabel) of the nodes from the root to
// the cursor, and from the cursor along the line Redo follows to its end.
// Labels rather than child numbers name the way, since a writer may order
// the variations differently from the record.
func cursorOf(g *engine.Game) (path, line []string) {
	nodes := g.Line()
	at := 0
	for i, n := range nodes {
		if n == g.Current() {
			at = i
			break
		}
	}
	path = []string{}
	for _, n := range nodes[1 : at+1] {
		path = append(path, nodeLabel(n))
	}
	for _, n := range nodes[at+1:] {
		line = append(line, nodeLabel(n))
	}
	return path, line
}

// nodeLabel names a node among its siblings by what it does: its move in
// SGF form ("B[ee]", "W[]" for a pass) and the stones it sets up.
func nodeLabel(n *engine.Node) string {
	var b strings.Builder
	if n.HasMove() {
		b.WriteString(n.Move().String())
	}
	for _, l := range []struct {
		id  string
		pts []engine.Point
	}{{"AB", n.Setup().Black}, {"AW", n.Setup().White}, {"AE", n.Setup().Empty}} {
		if len(l.pts) == 0 {
			continue
		}
		b.WriteString(l.id)
		for _, pt := range l.pts {
			b.WriteString("[" + pt.SGF() + "]")
		}
	}
	return b.String()
}

// withoutAutosaveProp returns a copy of props without PropAutosave.
func withoutAutosaveProp(props []engine.Property) []engine.Property {
	out := props[:0:0]
	for _, p := range props {
		if p.ID != PropAutosave {
			out = append(out, p)
		}
	}
	return out
}

// followPath returns the node that the labels of path lead to from g's root, and how many of them it followed:
// fewer than len(path) when a label names no child.
func followPath(g *engine.Game, path []string) (*engine.Node, int) {
	cur := g.Root()
	for i, label := range path {
		next := childLabelled(cur, label)
		if next == nil {
			return cur, i
		}
		cur = next
	}
	return cur, len(path)
}

// restoreCursor puts g's cursor on cur, with the line that Redo follows going on along the labels of line as far as
// they lead.
func restoreCursor(g *engine.Game, cur *engine.Node, line []string) {
	end := cur
	for _, label := range line {
		next := childLabelled(end, label)
		if next == nil {
			break
		}
		end = next
	}
	g.GoTo(end)
	g.GoTo(cur)
}

// resign records the resignation the autosave names ("B" or "W"; "" for none).
func resign(g *engine.Game, who string) {
	switch who {
	case "B":
		g.Resign(engine.Black)
	case "W":
		g.Resign(engine.White)
	}
}

// childLabelled returns the first child of n with the given label, or nil.
func childLabelled(n *engine.Node, label string) *engine.Node {
	for _, c := range n.Children() {
		if nodeLabel(c) == label {
			return c
		}
	}
	return nil
}

// UnmarshalAutosave restores an autosave written by MarshalAutosave: the
// record with its cursor, seats, setup and window state. A file that does
// not parse, lacks PropAutosave, or whose cursor or position check does not
// match the record gives an error wrapping ErrBadAutosave.
func UnmarshalAutosave(data []byte) (Autosave, error) {
	var a Autosave
	bad := func(format string, args ...any) (Autosave, error) {
		return Autosave{}, fmt.Errorf("%w: %s", ErrBadAutosave, fmt.Sprintf(format, args...))
	}
	trees, err := sgf.ParseBytes(data)
	if err != nil {
		return bad("%v", err)
	}
	tree := trees[0]
	js, ok := tree.Root.Value(PropAutosave)
	if !ok {
		return bad("property %s is missing", PropAutosave)
	}
	var m autosaveMeta
	if err := json.Unmarshal([]byte(js), &m); err != nil {
		return bad("property %s: %v", PropAutosave, err)
	}
	if m.Version != autosaveVersion {
		return bad("format version %d (want %d)", m.Version, autosaveVersion)
	}
	tree.Root.Props = withoutAutosaveProp(tree.Root.Props)
	g, err := sgf.GameFromTree(tree)
	if err != nil {
		return bad("%v", err)
	}
	cur, followed := followPath(g, m.Path)
	if followed < len(m.Path) {
		return bad("the cursor leaves the record at move %d (%s)", followed+1, m.Path[followed])
	}
	restoreCursor(g, cur, m.Line)
	resign(g, m.Resigned)
	if got := strconv.FormatUint(g.Position().Key(), 16); got != m.Key {
		return bad("the position at the cursor does not match its check (%s, want %s)", got, m.Key)
	}
	a.Game, a.Paused, a.UI, a.Saved = g, m.Paused, m.UI, m.Saved
	a.Seats[engine.Black] = seatOrHuman(m.Black)
	a.Seats[engine.White] = seatOrHuman(m.White)
	if st, err := m.Setup.Setup(); err == nil && st.Check() == nil {
		a.Setup = st
	} else {
		p := g.Root().Position()
		a.Setup = Setup{Rules: g.Rules(), Cols: p.Cols(), Rows: p.Rows(), First: p.ToMove(), Seats: a.Seats}
	}
	rp := g.Root().Position()
	cols, rows := rp.Cols(), rp.Rows()
	for id, list := range m.Stones {
		for _, s := range list {
			pt, err := engine.ParseSGFPoint(s, cols, rows)
			if err != nil {
				return bad("setup stone %s: %v", s, err)
			}
			switch id {
			case "B":
				a.Setup.Stones.Black = append(a.Setup.Stones.Black, pt)
			case "W":
				a.Setup.Stones.White = append(a.Setup.Stones.White, pt)
			case "E":
				a.Setup.Stones.Empty = append(a.Setup.Stones.Empty, pt)
			}
		}
	}
	return a, nil
}

// seatOrHuman reads a seat; a computer level that no longer exists becomes a person.
func seatOrHuman(s string) Seat {
	seat, err := ParseSeat(s)
	if err != nil {
		return Human
	}
	return seat
}

// clearAutosaveFile removes path and the stale temporary files beside it.
func clearAutosaveFile(path string) error {
	removeStaleTemps(path, 0)
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// Autosaver writes autosaves on its own goroutine (a LatestWriter), so the game loop never waits for the disk:
// Save marshals the game at once (it must run where the game changes) and hands the bytes over; when saves come
// faster than the disk, only the newest is written. Its methods are safe for concurrent use.
type Autosaver struct {
	path      string
	w         *LatestWriter
	writeFile func(path string, data []byte) error // writeFileAtomic; tests make it fail

	mu    sync.Mutex
	prev  []keptGame // games left open, waiting to be written among the previous games, in order
	drops []keptGame // games left open whose files are to be removed (they are the kept game again)
	kept  []keptGame // the last games left open written, with their files (MaxPrevious at most)
}

// keptGame is a game left open: its record, and its data to write or the file it was written to.
type keptGame struct {
	game *engine.Game
	data []byte
	path string
}

// NewAutosaver returns an Autosaver for the autosave in ConfigDir, and
// removes temporary files left there by a write that was cut short.
func NewAutosaver() (*Autosaver, error) {
	p, err := AutosavePath()
	if err != nil {
		return nil, err
	}
	return NewAutosaverAt(p), nil
}

// NewAutosaverAt returns an Autosaver that writes to path.
func NewAutosaverAt(path string) *Autosaver {
	removeStaleTemps(path, time.Minute)
	return &Autosaver{path: path, w: NewLatestWriter(), writeFile: writeFileAtomic}
}

// Path returns the file the Autosaver writes.
func (a *Autosaver) Path() string { return a.path }

// Save marshals s now and schedules the write; it fails when s cannot be
// marshalled or the Autosaver is closed (ErrWriterClosed), and then the
// autosave on disk stays as it was. Write errors are reported by Err.
func (a *Autosaver) Save(s Autosave) error {
	data, err := MarshalAutosave(s)
	if err != nil {
		return err
	}
	return a.w.Put(func() error {
		if err := a.writePrevious(); err != nil {
			return err
		}
		return a.writeFile(a.path, data)
	})
}

// KeepPrevious marshals s now and schedules its write among the games left open beside the autosave (see
// PreviousFile), before any later Save or Clear: a newer Save does not drop it, as it drops an older Save, nor does
// another KeepPrevious. A write that fails is tried again with the next one.
func (a *Autosaver) KeepPrevious(s Autosave) error {
	data, err := MarshalAutosave(s)
	if err != nil {
		return err
	}
	a.mu.Lock()
	a.prev = append(a.prev, keptGame{game: s.Game, data: data})
	a.mu.Unlock()
	return a.w.Put(a.writePrevious)
}

// DropPrevious forgets the game left open whose record is g, once it is the kept game again by another way (the
// window brought it back from memory): its file is removed, or not written when it waits to be.
func (a *Autosaver) DropPrevious(g *engine.Game) {
	a.mu.Lock()
	n := len(a.prev)
	a.prev = slices.DeleteFunc(a.prev, func(k keptGame) bool { return k.game == g })
	if len(a.prev) == n {
		a.drops = append(a.drops, keptGame{game: g})
	}
	a.mu.Unlock()
	a.w.Put(a.writePrevious)
}

// writePrevious writes the games left open waiting to be written, in order, then removes the files of the games
// dropped; it runs on the writer's goroutine.
func (a *Autosaver) writePrevious() error {
	dir := filepath.Dir(a.path)
	for {
		a.mu.Lock()
		if len(a.prev) == 0 {
			a.mu.Unlock()
			break
		}
		k := a.prev[0]
		a.mu.Unlock()
		p, err := keepAsPrevious(dir, func(name func(int) string, from int) (string, error) {
			return writeNewFile(name, from, k.data)
		})
		if err != nil {
			return err
		}
		a.mu.Lock()
		if len(a.prev) > 0 && a.prev[0].game == k.game {
			a.prev = a.prev[1:]
			a.kept = append(a.kept, keptGame{game: k.game, path: p})
			a.kept = a.kept[max(0, len(a.kept)-MaxPrevious):]
		} else {
			os.Remove(p) // dropped while it was written
		}
		a.mu.Unlock()
	}
	a.mu.Lock()
	drops := a.drops
	a.drops = nil
	for _, d := range drops {
		for i, k := range a.kept {
			if k.game == d.game {
				os.Remove(k.path)
				a.kept = slices.Delete(a.kept, i, i+1)
				break
			}
		}
	}
	a.mu.Unlock()
	return nil
}

// Clear schedules the removal of the autosave, dropping a write not yet done;
// after Close it does nothing.
func (a *Autosaver) Clear() {
	a.w.Put(func() error {
		if err := a.writePrevious(); err != nil {
			return err
		}
		return clearAutosaveFile(a.path)
	})
}

// Flush waits until every Save and Clear made before it is on disk, and
// returns the error of the last write, if any.
func (a *Autosaver) Flush() error { return a.w.Flush() }

// Err returns the error of the last write, nil after a successful one.
func (a *Autosaver) Err() error { return a.w.Err() }

// Close writes what is pending, stops the goroutine and returns the last
// write error; later Saves fail and Clears are ignored.
func (a *Autosaver) Close() error { return a.w.Close() }
