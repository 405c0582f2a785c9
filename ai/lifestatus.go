package ai

import "github.com/seed593a7f8d/atarigo/engine"

// The life of every chain of a Go position, as the count at the end, the score estimate and the levels' sense of
// when to stop all read it. What can be proved is proved: Benson's algorithm first, then the exhaustive
// life-and-death search of judge_life.go on every group whose area is small and enclosed (once with its owner to
// move, once with the opponent; believed only where the wall around the area holds), then the tactical reader on
// the chains short of liberties (a chain its owner cannot save is dead), then seki (a chain in a seki of its final
// shape lives). Only the chains that none of them decides are judged by playouts (ownership), which see life
// badly: a random opponent inside a group's eye space of four points kills it in many of them.

// lifeState is what is proved about a chain's life.
type lifeState uint8

const (
	lifeUnknown  lifeState = iota // nothing proved: the playouts judge it
	lifeAlive                     // lives even when the opponent moves first (Benson, seki, the life search)
	lifeDead                      // dies even when its owner moves first (Benson, the life search, the reader)
	lifeCritical                  // lives when its owner moves first and dies when the opponent does (the life search)
)

// Bounds of the proofs: the life search's nodes for one group and one side to move, and for all groups together.
const (
	lifeStatusNodes = 2000
	lifeStatusTotal = 30000
)

// boardLife is what is known of the life of every chain of a position.
type boardLife struct {
	state [engine.MaxPoints]lifeState // by stone
	owned [engine.MaxPoints]int       // playouts in which the point ended Black's minus those it ended White's
	n     int                         // playouts run
	u     Unconditional
}

// judgeLife works out the life of every chain of p: the proofs, then DeadPlayouts playouts (ownership) from the
// stones of p seeded by seed; stop (nil means never) ends the proofs and the playouts early, leaving the rest unknown.
func judgeLife(p *engine.Position, seed uint64, stop func() bool) *boardLife {
	b := proveLife(p, stop)
	b.owned, b.n = ownership(p, seed, stop)
	return b
}

// proveLife works out what the proofs decide of every chain of p, without playouts; stop (nil means never) ends
// them early, leaving the rest unknown.
func proveLife(p *engine.Position, stop func() bool) *boardLife {
	b := &boardLife{u: FindUnconditional(p)}
	stopped := func() bool { return stop != nil && stop() }
	base := stonesOnly(p)
	seki := settledSeki(p, p.Seki(nil))
	var heads []engine.Point // the chains left to judge
	var done engine.PointSet
	for _, pt := range p.Points(nil) {
		c := p.At(pt)
		if !c.IsStone() || done.Has(pt) {
			continue
		}
		st := lifeUnknown
		switch {
		case b.u.Alive.Has(pt):
			st = lifeAlive
		case b.u.Dead.Has(pt):
			st = lifeDead
		default:
			heads = append(heads, pt)
		}
		for _, s := range p.ChainStones(pt, nil) {
			done.Add(s)
			b.state[s] = st
		}
	}
	spent := 0
	r := NewReader(rootReadBudget)
	for _, pt := range heads {
		if spent >= lifeStatusTotal || stopped() {
			break
		}
		st, nodes := searchLife(&base, r, pt)
		spent += nodes
		b.set(p, pt, st)
	}
	for _, pt := range heads {
		if b.state[pt] != lifeUnknown || p.LibertiesUpTo(pt, riskLiberties+1) > riskLiberties || stopped() {
			continue
		}
		b.set(p, pt, readLife(r, &base, pt))
	}
	for _, pt := range heads {
		if b.state[pt] == lifeUnknown && seki.Has(pt) {
			b.set(p, pt, lifeAlive)
		}
	}
	return b
}

// settledSeki returns the stones of seki (Position.Seki's answer for p) whose seki has its final shape: every
// liberty of every chain in it is shared with the opponent's stones or is an eye of its own. Position.Seki fills the
// open points first, as at the end of a game; during the game a chain with a liberty on open ground is in a race
// that moves outside can still decide, not in seki. A seki is kept or dropped whole: its chains are those linked
// through their liberties.
func settledSeki(p *engine.Position, seki engine.PointSet) engine.PointSet {
	var out, seen engine.PointSet
	for _, pt := range seki.Points(nil) {
		if seen.Has(pt) {
			continue
		}
		var stones []engine.Point
		queue := []engine.Point{pt}
		seen.Add(pt)
		ok := true
		for len(queue) > 0 {
			ch := queue[0]
			queue = queue[1:]
			c := p.At(ch)
			for _, s := range p.ChainStones(ch, nil) {
				seen.Add(s)
				stones = append(stones, s)
			}
			for _, lib := range p.LibertyPoints(ch, nil) {
				shared, eye := false, true
				for _, n := range engine.Neighbors(lib) {
					switch k := p.At(n); {
					case !p.OnBoard(n):
					case k == c.Opponent():
						shared, eye = true, false
						if seki.Has(n) && !seen.Has(n) {
							seen.Add(n)
							queue = append(queue, n)
						}
					case k != c:
						eye = false
					}
				}
				ok = ok && (shared || eye)
			}
		}
		if ok {
			for _, s := range stones {
				out.Add(s)
			}
		}
	}
	return out
}

// set gives every stone of the chain at pt the state st.
func (b *boardLife) set(p *engine.Position, pt engine.Point, st lifeState) {
	for _, s := range p.ChainStones(pt, nil) {
		b.state[s] = st
	}
}

// searchLife decides the chain at pt by the life-and-death search when its area is small and enclosed, and returns
// the nodes spent. The search takes the wall around the area as alive, so its answer is believed only when the wall
// holds (wallHolds).
func searchLife(base *engine.Position, r *Reader, pt engine.Point) (lifeState, int) {
	s, ok := newLifeSearch(base, pt)
	if !ok {
		return lifeUnknown, 0
	}
	owner := base.At(pt)
	ownFirst, otherFirst := *base, *base
	ownFirst.SetToMove(owner)
	otherFirst.SetToMove(owner.Opponent())
	s.limit = lifeStatusNodes
	other := s.search(&otherFirst, 0, 0)
	spent := s.nodes
	own := ReadUnknown
	if other != ReadSafe {
		s.nodes, s.limit = 0, lifeStatusNodes
		own = s.search(&ownFirst, 0, 0)
		spent += s.nodes
	}
	st := lifeUnknown
	switch {
	case other == ReadSafe:
		st = lifeAlive
	case own == ReadCaptured:
		st = lifeDead
	case own == ReadSafe && other == ReadCaptured:
		st = lifeCritical
	}
	if st != lifeUnknown && !wallHolds(base, r, pt, st != lifeAlive) {
		st = lifeUnknown
	}
	return st, spent
}

// wallHolds reports whether every chain of the opponent that bounds the area of the chain at pt (lifeRegion's wall) is
// beyond the chain's reach: proved alive by Benson's algorithm, or safe by the tactical reader with the chain's
// owner to move, and, when race is set (the search found the chain dead or critical), with more liberties than the
// chain. A wall the chain could capture, or that its owner would defend from outside the area, leaves the fight to
// a capturing race the life search does not see.
func wallHolds(pos *engine.Position, r *Reader, pt engine.Point, race bool) bool {
	libs := pos.Liberties(pt)
	alive, _ := pos.UnconditionalLife(pos.At(pt).Opponent())
	_, wall, _ := lifeRegion(pos, pt)
	for _, n := range wall {
		if alive.Has(n) {
			continue
		}
		l := pos.LibertiesUpTo(n, max(libs+1, wallSafeLiberties))
		if race && l <= libs {
			return false
		}
		if l < wallSafeLiberties {
			q := *pos
			q.SetToMove(pos.At(pt))
			if res, _ := r.Attack(&q, n); res != ReadSafe {
				return false
			}
		}
	}
	return true
}

// wallSafeLiberties is the number of liberties from which a wall chain is taken as safe without reading.
const wallSafeLiberties = 5

// readLife asks the tactical reader about the chain at pt: dead when its owner, moving first, cannot save it;
// unknown otherwise (a chain the reader can capture only when the opponent moves first is a tactical matter, and
// one it cannot capture may still die as a group).
func readLife(r *Reader, base *engine.Position, pt engine.Point) lifeState {
	if def, _ := r.Defend(base, pt); def == ReadCaptured {
		return lifeDead
	}
	return lifeUnknown
}

// share returns how often, over the playouts, the chain at pt ended as its owner's: from −1 (always the
// opponent's) to 1 (always its own); 0 without playouts.
func (b *boardLife) share(p *engine.Position, pt engine.Point) float64 {
	if b.n == 0 {
		return 0
	}
	sum, size := 0, 0
	for _, s := range p.ChainStones(pt, nil) {
		sum += b.owned[s]
		size++
	}
	if p.At(pt) == engine.White {
		sum = -sum
	}
	return float64(sum) / float64(size*b.n)
}

// dead returns the dead stones at the end of a game: the chains proved dead, and the chains whose death or life
// nothing proved (a critical chain lives or dies by who moves first, and nobody moves any more) whose points ended
// as the opponent's in more playouts than as their own.
func (b *boardLife) dead(p *engine.Position) engine.PointSet {
	dead := b.u.Dead
	var done engine.PointSet
	for _, pt := range p.Points(nil) {
		if !p.At(pt).IsStone() || done.Has(pt) {
			continue
		}
		stones := p.ChainStones(pt, nil)
		for _, s := range stones {
			done.Add(s)
		}
		if st := b.state[pt]; st == lifeDead || (st == lifeUnknown || st == lifeCritical) && b.share(p, pt) < 0 {
			for _, s := range stones {
				dead.Add(s)
			}
		}
	}
	return dead
}
