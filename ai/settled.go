package ai

import "github.com/seed593a7f8d/atarigo/engine"

// Settled areas: where no move can change the count any more, by the levels' own judgement. A person does not
// play inside their own settled territory (under territory counting it costs a point; under area counting it
// gains nothing) nor throw stones into the opponent's; every level leaves such points alone and passes when
// nothing else is left, so a game against the computer ends when the person passes.

// region is a connected set of empty points and dead stones, with the living chains around it.
type region struct {
	points  []engine.Point
	empties int
	border  [3]bool        // which colours' living stones touch it
	chains  []engine.Point // a stone of each living chain around it
}

// regionsOf returns the regions of p once the stones in dead are taken off.
func regionsOf(p *engine.Position, dead *engine.PointSet) []region {
	var out []region
	var seen, chainSeen engine.PointSet
	isDead := func(pt engine.Point) bool { return dead.Has(pt) && p.At(pt).IsStone() }
	for _, pt := range p.Points(nil) {
		if seen.Has(pt) || p.At(pt).IsStone() && !isDead(pt) {
			continue
		}
		r := region{points: []engine.Point{pt}}
		seen.Add(pt)
		clear(chainSeen[:])
		for i := 0; i < len(r.points); i++ {
			q := r.points[i]
			if p.At(q) == engine.Empty {
				r.empties++
			}
			for _, n := range engine.Neighbors(q) {
				if !p.OnBoard(n) {
					continue
				}
				c := p.At(n)
				switch {
				case c == engine.Empty || isDead(n):
					if !seen.Has(n) {
						seen.Add(n)
						r.points = append(r.points, n)
					}
				case !chainSeen.Has(p.ChainHead(n)):
					chainSeen.Add(p.ChainHead(n))
					r.border[c] = true
					r.chains = append(r.chains, n)
				}
			}
		}
		out = append(out, r)
	}
	return out
}

// aliveShare is the least share of the playouts (from −1 to 1, ownership) with which a chain nothing proved counts
// as alive around a settled area.
const aliveShare = 0.5

// settledAreas returns, for each point of p, the colour whose settled area it lies in, Empty when none. A point
// is settled when Benson's algorithm proves its region one colour's, or when it lies in a region (of empty points
// and dead stones) that only one colour's living stones surround and all of these hold: every chain around it is
// proved alive or, unproved, has a share of at least aliveShare of the playouts, and the tactical reader cannot
// capture it with the opponent to move; every stone inside is proved dead or, unproved, is the surrounding
// colour's by a share of at least firmShare of the playouts; and the region is small enough for the life search
// (lifeMaxArea empty points) or each of its empty points is the surrounding colour's by a share of firmShare.
// After the opponent's pass the game is about to end, and a level judges as the estimate counts: firmShare gives
// way to sureShare, and the life search's size to half the board (EstimateScore gives such a region wholly to its
// colour), so that a level answers a pass with a pass whenever the estimate sees nothing left to take.
func (b *boardLife) settledAreas(p *engine.Position) (owner [engine.MaxPoints]engine.Color) {
	for _, c := range []engine.Color{engine.Black, engine.White} {
		for _, pt := range b.u.Territory[c].Points(nil) {
			owner[pt] = c
		}
	}
	if b.n == 0 {
		return owner
	}
	lim := settledLimits{firm: firmShare, alive: firmShare, small: lifeMaxArea, proved: true}
	if p.LastMove() == engine.Pass {
		lim = settledLimits{firm: sureShare, alive: aliveShare, small: p.Cols() * p.Rows() / 2}
	}
	dead := b.dead(p)
	base := stonesOnly(p)
	r := NewReader(rootReadBudget)
	for _, reg := range regionsOf(p, &dead) {
		c := engine.Black
		if reg.border[engine.White] {
			c = engine.White
		}
		if !reg.border[c] || reg.border[c.Opponent()] || !b.holds(p, &base, r, reg, c, lim) {
			continue
		}
		if lim.proved && touches(p, reg, p.LastMove()) {
			continue // the opponent's last move is answered where it was played
		}
		for _, pt := range reg.points {
			owner[pt] = c
		}
	}
	return owner
}

// settledLimits are the bounds of a settled area: the share of the playouts with which a point or a stone inside is
// surely the surrounding colour's, and the most empty points of a region settled without that share.
type settledLimits struct {
	firm   float64 // the share with which an empty point inside is surely the surrounding colour's
	alive  float64 // the share with which an unproved chain around the region counts as alive
	small  int     // the most empty points of a region settled without the firm share
	proved bool    // stones inside must be proved dead, and the opponent's last move is answered (play goes on)
}

// touches reports whether the point pt is in the region reg or next to one of its points.
func touches(p *engine.Position, reg region, pt engine.Point) bool {
	if !p.OnBoard(pt) {
		return false
	}
	for _, q := range reg.points {
		if q == pt {
			return true
		}
		for _, n := range engine.Neighbors(q) {
			if n == pt {
				return true
			}
		}
	}
	return false
}

// holds reports whether the region reg, surrounded by c alone, is settled as c's within lim (see settledAreas).
func (b *boardLife) holds(p, base *engine.Position, r *Reader, reg region, c engine.Color, lim settledLimits) bool {
	for _, ch := range reg.chains {
		switch b.state[ch] {
		case lifeAlive:
			if b.u.Alive.Has(ch) {
				continue
			}
		case lifeUnknown:
			if b.share(p, ch) < lim.alive {
				return false
			}
		default:
			return false
		}
		if p.LibertiesUpTo(ch, riskLiberties+1) <= riskLiberties {
			if res, _ := r.Attack(base, ch); res != ReadSafe {
				return false
			}
		}
	}
	for _, pt := range reg.points {
		if st := b.state[pt]; p.At(pt).IsStone() && st != lifeDead && (lim.proved || !(st != lifeAlive && -b.share(p, pt) >= lim.firm)) {
			return false
		}
	}
	if reg.empties <= lim.small {
		return true
	}
	for _, pt := range reg.points {
		v := float64(b.owned[pt]) / float64(b.n)
		if c == engine.White {
			v = -v
		}
		if p.At(pt) == engine.Empty && v < lim.firm {
			return false
		}
	}
	return true
}
