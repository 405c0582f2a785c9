package ai

import "github.com/seed593a7f8d/atarigo/engine"

// ownership plays DeadPlayouts light playouts from the stones of p (the side to move alternating, seeded by seed)
// and returns, for each point, the playouts in which it ended as Black's minus those in which it ended as White's,
// with the number of playouts run; stop (nil means never) ends them early.
func ownership(p *engine.Position, seed uint64, stop func() bool) (owned [engine.MaxPoints]int, n int) {
	base := stonesOnly(p)
	rng := engine.NewRand(seed)
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
	return owned, n
}

// estimateShare is the least lead, as a share of the playouts, with which a point counts as one side's in an estimate.
const estimateShare = 0.3

// EstimateScore estimates the count of an unfinished Go game, as engine.Score counts a finished one: the dead stones
// as DeadStones finds them, and each empty point given to the side that owns it at the end of most playouts (by a
// lead of estimateShare of them; a point without such a lead is neutral), with the captures so far and the komi. It is
// an estimate, never a proof; stop (nil means never) cuts the playouts short.
func EstimateScore(p *engine.Position, seed uint64, stop func() bool) (engine.Score, engine.PointSet) {
	owned, n := ownership(p, seed, stop)
	dead := deadFrom(p, owned, n)
	s := p.Score(&dead)
	if n == 0 {
		return s, dead
	}
	s.Territory = [3]int{}
	for _, pt := range p.Points(nil) {
		c := p.At(pt)
		if c.IsStone() && !dead.Has(pt) {
			s.Owner[pt] = c
			continue
		}
		s.Owner[pt] = engine.Empty
		switch {
		case float64(owned[pt]) >= estimateShare*float64(n):
			s.Owner[pt] = engine.Black
		case float64(-owned[pt]) >= estimateShare*float64(n):
			s.Owner[pt] = engine.White
		case c.IsStone(): // a dead stone's point goes to the side that killed it
			s.Owner[pt] = c.Opponent()
		}
		if s.Owner[pt].IsStone() {
			s.Territory[s.Owner[pt]]++
		}
	}
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if s.Scoring == engine.Area {
			s.Total[c] = float64(s.Territory[c] + s.Stones[c])
		} else {
			s.Total[c] = float64(s.Territory[c] + s.Prisoners[c])
		}
	}
	s.Total[engine.White] += s.Komi
	return s, dead
}

// deadFrom returns the dead stones of p given the playouts' ownership: those Benson's algorithm proves dead, and
// every chain that is neither proved alive nor in seki and whose points ended as the opponent's more often than as
// its own.
func deadFrom(p *engine.Position, owned [engine.MaxPoints]int, n int) engine.PointSet {
	u := FindUnconditional(p)
	dead := u.Dead
	if n == 0 {
		return dead
	}
	seki := p.Seki(nil) // stones in seki live, whatever the playouts say
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
