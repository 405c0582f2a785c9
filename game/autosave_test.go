package game

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// gameWithVariation plays a short 9×9 Go game, goes back two moves, plays a
// different move (a second variation) and one more, then goes back one move,
// so the cursor is inside the record with a move to redo.
func gameWithVariation(t *testing.T) (*engine.Game, Setup) {
	t.Helper()
	lv := ai.Levels()[0].Key
	st := Setup{Rules: engine.GoRules(engine.Territory, 6.5), Cols: 9, Rows: 9, Start: engine.StartEmpty,
		First: engine.Black, Seats: [3]Seat{engine.Black: Human, engine.White: Computer(lv)}}
	st.Stones.Black = []engine.Point{engine.Pt(0, 0)}
	g, err := st.NewRecord()
	if err != nil {
		t.Fatal(err)
	}
	play := func(c engine.Color, gtp string) {
		t.Helper()
		pt, err := engine.ParseGTPPoint(gtp, 9, 9)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(engine.Move{Color: c, Point: pt}); err != nil {
			t.Fatalf("%v %s: %v", c, gtp, err)
		}
	}
	play(engine.Black, "E5")
	play(engine.White, "E6")
	play(engine.Black, "D6")
	play(engine.White, "F6")
	play(engine.Black, "E7")
	g.Undo()
	g.Undo()
	play(engine.White, "C3") // a second variation after D6
	play(engine.Black, "G7")
	g.Undo()
	return g, st
}

// nodeMoves describes the path from the root to n as moves, to compare cursors of two records.
func nodeMoves(n *engine.Node) string {
	var parts []string
	for ; n != nil; n = n.Parent() {
		if n.HasMove() {
			parts = append(parts, n.Move().String())
		}
	}
	return strings.Join(parts, " ")
}

func TestAutosaveRoundTrip(t *testing.T) {
	g, st := gameWithVariation(t)
	a := Autosave{Game: g, Setup: st, Seats: st.Seats, Paused: true, UI: map[string]string{"speed": "fast"},
		Saved: time.Date(2026, 3, 1, 12, 30, 0, 0, time.UTC)}
	a.Seats[engine.Black] = Computer(ai.Levels()[0].Key) // changed during the game
	data, err := MarshalAutosave(a)
	if err != nil {
		t.Fatal(err)
	}
	b, err := UnmarshalAutosave(data)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := sgf.Marshal(g)
	got, _ := sgf.Marshal(b.Game)
	if string(got) != string(want) {
		t.Errorf("record differs:\n%s\nwant\n%s", got, want)
	}
	if nodeMoves(b.Game.Current()) != nodeMoves(g.Current()) {
		t.Errorf("cursor at %q, want %q", nodeMoves(b.Game.Current()), nodeMoves(g.Current()))
	}
	if b.Game.Position().Key() != g.Position().Key() {
		t.Error("position at the cursor differs")
	}
	// Saving the restored game again gives the same file.
	again, err := MarshalAutosave(b)
	if err != nil || string(again) != string(data) {
		t.Errorf("second save differs (%v):\n%s\nwant\n%s", err, again, data)
	}
	// Redo follows the same line: the variation, not the main line.
	g.Redo()
	b.Game.Redo()
	if nodeMoves(b.Game.Current()) != nodeMoves(g.Current()) {
		t.Errorf("redo went to %q, want %q", nodeMoves(b.Game.Current()), nodeMoves(g.Current()))
	}
	if b.Seats != a.Seats || b.Paused != a.Paused || !reflect.DeepEqual(b.UI, a.UI) || !b.Saved.Equal(a.Saved) {
		t.Errorf("restored %+v, want %+v", b, a)
	}
	if !reflect.DeepEqual(b.Setup, st) {
		t.Errorf("setup %+v, want %+v", b.Setup, st)
	}
	// The record keeps no trace of the autosave property, and the file opens as an ordinary record.
	for _, p := range b.Game.Root().Props {
		if p.ID == PropAutosave {
			t.Error("the autosave property stayed in the record")
		}
	}
	if _, err := sgf.Read(data); err != nil {
		t.Errorf("the autosave is not an ordinary SGF file: %v", err)
	}
}

func TestAutosaveKeepsResignationAndRoot(t *testing.T) {
	g, st := gameWithVariation(t)
	g.Resign(engine.White)
	data, err := MarshalAutosave(Autosave{Game: g, Setup: st, Seats: st.Seats})
	if err != nil {
		t.Fatal(err)
	}
	b, err := UnmarshalAutosave(data)
	if err != nil {
		t.Fatal(err)
	}
	if o := b.Game.Outcome(); o.Reason != engine.ByResignation || o.Winner != engine.Black {
		t.Errorf("outcome %+v, want Black wins by resignation", o)
	}
	g.ToStart()
	data, _ = MarshalAutosave(Autosave{Game: g, Setup: st, Seats: st.Seats})
	b, err = UnmarshalAutosave(data)
	if err != nil || b.Game.Current() != b.Game.Root() {
		t.Errorf("cursor at the root not restored: %v", err)
	}
}

func TestAutosaveWithoutSetup(t *testing.T) {
	// A record loaded from a file has no setup of ours; the autosave builds one from the record.
	g := atariGame(t)
	g.Undo()
	data, err := MarshalAutosave(Autosave{Game: g, Seats: [3]Seat{engine.Black: Human, engine.White: Human}})
	if err != nil {
		t.Fatal(err)
	}
	b, err := UnmarshalAutosave(data)
	if err != nil {
		t.Fatal(err)
	}
	if b.Setup.Cols != 7 || b.Setup.Rows != 7 || b.Setup.Rules != engine.AtariRules(1) || b.Setup.Check() != nil {
		t.Errorf("setup %+v", b.Setup)
	}
	if b.Game.Position().MoveNumber() != 6 {
		t.Errorf("cursor at move %d, want 6", b.Game.Position().MoveNumber())
	}
}

func TestDamagedAutosaveIsRefused(t *testing.T) {
	g, st := gameWithVariation(t)
	data, err := MarshalAutosave(Autosave{Game: g, Setup: st, Seats: st.Seats})
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	key := strconv.FormatUint(g.Position().Key(), 16)
	tests := map[string]string{
		"truncated":     text[:len(text)/2],
		"empty":         "",
		"no property":   strings.Replace(text, PropAutosave+"[", "XX[", 1),
		"wrong check":   strings.Replace(text, `"key":"`+key, `"key":"1`+key[1:], 1),
		"cursor beyond": strings.Replace(text, `"path":[`, `"path":["W[ii]",`, 1),
		"bad json":      strings.Replace(text, `"v":1`, `"v":`, 1),
		"new version":   strings.Replace(text, `"v":1`, `"v":99`, 1),
		"illegal move":  strings.Replace(text, ";B[ee]", ";B[aa]", 1),
	}
	for name, bad := range tests {
		if bad == text {
			t.Fatalf("%s: the edit did not apply", name)
		}
		if _, err := UnmarshalAutosave([]byte(bad)); !errors.Is(err, ErrBadAutosave) {
			t.Errorf("%s: error %v, want ErrBadAutosave", name, err)
		}
	}
}

// loadAutosave reads the autosave in ConfigDir as it is, changing nothing on disk: ErrNoAutosave when there is
// none, an error wrapping ErrBadAutosave and naming the file when it cannot be restored.
func loadAutosave() (Autosave, error) {
	p, err := AutosavePath()
	if err != nil {
		return Autosave{}, fmt.Errorf("%w: %w", ErrNoAutosave, err)
	}
	return loadAutosaveFile(p)
}

// loadAutosaveFile does what loadAutosave does with the autosave at path.
func loadAutosaveFile(path string) (Autosave, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Autosave{}, ErrNoAutosave
	}
	if err != nil {
		return Autosave{}, fmt.Errorf("%w: %w", ErrBadAutosave, err)
	}
	a, err := UnmarshalAutosave(data)
	if err != nil {
		return a, fmt.Errorf("%s: %w", path, err)
	}
	return a, nil
}

// hasAutosave reports whether an autosave file exists in ConfigDir.
func hasAutosave(t *testing.T) bool {
	t.Helper()
	p, err := AutosavePath()
	if err != nil {
		t.Fatal(err)
	}
	_, err = os.Stat(p)
	return err == nil
}

// TestAutosaveFiles writes, opens and clears the autosave in ConfigDir the ways the window does: written whole,
// read back as written, a damaged file told, a clear removing the file and the temporary files of cut writes.
func TestAutosaveFiles(t *testing.T) {
	dir := useConfigDir(t)
	if _, _, err := OpenAutosave(); !errors.Is(err, ErrNoAutosave) {
		t.Errorf("no file: %v, want ErrNoAutosave", err)
	}
	if hasAutosave(t) {
		t.Error("an autosave with no file")
	}
	as, err := NewAutosaver()
	if err != nil {
		t.Fatal(err)
	}
	g, st := gameWithVariation(t)
	if err := as.Save(Autosave{Game: g, Setup: st, Seats: st.Seats}); err != nil {
		t.Fatal(err)
	}
	if err := as.Flush(); err != nil || !hasAutosave(t) {
		t.Errorf("no autosave after Save: %v", err)
	}
	a, rec, err := OpenAutosave()
	if err != nil || rec != nil || a.Game.Position().Key() != g.Position().Key() {
		t.Fatalf("OpenAutosave: %v, recovery %v", err, rec)
	}
	p := filepath.Join(dir, AutosaveFile)
	os.WriteFile(p, []byte("(;GM[1]"), 0o644)
	if _, err := loadAutosave(); !errors.Is(err, ErrBadAutosave) || !strings.Contains(err.Error(), p) {
		t.Errorf("damaged file: %v", err)
	}
	if _, rec, err := OpenAutosave(); err != nil || rec == nil || !errors.Is(rec.Err, ErrBadAutosave) {
		t.Errorf("damaged file opened: %v, recovery %v", err, rec)
	}
	stale := filepath.Join(dir, "."+AutosaveFile+".123"+tempSuffix)
	os.WriteFile(stale, []byte("half a file"), 0o644)
	os.Remove(p + BadAutosaveSuffix)
	as.Save(Autosave{Game: g, Setup: st, Seats: st.Seats})
	as.Clear()
	if err := as.Flush(); err != nil {
		t.Fatal(err)
	}
	as.Clear()
	if err := as.Close(); err != nil {
		t.Errorf("clearing twice: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 0 {
		t.Errorf("%d files left after Clear", len(entries))
	}
	as = NewAutosaverAt(p)
	defer as.Close()
	if err := as.Save(Autosave{}); err == nil {
		t.Error("an autosave without a game did not fail")
	}
}

func TestAutosaverWritesTheNewest(t *testing.T) {
	useConfigDir(t)
	as, err := NewAutosaver()
	if err != nil {
		t.Fatal(err)
	}
	g, st := gameWithVariation(t)
	for i := 0; i < 50; i++ {
		if i%2 == 0 {
			g.Undo()
		} else {
			g.Redo()
		}
		if err := as.Save(Autosave{Game: g, Setup: st, Seats: st.Seats, UI: map[string]string{"i": strconv.Itoa(i)}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := as.Flush(); err != nil {
		t.Fatal(err)
	}
	a, err := loadAutosave()
	if err != nil || a.UI["i"] != "49" || nodeMoves(a.Game.Current()) != nodeMoves(g.Current()) {
		t.Fatalf("after Flush: %v, UI %v, cursor %q want %q", err, a.UI, nodeMoves(a.Game.Current()), nodeMoves(g.Current()))
	}
	as.Clear()
	if err := as.Flush(); err != nil {
		t.Fatal(err)
	}
	if hasAutosave(t) {
		t.Error("autosave still there after Clear")
	}
	as.Save(Autosave{Game: g, Setup: st, Seats: st.Seats})
	if err := as.Close(); err != nil {
		t.Fatal(err)
	}
	if !hasAutosave(t) {
		t.Error("Close did not write the pending save")
	}
	if err := as.Save(Autosave{Game: g, Setup: st, Seats: st.Seats}); err == nil {
		t.Error("Save after Close did not fail")
	}
}

func TestAutosaverReportsWriteErrors(t *testing.T) {
	dir := t.TempDir()
	// The autosave path is a folder with something in it, so the rename fails.
	p := filepath.Join(dir, "autosave.sgf")
	os.MkdirAll(filepath.Join(p, "x"), 0o755)
	as := NewAutosaverAt(p)
	defer as.Close()
	g, st := gameWithVariation(t)
	as.Save(Autosave{Game: g, Setup: st, Seats: st.Seats})
	if err := as.Flush(); err == nil || as.Err() == nil {
		t.Error("a failed write was not reported")
	}
}

func TestAutosaveOfAMatch(t *testing.T) {
	lv := ai.Levels()[0].Key
	st := DefaultSetup()
	st.Seats[engine.Black], st.Seats[engine.White] = Human, Computer(lv)
	st.Place = true
	m, _, err := NewMatch(st, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := AutosaveOf(m, nil); ok {
		t.Error("a match placing stones has an autosave")
	}
	st.Place = false
	m, _, err = NewMatch(st, nil)
	if err != nil {
		t.Fatal(err)
	}
	pt, _ := engine.ParseGTPPoint("D4", st.Cols, st.Rows)
	if _, err := m.Play(pt); err != nil {
		t.Fatal(err)
	}
	m.SetPaused(true)
	m.SetSeat(engine.Black, Computer(lv))
	a, ok := AutosaveOf(m, map[string]string{"speed": "slow"})
	if !ok {
		t.Fatal("no autosave")
	}
	data, err := MarshalAutosave(a)
	if err != nil {
		t.Fatal(err)
	}
	b, err := UnmarshalAutosave(data)
	if err != nil {
		t.Fatal(err)
	}
	m2, _ := b.Continue(nil)
	if m2.Position().Key() != m.Position().Key() || m2.Position().MoveNumber() != 1 {
		t.Error("the continued match is not at the saved position")
	}
	if m2.Seat(engine.Black) != Computer(lv) || m2.Seat(engine.White) != Computer(lv) || !m2.Paused() {
		t.Errorf("continued with seats %v %v, paused %v", m2.Seat(engine.Black), m2.Seat(engine.White), m2.Paused())
	}
	if !reflect.DeepEqual(b.Setup, m.Setup()) || b.UI["speed"] != "slow" {
		t.Errorf("setup %+v, UI %v", b.Setup, b.UI)
	}
}

// childEnv marks the process started by TestAutosaveSurvivesKill.
const childEnv = "ATARIGO_AUTOSAVE_CHILD"

// TestAutosaveSurvivesKill starts a computer–computer game in a child process
// (this test binary again) that autosaves after every move and continues
// from the autosave when it starts, kills it with SIGKILL at random moments
// and checks every time that the autosave loads as a consistent game.
func TestAutosaveSurvivesKill(t *testing.T) {
	if os.Getenv(childEnv) != "" {
		autosaveChild()
		return
	}
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" || runtime.GOOS == "ios" || runtime.GOOS == "android" {
		t.Skip("no child processes here")
	}
	dir := useConfigDir(t)
	path := filepath.Join(dir, AutosaveFile)
	rng := rand.New(rand.NewPCG(2026, 7))
	const kills = 8
	loaded, lastMoves, grew := 0, -1, 0
	for i := 0; i < kills; i++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestAutosaveSurvivesKill$")
		cmd.Env = append(os.Environ(), childEnv+"=1", ConfigDirEnv+"="+dir, fmt.Sprintf("ATARIGO_CHILD_SEED=%d", rng.Uint64()))
		var out strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Wait for the child to write, then let it run a random while.
		before, _ := os.Stat(path)
		deadline := time.Now().Add(10 * time.Second)
		for time.Now().Before(deadline) {
			if now, err := os.Stat(path); err == nil && (before == nil || !now.ModTime().Equal(before.ModTime())) {
				break
			}
			time.Sleep(2 * time.Millisecond)
		}
		time.Sleep(time.Duration(rng.IntN(150)) * time.Millisecond)
		cmd.Process.Kill()
		err := cmd.Wait()
		if err == nil {
			t.Fatalf("child %d ended by itself:\n%s", i, out.String())
		}
		a, err := loadAutosave()
		if errors.Is(err, ErrNoAutosave) {
			continue // killed just after a finished game was cleared
		}
		if err != nil {
			t.Fatalf("after kill %d: %v\nchild output:\n%s", i, err, out.String())
		}
		loaded++
		checkChildGame(t, a)
		moves := a.Game.Position().MoveNumber()
		if moves > lastMoves {
			grew++
		}
		lastMoves = moves
	}
	if loaded < kills/2 {
		t.Errorf("only %d of %d kills left an autosave", loaded, kills)
	}
	t.Logf("%d kills, %d autosaves loaded, the game grew %d times", kills, loaded, grew)
}

// checkChildGame checks that a is a game the child could have been playing:
// random players on both sides, the 9×9 setup, and a record whose every
// position replays from the start.
func checkChildGame(t *testing.T, a Autosave) {
	t.Helper()
	if a.Seats[engine.Black] != Computer("random") || a.Seats[engine.White] != Computer("random") {
		t.Errorf("seats %v", a.Seats)
	}
	if a.Setup.Cols != 9 || a.Setup.Rows != 9 || a.Setup.Rules.Kind != engine.Go {
		t.Errorf("setup %+v", a.Setup)
	}
	p := a.Game.Root().Position()
	for _, n := range a.Game.Path()[1:] {
		if _, err := p.Play(n.Move()); err != nil {
			t.Fatalf("move %v does not replay: %v", n.Move(), err)
		}
	}
	if p.Key() != a.Game.Position().Key() {
		t.Error("the position at the cursor is not the one its moves give")
	}
}

// autosaveChild plays random-against-random games forever, like the window
// would: it continues the autosave when there is one, saves after every move
// through an Autosaver, now and then takes two moves back and plays on (a
// variation), and clears the autosave when a game ends.
func autosaveChild() {
	seed, _ := strconv.ParseUint(os.Getenv("ATARIGO_CHILD_SEED"), 10, 64)
	rng := rand.New(rand.NewPCG(seed, 1))
	as, err := NewAutosaver()
	if err != nil {
		fmt.Println(err)
		os.Exit(2)
	}
	st := Setup{Rules: engine.GoRules(engine.Territory, 6.5), Cols: 9, Rows: 9, First: engine.Black,
		Seats: [3]Seat{engine.Black: Computer("random"), engine.White: Computer("random")}}
	players := [3]ai.Player{engine.Black: ai.NewRandom(seed), engine.White: ai.NewRandom(seed + 1)}
	for {
		a, err := loadAutosave()
		if err != nil {
			g, err := st.NewRecord()
			if err != nil {
				fmt.Println(err)
				os.Exit(2)
			}
			a = Autosave{Game: g, Setup: st, Seats: st.Seats}
		}
		g := a.Game
		for !g.Position().Over() {
			if rng.IntN(12) == 0 && g.Undo() {
				g.Undo()
			}
			pos := *g.Position()
			pt, _, err := players[pos.ToMove()].Move(context.Background(), &pos, nil)
			if err != nil {
				fmt.Println(err)
				os.Exit(2)
			}
			if _, err := g.Play(engine.Move{Color: pos.ToMove(), Point: pt}); err != nil {
				fmt.Println(err)
				os.Exit(2)
			}
			if err := as.Save(a); err != nil {
				fmt.Println(err)
				os.Exit(2)
			}
		}
		as.Clear()
		as.Flush()
	}
}
