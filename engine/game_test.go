package engine

import (
	"errors"
	"math/rand"
	"testing"
)

// TestRecordUndoRedoVariation checks undo, redo and that a new move after going back becomes a variation.
func TestRecordUndoRedoVariation(t *testing.T) {
	g, err := NewGame(5, 5, AtariRules(1), StartEmpty, Black)
	if err != nil {
		t.Fatal(err)
	}
	moves := []Move{{Black, Pt(2, 2)}, {White, Pt(3, 3)}, {Black, Pt(1, 1)}}
	for _, m := range moves {
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		if !g.Undo() {
			t.Fatal("undo failed")
		}
	}
	if g.Position().At(Pt(3, 3)) != Empty || g.Position().ToMove() != White {
		t.Fatalf("after two undos:\n%s", g.Position().String())
	}
	if !g.Redo() || g.Position().At(Pt(3, 3)) != White {
		t.Fatal("redo did not replay White's move")
	}
	g.Undo()
	if _, err := g.Play(Move{White, Pt(0, 0)}); err != nil {
		t.Fatal(err)
	}
	root := g.Root()
	first := root.Children()[0]
	if len(first.Children()) != 2 {
		t.Fatalf("variations after the first move: %d, want 2", len(first.Children()))
	}
	if len(g.Path()) != 3 {
		t.Fatalf("path length %d, want 3", len(g.Path()))
	}
	// The old line is still there and reachable.
	g.GoTo(first.Children()[0].Children()[0])
	if g.Position().At(Pt(1, 1)) != Black || g.Position().At(Pt(0, 0)) != Empty {
		t.Fatalf("old line lost:\n%s", g.Position().String())
	}
	// Replaying an existing move follows it instead of adding a duplicate.
	g.ToStart()
	if _, err := g.Play(Move{Black, Pt(2, 2)}); err != nil {
		t.Fatal(err)
	}
	if len(root.Children()) != 1 {
		t.Fatalf("root has %d children after replaying the same move", len(root.Children()))
	}
	if n := len(g.Line()); n != 4 {
		t.Fatalf("line through the cursor has %d nodes, want 4", n)
	}
}

// TestStartPositions checks the crosscut and stable centre on even and odd boards.
func TestStartPositions(t *testing.T) {
	p, err := NewStart(6, 6, AtariRules(1), StartCrosscut, Black)
	if err != nil {
		t.Fatal(err)
	}
	want := board(`
		. . . . . .
		. . . . . .
		. . X O . .
		. . O X . .
		. . . . . .
		. . . . . .`)
	if p.String() != want {
		t.Errorf("6×6 crosscut:\n%swant\n%s", p.String(), want)
	}
	q, _ := NewStart(5, 5, AtariRules(1), StartStable, White)
	want = board(`
		. . . . .
		. . . . .
		. . X O .
		. . X O .
		. . . . .`)
	if q.String() != want || q.ToMove() != White {
		t.Errorf("5×5 stable centre, White first:\n%swant\n%s", q.String(), want)
	}
}

// TestHandicap checks the standard placement order on 19×19 and the limits on small boards.
func TestHandicap(t *testing.T) {
	tests := []struct {
		size, n int
		want    []string
	}{
		{19, 2, []string{"Q16", "D4"}},
		{19, 3, []string{"Q16", "D4", "Q4"}},
		{19, 5, []string{"Q16", "D4", "Q4", "D16", "K10"}},
		{19, 6, []string{"Q16", "D4", "Q4", "D16", "D10", "Q10"}},
		{19, 7, []string{"Q16", "D4", "Q4", "D16", "D10", "Q10", "K10"}},
		{19, 8, []string{"Q16", "D4", "Q4", "D16", "D10", "Q10", "K16", "K4"}},
		{9, 9, []string{"G7", "C3", "G3", "C7", "C5", "G5", "E7", "E3", "E5"}},
		{13, 4, []string{"K10", "D4", "K4", "D10"}},
	}
	for _, tc := range tests {
		pts, err := HandicapPoints(tc.size, tc.size, tc.n)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range pts {
			got = append(got, p.GTP(tc.size))
		}
		if len(got) != len(tc.want) {
			t.Fatalf("%d on %d: %v, want %v", tc.n, tc.size, got, tc.want)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%d on %d: %v, want %v", tc.n, tc.size, got, tc.want)
				break
			}
		}
	}
	for _, bad := range []struct{ size, n int }{{8, 5}, {6, 2}, {19, 10}, {19, 1}, {10, 5}} {
		if _, err := HandicapPoints(bad.size, bad.size, bad.n); !errors.Is(err, ErrBadHandicap) {
			t.Errorf("%d stones on %d: %v, want ErrBadHandicap", bad.n, bad.size, err)
		}
	}
}

// findCycle plays random Go games on a small board with simple ko until a long cycle appears, and
// returns the moves that lead to it.
func findCycle(t *testing.T) ([]Move, Cycle) {
	rng := rand.New(rand.NewSource(3))
	for tries := 0; tries < 20000; tries++ {
		g, _ := NewGame(3, 3, GoRules(Area, 0), StartEmpty, Black)
		var moves []Move
		for i := 0; i < 60; i++ {
			legal := g.Position().LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			m := Move{g.Position().ToMove(), legal[rng.Intn(len(legal))]}
			if _, err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			moves = append(moves, m)
			if c, ok := g.LongCycle(); ok && c.Moves > 2 && c.Captures[Black]+c.Captures[White] > 0 {
				return moves, c
			}
		}
	}
	t.Fatal("no long cycle found")
	return nil, Cycle{}
}

// TestSuperkoAndLongCycle finds a whole-board repetition that simple ko allows, checks the long-cycle
// report, and checks that positional superko forbids the repeating move.
func TestSuperkoAndLongCycle(t *testing.T) {
	moves, cycle := findCycle(t)
	if cycle.Moves%2 != 0 {
		t.Errorf("cycle of %d moves: the same side should be to move", cycle.Moves)
	}
	sum := cycle.Captures[Black] + cycle.Captures[White]
	if sum == 0 {
		t.Errorf("a cycle of stones needs captures: %+v", cycle.Captures)
	}
	r := GoRules(Area, 0)
	r.Superko = true
	g, _ := NewGame(3, 3, r, StartEmpty, Black)
	for i, m := range moves {
		_, err := g.Play(m)
		if i < len(moves)-1 && err != nil {
			// A shorter repetition on the way is also forbidden by superko; that is fine, but then the
			// move that was refused must be a repetition.
			if !errors.Is(err, ErrSuperko) {
				t.Fatalf("move %d: %v", i, err)
			}
			return
		}
		if i == len(moves)-1 && !errors.Is(err, ErrSuperko) {
			t.Fatalf("the repeating move was allowed under superko: %v", err)
		}
	}
}

// TestCloneIsIndependent plays on in a clone of a record with a variation and a resignation: the copy has the
// same nodes, positions and cursor, and nothing done to it reaches the original.
func TestCloneIsIndependent(t *testing.T) {
	g, err := NewGame(5, 5, AtariRules(1), StartEmpty, Black)
	if err != nil {
		t.Fatal(err)
	}
	for _, pt := range []Point{Pt(1, 1), Pt(2, 2), Pt(3, 3)} {
		if _, err := g.Play(Move{Color: g.Position().ToMove(), Point: pt}); err != nil {
			t.Fatal(err)
		}
	}
	g.Undo()
	if _, err := g.Play(Move{Color: Black, Point: Pt(0, 4)}); err != nil { // a second variation
		t.Fatal(err)
	}
	g.Root().Comment = "start"
	c := g.Clone()
	if c.Position().String() != g.Position().String() || len(c.Path()) != len(g.Path()) || c.Root().Comment != "start" ||
		len(c.Current().Parent().Children()) != 2 {
		t.Fatalf("clone differs:\n%s\nvs\n%s", c.Position().String(), g.Position().String())
	}
	before := g.Position().String()
	if _, err := c.Play(Move{Color: c.Position().ToMove(), Point: Pt(4, 4)}); err != nil {
		t.Fatal(err)
	}
	c.Root().Comment = "changed"
	c.Resign(White)
	if g.Position().String() != before || len(g.Current().Children()) != 0 || g.Root().Comment != "start" ||
		g.Outcome().Reason == ByResignation {
		t.Error("changing the clone changed the original")
	}
	for _, n := range c.Path() {
		for _, o := range g.Path() {
			if n == o {
				t.Fatal("the clone shares nodes with the original")
			}
		}
	}
}

// TestSetRulesOnADeepRecord changes the komi of a record 5,000 nodes deep (passes) and checks every node has it.
func TestSetRulesOnADeepRecord(t *testing.T) {
	root := NewNode(NodeData{})
	for n, i := root, 0; i < 5000; i++ {
		c := NewNode(NodeData{Move: Move{Color: Black + Color(i%2), Point: Pass}})
		if err := n.AddChild(c); err != nil {
			t.Fatal(err)
		}
		n = c
	}
	g, err := BuildGame(9, 9, GoRules(Area, 7.5), root, Info{})
	if err != nil {
		t.Fatal(err)
	}
	g.ToEnd()
	g.SetRules(GoRules(Area, 0.5))
	for n := g.Root(); n != nil; {
		if p := n.Position(); p.Rules().Komi != 0.5 {
			t.Fatal("a node kept the old komi")
		}
		if len(n.children) == 0 {
			break
		}
		n = n.children[0]
	}
}

// TestPutLineFirst makes the line through the cursor, a second variation, the main line.
func TestPutLineFirst(t *testing.T) {
	g, err := NewGame(5, 5, AtariRules(1), StartEmpty, Black)
	if err != nil {
		t.Fatal(err)
	}
	g.Play(Move{Color: Black, Point: Pt(1, 1)})
	g.Play(Move{Color: White, Point: Pt(2, 2)})
	g.Undo()
	g.Play(Move{Color: White, Point: Pt(3, 3)})
	cur := g.Current()
	g.PutLineFirst()
	first := g.Root().Children()[0]
	if first.Children()[0] != cur || first.Children()[1].Move().Point != Pt(2, 2) || g.Current() != cur {
		t.Errorf("variations after PutLineFirst: %v, %v", first.Children()[0].Move(), first.Children()[1].Move())
	}
}

// TestHandicapStones gives each kind of game its handicap stones: none for 0, Go from 2 on the standard points,
// Atari Go from 1 (the centre) to MaxExtraStones.
func TestHandicapStones(t *testing.T) {
	tests := []struct {
		rules Rules
		n     int
		want  int // stones; -1 for an error
	}{
		{AtariRules(1), 0, 0},
		{AtariRules(1), 1, 1},
		{AtariRules(1), MaxExtraStones, MaxExtraStones},
		{AtariRules(1), MaxExtraStones + 1, -1},
		{GoRules(Territory, 6.5), 1, -1},
		{GoRules(Territory, 6.5), 2, 2},
		{GoRules(Territory, 6.5), 4, 4},
	}
	for _, tt := range tests {
		pts, err := HandicapStones(tt.rules, 7, 7, tt.n)
		switch {
		case tt.want < 0 && !errors.Is(err, ErrBadHandicap):
			t.Errorf("%v, %d stones: %v, want ErrBadHandicap", tt.rules, tt.n, err)
		case tt.want >= 0 && (err != nil || len(pts) != tt.want):
			t.Errorf("%v, %d stones: %v %v", tt.rules, tt.n, pts, err)
		}
	}
	if pts, _ := HandicapStones(AtariRules(1), 7, 7, 1); pts[0] != Pt(3, 3) {
		t.Errorf("one stone at %v, want the centre", pts[0])
	}
}
