package ai

import (
	"context"
	"errors"
	"sync/atomic"

	"github.com/seed593a7f8d/atarigo/engine"
)

// ErrNoMove means a player found no move to play (the side to move has no legal move and may not pass).
var ErrNoMove = errors.New("no move to play")

// Player is a computer player: given a position it chooses a move for the side to move.
// It must honour ctx's cancellation and deadline within a few milliseconds and must not modify pos.
type Player interface {
	// Name describes the player and its settings, e.g. "alphabeta:3".
	Name() string
	// Move returns the chosen point (engine.Pass for a pass) and what the search learned; prog may be nil.
	Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error)
}

// Info is what a player reports about its choice.
type Info struct {
	Value    float64        // the mover's expected result: win rate 0…1 for MCTS, evaluation for alpha-beta
	PV       []engine.Point // principal variation starting with the chosen move
	Nodes    int64          // search nodes visited
	Playouts int64          // playouts run
	Depth    int            // depth reached
	Solved   bool           // the result is proven (Winner is exact)
	Winner   engine.Color   // with Solved: who wins with perfect play
	Comment  string         // a short human-readable explanation, e.g. "captures", "escapes atari"
}

// Progress is read by the UI while a player works; a nil *Progress ignores updates.
type Progress struct {
	nodes    atomic.Int64
	playouts atomic.Int64
	best     atomic.Int32
}

// AddNodes adds n to the node counter.
func (p *Progress) AddNodes(n int64) {
	if p != nil {
		p.nodes.Add(n)
	}
}

// AddPlayouts adds n to the playout counter.
func (p *Progress) AddPlayouts(n int64) {
	if p != nil {
		p.playouts.Add(n)
	}
}

// SetBest records the move currently thought best.
func (p *Progress) SetBest(pt engine.Point) {
	if p != nil {
		p.best.Store(int32(pt))
	}
}

// Snapshot returns the counters and the current best move.
func (p *Progress) Snapshot() (nodes, playouts int64, best engine.Point) {
	if p == nil {
		return 0, 0, engine.NoPoint
	}
	return p.nodes.Load(), p.playouts.Load(), engine.Point(p.best.Load())
}

// reset clears the counters for a new request.
func (p *Progress) reset() {
	p.nodes.Store(0)
	p.playouts.Store(0)
	p.best.Store(int32(engine.NoPoint))
}
