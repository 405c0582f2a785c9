package lesson

import (
	"slices"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// vary changes template t's position: a symmetry of the board, sometimes the colours swapped, sometimes the
// shape moved or put on a larger board, and up to decoys unrelated stones, placed counting those it found room
// for. ok is false when the change does not fit.
func vary(t *Page, decoys int, rnd *engine.Rand) (pos engine.Position, goal ai.Goal, placed int, ok bool) {
	start := t.Start()
	cols, rows := start.Cols(), start.Rows()
	// The new board: the same, or 9×9 for a smaller one now and then.
	nc, nr := cols, rows
	if cols == rows && cols < 9 && rnd.Intn(3) == 0 {
		nc, nr = 9, 9
	}
	sym := rnd.Intn(8)
	if cols != rows {
		sym &= 2 // only the flips keep a rectangle's shape
	}
	// The shape's stones after the symmetry, then moved by an offset that keeps them on the board.
	stones := map[engine.Point]engine.Color{}
	minC, minR, maxC, maxR := 1<<30, 1<<30, -1, -1
	for _, pt := range start.Points(nil) {
		if c := start.At(pt); c.IsStone() {
			c2, r2 := symmetry(sym, pt.Col(), pt.Row(), cols, rows)
			stones[engine.Pt(c2, r2)] = c
			minC, minR, maxC, maxR = min(minC, c2), min(minR, r2), max(maxC, c2), max(maxR, r2)
		}
	}
	if maxC < 0 {
		return engine.Position{}, ai.Goal{}, 0, false
	}
	dc, dr := 0, 0
	if nc > cols || rnd.Intn(2) == 0 {
		// Keep the shape on the edges it touches, so that a ladder or a net near the edge stays one.
		dc = shift(minC, maxC, cols, nc, rnd)
		dr = shift(minR, maxR, rows, nr, rnd)
	}
	swap := rnd.Intn(2) == 0
	colour := func(c engine.Color) engine.Color {
		if swap {
			return c.Opponent()
		}
		return c
	}
	var err error
	pos, err = engine.NewPosition(nc, nr, start.Rules())
	if err != nil {
		return engine.Position{}, ai.Goal{}, 0, false
	}
	var set engine.Setup
	for pt, c := range stones {
		np := engine.Pt(pt.Col()+dc, pt.Row()+dr)
		if colour(c) == engine.Black {
			set.Black = append(set.Black, np)
		} else {
			set.White = append(set.White, np)
		}
	}
	if pos.PlaceAll(set) != nil {
		return engine.Position{}, ai.Goal{}, 0, false
	}
	pos.SetToMove(colour(start.ToMove()))
	goal = ai.Goal{Kind: t.Goal.Kind}
	for _, pt := range t.Goal.Targets {
		c2, r2 := symmetry(sym, pt.Col(), pt.Row(), cols, rows)
		goal.Targets = append(goal.Targets, engine.Pt(c2+dc, r2+dr))
	}
	for range decoys {
		if addDecoy(&pos, rnd) {
			placed++
		}
	}
	return pos, goal, placed, true
}

// symmetry maps (c, r) on a cols×rows board by one of the eight symmetries of the square (0 is none).
func symmetry(s, c, r, cols, rows int) (int, int) {
	if s&1 != 0 {
		c = cols - 1 - c
	}
	if s&2 != 0 {
		r = rows - 1 - r
	}
	if s&4 != 0 {
		c, r = r, c
	}
	return c, r
}

// shift returns an offset for a shape spanning lo…hi on a line of n points, put on a line of m points: a shape
// touching an edge keeps it, one touching neither moves anywhere it fits.
func shift(lo, hi, n, m int, rnd *engine.Rand) int {
	switch {
	case lo == 0:
		return 0
	case hi == n-1:
		return m - n
	}
	room := m - 1 - hi + lo // the offsets -lo … m-1-hi
	return rnd.Intn(room+1) - lo
}

// addDecoy puts a stone of a random colour on a random empty point two points or more from every stone, so that
// it changes nothing nearby, and reports whether it found such a point; the judge decides whether the stone changed
// the answer.
func addDecoy(pos *engine.Position, rnd *engine.Rand) bool {
	empty := pos.Points(nil)
	empty = slices.DeleteFunc(empty, func(pt engine.Point) bool { return !farFromStones(pos, pt) })
	if len(empty) == 0 {
		return false
	}
	pt := empty[rnd.Intn(len(empty))]
	c := engine.Black
	if rnd.Intn(2) == 0 {
		c = engine.White
	}
	return pos.Place(pt, c) == nil // a point far from every stone always takes one
}

// farFromStones reports whether pt is empty and no stone is within two steps of it along the lines.
func farFromStones(pos *engine.Position, pt engine.Point) bool {
	for dc := -2; dc <= 2; dc++ {
		for dr := -2; dr <= 2; dr++ {
			if abs(dc)+abs(dr) > 2 {
				continue
			}
			c, r := pt.Col()+dc, pt.Row()+dr
			if c < 0 || r < 0 || c >= pos.Cols() || r >= pos.Rows() {
				continue
			}
			if pos.At(engine.Pt(c, r)) != engine.Empty {
				return false
			}
		}
	}
	return true
}

// abs returns the absolute value of x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
