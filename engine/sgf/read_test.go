package sgf

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

func TestReadErrors(t *testing.T) {
	cases := []struct {
		name, in string
		kinds    []error
		at       string // the text at the reported place (the node's ';')
		msg      string
	}{
		{"size too large", "(;GM[1]SZ[25];B[aa])", []error{ErrBadSize}, "(;GM", "SZ[25]: each side must have 2 to 19 lines"},
		{"size too small", "(;SZ[1])", []error{ErrBadSize}, "(;SZ", "SZ[1]"},
		{"rectangle too large", "(;SZ[9:20])", []error{ErrBadSize}, "(;SZ", "SZ[9:20]"},
		{"size not a number", "(;SZ[big])", []error{ErrBadSize}, "(;SZ", "expected a number of lines or columns:rows"},
		{"not Go", "(;GM[3]SZ[8])", []error{ErrNotGo}, "(;GM", "GM[3]"},
		{"point off the board", "(;SZ[9];B[jj])", []error{ErrBadValue, engine.ErrBadCoordinate}, ";B[jj]", "B[jj]"},
		{"two moves in a node", "(;SZ[9];B[aa]W[bb])", []error{ErrBadValue}, ";B[aa]W", "only one move"},
		{"two points in a move", "(;SZ[9];B[aa][bb])", []error{ErrBadValue}, ";B[aa][", "exactly one point"},
		{"bad rectangle", "(;SZ[9]AB[aa:zz])", []error{ErrBadValue, engine.ErrBadCoordinate}, "(;SZ", "AB[aa:zz]"},
		{"bad komi", "(;SZ[9]KM[six])", []error{ErrBadValue}, "(;SZ", "KM[six]"},
		{"bad capture target", "(;SZ[9]AGCT[0])", []error{ErrBadValue}, "(;SZ", "AGCT[0]"},
		{"bad PL", "(;SZ[9]PL[X])", []error{ErrBadValue}, "(;SZ", "expected B or W"},
		{"syntax", "(;SZ[9];B[aa]", []error{ErrSyntax}, "", "expected ')'"},
	}
	for _, c := range cases {
		_, err := Read([]byte(c.in))
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		for _, k := range c.kinds {
			if !errors.Is(err, k) {
				t.Errorf("%s: %v is not %v", c.name, err, k)
			}
		}
		if !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: %q does not say %q", c.name, err, c.msg)
		}
		if c.at == "" {
			continue
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("%s: %v is not an *Error", c.name, err)
		}
		off := strings.Index(c.in, c.at)
		if c.at[0] == '(' {
			off++ // the root node's ';'
		}
		line := 1 + strings.Count(c.in[:off], "\n")
		col := 1 + len([]rune(c.in[strings.LastIndex(c.in[:off], "\n")+1:off]))
		if e.Line != line || e.Col != col {
			t.Errorf("%s: %v at line %d, column %d; want line %d, column %d", c.name, err, e.Line, e.Col, line, col)
		}
	}
}

func TestReadMoves(t *testing.T) {
	// Passes as "" and as "tt"; moves out of turn; PL; a setup between moves.
	g, err := Read([]byte("(;SZ[9];B[ee];B[cc];W[];B[tt];W[dd];PL[W]AB[gg];W[ff])"))
	if err != nil {
		t.Fatal(err)
	}
	var moves []string
	for _, n := range g.Line()[1:] {
		if n.HasMove() {
			moves = append(moves, n.Move().String())
		}
	}
	if got := strings.Join(moves, " "); got != "B[ee] B[cc] W[] B[] W[dd] W[ff]" {
		t.Errorf("moves %s", got)
	}
	g.ToEnd()
	sameBoard(t, "moves", g.Position(), `
		. . . . . . . . .
		. . . . . . . . .
		. . X . . . . . .
		. . . O . . . . .
		. . . . X . . . .
		. . . . . O . . .
		. . . . . . X . .
		. . . . . . . . .
		. . . . . . . . .`)
	if g.Position().ToMove() != engine.Black {
		t.Errorf("after W[ff] %s to move", g.Position().ToMove().Name())
	}
}

func TestReadRules(t *testing.T) {
	cases := []struct {
		root string
		want engine.Rules
	}{
		{"", engine.GoRules(engine.Territory, 0)},
		{"KM[6.5]", engine.GoRules(engine.Territory, 6.5)},
		{"KM[]", engine.GoRules(engine.Territory, 0)},
		{"KM[ 7,5 ]RU[Chinese]", engine.GoRules(engine.Area, 7.5)},
		{"RU[Japanese]KM[6.50]", engine.GoRules(engine.Territory, 6.5)},
		{"RU[Korean]KM[6.5]", engine.GoRules(engine.Territory, 6.5)},
		{"RU[AGA]KM[7.5]", engine.Rules{Kind: engine.Go, Scoring: engine.Area, Komi: 7.5, Superko: true}},
		{"RU[NZ]", engine.Rules{Kind: engine.Go, Scoring: engine.Area, Superko: true}},
		{"RU[New Zealand]", engine.Rules{Kind: engine.Go, Scoring: engine.Area, Superko: true}},
		{"RU[GOE]", engine.Rules{Kind: engine.Go, Scoring: engine.Area, Superko: true}},
		{"RU[Tromp-Taylor]", engine.Rules{Kind: engine.Go, Scoring: engine.Area, Superko: true}},
		{"RU[cn]", engine.GoRules(engine.Area, 0)},
		{"RU[Japanese]AGSK[1]", engine.Rules{Kind: engine.Go, Scoring: engine.Territory, Superko: true}},
		{"RU[Chinese with superko]", engine.Rules{Kind: engine.Go, Scoring: engine.Area, Superko: true}},
		{"RU[Something else]KM[0.5]", engine.GoRules(engine.Territory, 0.5)},
		{"RU[Capture 1]", engine.AtariRules(1)},
		{"RU[Capture 5]KM[6.5]", engine.AtariRules(5)},
		{"RU[capture:3]", engine.AtariRules(3)},
		{"RU[Atari Go]", engine.AtariRules(1)},
		{"RU[Japanese]AGCT[2]", engine.AtariRules(2)},
		{"AGCT[4]", engine.AtariRules(4)},
	}
	for _, c := range cases {
		g, err := Read([]byte("(;SZ[9]" + c.root + ")"))
		if err != nil {
			t.Errorf("%s: %v", c.root, err)
			continue
		}
		if g.Rules() != c.want {
			t.Errorf("%s: rules %+v, want %+v", c.root, g.Rules(), c.want)
		}
	}
}

func TestWriteRoot(t *testing.T) {
	cases := []struct {
		cols, rows int
		rules      engine.Rules
		want       string
	}{
		{9, 9, engine.AtariRules(1), "(;FF[4]GM[1]CA[UTF-8]AP[atarigo:1.0]SZ[9]RU[Capture 1]AGCT[1]PL[B])\n"},
		{9, 7, engine.AtariRules(5), "(;FF[4]GM[1]CA[UTF-8]AP[atarigo:1.0]SZ[9:7]RU[Capture 5]AGCT[5]PL[B])\n"},
		{19, 19, engine.GoRules(engine.Territory, 6.5), "(;FF[4]GM[1]CA[UTF-8]AP[atarigo:1.0]SZ[19]RU[Japanese]KM[6.5]PL[B])\n"},
		{13, 13, engine.Rules{Kind: engine.Go, Scoring: engine.Area, Komi: 7.5, Superko: true},
			"(;FF[4]GM[1]CA[UTF-8]AP[atarigo:1.0]SZ[13]RU[Chinese]KM[7.5]AGSK[1]PL[B])\n"},
	}
	for _, c := range cases {
		g, err := engine.NewGame(c.cols, c.rows, c.rules, engine.StartEmpty, engine.Black)
		if err != nil {
			t.Fatal(err)
		}
		out, err := Marshal(g)
		if err != nil || string(out) != c.want {
			t.Errorf("%d×%d %v: %q, %v; want %q", c.cols, c.rows, c.rules, out, err, c.want)
		}
	}
}

// TestWriteGolden writes a fixed Atari Go game with a crosscut start, names, comments and a move taken
// back (the line played after it becomes the main line, the first try a variation), and compares it with
// testdata/golden-atarigo.sgf, the exact form of the files we write.
func TestWriteGolden(t *testing.T) {
	g, err := engine.NewGame(7, 7, engine.AtariRules(2), engine.StartCrosscut, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	g.Info = engine.Info{Black: "Ann", White: "Computer (Easy)", Date: "2026-05-01", Result: "B+C", GameName: "Lesson 3"}
	play := func(c engine.Color, pt string) {
		p, err := engine.ParseGTPPoint(pt, 7, 7)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(engine.Move{Color: c, Point: p}); err != nil {
			t.Fatalf("%s %s: %v", c.Name(), pt, err)
		}
	}
	play(engine.Black, "E5")
	play(engine.White, "C4")
	g.Current().Comment = "A try [that fails]; \\ see the main line."
	g.Undo()
	play(engine.White, "F4")
	play(engine.Black, "C5")
	g.Current().Name = "Shape"
	play(engine.White, "F3")
	g.Root().Props = append(g.Root().Props, Property{ID: "GC", Values: []string{"Written by the golden test."}})
	got, err := Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/golden-atarigo.sgf")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	roundTrip(t, "golden", g)
}

func TestWriteRejects(t *testing.T) {
	g, _ := engine.NewGame(9, 9, engine.GoRules(engine.Territory, 6.5), engine.StartEmpty, engine.Black)
	g.Root().Props = []Property{{ID: "KM", Values: []string{"0"}}}
	if _, err := Marshal(g); !errors.Is(err, ErrBadValue) {
		t.Errorf("root Props with KM: %v, want ErrBadValue", err)
	}
	g.Root().Props = []Property{{ID: "lb", Values: []string{"aa:x"}}}
	if _, err := Marshal(g); !errors.Is(err, ErrBadValue) {
		t.Errorf("lower-case identifier: %v, want ErrBadValue", err)
	}
	g.Root().Props = nil
	g.Play(engine.Move{Color: engine.Black, Point: engine.Pt(2, 2)})
	g.Current().Props = []Property{{ID: "C", Values: []string{"x"}}}
	if _, err := Marshal(g); !errors.Is(err, ErrBadValue) {
		t.Errorf("node Props with C: %v, want ErrBadValue", err)
	}
	g.Current().Props = []Property{{ID: "KM", Values: []string{"0"}}} // fine below the root
	if _, err := Marshal(g); err != nil {
		t.Errorf("KM below the root: %v", err)
	}
}

// TestReadLongGame reads a record of MaxGameNodes nodes, a main line of passes, and refuses one node more, naming
// the limit.
func TestReadLongGame(t *testing.T) {
	if testing.Short() {
		t.Skip("a million nodes: not in -short runs (the race detector's)")
	}
	var b strings.Builder
	b.WriteString("(;SZ[9]")
	for i := range MaxGameNodes - 1 {
		b.WriteString([]string{";B[]", ";W[]"}[i%2])
	}
	b.WriteString(")")
	g, err := Read([]byte(b.String()))
	if err != nil {
		t.Fatalf("%d nodes: %v", MaxGameNodes, err)
	}
	last, n := g.Root(), 1
	for ; len(last.Children()) > 0; n++ {
		last = last.Children()[0]
	}
	if n != MaxGameNodes {
		t.Errorf("%d nodes read, want %d", n, MaxGameNodes)
	}
	g.GoTo(last)
	if p := g.Position(); p.LastMove() != engine.Pass || p.ToMove() != engine.White {
		t.Errorf("after %d passes: last move %v, %s to move", MaxGameNodes-1, p.LastMove(), p.ToMove().Name())
	}
	_, err = Read([]byte(strings.Replace(b.String(), ")", ";B[])", 1)))
	if !errors.Is(err, ErrTooManyNodes) || !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "more than 1000000 nodes") {
		t.Errorf("%d nodes: %v, want ErrTooManyNodes", MaxGameNodes+1, err)
	}
}

func TestLoad(t *testing.T) {
	g, err := Load(bytes.NewReader([]byte("(;SZ[5];B[cc])")))
	if err != nil || g.Position().Cols() != 5 {
		t.Fatalf("Load: %v", err)
	}
	if _, err := Load(bytes.NewReader(make([]byte, MaxFileSize+1))); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Load of a large file: %v", err)
	}
}

func TestSummary(t *testing.T) {
	data := []byte("(;GM[1]FF[4]SZ[9:7]RU[Capture 3]PB[Ann]PW[Bob]BR[5k]DT[2026-05-01]GN[Friday]RE[W+C]" +
		";B[aa];W[bb](;B[cc];W[];B[dd])(;B[ee]))")
	h, err := Summary(data)
	if err != nil {
		t.Fatal(err)
	}
	want := Header{GameName: "Friday", Date: "2026-05-01", Black: "Ann", White: "Bob", BlackRank: "5k",
		Result: "W+C", Cols: 9, Rows: 7, Rules: engine.AtariRules(3), Moves: 5}
	if h != want {
		t.Errorf("got %+v\nwant %+v", h, want)
	}
	if s := h.String(); s != "Ann (B) vs Bob (W), 9×7 capture:3, 5 moves, W+C" {
		t.Errorf("String: %q", s)
	}
	if _, err := Summary([]byte("(;SZ[30])")); !errors.Is(err, ErrBadSize) {
		t.Errorf("bad size: %v", err)
	}
	if _, err := Summary([]byte("(;SZ[9]")); !errors.Is(err, ErrSyntax) {
		t.Errorf("truncated: %v", err)
	}
}

func TestReadSetup(t *testing.T) {
	// Compressed lists with the corners either way round, AE clearing part of a rectangle, SZ with spaces.
	g, err := Read([]byte("(;SZ[ 5 : 4 ]AB[aa:cb][ca]AW[ed:dc];AE[bb]AB[ad])"))
	if err != nil {
		t.Fatal(err)
	}
	g.ToEnd()
	sameBoard(t, "setup", g.Position(), `
		X X X . .
		X . X . .
		. . . O O
		X . . O O`)
	if got := len(g.Root().Setup().Black); got != 7 {
		t.Errorf("root AB expanded to %d points, want 7 (the six of aa:cb, then ca again)", got)
	}
}

func TestReadCharsets(t *testing.T) {
	cases := []struct{ root, want string }{
		{"CA[ISO-8859-1]PB[Ren\xe9e]", "Renée"},
		{"CA[iso-8859-1]PB[Ren\xc3\xa9e]", "Renée"}, // labelled Latin-1 but written in UTF-8
		{"CA[Windows-1252]PB[\x80 \x93x\x94]", "€ “x”"},
		{"PB[Ren\xe9e]", "Renée"}, // no CA: Latin-1, the FF[4] default
		{"PB[Ren\xc3\xa9e]", "Renée"},
		{"CA[UTF-8]PB[Ren\xe9e]", "Ren\uFFFDe"},
		{"CA[GB2312]PB[\xba\xda]", "黑"},
		{"CA[UTF-8]PB[two\nlines]", "two lines"},
	}
	for _, c := range cases {
		g, err := Read([]byte("(;" + c.root + ")"))
		if err != nil {
			t.Errorf("%q: %v", c.root, err)
			continue
		}
		if g.Info.Black != c.want {
			t.Errorf("%q: PB %q, want %q", c.root, g.Info.Black, c.want)
		}
	}
}

// TestReadSetupLimit: setting up and clearing most of the board in node after node is refused beyond
// MaxSetupPoints points, before the engine spends its time on it.
func TestReadSetupLimit(t *testing.T) {
	node := ";AB[aa:sr];AE[aa:sr]" // 2 × 342 points
	n := MaxSetupPoints / 684
	if _, err := Read([]byte("(;SZ[19]" + strings.Repeat(node, n) + ")")); err != nil {
		t.Errorf("%d setup points: %v", n*684, err)
	}
	_, err := Read([]byte("(;SZ[19]" + strings.Repeat(node, n+1) + ")"))
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "setup points") {
		t.Errorf("%d setup points: %v, want ErrTooLarge", (n+1)*684, err)
	}
	_, err = Read([]byte("(;SZ[19]AB" + strings.Repeat("[aa:ss]", 200000) + ")"))
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("a long compressed list: %v, want ErrTooLarge", err)
	}
}
