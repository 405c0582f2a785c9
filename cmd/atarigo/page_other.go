//go:build !js

package main

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes"
)

// forPage returns the game Ebiten runs: outside the browser, the app itself.
func forPage(app *scenes.App) ebiten.Game { return app }
