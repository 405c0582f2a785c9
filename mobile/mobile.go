// Package mobile is the game for phones and tablets: `ebitenmobile bind`
// turns it into an Android library (.aar) or an iOS framework that a small
// app project shows full screen. It runs the same scenes as cmd/atarigo,
// laid out for the screen (portrait or landscape) and played by touch.
//
// Where to start reading: this file; init builds the App and hands it to
// Ebiten's mobile package, and Dummy exists because ebitenmobile needs an
// exported function to generate a binding.
//
// Build (with ebitenmobile installed and the Android SDK/NDK set up):
//
//	ebitenmobile bind -target android -javapkg org.atarigo -o atarigo.aar ./mobile
//	ebitenmobile bind -target ios -o Atarigo.xcframework ./mobile
package mobile

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2/mobile"
	"github.com/seed593a7f8d/atarigo/scenes"
	"github.com/seed593a7f8d/atarigo/scenes/board"
)

func init() {
	sprites, err := board.LoadSprites()
	if err != nil {
		panic(err)
	}
	app, err := scenes.NewApp(scenes.Options{
		Sprites: sprites,
		Seed:    uint64(time.Now().UnixNano()),
		NoQuit:  true,
	})
	if err != nil {
		panic(err)
	}
	mobile.SetGame(app)
}

// Dummy does nothing; ebitenmobile generates a binding only for packages
// with an exported function.
func Dummy() {}
