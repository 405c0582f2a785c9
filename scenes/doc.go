// Package scenes is the game window: the root ebiten.Game (App), the scene
// manager that fades between scenes, the per-frame input gathered from the
// mouse, touch screen and keyboard (or from a script), and the scenes
// themselves: menu, setup and play.
//
// Where to start reading: app.go holds App, which Ebiten runs; each frame it
// reads the input (input.go, or script.go when a -script file drives the
// window), updates the scene manager (manager.go) and draws. A scene never
// builds another: its Update returns a Request (requests.go) such as
// StartGame, and the manager builds the next scene and fades over to it.
// context.go is what every scene may use (theme, input, screen size,
// translations, the game kept for Continue). menu.go, setup.go and play.go
// are the scenes; play.go owns a game.Session and turns input into Match
// events and the Match into pictures with the board view from scenes/board
// (play_panel.go lays out and fills the panel, play_draw.go draws, and
// play_help.go shows the keyboard shortcuts). redraw.go explains why a
// frame that did not change is not drawn again. script.go and shot.go serve
// tests: a -script file drives the window and takes screenshots.
package scenes
