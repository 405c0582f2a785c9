package main

import (
	"context"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
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
	// The timing part: the first frames of first visits and of reloads, in milliseconds.
	FirstVisits, Reloads []float64
	// When the program was downloaded and compiled, on the first visits and on the reloads.
	Compiled, ReloadCompiled []float64
	// The offline part.
	OfflineFirstFrameMs float64
	Controlled          bool
	LearnerAfterLesson  string
	UpdatedVersion      string
	UpdatedPage         bool
}

// firstVisits is how many first visits the test times.
const firstVisits = 5

// switchPath is the address on the offline part's server that takes it off the network and brings it back.
const switchPath = "/.switch"

// updateMarker is what the new build that the offline part's server serves at the end has in its page.
const updateMarker = "<!-- a new build -->"

// switchable serves as next does, unless it was switched off the network (?offline at switchPath): then it drops
// every connection unanswered, as a network that is not there. With ?online&update it serves a new build: the
// page with updateMarker in it and atarigo.json with another version.
type switchable struct {
	next            http.Handler
	offline, update atomic.Bool
}

// ServeHTTP serves the request, switches, or drops the connection.
func (s *switchable) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == switchPath {
		q := r.URL.Query()
		s.offline.Store(q.Has("offline"))
		s.update.Store(q.Has("update"))
		w.Header().Set("Access-Control-Allow-Origin", "*")
		return
	}
	if s.offline.Load() {
		if hj, ok := w.(http.Hijacker); ok {
			if c, _, err := hj.Hijack(); err == nil {
				c.Close()
				return
			}
		}
		http.Error(w, "offline", http.StatusServiceUnavailable)
		return
	}
	if !s.update.Load() || (r.URL.Path != "/" && r.URL.Path != "/index.html" && r.URL.Path != "/atarigo.json") {
		s.next.ServeHTTP(w, r)
		return
	}
	// The new build, as its files are served uncompressed and uncached.
	rec := httptest.NewRecorder()
	plain := r.Clone(r.Context())
	plain.Header.Del("Accept-Encoding")
	plain.Header.Del("If-None-Match")
	plain.Header.Del("If-Modified-Since")
	s.next.ServeHTTP(rec, plain)
	body := rec.Body.String()
	if r.URL.Path == "/atarigo.json" {
		body = strings.Replace(body, `"version": "`, `"version": "new-`, 1)
	} else {
		body = strings.Replace(body, "</body>", updateMarker+"\n</body>", 1)
	}
	w.Header().Set("Content-Type", rec.Header().Get("Content-Type"))
	w.Header().Set("Cache-Control", "no-cache")
	io.WriteString(w, body)
}

// firstLesson returns the English name of the first built-in lesson, which the offline part opens.
func firstLesson(t *testing.T) string {
	t.Helper()
	lessons, err := lesson.LoadDir(assets.Lessons(), ".")
	if err != nil || len(lessons) == 0 {
		t.Fatalf("the built-in lessons: %d, %v", len(lessons), err)
	}
	return lessons[0].Title.In("en")
}

// storedText returns the text of a file as web/storage.js keeps it in localStorage, one character for each byte.
func storedText(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		b = append(b, byte(r))
	}
	return string(b)
}

// logTiming prints the times to the first frame (the figures docs/MEASURED.md records; a clock is never asserted).
func logTiming(t *testing.T, r browserReport) {
	t.Helper()
	if len(r.FirstVisits) != firstVisits || len(r.Reloads) != firstVisits {
		t.Errorf("timing: %d first visits and %d reloads timed, want %d of each", len(r.FirstVisits), len(r.Reloads), firstVisits)
		return
	}
	t.Logf("first frame, first visits (ms): %v, median %.0f (downloaded and compiled: %v, median %.0f)",
		r.FirstVisits, median(r.FirstVisits), r.Compiled, median(r.Compiled))
	t.Logf("first frame, reloads with the service worker (ms): %v, median %.0f (compiled: %v, median %.0f)",
		r.Reloads, median(r.Reloads), r.ReloadCompiled, median(r.ReloadCompiled))
}

// median returns the middle value of xs (the mean of the two middle ones for an even count).
func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// checkOffline checks the offline part: the page started without a network from the service worker, a lesson page
// was played and its progress kept, and the new build served afterwards took over.
func checkOffline(t *testing.T, r browserReport) {
	t.Helper()
	t.Logf("offline: first frame %.1f s after the reload without a network", r.OfflineFirstFrameMs/1000)
	if len(r.Errors) > 0 {
		t.Errorf("offline: the page reported errors: %q", r.Errors)
	}
	if !r.Controlled {
		t.Errorf("offline: the page was not served by the service worker")
	}
	var l game.Learner
	if err := json.Unmarshal([]byte(r.LearnerAfterLesson), &l); err != nil || len(l.Tutorial.Lessons) == 0 {
		t.Errorf("offline: after a lesson page the learner's record is %q (%v), with no lesson's progress", r.LearnerAfterLesson, err)
	}
	if !strings.HasPrefix(r.UpdatedVersion, "new-") {
		t.Errorf("offline: back online with a new build, the page got version %q", r.UpdatedVersion)
	}
	if !r.UpdatedPage {
		t.Errorf("offline: the start after the new build's worker took over did not show the new page")
	}
}

// TestBrowser builds the game with make wasm, serves web/ with this command's handler and plays it in headless
// Chromium through testdata/browser.js (puppeteer-core from npm, installed in the test's own folder): five first
// visits in fresh profiles and their reloads are timed to the first frame and printed; the page, once its service
// worker keeps it, starts with the network gone (the browser's and the server's) and a lesson page played there is
// kept in the progress; back online, a new build served is taken in by the next start and shown by the one after; at a
// phone's size by touch and at a desktop's size by mouse, a stone played on B2 is in the autosave kept in
// localStorage, the language changed to Czech is in the settings, and after a reload the settings are kept and
// Continue shows the stone again; a game file picked through Load's From this device opens, and Save downloads it
// and keeps it in the browser; a browser that prefers German, then Russian, gets the page and the game in
// Russian; served without its pictures and sounds, the page says they could not be downloaded. The screenshots
// stay in testdata/output/browser for review. It is skipped in -short mode. Its brotli
// copy is a quick one (quality 5) unless BROTLI is set.
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
	// The brotli copy at quality 11 takes minutes of a core; the test makes a quick one unless BROTLI says otherwise
	// (BROTLI=11 for the first-visit timings of docs/MEASURED.md).
	build.Env = os.Environ()
	if os.Getenv("BROTLI") == "" {
		build.Env = append(build.Env, "BROTLI=5")
	}
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
	net := &switchable{next: handler(web)}
	offlineSrv := httptest.NewServer(net)
	defer offlineSrv.Close()
	// A server that has lost the game's pictures and sounds.
	files := handler(web)
	missingSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/assets/") {
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	}))
	defer missingSrv.Close()

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
		"missing":   missingSrv.URL + "/",
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
			"tutorial":    en.T("menu.tutorial"),
			"firstLesson": firstLesson(t),
			"next":        en.T("tutorial.next"),
		},
		"upload":     upload,
		"runs":       firstVisits,
		"offlineURL": offlineSrv.URL + "/",
		"switch":     offlineSrv.URL + switchPath,
		"marker":     updateMarker,
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
	if len(reports) != 8 {
		t.Fatalf("the report has %d parts, want timing, offline, phone, desktop, languages, blocked, file and missing:\n%s",
			len(reports), data)
	}
	logTiming(t, reports[0])
	checkOffline(t, reports[1])
	reports = reports[2:]
	for _, r := range reports[:2] {
		checkVisit(t, out, r)
	}
	// The file is in Windows-1252, which the browser's own decoder reads (engine/sgf/charset_js.go): its White is
	// “Jörg” €, with the quotes and the euro sign of 0x80–0x9F that Latin-1 lacks.
	if a := storedText(reports[1].AutosaveAfterUpload); !strings.Contains(a, "PB[Upload]") || !strings.Contains(a, ";B[gc]") ||
		!strings.Contains(a, "PW[“Jörg” €]") {
		t.Errorf("after the upload of testdata/upload.sgf (Windows-1252) the autosave is %q, not that game", a)
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
	if msg := reports[5].Message; !strings.Contains(msg, "pictures and sounds could not be downloaded") {
		t.Errorf("served without its pictures and sounds, the page says %q; want it to say they could not be downloaded", msg)
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
