package sgf

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// diffGames describes the first difference between two game records (trees, positions, rules, Info
// except Application, which Write always sets to this program), or returns "" when they are the same.
func diffGames(a, b *engine.Game) string {
	pa, pb := a.Root().Position(), b.Root().Position()
	if pa.Cols() != pb.Cols() || pa.Rows() != pb.Rows() {
		return fmt.Sprintf("size %d×%d vs %d×%d", pa.Cols(), pa.Rows(), pb.Cols(), pb.Rows())
	}
	if a.Rules() != b.Rules() {
		return fmt.Sprintf("rules %+v vs %+v", a.Rules(), b.Rules())
	}
	ia, ib := a.Info, b.Info
	ia.Application, ib.Application = "", ""
	ia.Ruleset = rulesetText(ia.Ruleset, a.Rules()) // what Write writes: the file's own RU while it fits the rules
	if ia != ib {
		return fmt.Sprintf("info %+v vs %+v", ia, ib)
	}
	type pair struct {
		x, y *engine.Node
		path string
	}
	next := lineNext(a)
	stack := []pair{{a.Root(), b.Root(), "root"}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if d := diffNodes(p.x, p.y); d != "" {
			return p.path + ": " + d
		}
		for i, c := range writeOrder(p.x, next) {
			stack = append(stack, pair{c, p.y.Children()[i], fmt.Sprintf("%s/%d", p.path, i)})
		}
	}
	return ""
}

// moves lists the moves of a line of nodes.
func moves(line []*engine.Node) string {
	var b strings.Builder
	for _, n := range line {
		if n.HasMove() {
			b.WriteString(n.Move().String())
		}
	}
	return b.String()
}

// diffNodes compares what two nodes hold and the positions after them.
func diffNodes(x, y *engine.Node) string {
	switch {
	case x.Move() != y.Move():
		return fmt.Sprintf("move %v vs %v", x.Move(), y.Move())
	case !samePoints(x.Setup().Black, y.Setup().Black) || !samePoints(x.Setup().White, y.Setup().White) ||
		!samePoints(x.Setup().Empty, y.Setup().Empty):
		return fmt.Sprintf("setup %v vs %v", x.Setup(), y.Setup())
	case x.ToPlay() != y.ToPlay():
		return fmt.Sprintf("PL %v vs %v", x.ToPlay(), y.ToPlay())
	case x.Comment != y.Comment:
		return fmt.Sprintf("comment %q vs %q", x.Comment, y.Comment)
	case x.Name != y.Name:
		return fmt.Sprintf("name %q vs %q", x.Name, y.Name)
	case (x.Irregular() == nil) != (y.Irregular() == nil):
		return fmt.Sprintf("irregular %v vs %v", x.Irregular(), y.Irregular())
	case !(len(x.Props) == 0 && len(y.Props) == 0) && !reflect.DeepEqual(x.Props, y.Props):
		return fmt.Sprintf("props %q vs %q", x.Props, y.Props)
	case len(x.Children()) != len(y.Children()):
		return fmt.Sprintf("%d vs %d variations", len(x.Children()), len(y.Children()))
	}
	px, py := x.Position(), y.Position()
	if px.String() != py.String() || px.ToMove() != py.ToMove() || px.Ko() != py.Ko() || px.Hash() != py.Hash() ||
		px.Captures(engine.Black) != py.Captures(engine.Black) || px.Captures(engine.White) != py.Captures(engine.White) ||
		px.MoveNumber() != py.MoveNumber() {
		return fmt.Sprintf("positions differ:\n%s(%v to move, ko %d)\nvs\n%s(%v to move, ko %d)",
			px.String(), px.ToMove(), px.Ko(), py.String(), py.ToMove(), py.Ko())
	}
	return ""
}

func samePoints(a, b []engine.Point) bool { return slices.Equal(a, b) }

// roundTrip writes g, reads it back, and checks the two records are the same and a second write is
// byte for byte the first.
func roundTrip(t *testing.T, name string, g *engine.Game) {
	t.Helper()
	out, err := Marshal(g)
	if err != nil {
		t.Fatalf("%s: write: %v", name, err)
	}
	g2, err := Read(out)
	if err != nil {
		t.Fatalf("%s: reading what we wrote: %v\n%s", name, err, out)
	}
	if d := diffGames(g, g2); d != "" {
		t.Fatalf("%s: read → write → read changed the record: %s\n%s", name, d, out)
	}
	g2.ToEnd()
	if a, b := moves(g.Line()), moves(g2.Line()); a != b {
		t.Fatalf("%s: the line through the cursor %s came back as the main line %s", name, a, b)
	}
	out2, err := Marshal(g2)
	if err != nil || !bytes.Equal(out, out2) {
		t.Fatalf("%s: second write differs (%v):\n%s\nvs\n%s", name, err, out, out2)
	}
}

func TestRoundTripTestdata(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.sgf")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := Read(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		roundTrip(t, f, g)

		// The low-level tree survives Format and Parse as well, every game of the collection.
		trees, err := ParseBytes(data)
		if err != nil {
			t.Fatal(err)
		}
		text, err := FormatBytes(trees...)
		if err != nil {
			t.Fatal(err)
		}
		again, err := ParseBytes(text)
		if err != nil {
			t.Fatalf("%s: parsing Format's output: %v\n%s", f, err, text)
		}
		if d := diffTrees(trees, again); d != "" {
			t.Fatalf("%s: parse → format → parse: %s", f, d)
		}
	}
}

// diffTrees compares low-level trees, ignoring where the nodes were in the text.
func diffTrees(a, b []*Tree) string {
	if len(a) != len(b) {
		return fmt.Sprintf("%d vs %d trees", len(a), len(b))
	}
	type pair struct{ x, y *Node }
	var stack []pair
	for i := range a {
		stack = append(stack, pair{a[i].Root, b[i].Root})
	}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !(len(p.x.Props) == 0 && len(p.y.Props) == 0) && !reflect.DeepEqual(p.x.Props, p.y.Props) {
			return fmt.Sprintf("node at %d:%d: %q vs %q", p.x.Line, p.x.Col, p.x.Props, p.y.Props)
		}
		if len(p.x.Children) != len(p.y.Children) {
			return fmt.Sprintf("node at %d:%d: %d vs %d variations", p.x.Line, p.x.Col, len(p.x.Children), len(p.y.Children))
		}
		for i := range p.x.Children {
			stack = append(stack, pair{p.x.Children[i], p.y.Children[i]})
		}
	}
	return ""
}

// randomText returns text full of what needs escaping or decoding: brackets, backslashes, line breaks,
// colons, non-ASCII letters.
func randomText(rng *rand.Rand, n int) string {
	pieces := []string{"a", "Z", " ", "]", "[", `\`, "\n", ":", "(", ")", ";", "ž", "Ж", "囲碁", "é", "\\]", "x"}
	var b strings.Builder
	for range rng.IntN(n + 1) {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// randomGame plays a random record: a random board, rules, start (or handicap) and first player, random legal moves
// with returns to earlier nodes (variations), then comments, names, side-to-move marks, kept properties
// and setups on some nodes.
func randomGame(rng *rand.Rand) *engine.Game {
	cols, rows := 2+rng.IntN(18), 2+rng.IntN(18)
	if rng.IntN(2) == 0 {
		rows = cols
	}
	var rules engine.Rules
	if rng.IntN(2) == 0 {
		rules = engine.AtariRules(1 + rng.IntN(6))
	} else {
		rules = engine.GoRules(engine.Scoring(rng.IntN(2)), []float64{0, 0.5, 5.5, 6.5, 7.5, -2.5}[rng.IntN(6)])
		rules.Superko = rng.IntN(3) == 0
	}
	start := engine.StartEmpty
	if cols >= 4 && rows >= 4 {
		start = engine.Start(rng.IntN(3))
	}
	first := engine.Color(1 + rng.IntN(2))
	g, err := engine.NewGame(cols, rows, rules, start, first)
	if err != nil {
		panic(err)
	}
	handicap := 0
	if rules.Kind == engine.Go && rng.IntN(4) == 0 {
		// A handicap game: the stones set up at the root, White to move, HA in Info.
		n := 2 + rng.IntN(8)
		if pts, err := engine.HandicapPoints(cols, rows, n); err == nil {
			p := engine.MustPosition(cols, rows, rules)
			for _, pt := range pts {
				p.Place(pt, engine.Black)
			}
			p.SetToMove(engine.White)
			g, handicap = engine.NewGameFrom(p), n
		}
	}
	g.Info = engine.Info{Black: randomText(rng, 4), White: strings.ReplaceAll(randomText(rng, 4), "\n", " "),
		Date: "2026-01-02", Result: []string{"", "B+C", "W+R", "B+3.5"}[rng.IntN(4)], Handicap: handicap}
	g.Info.Black = strings.ReplaceAll(g.Info.Black, "\n", " ") // SimpleText: names are one line
	var buf []engine.Point
	for range rng.IntN(120) {
		if rng.IntN(8) == 0 {
			for range 1 + rng.IntN(4) {
				g.Undo()
			}
			continue
		}
		p := g.Position()
		if p.Over() {
			g.Undo()
			continue
		}
		buf = p.LegalMoves(buf[:0])
		m := engine.Move{Color: p.ToMove(), Point: engine.Pass}
		if len(buf) > 0 && (rules.Kind == engine.AtariGo || rng.IntN(12) > 0) {
			m.Point = buf[rng.IntN(len(buf))]
		}
		if m.Point == engine.Pass && rules.Kind == engine.AtariGo {
			g.Undo()
			continue
		}
		g.Play(m) // a superko refusal just leaves the cursor where it is
	}
	decorate(rng, g)
	return g
}

// decorate adds comments, names, kept properties and, after some leaves, setup nodes (stones added or
// cleared, sometimes with PL) to the nodes of g. Setups get nodes of their own and PL goes only on nodes
// without a move, as FF[4] asks: programs disagree on what a PL beside a move means.
func decorate(rng *rand.Rand, g *engine.Game) {
	nodes := allNodes(g.Root())
	ids := []string{"LB", "TR", "MN", "BL", "GC", "XYZ", "KT"}
	for _, n := range nodes {
		if rng.IntN(4) == 0 {
			n.Comment = randomText(rng, 12)
		}
		if rng.IntN(10) == 0 {
			n.Name = strings.ReplaceAll(randomText(rng, 5), "\n", " ")
		}
		if rng.IntN(6) == 0 {
			vals := make([]string, 1+rng.IntN(3))
			for i := range vals {
				vals[i] = randomText(rng, 6)
			}
			n.Props = append(n.Props, Property{ID: ids[rng.IntN(len(ids))], Values: vals})
		}
	}
	for _, n := range nodes {
		if len(n.Children()) > 0 || rng.IntN(4) != 0 {
			continue
		}
		p := n.Position()
		pts := p.Points(nil)
		var setup engine.NodeData
		rng.Shuffle(len(pts), func(i, j int) { pts[i], pts[j] = pts[j], pts[i] })
		for _, pt := range pts[:min(len(pts), 1+rng.IntN(3))] { // distinct points, as FF[4] requires
			switch p.At(pt) {
			case engine.Empty:
				if rng.IntN(2) == 0 {
					setup.Setup.Black = append(setup.Setup.Black, pt)
				} else {
					setup.Setup.White = append(setup.Setup.White, pt)
				}
			default:
				setup.Setup.Empty = append(setup.Setup.Empty, pt)
			}
		}
		if rng.IntN(2) == 0 {
			setup.ToPlay = engine.Color(1 + rng.IntN(2))
		}
		if q := p; q.PlaceAll(setup.Setup) != nil || q.Validate() != nil { // a chain left without liberties: keep only PL
			setup.Setup = engine.Setup{}
		}
		if err := n.AddChild(engine.NewNode(setup)); err != nil {
			panic(err)
		}
	}
}

func TestRoundTripRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 34))
	games := 400
	if testing.Short() {
		games = 60
	}
	variations := 0
	for i := range games {
		g := randomGame(rng)
		_, leaves := countTree(g.Root())
		variations += leaves - 1
		roundTrip(t, fmt.Sprintf("random game %d", i), g)
	}
	if variations < games {
		t.Errorf("only %d variations in %d games: the generator does not branch", variations, games)
	}
}

// allNodes returns the nodes of the tree under n, n included, each before its children.
func allNodes(n *engine.Node) []*engine.Node {
	var nodes []*engine.Node
	stack := []*engine.Node{n}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		nodes = append(nodes, n)
		stack = append(stack, n.Children()...)
	}
	return nodes
}
