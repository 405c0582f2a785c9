// Command atarigo opens the game window: Atari Go and Go against the
// computer or another person, on the desktop.
//
// Usage:
//
//	atarigo [flags] [file.sgf]
//
// A file given on the command line is opened at the end of its main line,
// with the players it names when this program saved it, else for two
// people, unless -black or -white say otherwise; a file that cannot be read
// is explained in the window. Settings and the autosaved game live in the
// config directory (ATARIGO_CONFIG_DIR overrides it), saved games in the
// documents folder (ATARIGO_GAMES_DIR); -noautosave neither offers nor
// writes the autosave, -nosound keeps the game silent. With -black and
// -white both given it starts straight into that game; otherwise it opens
// the menu. -script FILE drives the window from a file of commands (click X
// Y, tap X Y, move X Y, play D4, press CAPTION, type TEXT, key NAME, wait MS,
// idle [MS], shot FILE, look FILE, quit; see scenes/script) for tests and screenshots; -stats
// prints "fps=NN.N tps=NN.N" to standard error once a second (-gaps adds the longest time between two ticks).
//
// Where to start reading: main.go reads the flags (flags.go turns them into a
// game.Setup and fits the window to the screen, each flag checked by
// cmd/internal/flagcheck as every program checks it) and the settings and runs
// scenes.App with Ebiten.
// audioprobe.go opens the sound device in a child process first, because
// Ebiten's audio stops the game loop where there is none. In the browser
// (GOOS=js, web/index.html) the same program runs with the same persistent
// settings and autosave, kept by web/storage.js in the browser's storage;
// page_js.go tells the page when the first frame is drawn and answers a
// test that drives the page where captions and intersections are.
package main
