// Package job is the one way the program runs slow work off the game loop: computer moves, hints, the coach's
// checks, dead stones and estimates, the lesson judge, file loading and the study board's questions.
//
// Where to start reading: slot.go. A Slot holds the one piece of work of a kind that a session or a scene has
// running. Start hands it the work and what the work is about (a node of the game record, a position's key, a
// request number); a newer Start cancels the older work, whose answer is never delivered. The game loop calls
// Poll once a frame, which never waits; an answer carries what it was about, so that the caller drops it when
// the board has moved on. A panic in the work becomes an error (ErrPanic), never a crash. wake.go: work that
// ends asks the window for a frame (SetWake), so that a window that sleeps while nothing moves shows the answer
// at once.
//
// The package imports nothing of the project: engine, ai, game and scenes all use it.
package job
