package game

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

func TestCheckFileName(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"game", "game.sgf", true},
		{"  my game 1 ", "my game 1.sgf", true},
		{"partie.SGF", "partie.SGF", true},
		{"partie.sgf", "partie.sgf", true},
		{"Партия с компьютером", "Партия с компьютером.sgf", true},
		{"hra č. 3", "hra č. 3.sgf", true},
		{"v1.2", "v1.2.sgf", true},
		{"", "", false},
		{"   ", "", false},
		{".hidden", "", false},
		{"..", "", false},
		{"a/b", "", false},
		{`a\b`, "", false},
		{"../etc/passwd", "", false},
		{"what?", "", false},
		{"a:b", "", false},
		{"tab\there", "", false},
		{"nul", "", false},
		{"COM1.sgf", "", false},
		{strings.Repeat("x", 300), "", false},
	}
	for _, tt := range tests {
		got, err := CheckFileName(tt.in)
		if tt.ok && (err != nil || got != tt.want) {
			t.Errorf("CheckFileName(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
		if !tt.ok && !errors.Is(err, ErrBadFileName) {
			t.Errorf("CheckFileName(%q) = %q, %v; want ErrBadFileName", tt.in, got, err)
		}
	}
}

// playMoves plays GTP moves in turn on g.
func playMoves(t *testing.T, g *engine.Game, moves ...string) {
	t.Helper()
	for _, s := range moves {
		p := g.Position()
		pt := engine.Pass
		if s != "pass" {
			var err error
			if pt, err = engine.ParseGTPPoint(s, p.Cols(), p.Rows()); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := g.Play(engine.Move{Color: p.ToMove(), Point: pt}); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// atariGame returns a 7×7 Atari Go game that Black wins by capturing C5.
func atariGame(t *testing.T) *engine.Game {
	g, err := engine.NewGame(7, 7, engine.AtariRules(1), engine.StartEmpty, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	g.Info.Black, g.Info.White = "Alice", "Bob"
	playMoves(t, g, "C4", "C5", "B5", "D4", "D5", "A1", "C6")
	if o := g.Outcome(); o.Reason != engine.ByCapture || o.Winner != engine.Black {
		t.Fatalf("outcome %+v", o)
	}
	return g
}

func TestSaveListLoad(t *testing.T) {
	lib := NewLibrary(t.TempDir())
	a := atariGame(t)
	infoBefore := a.Info
	go9, _ := engine.NewGame(9, 9, engine.GoRules(engine.Territory, 6.5), engine.StartEmpty, engine.Black)
	go9.Info.Black, go9.Info.White, go9.Info.Date = "Кира", "Petr", "2020-05-17"
	playMoves(t, go9, "E5", "C3", "G7")
	small, _ := engine.NewGame(5, 5, engine.AtariRules(2), engine.StartCrosscut, engine.Black)

	for _, s := range []struct {
		name string
		g    *engine.Game
		age  time.Duration
	}{{"capture", a, 3 * time.Hour}, {"go nine", go9, time.Hour}, {"tiny.sgf", small, 2 * time.Hour}} {
		p, err := lib.Save(s.name, s.g, false)
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Dir(p) != lib.Dir || !strings.HasSuffix(p, ".sgf") {
			t.Errorf("saved as %q", p)
		}
		mt := time.Now().Add(-s.age)
		os.Chtimes(p, mt, mt)
	}
	if a.Info != infoBefore {
		t.Errorf("Save changed the record's info: %+v", a.Info)
	}
	// Things the list must skip or mark.
	os.WriteFile(filepath.Join(lib.Dir, "notes.txt"), []byte("not a game"), 0o644)
	os.Mkdir(filepath.Join(lib.Dir, "folder.sgf"), 0o755)
	os.WriteFile(filepath.Join(lib.Dir, "broken.sgf"), []byte("(;GM[1]SZ[9];B[ee];W[ee])"), 0o644)
	os.WriteFile(filepath.Join(lib.Dir, "half.sgf"), []byte("(;GM[1]SZ[9];B[e"), 0o644)
	old := time.Now().Add(-48 * time.Hour)
	os.Chtimes(filepath.Join(lib.Dir, "half.sgf"), old, old)

	list, err := lib.List(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range list {
		names = append(names, e.Name)
	}
	if got := strings.Join(names, ","); got != "broken,go nine,tiny,capture,half" {
		t.Fatalf("list %s, want newest first: broken,go nine,tiny,capture,half", got)
	}
	byName := map[string]Entry{}
	for _, e := range list {
		byName[e.Name] = e
	}
	today := time.Now().Format("2006-01-02")
	c := byName["capture"]
	if c.Err != nil || c.Header.Black != "Alice" || c.Header.White != "Bob" || c.Header.Cols != 7 ||
		c.Header.Result != "B+C" || c.Header.Date != today || c.Header.Moves != 7 || c.Header.Rules.Kind != engine.AtariGo {
		t.Errorf("capture entry %+v", c)
	}
	n := byName["go nine"]
	if n.Err != nil || n.Header.Black != "Кира" || n.Header.Date != "2020-05-17" || n.Header.Result != "" || n.Header.Rows != 9 {
		t.Errorf("go entry %+v", n)
	}
	if byName["tiny"].Header.Rules.Target() != 2 {
		t.Errorf("tiny entry %+v", byName["tiny"])
	}
	// The illegal move is found only when the game is built; the header still reads.
	if byName["broken"].Err != nil {
		t.Errorf("broken header: %v", byName["broken"].Err)
	}
	if h := byName["half"]; !errors.Is(h.Err, sgf.ErrSyntax) || h.Modified.IsZero() {
		t.Errorf("half entry %+v, want a syntax error", h)
	}

	// Loading gives the same record back.
	g, err := lib.Load("capture.sgf")
	if err != nil {
		t.Fatal(err)
	}
	g.ToEnd()
	if o := g.Outcome(); o.Reason != engine.ByCapture || g.Position().Key() != a.Position().Key() {
		t.Errorf("loaded game ends with %+v", o)
	}
	if _, err := lib.Load(filepath.Join(lib.Dir, "go nine.sgf")); err != nil {
		t.Errorf("load by path: %v", err)
	}
}

func TestSaveRefusesToOverwrite(t *testing.T) {
	lib := NewLibrary(t.TempDir())
	a := atariGame(t)
	p, err := lib.Save("game", a, false)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(p)
	g2, _ := engine.NewGame(9, 9, engine.GoRules(engine.Area, 7.5), engine.StartEmpty, engine.Black)
	if _, err := lib.Save("game.sgf", g2, false); !errors.Is(err, ErrFileExists) || !errors.Is(err, fs.ErrExist) {
		t.Errorf("second save: %v, want ErrFileExists", err)
	}
	if after, _ := os.ReadFile(p); string(after) != string(before) {
		t.Error("the refused save changed the file")
	}
	if _, err := lib.Save("game", g2, true); err != nil {
		t.Fatal(err)
	}
	if after, _ := os.ReadFile(p); string(after) == string(before) {
		t.Error("overwrite did not replace the file")
	}
	if _, err := lib.Save("../escape", a, true); !errors.Is(err, ErrBadFileName) {
		t.Errorf("path in name: %v", err)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(lib.Dir), "escape.sgf")); err == nil {
		t.Error("a file was written outside the folder")
	}
	// A folder that does not exist yet is created.
	deep := NewLibrary(filepath.Join(lib.Dir, "new", "games"))
	if _, err := deep.Save("x", a, false); err != nil {
		t.Errorf("save into a new folder: %v", err)
	}
	if list, err := NewLibrary(filepath.Join(lib.Dir, "missing")).List(context.Background()); err != nil || len(list) != 0 {
		t.Errorf("missing folder: %v %v", list, err)
	}
}

func TestListStopsWhenCancelled(t *testing.T) {
	lib := NewLibrary(t.TempDir())
	a := atariGame(t)
	for i := 0; i < 5; i++ {
		lib.Save(fmt.Sprint("g", i), a, false)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := lib.List(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled List: %v", err)
	}
}

func TestLoadErrorsSayWhatAndWhere(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		return p
	}
	tests := []struct {
		name    string
		path    string
		kind    error
		en, ru  string // expected in the explanations
		line    int
		wantCol bool
	}{
		{"bad value", write("value.sgf", "(;GM[1]SZ[9]\n;B[ee]\n;W[zz])"), sgf.ErrBadValue,
			"value.sgf cannot be opened: a value in the file cannot be read (line 3, column 1)", "строка 3, столбец 1", 3, true},
		{"syntax", write("syntax.sgf", "(;GM[1]SZ[9]\n;B[ee"), sgf.ErrSyntax,
			"the text is not in SGF format (line 2", "текст не в формате SGF", 2, true},
		{"size", write("size.sgf", "(;GM[1]SZ[25])"), sgf.ErrBadSize, "the board size is not one this game can play", "размер доски", 1, true},
		{"chess", write("chess.sgf", "(;GM[3])"), sgf.ErrNotGo, "another game than Go", "другая игра", 1, true},
		{"missing", filepath.Join(dir, "missing.sgf"), fs.ErrNotExist, "missing.sgf cannot be opened: the file does not exist", "файл не существует", 0, false},
		{"folder", dir, ErrNotAFile, "it is a folder or a device, not a game file", "папка или устройство", 0, false},
		{"fifo", fifo(t, dir), ErrNotAFile, "fifo.sgf cannot be opened: it is a folder or a device", "не файл партии", 0, false},
	}
	en, ru := NewTranslator("en"), NewTranslator("ru")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := LoadGame(tt.path)
			if g != nil || !errors.Is(err, tt.kind) {
				t.Fatalf("LoadGame: %v, want %v", err, tt.kind)
			}
			var fe *FileError
			if !errors.As(err, &fe) || fe.Path != tt.path || !strings.Contains(err.Error(), tt.path) {
				t.Errorf("error %v does not name the file", err)
			}
			var se *sgf.Error
			if tt.line > 0 && (!errors.As(err, &se) || se.Line != tt.line) {
				t.Errorf("error %v, want line %d", err, tt.line)
			}
			if got := ExplainFileError(en, err); !strings.Contains(got, tt.en) {
				t.Errorf("English %q lacks %q", got, tt.en)
			}
			if got := ExplainFileError(ru, err); !strings.Contains(got, tt.ru) {
				t.Errorf("Russian %q lacks %q", got, tt.ru)
			}
		})
	}
	big := filepath.Join(dir, "big.sgf")
	os.WriteFile(big, make([]byte, sgf.MaxFileSize+1), 0o644)
	if _, err := LoadGame(big); !errors.Is(err, sgf.ErrTooLarge) {
		t.Errorf("big file: %v", err)
	}
}

func TestResultStringAndText(t *testing.T) {
	tests := []struct {
		o      engine.Outcome
		re, en string
		cs     string
	}{
		{engine.Outcome{}, "", "Not finished", "Nedohráno"},
		{engine.Outcome{Winner: engine.Black, Reason: engine.ByCapture}, "B+C", "Black wins by capture", "Černý vyhrává zajetím"},
		{engine.Outcome{Winner: engine.White, Reason: engine.ByResignation}, "W+R", "White wins by resignation", "Bílý vyhrává, soupeř se vzdal"},
		{engine.Outcome{Winner: engine.White, Reason: engine.ByScore, Margin: 3.5}, "W+3.5", "White wins by 3.5 points", "Bílý vyhrává o 3,5 bodu"},
		{engine.Outcome{Winner: engine.Black, Reason: engine.ByScore, Margin: 1}, "B+1", "Black wins by 1 point", "Černý vyhrává o 1 bod"},
		{engine.Outcome{Reason: engine.ByScore}, "0", "A draw", "Remíza"},
		{engine.Outcome{Winner: engine.Black, Reason: engine.ByExhaustion}, "B+", "Black wins", "Černý vyhrává"},
		{engine.Outcome{Winner: engine.White, Reason: engine.ByForfeit}, "W+F", "White wins by forfeit", "Bílý vyhrává kontumačně"},
		{engine.Outcome{Reason: engine.ByLongCycle}, "Void", "No result", "Bez výsledku"},
	}
	en, cs := NewTranslator("en"), NewTranslator("cs")
	for _, tt := range tests {
		if got := ResultString(tt.o); got != tt.re {
			t.Errorf("ResultString(%+v) = %q, want %q", tt.o, got, tt.re)
		}
		if got := ResultText(en, tt.re); got != tt.en {
			t.Errorf("ResultText(en, %q) = %q, want %q", tt.re, got, tt.en)
		}
		if got := ResultText(cs, tt.re); got != tt.cs {
			t.Errorf("ResultText(cs, %q) = %q, want %q", tt.re, got, tt.cs)
		}
	}
	for re, want := range map[string]string{"W+Resign": "White wins by resignation", "B+T": "Black wins by forfeit",
		"?": "Result: ?", "X+1": "Result: X+1", "Draw": "A draw", "B+12.5": "Black wins by 12.5 points"} {
		if got := ResultText(en, re); got != want {
			t.Errorf("ResultText(%q) = %q, want %q", re, got, want)
		}
	}
}

func TestGamesDir(t *testing.T) {
	home := t.TempDir()
	tests := []struct {
		text, want string
	}{
		{`XDG_DOCUMENTS_DIR="$HOME/Dokumenty"`, filepath.Join(home, "Dokumenty")},
		{"# comment\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_DOCUMENTS_DIR=\"$HOME/Документы\"\n", filepath.Join(home, "Документы")},
		{`XDG_DOCUMENTS_DIR="/srv/docs"`, "/srv/docs"},
		{`XDG_DOCUMENTS_DIR="$HOME/"`, ""},
		{`XDG_DOCUMENTS_DIR="relative"`, ""},
		{`XDG_MUSIC_DIR="$HOME/Music"`, ""},
	}
	for _, tt := range tests {
		if got := xdgDocumentsDir([]byte(tt.text), home); got != tt.want {
			t.Errorf("xdgDocumentsDir(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}

	t.Setenv(GamesDirEnv, "")
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	t.Setenv(ConfigDirEnv, filepath.Join(home, "cfg"))
	if got := DefaultGamesDir(); got != filepath.Join(home, "cfg") {
		t.Errorf("without documents: %q, want the config dir", got)
	}
	os.Mkdir(filepath.Join(home, "Documents"), 0o755)
	if got := DefaultGamesDir(); got != filepath.Join(home, "Documents") {
		t.Errorf("with ~/Documents: %q", got)
	}
	os.MkdirAll(filepath.Join(home, ".config"), 0o755)
	os.Mkdir(filepath.Join(home, "Dokumenty"), 0o755)
	os.WriteFile(filepath.Join(home, ".config", "user-dirs.dirs"), []byte(`XDG_DOCUMENTS_DIR="$HOME/Dokumenty"`+"\n"), 0o644)
	if got := DefaultGamesDir(); got != filepath.Join(home, "Dokumenty") {
		t.Errorf("with user-dirs.dirs: %q", got)
	}
	t.Setenv(GamesDirEnv, "/elsewhere")
	if got := NewLibrary("").Dir; got != "/elsewhere" {
		t.Errorf("with %s: %q", GamesDirEnv, got)
	}
	if got := NewLibrary("/given").Dir; got != "/given" {
		t.Errorf("given folder: %q", got)
	}
}

// gtpSession runs GNU Go on commands and returns the answers, one per command.
func gtpSession(t *testing.T, gnugo string, commands ...string) []string {
	t.Helper()
	cmd := exec.Command(gnugo, "--mode", "gtp", "--quiet")
	cmd.Stdin = strings.NewReader(strings.Join(append(commands, "quit"), "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("gnugo: %v\n%s", err, out)
	}
	var answers []string
	var cur []string
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			if cur != nil {
				answers = append(answers, strings.Join(cur, "\n"))
				cur = nil
			}
			continue
		}
		cur = append(cur, line)
	}
	return answers
}

// sortedStones lists the stones of colour c on p in GTP form, sorted.
func sortedStones(p *engine.Position, c engine.Color) []string {
	var out []string
	for _, pt := range p.Points(nil) {
		if p.At(pt) == c {
			out = append(out, pt.GTP(p.Rows()))
		}
	}
	sort.Strings(out)
	return out
}

// TestGNUGoLoadsSavedGames saves games with Library.Save and checks that
// GNU Go reads each file to the same stones (games saved here open in
// other programs). It is skipped when GNU Go is not installed.
func TestGNUGoLoadsSavedGames(t *testing.T) {
	gnugo := "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		if gnugo, err = exec.LookPath("gnugo"); err != nil {
			t.Skip("GNU Go is not installed (apt-get install gnugo)")
		}
	}
	lib := NewLibrary(t.TempDir())

	// A Go game with a capture, a pass and a variation, saved with the cursor inside it.
	g, _ := engine.NewGame(9, 9, engine.GoRules(engine.Territory, 6.5), engine.StartEmpty, engine.Black)
	g.Info.Black, g.Info.White = "Černý hráč", "Белый"
	playMoves(t, g, "D6", "D5", "C5", "pass", "E5", "pass", "D4", "F5", "C3")
	if g.Position().Captures(engine.Black) == 0 {
		t.Fatal("the test game should capture")
	}
	g.Undo()
	g.Undo()
	playMoves(t, g, "G3", "G4")
	g.Undo()
	hcp, err := (Setup{Rules: engine.GoRules(engine.Area, 0.5), Cols: 9, Rows: 9, Handicap: 3}).NewRecord()
	if err != nil {
		t.Fatal(err)
	}
	playMoves(t, hcp, "E5", "C7")

	for _, tt := range []struct {
		name string
		g    *engine.Game
	}{{"go", g}, {"atari", atariGame(t)}, {"handicap", hcp}} {
		t.Run(tt.name, func(t *testing.T) {
			path, err := lib.Save(tt.name, tt.g, false)
			if err != nil {
				t.Fatal(err)
			}
			// GNU Go plays through the file's first variation, which is the line through the cursor.
			g2, err := LoadGame(path)
			if err != nil {
				t.Fatal(err)
			}
			line := g2.Root()
			for len(line.Children()) > 0 {
				line = line.Children()[0]
			}
			p := line.Position()
			answers := gtpSession(t, gnugo, "loadsgf "+path, "list_stones black", "list_stones white", "captures black")
			if len(answers) < 4 || !strings.HasPrefix(answers[0], "=") {
				t.Fatalf("GNU Go answered %q", answers)
			}
			for i, c := range []engine.Color{engine.Black, engine.White} {
				got := strings.Fields(strings.TrimPrefix(answers[1+i], "="))
				sort.Strings(got)
				if want := sortedStones(&p, c); strings.Join(got, " ") != strings.Join(want, " ") {
					t.Errorf("%v stones: GNU Go %v, we %v", c, got, want)
				}
			}
			if got, want := strings.TrimSpace(strings.TrimPrefix(answers[3], "=")), fmt.Sprint(p.Captures(engine.Black)); got != want {
				t.Errorf("black captures: GNU Go %s, we %s", got, want)
			}
		})
	}
}
