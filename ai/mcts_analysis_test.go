package ai

import (
	"context"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestAnalyzeReportsOnEachTick checks that Analyze reports once per tick, that every snapshot holds legal
// candidates best first with their lines, that playouts only grow, and that the last snapshot comes back when
// the context ends.
func TestAnalyzeReportsOnEachTick(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		rules   engine.Rules
		proven  string // the move that must come first, proven to win; "" for none
	}{
		{"go 7x7", `
			. . . . . . .
			. . . . . . .
			. . X . O . .
			. . . X O . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, engine.GoRules(engine.Territory, 6.5), ""},
		{"atari go capture", `
			. . . . .
			. X O . .
			. O X . .
			. . . . .
			. . . . .`, engine.AtariRules(1), ""},
		{"atari go win", `
			. . . . .
			. X O X .
			. . X . .
			. . . . .
			. . . . .`, engine.AtariRules(1), "C5"},
	}
	for _, tt := range tests {
		pos, err := engine.ParseDiagram(tt.diagram, tt.rules)
		if err != nil {
			t.Fatal(err)
		}
		m := NewMCTS(200, 5)
		m.Threads = 2
		ticks := make(chan time.Time)
		ctx, cancel := context.WithCancel(context.Background())
		reports := make(chan Analysis)
		done := make(chan Analysis)
		go func() {
			last, err := m.Analyze(ctx, &pos, ticks, func(a Analysis) { reports <- a })
			if err != nil {
				t.Error(err)
			}
			done <- last
		}()
		var prev int64
		for i := 0; i < 3; i++ {
			ticks <- time.Time{}
			a := <-reports
			if a.Playouts < prev || (a.Candidates[0].Proven == 0 && a.Playouts < 200) {
				t.Errorf("%s: snapshot %d has %d playouts (before: %d, least: 200)", tt.name, i, a.Playouts, prev)
			}
			prev = a.Playouts
			checkAnalysis(t, tt.name, &pos, a)
			if tt.proven != "" && (a.Candidates[0].Move.GTP(pos.Rows()) != tt.proven || a.Candidates[0].Proven != 1 || a.Candidates[0].Winrate != 1) {
				t.Errorf("%s: first candidate %+v, want %s proven", tt.name, a.Candidates[0], tt.proven)
			}
		}
		cancel()
		last := <-done
		checkAnalysis(t, tt.name, &pos, last)
	}
}

// checkAnalysis checks that a snapshot has candidates, each a legal move with a win rate in 0…1 and a line that
// starts with it, ordered by proof and then playouts.
func checkAnalysis(t *testing.T, name string, pos *engine.Position, a Analysis) {
	t.Helper()
	if len(a.Candidates) == 0 {
		t.Fatalf("%s: no candidates", name)
	}
	for i, c := range a.Candidates {
		if c.Move != engine.Pass && pos.IsLegal(engine.Move{Color: pos.ToMove(), Point: c.Move}) != nil {
			t.Errorf("%s: candidate %s is illegal", name, c.Move.GTP(pos.Rows()))
		}
		if c.Visits < 1 || c.Winrate < 0 || c.Winrate > 1 || c.Prior < 0 || c.Prior > 1 || len(c.PV) == 0 || c.PV[0] != c.Move {
			t.Errorf("%s: candidate %+v", name, c)
		}
		if i > 0 {
			p := a.Candidates[i-1]
			if p.Proven < c.Proven || (p.Proven == c.Proven && p.Visits < c.Visits) {
				t.Errorf("%s: candidate %d (%+v) ranks above %d (%+v)", name, i, c, i-1, p)
			}
		}
	}
}
