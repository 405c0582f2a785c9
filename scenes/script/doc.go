// Package script drives the game window from a file of commands instead of
// the mouse and keyboard, for the -script flag and the end-to-end tests: it
// clicks, taps, types and presses keys, waits for the window, and writes
// screenshots (with where the board is, FILE.json) and a report of the
// captions that do not fit (FILE.fit.json) beside them.
//
// Where to start reading: script.go holds Script, which Parse reads from a
// file and which implements scenes.Driver; shot.go captures frames and writes
// them off the game loop. The scenes never import this package: they only
// answer its questions through the seam in scenes/driver.go.
package script
