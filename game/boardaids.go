package game

import (
	"context"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// AidWants says which of the Go aids a person has switched on.
type AidWants struct {
	Estimate bool // the estimated count: each point's likely owner and who leads by how much
	Risk     bool // the chains the reader proves lost if their opponent moves first
}

// BoardAids is what the Go aids worked out for the position of one node of the game record.
type BoardAids struct {
	Node  *engine.Node
	Wants AidWants
	Score engine.Score    // with Wants.Estimate: the estimated count (ai.EstimateScore)
	Dead  engine.PointSet // with Wants.Estimate: the stones the estimate takes for dead
	Risk  engine.PointSet // with Wants.Risk: the stones of the chains at risk (ai.AtRisk)
}

// Lead returns, with an estimate, who leads and by how much (Empty for a tie).
func (a BoardAids) Lead() (engine.Color, float64) {
	o := a.Score.Outcome()
	return o.Winner, o.Margin
}

// aidsRunner works out the aids for one node.
type aidsRunner struct {
	node  *engine.Node
	wants AidWants
	*bgJob[BoardAids]
}

// startAids starts working out wants for the position at node.
func startAids(node *engine.Node, wants AidWants, seed uint64) *aidsRunner {
	pos := node.Position()
	return &aidsRunner{node: node, wants: wants, bgJob: startJob(func(ctx context.Context) (BoardAids, bool) {
		a := BoardAids{Node: node, Wants: wants}
		if wants.Estimate {
			a.Score, a.Dead = ai.EstimateScore(&pos, seed, func() bool { return ctx.Err() != nil })
		}
		if wants.Risk {
			a.Risk = ai.AtRisk(ctx, &pos)
		}
		return a, true
	})}
}

// AskAids asks for the Go aids in wants for the position on the board; asking again for the same position and
// aids does nothing, and asking for none drops them. Only Go games have these aids.
func (s *Session) AskAids(wants AidWants) {
	m := s.match
	if m.Rules().Kind != engine.Go || m.Record() == nil || wants == (AidWants{}) {
		s.stopAids()
		s.aids = nil
		return
	}
	node := m.Record().Current()
	if (s.aiding != nil && s.aiding.node == node && s.aiding.wants == wants) ||
		(s.aiding == nil && s.aids != nil && s.aids.Node == node && s.aids.Wants == wants) {
		return
	}
	s.stopAids()
	s.aiding = startAids(node, wants, s.seed)
}

// AidsThinking reports whether the Go aids are being worked out.
func (s *Session) AidsThinking() bool { return s.aiding != nil }

// stopAids cancels the aids being worked out.
func (s *Session) stopAids() {
	if s.aiding != nil {
		s.aiding.stop()
		s.aiding = nil
	}
}

// pollAids takes the aids once worked out.
func (s *Session) pollAids() {
	if s.aiding == nil {
		return
	}
	if a, ended, ok := s.aiding.poll(); ended {
		s.aiding = nil
		if ok {
			s.aids = &a
		}
	}
}

// Aids returns the Go aids worked out for the position on the board, once they are.
func (s *Session) Aids() (BoardAids, bool) {
	if s.aids == nil || s.match.Record() == nil || s.aids.Node != s.match.Record().Current() {
		return BoardAids{}, false
	}
	return *s.aids, true
}
