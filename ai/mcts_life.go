package ai

import (
	"context"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Life and death at the root of a Go search. The groups whose area is small and enclosed are decided by the
// exhaustive search of judge_life.go twice, once with their owner to move and once with the opponent to move.
// A group whose fate depends on who moves first is the urgent point the playouts see worst: the move that
// makes it live (for its owner) or kills it (for the other side) gets a strong prior, and for a group of
// lifeDecisiveStones or more it counts as decisive, so that a search value about as good does not pass it by.

// Bounds of the searches at the root: each group's nodes, all groups' nodes for one move, and (for a player
// with a time per move) the share of that time they may take.
const (
	lifeRootNodes = 3000
	lifeRootTotal = 8000
	lifeRootShare = 25 // a 25th
)

// lifeDecisiveStones is the size from which a group's life or death is decisive on the board.
const lifeDecisiveStones = 4

// priorLife is the prior of the move that decides an unsettled group.
var priorLife = prior{200, 190}

// lifeHints returns the moves of the side to move in pos that decide an unsettled enclosed group, its own
// (to live) or the opponent's (to kill); it stops with what it has when ctx ends, the node bound is spent or
// the deadline (unless zero) passes.
func lifeHints(ctx context.Context, pos *engine.Position, deadline time.Time) []mcHint {
	c := pos.ToMove()
	var out []mcHint
	done := map[engine.Point]bool{} // chain heads of the groups already looked at
	spent := 0
	for _, pt := range pos.Points(nil) {
		owner := pos.At(pt)
		if !owner.IsStone() || done[pos.ChainHead(pt)] {
			continue
		}
		if spent >= lifeRootTotal || ctx.Err() != nil || (!deadline.IsZero() && time.Now().After(deadline)) {
			break
		}
		done[pos.ChainHead(pt)] = true
		s, ok := newLifeSearch(pos, pt)
		if !ok {
			continue
		}
		stones := 0
		for _, a := range s.moves {
			for _, n := range engine.Neighbors(a) {
				if pos.At(n) == owner && !done[pos.ChainHead(n)] {
					done[pos.ChainHead(n)] = true
					stones += pos.ChainSize(n)
				}
			}
		}
		stones += pos.ChainSize(pt)
		s.limit, s.deadline = lifeRootNodes, deadline
		own, other := *pos, *pos // the side to move's copy keeps its ko
		if owner == c {
			other.SetToMove(owner.Opponent())
		} else {
			own.SetToMove(owner)
		}
		live, lives := s.bestMove(&own)
		kill, dies := s.bestMove(&other)
		spent += s.nodes
		if lives != ReadSafe || dies != ReadCaptured {
			continue // settled, or not decided within the bound
		}
		mv := live
		if owner != c {
			mv = kill
		}
		out = append(out, mcHint{move: mv, p: priorLife, decisive: stones >= lifeDecisiveStones})
	}
	return out
}

// rootDeadline is when a reading at the root that may take a share-th of the time per move stops, or never
// (the zero time) for a player with a playout budget, whose moves depend on the seed alone.
func (m *MCTS) rootDeadline(share int) time.Time {
	if m.Playouts > 0 {
		return time.Time{}
	}
	d := m.Time
	if d <= 0 {
		d = time.Second
	}
	return time.Now().Add(d / time.Duration(share))
}
