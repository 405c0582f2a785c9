package mobile

import (
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes"
	"github.com/seed593a7f8d/atarigo/scenes/board"
)

// The system calls the exported functions on its own threads (the Android activity's main thread, the iOS main
// queue) while the view runs frames on another; phone serialises them, so the App is only ever used by one.

// current is the game the view shows.
var current = &phone{}

// Start tells the game the app's own files folder (Android's Context.getFilesDir(), iOS's Application Support
// folder), where the settings, the autosave and own lessons are kept and games are saved (in its "games" folder),
// and the person's locale ("cs-CZ"), whose language the game starts in until the person chooses one. The app
// calls it before the game view is shown: the game's first frame makes the App with what it was told. Without
// it the game keeps its files where the system's config folder is (iOS has one), or nothing at all. A call after
// the first frame changes nothing.
func Start(filesDir, locale string) { current.start(filesDir, locale) }

// Suspend writes the autosave of the game being played, the settings and the learner's progress, and waits until
// they are written: the app calls it when the system pauses it (Android's onPause, iOS's sceneWillResignActive),
// beside the view's own suspendGame, since the system may end a paused app without warning. A write that fails is
// told when the app comes back.
func Suspend() { current.suspend() }

// Resume tells the game the app is in front again (Android's onResume, iOS's sceneDidBecomeActive), beside the
// view's resumeGame: the next frame is drawn whole.
func Resume() { current.resume() }

// Back does what the system's back button (or gesture) asks: it closes a dialog, leaves a screen for the one it
// came from and a game for the menu (its autosave written), and reports true; at the main menu, or before the
// game has started, it reports false and the app lets the system close it.
func Back() bool { return current.back() }

// Browser shows a web page in the person's browser; the app implements it (an Android intent, iOS's
// UIApplication.open) and hands it over with SetBrowser.
type Browser interface {
	// Open asks the system to show the page at url (http or https) and returns at once.
	Open(url string)
}

// SetBrowser gives the game the app's way of showing a web page, which "Learn more" uses for its links; without
// it a link shows its address to copy.
func SetBrowser(b Browser) {
	if b == nil {
		game.SetAppBrowser(nil)
		return
	}
	game.SetAppBrowser(func(url string) error {
		b.Open(url)
		return nil
	})
}

// phone is the ebiten.Game the view runs: it makes the scenes' App at the first frame, once Start has said where
// the files go, and then passes the frames to it.
type phone struct {
	mu  sync.Mutex
	app *scenes.App
	err error // why the App could not be made; Update returns it, which ends the game loop

	// options, when set, changes the App's options before it is made (tests add a driver).
	options func(*scenes.Options)
}

// start records the app's folder and locale for the App to come.
func (p *phone) start(filesDir, locale string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.app != nil {
		return
	}
	game.SetAppDir(filesDir)
	game.SetAppLocale(locale)
}

// suspend writes what must outlast the app and waits for it.
func (p *phone) suspend() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.app != nil {
		// A failed write stays the autosave's error, which the App tells at its next frame.
		_ = p.app.Suspend()
	}
}

// resume has the next frame drawn whole.
func (p *phone) resume() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.app != nil {
		p.app.Resume()
	}
}

// back passes the back button to the App; false when there is none yet.
func (p *phone) back() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.app != nil && p.app.Back()
}

// ensure makes the App if it is not made yet and reports whether there is one. Call it with mu held.
func (p *phone) ensure() bool {
	if p.app == nil && p.err == nil {
		p.app, p.err = newApp(p.options)
	}
	return p.app != nil
}

// Update runs a frame of the App, making it first if need be (ebiten.Game).
func (p *phone) Update() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.ensure() {
		return p.err
	}
	return p.app.Update()
}

// Draw paints the App's frame (ebiten.Game).
func (p *phone) Draw(screen *ebiten.Image) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.app != nil {
		p.app.Draw(screen)
	}
}

// Layout lays the App out on the view (ebiten.Game).
func (p *phone) Layout(w, h int) (int, int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.ensure() {
		return w, h
	}
	return p.app.Layout(w, h)
}

// newApp makes the App as a phone shows it: no Quit button (the system closes apps), the settings and the autosave
// kept in the app's folder (or the system's config folder), or in memory only where there is neither; change, when
// set, changes the options first.
func newApp(change func(*scenes.Options)) (*scenes.App, error) {
	sprites, err := board.LoadSprites()
	if err != nil {
		return nil, err
	}
	opt := scenes.Options{Sprites: sprites, Seed: uint64(time.Now().UnixNano()), NoQuit: true}
	if _, err := game.ConfigDir(); err == nil {
		opt.Session = scenes.KeptSession()
	}
	if change != nil {
		change(&opt)
	}
	return scenes.NewApp(opt)
}
