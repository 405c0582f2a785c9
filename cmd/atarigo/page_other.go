//go:build !js

package main

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/scenes"
)

// forPage returns the game Ebiten runs: outside the browser, the app itself.
func forPage(app *scenes.App) ebiten.Game { return app }

// setWindowIcon gives the window the game's icon in two sizes, of which the system picks the one that suits it.
func setWindowIcon() {
	var icons []image.Image
	for _, name := range []string{assets.IconPNG, assets.Icon256PNG} {
		if icon, err := assets.Image(name); err == nil {
			icons = append(icons, icon)
		}
	}
	ebiten.SetWindowIcon(icons)
}
