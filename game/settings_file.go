package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
)

// Errors of the settings; test them with errors.Is.
var (
	// ErrNoConfigDir means there is no config directory (as in a web browser), so nothing persists.
	ErrNoConfigDir = errors.New("no config directory")
	// ErrBadSettings means the settings file was damaged or held wrong values; see SettingsError.
	ErrBadSettings = errors.New("bad settings file")
	// errNotAnObject means a settings file holds JSON that is not an object.
	errNotAnObject = errors.New("not a JSON object")
)

// SettingsPath returns the path of the settings file in ConfigDir.
func SettingsPath() (string, error) {
	d, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, SettingsFile), nil
}

// SettingsError reports a settings file that could not be used as it was:
// which file, what was wrong, and where the damaged original was kept. The
// settings returned with it are usable (defaults where the file was wrong).
type SettingsError struct {
	// Path is the settings file.
	Path string
	// Backup is the copy of the damaged file (Path + ".bad", or Path + ".2.bad" … when earlier copies are there)
	// Repair made, "" before or when none was made.
	Backup string
	// Damaged means the file could not be read at all and every setting is the default.
	Damaged bool
	// Fields names the settings that were wrong and reset, as the file writes them ("eval.alpha").
	Fields []string
	// Problems says what was wrong, one English sentence each, for the log.
	Problems []string
	// Err is the underlying error of a damaged or unreadable file, nil otherwise.
	Err error

	original []byte // the file as read, which Repair keeps as Backup
	readable bool   // the file could be read (so Repair may replace it)
}

// Error returns "settings file PATH: problem; problem (a copy was kept as BACKUP)".
func (e *SettingsError) Error() string {
	var b strings.Builder
	b.WriteString("settings file " + e.Path + ": ")
	if e.Damaged {
		b.WriteString("damaged, using the default settings: ")
	}
	b.WriteString(strings.Join(e.Problems, "; "))
	if e.Backup != "" {
		b.WriteString(" (a copy was kept as " + e.Backup + ")")
	}
	return b.String()
}

// Unwrap returns ErrBadSettings and the underlying error.
func (e *SettingsError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrBadSettings, e.Err}
	}
	return []error{ErrBadSettings}
}

// LoadSettings reads the settings file in ConfigDir; see LoadSettingsFile.
// Without a config directory it returns DefaultSettings and ErrNoConfigDir.
func LoadSettings() (Settings, error) {
	p, err := SettingsPath()
	if err != nil {
		return DefaultSettings(), err
	}
	return LoadSettingsFile(p)
}

// LoadSettingsFile reads the settings at path and never fails to return
// usable settings; it writes nothing. A missing file gives DefaultSettings and
// no error. A file that is not JSON gives the defaults; a file with some wrong
// values keeps the good ones and uses defaults for the rest; out-of-range
// values are clamped. In those cases the error is a *SettingsError saying what
// was wrong, whose Repair keeps the original and writes the repaired settings.
func LoadSettingsFile(path string) (Settings, error) {
	def := DefaultSettings()
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return def, nil
	}
	if err != nil {
		return def, &SettingsError{Path: path, Damaged: true, Problems: []string{err.Error()}, Err: err}
	}
	s, notes, damaged, derr := decodeSettings(data)
	notes = append(notes, s.normalize()...)
	if len(notes) == 0 {
		return s, nil
	}
	e := &SettingsError{Path: path, Damaged: damaged, Err: derr, original: data, readable: true}
	for _, n := range notes {
		e.Problems = append(e.Problems, n.text)
		if n.field != "" && !slices.Contains(e.Fields, n.field) {
			e.Fields = append(e.Fields, n.field)
		}
	}
	return s, e
}

// Repair keeps a copy of the file as it was read (Path + ".bad", numbered beside earlier copies, set as Backup) and
// writes s, the settings loaded from it, over it, so that the problem is reported once. A file that could not be
// read is left alone.
// The error is the first write that failed; a copy that could not be kept leaves the file unchanged.
func (e *SettingsError) Repair(s Settings) error {
	if !e.readable {
		return nil
	}
	backup, err := keepBadCopy(e.Path, e.original)
	if err != nil {
		return err
	}
	e.Backup = backup
	return s.SaveFile(e.Path)
}

// RepairSettings calls Repair when err, from LoadSettings, is a *SettingsError; s are the settings loaded.
func RepairSettings(s Settings, err error) error {
	var se *SettingsError
	if errors.As(err, &se) {
		return se.Repair(s)
	}
	return nil
}

// decodeSettings reads data over DefaultSettings field by field: a field of
// the wrong type keeps its default and is reported, unknown fields are
// reported and ignored. damaged means data is not a JSON object at all.
func decodeSettings(data []byte) (s Settings, problems []settingsNote, damaged bool, err error) {
	s = DefaultSettings()
	var raw json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return DefaultSettings(), []settingsNote{{"", jsonProblem(data, err)}}, true, err
	}
	if t := bytes.TrimSpace(raw); len(t) == 0 || t[0] != '{' {
		return DefaultSettings(), []settingsNote{{"", "the file does not hold a JSON object"}}, true, errNotAnObject
	}
	decodeFields(reflect.ValueOf(&s).Elem(), raw, "", &problems)
	return s, problems, false, nil
}

// Save writes the settings to the settings file in ConfigDir.
func (s Settings) Save() error {
	p, err := SettingsPath()
	if err != nil {
		return err
	}
	return s.SaveFile(p)
}

// SaveFile writes the settings to path as indented JSON, atomically (a
// temporary file in the same folder, then a rename), creating the folder.
func (s Settings) SaveFile(path string) error {
	s.Version = settingsVersion
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return writeFileAtomic(path, append(data, '\n'))
}
