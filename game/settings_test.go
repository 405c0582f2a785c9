package game

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// useConfigDir points ConfigDir at a fresh temporary folder and fixes the locale to English.
func useConfigDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(ConfigDirEnv, dir)
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "en_GB.UTF-8")
	return dir
}

func TestConfigDirOverride(t *testing.T) {
	dir := useConfigDir(t)
	got, err := ConfigDir()
	if err != nil || got != dir {
		t.Fatalf("ConfigDir = %q, %v; want %q", got, err, dir)
	}
	p, _ := SettingsPath()
	if p != filepath.Join(dir, "settings.json") {
		t.Errorf("SettingsPath = %q", p)
	}
	t.Setenv(ConfigDirEnv, "")
	if d, err := ConfigDir(); err == nil && filepath.Base(d) != "atarigo" {
		t.Errorf("default ConfigDir = %q, want …/atarigo", d)
	}
}

func TestDefaultSettings(t *testing.T) {
	useConfigDir(t)
	s := DefaultSettings()
	if s.Language != "en" || !s.Sound || s.Volume <= 0 || s.Volume > 1 {
		t.Errorf("defaults: %+v", s)
	}
	if s.Eval != (EvalConstants{Alpha: 1, Beta: 1, Gamma: 0.75, Delta: 3.45, Epsilon: -4, Depth: 3}) {
		t.Errorf("eval defaults %+v", s.Eval)
	}
	if notes := s.Normalize(); len(notes) != 0 {
		t.Errorf("defaults need normalizing: %v", notes)
	}
	if st := s.Setup(); !reflect.DeepEqual(st, DefaultSetup()) {
		t.Errorf("Setup() = %+v, want DefaultSetup", st)
	}
	t.Setenv("LANG", "ru_RU.UTF-8")
	if got := DefaultSettings().Language; got != "ru" {
		t.Errorf("with a Russian locale the default language is %q", got)
	}
}

func TestSettingsMissingFileGivesDefaults(t *testing.T) {
	useConfigDir(t)
	s, err := LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s, DefaultSettings()) {
		t.Errorf("got %+v, want the defaults", s)
	}
}

func TestSettingsSaveAndLoad(t *testing.T) {
	dir := useConfigDir(t)
	s := DefaultSettings()
	s.Language, s.Sound, s.Volume = "cs", false, 0.25
	s.Aids = Aids{Atari: false, Liberties: true, Coordinates: false}
	s.Eval = EvalConstants{Alpha: 2, Beta: 0.5, Gamma: 0, Delta: 1.5, Epsilon: 3, Depth: 5}
	s.LastFolder = "/tmp/games"
	st := Setup{Rules: engine.GoRules(engine.Area, 7.5), Cols: 9, Rows: 9, Start: engine.StartEmpty,
		First: engine.Black, Handicap: 2}
	st.Rules.Superko = true
	st.Seats[engine.Black] = Human
	st.Seats[engine.White] = Computer(ai.Levels()[0].Key)
	s.RememberSetup(st)
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, s) {
		t.Errorf("loaded %+v\nsaved  %+v", got, s)
	}
	if gs := got.Setup(); !reflect.DeepEqual(gs, st) {
		t.Errorf("setup %+v, want %+v", gs, st)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("config dir holds %d files, want only settings.json", len(entries))
	}
	data, _ := os.ReadFile(filepath.Join(dir, "settings.json"))
	if !strings.Contains(string(data), "\n  \"language\": \"cs\"") {
		t.Errorf("the file is not indented JSON:\n%s", data)
	}
}

func TestGameChoiceRoundTrip(t *testing.T) {
	lv := ai.Levels()[0].Key
	tests := []Setup{
		DefaultSetup(),
		{Rules: engine.AtariRules(3), Cols: 5, Rows: 8, Start: engine.StartCrosscut, First: engine.White,
			Seats: [3]Seat{engine.Black: Computer(lv), engine.White: Computer(lv)}},
		{Rules: engine.GoRules(engine.Territory, 0.5), Cols: 19, Rows: 19, Start: engine.StartStable, First: engine.Black, Handicap: 9},
	}
	for _, st := range tests {
		got, err := ChoiceOf(st).Setup()
		if err != nil {
			t.Errorf("%+v: %v", st, err)
			continue
		}
		if !reflect.DeepEqual(got, st) {
			t.Errorf("round trip %+v\ngave %+v", st, got)
		}
	}
	bad := []GameChoice{
		{Rules: "chess", Start: "empty", Black: "human", White: "human"},
		{Rules: "japanese", Start: "spiral", Black: "human", White: "human"},
		{Rules: "japanese", Start: "empty", First: "red", Black: "human", White: "human"},
		{Rules: "japanese", Start: "empty", Black: "grandmaster", White: "human"},
	}
	for _, c := range bad {
		if _, err := c.Setup(); err == nil {
			t.Errorf("%+v: no error", c)
		}
	}
}

// writeSettings writes text as the settings file, loads it and repairs it as the window does at start; it returns
// the file's path.
func writeSettings(t *testing.T, text string) (Settings, string, error) {
	t.Helper()
	dir := useConfigDir(t)
	p := filepath.Join(dir, "settings.json")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadSettings()
	if rerr := RepairSettings(s, err); rerr != nil {
		t.Fatal(rerr)
	}
	return s, p, err
}

// TestLoadingSettingsWritesNothing loads a damaged and a partly wrong file: the folder is as it was until Repair.
func TestLoadingSettingsWritesNothing(t *testing.T) {
	for _, text := range []string{"{\"sound\": tru", `{"volume": "loud"}`} {
		dir := useConfigDir(t)
		p := filepath.Join(dir, "settings.json")
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadSettings()
		var se *SettingsError
		if !errors.As(err, &se) || se.Backup != "" {
			t.Fatalf("%q: error %v", text, err)
		}
		entries, _ := os.ReadDir(dir)
		if data, _ := os.ReadFile(p); len(entries) != 1 || string(data) != text {
			t.Errorf("%q: loading wrote files: %d entries, the file holds %q", text, len(entries), data)
		}
	}
}

// TestSettingsFromAnEarlierVersion reads a file of the version that kept finished lessons: the retired setting is
// dropped without a report.
func TestSettingsFromAnEarlierVersion(t *testing.T) {
	s, _, err := writeSettings(t, `{"version": 1, "language": "cs", "lessons": ["atari"]}`)
	if err != nil || s.Language != "cs" {
		t.Errorf("settings %+v, error %v", s, err)
	}
}

func TestDamagedSettingsAreReportedAndReplaced(t *testing.T) {
	tests := []struct {
		name, text string
		where      string // expected in the report
	}{
		{"truncated", "{\n  \"language\": \"cs\",\n  \"sound\": tru", "line 3"},
		{"garbage", "\x00\x01binary", "line 1, column 1"},
		{"empty", "", "unexpected end"},
		{"list", "[1, 2, 3]", "JSON object"},
		{"trailing", "{\"sound\": false} }", "line 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, p, err := writeSettings(t, tt.text)
			if !reflect.DeepEqual(s, DefaultSettings()) {
				t.Errorf("settings %+v, want the defaults", s)
			}
			var se *SettingsError
			if !errors.As(err, &se) || !errors.Is(err, ErrBadSettings) {
				t.Fatalf("error %v, want a *SettingsError", err)
			}
			if !se.Damaged || se.Path != p || se.Backup != p+".bad" {
				t.Errorf("report %+v", se)
			}
			if !strings.Contains(err.Error(), tt.where) || !strings.Contains(err.Error(), p) {
				t.Errorf("report %q does not say %q and the file", err, tt.where)
			}
			if b, _ := os.ReadFile(p + ".bad"); string(b) != tt.text {
				t.Errorf("backup holds %q", b)
			}
			// The repaired file loads cleanly: the problem is reported once.
			again, err := LoadSettings()
			if err != nil || !reflect.DeepEqual(again, s) {
				t.Errorf("second load: %v, %+v", err, again)
			}
		})
	}
}

func TestPartlyWrongSettingsKeepTheGoodValues(t *testing.T) {
	text := `{
  "language": "ru",
  "sound": false,
  "volume": "loud",
  "aids": {"atari": false, "liberties": "yes"},
  "eval": {"alpha": "x", "delta": 2, "depth": 99},
  "game": 7,
  "lessons": ["b", "a", "b", ""],
  "colour_scheme": "dark"
}`
	s, p, err := writeSettings(t, text)
	if s.Language != "ru" || s.Sound || s.Aids.Atari || s.Eval.Delta != 2 {
		t.Errorf("good values lost: %+v", s)
	}
	def := DefaultSettings()
	if s.Volume != def.Volume || s.Aids.Liberties != def.Aids.Liberties || s.Eval.Alpha != 1 || s.Game != def.Game {
		t.Errorf("wrong values not reset: %+v", s)
	}
	if s.Eval.Depth != EvalDepthMax {
		t.Errorf("depth 99 became %d, want it clamped to %d", s.Eval.Depth, EvalDepthMax)
	}
	var se *SettingsError
	if !errors.As(err, &se) || se.Damaged {
		t.Fatalf("error %v, want a *SettingsError that is not Damaged", err)
	}
	msg := err.Error()
	for _, want := range []string{"volume", "aids.liberties", "eval.alpha", "eval.depth", "game", "colour_scheme", p} {
		if !strings.Contains(msg, want) {
			t.Errorf("report does not name %q: %s", want, msg)
		}
	}
	// The settings a person is told about are named as the file names them; the retired "lessons" is not one.
	if want := []string{"volume", "aids.liberties", "game", "eval.alpha", "colour_scheme", "eval.depth"}; !reflect.DeepEqual(se.Fields, want) {
		t.Errorf("fields %q, want %q", se.Fields, want)
	}
	if _, err := os.Stat(p + ".bad"); err != nil {
		t.Errorf("no backup: %v", err)
	}
}

func TestSettingsOutOfRangeAreClamped(t *testing.T) {
	lv := ai.Levels()[0].Key
	tests := []struct {
		name  string
		edit  func(s *Settings)
		check func(s Settings) bool
	}{
		{"volume high", func(s *Settings) { s.Volume = 3 }, func(s Settings) bool { return s.Volume == 1 }},
		{"volume low", func(s *Settings) { s.Volume = -1 }, func(s Settings) bool { return s.Volume == 0 }},
		{"language", func(s *Settings) { s.Language = "de" }, func(s Settings) bool { return s.Language == "en" }},
		{"locale", func(s *Settings) { s.Language = "cs_CZ" }, func(s Settings) bool { return s.Language == "cs" }},
		{"alpha", func(s *Settings) { s.Eval.Alpha = -2 }, func(s Settings) bool { return s.Eval.Alpha == 0 }},
		{"epsilon", func(s *Settings) { s.Eval.Epsilon = -1000 }, func(s Settings) bool { return s.Eval.Epsilon == -EvalEpsilonMax }},
		{"depth", func(s *Settings) { s.Eval.Depth = 0 }, func(s Settings) bool { return s.Eval.Depth == EvalDepthMin }},
		{"size", func(s *Settings) { s.Game.Cols, s.Game.Rows = 40, 1 }, func(s Settings) bool {
			return s.Game.Cols == engine.MaxSize && s.Game.Rows == engine.MinSize
		}},
		{"rules", func(s *Settings) { s.Game.Rules = "chess" }, func(s Settings) bool { return s.Game.Rules == "capture:1" }},
		{"komi", func(s *Settings) { s.Game.Komi = 1e9 }, func(s Settings) bool { return s.Game.Komi == KomiMax }},
		{"more than four extra stones in atari go", func(s *Settings) { s.Game.Handicap = 5 }, func(s Settings) bool { return s.Game.Handicap == 0 }},
		{"handicap too many", func(s *Settings) { s.Game.Rules, s.Game.Cols, s.Game.Rows, s.Game.Handicap = "japanese", 5, 5, 9 },
			func(s Settings) bool { return s.Game.Handicap == 0 }},
		{"unknown level", func(s *Settings) { s.WhiteLevel = "grandmaster" }, func(s Settings) bool { return s.WhiteLevel == lv }},
		{"unknown seat", func(s *Settings) { s.Game.White = "grandmaster" }, func(s Settings) bool { return s.Game.White == lv }},
		{"first", func(s *Settings) { s.Game.First = "W" }, func(s Settings) bool { return s.Game.First == "white" }},
		{"lesson pace", func(s *Settings) { s.LessonPace = "warp" }, func(s Settings) bool { return s.LessonPace == lesson.PaceSlow }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			useConfigDir(t)
			s := DefaultSettings()
			tt.edit(&s)
			if err := s.Save(); err != nil {
				t.Fatal(err)
			}
			got, err := LoadSettings()
			if !tt.check(got) {
				t.Errorf("not corrected: %+v", got)
			}
			if tt.name == "locale" || tt.name == "first" {
				return // a spelling the file may use; corrected silently
			}
			var se *SettingsError
			if !errors.As(err, &se) || se.Damaged || len(se.Problems) == 0 {
				t.Errorf("error %v, want a note", err)
			}
			if notes := got.Normalize(); len(notes) != 0 {
				t.Errorf("still needs normalizing: %v", notes)
			}
		})
	}
}

func TestSettingsNaNIsReplaced(t *testing.T) {
	s := DefaultSettings()
	s.Eval.Gamma = nan()
	notes := s.Normalize()
	if s.Eval.Gamma != 0.75 || len(notes) != 1 {
		t.Errorf("gamma %g, notes %v", s.Eval.Gamma, notes)
	}
}

func nan() float64 {
	zero := 0.0
	return zero / zero
}

func TestUnreadableSettingsFile(t *testing.T) {
	dir := useConfigDir(t)
	// A folder where the file should be cannot be read as a file.
	if err := os.Mkdir(filepath.Join(dir, "settings.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := LoadSettings()
	if !reflect.DeepEqual(s, DefaultSettings()) || !errors.Is(err, ErrBadSettings) {
		t.Errorf("got %+v, %v", s, err)
	}
	if err := s.Save(); err == nil {
		t.Error("saving over a folder did not fail")
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), tempSuffix) {
			t.Errorf("a failed save left %s behind", e.Name())
		}
	}
}

func TestWriteFileAtomicReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "sub", "f.json")
	for _, content := range []string{"first version, rather long", "second"} {
		if err := writeFileAtomic(p, []byte(content)); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(p); string(b) != content {
			t.Errorf("file holds %q, want %q", b, content)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(p))
	if len(entries) != 1 {
		t.Errorf("%d files in the folder, want 1", len(entries))
	}
}

func TestEvalSpec(t *testing.T) {
	e := DefaultEval()
	if got := e.Spec("alphabeta"); got != "alphabeta:depth=3,alpha=1,beta=1,gamma=0.75,delta=3.45,epsilon=-4" {
		t.Errorf("Spec = %q", got)
	}
	e.Delta, e.Depth = 2, 1
	if got := e.Spec("greedy"); got != "greedy:alpha=1,beta=1,gamma=0.75,delta=2,epsilon=-4" {
		t.Errorf("greedy Spec = %q", got)
	}
	// The computer players read the specification when they exist.
	for _, kind := range []string{"greedy", "alphabeta"} {
		if !slices.Contains(ai.PlayerKinds(), kind) {
			t.Logf("no %s player yet", kind)
			continue
		}
		for _, c := range []EvalConstants{DefaultEval(), {Alpha: 0.5, Beta: 2, Gamma: 0, Delta: 10, Epsilon: 7, Depth: EvalDepthMax}} {
			p, err := ai.ParsePlayer(c.Spec(kind), 1)
			if err != nil {
				t.Errorf("%s: %v", c.Spec(kind), err)
				continue
			}
			if c != DefaultEval() && !strings.Contains(p.Name(), "delta=10") {
				t.Errorf("%s became %s", c.Spec(kind), p.Name())
			}
		}
	}
}
