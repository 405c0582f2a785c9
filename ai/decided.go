package ai

import (
	"context"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Turn is where the proven result of an Atari Go game turned: a move after which the side that had a win the
// solver proves no longer has one. Both lines are read out to the capture.
type Turn struct {
	// Index is the move's place in the moves given to FirstTurn, from 0.
	Index int
	// Mover is the side that made the move and gave the win away.
	Mover engine.Color
	// Played is the move made.
	Played engine.Point
	// Win is the mover's proven winning line from the position before the move, the winning move first.
	Win []engine.Point
	// WinMotif names the tactic of Win.
	WinMotif Motif
	// Refutation is the opponent's proven winning line after the move, the opponent's first move first.
	Refutation []engine.Point
	// RefutationMotif names the tactic of Refutation.
	RefutationMotif Motif
}

// FirstTurn plays moves from start and returns the first move at which the proven result turned: the position
// before it is a proven win for the mover, the position after it a proven win for the opponent. Positions the
// solver cannot settle within the coach's budget are passed over, so ok is false when no turn is proven. Under
// other rules than capture-1 Atari Go on a board the solver plays it finds none.
func (c *Coach) FirstTurn(ctx context.Context, start *engine.Position, moves []engine.Point) (Turn, bool, error) {
	if !CanSolve(start.Rules(), start.Cols(), start.Rows()) {
		return Turn{}, false, nil
	}
	pos := *start
	for i, mv := range moves {
		if err := ctx.Err(); err != nil {
			return Turn{}, false, err
		}
		before := pos
		mover := before.ToMove()
		if _, err := pos.Play(engine.Move{Color: mover, Point: mv}); err != nil {
			return Turn{}, false, err
		}
		if pos.Over() {
			break
		}
		if sol, ok := c.result(ctx, &before); !ok || sol.Winner != mover {
			continue
		}
		if sol, ok := c.result(ctx, &pos); !ok || sol.Winner == mover {
			continue
		}
		t, ok := c.turnLines(ctx, &before, &pos, mover)
		if !ok {
			continue
		}
		t.Index, t.Played = i, mv
		return t, true, nil
	}
	return Turn{}, false, ctx.Err()
}

// turnLines reads out both proven lines of a turn: the mover's win before the move and the opponent's after
// it; ok is false when either cannot be read out to the capture.
func (c *Coach) turnLines(ctx context.Context, before, after *engine.Position, mover engine.Color) (Turn, bool) {
	t := Turn{Mover: mover}
	win, ok := c.solve(ctx, before)
	if !ok {
		return t, false
	}
	t.Win = c.complete(ctx, before, win.Line)
	ref, ok := c.solve(ctx, after)
	if !ok {
		return t, false
	}
	t.Refutation = c.complete(ctx, after, ref.Line)
	if !winsFor(before, t.Win, mover) || !winsFor(after, t.Refutation, mover.Opponent()) {
		return t, false
	}
	t.WinMotif = lineTactic(before, t.Win, targetsOf(capturedBy(before, t.Win, mover.Opponent())))
	t.RefutationMotif = lineTactic(after, t.Refutation, targetsOf(capturedBy(after, t.Refutation, mover)))
	return t, true
}
