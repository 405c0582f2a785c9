package ai

import (
	"slices"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestLifeWall checks the wall of an enclosed area (lifeRegion): the opponent's chains next to the area or to any stone of
// the owner that the area joins, not only to the chain asked about. Here Black's A6 and the chain from A2 to C4
// share the area A3, A4 and White's inner stones B2–B4; the wall is White's top group (one liberty, at D6, so
// it does not hold) and White's group from D4 to E1, which touches only the second black chain.
func TestLifeWall(t *testing.T) {
	pos := engine.MustDiagram(`
		O O O O O X X
		X O O . O X .
		X X O X X X X
		. O X O O O O
		. O X O X X O
		X O X O O . X
		X X X X O X .`, engine.GoRules(engine.Area, 7.5))
	pt := gtp(t, &pos, "A6")
	_, wall, ok := lifeRegion(&pos, pt)
	if !ok {
		t.Fatal("A6 has no enclosed area")
	}
	var got []string
	for _, n := range wall {
		got = append(got, pos.ChainHead(n).GTP(7))
	}
	var want []string
	for _, s := range []string{"A7", "D4"} {
		want = append(want, pos.ChainHead(gtp(t, &pos, s)).GTP(7))
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("wall chains %v, want those of A7 and D4 %v", got, want)
	}
	if wallHolds(&pos, NewReader(0), pt, false) {
		t.Error("the wall holds, though Black captures White's top group at D6")
	}
}
