package ai

import "github.com/seed593a7f8d/atarigo/engine"

// DeadPlayouts is how many playouts DeadStones and EstimateScore run when they are not stopped.
const DeadPlayouts = 400

// Unconditional is what Benson's algorithm proves about both colours of a position: the stones alive whatever the
// opponent does, the opponent's stones inside regions vital to them (dead) and those regions' empty points.
type Unconditional struct {
	Alive, Dead engine.PointSet
	// Territory holds the empty points of the regions proved to be Black's and White's, indexed by colour.
	Territory [3]engine.PointSet
}

// FindUnconditional runs Benson's algorithm for both colours of p; it is exact and fast.
func FindUnconditional(p *engine.Position) Unconditional {
	var u Unconditional
	for _, c := range []engine.Color{engine.Black, engine.White} {
		alive, terr := p.UnconditionalLife(c)
		for _, pt := range alive.Points(nil) {
			u.Alive.Add(pt)
		}
		for _, pt := range terr.Points(nil) {
			if p.At(pt) == engine.Empty {
				u.Territory[c].Add(pt)
			} else {
				u.Dead.Add(pt)
			}
		}
	}
	return u
}

// SureDead returns the stones that are dead for certain at the end of a Go game: those inside a region that
// Benson's algorithm proves the opponent's for ever.
func SureDead(p *engine.Position) engine.PointSet { return FindUnconditional(p).Dead }

// DeadStones estimates the dead stones at the end of a Go game; the game window, the GTP engine and the arena all
// count with it, so one position is scored one way everywhere. The stones SureDead finds are dead; chains Benson's
// algorithm proves alive and chains in seki live; so does every group the life-and-death search of judge_life.go
// proves alive even when the opponent moves first (a group with two eyes, or an eye space of four in a row, is never
// called dead), and what that search or the tactical reader proves dead even when its owner moves first is dead
// (lifestatus.go). Every other chain is dead when, over DeadPlayouts playouts of the search's policy from the stones of p (the side
// to move alternating, seeded by seed so the answer is reproducible), its points end as the opponent's more often
// than as its own. It takes a few milliseconds to a few tenths of a second on 9×9; stop (nil means never) ends the
// proofs and the playouts early, and with none run only SureDead's stones are dead.
func DeadStones(p *engine.Position, seed uint64, stop func() bool) engine.PointSet {
	return judgeLife(p, seed, stop).dead(p)
}

// finalOwner returns who owns pt at the end of a playout: the stone on it, or the colour of all its neighbouring
// stones when it is an empty point inside one colour (Empty for a neutral point).
func finalOwner(p *engine.Position, pt engine.Point) engine.Color {
	if c := p.At(pt); c.IsStone() {
		return c
	}
	owner := engine.Empty
	for _, n := range engine.Neighbors(pt) {
		c := p.At(n)
		if !c.IsStone() {
			continue
		}
		if owner == engine.Empty {
			owner = c
		} else if owner != c {
			return engine.Empty
		}
	}
	return owner
}

// stonesOnly returns a position with p's stones and side to move and nothing of its history (no passes, no ko, no
// captures), so that trial moves are legal after the game ended.
func stonesOnly(p *engine.Position) engine.Position {
	q := engine.MustPosition(p.Cols(), p.Rows(), p.Rules())
	for _, pt := range p.Points(nil) {
		if c := p.At(pt); c.IsStone() {
			_ = q.Place(pt, c)
		}
	}
	q.SetToMove(p.ToMove())
	return q
}
