// Command atarigo opens the game window: Atari Go and Go against the
// computer or another person, on the desktop.
//
// Usage:
//
//	atarigo [flags] [file.sgf]
//
// A file given on the command line is opened at the end of its main line,
// for two people unless -black or -white say otherwise. With -black and
// -white both given it starts straight into that game; otherwise it opens
// the menu. -script FILE drives the window from a file of commands (click X
// Y, tap X Y, move X Y, play D4, press CAPTION, key NAME, wait MS, idle [MS],
// shot FILE, quit; see scenes.Script) for tests and screenshots; -stats
// prints "fps=NN.N tps=NN.N" to standard error once a second.
//
// Where to start reading: main.go reads the flags (flags.go turns them into a
// game.Setup) and runs scenes.App with Ebiten.
package main
