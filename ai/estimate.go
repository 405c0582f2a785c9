package ai

import (
	"math"

	"github.com/seed593a7f8d/atarigo/engine"
)

// ownership plays DeadPlayouts playouts of the search's policy (mcts_playout.go: captures, escapes, shapes, no
// self-atari, no filling of its own eyes) from the stones of p, the side to move alternating, seeded by seed, and
// returns for each point the playouts in which it ended as Black's minus those in which it ended as White's, with the
// number of playouts run; stop (nil means never) ends them early. The policy keeps a group with an eye space of
// four alive where random moves would fill it, so its owners are sharper than the engine's light playouts'.
func ownership(p *engine.Position, seed uint64, stop func() bool) (owned [engine.MaxPoints]int, n int) {
	base := stonesOnly(p)
	pl := newMCPlayout(seed)
	for i := 0; i < DeadPlayouts; i++ {
		if stop != nil && stop() {
			break
		}
		q := base
		if i%2 == 1 {
			q.SetToMove(q.ToMove().Opponent())
		}
		pl.moves, pl.colors = pl.moves[:0], pl.colors[:0]
		pl.run(&q)
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

// EstimateScore estimates the count of an unfinished Go game, as engine.Score counts a finished one, from what
// judgeLife knows of each chain (lifestatus.go) and the shares of its playouts, ramped (ramp: a share of sureShare or
// more counts wholly). A chain proved alive lives and one proved dead is dead, so a group with two eyes or an eye
// space of four in a row is never shown dead; a chain nothing proved, or a critical one (it lives or dies by who
// moves first), counts for its owner and for the opponent (as a captured point, and under territory counting a
// prisoner) by its ramped share, and is shown dead when it ended as the opponent's in most playouts. A region of
// empty points and surely dead stones that only one colour's chains surround counts for that colour by the least
// ramped share of those chains (1 for a chain proved alive) when the region is no larger than half the board or
// every chain around it is proved alive, and for the rest point by point by the ramped shares of its points; a
// region that both colours touch counts point by point. The totals add the captures so far and the komi and are
// rounded to whole points; Territory holds the points that count wholly for one side, and Owner the side each point
// counts for by more than half (neutral otherwise). So every part of the estimate moves smoothly with the
// playouts and by steps only where a proof changes: a quiet move changes it by little, and it jumps where the
// status of a group changes. It is an estimate, never a proof; stop (nil means never) cuts the proofs and the
// playouts short.
func EstimateScore(p *engine.Position, seed uint64, stop func() bool) (engine.Score, engine.PointSet) {
	b := judgeLife(p, seed, stop)
	if b.n == 0 {
		dead := b.dead(p)
		return p.Score(&dead), dead
	}
	// weight is how surely the chain at pt lives: 1 proved alive, −1 proved dead, else its ramped share.
	weight := func(pt engine.Point) float64 {
		switch b.state[pt] {
		case lifeAlive:
			return 1
		case lifeDead:
			return -1
		}
		return ramp(b.share(p, pt))
	}
	var dead, shown, seen engine.PointSet // the chains that are surely dead; those shown dead
	for _, pt := range p.Points(nil) {
		if !p.At(pt).IsStone() || seen.Has(pt) {
			continue
		}
		w := weight(pt)
		for _, s := range p.ChainStones(pt, nil) {
			seen.Add(s)
			if w <= -1 {
				dead.Add(s)
			}
			if w <= -1 || w < 1 && b.state[pt] != lifeAlive && b.share(p, pt) < 0 {
				shown.Add(s)
			}
		}
	}
	s := p.Score(&dead)
	area := s.Scoring == engine.Area
	var total [3]float64 // every point and prisoner, by the parts that count for each side
	for _, c := range []engine.Color{engine.Black, engine.White} {
		s.Territory[c] = 0
		if !area {
			total[c] = float64(s.Prisoners[c])
		}
	}
	// give counts a point for c by f (for the opponent by −f when f is negative); whole marks it territory.
	give := func(pt engine.Point, c engine.Color, f float64) {
		if f < 0 {
			c, f = c.Opponent(), -f
		}
		total[c] += f
		switch {
		case f >= 1 && !p.At(pt).IsStone():
			s.Owner[pt] = c
			s.Territory[c]++
		case f > 0.5:
			s.Owner[pt] = c
		default:
			s.Owner[pt] = engine.Empty
		}
	}
	for _, pt := range p.Points(nil) {
		c := p.At(pt)
		s.Owner[pt] = engine.Empty
		if !c.IsStone() || dead.Has(pt) {
			continue
		}
		w := weight(pt)
		switch {
		case area:
			give(pt, c, w) // alive, its owner's point; captured, the opponent's
		case w < 0:
			give(pt, c, 2*w) // captured: a point and a prisoner for the opponent
		default:
			s.Owner[pt] = c
		}
		if shown.Has(pt) {
			s.Owner[pt] = c.Opponent()
		} else {
			s.Owner[pt] = c
		}
	}
	small := p.Cols() * p.Rows() / 2
	for _, reg := range regionsOf(p, &dead) {
		c, w := engine.Empty, 0.0
		switch {
		case reg.border[engine.Black] && !reg.border[engine.White]:
			c = engine.Black
		case reg.border[engine.White] && !reg.border[engine.Black]:
			c = engine.White
		}
		if c != engine.Empty && (len(reg.points) <= small || b.provedAround(reg)) {
			w = 1
			for _, ch := range reg.chains {
				w = min(w, weight(ch))
			}
			w = max(w, 0)
		}
		for _, pt := range reg.points {
			if k := p.At(pt); k.IsStone() { // a surely dead stone's point goes to the side that killed it
				total[k.Opponent()]++
				s.Owner[pt] = k.Opponent()
				s.Territory[k.Opponent()]++
				continue
			}
			v := ramp(float64(b.owned[pt]) / float64(b.n))
			if c == engine.White {
				v = -v
			}
			if c == engine.Empty {
				give(pt, engine.Black, v)
			} else {
				give(pt, c, w+(1-w)*v)
			}
		}
	}
	for _, c := range []engine.Color{engine.Black, engine.White} {
		s.Total[c] = math.Round(total[c])
	}
	s.Total[engine.White] += s.Komi
	return s, shown
}

// Shares of the playouts with which a point or an unproved chain counts in the estimate: wholly from sureShare on,
// not at all below rampFrom, in proportion between (a playout is noisy, and its random moves blur the owner
// of many points that are in fact settled).
const (
	rampFrom  = 0.1
	sureShare = 0.5
)

// ramp maps a share of the playouts, from −1 (always White's) to 1 (always Black's), to the part of a point the
// estimate gives: 0 below rampFrom, ±1 from sureShare on, in proportion between.
func ramp(v float64) float64 {
	a := min(1, max(0, (math.Abs(v)-rampFrom)/(sureShare-rampFrom)))
	return math.Copysign(a, v)
}

// provedAround reports whether every chain around reg is proved to live (or, critical, lives if its owner moves).
func (b *boardLife) provedAround(reg region) bool {
	for _, ch := range reg.chains {
		if st := b.state[ch]; st != lifeAlive && st != lifeCritical {
			return false
		}
	}
	return true
}
