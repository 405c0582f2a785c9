package lesson

import (
	"bytes"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// OwnPrefix starts the key of a lesson read from a teacher's (or the learner's) own folder, so that its
// progress is kept apart from a built-in lesson of the same file name.
const OwnPrefix = "+"

// maxLessonFile is the largest lesson file read; a larger one is reported, not read.
const maxLessonFile = sgf.MaxFileSize

// FileProblem is why one lesson file of a folder cannot be used.
type FileProblem struct {
	// Name is the file's name in its folder.
	Name string
	// Err is what is wrong: ErrBadLesson, sgf.ErrTooLarge or the error of reading it.
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
	fsys := os.DirFS(dir)
	names, err := fs.Glob(fsys, "*.sgf")
	if err != nil {
		return nil, []FileProblem{{Name: dir, Err: err}}
	}
	sort.Strings(names)
	for _, n := range names {
		info, err := fs.Stat(fsys, n)
		switch {
		case err != nil:
			problems = append(problems, FileProblem{n, err})
			continue
		case !info.Mode().IsRegular():
			continue // a folder or a device named .sgf is not a lesson
		case info.Size() > maxLessonFile:
			problems = append(problems, FileProblem{n, sgf.ErrTooLarge})
			continue
		}
		data, err := fs.ReadFile(fsys, n)
		if err != nil {
			problems = append(problems, FileProblem{n, err})
			continue
		}
		l, err := Parse(n, data)
		if err != nil {
			problems = append(problems, FileProblem{n, err})
			continue
		}
		l.Key, l.Own = OwnPrefix+l.Key, true
		lessons = append(lessons, l)
	}
	return lessons, problems
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
