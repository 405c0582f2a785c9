package lesson

import (
	"encoding/json"
	"fmt"
	"strings"
)

// keptWorkshop is the form a Workshop is kept in between two windows: its title, its file's name and its pages as
// a lesson file (Format) under a stand-in title, since a lesson being made may have none yet.
type keptWorkshop struct {
	Title  Text   `json:"title"`
	File   string `json:"file,omitempty"`
	Lesson string `json:"lesson,omitempty"`
}

// keptTitle stands in for the title of a lesson being made in its kept file; the title kept beside it is the one.
var keptTitle = Text{"en": "workshop"}

// Keep returns w as it is kept in the config folder between two windows (JSON: the title, the file's name and the
// pages written by Format); a page without words is an error wrapping ErrNoWords.
func (w *Workshop) Keep() ([]byte, error) {
	k := keptWorkshop{Title: cloneText(w.Title), File: w.File}
	if len(w.Pages) > 0 {
		data, err := Format(&Lesson{Title: keptTitle, Pages: w.Pages})
		if err != nil {
			return nil, err
		}
		k.Lesson = string(data)
	}
	return json.MarshalIndent(k, "", "  ")
}

// Kept reads a lesson being made back from what Keep wrote; a file that is not one is an error wrapping
// ErrBadLesson.
func Kept(data []byte) (Workshop, error) {
	var k keptWorkshop
	if err := json.Unmarshal(data, &k); err != nil {
		return Workshop{}, fmt.Errorf("%w: %v", ErrBadLesson, err)
	}
	w := Workshop{Title: cloneText(k.Title), File: k.File}
	if strings.ContainsAny(k.File, `/\`) {
		return Workshop{}, fmt.Errorf("%w: file %q", ErrBadLesson, k.File)
	}
	if k.Lesson != "" {
		l, err := Parse("workshop.sgf", []byte(k.Lesson))
		if err != nil {
			return Workshop{}, err
		}
		w.Pages = l.Pages
	}
	return w, nil
}
