package game

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// WorkshopFile is the name of the file in the config folder that keeps the lesson being made in the teacher's
// workshop between two windows.
const WorkshopFile = "workshop.json"

// WorkshopPath returns the path of the kept lesson being made (ConfigDir/WorkshopFile).
func WorkshopPath() (string, error) {
	d, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, WorkshopFile), nil
}

// KeepWorkshop writes data (lesson.Workshop.Keep) as the kept lesson being made, whole or not at all, as the autosave
// is written.
func KeepWorkshop(data []byte) error {
	p, err := WorkshopPath()
	if err != nil {
		return err
	}
	return writeFileAtomic(p, data)
}

// KeptWorkshop reads the kept lesson being made; ok is false when none is kept. A file of more than
// lesson.MaxFileSize bytes, or one that is not a kept workshop, is an error.
func KeptWorkshop() (w lesson.Workshop, ok bool, err error) {
	p, err := WorkshopPath()
	if err != nil {
		return lesson.Workshop{}, false, err
	}
	data, err := lesson.ReadFile(os.DirFS(filepath.Dir(p)), filepath.Base(p))
	if errors.Is(err, fs.ErrNotExist) {
		return lesson.Workshop{}, false, nil
	}
	if err != nil {
		return lesson.Workshop{}, false, err
	}
	w, err = lesson.Kept(data)
	if err != nil {
		return lesson.Workshop{}, false, err
	}
	return w, true, nil
}
