package ai

import (
	"context"
	"fmt"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// HintResult is a suggestion for the side to move.
type HintResult struct {
	Move        engine.Point   // the suggested move (engine.Pass in Go when passing is best)
	Line        []engine.Point // the expected continuation, the move first: a whole winning line when Solved
	Solved      bool           // the result is proven by the exact solver
	Winner      engine.Color   // with Solved: who wins with perfect play
	WinnerMoves int            // with Solved: the winner's moves to the end against the best defence, the final capture included
	Value       float64        // the side to move's winning chance by the search (1 or 0 when Solved)
	Comment     string         // e.g. "wins in 3 moves"
}

// Hint returns the best move for the side to move within budget: the exact solver's winning line when it
// can prove the result in part of the time, else the Monte-Carlo search's move and principal variation.
// It honours ctx; budget ≤ 0 means one second.
func Hint(ctx context.Context, pos *engine.Position, budget time.Duration) (HintResult, error) {
	if budget <= 0 {
		budget = time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	mv, info, err := NewHinter(1).Move(ctx, pos, nil)
	if err != nil {
		return HintResult{}, err
	}
	return hintFromInfo(pos, mv, info), nil
}

// hintFromInfo turns a player's answer into a hint.
func hintFromInfo(pos *engine.Position, mv engine.Point, info Info) HintResult {
	h := HintResult{Move: mv, Line: info.PV, Solved: info.Solved, Winner: info.Winner, Value: info.Value, Comment: info.Comment}
	if len(h.Line) == 0 || h.Line[0] != mv {
		h.Line = []engine.Point{mv}
	}
	if h.Solved {
		h.Value = 0
		if h.Winner == pos.ToMove() {
			h.Value = 1
			// A proven line from the solver alternates to the final capture.
			h.WinnerMoves = (len(h.Line) + 1) / 2
			h.Comment = fmt.Sprintf("wins in %d moves", h.WinnerMoves)
		} else {
			// The search's move, after a proof that the side to move loses in info.Depth plies.
			h.WinnerMoves = info.Depth / 2
		}
	}
	return h
}

// Hinter is the player behind Hint, for running hints on the Worker: the exact solver's proven line when
// it finds one (the whole line in Info.PV, "wins in N moves" in Info.Comment), else the search.
type Hinter struct {
	p *Perfect
}

// NewHinter returns a hint player seeded with seed; it uses every CPU but one. Where no proof is found it
// searches as the strongest level, Master, does, for all the time left.
func NewHinter(seed uint64) *Hinter {
	p := NewPerfect(0, seed)
	p.Solver.TableBits = 22
	p.rng = nil // the line's own first move, not a random one of the winning moves
	if l, ok := LevelByKey("master"); ok {
		if fb, err := ParsePlayer(l.Spec, seed); err == nil {
			if m, ok := fb.(*MCTS); ok {
				m.Time = 0 // the hint's deadline decides
				p.Fallback = m
			}
		}
	}
	return &Hinter{p: p}
}

// Name returns "hint".
func (h *Hinter) Name() string { return "hint" }

// Move returns the suggested move; without a proof the proven line is replaced by the search's.
func (h *Hinter) Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error) {
	mv, info, err := h.p.Move(ctx, pos, prog)
	if err == nil && info.Solved && info.Winner == pos.ToMove() && len(info.PV) > 0 {
		info.Comment = fmt.Sprintf("wins in %d moves", (len(info.PV)+1)/2)
	}
	return mv, info, err
}
