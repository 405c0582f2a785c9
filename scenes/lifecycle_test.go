package scenes

import (
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
)

// phoneApp returns an App as the phone app makes it (no Quit button, settings and autosave kept in a folder of
// its own), laid out on a 390×844 screen at the menu.
func phoneApp(t *testing.T) (*App, *ebiten.Image) {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, filepath.Join(dir, "games"))
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	app, err := NewApp(Options{Lang: "en", Sprites: sprites, NoQuit: true, Session: SessionOptions{Persist: true, NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Close)
	app.Layout(390, 844)
	screen := ebiten.NewImage(390, 844)
	settle(t, app, screen)
	return app, screen
}

// settle runs frames until no fade runs.
func settle(t *testing.T, app *App, screen *ebiten.Image) {
	t.Helper()
	runFrames(t, app, screen, 1)
	for i := 0; i < 10*fadeFrames && (app.mgr.out > 0 || app.mgr.in > 0); i++ {
		runFrames(t, app, screen, 1)
	}
}

func TestBackDoesWhatEscapeDoesAndLetsTheMenuClose(t *testing.T) {
	app, screen := phoneApp(t)
	if app.Back() {
		t.Fatal("Back at the menu was taken; the system should close the app")
	}
	lessons, err := app.ctx.lessons()
	if err != nil || len(lessons) == 0 {
		t.Fatalf("no lessons: %v", err)
	}
	tests := []struct {
		name   string
		open   []Request // from the menu, one after another
		help   bool      // the play scene's help is open
		before string    // the scene Back is pressed on
		after  string    // the scene Back leads to
	}{
		{"setup", []Request{ToSetup{}}, false, "setup", "menu"},
		{"settings", []Request{ToSettings{Back: ToMenu{}}}, false, "settings", "menu"},
		{"learn more", []Request{ToLearn{Back: ToMenu{}}}, false, "learn", "menu"},
		{"progress", []Request{ToProgress{Back: ToMenu{}}}, false, "progress", "menu"},
		{"lesson map", []Request{ToTutorial{Back: ToMenu{}}}, false, "tutorial", "menu"},
		{"lesson page", []Request{OpenLesson{Key: lessons[0].Key, Page: 0}}, false, "lesson", "tutorial"},
		{"load", []Request{ToFiles{Back: ToMenu{}}}, false, "files", "menu"},
		{"study board", []Request{ToStudy{}}, false, "study", "menu"},
		{"game", []Request{StartGame{Setup: people()}}, false, "play", "menu"},
		{"help over the game", []Request{ContinueGame{}}, true, "play", "play"},
		{"review", []Request{ContinueGame{}, ToReview{}}, false, "review", "play"},
		{"save", []Request{ContinueGame{}, ToFiles{Save: true, Back: ContinueGame{}}}, false, "files", "play"},
	}
	for _, tt := range tests {
		for _, req := range tt.open {
			app.mgr.ask(req)
			settle(t, app, screen)
		}
		if tt.help {
			app.mgr.cur.(*playScene).helpOpen = true
		}
		if got := app.Scene(); got != tt.before {
			t.Fatalf("%s: opened %q, want %q", tt.name, got, tt.before)
		}
		if !app.Back() {
			t.Fatalf("%s: Back was refused", tt.name)
		}
		settle(t, app, screen)
		if got := app.Scene(); got != tt.after {
			t.Errorf("%s: Back led to %q, want %q", tt.name, got, tt.after)
		}
		if tt.help && app.mgr.cur.(*playScene).helpOpen {
			t.Errorf("%s: the help stayed open", tt.name)
		}
		if app.Scene() != "menu" {
			app.mgr.ask(ToMenu{})
			settle(t, app, screen)
		}
		if app.Back() {
			t.Fatalf("%s: Back at the menu was taken", tt.name)
		}
	}
	// While a screen fades over to the next, a back press is taken and changes nothing.
	app.mgr.ask(ToSetup{})
	runFrames(t, app, screen, 1)
	if !app.Back() {
		t.Error("Back during a fade was refused")
	}
	settle(t, app, screen)
	if got := app.Scene(); got != "setup" {
		t.Errorf("Back during the fade to the setup led to %q", got)
	}
}

func TestSuspendWritesTheGameAndTheSettings(t *testing.T) {
	app, screen := phoneApp(t)
	app.mgr.ask(StartGame{Setup: people()})
	settle(t, app, screen)
	sess := app.ctx.Session
	m := sess.Match()
	for _, move := range []string{"D4", "C5", "E5"} {
		pt, err := engine.ParseGTPPoint(move, 7, 7)
		if err != nil {
			t.Fatal(err)
		}
		if err := sess.Do(m.Play(pt)); err != nil {
			t.Fatal(err)
		}
	}
	app.ctx.Settings.Volume = 0.3
	app.ctx.SaveSettings()
	// No frame has run since: Suspend alone writes both, and waits until they are written.
	if err := app.Suspend(); err != nil {
		t.Fatal(err)
	}
	a, rec, err := game.OpenAutosave()
	if err != nil || rec != nil {
		t.Fatalf("no autosave after Suspend: %v, recovery %v", err, rec)
	}
	if a.Game.Position().Hash() != m.Position().Hash() {
		t.Errorf("the autosave holds move %d, the game is at move %d", a.Game.Position().MoveNumber(), m.Position().MoveNumber())
	}
	st, err := game.LoadSettings()
	if err != nil || st.Volume != 0.3 {
		t.Errorf("settings after Suspend: volume %v, %v", st.Volume, err)
	}
	// The game goes on after Resume, drawn whole.
	app.Resume()
	if app.redraw.owed == 0 {
		t.Error("Resume does not draw the next frame whole")
	}
	runFrames(t, app, screen, 2)
	if app.Scene() != "play" || app.ctx.Session != sess {
		t.Errorf("after Resume: %q", app.Scene())
	}
}
