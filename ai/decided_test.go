package ai

import (
	"context"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestFirstTurn finds where a short game's proven result turned, or that it never did.
func TestFirstTurn(t *testing.T) {
	// Black to move wins at once with C2; D1 instead is a stone White takes first.
	start := `
		. . . . .
		. . X . .
		. X O X .
		. . . . .
		. . O . O`
	tests := []struct {
		name   string
		moves  []string
		ok     bool
		index  int
		mover  engine.Color
		win    string // the first move of the mover's missed win
		refute string // the first move of the opponent's answer
	}{
		{"self-atari instead of the capture", []string{"D1", "D2"}, true, 0, engine.Black, "C2", "D2"},
		{"the capture", []string{"C2"}, false, 0, engine.Empty, "", ""},
		{"no move", nil, false, 0, engine.Empty, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos := engine.MustDiagram(start, engine.AtariRules(1))
			var moves []engine.Point
			for _, s := range tt.moves {
				pt, err := engine.ParseGTPPoint(s, 5, 5)
				if err != nil {
					t.Fatal(err)
				}
				moves = append(moves, pt)
			}
			turn, ok, err := NewCoach().FirstTurn(context.Background(), &pos, moves)
			if err != nil {
				t.Fatal(err)
			}
			if ok != tt.ok {
				t.Fatalf("ok %v, want %v (%+v)", ok, tt.ok, turn)
			}
			if !ok {
				return
			}
			if turn.Index != tt.index || turn.Mover != tt.mover || turn.Win[0].GTP(5) != tt.win || turn.Refutation[0].GTP(5) != tt.refute {
				t.Errorf("turn %+v: at %d by %s, won %s, answered %s; want %d by %s, %s, %s", turn, turn.Index, turn.Mover,
					gtpList(turn.Win, 5), gtpList(turn.Refutation, 5), tt.index, tt.mover, tt.win, tt.refute)
			}
		})
	}
}

// TestFirstTurnIsProven plays random games on 5×5, where the solver settles every position, and checks each
// turn FirstTurn reports against a solver of its own: the mover won before the move, lost after it, both lines
// win as claimed, no earlier move of the game turned the result, and in most games it is the very first turn
// (the coach's budget passes over the hardest positions near the empty board).
func TestFirstTurnIsProven(t *testing.T) {
	rnd := engine.NewRand(5)
	c := NewCoach()
	sv := NewSolver()
	sv.TableBits = 20
	winner := func(p *engine.Position) engine.Color {
		sol, err := sv.Solve(context.Background(), p, nil)
		if err != nil || !sol.Known {
			t.Fatalf("the solver cannot settle\n%v", p)
		}
		return sol.Winner
	}
	games := 40
	if testing.Short() {
		games = 8
	}
	found, exact := 0, 0
	for g := 0; g < games; g++ {
		start := engine.MustPosition(5, 5, engine.AtariRules(1))
		var moves []engine.Point
		var turned []bool // the proven result turned at this move
		first := -1
		for p := start; !p.Over(); {
			legal := p.LegalMoves(nil)
			mv := legal[rnd.Intn(len(legal))]
			before := p
			p.PlayFast(mv)
			moves = append(moves, mv)
			turned = append(turned, !p.Over() && winner(&before) == before.ToMove() && winner(&p) != before.ToMove())
			if first < 0 && turned[len(turned)-1] {
				first = len(moves) - 1
			}
		}
		turn, ok, err := c.FirstTurn(context.Background(), &start, moves)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			if first >= 0 {
				t.Errorf("game %d (%s): no turn found; the result turned at move %d", g, gtpList(moves, 5), first+1)
			}
			continue
		}
		// A position the coach's budget cannot settle is passed over, so the turn found may be a later one.
		if !turned[turn.Index] || turn.Index < first {
			t.Errorf("game %d (%s): turn at move %d, the solver says %d", g, gtpList(moves, 5), turn.Index+1, first+1)
			continue
		}
		found++
		if turn.Index == first {
			exact++
		}
		before := start
		for _, m := range moves[:turn.Index] {
			before.PlayFast(m)
		}
		after := before
		after.PlayFast(turn.Played)
		if turn.Mover != before.ToMove() || !winsFor(&before, turn.Win, turn.Mover) || !winsFor(&after, turn.Refutation, turn.Mover.Opponent()) {
			t.Errorf("game %d: the lines %s and %s do not win as claimed", g, gtpList(turn.Win, 5), gtpList(turn.Refutation, 5))
		}
	}
	if exact*4 < found*3 {
		t.Errorf("the first turn found in only %d of %d games", exact, found)
	}
	t.Logf("%d of %d random games turned; FirstTurn found the first turn in %d", found, games, exact)
}
