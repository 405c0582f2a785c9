package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// ConfigDirEnv names the environment variable that, when set, replaces the
// config directory (os.UserConfigDir()/atarigo), for tests and portable use.
const ConfigDirEnv = "ATARIGO_CONFIG_DIR"

// SettingsFile is the name of the settings file in the config directory.
const SettingsFile = "settings.json"

// settingsVersion is the format version written into the settings file.
const settingsVersion = 1

// Errors of the settings; test them with errors.Is.
var (
	// ErrNoConfigDir means there is no config directory (as in a web browser), so nothing persists.
	ErrNoConfigDir = errors.New("no config directory")
	// ErrBadSettings means the settings file was damaged or held wrong values; see SettingsError.
	ErrBadSettings = errors.New("bad settings file")
)

// ConfigDir returns the directory for settings and the autosave: the value
// of ATARIGO_CONFIG_DIR when set, else os.UserConfigDir()/atarigo. It does
// not create the directory.
func ConfigDir() (string, error) {
	if d := os.Getenv(ConfigDirEnv); d != "" {
		return d, nil
	}
	d, err := os.UserConfigDir()
	if err != nil || d == "" {
		return "", fmt.Errorf("%w: %v", ErrNoConfigDir, err)
	}
	return filepath.Join(d, "atarigo"), nil
}

// SettingsPath returns the path of the settings file in ConfigDir.
func SettingsPath() (string, error) {
	d, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, SettingsFile), nil
}

// Settings is everything the program remembers between runs (F-40): the
// language, sound, beginner aids, the game offered by the setup screen and
// its players, the thesis players' evaluation, the saved-games folder and
// the finished lessons. The zero value is not valid; start from
// DefaultSettings or LoadSettings.
type Settings struct {
	// Version is the format version of the file.
	Version int `json:"version"`
	// Language is "en", "cs" or "ru".
	Language string `json:"language"`
	// Sound turns all sounds on or off.
	Sound bool `json:"sound"`
	// Volume is the loudness of the sounds, 0…1.
	Volume float64 `json:"volume"`
	// Aids are the beginner aids shown on the board.
	Aids Aids `json:"aids"`
	// Game is the game the setup screen offers: rules, board, start and players.
	Game GameChoice `json:"game"`
	// BlackLevel and WhiteLevel are the computer level keys last chosen for
	// each colour, kept while a person plays that colour.
	BlackLevel string `json:"black_level"`
	WhiteLevel string `json:"white_level"`
	// Eval holds the five evaluation constants and the depth of the thesis players (F-22).
	Eval EvalConstants `json:"eval"`
	// LastFolder is the folder of saved games last used; empty means DefaultGamesDir.
	LastFolder string `json:"last_folder"`
	// Lessons lists the keys of the finished tutorial lessons, sorted.
	Lessons []string `json:"lessons"`
}

// Aids are the beginner aids of the board (F-32).
type Aids struct {
	// Atari rings the chains that are in atari.
	Atari bool `json:"atari"`
	// Liberties shows the liberties of the chain under the pointer and their number.
	Liberties bool `json:"liberties"`
	// Coordinates draws the letters and numbers along the edges.
	Coordinates bool `json:"coordinates"`
}

// EvalConstants are the five constants of the thesis evaluation and the
// search depth of the thesis players (F-22): V = Σk wk·(δ·Lk(own) − Lk(opp))
// + ε·(E(own) − E(opp)) with w1=α, w2=β, w3=γ.
type EvalConstants struct {
	Alpha   float64 `json:"alpha"`
	Beta    float64 `json:"beta"`
	Gamma   float64 `json:"gamma"`
	Delta   float64 `json:"delta"`
	Epsilon float64 `json:"epsilon"`
	Depth   int     `json:"depth"`
}

// Limits of the evaluation settings; values outside are clamped on load.
const (
	// EvalWeightMax bounds α, β, γ and δ, which lie in 0…EvalWeightMax.
	EvalWeightMax = 20.0
	// EvalEpsilonMax bounds ε, which lies in −EvalEpsilonMax…EvalEpsilonMax.
	EvalEpsilonMax = 50.0
	// EvalDepthMin and EvalDepthMax bound the search depth (the range the
	// alphabeta player specification accepts).
	EvalDepthMin = 1
	EvalDepthMax = 5
	// KomiMax bounds the komi, which lies in −KomiMax…KomiMax.
	KomiMax = 100.0
)

// DefaultEval returns the constants of the thesis: α=1, β=1, γ=0.75, δ=3.45, ε=−4, depth 3.
func DefaultEval() EvalConstants {
	return EvalConstants{Alpha: 1, Beta: 1, Gamma: 0.75, Delta: 3.45, Epsilon: -4, Depth: 3}
}

// Spec returns the player specification (ai.ParsePlayer form) of the thesis
// player kind ("greedy" or "alphabeta") with these constants, e.g.
// "alphabeta:depth=3,alpha=1,beta=1,gamma=0.75,delta=3.45,epsilon=-4";
// the greedy player has no depth.
func (e EvalConstants) Spec(kind string) string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	fields := []string{"alpha=" + f(e.Alpha), "beta=" + f(e.Beta), "gamma=" + f(e.Gamma), "delta=" + f(e.Delta), "epsilon=" + f(e.Epsilon)}
	if kind != "greedy" {
		fields = append([]string{"depth=" + strconv.Itoa(e.Depth)}, fields...)
	}
	return kind + ":" + strings.Join(fields, ",")
}

// GameChoice is a Setup in the form a JSON file keeps: rules, board, start
// position, handicap and players (extra placed stones are not part of it).
type GameChoice struct {
	// Rules is "capture:N", "japanese" or "chinese" (engine.ParseRules).
	Rules string `json:"rules"`
	// Komi is the komi of Go; ignored in Atari Go.
	Komi float64 `json:"komi"`
	// Superko forbids any whole-board repetition in Go.
	Superko bool `json:"superko"`
	// Cols and Rows are the board size.
	Cols int `json:"cols"`
	Rows int `json:"rows"`
	// Start is "empty", "crosscut" or "stable" (engine.ParseStart).
	Start string `json:"start"`
	// First is "black" or "white", the colour that moves first.
	First string `json:"first"`
	// Handicap is 0 or 2…9 black stones in Go.
	Handicap int `json:"handicap"`
	// Black and White are "human" or a computer level key (ParseSeat).
	Black string `json:"black"`
	White string `json:"white"`
}

// ChoiceOf returns the GameChoice that describes s.
func ChoiceOf(s Setup) GameChoice {
	c := GameChoice{
		Rules: s.Rules.String(), Cols: s.Cols, Rows: s.Rows, Start: s.Start.String(),
		First: "black", Handicap: s.Handicap,
		Black: s.Seats[engine.Black].String(), White: s.Seats[engine.White].String(),
	}
	if s.Rules.Kind == engine.Go {
		c.Komi, c.Superko = s.Rules.Komi, s.Rules.Superko
	}
	if s.First == engine.White {
		c.First = "white"
	}
	return c
}

// Setup returns the Setup the choice describes, or an error naming the first
// field that cannot be read; the Setup is not checked further (see Setup.Check).
func (c GameChoice) Setup() (Setup, error) {
	var s Setup
	r, err := engine.ParseRules(c.Rules)
	if err != nil {
		return s, fmt.Errorf("rules: %w", err)
	}
	if r.Kind == engine.Go {
		r.Komi, r.Superko = c.Komi, c.Superko
	}
	st, err := engine.ParseStart(c.Start)
	if err != nil {
		return s, fmt.Errorf("start: %w", err)
	}
	s = Setup{Rules: r, Cols: c.Cols, Rows: c.Rows, Start: st, First: engine.Black, Handicap: c.Handicap}
	switch strings.ToLower(strings.TrimSpace(c.First)) {
	case "black", "b", "":
	case "white", "w":
		s.First = engine.White
	default:
		return s, fmt.Errorf("first: %q is neither black nor white", c.First)
	}
	if s.Seats[engine.Black], err = ParseSeat(c.Black); err != nil {
		return s, fmt.Errorf("black: %w", err)
	}
	if s.Seats[engine.White], err = ParseSeat(c.White); err != nil {
		return s, fmt.Errorf("white: %w", err)
	}
	return s, nil
}

// DefaultSettings returns the settings of a first start: the language of the
// system locale, sound on at 80 %, atari and liberty aids on, the newcomer's
// game of DefaultSetup and the thesis constants.
func DefaultSettings() Settings {
	s := Settings{
		Version:  settingsVersion,
		Language: systemLanguage(os.Getenv, platformLocale),
		Sound:    true,
		Volume:   0.8,
		Aids:     Aids{Atari: true, Liberties: true, Coordinates: true},
		Game:     ChoiceOf(DefaultSetup()),
		Eval:     DefaultEval(),
		Lessons:  []string{},
	}
	if lv := ai.Levels(); len(lv) > 0 {
		s.BlackLevel, s.WhiteLevel = lv[0].Key, lv[0].Key
	}
	return s
}

// Setup returns the game the setup screen should offer; a choice that does
// not make a valid game gives DefaultSetup.
func (s Settings) Setup() Setup {
	st, err := s.Game.Setup()
	if err != nil || st.Check() != nil {
		return DefaultSetup()
	}
	return st
}

// RememberSetup keeps st as the game to offer next time, and the levels of
// its computer seats.
func (s *Settings) RememberSetup(st Setup) {
	s.Game = ChoiceOf(st)
	if !st.Seats[engine.Black].IsHuman() {
		s.BlackLevel = st.Seats[engine.Black].Level
	}
	if !st.Seats[engine.White].IsHuman() {
		s.WhiteLevel = st.Seats[engine.White].Level
	}
}

// LessonDone reports whether the lesson with the given key is finished.
func (s Settings) LessonDone(key string) bool {
	i := sort.SearchStrings(s.Lessons, key)
	return i < len(s.Lessons) && s.Lessons[i] == key
}

// FinishLesson records the lesson with the given key as finished.
func (s *Settings) FinishLesson(key string) {
	if key == "" || s.LessonDone(key) {
		return
	}
	s.Lessons = append(s.Lessons, key)
	sort.Strings(s.Lessons)
}

// Normalize brings every value into its range (clamping numbers, replacing
// unknown languages, levels, rules and sizes by their defaults) and returns
// one English sentence per change; an empty result means nothing changed.
func (s *Settings) Normalize() []string {
	var notes []string
	note := func(format string, args ...any) { notes = append(notes, fmt.Sprintf(format, args...)) }
	def := DefaultSettings()
	if s.Version != settingsVersion {
		s.Version = settingsVersion
	}
	if c := languageOf(s.Language); c == "" {
		note("language %q is not one of %s; using %q", s.Language, strings.Join(LanguageCodes(), ", "), def.Language)
		s.Language = def.Language
	} else {
		s.Language = c
	}
	clampFloat(&s.Volume, 0, 1, def.Volume, "volume", note)
	e, de := &s.Eval, DefaultEval()
	clampFloat(&e.Alpha, 0, EvalWeightMax, de.Alpha, "eval.alpha", note)
	clampFloat(&e.Beta, 0, EvalWeightMax, de.Beta, "eval.beta", note)
	clampFloat(&e.Gamma, 0, EvalWeightMax, de.Gamma, "eval.gamma", note)
	clampFloat(&e.Delta, 0, EvalWeightMax, de.Delta, "eval.delta", note)
	clampFloat(&e.Epsilon, -EvalEpsilonMax, EvalEpsilonMax, de.Epsilon, "eval.epsilon", note)
	if e.Depth < EvalDepthMin || e.Depth > EvalDepthMax {
		v := min(max(e.Depth, EvalDepthMin), EvalDepthMax)
		note("eval.depth %d is outside %d…%d; using %d", e.Depth, EvalDepthMin, EvalDepthMax, v)
		e.Depth = v
	}
	for _, lv := range []*string{&s.BlackLevel, &s.WhiteLevel} {
		if _, ok := ai.LevelByKey(*lv); !ok && *lv != "" {
			note("computer level %q is unknown; using %q", *lv, def.BlackLevel)
			*lv = def.BlackLevel
		}
	}
	s.normalizeGame(def.Game, note)
	s.Lessons = normalizeLessons(s.Lessons)
	return notes
}

// normalizeGame fixes the game choice field by field, falling back to def.
func (s *Settings) normalizeGame(def GameChoice, note func(string, ...any)) {
	g := &s.Game
	if r, err := engine.ParseRules(g.Rules); err != nil {
		note("game.rules %q cannot be read; using %q", g.Rules, def.Rules)
		g.Rules = def.Rules
	} else {
		g.Rules = r.String()
	}
	clampFloat(&g.Komi, -KomiMax, KomiMax, engine.DefaultKomi, "game.komi", note)
	for _, d := range []*int{&g.Cols, &g.Rows} {
		if *d < engine.MinSize || *d > engine.MaxSize {
			v := min(max(*d, engine.MinSize), engine.MaxSize)
			note("game board size %d is outside %d…%d; using %d", *d, engine.MinSize, engine.MaxSize, v)
			*d = v
		}
	}
	if st, err := engine.ParseStart(g.Start); err != nil {
		note("game.start %q cannot be read; using %q", g.Start, def.Start)
		g.Start = def.Start
	} else {
		g.Start = st.String()
	}
	switch strings.ToLower(strings.TrimSpace(g.First)) {
	case "black", "b", "":
		g.First = "black"
	case "white", "w":
		g.First = "white"
	default:
		note("game.first %q is neither black nor white; using black", g.First)
		g.First = "black"
	}
	for _, p := range []struct {
		v    *string
		name string
		def  string
	}{{&g.Black, "game.black", def.Black}, {&g.White, "game.white", def.White}} {
		if seat, err := ParseSeat(*p.v); err != nil {
			note("%s: %v; using %q", p.name, err, p.def)
			*p.v = p.def
		} else {
			*p.v = seat.String()
		}
	}
	if st, err := g.Setup(); err == nil && st.Handicap != 0 {
		if _, herr := engine.HandicapPoints(st.Cols, st.Rows, st.Handicap); herr != nil || st.Rules.Kind != engine.Go {
			note("game.handicap %d does not fit this game; using none", g.Handicap)
			g.Handicap = 0
		}
	}
}

// clampFloat puts *v into lo…hi (NaN and infinities become def) and notes the change.
func clampFloat(v *float64, lo, hi, def float64, name string, note func(string, ...any)) {
	switch {
	case math.IsNaN(*v) || math.IsInf(*v, 0):
		note("%s is not a number; using %g", name, def)
		*v = def
	case *v < lo || *v > hi:
		c := math.Min(math.Max(*v, lo), hi)
		note("%s %g is outside %g…%g; using %g", name, *v, lo, hi, c)
		*v = c
	}
}

// normalizeLessons returns the non-empty lesson keys sorted, without repeats.
func normalizeLessons(in []string) []string {
	out := make([]string, 0, len(in))
	for _, k := range in {
		if k = strings.TrimSpace(k); k != "" {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	out = compactStrings(out)
	return out
}

// compactStrings removes repeated neighbours from a sorted slice.
func compactStrings(s []string) []string {
	if len(s) == 0 {
		return s
	}
	j := 1
	for i := 1; i < len(s); i++ {
		if s[i] != s[j-1] {
			s[j] = s[i]
			j++
		}
	}
	return s[:j]
}

// SettingsError reports a settings file that could not be used as it was:
// which file, what was wrong, and where the damaged original was kept. The
// settings returned with it are usable (defaults where the file was wrong).
type SettingsError struct {
	// Path is the settings file.
	Path string
	// Backup is the copy of the damaged file (Path + ".bad"), "" when none was made.
	Backup string
	// Damaged means the file could not be read at all and every setting is the default.
	Damaged bool
	// Problems says what was wrong, one English sentence each.
	Problems []string
	// Err is the underlying error of a damaged or unreadable file, nil otherwise.
	Err error
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
// usable settings. A missing file gives DefaultSettings and no error. A file
// that is not JSON gives the defaults; a file with some wrong values keeps the
// good ones and uses defaults for the rest; out-of-range values are clamped.
// In those cases the error is a *SettingsError saying what was wrong, the
// original is copied to path+".bad" and the repaired settings are written
// back to path, so the problem is reported once.
func LoadSettingsFile(path string) (Settings, error) {
	def := DefaultSettings()
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return def, nil
	}
	if err != nil {
		return def, &SettingsError{Path: path, Damaged: true, Problems: []string{err.Error()}, Err: err}
	}
	s, problems, damaged, derr := decodeSettings(data)
	problems = append(problems, s.Normalize()...)
	if len(problems) == 0 {
		return s, nil
	}
	e := &SettingsError{Path: path, Damaged: damaged, Problems: problems, Err: derr}
	backup := path + ".bad"
	if err := writeFileAtomic(backup, data); err == nil {
		e.Backup = backup
	} else {
		e.Problems = append(e.Problems, "the copy could not be kept: "+err.Error())
	}
	if err := s.SaveFile(path); err != nil {
		e.Problems = append(e.Problems, "the repaired settings could not be written: "+err.Error())
	}
	return s, e
}

// decodeSettings reads data over DefaultSettings field by field: a field of
// the wrong type keeps its default and is reported, unknown fields are
// reported and ignored. damaged means data is not a JSON object at all.
func decodeSettings(data []byte) (s Settings, problems []string, damaged bool, err error) {
	s = DefaultSettings()
	var raw json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return DefaultSettings(), []string{jsonProblem(data, err)}, true, err
	}
	if t := bytes.TrimSpace(raw); len(t) == 0 || t[0] != '{' {
		return DefaultSettings(), []string{"the file does not hold a JSON object"}, true, errors.New("not a JSON object")
	}
	decodeFields(reflect.ValueOf(&s).Elem(), raw, "", &problems)
	return s, problems, false, nil
}

// decodeFields fills the struct v from the JSON object raw, one field at a
// time, recursing into nested structs; prefix names the place for reports.
func decodeFields(v reflect.Value, raw json.RawMessage, prefix string, problems *[]string) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		*problems = append(*problems, fmt.Sprintf("%s is not a JSON object; using the defaults", strings.TrimSuffix(prefix, ".")))
		return
	}
	known := map[string]bool{}
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name == "" || name == "-" {
			continue
		}
		known[name] = true
		fraw, ok := obj[name]
		if !ok || string(bytes.TrimSpace(fraw)) == "null" {
			continue
		}
		f := v.Field(i)
		if f.Kind() == reflect.Struct {
			decodeFields(f, fraw, prefix+name+".", problems)
			continue
		}
		nv := reflect.New(f.Type())
		if err := json.Unmarshal(fraw, nv.Interface()); err != nil {
			*problems = append(*problems, fmt.Sprintf("%s%s: %s is not a %s; using the default", prefix, name, clipJSON(fraw), jsonKind(f.Type())))
			continue
		}
		f.Set(nv.Elem())
	}
	var unknown []string
	for k := range obj {
		if !known[k] {
			unknown = append(unknown, prefix+k)
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		*problems = append(*problems, fmt.Sprintf("unknown setting %q ignored", k))
	}
}

// jsonKind names the JSON form a Go type is read from.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int64, reflect.Int32:
		return "whole number"
	case reflect.Float64, reflect.Float32:
		return "number"
	case reflect.String:
		return "string"
	case reflect.Slice:
		return "list"
	}
	return t.String()
}

// clipJSON returns a short form of a JSON value for a report.
func clipJSON(raw json.RawMessage) string {
	s := string(bytes.TrimSpace(raw))
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return s
}

// jsonProblem describes a JSON syntax error with its line and column.
func jsonProblem(data []byte, err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		// Offset counts the bytes read, the wrong one included.
		line, col := lineCol(data, int(se.Offset)-1)
		return fmt.Sprintf("line %d, column %d: %v", line, col, se)
	}
	var ue *json.UnmarshalTypeError
	if errors.As(err, &ue) {
		line, col := lineCol(data, int(ue.Offset))
		return fmt.Sprintf("line %d, column %d: %v", line, col, ue)
	}
	return err.Error()
}

// lineCol turns a byte offset into a line and column, both counted from 1.
func lineCol(data []byte, off int) (line, col int) {
	off = min(max(off, 0), len(data))
	line = 1 + bytes.Count(data[:off], []byte{'\n'})
	col = off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
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
	if s.Lessons == nil {
		s.Lessons = []string{}
	}
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return writeFileAtomic(path, append(data, '\n'))
}

// writeFileAtomic writes data to path so that a reader, or the program after
// a crash, sees either the old file or the new one in full: it writes a
// temporary file in the same folder, syncs it and renames it over path. The
// folder is created when missing.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*"+tempSuffix)
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	if werr == nil {
		werr = f.Sync()
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(tmp, 0o644)
	}
	if werr == nil {
		werr = os.Rename(tmp, path)
	}
	if werr != nil {
		os.Remove(tmp)
		return werr
	}
	return nil
}

// tempSuffix ends the names of the temporary files writeFileAtomic makes.
const tempSuffix = ".tmp"
