package ai

import (
	"context"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestEstimateScore checks the score estimate on positions whose owner a player sees at once: a board split by
// two walls, and an invader left alone in the opponent's area.
func TestEstimateScore(t *testing.T) {
	tests := []struct {
		name     string
		diagram  string
		scoring  engine.Scoring
		komi     float64
		lead     float64 // Black's total minus White's
		dead     string
		deadOwns engine.Color // who gets the dead stones' points
	}{
		{
			name: "two walls, area counting",
			diagram: `
				. . . X O . .
				. . . X O . .
				. . . X O . .
				. . . X O . .
				. . . X O . .
				. . . X O . .
				. . . X O . .`,
			scoring: engine.Area, komi: 0.5, lead: 28 - 21 - 0.5,
		},
		{
			name: "an invader in White's area, territory counting",
			diagram: `
				. . . X O . .
				. . . X O . .
				. . . X O . .
				. . . X O X .
				. . . X O . .
				. . . X O . .
				. . . X O . .`,
			scoring: engine.Territory, komi: 6.5,
			// Black: 21 points of territory; White: 13 points and the invader's as territory, plus it as a prisoner.
			lead: 21 - (14 + 1) - 6.5, dead: "F4", deadOwns: engine.White,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := engine.MustDiagram(tc.diagram, engine.GoRules(tc.scoring, tc.komi))
			s, dead := EstimateScore(&p, 1, nil)
			if got := s.Total[engine.Black] - s.Total[engine.White]; got != tc.lead {
				t.Errorf("lead %v, want %v (totals %v, territory %v)", got, tc.lead, s.Total, s.Territory)
			}
			if got := pointNames(&p, dead); got != tc.dead {
				t.Errorf("dead %q, want %q", got, tc.dead)
			}
			for _, pt := range dead.Points(nil) {
				if s.Owner[pt] != tc.deadOwns {
					t.Errorf("the dead stone at %s is %v's, want %v's", pt.GTP(p.Rows()), s.Owner[pt], tc.deadOwns)
				}
			}
		})
	}
}

// TestAtRisk checks that the aid marks the chains the reader proves lost with the opponent to move, of both colours,
// and nothing else.
func TestAtRisk(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		risk    string
	}{
		{
			name: "a stone in atari and a chain in a ladder",
			diagram: `
				. . . . . . .
				. . . . . . .
				. . O . . . .
				. O X O . . .
				. . . . . . .
				. . . . X O .
				. . . . . X .`,
			// C4 has two liberties and is caught in a ladder or net; F2 is in atari.
			risk: "C4 F2",
		},
		{
			name: "strong chains are not marked",
			diagram: `
				. . . . . . .
				. X X . O O .
				. X . . . O .
				. . . . . . .
				. . . . . . .
				. . . . . . .
				. . . . . . .`,
			risk: "",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := engine.MustDiagram(tc.diagram, engine.GoRules(engine.Territory, 6.5))
			if got := pointNames(&p, AtRisk(context.Background(), &p)); got != tc.risk {
				t.Errorf("AtRisk = %q, want %q\n%s", got, tc.risk, p.String())
			}
		})
	}
}
