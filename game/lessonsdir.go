package game

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// LessonsDirName is the folder, in the config directory, whose lesson files (SGF) the lesson map shows beside
// the built-in ones: a teacher's or a learner's own lessons.
const LessonsDirName = "lessons"

// ErrLessonTaken means a different lesson file has the name among own lessons: AddLessonFile with NewLesson writes
// nothing, and the window asks whether to replace it or keep both.
var ErrLessonTaken = fmt.Errorf("a different lesson file of this name is among the own lessons (%w)", fs.ErrExist)

// LessonPlacement says what AddLessonFile does when a lesson file of the name is already among own lessons.
type LessonPlacement uint8

const (
	// NewLesson writes a lesson of a name not taken; the same file again is left as it is (its lesson is the
	// one), and a different one fails with ErrLessonTaken.
	NewLesson LessonPlacement = iota
	// ReplaceLesson writes the file over the lesson of its name, as its new version (whose progress it keeps,
	// the progress being the lesson's by its name).
	ReplaceLesson
	// BesideLesson keeps both: a taken name is replaced by the first free one of NAME-2.sgf, NAME-3.sgf, …, a
	// lesson of its own.
	BesideLesson
)

// LessonsDir returns the folder of own lessons; it does not create it.
func LessonsDir() (string, error) {
	d, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, LessonsDirName), nil
}

// AddLessonFile writes a lesson file into the folder of own lessons under its base name (written whole or not at
// all), creating the folder; how says what is done when the name is taken. It returns the path of the lesson's
// file, which BesideLesson may have named anew.
func AddLessonFile(name string, data []byte, how LessonPlacement) (string, error) {
	dir, err := LessonsDir()
	if err != nil {
		return "", err
	}
	base := filepath.Base(strings.ReplaceAll(name, "\\", "/"))
	if base == "." || base == "/" || !strings.EqualFold(filepath.Ext(base), ".sgf") {
		return "", &FileError{Path: name, Err: fmt.Errorf("%w: not an .sgf file", ErrBadFileName)}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", &FileError{Path: dir, Err: err}
	}
	path := filepath.Join(dir, base)
	switch how {
	case NewLesson:
		old, err := lesson.ReadFile(os.DirFS(dir), base)
		switch {
		case err == nil && bytes.Equal(old, data):
			return path, nil
		case err == nil || !errors.Is(err, fs.ErrNotExist):
			return "", &FileError{Path: path, Err: ErrLessonTaken}
		}
	case BesideLesson:
		stem := strings.TrimSuffix(base, filepath.Ext(base))
		p, err := writeNewFile(func(n int) string {
			if n <= 1 {
				return path
			}
			return filepath.Join(dir, fmt.Sprintf("%s-%d%s", stem, n, filepath.Ext(base)))
		}, 1, data)
		if err != nil {
			return "", &FileError{Path: path, Err: err}
		}
		return p, nil
	}
	if err := writeFileAtomic(path, data); err != nil {
		return "", &FileError{Path: path, Err: err}
	}
	return path, nil
}
