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
	for _, s := range p.ChainStones(pt, nil) {
		if dead {
			m.dead.Add(s)
		} else {
			m.dead.Remove(s)
		}
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

// ProposeDead returns the stones that look dead at the end of a Go game:
// chains with a single liberty that the opponent could take at once and that
// cannot escape by playing there.
func ProposeDead(p *engine.Position) engine.PointSet {
	var dead engine.PointSet
	var seen engine.PointSet
	for _, pt := range p.Points(nil) {
		c := p.At(pt)
		if !c.IsStone() || seen.Has(pt) {
			continue
		}
		stones := p.ChainStones(pt, nil)
		for _, s := range stones {
			seen.Add(s)
		}
		if p.Liberties(pt) != 1 {
			continue
		}
		// Escaping: the chain's own stone on its last liberty must gain liberties.
		lib := p.AtariPoint(pt)
		q := stonesOnly(p)
		q.SetToMove(c)
		if _, err := q.Play(engine.Move{Color: c, Point: lib}); err == nil && q.Liberties(lib) >= 2 {
			continue
		}
		for _, s := range stones {
			dead.Add(s)
		}
	}
	return dead
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
