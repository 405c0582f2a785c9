package main

import (
	"context"
	"encoding/json"
	"image"
	"image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/game"
)

// browserReport is what testdata/browser.js saw at one size (or, named "file", on the page opened as a file).
type browserReport struct {
	Name                string
	DSF                 float64
	Errors              []string
	FirstFrameMs        float64
	ReloadFirstFrameMs  float64
	AutosaveAfterMove   string
	SettingsAfterReload string
	AutosaveAfterReload string
	AutosaveAfterUpload string
	Download            struct{ Name, Text string }
	Saved               []string
	PageLang            string
	Found               bool
	B2                  *struct{ X, Y int }
	Message             string
	GameMessage         string
	ReloadMessage       string
}

// TestBrowser builds the game with make wasm, serves web/ with this command's handler and plays it in headless
// Chromium through testdata/browser.js (puppeteer-core from npm, installed in the test's own folder): at a
// phone's size by touch and at a desktop's size by mouse, a stone played on B2 is in the autosave kept in
// localStorage, the language changed to Czech is in the settings, and after a reload the settings are kept and
// Continue shows the stone again; a game file picked through Load's From this device opens, and Save downloads it
// and keeps it in the browser; a browser that prefers German, then Russian, gets the page and the game in
// Russian. The screenshots stay in testdata/output/browser for review. It is skipped in -short mode.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser's end-to-end test is skipped in -short mode")
	}
	chromium := ""
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			chromium = p
			break
		}
	}
	if chromium == "" {
		t.Skip("Chromium is needed to play the browser build (make deps installs it)")
	}
	node, errNode := exec.LookPath("node")
	npm, errNpm := exec.LookPath("npm")
	mk, errMake := exec.LookPath("make")
	if errNode != nil || errNpm != nil || errMake != nil {
		t.Skip("node, npm and make are needed to build the browser game and drive Chromium (Debian: apt-get install nodejs npm make)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	root := repoRoot(t)
	build := exec.CommandContext(ctx, mk, "--no-print-directory", "wasm")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("make wasm: %v\n%s", err, out)
	}
	web := filepath.Join(root, "web")
	for _, name := range []string{"atarigo.wasm", "atarigo.wasm.gz"} {
		if info, err := os.Stat(filepath.Join(web, name)); err == nil {
			t.Logf("%s: %.1f MB", name, float64(info.Size())/(1<<20))
		}
	}
	srv := httptest.NewServer(handler(web))
	defer srv.Close()

	modules := t.TempDir()
	install := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--prefix", modules, "puppeteer-core@24")
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("npm install puppeteer-core: %v\n%s", err, out)
	}
	out := filepath.Join("testdata", "output", "browser")
	if err := os.RemoveAll(out); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	absOut, err := filepath.Abs(out)
	if err != nil {
		t.Fatal(err)
	}
	en, cs := game.NewTranslator("en"), game.NewTranslator("cs")
	upload, err := filepath.Abs(filepath.Join("testdata", "upload.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	config := map[string]any{
		"puppeteer": modules,
		"chromium":  chromium,
		"url":       srv.URL + "/",
		"file":      "file://" + filepath.ToSlash(filepath.Join(web, "index.html")),
		"out":       absOut,
		"captions": map[string]string{
			"newGame":     en.T("common.new_game"),
			"startGame":   en.T("common.start_game"),
			"menu":        en.T("common.menu"),
			"czech":       game.LanguageName("cs"),
			"continueCs":  cs.T("common.continue"),
			"menuCs":      cs.T("common.menu"),
			"loadCs":      cs.T("menu.load"),
			"uploadCs":    cs.T("files.upload"),
			"saveCs":      cs.T("common.save"),
			"downloadCs":  cs.T("files.download"),
			"newGameRu":   game.NewTranslator("ru").T("common.new_game"),
			"download":    en.T("files.download"),
			"save":        en.T("common.save"),
			"continue":    en.T("common.continue"),
			"blockedGame": en.T("storage.blocked.game"),
		},
		"upload": upload,
	}
	data, err := json.Marshal(config)
	if err != nil {
		t.Fatal(err)
	}
	configFile := filepath.Join(t.TempDir(), "config.json")
	if err := os.WriteFile(configFile, data, 0o644); err != nil {
		t.Fatal(err)
	}
	run := exec.CommandContext(ctx, node, "testdata/browser.js", configFile)
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("driving Chromium: %v\n%s", err, out)
	}
	data, err = os.ReadFile(filepath.Join(out, "report.json"))
	if err != nil {
		t.Fatal(err)
	}
	var reports []browserReport
	if err := json.Unmarshal(data, &reports); err != nil {
		t.Fatal(err)
	}
	if len(reports) != 5 {
		t.Fatalf("the report has %d parts, want phone, desktop, languages, blocked and file:\n%s", len(reports), data)
	}
	for _, r := range reports[:2] {
		checkVisit(t, out, r)
	}
	if a := reports[1].AutosaveAfterUpload; !strings.Contains(a, "PB[Upload]") || !strings.Contains(a, ";B[gc]") {
		t.Errorf("after the upload of testdata/upload.sgf the autosave is %q, not that game", a)
	}
	if d := reports[1].Download; !strings.HasSuffix(d.Name, ".sgf") || !strings.Contains(d.Text, "PB[Upload]") || !strings.Contains(d.Text, ";B[gc]") {
		t.Errorf("Save's download: %q holding %q, want the uploaded game in an .sgf file", d.Name, d.Text)
	}
	if s := reports[1].Saved; len(s) != 1 || !strings.HasSuffix(s[0], ".sgf") {
		t.Errorf("the games saved in the browser's storage: %q, want one .sgf file", s)
	}
	if r := reports[2]; r.PageLang != "ru" || !r.Found {
		t.Errorf("a browser preferring de-DE, then ru-RU: the page in %q, the game's Russian New game shown: %v; want both in Russian", r.PageLang, r.Found)
	}
	checkBlocked(t, reports[3], en)
	if msg := reports[4].Message; !strings.Contains(msg, "make serve") {
		t.Errorf("opened as a file, the page says %q; want it to say that make serve serves it", msg)
	}
}

// checkBlocked checks what the visit of a browser that refuses the site's storage saw: the first screen said so,
// the game begun said that it is not kept and Save downloaded it, and after the reload nothing was offered to
// continue and the first screen said so again.
func checkBlocked(t *testing.T, r browserReport, en *game.Translator) {
	t.Helper()
	if len(r.Errors) > 0 {
		t.Errorf("blocked storage: the page reported errors: %q", r.Errors)
	}
	for _, m := range []struct{ when, got, want string }{
		{"at the start", r.Message, en.T("storage.blocked")},
		{"after a move", r.GameMessage, en.T("storage.blocked.game")},
		{"after the reload", r.ReloadMessage, en.T("storage.blocked")},
	} {
		if !strings.Contains(m.got, m.want) {
			t.Errorf("blocked storage, %s: the window says %q; want %q", m.when, m.got, m.want)
		}
	}
	if d := r.Download; !strings.HasSuffix(d.Name, ".sgf") || !strings.Contains(d.Text, ";B[bf]") {
		t.Errorf("blocked storage: Save gave %q holding %q; want a download of the game with B2", d.Name, d.Text)
	}
	if r.Found {
		t.Error("blocked storage: after the reload Continue is offered, with nothing kept")
	}
}

// checkVisit checks what the visit at one size saw, and looks at the stone on B2 after Continue.
func checkVisit(t *testing.T, dir string, r browserReport) {
	t.Helper()
	t.Logf("%s: first frame %.1f s after the page was opened, %.1f s after the reload", r.Name, r.FirstFrameMs/1000, r.ReloadFirstFrameMs/1000)
	if len(r.Errors) > 0 {
		t.Errorf("%s: the page reported errors: %q", r.Name, r.Errors)
	}
	if !strings.Contains(r.AutosaveAfterMove, ";B[bf]") {
		t.Errorf("%s: the autosave after the move on B2 is %q, without ;B[bf]", r.Name, r.AutosaveAfterMove)
	}
	var st struct{ Language string }
	if err := json.Unmarshal([]byte(r.SettingsAfterReload), &st); err != nil || st.Language != "cs" {
		t.Errorf("%s: the settings after the reload are %q (%v), want the language cs", r.Name, r.SettingsAfterReload, err)
	}
	if !strings.Contains(r.AutosaveAfterReload, ";B[bf]") {
		t.Errorf("%s: after the reload the autosave is %q, without ;B[bf]", r.Name, r.AutosaveAfterReload)
	}
	if r.B2 == nil {
		t.Fatalf("%s: Continue showed no board", r.Name)
	}
	img := loadPNG(t, filepath.Join(dir, r.Name+"-5-continued.png"))
	// A black stone is dark on the light wood, highlight and all.
	if l := meanLuminance(img, image.Pt(r.B2.X, r.B2.Y), int(8*r.DSF)); l > 80 {
		t.Errorf("%s: after Continue, the square around B2 at %v has mean luminance %d: no black stone there", r.Name, *r.B2, l)
	}
}

// loadPNG reads a screenshot.
func loadPNG(t *testing.T, name string) image.Image {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return img
}

// meanLuminance returns the mean brightness, 0 to 255, of the square of half-side d around p.
func meanLuminance(img image.Image, p image.Point, d int) int {
	sum, n := 0, 0
	for y := p.Y - d; y <= p.Y+d; y++ {
		for x := p.X - d; x <= p.X+d; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			sum += int((299*r + 587*g + 114*b) / 1000 >> 8)
			n++
		}
	}
	return sum / n
}
