package mobile

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes"
	"github.com/seed593a7f8d/atarigo/scenes/script"
)

// startPhone starts the game as the app does after the system started it: a new phone, Start with the files folder
// and locale, and the frames driven by a touch-only script (its {key} replaced by the catalog's text in
// lang). It returns the phone and a function that runs frames on a w×h screen until the script is done.
func startPhone(t *testing.T, dir, locale, lang, text string) (*phone, func(w, h int)) {
	t.Helper()
	t.Cleanup(func() {
		game.SetAppDir("")
		game.SetAppLocale("")
	})
	tr := game.NewTranslator(lang)
	text = regexp.MustCompile(`\{([^}]+)\}`).ReplaceAllStringFunc(text, func(s string) string { return tr.T(s[1 : len(s)-1]) })
	sc, err := script.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	p := &phone{options: func(o *scenes.Options) {
		o.Driver, o.Session.NoSound = sc, true
	}}
	current = p
	if dir != "" {
		Start(dir, locale)
	}
	t.Cleanup(func() {
		if p.app != nil {
			p.app.Close()
		}
	})
	return p, func(w, h int) {
		t.Helper()
		screen := ebiten.NewImage(w, h)
		for end := time.Now().Add(2 * time.Minute); !sc.Done(); {
			p.Layout(w, h)
			if err := p.Update(); err != nil {
				t.Fatal(err)
			}
			p.Draw(screen)
			if time.Now().After(end) {
				t.Fatal("the script did not end in time")
			}
		}
		if _, err := sc.Quit(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestAGameInTheFilesFolderSurvivesSuspendAndANewStart(t *testing.T) {
	for _, v := range []string{game.ConfigDirEnv, game.GamesDirEnv, "LC_ALL", "LC_MESSAGES", "LANG"} {
		t.Setenv(v, "")
	}
	dir := t.TempDir()
	// A first start in Czech: a game against the computer, left for the menu with the back button.
	_, run := startPhone(t, dir, "cs-CZ", "cs", `
touch
scene menu
press {common.new_game}
scene setup
press {common.start_game}
scene play
play D4
idle 20000
press {common.save}
scene files
idle 2000
press {common.save}
scene play
back
scene menu
back closes
`)
	run(390, 844)
	// The system pauses the app, and may end it without warning.
	Suspend()
	saved, rec, err := game.OpenAutosave()
	if err != nil || rec != nil {
		t.Fatalf("no autosave in the files folder after Suspend: %v, recovery %v", err, rec)
	}
	if n := saved.Game.Position().MoveNumber(); n < 2 {
		t.Fatalf("the autosave holds %d moves, want the person's and the computer's", n)
	}
	for _, f := range []string{game.AutosaveFile, game.SettingsFile} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s is not in the files folder: %v", f, err)
		}
	}
	games, err := game.NewLibrary(filepath.Join(dir, game.AppGamesDir)).List(context.Background())
	if err != nil || len(games) != 1 || games[0].Err != nil {
		t.Fatalf("saved games in the files folder: %v, %d", err, len(games))
	}

	// A new start (the process was ended), the phone now set to English: the game keeps the language chosen and
	// offers the game to continue.
	game.SetAppDir("")
	p, run := startPhone(t, dir, "en-US", "cs", `
touch
scene menu
back closes
press {common.continue}
scene play
back
scene menu
`)
	run(844, 390)
	if got := p.app.Lang(); got != "cs" {
		t.Errorf("language after the new start %q, want cs", got)
	}
	if got := game.NewLibrary("").Dir; got != filepath.Join(dir, game.AppGamesDir) {
		t.Errorf("Load lists %q, want the games folder in the files folder", got)
	}
	again, rec, err := game.OpenAutosave()
	if err != nil || rec != nil || again.Game.Position().Hash() != saved.Game.Position().Hash() {
		t.Errorf("the continued game changed: %v, recovery %v", err, rec)
	}
}

func TestBackIsRefusedBeforeTheGameStartsAndWithoutAFolderTheGameRunsInMemory(t *testing.T) {
	for _, v := range []string{game.ConfigDirEnv, game.GamesDirEnv, "XDG_CONFIG_HOME", "HOME"} {
		t.Setenv(v, "")
	}
	if _, err := game.ConfigDir(); !errors.Is(err, game.ErrNoConfigDir) {
		t.Skipf("this system has a config folder without HOME: %v", err)
	}
	p, run := startPhone(t, "", "", "en", "touch\nscene menu\npress {common.settings}\nscene settings\nback\nscene menu\nback closes\n")
	if Back() {
		t.Error("Back before the first frame was taken")
	}
	run(390, 844)
	if p.app == nil {
		t.Fatal("no App")
	}
	Suspend() // nothing to write, and nothing fails
	Resume()
}

// pages is a Browser that remembers the pages it was asked to show.
type pages []string

func (p *pages) Open(url string) { *p = append(*p, url) }

func TestLinksOpenInTheAppsBrowser(t *testing.T) {
	var shown pages
	SetBrowser(&shown)
	t.Cleanup(func() { SetBrowser(nil) })
	if err := game.OpenURL("https://senseis.xmp.net/"); err != nil || len(shown) != 1 || shown[0] != "https://senseis.xmp.net/" {
		t.Errorf("OpenURL: %v, pages shown %q", err, shown)
	}
	if err := game.OpenURL("file:///etc/passwd"); err == nil || len(shown) != 1 {
		t.Errorf("a file address was handed to the browser: %v, %q", err, shown)
	}
}

func TestTheSystemsCallsComeFromAnotherThread(t *testing.T) {
	for _, v := range []string{game.ConfigDirEnv, game.GamesDirEnv} {
		t.Setenv(v, "")
	}
	_, run := startPhone(t, t.TempDir(), "en", "en", "touch\nscene menu\npress {common.new_game}\nscene setup\npress {common.start_game}\nscene play\nplay D4\nidle 20000\n")
	// The activity's main thread pauses and resumes the app while the view runs frames (go test -race checks it).
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
				Suspend() // waits for the autosave's write, which paces the loop
				Resume()
				runtime.Gosched()
			}
		}
	}()
	run(390, 844)
	close(stop)
	<-done
	if !Back() {
		t.Error("Back in a game was refused")
	}
	if a, rec, err := game.OpenAutosave(); err != nil || rec != nil || a.Game.Position().MoveNumber() < 1 {
		t.Errorf("the game was not written: %v, recovery %v", err, rec)
	}
}
