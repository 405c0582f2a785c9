package game

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// PreviousFile is the name, in the config directory, of the first game left open before another took its place:
// an unfinished game is never overwritten by another one (a file opened from the command line, a game loaded or
// started), it is kept, in the autosave's format, as PreviousFile, the next one as previous.2.sgf, previous.3.sgf
// and so on, and the Load list offers every one of them first, the latest first.
const PreviousFile = "previous.sgf"

// MaxPrevious is how many games left open are kept; when one more is put aside the one put aside first goes.
const MaxPrevious = 10

// previousName returns the name of the n-th game left open in dir: previous.sgf, previous.2.sgf, …
func previousName(dir string) func(n int) string {
	return numbered(filepath.Join(dir, strings.TrimSuffix(PreviousFile, ".sgf")), ".sgf")
}

// previousNumber returns n for a name previousName gives (file name only), and false for any other name.
func previousNumber(name string) (int, bool) {
	if name == PreviousFile {
		return 1, true
	}
	mid, ok := strings.CutPrefix(name, strings.TrimSuffix(PreviousFile, "sgf"))
	if !ok {
		return 0, false
	}
	mid, ok = strings.CutSuffix(mid, ".sgf")
	n, err := strconv.Atoi(mid)
	if !ok || err != nil || n < 2 || strconv.Itoa(n) != mid {
		return 0, false
	}
	return n, true
}

// previousGame is one file of a game left open, with the number of its name.
type previousGame struct {
	path string
	n    int
}

// previousGames returns the games left open in dir, the one put aside last first.
func previousGames(dir string) []previousGame {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []previousGame
	for _, e := range entries {
		if n, ok := previousNumber(e.Name()); ok {
			out = append(out, previousGame{filepath.Join(dir, e.Name()), n})
		}
	}
	slices.SortFunc(out, func(a, b previousGame) int { return b.n - a.n })
	return out
}

// keepAsPrevious gives the game left open that keep writes or moves a new name, numbered after every game left
// open in dir, so that it is listed first; then the games beyond MaxPrevious, the ones put aside first, are removed.
// keep makes the file under the first free name of name(from), name(from+1), …, replacing none, and returns its
// path.
func keepAsPrevious(dir string, keep func(name func(n int) string, from int) (string, error)) (string, error) {
	from := 1
	if games := previousGames(dir); len(games) > 0 {
		from = games[0].n + 1
	}
	p, err := keep(previousName(dir), from)
	if err != nil {
		return "", err
	}
	games := previousGames(dir)
	for _, g := range games[min(MaxPrevious, len(games)):] {
		os.Remove(g.path)
	}
	return p, nil
}

// KeepAutosaveAsPrevious moves the autosave in ConfigDir, when there is one, to a new name among the games left
// open, so that a game about to take the autosave's place does not overwrite it; it reports whether a game was
// kept. The move is a link or a rename, so the game is either still the autosave or already a game left open.
func KeepAutosaveAsPrevious() (bool, error) {
	auto, err := AutosavePath()
	if err != nil {
		return false, nil
	}
	info, err := os.Stat(auto)
	if errors.Is(err, fs.ErrNotExist) || err == nil && !info.Mode().IsRegular() {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	_, err = keepAsPrevious(filepath.Dir(auto), func(name func(int) string, from int) (string, error) {
		for n := from; n < from+maxCopies; n++ {
			if p, ok, err := claim(auto, name(n)); ok || err != nil {
				if err == nil {
					os.Remove(auto) // after a link; gone already after a rename
				}
				return p, err
			}
		}
		return "", errNoFreeName
	})
	if err != nil {
		return false, err
	}
	return true, nil
}

// PreviousEntries returns the games left open as entries of the Load list (Name left for the window to fill in),
// the one put aside last first; none when there is no config directory.
func PreviousEntries() []Entry {
	dir, err := ConfigDir()
	if err != nil {
		return nil
	}
	var out []Entry
	for _, g := range previousGames(dir) {
		info, err := os.Stat(g.path)
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		e := entryOf(g.path, info, nil)
		e.Name = ""
		out = append(out, e)
	}
	return out
}

// OpenPrevious reads the game left open at path (one of PreviousEntries) to go on with it, with its seats and setup,
// and removes its file: once it is the kept game again, the Keeper writes it as the autosave. A damaged file is
// recovered as OpenAutosave does, and kept as a copy.
func OpenPrevious(path string) (Autosave, error) {
	a, rec, err := OpenAutosaveFile(path)
	if err != nil {
		return Autosave{}, err
	}
	if rec != nil && !rec.Recovered {
		return Autosave{}, rec.Err
	}
	os.Remove(path)
	return a, nil
}

// Unfinished reports whether m is a game worth keeping when another takes its place: begun (a move played)
// and not over.
func (m *Match) Unfinished() bool {
	if m == nil || m.Record() == nil || m.State() == Over {
		return false
	}
	for _, n := range m.Record().Line() {
		if n.HasMove() {
			return true
		}
	}
	return false
}
