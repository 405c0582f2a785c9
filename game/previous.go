package game

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// PreviousFile is the name, in the config directory, of the game left open before the kept game took its place:
// an unfinished game is never overwritten by another one (a file opened from the command line, a game loaded or
// started), it is kept here, in the autosave's format, and the Load list offers it first.
const PreviousFile = "previous.sgf"

// PreviousPath returns the path of the previous unfinished game in ConfigDir.
func PreviousPath() (string, error) {
	d, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, PreviousFile), nil
}

// KeepAutosaveAsPrevious moves the autosave in ConfigDir, when there is one, to PreviousFile, so that a game about
// to take the autosave's place does not overwrite it; it reports whether a game was kept. The move is a rename, so
// the game is either still the autosave or already the previous game.
func KeepAutosaveAsPrevious() (bool, error) {
	auto, err := AutosavePath()
	if err != nil {
		return false, nil
	}
	prev := filepath.Join(filepath.Dir(auto), PreviousFile)
	info, err := os.Stat(auto)
	if errors.Is(err, fs.ErrNotExist) || err == nil && !info.Mode().IsRegular() {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if err := os.Rename(auto, prev); err != nil {
		return false, err
	}
	return true, nil
}

// PreviousEntry returns the previous unfinished game as an entry of the Load list (Name left for the window to
// fill in), and false when there is none.
func PreviousEntry() (Entry, bool) {
	p, err := PreviousPath()
	if err != nil {
		return Entry{}, false
	}
	info, err := os.Stat(p)
	if err != nil || !info.Mode().IsRegular() {
		return Entry{}, false
	}
	e := entryOf(p, info, nil)
	e.Name = ""
	return e, true
}

// OpenPrevious reads the previous unfinished game to go on with it, with its seats and setup, and removes its
// file: once it is the kept game again, the Keeper writes it as the autosave. A damaged file is recovered as
// OpenAutosave does, and kept as a copy.
func OpenPrevious() (Autosave, error) {
	p, err := PreviousPath()
	if err != nil {
		return Autosave{}, err
	}
	a, rec, err := OpenAutosaveFile(p)
	if err != nil {
		return Autosave{}, err
	}
	if rec != nil && !rec.Recovered {
		return Autosave{}, rec.Err
	}
	os.Remove(p)
	return a, nil
}

// DropPrevious removes the previous unfinished game, once it is the kept game again by another way (the window
// brought it back from memory).
func DropPrevious() {
	if p, err := PreviousPath(); err == nil {
		os.Remove(p)
	}
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
