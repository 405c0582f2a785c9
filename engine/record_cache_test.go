package engine

import (
	"testing"
)

// kept counts the nodes of the record that keep their position.
func kept(g *Game) (n int) {
	stack := []*Node{g.root}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x.pos.Load() != nil {
			n++
		}
		stack = append(stack, x.children...)
	}
	return n
}

// TestPositionsKeptOnThePath moves the cursor about a record with a long main line and variations (Redo, Undo,
// GoTo, Play, ToStart) and checks after each step that exactly the root, the cursor and the checkpoints of the path
// between them keep a position, and that the cursor's position is the one computed from the root.
func TestPositionsKeptOnThePath(t *testing.T) {
	g, err := NewGame(9, 9, GoRules(Territory, 6.5), StartEmpty, Black)
	if err != nil {
		t.Fatal(err)
	}
	rng := NewRand(3)
	var branches []*Node
	check := func(what string) {
		t.Helper()
		want := 1 // the root
		for n := g.cur; n.parent != nil; n = n.parent {
			if n == g.cur || n.checkpoint() {
				want++
			}
		}
		if got := kept(g); got != want {
			t.Fatalf("%s: %d nodes keep a position, want %d (cursor at depth %d)", what, got, want, g.cur.depth)
		}
		fresh := *g.root.pos.Load()
		for _, n := range g.Path()[1:] {
			n.step(&fresh, false)
		}
		if p := g.Position(); p.String() != fresh.String() || p.Hash() != fresh.Hash() || p.ToMove() != fresh.ToMove() {
			t.Fatalf("%s: the cursor's position\n%s\nis not the one computed from the root\n%s", what, p.String(), fresh.String())
		}
	}
	for i := 0; i < 300; i++ {
		p := g.Position()
		var m Move
		for tries := 0; ; tries++ {
			m = Move{Color: p.ToMove(), Point: p.EmptyPoint(rng.Intn(p.EmptyCount()))}
			if p.IsLegal(m) == nil || tries > 50 {
				break
			}
		}
		if p.IsLegal(m) != nil {
			m.Point = Pass
		}
		if _, err := g.Play(m); err != nil {
			break
		}
		check("play")
		if i%37 == 0 {
			branches = append(branches, g.cur)
		}
	}
	for i := 0; i < 80; i++ {
		g.Undo()
		check("undo")
	}
	for i := 0; i < 30; i++ {
		g.Redo()
		check("redo")
	}
	for _, b := range branches {
		g.GoTo(b)
		check("go to")
		g.Undo()
		if _, err := g.Play(Move{Color: g.Position().ToMove(), Point: Pass}); err == nil {
			check("a variation")
		}
	}
	g.ToEnd()
	check("to the end")
	if g.cur.depth < 2*checkpointEvery {
		t.Errorf("the main line is only %d nodes deep: it passes too few checkpoints", g.cur.depth)
	}
	g.ToStart()
	check("to the start")
	if kept(g) != 1 {
		t.Errorf("at the root %d nodes keep a position", kept(g))
	}
}
