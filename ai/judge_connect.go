package ai

import (
	"context"

	"github.com/seed593a7f8d/atarigo/engine"
)

// A connect goal asks the learner to join chains so that the opponent cannot cut them apart. Joined means, with
// the opponent to move: the chains are one chain already, or whatever the opponent plays (a pass too), the learner
// can make them one chain with the next move, or capture by force the stone that was played to cut (the reader
// proves it). So a solid connection, two ways to connect (the opponent takes one, the learner the other) and a
// tiger's mouth (a stone played into it is captured) are connections; a gap the opponent can push into and hold is
// not, however it looks. Under Atari Go rules a capture ends the game: an opponent's capture cuts, the learner's
// wins.

// joined reports whether the chains at targets, of the side not to move in pos, are connected as above; when they
// are not, cut is an opponent's move after which the learner can neither join them at once nor capture the cutting
// stone. known is false when the reader could not decide whether a cutting stone is captured.
func (j *Judge) joined(ctx context.Context, pos *engine.Position, targets []engine.Point) (ok, known bool, cut engine.Point) {
	if oneChain(pos, targets) {
		return true, true, engine.NoPoint
	}
	opp := pos.ToMove()
	known = true
	// The points next to the chains first, a pass last: a cut shown is a move a player would make.
	var near, far []engine.Point
	for _, o := range pos.LegalMoves(nil) {
		if nextTo(pos, o, targets) {
			near = append(near, o)
		} else {
			far = append(far, o)
		}
	}
	for _, o := range append(append(near, far...), engine.Pass) {
		if ctx.Err() != nil || j.outOfBudget() {
			return false, false, engine.NoPoint
		}
		q := *pos
		captured, err := q.Play(engine.Move{Color: opp, Point: o})
		if err != nil {
			continue
		}
		if len(captured) > 0 && (q.Rules().Kind == engine.AtariGo || capturedAny(&q, targets, opp.Opponent())) {
			return false, true, o // a capture cuts: the game is over, or a chain to join is gone
		}
		if joinsAtOnce(&q, targets) {
			continue
		}
		if o != engine.Pass {
			switch r, _ := j.attack(&q, o); r {
			case ReadCaptured:
				continue // the cutting stone is lost
			case ReadUnknown:
				known = false
				continue
			}
		}
		return false, true, o
	}
	return known, known, engine.NoPoint
}

// nextTo reports whether pt is next to a stone of one of the chains at targets.
func nextTo(pos *engine.Position, pt engine.Point, targets []engine.Point) bool {
	for _, n := range engine.Neighbors(pt) {
		if !pos.OnBoard(n) || !pos.At(n).IsStone() {
			continue
		}
		for _, t := range targets {
			if pos.At(t) == pos.At(n) && pos.ChainHead(t) == pos.ChainHead(n) {
				return true
			}
		}
	}
	return false
}

// joinsAtOnce reports whether the side to move in pos has a move that makes the chains at targets one chain, or,
// under Atari Go rules, one that captures and so wins the game.
func joinsAtOnce(pos *engine.Position, targets []engine.Point) bool {
	for _, r := range pos.LegalMoves(nil) {
		q := *pos
		captured := q.PlayFast(r)
		if captured > 0 && q.Rules().Kind == engine.AtariGo || oneChain(&q, targets) {
			return true
		}
	}
	return false
}

// oneChain reports whether every point of targets holds a stone of one and the same chain.
func oneChain(pos *engine.Position, targets []engine.Point) bool {
	if len(targets) == 0 || !pos.At(targets[0]).IsStone() {
		return false
	}
	head := pos.ChainHead(targets[0])
	for _, t := range targets[1:] {
		if pos.At(t) != pos.At(targets[0]) || pos.ChainHead(t) != head {
			return false
		}
	}
	return true
}

// judgeConnect judges a move for GoalConnect; after is the position with the move played. A move after which the
// chains are joined reaches the goal; after any other the opponent's cut is the line shown.
func (j *Judge) judgeConnect(ctx context.Context, after *engine.Position, g Goal, learner engine.Color) Verdict {
	if after.Rules().Kind == engine.AtariGo && after.Over() {
		won := after.Outcome().Winner == learner
		return Verdict{Known: true, Correct: won, Reached: won}
	}
	ok, known, cut := j.joined(ctx, after, g.Targets)
	switch {
	case !known:
		return Verdict{}
	case ok:
		return Verdict{Known: true, Correct: true, Reached: true}
	}
	return Verdict{Known: true, Line: []engine.Point{cut}}
}
