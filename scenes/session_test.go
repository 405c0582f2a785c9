package scenes

import (
	"errors"
	"image"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// people returns the default Atari Go setup played by two people.
func people() game.Setup {
	s := game.DefaultSetup()
	s.Seats = [3]game.Seat{}
	return s
}

// newTestSession starts a game.Session on a record of the moves (GTP points).
func newTestSession(t *testing.T, ctx *Context, s game.Setup, moves ...string) *game.Session {
	t.Helper()
	m, first := game.NewMatchFromRecord(mustRecord(t, s, moves...), s.Seats, ctx.Now)
	sess := game.NewSessionEval(m, first, 1, game.DefaultEval())
	ctx.Session = sess
	t.Cleanup(sess.Close)
	return sess
}

// TestReviewNeverChangesTheGameBySurprise steps back in a review: "Back to game" returns to the game where it
// stands; "Play from here" asks first and then goes on from the position shown; a later review names the line
// played "The game" and the one given up "Try 1", and "Back to game" from the try still returns to the game.
func TestReviewNeverChangesTheGameBySurprise(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	sess := newTestSession(t, ctx, people(), "D4", "C5", "E3", "F2", "B2")
	m := sess.Match()
	s := newReviewScene(ctx, sess, sprites, false)
	s.Update(ctx)
	if s.idx != 5 || s.where.Text != "Move 5 of 5" || !s.playHere.Disabled {
		t.Fatalf("review starts at %d (%q), Play from here enabled %v; want the last move, disabled", s.idx, s.where.Text, !s.playHere.Disabled)
	}
	for range 3 {
		s.goTo(ctx, s.idx-1)
	}
	s.Update(ctx)
	if s.where.Text != "Move 2 of 5" || m.Position().MoveNumber() != 5 {
		t.Fatalf("stepping back: %q; the game itself at move %d (it must not move)", s.where.Text, m.Position().MoveNumber())
	}
	if req := s.back(ctx); req != (ContinueGame{}) || m.Position().MoveNumber() != 5 || m.State() != game.HumanTurn {
		t.Fatalf("Back to game from move 2: %T, the game at move %d, state %v; want it where it stood", req, m.Position().MoveNumber(), m.State())
	}

	s = newReviewScene(ctx, sess, sprites, false)
	s.goTo(ctx, 2)
	s.Update(ctx)
	if req := clickButton(t, ctx, s, s.playHere); req != nil || !s.asking || m.Position().MoveNumber() != 5 {
		t.Fatalf("one click on Play from here: %T, asking %v, game at move %d; want a question and nothing changed", req, s.asking, m.Position().MoveNumber())
	}
	if !strings.HasPrefix(s.message.Text, "Play on from move 2?") || s.playHere.Text != "Yes, play from here" {
		t.Errorf("the question %q, button %q", s.message.Text, s.playHere.Text)
	}
	s.goTo(ctx, 3) // stepping on takes the question back
	s.Update(ctx)
	if s.asking || s.message.Text != "" {
		t.Fatalf("after a step the question stays: %q", s.message.Text)
	}
	s.goTo(ctx, 2)
	clickButton(t, ctx, s, s.playHere)
	if req := clickButton(t, ctx, s, s.playHere); req != (ContinueGame{}) || m.Position().MoveNumber() != 2 || m.State() != game.HumanTurn {
		t.Fatalf("Play from here confirmed: %T, game at move %d, state %v", req, m.Position().MoveNumber(), m.State())
	}
	pt, _ := engine.ParseGTPPoint("B6", 7, 7)
	if err := sess.Do(m.Play(pt)); err != nil {
		t.Fatal(err)
	}

	// A new review: at move 3 the line played is the game, the line given up a try.
	s = newReviewScene(ctx, sess, sprites, false)
	s.goTo(ctx, 3)
	s.Update(ctx)
	if s.variation.Hidden || s.variation.Max != 1 || s.variation.Value != 0 {
		t.Fatalf("at the new move: choices hidden %v, %d of %d; want the game, first of two", s.variation.Hidden, s.variation.Value, s.variation.Max)
	}
	if got := s.variation.Format(0) + ", " + s.variation.Format(1); got != "The game, Try 1" {
		t.Errorf("choices named %q", got)
	}
	ctx.Input.Keys = append(ctx.Input.Keys, ebiten.KeyDown)
	s.Update(ctx)
	ctx.Input.Reset()
	s.goTo(ctx, len(s.line)-1)
	s.Update(ctx)
	if got := s.node().Move().Point.GTP(7); got != "B2" || s.where.Text != "Move 5 of 5" || s.variation.Format(s.variation.Value) != "Try 1" {
		t.Errorf("the try ends at %s (%q), shown as %q; want B2, move 5 of 5, Try 1", got, s.where.Text, s.variation.Format(s.variation.Value))
	}
	if req := s.back(ctx); req != (ContinueGame{}) || m.Position().MoveNumber() != 3 || m.Position().LastMove() != pt {
		t.Fatalf("Back to game from the try: the game at move %d, last %v; want move 3, B6", m.Position().MoveNumber(), m.Position().LastMove())
	}
	// Left otherwise than by Back to game, the game is as it was.
	s = newReviewScene(ctx, sess, sprites, false)
	s.goTo(ctx, 1)
	s.Leave(ctx)
	if m.Position().MoveNumber() != 3 || m.Paused() {
		t.Errorf("after leaving the review: move %d, paused %v", m.Position().MoveNumber(), m.Paused())
	}
}

func TestReviewPausesTheComputersAndKeepsThemPausedAfterGoingBack(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	sprites, _ := board.LoadSprites()
	s := people()
	s.Seats[engine.Black], s.Seats[engine.White] = game.Computer("beginner"), game.Computer("beginner")
	sess := newTestSession(t, ctx, s, "D4", "C5", "E3")
	m := sess.Match()
	r := newReviewScene(ctx, sess, sprites, false)
	if !m.Paused() || m.Thinking() {
		t.Fatalf("in the review the computers play on: paused %v, thinking %v", m.Paused(), m.Thinking())
	}
	r.goTo(ctx, 1)
	r.playFromHere(ctx)
	if !m.Paused() || m.Position().MoveNumber() != 1 {
		t.Errorf("between computers, a game gone back stays paused: paused %v, move %d", m.Paused(), m.Position().MoveNumber())
	}
}

// runFiles updates the files scene until its work is done and returns the request it made, waiting between
// updates for the work's answer (the Ready channel of its Slot); the test fails after a minute without one.
func runFiles(t *testing.T, ctx *Context, s *filesScene) Request {
	t.Helper()
	for {
		req := s.Update(ctx)
		ctx.Input.Reset()
		ready := s.listing.Ready()
		if ready == nil {
			ready = s.working.Ready()
		}
		if req != nil || ready == nil {
			return req
		}
		<-ready // work that never answers is caught by the test's timeout
	}
}

func TestFilesSaveAsksBeforeReplacingAndLoadExplainsABadFile(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.GamesDirEnv, dir)
	t.Setenv(game.ConfigDirEnv, filepath.Join(dir, "config"))
	ctx := testContext(t, "en", 1200, 760)
	newTestSession(t, ctx, people(), "D4", "C5")

	s := newFilesScene(ctx, true, nil, ContinueGame{})
	runFiles(t, ctx, s)
	s.name.SetText("first game")
	s.startSave(ctx)
	if req := runFiles(t, ctx, s); req != (ContinueGame{}) {
		t.Fatalf("save: %T, message %q", req, s.message.Text)
	}
	if _, err := game.LoadGame(filepath.Join(dir, "first game.sgf")); err != nil {
		t.Fatal(err)
	}
	// The same name again: a question first, then the file is replaced.
	s = newFilesScene(ctx, true, nil, ContinueGame{})
	runFiles(t, ctx, s)
	s.name.SetText("first game")
	s.startSave(ctx)
	if s.working.Running() || !strings.Contains(s.message.Text, "Replace") || s.action.Text != "Replace" {
		t.Fatalf("saving over a file: %q, button %q", s.message.Text, s.action.Text)
	}
	s.startSave(ctx)
	if req := runFiles(t, ctx, s); req != (ContinueGame{}) {
		t.Fatalf("replace: %T, %q", req, s.message.Text)
	}
	s.name.SetText("a/b")
	s.startSave(ctx)
	if !s.bad || s.working.Running() {
		t.Errorf("a name with a slash: %q", s.message.Text)
	}

	// A damaged file is explained, with where the problem is; the game stays.
	if err := os.WriteFile(filepath.Join(dir, "broken.sgf"), []byte("(;FF[4]SZ[7]\n;B[dd];W[d"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Newest first: the broken file, a minute newer than the saved game, is listed on top.
	saved, err := filepath.Glob(filepath.Join(dir, "*.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range saved {
		when := time.Now().Add(-time.Hour)
		if filepath.Base(f) == "broken.sgf" {
			when = when.Add(time.Minute)
		}
		if err := os.Chtimes(f, when, when); err != nil {
			t.Fatal(err)
		}
	}
	l := newFilesScene(ctx, false, nil, ToMenu{})
	runFiles(t, ctx, l)
	if len(l.entries) != 2 || l.entries[l.list.Selected].Name != "broken" {
		t.Fatalf("listed %d files, selected %d", len(l.entries), l.list.Selected)
	}
	l.startLoad(ctx)
	if req := runFiles(t, ctx, l); req != nil {
		t.Fatalf("a broken file opened: %T", req)
	}
	for _, want := range []string{"broken.sgf", "line 2", "not changed"} {
		if !strings.Contains(l.message.Text, want) {
			t.Errorf("message %q does not say %q", l.message.Text, want)
		}
	}
	l.list.Select(1)
	l.startLoad(ctx)
	req := runFiles(t, ctx, l)
	open, ok := req.(OpenRecord)
	if !ok {
		t.Fatalf("loading the saved game: %T", req)
	}
	if rp := open.Record.Root().Position(); rp.Cols() != 7 {
		t.Fatalf("the saved game has %d columns", rp.Cols())
	}
}

func TestDroppedFilesAreReadOrExplained(t *testing.T) {
	good := mustRecord(t, people(), "D4", "C5")
	data, err := sgf.Marshal(good)
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{"game.sgf": {Data: data}, "bad.sgf": {Data: []byte("(;SZ[99])")}}
	r := readDropped(fsys, "game.sgf")
	g := r.rec
	if r.err != nil || r.lesson != nil || g.Position().Cols() != 7 {
		t.Fatalf("good file: %+v", r)
	}
	if r := readDropped(fsys, "bad.sgf"); !errors.Is(r.err, sgf.ErrBadSize) {
		t.Errorf("bad size: %v", r.err)
	}
	// What the window does with the result: open the game, or say what is wrong.
	a := &App{}
	a.ctx = *testContext(t, "en", 1200, 760)
	a.ctx.svc = &services{}
	if req := a.openDropped(dropLoaded{err: &game.FileError{Path: "bad.sgf", Err: sgf.ErrBadSize}}); req != nil || !strings.Contains(a.ctx.svc.toast.text, "bad.sgf") {
		t.Errorf("bad drop: request %v, message %q", req, a.ctx.svc.toast.text)
	}
	if req, ok := a.openDropped(dropLoaded{rec: g}).(OpenRecord); !ok || req.Record != g {
		t.Errorf("good drop: %v", req)
	}
}

func TestSettingsApplyAtOnce(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	s := newSettingsScene(ctx, ToMenu{})
	s.Update(ctx)
	click := func(p image.Point) {
		in := ctx.Input
		for _, step := range []func(){
			func() { in.Pos, in.Kind = p, widget.PointerMouse },
			func() { in.Down, in.Pressed = true, true },
			func() { in.Down, in.Released = false, true },
		} {
			in.Reset()
			step()
			s.Update(ctx)
		}
		in.Reset()
		s.Update(ctx)
	}
	mid := func(r image.Rectangle) image.Point { return image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2) }
	click(mid(s.sound.Rect))
	if ctx.Settings.Sound {
		t.Error("the sound switch did not turn the sound off")
	}
	click(mid(s.coords.Rect))
	if ctx.Settings.Aids.Coordinates || coordsOn(ctx) {
		t.Error("the coordinates switch did not hide the coordinates")
	}
	if !s.consts[3].Hidden || s.consts[3].Rect.Overlaps(s.lang.Rect) {
		t.Error("the thesis players' constants show on the general page")
	}
	pages := widget.SplitH(s.page.Rect, len(s.page.Options), 0)
	back := s.done.Rect
	click(mid(pages[1])) // Advanced
	if s.consts[3].Hidden || !s.lang.Hidden || s.done.Rect != back {
		t.Fatalf("the advanced page: constants hidden %v, language shown %v, Back moved from %v to %v",
			s.consts[3].Hidden, !s.lang.Hidden, back, s.done.Rect)
	}
	plus := s.consts[3].Rect
	click(image.Pt(plus.Max.X-5, (plus.Min.Y+plus.Max.Y)/2)) // δ +0.05
	if got := ctx.Settings.Eval.Delta; got < 3.499 || got > 3.501 {
		t.Errorf("δ after +: %v, want 3.5", got)
	}
	if s.restore.Disabled {
		t.Fatal("Restore defaults is disabled with a changed constant")
	}
	click(mid(s.restore.Rect))
	if ctx.Settings.Eval != game.DefaultEval() {
		t.Errorf("after Restore defaults: %+v", ctx.Settings.Eval)
	}
	click(mid(pages[0])) // General
	lang := widget.SplitH(s.lang.Rect, len(s.lang.Options), 0)
	click(mid(lang[1]))
	if ctx.Tr.Lang() != "cs" || ctx.Settings.Language != "cs" || s.title.Text != "Nastavení" {
		t.Errorf("language: %s / %s, title %q", ctx.Tr.Lang(), ctx.Settings.Language, s.title.Text)
	}
}

func TestSoundsDecode(t *testing.T) {
	pcm, err := decodeSounds()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{assets.StoneWAV, assets.CaptureWAV, assets.GameEndWAV, assets.IllegalWAV} {
		b := pcm[name]
		// 16-bit stereo samples, between a few milliseconds and a few seconds long.
		if len(b)%4 != 0 || len(b) < 4*sampleRate/100 || len(b) > 4*sampleRate*5 {
			t.Errorf("%s: %d bytes of samples", name, len(b))
		}
	}
	var none *Sounds
	none.Play(assets.StoneWAV) // a game without sound plays nothing and does not fail
	none.Set(true, 1)
}

func TestStartOffersTheAutosavedGameOrSaysWhyNot(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, dir)
	// A game left open last time is the kept game: the menu offers Continue.
	ctx := testContext(t, "en", 1200, 760)
	sess := newTestSession(t, ctx, people(), "D4", "C5")
	sess.Match().SetDelays(game.DefaultReplyDelay, 250*time.Millisecond)
	a, _ := game.AutosaveOf(sess.Match(), map[string]string{game.UIWatchDelay: "250"})
	writeAutosave(t, a)
	app, err := NewApp(Options{Lang: "en", Session: SessionOptions{Persist: true, NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	if app.ctx.Session == nil || app.ctx.Session.Match().Position().Hash() != sess.Match().Position().Hash() {
		t.Fatal("the autosaved game was not restored")
	}
	if d := app.ctx.Session.Match().WatchDelay(); d != 250*time.Millisecond {
		t.Errorf("restored watch speed %v, want 250ms", d)
	}
	menu, ok := app.mgr.cur.(*menuScene)
	if !ok || menu.cont.Hidden {
		t.Fatalf("first screen %T, Continue hidden", app.mgr.cur)
	}
	app.Close()

	// A damaged autosave is kept as a copy, recovered as far as it can be read, and said so.
	path := filepath.Join(dir, game.AutosaveFile)
	damaged := "(;FF[4]SZ[7]AGAS[{\"v\":1,\"path\":[\"B[zz\\]\"\\]}];B[dd])"
	if err := os.WriteFile(path, []byte(damaged), 0o644); err != nil {
		t.Fatal(err)
	}
	app, err = NewApp(Options{Lang: "en", Session: SessionOptions{Persist: true, NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	if app.ctx.Session == nil || app.ctx.Session.Match().Position().MoveNumber() != 1 {
		t.Fatal("the move of the damaged autosave was not recovered")
	}
	if msg := app.ctx.svc.toast.text; !strings.Contains(msg, "recovered up to move 1") || !strings.Contains(msg, path+game.BadAutosaveSuffix) {
		t.Errorf("message %q", msg)
	}
	if kept, err := os.ReadFile(path + game.BadAutosaveSuffix); err != nil || string(kept) != damaged {
		t.Errorf("the copy of the damaged autosave: %q, %v", kept, err)
	}
	app.Close()
	// The recovered game was written anew.
	if a, rec, err := game.OpenAutosave(); err != nil || rec != nil || a.Game.Position().MoveNumber() != 1 {
		t.Errorf("the recovered game was not written again: %v, recovery %v", err, rec)
	}

	// Nothing readable: said in the person's language, the file kept as a copy of its own beside the first.
	if err := os.WriteFile(path, []byte("not a game"), 0o644); err != nil {
		t.Fatal(err)
	}
	app, err = NewApp(Options{Lang: "cs", Session: SessionOptions{Persist: true, NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	if app.ctx.Session != nil {
		t.Error("a game was made up from nothing")
	}
	if msg := app.ctx.svc.toast.text; !strings.Contains(msg, "nelze obnovit") || !strings.Contains(msg, path+".2"+game.BadAutosaveSuffix) {
		t.Errorf("message %q", msg)
	}
	if kept, err := os.ReadFile(path + game.BadAutosaveSuffix); err != nil || string(kept) != damaged {
		t.Errorf("the copy of the first damaged autosave: %q, %v", kept, err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the damaged autosave is still there: %v", err)
	}
}

func TestAFileOpenedAtStartKeepsTheGameLeftOpen(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, dir)
	ctx := testContext(t, "en", 1200, 760)
	left := newTestSession(t, ctx, people(), "D4", "C5", "E3")
	a, _ := game.AutosaveOf(left.Match(), nil)
	writeAutosave(t, a)
	opened := mustRecord(t, people(), "B2")
	app, err := NewApp(Options{Lang: "en", Record: opened, Session: SessionOptions{Persist: true, NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(app.ctx.svc.toast.text, "Game left open earlier") {
		t.Errorf("message %q", app.ctx.svc.toast.text)
	}
	app.Close()
	es := game.PreviousEntries()
	if len(es) != 1 || es[0].Header.Moves != 3 {
		t.Fatalf("the game left open is not kept as the previous game: %+v", es)
	}
	// The Load list offers it first and opens it with its moves.
	ctx = testContext(t, "en", 1200, 760)
	s := newFilesScene(ctx, false, nil, ToMenu{})
	req := runFiles(t, ctx, s)
	if len(s.entries) == 0 || s.list.Rows[0][0].Text != "Game left open earlier" {
		t.Fatalf("the Load list does not start with the game left open earlier: %v", s.list.Rows)
	}
	_ = req
	s.list.Select(0)
	s.startLoad(ctx)
	or, ok := runFiles(t, ctx, s).(OpenRecord)
	if !ok || or.Record.Position().MoveNumber() != 3 {
		t.Fatalf("opening the game left open earlier asked for %#v", or)
	}
}

// TestTwoFilesOpenedOneAfterTheOtherKeepBothGames opens a file at start over a game left open, then another file
// over the first file's game: the Load list offers both games left open, the latest first, each with its moves.
func TestTwoFilesOpenedOneAfterTheOtherKeepBothGames(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, dir)
	ctx := testContext(t, "en", 1200, 760)
	left := newTestSession(t, ctx, people(), "D4", "C5", "E3")
	a, _ := game.AutosaveOf(left.Match(), nil)
	writeAutosave(t, a)
	for _, moves := range [][]string{{"B2"}, {"B2", "C3"}} {
		app, err := NewApp(Options{Lang: "en", Record: mustRecord(t, people(), moves...), Session: SessionOptions{Persist: true, NoSound: true}})
		if err != nil {
			t.Fatal(err)
		}
		app.Close()
	}
	ctx = testContext(t, "en", 1200, 760)
	s := newFilesScene(ctx, false, nil, ToMenu{})
	runFiles(t, ctx, s)
	var got []string
	for _, row := range s.list.Rows {
		if row[0].Text == "Game left open earlier" {
			got = append(got, row[len(row)-1].Text)
		}
	}
	if want := []string{"1 move", "3 moves"}; !slices.Equal(got, want) {
		t.Errorf("the Load list offers games left open of %q; want the first file's game, then the game left open first, %q", got, want)
	}
}

// TestNoConfigFolderIsTold starts the window where the system names no config folder (no HOME, no
// XDG_CONFIG_HOME, no ATARIGO_CONFIG_DIR): the first screen says so, and that nothing will be kept.
func TestNoConfigFolderIsTold(t *testing.T) {
	if !readsXDGHere() {
		t.Skip("this system always names a config folder")
	}
	t.Setenv(game.ConfigDirEnv, "")
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("HOME", "")
	app, err := NewApp(Options{Lang: "en", Session: KeptSession()})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	tr := game.NewTranslator("en")
	if msg := app.ctx.svc.toast.text; !strings.Contains(msg, tr.T("error.no_config_dir")) || !strings.Contains(msg, "Nothing is kept") {
		t.Errorf("message %q; want it to say there is no config folder and that nothing is kept", msg)
	}
}

// readsXDGHere reports whether the config folder comes from XDG_CONFIG_HOME or HOME on this system.
func readsXDGHere() bool {
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "plan9", "js", "android":
		return false
	}
	return true
}

func TestAFailedAutosaveIsToldWithAWayToSaveElsewhere(t *testing.T) {
	file := filepath.Join(t.TempDir(), "config")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(game.ConfigDirEnv, file) // a file where the config folder should be
	t.Setenv(game.GamesDirEnv, t.TempDir())
	app, err := NewApp(Options{Lang: "en", Session: SessionOptions{Persist: true, NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	if app.ctx.Session != nil || !strings.HasPrefix(app.ctx.svc.toast.text, "Your progress could not be read from "+file) {
		t.Fatalf("a config path that is a file holds no game, and the start says the progress cannot be read; message %q",
			app.ctx.svc.toast.text)
	}
	sess := newTestSession(t, &app.ctx, people(), "D4")
	app.ctx.svc.keeper.Keep(sess)
	sess.Do(sess.Match().Play(engine.Pt(2, 2)))
	app.ctx.svc.keeper.Close()
	app.checkAutosaveWrites()
	sv := app.ctx.svc
	if !strings.Contains(sv.toast.text, "could not be saved automatically in "+file) ||
		!strings.Contains(sv.toast.text, "a file stands where the folder should be") {
		t.Errorf("message %q", sv.toast.text)
	}
	if len(sv.toast.actions) != 1 || sv.toast.actions[0].Text != "Save" {
		t.Fatal("the message offers no Save")
	}
	if _, ok := sv.toast.acts[0].(ToFiles); !ok {
		t.Errorf("its button asks for %T", sv.toast.acts[0])
	}
	// Quit would lose the game: it asks first, and its message's button quits.
	if !app.ctx.quitUnsaved() || len(sv.toast.actions) != 1 || sv.toast.acts[0] != (Quit{}) {
		t.Fatalf("quitting with a game that cannot be saved: message %q", sv.toast.text)
	}
	sv.toast.update(app.ctx.Theme, []image.Rectangle{image.Rect(0, 0, 1200, 760)}, image.Rectangle{}, nil)
	r := sv.toast.actions[0].Rect
	in := &app.input
	in.Pos, in.Kind, in.Down, in.Pressed = image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2), widget.PointerMouse, true, true
	app.servicesBefore()
	in.Reset()
	in.Pos, in.Released = image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2), true
	app.servicesBefore()
	if !app.quitAsked {
		t.Error("the message's Quit did not quit")
	}
}

// TestAFailedProgressWriteIsToldInTheLearnersLanguage makes the learner's file a folder after the start, as a
// machine can: the page done is told at once as not saved, in Czech, with where and why; Quit asks first; once the
// folder is gone the store's timer writes the page, and the window says so.
func TestAFailedProgressWriteIsToldInTheLearnersLanguage(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, t.TempDir())
	app, err := NewApp(Options{Lang: "cs", Session: SessionOptions{Persist: true, NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	app.ctx.Now = func() time.Time { return now }
	sv, tr := app.ctx.svc, app.ctx.Tr
	path := game.LearnerPath(dir, game.DefaultLearnerID)
	if err := os.MkdirAll(filepath.Join(path, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	app.ctx.Learner.Tutorial.Done("01-stones", 2, 3) // as the lesson scene records a page
	app.ctx.SaveProgress()
	sv.progress.Flush()
	app.checkProgressWrites()
	want := tr.T("progress.write_failed", filepath.Dir(path), tr.T("write.problem.not_a_file"))
	if sv.toast.text != want || !sv.toast.bad || !strings.Contains(want, "nepodařilo uložit") {
		t.Fatalf("message %q, want %q", sv.toast.text, want)
	}
	app.checkProgressWrites()
	if sv.toast.text != want {
		t.Errorf("the failure was told again: %q", sv.toast.text)
	}
	if !app.ctx.quitUnsaved() || sv.toast.text != tr.T("quit.progress_unsaved") || len(sv.toast.acts) != 1 || sv.toast.acts[0] != (Quit{}) {
		t.Fatalf("quitting with progress that cannot be saved: message %q", sv.toast.text)
	}
	if err := os.RemoveAll(path); err != nil {
		t.Fatal(err)
	}
	now = now.Add(10 * time.Second)
	app.checkProgressWrites() // the timer, started when the failure was seen, is due: written again
	sv.progress.Flush()
	app.checkProgressWrites()
	if sv.toast.text != tr.T("progress.write_ok") || len(sv.toast.actions) != 0 || app.ctx.quitUnsaved() {
		t.Fatalf("after the folder went: message %q", sv.toast.text)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if l, _, err := game.ReadLearner(data); err != nil || l.Tutorial.Stars("01-stones", 2) != 3 {
		t.Errorf("the learner's file holds %s (%v)", data, err)
	}
}

// TestTheProgressInTheSettingsMovesToTheLearnersFile starts on settings an older version wrote, with stars in them:
// the lesson map shows them, and they are in the learner's file.
func TestTheProgressInTheSettingsMovesToTheLearnersFile(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, t.TempDir())
	old := `{"version": 1, "tutorial": {"offered": true, "lessons": {"01-stones": [3, 3, 3, 3, 3, 3, 3, 3]}}}`
	if err := os.WriteFile(filepath.Join(dir, game.SettingsFile), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	app, err := NewApp(Options{Lang: "en", Session: KeptSession()})
	if err != nil {
		t.Fatal(err)
	}
	if st := app.ctx.Learner.Tutorial.State("01-stones", 8); !st.Finished() {
		t.Errorf("the first lesson is not finished after the move: %+v", st)
	}
	app.Close()
	data, err := os.ReadFile(game.LearnerPath(dir, game.DefaultLearnerID))
	if err != nil {
		t.Fatal(err)
	}
	if l, _, err := game.ReadLearner(data); err != nil || !l.Tutorial.Offered || l.Tutorial.Stars("01-stones", 7) != 3 {
		t.Errorf("the learner's file holds %s (%v)", data, err)
	}
}

// TestASettingsFileThatIsAFolderLosesNoStar starts with a folder where settings.json should be: the settings cannot
// be read nor written, but the learner's stars go to the learner's own file all the same.
func TestASettingsFileThatIsAFolderLosesNoStar(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, t.TempDir())
	if err := os.MkdirAll(filepath.Join(dir, game.SettingsFile, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	app, err := NewApp(Options{Lang: "en", Session: KeptSession()})
	if err != nil {
		t.Fatal(err)
	}
	app.ctx.Learner.Tutorial.Done("03-atari", 1, 2)
	app.ctx.SaveProgress()
	app.Close()
	data, err := os.ReadFile(game.LearnerPath(dir, game.DefaultLearnerID))
	if err != nil {
		t.Fatal(err)
	}
	if l, _, err := game.ReadLearner(data); err != nil || l.Tutorial.Stars("03-atari", 1) != 2 {
		t.Errorf("the learner's file holds %s (%v)", data, err)
	}
}

// TestPlayButtonsStayWhenAMessageComes refuses a move: the message shows, and no button moves.
func TestPlayButtonsStayWhenAMessageComes(t *testing.T) {
	for _, size := range [][2]int{{1200, 760}, {1024, 640}, {540, 960}} {
		ctx := testContext(t, "en", size[0], size[1])
		sprites, err := board.LoadSprites()
		if err != nil {
			t.Fatal(err)
		}
		sess := newTestSession(t, ctx, people(), "D4")
		s := newPlayScene(ctx, sess, sprites)
		s.Update(ctx)
		rects := func() map[string]image.Rectangle {
			out := map[string]image.Rectangle{}
			for _, w := range s.form.Items() {
				if b, ok := w.(*widget.Button); ok && !b.Hidden {
					out[b.Text] = b.Rect
				}
			}
			return out
		}
		before := rects()
		s.boardAction(ctx, engine.Pt(3, 3)) // D4 is taken
		s.Update(ctx)
		s.Update(ctx)
		if s.message.Text == "" || s.message.Rect.Empty() {
			t.Fatalf("%v: no message for a move on a stone", size)
		}
		for text, r := range rects() {
			if before[text] != r {
				t.Errorf("%v: %q moved from %v to %v when the message came", size, text, before[text], r)
			}
		}
	}
}

// TestResignAsksFirst clicks Resign once (the game goes on, the button asks again) and twice (the game is over).
func TestResignAsksFirst(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	goGame := game.Setup{Rules: engine.GoRules(engine.Territory, 6.5), Cols: 9, Rows: 9, First: engine.Black}
	sess := newTestSession(t, ctx, goGame, "E5", "C3")
	s := newPlayScene(ctx, sess, sprites)
	s.Update(ctx)
	clickButton(t, ctx, s, s.resign)
	if sess.Match().State() == game.Over || s.resign.Text != "Really resign?" {
		t.Fatalf("one click: state %v, button %q", sess.Match().State(), s.resign.Text)
	}
	clickButton(t, ctx, s, s.resign)
	if o := sess.Match().Outcome(); o.Reason != engine.ByResignation {
		t.Fatalf("two clicks: outcome %+v", o)
	}
}

// TestANewGameOffersTheOneLeft starts a new game over an unfinished one: the message offers it back, and its button
// brings it back with its moves.
func TestANewGameOffersTheOneLeft(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, dir)
	app, err := NewApp(Options{Lang: "en", Session: SessionOptions{Persist: true, NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	left := newTestSession(t, &app.ctx, people(), "D4", "C5", "E3")
	app.mgr.cur = app.build(StartGame{Setup: people()})
	sv := app.ctx.svc
	if !strings.Contains(sv.toast.text, "The game you left is kept") || len(sv.toast.actions) != 1 {
		t.Fatalf("message %q", sv.toast.text)
	}
	back, ok := sv.toast.acts[0].(OpenRecord)
	if !ok || !back.Previous {
		t.Fatalf("its button asks for %#v", sv.toast.acts[0])
	}
	app.mgr.cur = app.build(back)
	if app.ctx.Session == left || app.ctx.Session.Match().Position().MoveNumber() != 3 {
		t.Fatal("the game left was not brought back")
	}
	// A game not begun is replaced without a word.
	app.mgr.cur = app.build(StartGame{Setup: people()})
	sv.toast.text = ""
	app.mgr.cur = app.build(StartGame{Setup: people()})
	if sv.toast.text != "" {
		t.Errorf("a game not begun was offered back: %q", sv.toast.text)
	}
}

// TestOddMovesAreMarked opens a record whose move breaks the rules as recorded (a stone on a stone): the board marks
// that move with "!" in the game and in the review.
func TestOddMovesAreMarked(t *testing.T) {
	g, err := sgf.Read([]byte("(;FF[4]GM[1]SZ[5];B[cc];W[cc];B[bb])"))
	if err != nil {
		t.Fatal(err)
	}
	g.ToEnd()
	var mk board.Marks
	oddMoves(&mk, g.Irregular(), g.Current(), g.Position())
	if len(mk.Labels) != 1 || mk.Labels[0].Text != "!" || mk.Labels[0].Point != engine.Pt(2, 2) {
		t.Fatalf("labels %+v, want ! on C3", mk.Labels)
	}
	mk = board.Marks{}
	first := g.Root().Children()[0]
	p := first.Position()
	oddMoves(&mk, g.Irregular(), first, &p)
	if len(mk.Labels) != 0 {
		t.Errorf("the move before the odd one is marked: %+v", mk.Labels)
	}
}

// writeAutosave writes a as the autosave in ConfigDir, as the Keeper does, and waits for the write.
func writeAutosave(t *testing.T, a game.Autosave) {
	t.Helper()
	as, err := game.NewAutosaver()
	if err != nil {
		t.Fatal(err)
	}
	if err := as.Save(a); err != nil {
		t.Fatal(err)
	}
	if err := as.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestAfterARatedGameTheNextOpponentIsSuggested ends a game the learner's rating counted: the end's words say whom
// the new rating picks, and a button beside them starts the same game against that level; when the rating picks the
// level just played there is no such button, and Play again is always the same game.
func TestAfterARatedGameTheNextOpponentIsSuggested(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	setup := game.DefaultSetup()
	setup.Seats = [3]game.Seat{engine.Black: game.Human, engine.White: game.Computer("beginner")}
	// Black captures at once: the game is over.
	sess := newTestSession(t, ctx, setup, "A2", "A1", "B1")
	s := newPlayScene(ctx, sess, sprites)
	beginner, easy := game.Opponent{Level: "beginner"}, game.Opponent{Level: "easy"}
	for _, tc := range []struct {
		next           game.Opponent
		words, caption string
		level          string
	}{
		{easy, "Try Easy next: it suits your new rating.", "Play Easy", "easy"},
		{beginner, "Play Beginner again next: it still suits your rating.", "", "beginner"},
		{game.Opponent{Level: "beginner", Stones: 2}, "Try Beginner next, with 2 extra stones: that suits your new rating.", "Play Beginner", "beginner"},
	} {
		s.rated = ratedLine{family: ai.FamilyAtari7, rating: 1000, change: 12, played: beginner, next: tc.next}
		s.Update(ctx)
		if sess.Match().State() != game.Over {
			t.Fatalf("the game is not over: %v", sess.Match().State())
		}
		if !strings.Contains(s.words.Text+" "+s.detail.Text, tc.words) || !s.nextUp.Hidden && s.nextUp.Text != tc.caption ||
			s.nextUp.Hidden != (tc.caption == "") {
			t.Errorf("next %v: words %q, button %q (hidden %v); want %q and %q", tc.next, s.words.Text, s.nextUp.Text,
				s.nextUp.Hidden, tc.words, tc.caption)
		}
		if !s.nextUp.Hidden {
			req, ok := clickButton(t, ctx, s, s.nextUp).(StartGame)
			if !ok || req.Setup.Seats[engine.White] != game.Computer(tc.level) || req.Setup.Handicap != tc.next.Stones {
				t.Errorf("next %v: the button starts %+v", tc.next, req.Setup)
			}
		}
		if req, ok := clickButton(t, ctx, s, s.again).(StartGame); !ok || req.Setup.Seats[engine.White] != game.Computer("beginner") {
			t.Errorf("next %v: Play again starts %+v", tc.next, req.Setup)
		}
	}
}
