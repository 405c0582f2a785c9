package ai

import (
	"sort"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestDeadStones checks the dead-stone estimate on finished games whose dead stones a player sees at once:
// lone stones in the opponent's area, a group Benson's algorithm proves dead, and a seki, whose stones live.
func TestDeadStones(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		dead    string // the dead stones, in GTP coordinates, sorted
		sure    string // the stones SureDead finds
	}{
		{
			name: "lone stones on both sides of a wall",
			diagram: `
				. . . X . O . . .
				. . . X . O . . .
				. . . X . O . . .
				. . . X . O . . .
				. O . X . O . X .
				. . . X . O . . .
				. . . X . O . . .
				. . . X . O . . .
				. . . X . O . . .`,
			dead: "B5 H5",
		},
		{
			name: "three stones in a corner without room for two eyes die",
			diagram: `
				. X O . . . .
				X X O . . . .
				O O O . . . .
				. . . . . . .
				. . . . . . .
				. . . . . . .
				. . . . . . .`,
			dead: "A6 B6 B7",
		},
		{
			name: "two eyes make the group alive; the invader inside dies",
			diagram: `
				. O . O X . .
				O O O O X . .
				O X . O X . .
				O O O O X . .
				X X X X X . .
				. . . . . . .
				. . . . . . .`,
			dead: "B5",
			sure: "B5",
		},
		{
			name: "seki: nothing is dead",
			diagram: `
				X X X O O O O
				X . X O . O O
				X X X O O O O
				X X X . O O O
				X X X O O O O
				X X X O O O O
				X X X O O O O`,
			dead: "",
		},
		{
			// The end of a game of Master against GNU Go 3.8 (atarigo-arena -seed 4244, game 82): White's eleven
			// stones and Black's H9 and J8 share G9 and J7, and whoever fills one first is captured. GNU Go's
			// final_status_list calls White's stones dead.
			name: "seki of a large group in a real game: only the stone inside Black's area is dead",
			diagram: `
				. . . X O O . X .
				. . . X X O O O X
				. . . . . X O O .
				. . X X . X X O O
				. X . X . X O O X
				X X X X O X X X X
				O O O X X O O O O
				. . O O O O . . .
				. . . . . . . . .`,
			dead: "E4",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := engine.MustDiagram(tc.diagram, engine.GoRules(engine.Territory, 6.5))
			if got := pointNames(&p, DeadStones(&p, 1, nil)); got != tc.dead {
				t.Errorf("DeadStones = %q, want %q\n%s", got, tc.dead, p.String())
			}
			if got := pointNames(&p, SureDead(&p)); got != tc.sure {
				t.Errorf("SureDead = %q, want %q", got, tc.sure)
			}
			if got := pointNames(&p, DeadStones(&p, 2, func() bool { return true })); got != tc.sure {
				t.Errorf("stopped at once, DeadStones = %q; want only the sure stones %q", got, tc.sure)
			}
		})
	}
}

// pointNames lists the points of set in GTP coordinates, sorted and separated by spaces.
func pointNames(p *engine.Position, set engine.PointSet) string {
	var names []string
	for _, pt := range set.Points(nil) {
		names = append(names, pt.GTP(p.Rows()))
	}
	sort.Strings(names)
	return strings.Join(names, " ")
}
