package sgf

import (
	"bytes"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestReadVariants reads what other programs write that FF[4] does not quite allow: a first node without its ';',
// property names with lower-case letters, a move in the root node; each gives the moves of the main line.
func TestReadVariants(t *testing.T) {
	cases := []struct {
		name, in string
		moves    string // the main line after the root
		setup    int    // the stones the root sets up
	}{
		{"first node without ';'", "(FF[4]SZ[9];B[ee];W[cc])", "B[ee] W[cc]", 0},
		{"first node without ';' after a space", "( SZ[9]\n;B[ee])", "B[ee]", 0},
		{"a header with parentheses first", "Game (see below):\n(SZ[9];B[ee])", "B[ee]", 0},
		{"variations without ';'", "(;SZ[9](B[ee];W[cc])(B[dd]))", "B[ee] W[cc]", 0},
		{"lower-case letters in names", "(;GaMe[1]SiZe[5]AddBlack[aa];Black[cc];White[dd])", "B[cc] W[dd]", 1},
		{"a move in the root", "(;SZ[9]B[ee];W[cc])", "B[ee] W[cc]", 0},
		{"setup and a move in the root", "(;SZ[9]AB[aa]W[ee];B[cc])", "W[ee] B[cc]", 1},
	}
	for _, c := range cases {
		g, err := Read([]byte(c.in))
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if g.Root().HasMove() || len(g.Root().Setup().Black) != c.setup {
			t.Errorf("%s: root move %v, %d stones set up", c.name, g.Root().Move(), len(g.Root().Setup().Black))
		}
		var moves []string
		for _, n := range g.Line()[1:] {
			moves = append(moves, n.Move().String())
		}
		if got := strings.Join(moves, " "); got != c.moves {
			t.Errorf("%s: moves %s, want %s", c.name, got, c.moves)
		}
		roundTrip(t, c.name, g)
	}
}

// TestRootMoveIsMoveOne: the move of a root node is move 1, after the position the root sets up, as GNU Go
// counts it (loadsgf FILE 2 stops after it; TestGNUGoRootMove in ai/gtp compares the two programs).
func TestRootMoveIsMoveOne(t *testing.T) {
	g := readFile(t, "root-move.sgf")
	first := g.Root().Children()[0]
	if p := first.Position(); p.MoveNumber() != 1 || p.At(engine.Pt(4, 4)) != engine.Black {
		t.Errorf("after the root's move: move %d, E5 %v", p.MoveNumber(), p.At(engine.Pt(4, 4)))
	}
	if p := g.Root().Position(); p.MoveNumber() != 0 || p.EmptyCount() != 81 {
		t.Errorf("the root's position has move %d and %d empty points", p.MoveNumber(), p.EmptyCount())
	}
	if g.Root().Comment != "The first move is in the root node." || first.Comment != "" {
		t.Errorf("comments %q and %q: the root keeps its own", g.Root().Comment, first.Comment)
	}
}

// TestHandicapRoot: a root that sets up a handicap and does not say who moves has White to move.
func TestHandicapRoot(t *testing.T) {
	cases := []struct {
		root string
		want engine.Color
	}{
		{"HA[2]AB[cg][gc]", engine.White},
		{"HA[9]AB[cc][ee][gg][cg][gc][ce][ec][eg][ge]", engine.White},
		{"HA[2]AB[cg][gc]PL[B]", engine.Black},
		{"HA[0]AB[cg][gc]", engine.Black},
		{"AB[cg][gc]", engine.Black},
		{"HA[2]AB[cg][gc]AW[ee]", engine.Black},
		{"HA[2]", engine.Black},
	}
	for _, c := range cases {
		g, err := Read([]byte("(;SZ[9]" + c.root + ")"))
		if err != nil {
			t.Fatalf("%s: %v", c.root, err)
		}
		if got := g.Position().ToMove(); got != c.want {
			t.Errorf("%s: %s to move, want %s", c.root, got.Name(), c.want.Name())
		}
		roundTrip(t, c.root, g)
	}
	g := readFile(t, "handicap-root.sgf")
	if g.Info.Handicap != 2 || g.Position().ToMove() != engine.White {
		t.Errorf("handicap-root.sgf: handicap %d, %s to move", g.Info.Handicap, g.Position().ToMove().Name())
	}
}

// TestFoxKomi reads the komi of the Fox server, written in hundredths of a point or, under Chinese rules, of a stone.
func TestFoxKomi(t *testing.T) {
	cases := []struct {
		root string
		komi float64
	}{
		{"KM[375]RU[Chinese]AP[foxwq]", 7.5},
		{"KM[375]RU[Chinese]AP[GNU Go:3.8]AP[foxwq]", 7.5},
		{"KM[650]RU[Japanese]AP[foxwq]", 6.5},
		{"KM[275]AP[foxwq]", 5.5},
		{"KM[325]AP[foxwq]", 6.5},
		{"KM[350]AP[foxwq]", 7},
		{"KM[50]HA[2]AP[foxwq]", 0.5},
		{"KM[0]AP[foxwq]", 0},
		{"KM[7.5]AP[foxwq]", 7.5}, // already in points
		{"KM[325]AP[SGFC:2.0]", 6.5},
		{"KM[375]RU[Chinese]", 7.5}, // no real komi is that large: read as Fox's
		{"KM[-375]", -7.5},
		{"KM[650]", 6.5},
		{"KM[50]", 50}, // a large komi, but a possible one
		{"KM[6.5]", 6.5},
		{"KM[201]", 201}, // not Fox's: it writes multiples of 25
	}
	for _, c := range cases {
		g, err := Read([]byte("(;SZ[19]" + c.root + ")"))
		if err != nil {
			t.Fatalf("%s: %v", c.root, err)
		}
		if g.Rules().Komi != c.komi {
			t.Errorf("%s: komi %v, want %v", c.root, g.Rules().Komi, c.komi)
		}
	}
	g := readFile(t, "fox-komi.sgf")
	out, err := Marshal(g)
	if err != nil || !bytes.Contains(out, []byte("KM[7.5]")) || !bytes.Contains(out, []byte("PW[豆泥]")) {
		t.Errorf("fox-komi.sgf written back (%v):\n%s", err, out)
	}
}

// TestRulesetKept: a file's RU is written back as it was while it still names the record's rules.
func TestRulesetKept(t *testing.T) {
	cases := []struct{ root, ru string }{
		{"RU[AGA]KM[7.5]", "AGA"},
		{"RU[Korean]KM[6.5]", "Korean"},
		{"RU[Japanese 2003]", "Japanese 2003"},
		{"RU[GOE]", "GOE"},
		{"RU[Tromp-Taylor]", "Tromp-Taylor"},
		{"RU[Capture 3]", "Capture 3"},
		{"RU[atari go]", "atari go"},
		{"RU[Chinese]AGCT[2]", "Capture 2"}, // AGCT wins over RU: the rules are Atari Go now
		{"RU[Japanese]AGSK[1]", "Japanese"},
		{"RU[Something else]", "Something else"}, // read as Japanese, and Japanese still
		{"", "Japanese"},
	}
	for _, c := range cases {
		g, err := Read([]byte("(;SZ[9]" + c.root + ";B[ee])"))
		if err != nil {
			t.Fatalf("%s: %v", c.root, err)
		}
		out, err := Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(out, []byte("RU["+c.ru+"]")) {
			t.Errorf("%s written back as:\n%s", c.root, out)
		}
		roundTrip(t, c.root, g)
	}
	// A record whose rules changed writes its own RU.
	g, _ := Read([]byte("(;SZ[9]RU[AGA])"))
	g.Info.Ruleset = "Korean"
	if out, _ := Marshal(g); !bytes.Contains(out, []byte("RU[Chinese]")) {
		t.Errorf("a Korean RU on area rules written as:\n%s", out)
	}
	g = readFile(t, "ruleset-kept.sgf")
	if out, _ := Marshal(g); !bytes.Contains(out, []byte("RU[AGA]")) {
		t.Errorf("ruleset-kept.sgf written back as:\n%s", out)
	}
}
