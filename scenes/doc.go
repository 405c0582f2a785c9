// Package scenes is the game window: the root ebiten.Game (App), the scene
// manager that fades between scenes, the per-frame input gathered from the
// mouse, touch screen and keyboard, and the scenes themselves.
//
// Where to start reading: app.go holds App, which Ebiten runs; each frame it
// reads the input (input.go, or a Driver when a script drives the window),
// updates the scene manager (manager.go) and draws. A scene never builds
// another: its Update returns a Request (requests.go) such as StartGame, and
// build.go, the one place where scenes are made, builds the next scene and
// the manager fades over to it. context.go is what every scene may use
// (theme, input, screen size, translations, the game kept for Continue).
//
// One file a scene, and where each flow starts:
//   - menu.go: the first screen (New game, Continue, Load, Settings, Learn more).
//   - setup.go: the choice of rules, board, start and players; it asks for StartGame.
//   - play.go: the game. It owns a game.Session and turns input into Match
//     events and the Match into pictures with the board view of scenes/board;
//     play_panel.go lays out and fills the panel, play_draw.go draws,
//     play_seat.go changes players, play_session.go holds Review, Save and Load,
//     play_help.go shows the keyboard shortcuts.
//   - review.go: stepping through the record, replay, variations, "Back to
//     game"; movelist.go is the list of moves it shares with the play scene.
//   - files.go: saving and loading games; drop.go opens files dropped on the
//     window.
//   - settings.go and learn.go (the glossary and web links).
//
// The tutorial (a lesson map and lesson pages), the study board and the
// progress screen will be scenes of their own here, each in its own file,
// with its request in requests.go and its case in build.go; they drive a
// game/lesson exercise as the play scene drives a Match.
//
// What lasts beside the scenes is in services.go: the settings and their
// saving, the game.Keeper that writes the autosave and plays the sounds of
// the kept game (sound.go), files dropped on the window and messages shown
// over any scene (toast.go). redraw.go explains why a frame that did not
// change is not drawn again, and why frames are paced by vsync alone.
// driver.go is the seam for scenes/script, which drives the window from a
// script, writes screenshots and checks that texts fit; the scenes do not
// import it.
package scenes
