package game

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// LessonsDirName is the folder, in the config directory, whose lesson files (SGF) the lesson map shows beside
// the built-in ones: a teacher's or a learner's own lessons.
const LessonsDirName = "lessons"

// LessonsDir returns the folder of own lessons; it does not create it.
func LessonsDir() (string, error) {
	d, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, LessonsDirName), nil
}

// AddLessonFile writes a lesson file into the folder of own lessons under its base name (written whole or not
// at all), creating the folder, and returns the path written.
func AddLessonFile(name string, data []byte) (string, error) {
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
	if err := writeFileAtomic(path, data); err != nil {
		return "", &FileError{Path: path, Err: err}
	}
	return path, nil
}
