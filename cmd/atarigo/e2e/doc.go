// Package e2e holds the end-to-end test of the game window: it builds
// cmd/atarigo, runs it under xvfb-run with a script that plays a short game
// against the computer (placing stones, a move, an undo, the capture that
// ends the game) and checks the screenshots by sampling pixels. The
// screenshots stay in testdata/output for review. session_test.go adds a
// game that is reviewed, continued with another move, saved, and loaded
// again after a restart (position and variation checked, and the file read
// by GNU Go); a computers' game killed with SIGKILL and continued from its
// autosave; and every screen in English, Czech and Russian, whose
// captions must all fit. coach_test.go walks into a ladder against Beginner
// (the coach's sentence, Show and Take back) and plays three rated games
// before opening Progress. phone_test.go runs the window at a phone's size,
// portrait and landscape, in every language, by touch alone (phone.script):
// every screen the menu leads to, left with the back button, and a whole
// game. easy9_test.go plays a whole 9×9 game against Easy, passing first, to its count and end (easy9.script):
// the review names the game and a try and Back to game returns to the game, and the controls listed beside the
// pictures stay where they were. workshop_test.go makes a lesson of four pages in the teacher's workshop (workshop.script), in
// every language, saves it, reads it back from the lessons folder and checks it as atarigo-lessons does, and a
// learner solves its first page. Each run gets config and games folders of its own; a run that the
// virtual display's software OpenGL driver brings down (a signal inside C
// code) is run once more from those folders as they were (launch, tested
// in launch_test.go), and any other failure fails the test.
//
// Where to start reading: e2e_test.go; the scripts are in testdata
// (game.script, review.script and reload.script, continue.script,
// tour.script, where {key} stands for a caption in the run's language). This package imports nothing from Ebiten, so that
// `go test` works without a display and skips when xvfb-run is missing.
package e2e
