// Package ai holds the computer players and the Worker that runs them off the game loop.
//
// Where to start reading: player.go defines Player (a position in, a move and Info out, honouring the
// context) and Progress; worker.go runs one request at a time in its own goroutine with cancellation;
// levels.go is the table of named strengths people choose from and ParsePlayer, which turns a
// specification string such as "alphabeta:3" into a Player.
package ai
