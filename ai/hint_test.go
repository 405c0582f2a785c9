package ai

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestHintSolvedLine checks that a hint on a small capture-1 board is a proven winning line: legal, ending with a
// win for the side to move, and counted in "wins in N moves" only when the quickest win was searched out.
func TestHintSolvedLine(t *testing.T) {
	// After Black's first move on 4×4, White wins (van der Werf et al. 2002: White wins the empty 4×4).
	pos := engine.MustDiagram(`
		. X . .
		. . . .
		. . . .
		. . . .`, engine.AtariRules(1))
	pos.SetToMove(engine.White)
	h, err := Hint(context.Background(), &pos, 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if !h.Solved || h.Winner != engine.White || len(h.Line) == 0 || h.Line[0] != h.Move || !h.Whole {
		t.Fatalf("hint %+v", h)
	}
	p := pos
	for _, m := range h.Line {
		if _, err := p.Play(engine.Move{Color: p.ToMove(), Point: m}); err != nil {
			t.Fatalf("line %s: %v", lineString(h.Line, 4), err)
		}
	}
	if o := p.Outcome(); o.Winner != engine.White || o.Reason == engine.NotOver {
		t.Fatalf("line %s ends with %+v", lineString(h.Line, 4), o)
	}
	n, _, quick := QuickestWin(context.Background(), &pos, QuickWinMoves)
	switch {
	case quick && (h.WinnerMoves != n || h.Comment != fmt.Sprintf("wins in %d moves", n) || len(h.Line) != 2*n-1):
		t.Errorf("a win in %d: hint says %d moves (%q), line %s", n, h.WinnerMoves, h.Comment, lineString(h.Line, 4))
	case !quick && h.WinnerMoves != 0:
		t.Errorf("no quick win, yet the hint counts %d moves", h.WinnerMoves)
	}
}

// TestHintCountsOnlyAQuickestWin turns proofs into hints: a proof's line is drawn when it is played out to the
// side to move's capture, but never counted (its attack need not be the quickest, nor its defence the longest); a
// line that stops short or does not win is not drawn, and a proven loss says no number either.
func TestHintCountsOnlyAQuickestWin(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . . . .
		. . . . . . .
		. . . X . . .
		. . X O . . .
		. . . X . . .
		. . . . . . .
		. . . . . . .`, engine.AtariRules(1))
	pt := func(s string) engine.Point { return gtpPoint(t, s, 7) }
	tests := []struct {
		name  string
		info  Info
		whole bool
		say   string
	}{
		{"the capture", Info{Solved: true, Winner: engine.Black, PV: []engine.Point{pt("E4")}}, true, "wins with perfect play (proved)"},
		{"a line cut short", Info{Solved: true, Winner: engine.Black, PV: []engine.Point{pt("A1")}}, false,
			"wins with perfect play (proved)"},
		{"a line that does not win", Info{Solved: true, Winner: engine.Black, PV: []engine.Point{pt("A1"), pt("E4")}}, false,
			"wins with perfect play (proved)"},
		{"a loss", Info{Solved: true, Winner: engine.White, Depth: 9, PV: []engine.Point{pt("A1")}}, false,
			"loses against perfect play (proved)"},
	}
	for _, tc := range tests {
		h := hintFromInfo(&pos, tc.info.PV[0], tc.info)
		if h.Whole != tc.whole || h.WinnerMoves != 0 || h.Comment != tc.say {
			t.Errorf("%s: whole %v, %d moves, %q; want %v, 0, %q", tc.name, h.Whole, h.WinnerMoves, h.Comment, tc.whole, tc.say)
		}
	}
	// The hint itself searches the quickest win first: here the capture, in one move.
	h, err := NewHinter(1).Hint(context.Background(), &pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h.WinnerMoves != 1 || h.Move != pt("E4") || h.Comment != "wins in 1 moves" {
		t.Errorf("hint %+v; want the capture at E4 in 1 move", h)
	}
}

// TestHintSearch checks that where the solver does not play (Go) the hint is the search's legal move.
func TestHintSearch(t *testing.T) {
	pos := engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7.5))
	h, err := Hint(context.Background(), &pos, 200*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if h.Solved || pos.IsLegal(engine.Move{Color: engine.Black, Point: h.Move}) != nil || h.Value < 0 || h.Value > 1 {
		t.Fatalf("hint %+v", h)
	}
}

// TestPerfectPlaysProvenWins plays the solver player against the search from the 5×5 empty board (a
// proven Black win) with each colour: the side that is proven to win must win every game.
func TestPerfectPlaysProvenWins(t *testing.T) {
	for _, perfectBlack := range []bool{true, false} {
		for seed := uint64(1); seed <= 1; seed++ {
			pos := engine.MustPosition(5, 5, engine.AtariRules(1))
			perfect := NewPerfect(0, seed)
			perfect.Fallback.Playouts = 300 // when lost, answer quickly
			other := NewMCTS(300, seed)
			other.Threads = 1
			for !pos.Over() {
				var p Player = other
				other.Threads = 1
				perfect.Fallback.Threads = 1
				if (pos.ToMove() == engine.Black) == perfectBlack {
					p = perfect
				}
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				mv, _, err := p.Move(ctx, &pos, nil)
				cancel()
				if err != nil {
					t.Fatal(err)
				}
				if _, err := pos.Play(engine.Move{Color: pos.ToMove(), Point: mv}); err != nil {
					t.Fatal(err)
				}
			}
			if w := pos.Outcome().Winner; perfectBlack && w != engine.Black {
				t.Errorf("perfect Black lost 5×5 (seed %d):\n%s", seed, pos.String())
			}
		}
	}
}
