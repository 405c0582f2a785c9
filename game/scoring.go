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
