package game

import (
	"github.com/seed593a7f8d/atarigo/engine"
)

// ToggleDead marks the chain at pt dead, or alive again, in the scoring stage.
func (m *Match) ToggleDead(pt engine.Point) error {
	if m.state != Scoring {
		return ErrNotScoring
	}
	p := m.game.Position()
	if !p.At(pt).IsStone() {
		return nil
	}
	dead := !m.dead.Has(pt)
	m.deadEdited = true
	for _, s := range p.ChainStones(pt, nil) {
		if dead {
			m.dead.Add(s)
		} else {
			m.dead.Remove(s)
		}
	}
	return nil
}

// Estimating reports whether the estimate of the dead stones is still being worked out.
func (m *Match) Estimating() bool { return m.state == Scoring && m.estimating }

// DeadEstimated takes the estimate asked for with AskDead seq: it replaces
// the proposal unless a person already marked stones by hand. Between two
// computers the count is then accepted at once.
func (m *Match) DeadEstimated(seq uint64, dead engine.PointSet) []Effect {
	if m.state != Scoring || seq != m.deadSeq || !m.estimating {
		return nil
	}
	m.estimating = false
	if !m.deadEdited {
		m.dead = dead
	}
	if m.Watching() {
		m.acceptedAt = m.game.Current()
		return m.settle()
	}
	return nil
}

// AcceptScore ends a Go game with the dead stones as marked.
func (m *Match) AcceptScore() ([]Effect, error) {
	if m.state != Scoring {
		return nil, ErrNotScoring
	}
	m.acceptedAt = m.game.Current()
	return m.settle(), nil
}

// ProposeDead returns the stones that are surely dead at the end of a Go
// game, found exactly and fast: stones inside a region that Benson's
// algorithm proves to be the opponent's for ever. EstimateDead adds the
// rest.
func ProposeDead(p *engine.Position) engine.PointSet {
	var dead engine.PointSet
	for _, c := range []engine.Color{engine.Black, engine.White} {
		_, territory := p.UnconditionalLife(c.Opponent())
		for _, pt := range territory.Points(nil) {
			if p.At(pt) == c {
				dead.Add(pt)
			}
		}
	}
	return dead
}

// EstimateDead proposes every dead stone at the end of a Go game: the
// stones ProposeDead finds, plus each chain that Benson's algorithm does not
// prove alive, that is not in seki, and that random playouts from here (playouts of them, seeded
// by seed) leave to the opponent more often than not. It takes a few
// milliseconds on 9×9 and up to a few tenths of a second on 19×19, so callers
// run it off the game loop; stop ends it early (nil means never).
func EstimateDead(p *engine.Position, playouts int, seed uint64, stop func() bool) engine.PointSet {
	dead := ProposeDead(p)
	alive := p.Seki(nil) // stones in seki live, whatever the playouts say
	for _, c := range []engine.Color{engine.Black, engine.White} {
		a, _ := p.UnconditionalLife(c)
		for _, pt := range a.Points(nil) {
			alive.Add(pt)
		}
	}
	base := stonesOnly(p)
	rng := engine.NewRand(seed)
	var own [engine.MaxPoints][3]int
	n := 0
	for i := 0; i < playouts; i++ {
		if stop != nil && stop() {
			break
		}
		q := base
		q.SetToMove([]engine.Color{engine.Black, engine.White}[i%2])
		q.PlayoutLight(rng)
		for _, pt := range q.Points(nil) {
			own[pt][finalOwner(&q, pt)]++
		}
		n++
	}
	if n == 0 {
		return dead
	}
	var seen engine.PointSet
	for _, pt := range p.Points(nil) {
		c := p.At(pt)
		if !c.IsStone() || seen.Has(pt) || alive.Has(pt) {
			continue
		}
		stones := p.ChainStones(pt, nil)
		theirs := 0
		for _, s := range stones {
			seen.Add(s)
			theirs += own[s][c.Opponent()]
		}
		if 2*theirs > n*len(stones) {
			for _, s := range stones {
				dead.Add(s)
			}
		}
	}
	return dead
}

// finalOwner returns who owns pt at the end of a playout: the stone on it,
// or the colour of all its neighbours when it is an empty point inside one
// colour (Empty for a neutral point).
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

// stonesOnly returns a position with p's stones and nothing of its history
// (no passes, no ko), so that trial moves are legal after the game ended.
func stonesOnly(p *engine.Position) engine.Position {
	q := engine.MustPosition(p.Cols(), p.Rows(), p.Rules())
	for _, pt := range p.Points(nil) {
		if c := p.At(pt); c.IsStone() {
			_ = q.Place(pt, c)
		}
	}
	return q
}
