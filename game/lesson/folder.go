package lesson

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// OwnPrefix starts the key of a lesson read from a teacher's (or the learner's) own folder, so that its
// progress is kept apart from a built-in lesson of the same file name.
const OwnPrefix = "+"

// MaxFileSize is the largest lesson file read, in bytes (1 MiB; a lesson of thirty pages is a few KiB): a larger one
// is refused with this limit named before it is read, so that a huge file neither holds up the window nor fills
// its memory.
const MaxFileSize = 1 << 20

// ErrNotAFile means a lesson file is a folder, a FIFO or a device: it is never opened (reading a FIFO would wait
// for ever).
var ErrNotAFile = errors.New("not a regular file")

// ReadFile reads the lesson file name of fsys when it is a regular file (through a link) of at most MaxFileSize
// bytes; else the error wraps ErrNotAFile or is an *sgf.Error of sgf.ErrTooLarge naming the limit.
func ReadFile(fsys fs.FS, name string) ([]byte, error) {
	info, err := fs.Stat(fsys, name)
	switch {
	case err != nil:
		return nil, err
	case !info.Mode().IsRegular():
		return nil, ErrNotAFile
	case info.Size() > MaxFileSize:
		return nil, sgf.TooLarge(MaxFileSize)
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, sgf.TooLarge(MaxFileSize)
	}
	return data, nil
}

// FileProblem is why one lesson file of a folder cannot be used.
type FileProblem struct {
	// Name is the file's name in its folder.
	Name string
	// Err is what is wrong: ErrBadLesson, ErrNotAFile, sgf.ErrTooLarge or the error of reading it.
	Err error
}

// Error names the file and its problem.
func (p FileProblem) Error() string { return p.Name + ": " + p.Err.Error() }

// Unwrap returns the problem itself.
func (p FileProblem) Unwrap() error { return p.Err }

// LoadFolder reads every lesson file (*.sgf) of an own folder, in the order of their names, each marked Own
// with its key starting with OwnPrefix. A file that cannot be used is left out and reported among problems,
// so that one bad file does not hide the others; a folder that does not exist holds no lessons.
func LoadFolder(dir string) (lessons []*Lesson, problems []FileProblem) {
	f := ReloadFolder(dir, Folder{})
	return f.Lessons, f.Problems
}

// Stamp is what the watch of an own folder compares of one file: its name, size and time of change.
type Stamp struct {
	Name string
	Size int64
	Mod  time.Time
}

// Folder is what was read of an own folder: the stamps of its lesson files as they were read, the lessons and
// the problems of the files that cannot be used; Err is why the folder itself could not be read (a file where
// the folder should be, a circle of links, no permission), nil when it was read or is not there.
type Folder struct {
	Stamps   []Stamp
	Lessons  []*Lesson
	Problems []FileProblem
	Err      error
}

// Changed reports whether stamps differ from the stamps the folder was read with.
func (f Folder) Changed(stamps []Stamp) bool {
	return !slices.EqualFunc(f.Stamps, stamps, func(a, b Stamp) bool {
		return a.Name == b.Name && a.Size == b.Size && a.Mod.Equal(b.Mod)
	})
}

// ScanFolder returns the stamps of the lesson files (*.sgf) of dir in the order of their names, without reading
// them; a folder that does not exist has none. A file that cannot even be looked at (no permission, a circle of
// links, a link to nothing) has a stamp of size -1, so that reading it names its problem.
func ScanFolder(dir string) ([]Stamp, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Stamp
	for _, e := range entries {
		if path.Ext(e.Name()) != ".sgf" {
			continue
		}
		info, err := os.Stat(filepath.Join(dir, e.Name())) // through a link, to the file it names
		if errors.Is(err, fs.ErrNotExist) {
			if _, lerr := os.Lstat(filepath.Join(dir, e.Name())); lerr != nil {
				continue // gone since the folder was listed
			}
			// A link to nothing: read, it says that its file does not exist.
		}
		if err != nil {
			out = append(out, Stamp{Name: e.Name(), Size: -1})
			continue
		}
		out = append(out, Stamp{Name: e.Name(), Size: info.Size(), Mod: info.ModTime()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// ReloadFolder reads an own folder again as LoadFolder does, but keeps the lessons (and problems) of old whose
// files have the same stamp as when old was read, so that what hangs on a lesson that did not change (its check)
// stays with it; the files new or changed are read.
func ReloadFolder(dir string, old Folder) Folder {
	stamps, err := ScanFolder(dir)
	if err != nil {
		return Folder{Err: err}
	}
	kept := map[string]Stamp{}
	for _, st := range old.Stamps {
		kept[st.Name] = st
	}
	same := func(st Stamp) bool {
		o, ok := kept[st.Name]
		return ok && o.Size == st.Size && o.Mod.Equal(st.Mod)
	}
	oldLesson := map[string]*Lesson{}
	for _, l := range old.Lessons {
		oldLesson[l.Key] = l
	}
	oldProblem := map[string]FileProblem{}
	for _, p := range old.Problems {
		oldProblem[p.Name] = p
	}
	f := Folder{Stamps: stamps}
	fsys := os.DirFS(dir)
	for _, st := range stamps {
		if same(st) {
			if l, ok := oldLesson[KeyOf(st.Name)]; ok {
				f.Lessons = append(f.Lessons, l)
				continue
			}
			if p, ok := oldProblem[st.Name]; ok {
				f.Problems = append(f.Problems, p)
				continue
			}
		}
		l, err := readOwn(fsys, st.Name)
		if err != nil {
			f.Problems = append(f.Problems, FileProblem{st.Name, err})
			continue
		}
		f.Lessons = append(f.Lessons, l)
	}
	return f
}

// readOwn reads the lesson file name of an own folder (ReadFile: what is not a regular file, a folder or a FIFO
// named .sgf, is refused unopened).
func readOwn(fsys fs.FS, name string) (*Lesson, error) {
	data, err := ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	l, err := Parse(name, data)
	if err != nil {
		return nil, err
	}
	l.Key, l.Own = OwnPrefix+l.Key, true
	return l, nil
}

// IsLesson reports whether data looks like a lesson file rather than a game record: an SGF collection some of
// whose pages carry a lesson's goal (AGGL) or its translated texts (AGC). Parse decides whether it can be used.
func IsLesson(data []byte) bool {
	if _, err := sgf.ParseBytes(data); err != nil {
		return false
	}
	return bytes.Contains(data, []byte(PropGoal+"[")) || bytes.Contains(data, []byte("AGC["))
}

// KeyOf returns the key of the lesson file name in an own folder.
func KeyOf(name string) string {
	base := path.Base(strings.ReplaceAll(name, "\\", "/"))
	return OwnPrefix + strings.TrimSuffix(base, path.Ext(base))
}
