package ai

import (
	"context"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestProvedDeadStones checks which stones a Go search counts dead in its playouts: a chain its owner cannot save
// even moving first, and not a chain that lives or one that is only in danger.
func TestProvedDeadStones(t *testing.T) {
	cases := []struct {
		name, board string
		dead        string // the stones proved dead, sorted
	}{
		{"three stones without eye space in the corner", `
			. X O . . . .
			X X O . . . .
			O O O . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, "A6 B6 B7"},
		{"a stone whose one way out is a dead end", `
			. . . . . . .
			. . . . . . .
			. . O . . . .
			. O X O . . .
			. O . O . . .
			. . . . . . .
			. . . . . . .`, "C4"},
		{"a stone in atari that escapes: not dead", `
			. . . . . . .
			. . . . . . .
			. . O . . . .
			. O X O . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, ""},
		{"two eyes: nothing dead", `
			. O . O X . .
			O O O O X . .
			. . . O X . .
			O O O O X . .
			X X X X X . .
			. . . . . . .
			. . . . . . .`, ""},
	}
	for _, c := range cases {
		pos := engine.MustDiagram(c.board, engine.GoRules(engine.Area, 7.5))
		pos.SetToMove(engine.Black)
		var got engine.PointSet
		for _, d := range provedDeadStones(&pos, nil) {
			if pos.At(d.pt) != d.c {
				t.Errorf("%s: %s is not a %v stone", c.name, d.pt.GTP(pos.Rows()), d.c)
			}
			got.Add(d.pt)
		}
		if names := pointNames(&pos, got); names != c.dead {
			t.Errorf("%s: proved dead %q, want %q\n%s", c.name, names, c.dead, pos.String())
		}
	}
}

// TestCountDead checks the correction of a finished playout's margin: two points to the opponent for each stone
// still on the point of a stone proved dead, nothing for a point whose stone was taken or is now the other's.
func TestCountDead(t *testing.T) {
	pos := engine.MustDiagram(`
		. X O . .
		X X O . .
		O O O . .
		. . . X .
		. . . . .`, engine.GoRules(engine.Area, 0.5))
	at := func(v string) engine.Point { return gtp(t, &pos, v) }
	tests := []struct {
		name string
		dead []mcDeadStone
		want float64
	}{
		{"none", nil, 10},
		{"two black stones still there", []mcDeadStone{{at("A4"), engine.Black}, {at("B4"), engine.Black}}, 6},
		{"a white stone still there", []mcDeadStone{{at("C5"), engine.White}}, 12},
		{"a point now empty or the other colour's", []mcDeadStone{{at("D5"), engine.Black}, {at("C4"), engine.Black}}, 10},
	}
	for _, tc := range tests {
		if got := countDead(tc.dead, &pos, 10); got != tc.want {
			t.Errorf("%s: margin %g, want %g", tc.name, got, tc.want)
		}
	}
}

// TestProvedDeadKnob checks that the knob provedead gives a Go search its root's dead stones, and that a search
// without it (the default) and an Atari Go search have none.
func TestProvedDeadKnob(t *testing.T) {
	pos := engine.MustDiagram(`
		. X O . . . .
		X X O . . . .
		O O O . . . .
		. . . . . . .
		. . . . . X .
		. . . . . . .
		. . . . . . .`, engine.GoRules(engine.Area, 7.5))
	for _, tc := range []struct {
		spec string
		want int
	}{{"mcts:200,provedead=1", 3}, {"mcts:200", 0}} {
		pl, err := ParsePlayer(tc.spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(pl.(*MCTS).rootDeadStones(context.Background(), &pos)); got != tc.want {
			t.Errorf("%s: %d stones dead at the root, want %d", tc.spec, got, tc.want)
		}
	}
	atari := engine.MustDiagram(`
		. X O . .
		X X O . .
		O O O . .
		. . . . .
		. . . X .`, engine.AtariRules(1))
	pl, _ := ParsePlayer("mcts:200,provedead=1", 1)
	if got := pl.(*MCTS).rootDeadStones(context.Background(), &atari); got != nil {
		t.Errorf("Atari Go: %d stones dead at the root, want none", len(got))
	}
}
