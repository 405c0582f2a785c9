// Package ai holds the computer players and the Worker that runs them off the game loop.
//
// Where to start reading: player.go defines Player (a position in, a move and Info out, honouring the
// context) and Progress; worker.go runs one request at a time in its own goroutine with cancellation;
// spec.go turns a specification string such as "alphabeta:3" into a Player, and levels.go is the table
// of named strengths people choose from. The players: eval.go is the thesis evaluation (and how it was
// reconstructed), greedy.go and alphabeta.go the thesis players, reader.go the tactical reader (can this
// chain be captured or saved, and how), mcts.go the Monte-Carlo tree search, solver.go the exact solver
// for small boards; problems.go loads the tactical problem suite in testdata/problems.
package ai
