//go:build js

package main

import (
	"image"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes"
)

// pageGame is the game as the web page runs it: after the first frame is drawn it calls the page's
// atarigoStarted, which takes the loading screen away (web/index.html).
type pageGame struct {
	*scenes.App
	told bool
}

// frames counts the frames Ebiten asked the game to draw, for a test that checks the page rests (pageHooks).
var frames int

// Draw draws the frame and tells the page once that the game shows.
func (g *pageGame) Draw(screen *ebiten.Image) {
	frames++
	g.App.Draw(screen)
	if g.told {
		return
	}
	g.told = true
	if f := js.Global().Get("atarigoStarted"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

// setWindowIcon does nothing in the browser, where the page's own icons (favicon, manifest) stand for the game.
func setWindowIcon() {}

// forPage returns the game Ebiten runs: in the browser, the app that tells the page of its first frame, with
// the page's hooks for tests that drive it as a person would (pageHooks).
func forPage(app *scenes.App) ebiten.Game {
	js.Global().Set("atarigoTest", pageHooks(app))
	return &pageGame{App: app}
}

// pageHooks returns what a test driving the page may ask the game, with positions in the page's CSS pixels:
// find(caption) and locate("D4") give the point of a control or an intersection, or null when the screen has
// none; settled() reports whether the screen is shown as it is (laid out, no fade, no work under way); message()
// returns the message shown over the screen, "" when none is. They only read: the test clicks and taps through the
// browser.
func pageHooks(app *scenes.App) map[string]any {
	css := func(p image.Point, err error) any {
		if err != nil {
			return js.Null()
		}
		dsf := 1.0
		if m := ebiten.Monitor(); m != nil {
			dsf = m.DeviceScaleFactor()
		}
		return map[string]any{"x": float64(p.X) / dsf, "y": float64(p.Y) / dsf}
	}
	arg := func(args []js.Value) string {
		if len(args) == 0 {
			return ""
		}
		return args[0].String()
	}
	return map[string]any{
		"find":    js.FuncOf(func(this js.Value, args []js.Value) any { return css(app.Find(arg(args))) }),
		"locate":  js.FuncOf(func(this js.Value, args []js.Value) any { return css(app.Locate(arg(args))) }),
		"frames":  js.FuncOf(func(this js.Value, args []js.Value) any { return frames }),
		"settled": js.FuncOf(func(this js.Value, args []js.Value) any { return app.Settled() && !app.Busy() }),
		"message": js.FuncOf(func(this js.Value, args []js.Value) any { return app.Message() }),
	}
}
