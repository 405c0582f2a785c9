package scenes

import (
	"image"
	"io"
	"io/fs"
	"math"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Options configure the window's App.
type Options struct {
	// Lang is the user-interface language ("en", "cs", "ru" or a locale such as "cs_CZ.UTF-8"); empty means the system's.
	Lang string
	// Start, when set, opens straight into a new game from this setup.
	Start *game.Setup
	// Record, when set, opens this game record (a file) at the end of its main line, played by Seats.
	Record *engine.Game
	// Seats says who plays each colour of Record.
	Seats [3]game.Seat
	// Driver, when set, drives the window instead of the mouse and keyboard (scenes/script).
	Driver Driver
	// Stats, when set, receives one "fps=NN.N tps=NN.N" line a second.
	Stats io.Writer
	// StatsGaps adds " gap=NNms" to each Stats line: the longest time between two ticks in that second.
	StatsGaps bool
	// Seed seeds the computer players.
	Seed uint64
	// Sprites are the decoded board pictures (board.LoadSprites).
	Sprites *board.Sprites
	// NoQuit leaves out the Quit button, where the system closes apps (phones, browsers).
	NoQuit bool
	// Session says what lasts between runs: settings, autosave (services.go).
	Session SessionOptions
}

// App is the root ebiten.Game: it owns the scene manager, the per-frame
// input and the state the scenes share.
type App struct {
	ctx     Context
	mgr     manager
	dev     deviceInput
	input   widget.Input
	driver  Driver
	stats   stats
	sprites *board.Sprites
	redraw  redraw
	sleep   *sleeper
	// quitAsked is set when a message's button asked to quit (quitting although the game cannot be saved).
	quitAsked bool
	// dropped holds files a driver dropped on the window, read at the next frame as the system's drops are.
	dropped fs.FS
	// backAsked is set when the system's back button was pressed (Back), for the next frame (lifecycle.go).
	backAsked bool
}

// NewApp builds the App with its first scene: the menu ("Who is playing?" on a device of several learners), or the
// game of opt.Start or opt.Record.
func NewApp(opt Options) (*App, error) {
	th, err := widget.NewTheme(1)
	if err != nil {
		return nil, err
	}
	ebiten.SetScreenClearedEveryFrame(false)
	a := &App{driver: opt.Driver, sprites: opt.Sprites, sleep: newSleeper()}
	a.stats.w, a.stats.gaps = opt.Stats, opt.StatsGaps
	lang := opt.Lang
	if lang == "" {
		lang = game.DefaultSettings().Language // the system's language
	}
	a.ctx = Context{Theme: th, Input: &a.input, Tr: game.NewTranslator(lang), Seed: opt.Seed, LastSetup: game.DefaultSetup(), Now: time.Now, NoQuit: opt.NoQuit || runtime.GOOS == "js"}
	a.mgr.build = a.build
	a.initServices(opt.Session, opt.Lang, opt.Record != nil || opt.Start != nil)
	switch {
	case opt.Record != nil:
		a.mgr.cur = a.build(OpenRecord{Record: opt.Record, Seats: opt.Seats})
	case opt.Start != nil:
		a.mgr.cur = a.build(StartGame{Setup: *opt.Start})
	case len(a.ctx.learners().Learners) > 1:
		a.mgr.cur = a.build(ToLearners{Start: true}) // a device of several learners asks who is playing
	default:
		a.mgr.cur = a.build(ToMenu{})
	}
	return a, nil
}

// Update reads the input, runs the scene and reports ebiten.Termination
// when the window should close.
func (a *App) Update() error {
	now := time.Now()
	a.stats.tick(now)
	if a.driver != nil && a.driver.Step(&a.input, now, a) {
		if quit, err := a.driver.Quit(); quit {
			if err != nil {
				a.quit()
				return err
			}
			return a.quit()
		}
	} else {
		a.dev.read(&a.input)
	}
	a.takeBack()
	if a.input.TakeKey(ebiten.KeyF11) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	a.servicesBefore()
	// A fade that ends in this update still owes the frame without its veil.
	fading := a.mgr.out > 0 || a.mgr.in > 0
	if a.quitAsked || a.mgr.update(&a.ctx) {
		return a.quit()
	}
	overlay := a.servicesAfter()
	changing := overlay || fading || a.mgr.out > 0 || a.mgr.in > 0 || a.mgr.fresh
	input := a.redraw.note(&a.input, a.ctx.W, a.ctx.H, changing, a.mgr.cur)
	// The loop may sleep when the last frames drew nothing and nothing works, moves, shows for a time or is
	// held down (see sleep.go); a script keeps it awake.
	quiet := a.driver == nil && !a.sleep.drew && !changing && !input && !a.input.Down && a.redraw.owed == 0 &&
		!a.mgr.busy() && !a.telling() && !a.ctx.Sound.Playing()
	a.sleep.drew = false
	var next time.Time
	if t, ok := a.mgr.cur.(timedScene); ok && a.mgr.out == 0 && !a.sleep.resting() {
		next = t.NextChange()
	}
	a.sleep.schedule(next)
	a.sleep.tick(quiet)
	return nil
}

// quit stops the computer, waits for what the driver writes and ends the game loop.
func (a *App) quit() error {
	a.sleep.close()
	a.closeServices()
	a.ctx.stopChecks()
	if a.ctx.Session != nil {
		a.ctx.Session.Close()
	}
	if a.driver != nil {
		if err := a.driver.Close(); err != nil {
			return err
		}
	}
	return ebiten.Termination
}

// Draw paints the scene (or only what changed; see redraw.go) and shows the
// frame to the driver, if any.
func (a *App) Draw(screen *ebiten.Image) {
	a.ctx.Frame++
	whole := a.driver != nil && a.driver.WholeFrame()
	full, parts := a.redraw.plan(a.mgr.cur, whole, !a.sleep.resting())
	// What the scene's live parts draw (the menu's blinking stone) does not keep the loop awake.
	if full && !a.redraw.safetyOnly || a.redraw.damaged {
		a.sleep.drew = true
	}
	if full {
		a.DrawWhole(screen)
	}
	for _, part := range parts {
		if part = part.Intersect(screen.Bounds()); part.Empty() {
			continue
		}
		sub := screen.SubImage(part).(*ebiten.Image)
		sub.Fill(a.ctx.Theme.Background)
		a.mgr.draw(sub, &a.ctx)
		a.drawOverlay(sub)
	}
	if a.driver != nil {
		a.driver.Frame(screen, a)
	}
}

// Layout uses the window's size in physical pixels and scales the theme to
// the device and the window.
func (a *App) Layout(w, h int) (int, int) {
	dsf := 1.0
	if m := ebiten.Monitor(); m != nil {
		dsf = m.DeviceScaleFactor()
	}
	pw, ph := int(math.Ceil(float64(w)*dsf)), int(math.Ceil(float64(h)*dsf))
	a.ctx.W, a.ctx.H = pw, ph
	a.ctx.Theme.Scale = dsf * zoomFor(float64(w), float64(h))
	a.ctx.Theme.Screen = image.Rect(0, 0, pw, ph)
	return pw, ph
}

// zoomFor returns how much larger than designed the interface is drawn in a
// window of w×h device-independent pixels.
func zoomFor(w, h float64) float64 {
	var z float64
	if w >= h {
		z = math.Min(w/1180, h/740)
	} else {
		z = math.Min(w/620, h/1000)
	}
	return math.Max(0.75, math.Min(1.6, z))
}

// Close stops the computer players; call it after the game loop ends.
func (a *App) Close() {
	a.sleep.close()
	a.closeServices()
	a.ctx.stopChecks()
	if a.ctx.Session != nil {
		a.ctx.Session.Close()
	}
}
