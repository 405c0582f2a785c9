package engine

import (
	"errors"
	"fmt"
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

// cacheTestRecord builds, with NewNode, AddChild and BuildGame, a 9×9 record whose main line of 100 moves passes
// a checkpoint, with a variation after move 3 and, after move 60, a variation whose move is on an occupied point.
func cacheTestRecord(t *testing.T) *Game {
	t.Helper()
	g, err := NewGame(9, 9, GoRules(Area, 7.5), StartEmpty, Black)
	if err != nil {
		t.Fatal(err)
	}
	rng := NewRand(11)
	for range 100 {
		p := g.Position()
		m := Move{Color: p.ToMove(), Point: Pass}
		for range 50 {
			c := Move{Color: p.ToMove(), Point: p.EmptyPoint(rng.Intn(p.EmptyCount()))}
			if p.IsLegal(c) == nil {
				m = c
				break
			}
		}
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	root := NewNode(NodeData{})
	copies := map[*Node]*Node{g.Root(): root}
	for _, n := range subtree(g.Root())[1:] {
		c := NewNode(n.Data())
		if err := copies[n.Parent()].AddChild(c); err != nil {
			t.Fatal(err)
		}
		copies[n] = c
	}
	line := subtree(root)
	mustAdd(t, line[3], NewNode(NodeData{Move: Move{Color: White, Point: Pass}}))
	occupied := line[1].Move().Point
	mustAdd(t, line[60], NewNode(NodeData{Move: Move{Color: line[61].Move().Color, Point: occupied}}))
	b, err := BuildGame(9, 9, GoRules(Area, 7.5), root, Info{})
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Irregular()) != 1 {
		t.Fatalf("the test record has %d irregular nodes, want 1", len(b.Irregular()))
	}
	return b
}

// mustAdd adds child after n.
func mustAdd(t *testing.T, n, child *Node) {
	t.Helper()
	if err := n.AddChild(child); err != nil {
		t.Fatal(err)
	}
}

// checkCache builds g's tree again from its nodes' data with BuildGame, the slow way, and checks that every node of
// g gives what its copy gives (position, hash, captures, the rule it breaks), that Irregular lists the same nodes
// in the same order, and that exactly the root, the cursor and the checkpoints between them keep a position.
func checkCache(t *testing.T, what string, g *Game) {
	t.Helper()
	nodes := subtree(g.Root())
	root := NewNode(g.Root().Data())
	copies := map[*Node]*Node{g.Root(): root}
	for _, n := range nodes[1:] {
		c := NewNode(n.Data())
		if err := copies[n.Parent()].AddChild(c); err != nil {
			t.Fatal(err)
		}
		copies[n] = c
	}
	r := g.Rules()
	ref, err := BuildGame(g.Position().Cols(), g.Position().Rows(), r, root, Info{})
	if err != nil {
		t.Fatalf("%s: the tree does not build again: %v", what, err)
	}
	index := map[*Node]int{}
	for i, n := range nodes {
		index[n] = i
		c := copies[n]
		got, want := n.Position(), c.Position()
		if got.String() != want.String() || got.Hash() != want.Hash() || got.ToMove() != want.ToMove() || got.Rules() != r {
			t.Fatalf("%s: node %d (depth %d) gives\n%s\nwhere its tree built again gives\n%s", what, i, n.depth, got.String(), want.String())
		}
		if n.hash != c.hash || fmt.Sprint(n.Captured()) != fmt.Sprint(c.Captured()) || fmt.Sprint(n.Irregular()) != fmt.Sprint(c.Irregular()) {
			t.Fatalf("%s: node %d: hash %x captured %v irregular %v, built again %x %v %v", what, i, n.hash, n.Captured(),
				n.Irregular(), c.hash, c.Captured(), c.Irregular())
		}
		if n.rec != g.root.rec || n != g.root && n.depth != n.parent.depth+1 {
			t.Fatalf("%s: node %d is not the record's (depth %d)", what, i, n.depth)
		}
	}
	var got, want []int
	for _, n := range g.Irregular() {
		got = append(got, index[n])
	}
	for _, c := range ref.Irregular() {
		for n, x := range copies {
			if x == c {
				want = append(want, index[n])
			}
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s: Irregular lists nodes %v, the tree built again %v", what, got, want)
	}
	keep := 1
	for n := g.cur; n.parent != nil; n = n.parent {
		if n == g.cur || n.checkpoint() {
			keep++
		}
	}
	if k := kept(g); k != keep {
		t.Errorf("%s: %d nodes keep a position, want %d", what, k, keep)
	}
}

// TestRecordStaysRightAfterEachChange changes a record in each way it can be changed and checks that what it keeps
// for its nodes is what building it again from scratch gives.
func TestRecordStaysRightAfterEachChange(t *testing.T) {
	mv := func(c Color, col, row int) *Node { return NewNode(NodeData{Move: Move{Color: c, Point: Pt(col, row)}}) }
	tests := []struct {
		name   string
		change func(t *testing.T, g *Game)
	}{
		{"nothing", func(t *testing.T, g *Game) {}},
		{"a move added after the cursor, then followed", func(t *testing.T, g *Game) {
			g.ToEnd()
			cur := g.Current()
			p := g.Position()
			mustAdd(t, cur, NewNode(NodeData{Move: Move{Color: p.ToMove(), Point: Pass}}))
			g.Redo()
			if g.Current().Parent() != cur {
				t.Error("Redo did not follow the added move")
			}
		}},
		{"a variation added far from the cursor", func(t *testing.T, g *Game) {
			g.ToEnd()
			mustAdd(t, subtree(g.Root())[2], NewNode(NodeData{Move: Move{Color: White, Point: Pass}}))
		}},
		{"a line built by hand added under a checkpoint, with a capture", func(t *testing.T, g *Game) {
			n := g.Line()[checkpointEvery]
			at := NewNode(NodeData{Setup: Setup{Black: []Point{Pt(0, 1)}, White: []Point{Pt(0, 0)}, Empty: []Point{Pt(1, 0), Pt(1, 1)}}})
			at2 := mv(Black, 1, 0)
			mustAdd(t, at, at2)
			mustAdd(t, at2, mv(White, 8, 8))
			mustAdd(t, n, at)
			g.GoTo(at2)
			if len(at2.Captured()) != 1 || at2.Captured()[0] != Pt(0, 0) {
				t.Errorf("the added move captured %v, want A9's stone", at2.Captured())
			}
		}},
		{"a move on an occupied point added before the one the record has", func(t *testing.T, g *Game) {
			line := g.Line() // the main line comes first in the file: a variation after move 65 before one after 60
			at := line[65].Move().Point
			if at == Pass {
				t.Fatal("move 65 is a pass")
			}
			n := mv(line[66].Move().Color, at.Col(), at.Row())
			mustAdd(t, line[65], n)
			if len(g.Irregular()) != 2 || g.Irregular()[0] != n || !errors.Is(n.Irregular(), ErrOccupied) {
				t.Errorf("Irregular after adding a move on a stone: %v", g.Irregular())
			}
		}},
		{"a move off the board refused", func(t *testing.T, g *Game) {
			n := g.Line()[10]
			kids := len(n.Children())
			bad := NewNode(NodeData{Move: Move{Color: Black, Point: Pt(12, 12)}})
			if err := n.AddChild(bad); !errors.Is(err, ErrOffBoard) {
				t.Errorf("a move off the board: %v, want ErrOffBoard", err)
			}
			if len(n.Children()) != kids || bad.Parent() != nil {
				t.Error("the move off the board was added")
			}
			mustAdd(t, NewNode(NodeData{}), bad) // it is in no tree: it can join another
		}},
		{"a variation played after going back", func(t *testing.T, g *Game) {
			g.GoTo(g.Line()[70])
			g.Undo()
			if _, err := g.Play(Move{Color: g.Position().ToMove(), Point: Pass}); err != nil {
				t.Fatal(err)
			}
		}},
		{"the line through the cursor put first", func(t *testing.T, g *Game) {
			line := g.Line()
			at := line[30].Move().Point // a variation on move 30's stone, after the main line in the file
			n := mv(line[31].Move().Color, at.Col(), at.Row())
			mustAdd(t, line[30], n)
			g.GoTo(n)
			g.PutLineFirst()
			if len(g.Irregular()) != 2 || g.Irregular()[0] != n {
				t.Errorf("Irregular after putting a line first: %v", g.Irregular())
			}
		}},
		{"the komi changed", func(t *testing.T, g *Game) {
			g.GoTo(g.Line()[90])
			g.SetRules(GoRules(Area, 0.5))
		}},
		{"a clone changed", func(t *testing.T, g *Game) {
			c := g.Clone()
			mustAdd(t, c.Line()[20], mv(Black, 4, 4))
			c.ToEnd()
			checkCache(t, "the clone", c)
			if len(c.Line()[20].Children()) == len(g.Line()[20].Children()) {
				t.Error("the clone's new move is in the original")
			}
		}},
		{"lists handed out changed by the caller", func(t *testing.T, g *Game) {
			n := g.Line()[3]
			kids := n.Children()
			kids[0], kids[1] = kids[1], kids[0]
			_ = append(kids[:1], NewNode(NodeData{}))
			if n.Children()[0] != g.Line()[4] || len(n.Children()) != 2 {
				t.Error("changing the list Children returned changed the record")
			}
			g.GoTo(g.Line()[5])
			for _, x := range g.Line() {
				if c := x.Captured(); len(c) > 0 {
					c[0] = Pt(8, 8)
				}
				if s := x.Setup(); len(s.Black) > 0 {
					s.Black[0] = Pt(8, 8)
				}
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := cacheTestRecord(t)
			g.GoTo(g.Line()[40])
			tc.change(t, g)
			checkCache(t, tc.name, g)
		})
	}
}
