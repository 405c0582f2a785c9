package game

import (
	"github.com/seed593a7f8d/atarigo/engine"
)

// ToggleDead marks the group at pt dead, or alive again, in the scoring stage: the chain there and every chain of its
// colour it reaches through empty points without crossing the other colour's stones (see Group), as Go players
// mark dead stones. It has no effects (the count changes, the game goes on being counted).
func (m *Match) ToggleDead(pt engine.Point) ([]Effect, error) {
	if m.state != Scoring {
		return nil, ErrNotScoring
	}
	p := m.game.Position()
	if !p.At(pt).IsStone() {
		return nil, nil
	}
	dead := !m.dead.Has(pt)
	m.deadEdited = true
	for _, s := range Group(p, pt) {
		if dead {
			m.dead.Add(s)
		} else {
			m.dead.Remove(s)
		}
	}
	return nil, nil
}

// Group returns the stones of the group at pt: those of its colour reached from pt through stones of that colour
// and empty points, never through a stone of the other colour. Nil for an empty point.
func Group(p *engine.Position, pt engine.Point) []engine.Point {
	c := p.At(pt)
	if !c.IsStone() {
		return nil
	}
	var seen engine.PointSet
	seen.Add(pt)
	queue := []engine.Point{pt}
	var stones []engine.Point
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		if p.At(q) == c {
			stones = append(stones, q)
		}
		for _, n := range engine.Neighbors(q) {
			if at := p.At(n); (at == c || at == engine.Empty) && p.OnBoard(n) && !seen.Has(n) {
				seen.Add(n)
				queue = append(queue, n)
			}
		}
	}
	return stones
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
	m.view, m.viewKnown = dead, true
	if !m.deadEdited {
		m.dead = dead
	}
	if m.Watching() {
		m.acceptedAt = m.game.Current()
		return m.settle()
	}
	return nil
}

// Disputed returns the stones a person marked otherwise than the computer playing in the game sees them (dead
// where it sees them alive, or alive where it sees them dead); nil between two people, before the computer's view
// is known, and when they agree. Such a count cannot be accepted: the game is played on to settle it.
func (m *Match) Disputed() []engine.Point {
	if m.state != Scoring || !m.viewKnown || m.seats[engine.Black].IsHuman() && m.seats[engine.White].IsHuman() {
		return nil
	}
	p := m.game.Position()
	var out []engine.Point
	for r := 0; r < p.Rows(); r++ {
		for c := 0; c < p.Cols(); c++ {
			pt := engine.Pt(c, r)
			if p.At(pt).IsStone() && m.dead.Has(pt) != m.view.Has(pt) {
				out = append(out, pt)
			}
		}
	}
	return out
}

// AcceptScore ends a Go game with the dead stones as marked; against the computer it fails with ErrDisputed
// while the marks differ from its view (see Disputed).
func (m *Match) AcceptScore() ([]Effect, error) {
	if m.state != Scoring {
		return nil, ErrNotScoring
	}
	if len(m.Disputed()) > 0 {
		return nil, ErrDisputed
	}
	m.acceptedAt = m.game.Current()
	return m.settle(), nil
}

// ResumePlay leaves the counting to settle on the board which stones are dead, as Go's rules allow: the last pass
// is taken back, and the pass before it too when a computer would otherwise move first (it would pass again), so
// that a person plays the next move.
func (m *Match) ResumePlay() ([]Effect, error) {
	if m.state != Scoring {
		return nil, ErrNotScoring
	}
	m.game.Undo()
	if !m.seats[m.game.Position().ToMove()].IsHuman() && m.game.Position().LastMove() == engine.Pass {
		m.game.Undo()
	}
	m.notice = Notice{}
	return m.settle(), nil
}
