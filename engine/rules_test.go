package engine

import (
	"errors"
	"strings"
	"testing"
)

// mv parses "B C3" style moves for a position's board.
func mv(t *testing.T, p *Position, s string) Move {
	t.Helper()
	f := strings.Fields(s)
	c := Black
	if f[0] == "W" {
		c = White
	}
	pt, err := ParseGTPPoint(f[1], p.Cols(), p.Rows())
	if err != nil {
		t.Fatal(err)
	}
	return Move{c, pt}
}

func board(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		b.WriteString(strings.TrimSpace(line))
		b.WriteByte('\n')
	}
	return b.String()
}

// TestPlay plays moves on ASCII boards and checks the error, the stones captured and the board after.
func TestPlay(t *testing.T) {
	tests := []struct {
		name     string
		start    string
		toMove   Color
		moves    []string // all but the last must be legal
		err      error    // of the last move
		captured int      // by the last move
		after    string   // board after the last move (when legal)
	}{
		{
			name: "capture one stone",
			start: `
				. X .
				X O .
				. X .`,
			moves: []string{"B C2"}, captured: 1,
			after: `
				. X .
				X . X
				. X .`,
		},
		{
			name: "capture in the corner",
			start: `
				O X .
				. . .
				. . .`,
			moves: []string{"B A2"}, captured: 1,
			after: `
				. X .
				X . .
				. . .`,
		},
		{
			name: "one move captures four chains",
			start: `
				. X O X .
				X O . O X
				. X O X .
				. . X . .
				. . . . .`,
			moves: []string{"B C4"}, captured: 4,
			after: `
				. X . X .
				X . X . X
				. X . X .
				. . X . .
				. . . . .`,
		},
		{
			name: "suicide of one stone",
			start: `
				. X .
				X . X
				. X .`,
			toMove: White, moves: []string{"W B2"}, err: ErrSuicide,
		},
		{
			name: "suicide of a chain",
			start: `
				X O . X
				X O O X
				. X X .
				. . . .`,
			toMove: White, moves: []string{"W C4"}, err: ErrSuicide,
		},
		{
			name: "a capturing move is not suicide",
			start: `
				. X O .
				X O . O
				. X O .
				. . . .`,
			moves: []string{"B C3"}, captured: 1,
			after: `
				. X O .
				X . X O
				. X O .
				. . . .`,
		},
		{
			name: "occupied",
			start: `
				X .
				. .`,
			toMove: White, moves: []string{"W A2"}, err: ErrOccupied,
		},
		{
			name: "ko: immediate recapture forbidden",
			start: `
				. X O .
				X O . O
				. X O .
				. . . .`,
			moves: []string{"B C3", "W B3"}, err: ErrKo,
		},
		{
			name: "ko: recapture allowed after a move elsewhere",
			start: `
				. X O .
				X O . O
				. X O .
				. . . .`,
			moves: []string{"B C3", "W D1", "B A1", "W B3"}, captured: 1,
			after: `
				. X O .
				X O . O
				. X O .
				X . . O`,
		},
		{
			name: "ko: recapture allowed after a pass",
			start: `
				. X O .
				X O . O
				. X O .
				. . . .`,
			moves: []string{"B C3", "W pass", "B A1", "W B3"}, captured: 1,
		},
		{
			name: "capturing two stones sets no ko: the recapture is legal",
			start: `
				. X O . .
				X O . O .
				X O . O .
				. X O . .
				. . . . .`,
			moves: []string{"B C4", "W D1", "B C3"}, captured: 2,
			after: `
				. X O . .
				X . X O .
				X . X O .
				. X O . .
				. . . O .`,
		},
		{
			name: "snapback: the throw-in is taken, then the takers are captured at once",
			start: `
				. . X .
				O O X .
				X X X .
				. . . .`,
			moves: []string{"B A4", "W B4", "B A4"}, captured: 3,
			after: `
				X . X .
				. . X .
				X X X .
				. . . .`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseDiagram(tc.start, GoRules(Area, 7.5))
			if err != nil {
				t.Fatal(err)
			}
			if tc.toMove == White {
				p.SetToMove(White)
			}
			var captured []Point
			for i, s := range tc.moves {
				m := mv(t, &p, s)
				if m.Color != p.ToMove() {
					p.SetToMove(m.Color)
				}
				if strings.HasSuffix(s, "pass") {
					m.Point = Pass
				}
				captured, err = p.Play(m)
				if i < len(tc.moves)-1 && err != nil {
					t.Fatalf("move %d %s: %v", i+1, s, err)
				}
			}
			if !errors.Is(err, tc.err) || (err != nil && tc.err == nil) {
				t.Fatalf("last move: error %v, want %v", err, tc.err)
			}
			if err != nil {
				return
			}
			if len(captured) != tc.captured {
				t.Errorf("captured %d stones, want %d", len(captured), tc.captured)
			}
			if tc.after != "" {
				if got, want := p.String(), board(tc.after); got != want {
					t.Errorf("board after:\n%swant:\n%s", got, want)
				}
			}
		})
	}
}

// TestAtariGoEnds checks the win by capture, by capture target N, and by exhaustion, and that no passing is allowed.
func TestAtariGoEnds(t *testing.T) {
	p := MustDiagram(`
		. X .
		X O .
		. X .`, AtariRules(1))
	if _, err := p.Play(Move{Black, Pass}); !errors.Is(err, ErrPassNotAllowed) {
		t.Fatalf("pass in Atari Go: %v, want ErrPassNotAllowed", err)
	}
	if p.Over() {
		t.Fatal("over before any capture")
	}
	if _, err := p.Play(mv(t, &p, "B C2")); err != nil {
		t.Fatal(err)
	}
	if o := p.Outcome(); o.Winner != Black || o.Reason != ByCapture {
		t.Fatalf("outcome %+v, want Black by capture", o)
	}
	if _, err := p.Play(mv(t, &p, "W A1")); !errors.Is(err, ErrGameOver) {
		t.Fatalf("move after the end: %v, want ErrGameOver", err)
	}

	// Capture-2: one capture is not enough, the second wins.
	q := MustDiagram(`
		. X . . .
		X O . . .
		. X . X .
		. . X O .
		. . . X .`, AtariRules(2))
	if _, err := q.Play(mv(t, &q, "B C4")); err != nil {
		t.Fatal(err)
	}
	if q.Over() || q.Captures(Black) != 1 {
		t.Fatalf("after one capture: over %v, captures %d", q.Over(), q.Captures(Black))
	}
	if _, err := q.Play(mv(t, &q, "W A1")); err != nil {
		t.Fatal(err)
	}
	if _, err := q.Play(mv(t, &q, "B E2")); err != nil {
		t.Fatal(err)
	}
	if o := q.Outcome(); o.Winner != Black || o.Reason != ByCapture || q.Captures(Black) != 2 {
		t.Fatalf("outcome %+v with %d captures, want Black by capture with 2", o, q.Captures(Black))
	}

	// Exhaustion: White to move has only suicide points left.
	r := MustDiagram(`
		. X .
		X X X
		. X .`, AtariRules(1))
	r.SetToMove(White)
	if !r.Over() {
		t.Fatal("White has no legal move: the game should be over")
	}
	if o := r.Outcome(); o.Winner != Black || o.Reason != ByExhaustion {
		t.Fatalf("outcome %+v, want Black by exhaustion", o)
	}
	if _, err := r.Play(mv(t, &r, "W A3")); !errors.Is(err, ErrGameOver) {
		t.Fatalf("move without legal moves: %v, want ErrGameOver", err)
	}
}

// TestGoEndsAfterTwoPasses checks that two passes end a Go game and a third move is refused.
func TestGoEndsAfterTwoPasses(t *testing.T) {
	p := MustPosition(5, 5, GoRules(Area, 0.5))
	for _, c := range []Color{Black, White} {
		if _, err := p.Play(Move{c, Pass}); err != nil {
			t.Fatal(err)
		}
	}
	if !p.Over() {
		t.Fatal("two passes should end the game")
	}
	if o := p.Outcome(); o.Winner != White || o.Margin != 0.5 {
		t.Fatalf("empty board at komi 0.5: %+v", o)
	}
	if _, err := p.Play(Move{Black, Pt(0, 0)}); !errors.Is(err, ErrGameOver) {
		t.Fatalf("move after two passes: %v", err)
	}
}

// TestValidate reports a composed position with a chain without liberties and names the chain.
func TestValidate(t *testing.T) {
	p := MustPosition(3, 3, AtariRules(1))
	for _, s := range []struct {
		pt Point
		c  Color
	}{{Pt(0, 0), White}, {Pt(1, 0), Black}, {Pt(0, 1), Black}} {
		if err := p.Place(s.pt, s.c); err != nil {
			t.Fatal(err)
		}
	}
	err := p.Validate()
	if !errors.Is(err, ErrNoLiberties) || !strings.Contains(err.Error(), "white chain") || !strings.Contains(err.Error(), "A3") {
		t.Fatalf("Validate: %v, want ErrNoLiberties naming the white chain at A3", err)
	}
	if _, err := ParseDiagram("O X\nX .", AtariRules(1)); !errors.Is(err, ErrNoLiberties) {
		t.Fatalf("ParseDiagram: %v", err)
	}
}

// TestCoordinates checks GTP (no letter I, rows from the bottom) and SGF conversions on a rectangular board.
func TestCoordinates(t *testing.T) {
	tests := []struct {
		col, row, cols, rows int
		gtp, sgf             string
	}{
		{0, 0, 19, 19, "A19", "aa"},
		{8, 18, 19, 19, "J1", "is"},
		{18, 18, 19, 19, "T1", "ss"},
		{3, 2, 7, 5, "D3", "dc"},
		{6, 4, 7, 5, "G1", "ge"},
	}
	for _, tc := range tests {
		pt := Pt(tc.col, tc.row)
		if got := pt.GTP(tc.rows); got != tc.gtp {
			t.Errorf("GTP of (%d,%d): %s, want %s", tc.col, tc.row, got, tc.gtp)
		}
		if got := pt.SGF(); got != tc.sgf {
			t.Errorf("SGF of (%d,%d): %s, want %s", tc.col, tc.row, got, tc.sgf)
		}
		if back, err := ParseGTPPoint(tc.gtp, tc.cols, tc.rows); err != nil || back != pt {
			t.Errorf("ParseGTPPoint(%s) = %v, %v", tc.gtp, back, err)
		}
		if back, err := ParseSGFPoint(tc.sgf, tc.cols, tc.rows); err != nil || back != pt {
			t.Errorf("ParseSGFPoint(%s) = %v, %v", tc.sgf, back, err)
		}
	}
	for _, bad := range []string{"I5", "Z9", "A0", "A20", "", "5A", "pas"} {
		if _, err := ParseGTPPoint(bad, 19, 19); !errors.Is(err, ErrBadCoordinate) {
			t.Errorf("ParseGTPPoint(%q): %v, want ErrBadCoordinate", bad, err)
		}
	}
	if pt, err := ParseGTPPoint("pass", 9, 9); err != nil || pt != Pass {
		t.Errorf("pass: %v %v", pt, err)
	}
	if pt, err := ParseSGFPoint("tt", 19, 19); err != nil || pt != Pass {
		t.Errorf("tt: %v %v", pt, err)
	}
}

// TestRulesStrings checks the command-line rule strings both ways.
func TestRulesStrings(t *testing.T) {
	for _, s := range []string{"capture:1", "capture:5", "japanese", "chinese"} {
		r, err := ParseRules(s)
		if err != nil || r.String() != s {
			t.Errorf("ParseRules(%q) = %v, %v", s, r, err)
		}
	}
	for _, s := range []string{"capture:0", "capture:x", "chess", ""} {
		if _, err := ParseRules(s); !errors.Is(err, ErrBadRules) {
			t.Errorf("ParseRules(%q): %v, want ErrBadRules", s, err)
		}
	}
}
