package game

import (
	"github.com/seed593a7f8d/atarigo/engine"
)

// Effect is something a Match asks its caller to do or to show after an
// event: Ask, Cancel or AskDead to do; Played, Counting or Ended to show.
type Effect interface {
	effect()
}

// Ask asks for a computer move: run the seat's level on Position and report
// the answer with Match.ComputerMoved and the same Seq.
type Ask struct {
	// Seq identifies the request; answers with another Seq are ignored.
	Seq uint64
	// Color is the side the move is for.
	Color engine.Color
	// Seat is the computer level to ask.
	Seat Seat
	// Position is a copy of the position to move in.
	Position engine.Position
}

// Cancel stops the computer request in progress; its answer is not wanted.
type Cancel struct{}

// AskDead asks for an estimate of the dead stones of a finished Go game
// (ai.DeadStones on Position, off the game loop), reported back with
// Match.DeadEstimated and the same Seq.
type AskDead struct {
	Seq      uint64
	Position engine.Position
}

// Played tells that a move was played, by a person or the computer, with the
// stones it captured (for sounds and animations).
type Played struct {
	Move     engine.Move
	Captured []engine.Point
	Computer bool
}

// Counting tells that a Go game has just reached its count (after two passes): the dead stones are marked
// before the count is accepted or play resumes.
type Counting struct{}

// Ended tells that the game has just ended, and how.
type Ended struct {
	Outcome engine.Outcome
}

func (Ask) effect()      {}
func (Cancel) effect()   {}
func (AskDead) effect()  {}
func (Played) effect()   {}
func (Counting) effect() {}
func (Ended) effect()    {}
