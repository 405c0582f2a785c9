// Package scenes is the game window: the root ebiten.Game (App), the scene
// manager that fades between scenes, the per-frame input gathered from the
// mouse, touch screen and keyboard (or from a script), and the scenes
// themselves: menu, setup, play, review, files, settings and learn.
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
//
// What lasts beside the scenes is in services.go: the settings and their
// saving, the autosave that watch.go writes after every change of the game
// (and the sounds it plays, sound.go), files dropped on the window
// (drop.go) and messages shown over any scene (toast.go). The scenes of
// reviewing and keeping games are review.go (the review: stepping through
// the record, replay, variations, "Back to game"), movelist.go (the list of
// moves it shares with play_session.go, the play scene's Review, Save and
// Load), files.go (saving and loading), settings.go and learn.go (the
// glossary and web links); requests.go names the requests that lead
// to them. fit.go checks that every caption fits its control in every
// language.
package scenes
