package game

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// GamesDirEnv names the environment variable that, when set, replaces the
// default folder of saved games (for tests and portable use).
const GamesDirEnv = "ATARIGO_GAMES_DIR"

// MaxFileNameLen is the longest file name, in bytes, that Save accepts.
const MaxFileNameLen = 200

// Errors of the library; test them with errors.Is.
var (
	// ErrBadFileName means a file name is empty, starts with a dot, is too long or holds a path separator or a character some systems forbid.
	ErrBadFileName = errors.New("bad file name")
	// ErrFileExists means Save would overwrite a file and was not asked to; it also matches fs.ErrExist.
	ErrFileExists = fmt.Errorf("the file already exists (%w)", fs.ErrExist)
	// ErrNotAFile means a path names a folder or a device rather than a file.
	ErrNotAFile = errors.New("not a regular file")
)

// DefaultGamesDir returns the folder where games are saved: AppGamesDir in the
// app's own folder when SetAppDir gave one, else ATARIGO_GAMES_DIR when set (made absolute), else the user's documents folder (XDG_DOCUMENTS_DIR from
// ~/.config/user-dirs.dirs, else ~/Documents when it exists), else the config
// directory, else the working directory.
func DefaultGamesDir() string {
	if d := appGamesDir(); d != "" {
		return d
	}
	if d := os.Getenv(GamesDirEnv); d != "" {
		if abs, err := filepath.Abs(d); err == nil {
			return abs
		}
		return d
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		cfg := os.Getenv("XDG_CONFIG_HOME")
		if !filepath.IsAbs(cfg) { // unset, or relative and so to be ignored (the XDG spec)
			cfg = filepath.Join(home, ".config")
		}
		if data, err := os.ReadFile(filepath.Join(cfg, "user-dirs.dirs")); err == nil {
			if d := xdgDocumentsDir(data, home); d != "" && isDir(d) {
				return d
			}
		}
		if d := filepath.Join(home, "Documents"); isDir(d) {
			return d
		}
	}
	if d, err := ConfigDir(); err == nil {
		return d
	}
	return "."
}

// xdgDocumentsDir reads XDG_DOCUMENTS_DIR from the text of user-dirs.dirs
// (lines such as XDG_DOCUMENTS_DIR="$HOME/Documents"), "" when absent; a
// value that is just $HOME means "no documents folder" and gives "".
func xdgDocumentsDir(data []byte, home string) string {
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		v, ok := strings.CutPrefix(line, "XDG_DOCUMENTS_DIR=")
		if !ok {
			continue
		}
		v = strings.Trim(strings.TrimSpace(v), `"`)
		if rest, ok := strings.CutPrefix(v, "$HOME"); ok {
			v = home + rest
		}
		if !filepath.IsAbs(v) || filepath.Clean(v) == filepath.Clean(home) {
			return ""
		}
		return filepath.Clean(v)
	}
	return ""
}

// isDir reports whether path is an existing folder.
func isDir(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.IsDir()
}

// Library is a folder of saved games.
type Library struct {
	// Dir is the folder.
	Dir string
}

// NewLibrary returns the library in dir, or in DefaultGamesDir when dir is "".
func NewLibrary(dir string) Library {
	if dir == "" {
		dir = DefaultGamesDir()
	}
	return Library{Dir: dir}
}

// Entry is one saved game in a Library's list.
type Entry struct {
	// Name is the file name without the .sgf extension.
	Name string
	// Path is the full path of the file.
	Path string
	// Modified is the time the file was last written.
	Modified time.Time
	// Size is the size of the file in bytes.
	Size int64
	// Header is what the file says about the game: DT (Date), players,
	// result, board size, rules and number of moves; zero when Err is set.
	Header sgf.Header
	// Err says why the file could not be read; the list still shows it.
	Err error
}

// List returns the *.sgf files of the folder (not its subfolders), newest
// first, each with its header read by sgf.Summary; files that cannot be read
// are listed with Err set. It stops with ctx's error when ctx is done, so the
// window can run it on a goroutine and drop it. A missing folder is an empty list.
func (l Library) List(ctx context.Context) ([]Entry, error) {
	entries, err := os.ReadDir(l.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Entry
	for _, de := range entries {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		name := de.Name()
		if de.IsDir() || !strings.EqualFold(filepath.Ext(name), ".sgf") || strings.HasPrefix(name, ".") {
			continue
		}
		info, err := de.Info()
		out = append(out, entryOf(filepath.Join(l.Dir, name), info, err))
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Modified.Equal(out[j].Modified) {
			return out[i].Modified.After(out[j].Modified)
		}
		return out[i].Name < out[j].Name
	})
	return out, nil
}

// CheckFileName returns name as the file name of a saved game: trimmed, with
// ".sgf" added when it has no such extension. It fails with ErrBadFileName
// for an empty name, one starting with a dot, one longer than MaxFileNameLen
// bytes, or one holding a path separator, a control character or one of
// : * ? " < > | (forbidden on Windows), or a reserved Windows name like NUL.
func CheckFileName(name string) (string, error) {
	n := strings.TrimSpace(name)
	bad := func(why string) (string, error) {
		return "", fmt.Errorf("%w: %q: %s", ErrBadFileName, name, why)
	}
	switch {
	case n == "":
		return bad("it is empty")
	case strings.HasPrefix(n, "."):
		return bad("it starts with a dot")
	case !utf8.ValidString(n):
		return bad("it is not valid text")
	}
	for _, r := range n {
		if r == '/' || r == '\\' {
			return bad("it holds a path separator")
		}
		if unicode.IsControl(r) || strings.ContainsRune(`:*?"<>|`, r) {
			return bad(fmt.Sprintf("it holds %q", r))
		}
	}
	if !strings.EqualFold(filepath.Ext(n), ".sgf") {
		n += ".sgf"
	}
	if len(n) > MaxFileNameLen {
		return bad("it is too long")
	}
	stem := strings.ToUpper(strings.TrimSuffix(n, filepath.Ext(n)))
	if i := strings.IndexByte(stem, '.'); i >= 0 {
		stem = stem[:i]
	}
	switch stem {
	case "CON", "PRN", "AUX", "NUL", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8", "COM9",
		"LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9":
		return bad("the name is reserved on Windows")
	}
	return n, nil
}

// Save writes g into the folder as name (checked by CheckFileName) and
// returns the path. It refuses, with ErrFileExists, to replace an existing
// file unless overwrite is set. The file is written atomically; the record is
// marshalled at once and not changed, except that a missing date (DT) is
// written as today and a missing result (RE) is taken from the game's
// outcome when the rules alone decided it. Call it where g is not being changed.
func (l Library) Save(name string, g *engine.Game, overwrite bool) (string, error) {
	file, err := CheckFileName(name)
	if err != nil {
		return "", err
	}
	path := filepath.Join(l.Dir, file)
	if !overwrite {
		if _, err := os.Lstat(path); err == nil {
			return path, fmt.Errorf("%s: %w", path, ErrFileExists)
		}
	}
	data, err := MarshalGame(g, time.Now())
	if err != nil {
		return path, err
	}
	return l.SaveData(name, data, overwrite)
}

// SaveData writes data (an SGF file: a game, or a lesson to share) into the folder under name as Save does: the
// name checked, ".sgf" added when missing, an existing file replaced only with overwrite, written whole or not at
// all. It returns the file's path.
func (l Library) SaveData(name string, data []byte, overwrite bool) (string, error) {
	file, err := CheckFileName(name)
	if err != nil {
		return "", err
	}
	path := filepath.Join(l.Dir, file)
	if !overwrite {
		if _, err := os.Lstat(path); err == nil {
			return path, fmt.Errorf("%s: %w", path, ErrFileExists)
		}
	}
	if err := writeFileAtomic(path, data); err != nil {
		return path, err
	}
	return path, nil
}

// MarshalGame returns g as an SGF file, with DT set to the day of now when
// the record has no date and RE set from g.Outcome when the record has no
// result and the game ended otherwise than by counting; g is not changed.
func MarshalGame(g *engine.Game, now time.Time) ([]byte, error) {
	cp := *g
	if cp.Info.Date == "" {
		cp.Info.Date = now.Format("2006-01-02")
	}
	if o := g.Outcome(); cp.Info.Result == "" && o.Reason != engine.NotOver && o.Reason != engine.ByScore {
		cp.Info.Result = ResultString(o)
	}
	if cp.Info.Application == "" {
		cp.Info.Application = sgf.Application
	}
	return sgf.Marshal(&cp)
}

// ResultString returns an outcome as an SGF RE value: "B+C" for a capture
// win, "B+R" resignation, "B+F" forfeit, "W+3.5" a count, "0" a draw,
// "Void" no result and "B+" a win by exhaustion (no legal move left);
// "" while the game goes on.
func ResultString(o engine.Outcome) string {
	if o.Reason == engine.NotOver {
		return ""
	}
	if !o.Winner.IsStone() {
		if o.Reason == engine.ByScore {
			return "0"
		}
		return "Void"
	}
	w := o.Winner.String() + "+"
	switch o.Reason {
	case engine.ByCapture:
		return w + "C"
	case engine.ByResignation:
		return w + "R"
	case engine.ByForfeit:
		return w + "F"
	case engine.ByScore:
		return w + strconv.FormatFloat(o.Margin, 'f', -1, 64)
	}
	return w
}

// ResultText turns an SGF RE value into a short sentence in the
// Translator's language, e.g. "B+C" into "Black wins by capture"; values it
// does not know are shown as they are.
func ResultText(t *Translator, re string) string {
	re = strings.TrimSpace(re)
	switch strings.ToLower(re) {
	case "":
		return t.T("result.none")
	case "0", "draw", "jigo":
		return t.T("result.draw")
	case "void":
		return t.T("result.no_result")
	}
	var who string
	switch strings.ToUpper(re[:1]) {
	case "B":
		who = colorWord(t, engine.Black)
	case "W":
		who = colorWord(t, engine.White)
	default:
		return t.T("result.unknown", re)
	}
	rest := strings.TrimSpace(re[1:])
	if !strings.HasPrefix(rest, "+") {
		return t.T("result.unknown", re)
	}
	rest = strings.TrimSpace(rest[1:])
	switch strings.ToUpper(rest) {
	case "":
		return t.T("result.wins", who)
	case "C", "CAPTURE":
		return t.T("result.by_capture", who)
	case "R", "RESIGN":
		return t.T("result.by_resignation", who)
	case "F", "FORFEIT", "T", "TIME":
		return t.T("result.by_forfeit", who)
	}
	if x, err := strconv.ParseFloat(strings.Replace(rest, ",", ".", 1), 64); err == nil {
		return t.Plural("result.by_points", x, who, t.Number(x))
	}
	return t.T("result.unknown", re)
}

// FileError is a saved game that cannot be opened: the file and why.
type FileError struct {
	// Path is the file.
	Path string
	// Err is the reason: an *sgf.Error naming line and column, or a file-system error.
	Err error
}

// Error returns "PATH: reason".
func (e *FileError) Error() string { return e.Path + ": " + e.Err.Error() }

// Unwrap returns the reason.
func (e *FileError) Unwrap() error { return e.Err }

// LoadGame reads the game record in the SGF file at path, its cursor at the
// start. Any problem is a *FileError naming the file and, for a bad record,
// the line and column (see sgf.Error); nothing else is touched, so the game
// in progress stays as it was.
func LoadGame(path string) (*engine.Game, error) {
	data, err := readGameFile(path)
	if err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	g, err := sgf.Read(data)
	if err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	return g, nil
}

// entryOf returns the Entry of the file at path, with info (or infoErr) from reading its folder.
func entryOf(path string, info fs.FileInfo, infoErr error) Entry {
	name := filepath.Base(path)
	e := Entry{Name: strings.TrimSuffix(name, filepath.Ext(name)), Path: path, Err: infoErr}
	if infoErr != nil {
		return e
	}
	e.Modified, e.Size = info.ModTime(), info.Size()
	data, err := readGameFile(path)
	if err == nil {
		e.Header, err = sgf.Summary(data)
	}
	e.Err = err
	return e
}

// Load is LoadGame for a file of the library, given by its path or by its name in Dir.
func (l Library) Load(path string) (*engine.Game, error) {
	if !filepath.IsAbs(path) && !strings.ContainsAny(path, `/\`) {
		path = filepath.Join(l.Dir, path)
	}
	return LoadGame(path)
}

// readGameFile reads a regular file of at most sgf.MaxFileSize bytes. A folder, a device or a FIFO is refused with
// ErrNotAFile before it is opened: opening a FIFO would wait for a writer for ever.
func readGameFile(path string) ([]byte, error) {
	if info, err := os.Stat(path); err != nil {
		return nil, err
	} else if !info.Mode().IsRegular() {
		return nil, ErrNotAFile
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, ErrNotAFile
	}
	if info.Size() > sgf.MaxFileSize {
		return nil, sgf.TooLarge(sgf.MaxFileSize)
	}
	data, err := io.ReadAll(io.LimitReader(f, sgf.MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > sgf.MaxFileSize {
		return nil, sgf.TooLarge(sgf.MaxFileSize)
	}
	return data, nil
}
