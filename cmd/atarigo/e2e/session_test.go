package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game"
)

// window is the game built for a test, run with its own config and games
// folders so that nothing of the user's is read or written.
type window struct {
	t      *testing.T
	xvfb   string
	bin    string
	out    string
	config string
	games  string
}

// newWindow builds the game, or skips the test when it cannot run here.
func newWindow(t *testing.T) *window {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end test skipped in -short mode")
	}
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil {
		t.Skip("xvfb-run is not installed (apt-get install xvfb): the end-to-end window test needs it")
	}
	out, err := filepath.Abs(filepath.Join("testdata", "output"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	w := &window{t: t, xvfb: xvfb, bin: filepath.Join(dir, "atarigo"), out: out,
		config: filepath.Join(dir, "config"), games: filepath.Join(dir, "games")}
	build := exec.Command("go", "build", "-o", w.bin, "..") // go test puts its own go first on the PATH
	if msg, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, msg)
	}
	return w
}

// isolate makes cmd use the window's own config and games folders.
func (w *window) isolate(cmd *exec.Cmd) {
	cmd.Env = append(os.Environ(), game.ConfigDirEnv+"="+w.config, game.GamesDirEnv+"="+w.games)
}

// script writes testdata/name with OUT/ pointing at the output folder,
// LANG replaced by lang, {key} by the catalog text of key in lang and
// {lesson:KEY} by the title in lang of the built-in lesson KEY.
func (w *window) script(name, lang string) string {
	w.t.Helper()
	return w.scriptWith(name, lang, nil)
}

// scriptWith is script with [[word]] replaced by words[word] too: what a person types in lang.
func (w *window) scriptWith(name, lang string, words map[string]string) string {
	w.t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		w.t.Fatal(err)
	}
	tr := game.NewTranslator(lang)
	text := string(data)
	for k, v := range words {
		text = strings.ReplaceAll(text, "[["+k+"]]", v)
	}
	text = strings.ReplaceAll(text, "OUT/", w.out+"/")
	text = strings.ReplaceAll(text, "LANG", lang)
	text = regexp.MustCompile(`\{lesson:([0-9a-z-]+)\}`).ReplaceAllStringFunc(text, func(k string) string {
		return builtInLesson(w.t, k[len("{lesson:"):len(k)-1]).Title.In(lang)
	})
	text = regexp.MustCompile(`\{([a-z_.-]+)\}`).ReplaceAllStringFunc(text, func(k string) string {
		return tr.T(k[1 : len(k)-1])
	})
	file := filepath.Join(w.t.TempDir(), name)
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		w.t.Fatal(err)
	}
	return file
}

// run runs the window under xvfb-run with a script and extra flags, and
// fails the test when it does not end well within the time limit.
func (w *window) run(script, lang string, args ...string) {
	w.t.Helper()
	w.runFile(w.script(script, lang), lang, args...)
}

// runFile is run with a script file written already (scriptWith).
func (w *window) runFile(file, lang string, args ...string) {
	w.t.Helper()
	all := append([]string{"-window", "1200x760", "-lang", lang, "-seed", "1", "-script", file}, args...)
	if msg, err := w.launch("1280x800", all...); err != nil {
		w.t.Fatalf("game window: %v\n%s", err, msg)
	}
}

// nativeCrash is what the Go runtime prints when a signal ends the process
// inside C code: on the virtual display, inside the software OpenGL driver.
const nativeCrash = "signal arrived during cgo execution"

// launch runs the game under xvfb-run on a screen of the given size and
// returns its output; a run that the graphics driver brings down is logged
// and run once more from the config and games folders as they were before
// it, so that a fault of the virtual display's driver does not fail a test
// while every other failure, the game's own panics included, still does.
func (w *window) launch(screen string, args ...string) ([]byte, error) {
	w.t.Helper()
	before := w.snapshot()
	all := append([]string{"-a", "-s", "-screen 0 " + screen + "x24", w.bin}, args...)
	for try := 1; ; try++ {
		ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
		cmd := exec.CommandContext(ctx, w.xvfb, all...)
		w.isolate(cmd)
		msg, err := cmd.CombinedOutput()
		cancel()
		if err == nil || try == 2 || !strings.Contains(string(msg), nativeCrash) {
			return msg, err
		}
		first, _, _ := strings.Cut(string(msg), "\n")
		w.t.Logf("the graphics driver brought the window down (%v: %s); running it again", err, first)
		w.restore(before)
	}
}

// snapshot copies the window's config and games folders aside.
func (w *window) snapshot() string {
	w.t.Helper()
	dir := w.t.TempDir()
	for _, d := range []string{w.config, w.games} {
		w.copyDir(filepath.Join(dir, filepath.Base(d)), d)
	}
	return dir
}

// restore puts back the config and games folders saved by snapshot.
func (w *window) restore(dir string) {
	w.t.Helper()
	for _, d := range []string{w.config, w.games} {
		if err := os.RemoveAll(d); err != nil {
			w.t.Fatal(err)
		}
		w.copyDir(d, filepath.Join(dir, filepath.Base(d)))
	}
}

// copyDir copies the folder src to dst, which must not exist; a missing src copies nothing.
func (w *window) copyDir(dst, src string) {
	w.t.Helper()
	if _, err := os.Stat(src); err != nil {
		return
	}
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		w.t.Fatal(err)
	}
}

// clean removes the output files whose names start with prefix.
func (w *window) clean(prefix string) {
	for _, old := range mustGlob(w.t, filepath.Join(w.out, prefix+"*")) {
		os.Remove(old)
	}
}

// expectBoard checks that the screenshot shows exactly the stones of p.
func expectBoard(t *testing.T, s shot, p *engine.Position) {
	t.Helper()
	var rows []string
	for r := 0; r < p.Rows(); r++ {
		var line []byte
		for c := 0; c < p.Cols(); c++ {
			switch p.At(engine.Pt(c, r)) {
			case engine.Black:
				line = append(line, 'X')
			case engine.White:
				line = append(line, 'O')
			default:
				line = append(line, '.')
			}
		}
		rows = append(rows, string(line))
	}
	if want := strings.Join(rows, "\n"); board(s) != want {
		t.Errorf("%s: board\n%s\nwant\n%s", s.name, board(s), want)
	}
}

// positionAfter returns the 7×7 Atari Go position after the moves (GTP points, colours alternating from Black).
func positionAfter(t *testing.T, moves ...string) *engine.Position {
	t.Helper()
	g, err := engine.NewGame(7, 7, engine.AtariRules(1), engine.StartEmpty, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		pt, err := engine.ParseGTPPoint(m, 7, 7)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(engine.Move{Color: g.Position().ToMove(), Point: pt}); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return g.Position()
}

// movesOf returns the moves of nodes as GTP points.
func movesOf(nodes []*engine.Node) []string {
	var out []string
	for _, n := range nodes {
		if n.HasMove() {
			out = append(out, n.Move().Point.GTP(7))
		}
	}
	return out
}

// TestReviewSaveQuitAndLoad plays, goes back three moves in the review,
// continues with another move, saves, quits, starts again, loads the file
// and checks that both the position and the variation are there; the saved
// file is read by GNU Go too, when it is installed.
func TestReviewSaveQuitAndLoad(t *testing.T) {
	w := newWindow(t)
	w.clean("s")
	w.run("review.script", "en")

	played := load(t, w.out, "s01-played.png", true)
	expectBoard(t, played, positionAfter(t, "D4", "C5", "E3", "F2", "B2"))
	rewound := load(t, w.out, "s02-rewound.png", true)
	expectBoard(t, rewound, positionAfter(t, "D4", "C5"))
	if rewound.info.Status != "Move 2 of 5" {
		t.Errorf("review headline %q, want %q", rewound.info.Status, "Move 2 of 5")
	}
	varied := load(t, w.out, "s03-variation.png", true)
	expectBoard(t, varied, positionAfter(t, "D4", "C5", "B6"))
	checkNotBlank(t, load(t, w.out, "s04-save.png", false))

	// The file: the moves played last are the main line, the earlier future a variation.
	file := filepath.Join(w.games, "e2e game.sgf")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("the game was not saved: %v", err)
	}
	g, err := sgf.Read(data)
	if err != nil {
		t.Fatalf("the saved game cannot be read: %v\n%s", err, data)
	}
	g.ToEnd()
	if got := strings.Join(movesOf(g.Path()), " "); got != "D4 C5 B6" {
		t.Errorf("main line of the file %q, want %q\n%s", got, "D4 C5 B6", data)
	}
	after := g.Path()[2] // after C5
	if len(after.Children()) != 2 {
		t.Fatalf("the file keeps %d continuations after C5, want 2\n%s", len(after.Children()), data)
	}
	g.GoTo(after.Children()[1])
	g.ToEnd()
	if got := strings.Join(movesOf(g.Path()), " "); got != "D4 C5 E3 F2 B2" {
		t.Errorf("variation of the file %q, want %q", got, "D4 C5 E3 F2 B2")
	}
	checkWithGNUGo(t, file, positionAfter(t, "D4", "C5", "B6"))

	// Started again: the file list opens the newest file, the saved game.
	w.run("reload.script", "en")
	checkNotBlank(t, load(t, w.out, "s06-menu.png", false))
	checkNotBlank(t, load(t, w.out, "s07-load.png", false))
	loaded := load(t, w.out, "s08-loaded.png", true)
	expectBoard(t, loaded, positionAfter(t, "D4", "C5", "B6"))
	if loaded.info.Status != "White to move" {
		t.Errorf("after loading, headline %q, want %q", loaded.info.Status, "White to move")
	}
	main := load(t, w.out, "s09-main-line.png", true)
	expectBoard(t, main, positionAfter(t, "D4", "C5"))
	variation := load(t, w.out, "s10-variation.png", true)
	expectBoard(t, variation, positionAfter(t, "D4", "C5", "E3", "F2", "B2"))
}

// checkWithGNUGo asks GNU Go to load the file and show the board, and
// compares its stones with want.
func checkWithGNUGo(t *testing.T, file string, want *engine.Position) {
	t.Helper()
	gnugo, err := exec.LookPath("gnugo")
	if err != nil {
		if gnugo, err = exec.LookPath("/usr/games/gnugo"); err != nil {
			t.Log("GNU Go is not installed: the saved file is not checked with it")
			return
		}
	}
	cmd := exec.Command(gnugo, "--mode", "gtp", "--infile", file)
	cmd.Stdin = strings.NewReader("list_stones black\nlist_stones white\nquit\n")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("gnugo --infile: %v\n%s", err, out)
	}
	answers := regexp.MustCompile(`(?m)^= ?(.*)$`).FindAllStringSubmatch(string(out), -1)
	if len(answers) < 2 {
		t.Fatalf("gnugo answered %q", out)
	}
	for i, c := range []engine.Color{engine.Black, engine.White} {
		var pts []string
		for _, p := range want.Points(nil) {
			if want.At(p) == c {
				pts = append(pts, p.GTP(want.Rows()))
			}
		}
		got := strings.Fields(answers[i][1])
		if fmt.Sprint(sortedStrings(got)) != fmt.Sprint(sortedStrings(pts)) {
			t.Errorf("GNU Go reads %s stones %v from the file, want %v", c.Name(), got, pts)
		}
	}
}

// sortedStrings returns s sorted, in a new slice.
func sortedStrings(s []string) []string {
	out := append([]string(nil), s...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// TestKilledGameContinues kills the window with SIGKILL while two computers
// play, and checks that the autosave holds a sound game and that starting
// again offers Continue, which shows that game with its players.
func TestKilledGameContinues(t *testing.T) {
	w := newWindow(t)
	w.clean("k")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	idle := filepath.Join(t.TempDir(), "idle.script")
	if err := os.WriteFile(idle, []byte("wait 60000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, w.bin, "-window", "1200x760", "-lang", "en", "-seed", "7",
		"-black", "easy", "-white", "beginner", "-size", "7", "-script", idle)
	w.isolate(cmd)
	// A virtual display of its own, so that the process killed is the game itself.
	disp, stop := startXvfb(t)
	defer stop()
	cmd.Env = append(cmd.Env, "DISPLAY="+disp)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	auto := filepath.Join(w.config, game.AutosaveFile)
	deadline := time.Now().Add(40 * time.Second)
	for {
		time.Sleep(300 * time.Millisecond)
		a, rec, err := game.OpenAutosaveFile(auto)
		if err == nil && rec == nil && len(a.Game.Path()) > 6 {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("no autosave with five moves after 40 s: %v", err)
		}
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	saved, rec, err := game.OpenAutosaveFile(auto)
	if err != nil || rec != nil {
		t.Fatalf("the autosave left by the killed game cannot be read as it was: %v, recovery %v", err, rec)
	}
	if saved.Seats[engine.Black] != game.Computer("easy") || saved.Seats[engine.White] != game.Computer("beginner") {
		t.Errorf("autosaved players %v / %v, want easy / beginner", saved.Seats[engine.Black], saved.Seats[engine.White])
	}
	if tmp, _ := filepath.Glob(filepath.Join(w.config, ".*.tmp")); len(tmp) > 1 {
		t.Errorf("temporary files left: %v", tmp)
	}

	w.run("continue.script", "en")
	menu := load(t, w.out, "k01-menu.png", false)
	checkNotBlank(t, menu)
	cont := load(t, w.out, "k02-continued.png", true)
	// The computers go on at once, so the window shows the saved position or one move more when paused.
	want := saved.Game.Position()
	shown := board(cont)
	var buf strings.Builder
	for r := 0; r < want.Rows(); r++ {
		for c := 0; c < want.Cols(); c++ {
			switch want.At(engine.Pt(c, r)) {
			case engine.Black:
				buf.WriteByte('X')
			case engine.White:
				buf.WriteByte('O')
			default:
				buf.WriteByte('.')
			}
		}
		if r < want.Rows()-1 {
			buf.WriteByte('\n')
		}
	}
	diff := 0
	for i := range shown {
		if i < buf.Len() && shown[i] != buf.String()[i] {
			diff++
		}
	}
	if diff > 1 || len(shown) != buf.Len() {
		t.Errorf("continued game shows\n%s\nthe autosave holds\n%s", shown, buf.String())
	}
	if cont.info.Status != "Paused" && !strings.Contains(cont.info.Status, "wins") {
		t.Errorf("continued game's headline %q, want %q", cont.info.Status, "Paused")
	}
}

// startXvfb starts a virtual X server on a free display and returns the display and a stop function; it returns
// once the server takes connections, which Xvfb tells by writing the display's number (-displayfd).
func startXvfb(t *testing.T) (string, func()) {
	t.Helper()
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Skip("Xvfb is not installed")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w} // descriptor 3
	err = cmd.Start()
	w.Close()
	if err != nil {
		t.Fatal(err)
	}
	stop := func() { cmd.Process.Kill(); cmd.Wait() }
	n, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		stop()
		t.Fatalf("Xvfb ended before it took connections: %v", err)
	}
	return ":" + strings.TrimSpace(n), stop
}

// TestScreensInEveryLanguage walks through every screen in English, Czech
// and Russian; the screenshots stay in testdata/output for review, and the
// fit report beside each must list no caption that is cut short.
func TestScreensInEveryLanguage(t *testing.T) {
	w := newWindow(t)
	for _, lang := range game.LanguageCodes() {
		w.clean(lang + "-")
		os.RemoveAll(w.config)
		os.RemoveAll(w.games)
		w.run("tour.script", lang)
		shots := mustGlob(t, filepath.Join(w.out, lang+"-*.png"))
		if len(shots) != 12 {
			t.Errorf("%s: %d screenshots, want 12", lang, len(shots))
		}
		for _, f := range shots {
			checkNotBlank(t, load(t, w.out, filepath.Base(f), false))
			data, err := os.ReadFile(f + ".fit.json")
			if err != nil {
				t.Errorf("%s: no fit report: %v", filepath.Base(f), err)
				continue
			}
			var rep struct {
				Lang string
				Cut  []string
			}
			if err := json.Unmarshal(data, &rep); err != nil {
				t.Fatal(err)
			}
			if rep.Lang != lang {
				t.Errorf("%s: shown in %q, want %q", filepath.Base(f), rep.Lang, lang)
			}
			for _, c := range rep.Cut {
				t.Errorf("%s: %s", filepath.Base(f), c)
			}
		}
	}
}

// TestWithoutADisplay starts the game where there is no screen: -help works, and the window's start says plainly,
// in the person's language, that there is no screen, instead of a panic or the back end's own words.
func TestWithoutADisplay(t *testing.T) {
	w := newWindow(t)
	env := func(cmd *exec.Cmd) {
		w.isolate(cmd)
		var kept []string
		for _, kv := range cmd.Env {
			if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
				kept = append(kept, kv)
			}
		}
		cmd.Env = kept
	}
	help := exec.Command(w.bin, "-help")
	env(help)
	if out, err := help.CombinedOutput(); err != nil || !strings.Contains(string(out), "usage: atarigo") {
		t.Errorf("-help without a display: %v\n%s", err, out)
	}
	for lang, want := range map[string]string{"en": "There is no screen", "ru": "Нет экрана"} {
		run := exec.Command(w.bin, "-lang", lang, "-nosound")
		env(run)
		out, err := run.CombinedOutput()
		if err == nil || !strings.Contains(string(out), want) || strings.Contains(string(out), "panic") {
			t.Errorf("%s: started without a display: %v\n%s", lang, err, out)
		}
	}
}

// TestAHugeWindowFitsTheScreen asks for a window of 20000×20000 on a screen of 1280×800: the window opens fitted to
// the screen and plays, where it used to end in a panic of the graphics atlas.
func TestAHugeWindowFitsTheScreen(t *testing.T) {
	w := newWindow(t)
	shot := filepath.Join(w.out, "huge-window.png")
	os.Remove(shot)
	script := filepath.Join(t.TempDir(), "huge.script")
	if err := os.WriteFile(script, []byte("scene menu\nshot "+shot+"\nquit\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	msg, err := w.launch("1280x800", "-window", "20000x20000", "-lang", "en", "-nosound", "-script", script)
	if err != nil || strings.Contains(string(msg), "panic") {
		t.Fatalf("a window of 20000×20000: %v\n%s", err, msg)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil || cfg.Width > 1280 || cfg.Height > 800 || cfg.Width < 360 || cfg.Height < 360 {
		t.Errorf("the window is %d×%d (%v); want it within the screen's 1280×800", cfg.Width, cfg.Height, err)
	}
}
