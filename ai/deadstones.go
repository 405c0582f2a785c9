package ai

import "github.com/seed593a7f8d/atarigo/engine"

// DeadPlayouts is how many light playouts DeadStones runs when it is not stopped.
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
// algorithm proves alive and chains in seki live; every other chain is dead when, over DeadPlayouts light playouts
// from the stones of p (the side to move alternating, seeded by seed so the answer is reproducible), its points end
// as the opponent's more often than as its own. It takes a few milliseconds on 9×9 and up to a few tenths of a
// second on 19×19; stop (nil means never) ends the playouts early, and with none run only SureDead's stones are dead.
func DeadStones(p *engine.Position, seed uint64, stop func() bool) engine.PointSet {
	u := FindUnconditional(p)
	dead := u.Dead
	seki := p.Seki(nil) // stones in seki live, whatever the playouts say
	base := stonesOnly(p)
	rng := engine.NewRand(seed)
	var owned [engine.MaxPoints]int // playouts in which the point ended as Black's minus those in which it was White's
	n := 0
	for i := 0; i < DeadPlayouts; i++ {
		if stop != nil && stop() {
			break
		}
		q := base
		if i%2 == 1 {
			q.SetToMove(q.ToMove().Opponent())
		}
		q.PlayoutLight(rng)
		for _, pt := range q.Points(nil) {
			switch finalOwner(&q, pt) {
			case engine.Black:
				owned[pt]++
			case engine.White:
				owned[pt]--
			}
		}
		n++
	}
	if n == 0 {
		return dead
	}
	var done engine.PointSet
	for _, pt := range p.Points(nil) {
		c := p.At(pt)
		if !c.IsStone() || done.Has(pt) || u.Alive.Has(pt) || u.Dead.Has(pt) || seki.Has(pt) {
			continue
		}
		stones := p.ChainStones(pt, nil)
		sum := 0
		for _, s := range stones {
			done.Add(s)
			sum += owned[s]
		}
		if c == engine.White {
			sum = -sum
		}
		if sum < 0 {
			for _, s := range stones {
				dead.Add(s)
			}
		}
	}
	return dead
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
