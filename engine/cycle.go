package engine

// Cycle describes a whole-board position that repeats an earlier one in the game (a long cycle).
type Cycle struct {
	Since    *Node  // the earlier node with the same stones
	Moves    int    // moves played since then
	Captures [3]int // stones each colour captured since then
}

// Winner applies the Japanese-style rule: the side that captured more since the earlier occurrence wins; equal means no result (Empty).
func (c Cycle) Winner() Color {
	switch {
	case c.Captures[Black] > c.Captures[White]:
		return Black
	case c.Captures[White] > c.Captures[Black]:
		return White
	}
	return Empty
}

// LongCycle reports whether the position at the cursor repeats an earlier whole-board position with the same
// side to move, and the captures since. Positions after passes are skipped (they repeat by design).
func (g *Game) LongCycle() (Cycle, bool) {
	cur := g.cur
	if !cur.HasMove() || cur.Move().Point == Pass {
		return Cycle{}, false
	}
	moves := 0
	now := cur.pos.Load()
	for n := cur.parent; n != nil; n = n.parent {
		moves++
		if n.hash != now.hash {
			continue
		}
		if p := n.Position(); p.toMove == now.toMove {
			c := Cycle{Since: n, Moves: moves}
			for _, col := range []Color{Black, White} {
				c.Captures[col] = now.Captures(col) - p.Captures(col)
			}
			return c, true
		}
	}
	return Cycle{}, false
}
