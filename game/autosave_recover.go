package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"syscall"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// BadAutosaveSuffix ends the name of the copy kept of an autosave (or a settings file) that could not be used as
// it was: the first copy is PATH.bad, the next ones PATH.2.bad, PATH.3.bad, … so that none is written over.
const BadAutosaveSuffix = ".bad"

// ErrAutosaveUnreadable means the autosave is there but the system does not let it be read (no permission, say);
// it is left as it is.
var ErrAutosaveUnreadable = errors.New("the game left open last time cannot be read")

// Recovery tells what OpenAutosave did with an autosave that could not be restored exactly as it was written.
type Recovery struct {
	// Err is why the autosave could not be restored as it was (wrapping ErrBadAutosave or ErrAutosaveUnreadable).
	Err error
	// Backup is the copy kept of the file as it was, "" when none could be made (then the file was left alone).
	Backup string
	// Moves is how many moves of the game were recovered, counted from the start to the position restored.
	Moves int
	// Recovered tells that a game was read back from the damaged file (Autosave holds it).
	Recovered bool
	// Newer tells that the file was written by a newer version of the program.
	Newer bool
}

// OpenAutosave reads the autosave in ConfigDir for Continue. A file restored exactly gives a nil *Recovery. A file
// that cannot be restored as it was is never lost: a copy is kept beside it (BadAutosaveSuffix) and as much of the
// game as can be read is returned, with a Recovery saying what happened; the damaged file is then removed, since
// the game recovered is written anew by the Keeper. ErrNoAutosave means there is none.
func OpenAutosave() (Autosave, *Recovery, error) {
	p, err := AutosavePath()
	if err != nil {
		return Autosave{}, nil, fmt.Errorf("%w: %w", ErrNoAutosave, err)
	}
	return OpenAutosaveFile(p)
}

// OpenAutosaveFile does what OpenAutosave does with the autosave at path.
func OpenAutosaveFile(path string) (Autosave, *Recovery, error) {
	data, err := readGameFile(path)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		// No file, or a config path that is not a folder: there is no autosave to continue.
		return Autosave{}, nil, ErrNoAutosave
	}
	if err != nil {
		return Autosave{}, &Recovery{Err: fmt.Errorf("%w: %w", ErrAutosaveUnreadable, err)}, nil
	}
	a, err := UnmarshalAutosave(data)
	if err == nil {
		return a, nil, nil
	}
	rec := &Recovery{Err: err}
	backup, werr := keepBadCopy(path, data)
	if werr != nil {
		// Without a copy the file stays where it is, untouched; what was read is still offered.
		backup = ""
	}
	rec.Backup = backup
	a, moves, newer, rerr := RecoverAutosave(data)
	rec.Newer = newer
	if rerr != nil {
		if backup != "" {
			os.Remove(path)
		}
		return Autosave{}, rec, nil
	}
	rec.Recovered, rec.Moves = true, moves
	if backup != "" {
		os.Remove(path)
	}
	return a, rec, nil
}

// RecoverAutosave reads what can be read of an autosave that UnmarshalAutosave refuses: a file cut short keeps
// every move up to the cut, a file of a newer format or with a broken cursor keeps its record (the cursor then goes
// as far along the saved one as the record allows, and on to the end of the line below), and the seats and setup
// are kept where their JSON can be read (else both colours are played by people). moves counts the moves from the
// start to the cursor; newer tells that the file says it was written by a newer version. An error wrapping
// ErrBadAutosave means no game could be read at all.
func RecoverAutosave(data []byte) (a Autosave, moves int, newer bool, err error) {
	trees, perr := sgf.ParseBytes(data)
	if perr != nil {
		trees, perr = sgf.ParseBytes(closeCutSGF(data))
	}
	if perr != nil {
		return Autosave{}, 0, false, fmt.Errorf("%w: %v", ErrBadAutosave, perr)
	}
	tree := trees[0]
	var m autosaveMeta
	metaOK := false
	if js, ok := tree.Root.Value(PropAutosave); ok {
		metaOK = json.Unmarshal([]byte(js), &m) == nil
		newer = metaOK && m.Version > autosaveVersion
	}
	tree.Root.Props = withoutAutosaveProp(tree.Root.Props)
	g, gerr := sgf.GameFromTree(tree)
	if gerr != nil {
		return Autosave{}, 0, newer, fmt.Errorf("%w: %v", ErrBadAutosave, gerr)
	}
	cur, followed := followPath(g, m.Path)
	whole := followed == len(m.Path)
	if !metaOK || !whole || len(m.Path) == 0 && len(m.Line) == 0 {
		// Nothing says where the cursor was, or the way there is broken: from as far as the way goes, the end
		// of the line below it, where a game left open stands.
		g.GoTo(cur)
		g.ToEnd()
		cur = g.Current()
	} else {
		restoreCursor(g, cur, m.Line)
	}
	if whole {
		resign(g, m.Resigned)
	}
	for n := cur; n != nil; n = n.Parent() {
		if n.HasMove() {
			moves++
		}
	}
	a.Game, a.Paused, a.UI, a.Saved = g, m.Paused, m.UI, m.Saved
	a.Seats[engine.Black] = seatOrHuman(m.Black)
	a.Seats[engine.White] = seatOrHuman(m.White)
	if !metaOK {
		a.Seats = [3]Seat{}
	}
	p := g.Root().Position()
	a.Setup = Setup{Rules: g.Rules(), Cols: p.Cols(), Rows: p.Rows(), First: p.ToMove(), Seats: a.Seats}
	if st, err := m.Setup.Setup(); metaOK && err == nil && st.Check() == nil {
		a.Setup = st
	}
	return a, moves, newer, nil
}

// closeCutSGF returns data cut back to the last place where a node or a property value ended, with the
// parentheses still open closed, so that a file cut short parses up to its last whole property. It tries the
// latest such places first; data that no cut repairs is returned as it was.
func closeCutSGF(data []byte) []byte {
	type cut struct{ at, depth int }
	var cuts []cut
	depth, inValue, escaped := 0, false, false
	for i, c := range data {
		switch {
		case inValue && escaped:
			escaped = false
		case inValue && c == '\\':
			escaped = true
		case inValue && c == ']':
			inValue = false
			cuts = append(cuts, cut{i + 1, depth})
		case inValue:
		case c == '[':
			inValue = true
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == ';':
			cuts = append(cuts, cut{i, depth})
		}
	}
	// A cut that parses is nearly always among the last few; a longer search is not worth its time.
	for k := len(cuts) - 1; k >= 0 && k >= len(cuts)-64; k-- {
		c := cuts[k]
		if c.depth <= 0 {
			continue
		}
		fixed := append(bytes.Clone(data[:c.at]), strings.Repeat(")", c.depth)...)
		if _, err := sgf.ParseBytes(fixed); err == nil {
			return fixed
		}
	}
	return data
}
