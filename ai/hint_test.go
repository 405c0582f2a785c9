package ai

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestHintSolvedLine checks that a hint on a small capture-1 board is the solver's whole winning line:
// legal, ending with a win for the side to move, and counted right in "wins in N moves".
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
	if !h.Solved || h.Winner != engine.White || len(h.Line) == 0 || h.Line[0] != h.Move {
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
	if want := fmt.Sprintf("wins in %d moves", (len(h.Line)+1)/2); !h.Whole || h.Comment != want || h.WinnerMoves != (len(h.Line)+1)/2 {
		t.Errorf("whole %v, comment %q, winner moves %d; want %q", h.Whole, h.Comment, h.WinnerMoves, want)
	}
}

// TestHintCountsOnlyAWholeLine turns proofs into hints: a number of moves is said only of a line that, played
// on the board, ends with the side to move's capture; a proof whose line stops short (the table knew the rest)
// says the win without a number, and a proven loss says no number either.
func TestHintCountsOnlyAWholeLine(t *testing.T) {
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
		moves int
		say   string
	}{
		{"the capture", Info{Solved: true, Winner: engine.Black, PV: []engine.Point{pt("E4")}}, true, 1, "wins in 1 moves"},
		{"a line cut short", Info{Solved: true, Winner: engine.Black, PV: []engine.Point{pt("A1")}}, false, 0,
			"wins with perfect play (proved)"},
		{"a line that does not win", Info{Solved: true, Winner: engine.Black, PV: []engine.Point{pt("A1"), pt("E4")}}, false, 0,
			"wins with perfect play (proved)"},
		{"a loss", Info{Solved: true, Winner: engine.White, Depth: 9, PV: []engine.Point{pt("A1")}}, false, 0,
			"loses against perfect play (proved)"},
	}
	for _, tc := range tests {
		h := hintFromInfo(&pos, tc.info.PV[0], tc.info)
		if h.Whole != tc.whole || h.WinnerMoves != tc.moves || h.Comment != tc.say {
			t.Errorf("%s: whole %v, %d moves, %q; want %v, %d, %q", tc.name, h.Whole, h.WinnerMoves, h.Comment, tc.whole, tc.moves, tc.say)
		}
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
