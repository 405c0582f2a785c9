//go:build js

package main

import (
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

// Draw draws the frame and tells the page once that the game shows.
func (g *pageGame) Draw(screen *ebiten.Image) {
	g.App.Draw(screen)
	if g.told {
		return
	}
	g.told = true
	if f := js.Global().Get("atarigoStarted"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

// forPage returns the game Ebiten runs: in the browser, the app that tells the page of its first frame.
func forPage(app *scenes.App) ebiten.Game { return &pageGame{App: app} }
