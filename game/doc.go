// Package game is the application model behind the window: the Match state
// machine that runs a game between people and computer players, the Setup a
// game starts from, and Session, which connects a Match to the computer
// players' Worker. It never imports Ebiten, so all of it is tested without a
// window.
//
// Where to start reading: match.go holds Match, an explicit state machine
// (placing stones, a human's turn, the computer's turn, paused, scoring, over)
// whose event methods (Play, Pass, Undo, SetSeat, ComputerMoved, Tick, …)
// change the state and return Effects (effects.go) for the caller to carry
// out: ask the computer for a move, cancel it, show a move that was played.
// session.go carries out those effects with an ai.Worker and a clock; the
// play scene owns one Session. scoring.go marks dead stones at the end of a
// Go game: Benson's algorithm for the sure ones, playouts for the rest. setup.go says what a new game looks like
// (rules, size, start position, handicap, seats) and builds its record;
// seat.go says who plays a colour.
//
// What lasts between runs: settings.go (the settings file), autosave.go
// (the game written after every move, for Continue), library.go (saved
// games, their list and the explanation of a file that cannot be read),
// i18n.go (the translations; locale_*.go ask Windows and macOS for the user's
// locale) and glossary.go (Go terms and links). Around
// them: review.go lets a game go on from an earlier move after a review,
// mainline.go makes the line played the main line of a saved file,
// recordseats.go gives a file's players back, and thesis.go applies the
// settings' evaluation constants to the thesis players.
package game
