package ai

import (
	"context"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestLifeHints checks the root's life-and-death hints on enclosed groups whose fate the exhaustive search
// settles: the vital point of an unsettled group for either side to move, nothing for a settled one.
func TestLifeHints(t *testing.T) {
	cases := []struct {
		name, board string
		toMove      engine.Color
		want        string // the hinted move, "" for none
		decisive    bool
	}{
		{"three-point eye space, Black lives", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			O O O O O . .
			X X X X O . .
			. . . X O . .`, engine.Black, "B1", true},
		{"three-point eye space, White kills", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			O O O O O . .
			X X X X O . .
			. . . X O . .`, engine.White, "B1", true},
		{"two eyes already: settled", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			O O O O O . .
			X X X X O . .
			. X . X O . .`, engine.White, "", false},
		{"two-point eye space: dead whoever moves", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			O O O O . . .
			X X X O . . .
			. . X O . . .`, engine.Black, "", false},
		{"open to the centre: not searched", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . O O O . .
			X X X X O . .
			. . . X O . .`, engine.White, "", false},
	}
	for _, c := range cases {
		pos := engine.MustDiagram(c.board, engine.GoRules(engine.Area, 7.5))
		pos.SetToMove(c.toMove)
		hints := lifeHints(context.Background(), &pos, time.Time{})
		if c.want == "" {
			if len(hints) != 0 {
				t.Errorf("%s: hints %v, want none\n%s", c.name, hints, pos.String())
			}
			continue
		}
		want, _ := engine.ParseGTPPoint(c.want, pos.Cols(), pos.Rows())
		if len(hints) != 1 || hints[0].move != want || hints[0].decisive != c.decisive {
			t.Errorf("%s: hints %+v, want %s (decisive %v)\n%s", c.name, hints, c.want, c.decisive, pos.String())
		}
	}
}

// TestMCTSPlaysVitalPoint checks that the search plays the vital point of its own unsettled group and of the
// opponent's.
func TestMCTSPlaysVitalPoint(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . . . . . .
		O O O O O . .
		X X X X O . .
		. . . X O . .`, engine.GoRules(engine.Area, 0.5))
	for _, c := range []engine.Color{engine.Black, engine.White} {
		p := pos
		p.SetToMove(c)
		m := NewMCTS(3000, 1)
		m.Threads = 1
		mv, _, err := m.Move(context.Background(), &p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := mv.GTP(p.Rows()); got != "B1" {
			t.Errorf("%v to move plays %s, want the vital point B1", c, got)
		}
	}
}
