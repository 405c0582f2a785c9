package ai

import (
	"context"
	"math"
	"strings"
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

// TestEstimateKeepsLivingGroups checks that a group the life-and-death search proves alive is never estimated dead,
// whichever side is to move and whatever the seed: random playouts, in which the opponent plays inside an eye space
// of four points and the owner does not answer, kill such groups often.
func TestEstimateKeepsLivingGroups(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		group   string // a stone of the living group
		eyes    string // its eye space, which the estimate must give it
	}{
		{
			name: "a straight four inside",
			diagram: `
				. . . . . . . . .
				. . . . . . . . .
				. X X X X X X X .
				. X O O O O O O X
				. X O . . . . O X
				. X O O O O O O X
				. X X X X X X X .
				. . . . . . . . .
				. . . . . . . . .`,
			group: "C5", eyes: "D5 E5 F5 G5",
		},
		{
			name: "a bent four on the edge",
			diagram: `
				. . . . . . . . .
				. . . . . . . . .
				. . . . . . . . .
				. . . . . . . . .
				. . . . . . . . .
				. X X X X X X X .
				. X O O O O O X .
				. X O O O . O X .
				. X O . . . O X .`,
			group: "C1", eyes: "D1 E1 F1 F2",
		},
	}
	for _, tc := range tests {
		for _, scoring := range []engine.Scoring{engine.Area, engine.Territory} {
			for _, toMove := range []engine.Color{engine.Black, engine.White} {
				p := engine.MustDiagram(tc.diagram, engine.GoRules(scoring, 6.5))
				p.SetToMove(toMove)
				group := mustPoint(t, &p, tc.group)
				for seed := uint64(1); seed <= 6; seed++ {
					s, dead := EstimateScore(&p, seed, nil)
					if dead.Has(group) {
						t.Errorf("%s, %s counting, %v to move, seed %d: the living group is estimated dead\n%s",
							tc.name, scoringName(scoring), toMove, seed, p.String())
					}
					for _, e := range strings.Fields(tc.eyes) {
						if o := s.Owner[mustPoint(t, &p, e)]; o != engine.White {
							t.Errorf("%s, %s counting, %v to move, seed %d: the eye point %s is estimated %v's",
								tc.name, scoringName(scoring), toMove, seed, e, o)
						}
					}
					if d := DeadStones(&p, seed, nil); d.Has(group) {
						t.Errorf("%s, %s counting, %v to move, seed %d: DeadStones calls the living group dead",
							tc.name, scoringName(scoring), toMove, seed)
					}
				}
			}
		}
	}
}

// mustPoint reads a point in GTP coordinates on p's board.
func mustPoint(t *testing.T, p *engine.Position, name string) engine.Point {
	t.Helper()
	pt, err := engine.ParseGTPPoint(name, p.Cols(), p.Rows())
	if err != nil {
		t.Fatal(err)
	}
	return pt
}

// TestEstimateHoldsStillOnQuietMoves checks that a quiet move (inside one's own area, or on a neutral point) moves
// the estimate by at most quietMargin points, under both countings and with either side to move after it: the
// estimate changes only where the status of a group changes.
func TestEstimateHoldsStillOnQuietMoves(t *testing.T) {
	const quietMargin = 2
	tests := []struct {
		name    string
		diagram string
		moves   string // quiet moves, each tried alone from the position, colour and point
	}{
		{
			name: "a finished game with a neutral point",
			diagram: `
				. . X O . . . . .
				. . X O . . . . .
				. . X O . . . . .
				. . X X O . . . .
				. . . X O . . . .
				. . X . X O O . .
				. . X X O . O . .
				. . . X O O . . .
				. . . X . O . . .`,
			moves: "B B8 W H3 B E1 W E1 B A1 W J9",
		},
		{
			name: "a living group with a four-point eye space beside a wall",
			diagram: `
				. . . . . . . . .
				. . . . . . . . .
				. . X X X X X X .
				. X X O O O O X X
				. X O . . . . O X
				. X O O O O O O X
				. X X X X X X X .
				. . . . . . . . .
				. . . . . . . . .`,
			moves: "B A1 B J9 B E9",
		},
	}
	for _, tc := range tests {
		fields := strings.Fields(tc.moves)
		for _, scoring := range []engine.Scoring{engine.Area, engine.Territory} {
			p := engine.MustDiagram(tc.diagram, engine.GoRules(scoring, 6.5))
			for i := 0; i+1 < len(fields); i += 2 {
				c := engine.Black
				if fields[i] == "W" {
					c = engine.White
				}
				q := p
				q.SetToMove(c)
				if _, err := q.Play(engine.Move{Color: c, Point: mustPoint(t, &q, fields[i+1])}); err != nil {
					t.Fatalf("%s: %s %s: %v", tc.name, fields[i], fields[i+1], err)
				}
				for seed := uint64(1); seed <= 3; seed++ {
					before := p
					before.SetToMove(c)
					s0, _ := EstimateScore(&before, seed, nil)
					s1, _ := EstimateScore(&q, seed, nil)
					d0 := s0.Total[engine.Black] - s0.Total[engine.White]
					d1 := s1.Total[engine.Black] - s1.Total[engine.White]
					if math.Abs(d1-d0) > quietMargin {
						t.Errorf("%s, %s counting, seed %d: %s %s moved the estimate from %+.1f to %+.1f\n%s", tc.name,
							scoringName(scoring), seed, fields[i], fields[i+1], d0, d1, q.String())
					}
				}
			}
		}
	}
}

// scoringName names a counting for test messages.
func scoringName(s engine.Scoring) string {
	if s == engine.Area {
		return "area"
	}
	return "territory"
}
