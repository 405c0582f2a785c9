package ai

import (
	"context"

	"github.com/seed593a7f8d/atarigo/engine"
)

// In Go a player must know when to stop: a move inside its own settled area changes nothing but the count (under
// territory counting it costs a point), a stone thrown into the opponent's settled area changes nothing, and a
// level that plays such moves after its opponent has passed keeps a person waiting. The thesis-based levels choose
// their first move among usefulMoves and each passes when there are none; after the opponent's pass the search too
// keeps to unsettledMoves, so a level answers a pass with a pass once nothing it sees can change the result.

// firmShare is the least lead, as a share of the playouts, with which a point counts as firmly one side's.
const firmShare = 0.85

// usefulMoves returns the moves a thesis player considers at the root. In Atari Go they are its candidate moves.
// In Go they are the candidate moves (no own one-point eye filled) less those that can no longer change the
// result: the points of either colour's settled area (settledAreas: Benson's territories, and the regions the
// proofs and the playouts of judgeLife, seeded by the position so the answer is reproducible, give to one side
// for good), and the points that end as one side's in at least firmShare of the playouts and touch no chain of
// two liberties or fewer, where a fight could still change hands.
func usefulMoves(ctx context.Context, pos *engine.Position) []engine.Point {
	moves := candidateMoves(pos, nil)
	if pos.Rules().Kind != engine.Go || len(moves) == 0 {
		return moves
	}
	b := judgeLife(pos, pos.Key(), func() bool { return ctx.Err() != nil })
	settled := b.settledAreas(pos)
	firm := func(pt engine.Point) bool {
		return b.n > 0 && (float64(b.owned[pt]) >= firmShare*float64(b.n) || float64(-b.owned[pt]) >= firmShare*float64(b.n))
	}
	out := moves[:0]
	for _, mv := range moves {
		if settled[mv] != engine.Empty || firm(mv) && !nextToWeakChain(pos, mv) {
			continue
		}
		out = append(out, mv)
	}
	return out
}

// unsettledMoves returns the candidate moves of a Go position outside both sides' settled areas (settledAreas), the
// only moves the search plays after the opponent's pass. While play goes on the search is not held back: its own
// reading answers an invasion of an area the judgement only believes settled.
func unsettledMoves(ctx context.Context, pos *engine.Position) engine.PointSet {
	settled := judgeLife(pos, pos.Key(), func() bool { return ctx.Err() != nil }).settledAreas(pos)
	var out engine.PointSet
	for _, mv := range candidateMoves(pos, nil) {
		if settled[mv] == engine.Empty {
			out.Add(mv)
		}
	}
	return out
}

// usefulCaptures returns the captures (captureMoves) and the defences (defenceMoves) of the side to move that are
// among the useful moves: taking dead stones inside one's own settled area, or saving stones inside the
// opponent's, changes nothing.
func usefulCaptures(pos *engine.Position, useful []engine.Point) (caps []ScoredMove, defs []engine.Point) {
	var in engine.PointSet
	for _, m := range useful {
		in.Add(m)
	}
	for _, m := range captureMoves(pos) {
		if in.Has(m.Point) {
			caps = append(caps, m)
		}
	}
	for _, m := range defenceMoves(pos) {
		if in.Has(m) {
			defs = append(defs, m)
		}
	}
	return caps, defs
}

// nextToWeakChain reports whether a chain of two liberties or fewer touches the empty point pt.
func nextToWeakChain(pos *engine.Position, pt engine.Point) bool {
	for _, n := range engine.Neighbors(pt) {
		if pos.At(n).IsStone() && pos.LibertiesUpTo(n, 3) <= 2 {
			return true
		}
	}
	return false
}
