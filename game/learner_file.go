package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"reflect"
	"slices"
	"strings"
)

// Errors of the learner's file; test them with errors.Is.
var (
	// ErrBadProgress means a learner's file was damaged or held wrong values; what could be read of it is used.
	ErrBadProgress = errors.New("bad progress file")
	// ErrProgressTooLarge means a learner's file is larger than any the game writes, so it is not read.
	ErrProgressTooLarge = errors.New("the progress file is too large")
)

// learnerVersion is the format version written into a learner's file.
const learnerVersion = 1

// maxLearnerFile is the largest learner's file read (a learner who did every page of a hundred lessons of a
// thousand pages writes well under a megabyte).
const maxLearnerFile = 64 << 20

// learnerFields are the keys of a learner's file this version reads; any other key (a newer version's) is kept
// as it is when the file is written again.
var learnerFields = map[string]bool{"version": true, "tutorial": true, "ratings": true, "ratings_reset": true, "coach": true}

// ProgressError reports a learner's file, or the list of learners, that could not be used as it was: which file,
// what was wrong and where the original was kept. The record or list read with it holds what could be read.
type ProgressError struct {
	// Path is the learner's file.
	Path string
	// Backup is the copy of the file as it was (Path + ".bad", or Path + ".2.bad" … when earlier copies are there),
	// "" when none could be kept.
	Backup string
	// Problems says what was wrong, one English sentence each, for the log.
	Problems []string
	// Err is the underlying error of a file that is not JSON, nil otherwise.
	Err error
}

// Error returns "progress file PATH: problem; problem (a copy was kept as BACKUP)".
func (e *ProgressError) Error() string {
	s := "progress file " + e.Path + ": " + strings.Join(e.Problems, "; ")
	if e.Backup != "" {
		s += " (a copy was kept as " + e.Backup + ")"
	}
	return s
}

// Unwrap returns ErrBadProgress and the underlying error.
func (e *ProgressError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrBadProgress, e.Err}
	}
	return []error{ErrBadProgress}
}

// ReadLearner reads a learner's file from data, field by field, so that a wrong value loses only itself: it never
// fails to return a usable record. newer holds the keys this version does not know, to be written back as they
// are. The error, wrapping ErrBadProgress, says what was wrong; the record then holds what could be read.
func ReadLearner(data []byte) (l Learner, newer map[string]json.RawMessage, err error) {
	var problems []string
	note := func(field, format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	var obj map[string]json.RawMessage
	if jerr := json.Unmarshal(data, &obj); jerr != nil || obj == nil {
		if jerr == nil {
			jerr = errNotAnObject
		}
		return Learner{}, nil, fmt.Errorf("%w: %s", ErrBadProgress, jsonProblem(data, jerr))
	}
	known := map[string]json.RawMessage{}
	for k, v := range obj {
		switch {
		case k == "version":
			var v1 int
			if json.Unmarshal(v, &v1) != nil || v1 < 1 {
				note(k, "version %s is not a format version", clipJSON(v))
			}
		case learnerFields[k]:
			known[k] = v
		default:
			if newer == nil {
				newer = map[string]json.RawMessage{}
			}
			newer[k] = v
		}
	}
	raw, merr := json.Marshal(known)
	if merr != nil {
		return Learner{}, nil, fmt.Errorf("%w: %v", ErrBadProgress, merr)
	}
	var notes []settingsNote
	decodeFields(reflect.ValueOf(&l).Elem(), raw, "", &notes)
	for _, n := range notes {
		problems = append(problems, n.text)
	}
	l.Tutorial.normalize(note)
	if c := l.Coach; c != nil && !slices.Contains(CoachModes(), c.Mode) {
		note("coach", "coach.mode %q is not a mode; using the default", c.Mode)
		c.Mode = CoachUpToMedium
	}
	if l.Ratings != nil {
		l.Ratings.normalize(note)
		if len(l.Ratings) == 0 {
			l.Ratings = nil
		}
	}
	if len(problems) > 0 {
		return l, newer, fmt.Errorf("%w: %s", ErrBadProgress, strings.Join(problems, "; "))
	}
	return l, newer, nil
}

// MarshalLearner returns the file of a learner's record l, with the keys of a newer version (newer) as they were.
func MarshalLearner(l Learner, newer map[string]json.RawMessage) ([]byte, error) {
	js, err := json.Marshal(l)
	if err != nil {
		return nil, fmt.Errorf("progress: %w", err)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(js, &obj); err != nil {
		return nil, fmt.Errorf("progress: %w", err)
	}
	for k, v := range newer {
		if !learnerFields[k] {
			obj[k] = v
		}
	}
	obj["version"] = json.RawMessage(fmt.Sprint(learnerVersion))
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // lesson names with & < > are written as they are
	enc.SetIndent("", "  ")
	if err := enc.Encode(obj); err != nil {
		return nil, fmt.Errorf("progress: %w", err)
	}
	return buf.Bytes(), nil
}

// readPlainFile reads the file at path, refusing what is not a plain file (ErrNotAFile: a folder, a pipe, a
// device) and a file larger than limit (ErrProgressTooLarge); nothing is read from a pipe, so it never waits.
func readPlainFile(path string, limit int64) ([]byte, error) {
	// Stat before Open: opening a pipe to read waits for a writer.
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	switch {
	case !info.Mode().IsRegular():
		return nil, &fs.PathError{Op: "read", Path: path, Err: ErrNotAFile}
	case info.Size() > limit:
		return nil, &fs.PathError{Op: "read", Path: path, Err: ErrProgressTooLarge}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err == nil && int64(len(data)) > limit {
		err = &fs.PathError{Op: "read", Path: path, Err: ErrProgressTooLarge}
	}
	return data, err
}

// readLearnerFile reads the learner's file at path: the record, the keys of a newer version and the bytes read.
// A file that does not exist gives fs.ErrNotExist; a damaged one its record as far as it was read and an error
// wrapping ErrBadProgress; one that cannot be read at all the error of reading it.
func readLearnerFile(path string) (Learner, map[string]json.RawMessage, []byte, error) {
	data, err := readPlainFile(path, maxLearnerFile)
	if err != nil {
		return Learner{}, nil, nil, err
	}
	if len(bytes.TrimSpace(data)) == 0 {
		// A file cut short to nothing: nothing to read, nothing to keep.
		return Learner{}, nil, data, nil
	}
	l, newer, err := ReadLearner(data)
	return l, newer, data, err
}
