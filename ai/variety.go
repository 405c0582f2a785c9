package ai

import "github.com/seed593a7f8d/atarigo/engine"

// Variety: a computer player that always answers the same position with the same move lets people
// learn its games by heart. Players with a margin choose at random, with their seeded generator, among the
// moves whose value is within the margin of the best, so games differ yet replay exactly from the seed.

// mcCand is a move and its value for the side to move (a win rate for the search).
type mcCand struct {
	move  engine.Point
	value float64
}

// mcVariety returns a move chosen uniformly among cands whose value is within margin of best's value
// (best itself included); cands must contain best.
func mcVariety(rng *engine.Rand, cands []mcCand, best engine.Point, margin float64) engine.Point {
	top := 0.0
	for _, c := range cands {
		if c.move == best {
			top = c.value
		}
	}
	var near []engine.Point
	for _, c := range cands {
		if c.value >= top-margin {
			near = append(near, c.move)
		}
	}
	if len(near) == 0 {
		return best
	}
	return near[rng.Intn(len(near))]
}
