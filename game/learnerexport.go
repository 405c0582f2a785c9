package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
)

// LearnerFileExt ends the name of a learner's exported file ("Anna.learner.json").
const LearnerFileExt = ".learner.json"

// learnerExportKey marks a learner's exported file: its value is the format version.
const learnerExportKey = "atarigo_learner"

// learnerExportVersion is the format version written into a learner's exported file.
const learnerExportVersion = 1

// ErrNotALearnerFile means a file given to import a learner from is not one the game exported.
var ErrNotALearnerFile = errors.New("not a learner's file")

// LearnerExport is one learner as exported to a file, to be imported on another device: the name, the picture and
// the record (lesson stars, practice misses, ratings, choice of coach).
type LearnerExport struct {
	// Name is the learner's name as shown when exported (never empty).
	Name string
	// Picture is the key of the learner's picture.
	Picture string
	// Record is the learner's record.
	Record Learner
}

// ExportLearner returns the file of learner e with record rec, named as tr shows the learner.
func ExportLearner(e LearnerEntry, rec Learner, tr *Translator) ([]byte, error) {
	body, err := MarshalLearner(rec, nil)
	if err != nil {
		return nil, err
	}
	obj := map[string]any{
		learnerExportKey: learnerExportVersion,
		"name":           e.DisplayName(tr),
		"picture":        e.Picture,
		"learner":        json.RawMessage(body),
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(obj); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	return buf.Bytes(), nil
}

// ExportFileName returns the file name a learner called name is exported under: the name made safe for every
// system (CheckFileName's rules), then LearnerFileExt.
func ExportFileName(name string) string {
	var b strings.Builder
	for _, r := range CleanLearnerName(name) {
		if r == '/' || r == '\\' || strings.ContainsRune(`:*?"<>|.`, r) {
			r = '_'
		}
		b.WriteRune(r)
	}
	stem := strings.TrimSpace(b.String())
	if stem == "" {
		stem = "learner"
	}
	return stem + LearnerFileExt
}

// SaveExport writes data, an export (the overview's CSV, a learner's file), into folder dir as name, or as the first
// free of NAME.2.EXT, NAME.3.EXT, … when the name is taken (EXT is LearnerFileExt or the name's extension), and
// returns its path; it never replaces a file.
func SaveExport(dir, name string, data []byte) (string, error) {
	ext := filepath.Ext(name)
	if strings.HasSuffix(name, LearnerFileExt) {
		ext = LearnerFileExt
	}
	return writeNewFile(numbered(filepath.Join(dir, strings.TrimSuffix(name, ext)), ext), 1, data)
}

// IsLearnerExport reports whether data looks like a learner's exported file (without reading it whole).
func IsLearnerExport(data []byte) bool {
	return bytes.Contains(data[:min(len(data), 512)], []byte(`"`+learnerExportKey+`"`))
}

// ReadLearnerExport reads a learner's exported file. A file that is not one gives ErrNotALearnerFile; a record
// with wrong values keeps what could be read of it, as ReadLearner does, and gives no error.
func ReadLearnerExport(data []byte) (LearnerExport, error) {
	var obj struct {
		Version *int            `json:"atarigo_learner"`
		Name    string          `json:"name"`
		Picture string          `json:"picture"`
		Learner json.RawMessage `json:"learner"`
	}
	if err := json.Unmarshal(data, &obj); err != nil || obj.Version == nil || *obj.Version < 1 {
		return LearnerExport{}, ErrNotALearnerFile
	}
	x := LearnerExport{Name: CleanLearnerName(obj.Name), Picture: obj.Picture}
	if x.Name == "" {
		return LearnerExport{}, fmt.Errorf("%w: the learner has no name", ErrNotALearnerFile)
	}
	if len(obj.Learner) > 0 {
		x.Record, _, _ = ReadLearner(obj.Learner)
	}
	return x, nil
}

// ImportLearner takes the exported learner x into the config directory dir, whose list of learners learners keeps:
// into the record of the learner called alike (with merge, when there is one: the better stars, every rated game
// and the misses of both, as two windows' records merge) or as a new learner, added to the list. It writes the
// learner's file (under its lock, merged with what it holds) and returns the learner's id. It reads and writes
// files: call it off the game loop.
func ImportLearner(dir string, learners *LearnerListStore, x LearnerExport, merge bool, tr *Translator) (string, error) {
	var id string
	if e, ok := learners.List().Named(x.Name, tr); ok && merge {
		id = e.ID
	} else {
		e, err := learners.Add(x.Name, x.Picture)
		if err != nil {
			return "", err
		}
		id = e.ID
	}
	s, rec, err := OpenProgressStore(dir, id, Learner{})
	if s == nil {
		return "", err
	}
	if err != nil && !errors.Is(err, ErrBadProgress) {
		s.Close()
		return "", err
	}
	in := x.Record.Clone()
	in.Tutorial.Last = rec.Tutorial.Last // the lesson last opened here stays this device's
	if rec.Coach != nil {
		in.Coach = rec.Coach // and so does a choice of coach made here
	}
	s.Save(mergeLearners(Learner{}, rec, in))
	if err := s.Close(); err != nil {
		return "", err
	}
	return id, learners.Flush()
}
