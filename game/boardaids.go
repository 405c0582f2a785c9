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

// aidsAbout is what the Go aids being worked out are about: a node's position and the aids asked.
type aidsAbout struct {
	node  *engine.Node
	wants AidWants
}

// AskAids asks for the Go aids in wants for the position on the board; asking again for the same position and
// aids does nothing, and asking for none drops them. Only Go games have these aids.
func (s *Session) AskAids(wants AidWants) {
	m := s.match
	if m.Rules().Kind != engine.Go || m.Record() == nil || wants == (AidWants{}) {
		s.aiding.Cancel()
		s.aids = nil
		return
	}
	node := m.Record().Current()
	about, ok := s.aiding.About()
	if ok && about == (aidsAbout{node, wants}) || !ok && s.aids != nil && s.aids.Node == node && s.aids.Wants == wants {
		return
	}
	pos, seed := node.Position(), s.seed
	s.aiding.Start(aidsAbout{node, wants}, func(ctx context.Context) (BoardAids, error) {
		a := BoardAids{Node: node, Wants: wants}
		if wants.Estimate {
			a.Score, a.Dead = ai.EstimateScore(&pos, seed, func() bool { return ctx.Err() != nil })
		}
		if wants.Risk {
			a.Risk = ai.AtRisk(ctx, &pos)
		}
		return a, nil
	})
}

// AidsThinking reports whether the Go aids are being worked out.
func (s *Session) AidsThinking() bool { return s.aiding.Running() }

// AidsReady returns a channel closed once the Go aids being worked out can be taken by the next Update; nil when
// none are. A test waits on it as a frame would poll.
func (s *Session) AidsReady() <-chan struct{} { return s.aiding.Ready() }

// pollAids takes the aids once worked out; Aids gives them while their position is on the board.
func (s *Session) pollAids() {
	if a, ok := s.aiding.Poll(); ok && a.Err == nil {
		s.aids = &a.Value
	}
}

// Aids returns the Go aids worked out for the position on the board, once they are.
func (s *Session) Aids() (BoardAids, bool) {
	if s.aids == nil || s.match.Record() == nil || s.aids.Node != s.match.Record().Current() {
		return BoardAids{}, false
	}
	return *s.aids, true
}
