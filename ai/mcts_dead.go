package ai

import (
	"context"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Chains proved dead at the root of a Go search. A playout counts its finished game with every stone alive, and
// its random moves let many a dead group live: a group the proofs of lifestatus.go find dead even with its owner
// to move (Benson's algorithm, the life search of an enclosed group, the tactical reader) can still win the
// playouts' count for its owner, and the search then values a lost fight as won. So a playout that ends with
// such a stone still on its point counts that point for the opponent (countDead); the group's eyes are
// left as the playout counted them, so the correction errs on the side of too little. The same proofs are made
// once in the positions of the tree deadNodeDepth moves deep at most, when deadNodeVisits playouts have passed
// through them (again at each move, even when the tree is kept), so that a move which lets a group be killed a move later is valued by the group's death
// (mcTree.nodeDead); a playout counts the stones proved dead in the deepest such position on its path.

// Where the tree's positions are proved: at most this many moves below the root, once this many playouts have
// passed through them.
const (
	deadNodeDepth  = 2
	deadNodeVisits = 100
)

// deadRootShare is the share of the time per move the proofs at the root may take: a 20th.
const deadRootShare = 20

// mcDeadStone is a stone proved dead at the root: its point and its colour.
type mcDeadStone struct {
	pt engine.Point
	c  engine.Color
}

// rootDeadStones returns the stones of pos that proveLife finds dead, for a Go search whose knob provedead is on;
// it stops with what it has when ctx ends or the root's share of the time passes.
func (m *MCTS) rootDeadStones(ctx context.Context, pos *engine.Position) []mcDeadStone {
	if pos.Rules().Kind != engine.Go || m.par.provedDead == 0 {
		return nil
	}
	deadline := m.rootDeadline(deadRootShare)
	return provedDeadStones(pos, func() bool {
		return ctx.Err() != nil || (!deadline.IsZero() && time.Now().After(deadline))
	})
}

// provedDeadStones returns the stones of pos that proveLife finds dead; stop (nil means never) ends the proofs
// early.
func provedDeadStones(pos *engine.Position, stop func() bool) []mcDeadStone {
	b := proveLife(pos, stop)
	var out []mcDeadStone
	for _, pt := range pos.Points(nil) {
		if c := pos.At(pt); c.IsStone() && b.state[pt] == lifeDead {
			out = append(out, mcDeadStone{pt, c})
		}
	}
	return out
}

// nodeDead returns the stones proved dead in the position pos of node, the last of the tree's path, proving
// them once deadNodeVisits playouts have passed through it (the caller keeps to deadNodeDepth); ok is
// false when the node has no proofs (yet). The proofs are bounded by their nodes, not by time, so that a search
// with a playout budget stays reproducible.
func (t *mcTree) nodeDead(node *mcNode, pos *engine.Position) (dead []mcDeadStone, ok bool) {
	if dead, ok = t.deadAt[node]; ok {
		return dead, true
	}
	if playouts, _ := node.played(); playouts < deadNodeVisits {
		return nil, false
	}
	if t.deadAt == nil {
		t.deadAt = map[*mcNode][]mcDeadStone{}
	}
	dead = provedDeadStones(pos, nil)
	t.deadAt[node] = dead
	return dead, true
}

// countDead returns Black's margin of a finished playout whose final position is pos, the margin counted with
// every stone alive, after the stones still on the points of the dead stones are counted for the opponent.
func countDead(dead []mcDeadStone, pos *engine.Position, margin float64) float64 {
	for _, d := range dead {
		if pos.At(d.pt) != d.c {
			continue
		}
		if d.c == engine.Black {
			margin -= 2
		} else {
			margin += 2
		}
	}
	return margin
}
