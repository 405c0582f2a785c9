package ai

import "github.com/seed593a7f8d/atarigo/engine"

// In Go a player must know when to stop: a move inside territory that is already settled changes nothing but the
// count (or the count against it), and a level that plays such moves after its opponent has passed never lets the
// game end. The thesis-based levels choose their first move among usefulMoves, and pass when there are none.

// firmShare is the least lead, as a share of the light playouts, with which a point counts as firmly one side's.
const firmShare = 0.85

// usefulMoves returns the moves a thesis player considers at the root. In Atari Go they are its candidate moves.
// In Go they are the candidate moves (no own one-point eye filled) less those that can no longer change the
// result: the points of a region Benson's algorithm proves one side's, and the points that end as one side's in
// at least firmShare of DeadPlayouts light playouts (seeded by the position, so the answer is reproducible) and touch no chain of two liberties or fewer,
// where a fight could still change hands.
func usefulMoves(pos *engine.Position) []engine.Point {
	moves := candidateMoves(pos, nil)
	if pos.Rules().Kind != engine.Go || len(moves) == 0 {
		return moves
	}
	u := FindUnconditional(pos)
	owned, n := ownership(pos, pos.Key(), nil)
	firm := func(pt engine.Point) bool {
		return n > 0 && (float64(owned[pt]) >= firmShare*float64(n) || float64(-owned[pt]) >= firmShare*float64(n))
	}
	out := moves[:0]
	for _, mv := range moves {
		if u.Territory[engine.Black].Has(mv) || u.Territory[engine.White].Has(mv) {
			continue
		}
		if firm(mv) && !nextToWeakChain(pos, mv) {
			continue
		}
		out = append(out, mv)
	}
	return out
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
