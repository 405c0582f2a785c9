// Package e2e holds the end-to-end test of the game window: it builds
// cmd/atarigo, runs it under xvfb-run with a script that plays a short game
// against the computer (placing stones, a move, an undo, the capture that
// ends the game) and checks the screenshots by sampling pixels. The
// screenshots stay in testdata/output for review.
//
// Where to start reading: e2e_test.go; the script it runs is
// testdata/game.script. This package imports nothing from Ebiten, so that
// `go test` works without a display and skips when xvfb-run is missing.
package e2e
