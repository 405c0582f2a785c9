// Package job is the one way the program runs slow work off the game loop: hints, the coach's checks, dead
// stones and estimates, the lesson judge, file loading, the study board's questions. The computer's moves run in
// ai.Worker, which follows the same pattern for players.
//
// Where to start reading: slot.go. A Slot holds the one piece of work of a kind that a game.Session or a scene has
// running. Start hands it the work and what the work is about (a node of the game record, a position's key, a
// request number); a newer Start cancels the older work, whose answer is never delivered. The game loop calls
// Poll once a frame, which never waits; an answer carries what it was about, so that the caller drops it when
// the board has moved on; Ready is closed once an answer can be polled, for a select or a test that waits. A
// panic in the work becomes an error (ErrPanic), never a crash. wake.go: work that ends asks the window for a
// frame (SetWake), so that a window that sleeps while nothing moves shows the answer at once.
//
// The package imports nothing of the project: engine, ai, game and scenes all use it.
package job
