package ai

import (
	"context"
	"slices"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Open groups at the root of a Go search. A group of owlHintStones stones or more that is not enclosed (the
// exact search of mcts_life.go does not apply) is read twice by the open-group search of owl.go, once with its
// owner to move and once with the opponent to move. When the owner's move makes it live and the opponent's
// move kills it, the group is unsettled, the kind of fight the playouts judge worst: the side to move's move
// (life for its own group, the kill for the other's) gets a prior. The reading is a judgement of eyes and
// escape within a narrow search, not a proof, so the prior only steers the search and never decides it.

// Bounds of the open-group readings at the root: each reading's positions, all readings' positions for one
// move, and (for a player with a time per move) the share of that time they may take.
const (
	owlRootNodes = 3000
	owlRootTotal = 20000
	owlRootShare = 12 // a 12th
)

// owlHintStones is the size from which an open group is read at the root.
const owlHintStones = 4

// priorOwl is the prior of the move that decides an unsettled open group.
var priorOwl = prior{60, 56}

// owlHints returns the moves of the side to move in pos that decide an unsettled open group, its own (to
// live) or the opponent's (to kill), largest groups first; it stops with what it has when ctx ends, the
// position bound is spent or the deadline (unless zero) passes.
//
// With risk set, a group of the side to move's own also counts as unsettled when its owner's move makes it live
// and one of the opponent's moves leaves it without a life the search finds (owlAtRisk), though no kill is found.
func owlHints(ctx context.Context, pos *engine.Position, deadline time.Time, risk bool) []mcHint {
	c := pos.ToMove()
	type group struct {
		at     engine.Point
		stones int
	}
	var groups []group
	var done engine.PointSet
	for _, pt := range pos.Points(nil) {
		if !pos.At(pt).IsStone() || done.Has(pt) {
			continue
		}
		g := owlGroupAt(pos, pt)
		for _, s := range g.stones.Points(nil) {
			done.Add(s)
		}
		if n := g.stones.Len(); n >= owlHintStones {
			if _, enclosed := lifeArea(pos, pt); !enclosed {
				groups = append(groups, group{pt, n})
			}
		}
	}
	slices.SortStableFunc(groups, func(a, b group) int { return b.stones - a.stones })
	var out []mcHint
	spent := 0
	for _, g := range groups {
		if spent >= owlRootTotal || ctx.Err() != nil || (!deadline.IsZero() && time.Now().After(deadline)) {
			break
		}
		owner := pos.At(g.at)
		own, other := *pos, *pos // the side to move's copy keeps its ko
		if owner == c {
			other.SetToMove(owner.Opponent())
		} else {
			own.SetToMove(owner)
		}
		kill, dies, n := owlReadUntil(&other, g.at, owlRootNodes, deadline)
		spent += n
		if !dies && risk && owner == c {
			dies, n = owlAtRisk(&other, g.at, owlRootNodes, deadline)
			spent += n
		}
		if !dies {
			continue
		}
		live, lives, n := owlReadUntil(&own, g.at, owlRootNodes, deadline)
		spent += n
		if !lives {
			continue
		}
		mv := live
		if owner != c {
			mv = kill
		}
		out = append(out, mcHint{move: mv, p: priorOwl})
	}
	return out
}
