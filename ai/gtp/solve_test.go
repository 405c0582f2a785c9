package gtp

import (
	"context"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// referenceWinner is plain minimax to the end of the game, without tables or move ordering: the winner of p
// with perfect play, or Empty when depth runs out first.
func referenceWinner(p engine.Position, depth int) engine.Color {
	if p.Over() {
		return p.Outcome().Winner
	}
	if depth == 0 {
		return engine.Empty
	}
	me := p.ToMove()
	unknown := false
	for _, mv := range p.LegalMoves(nil) {
		q := p
		q.PlayFast(mv)
		switch referenceWinner(q, depth-1) {
		case me:
			return me
		case engine.Empty:
			unknown = true
		}
	}
	if unknown {
		return engine.Empty
	}
	return me.Opponent()
}

// checkLine plays a claimed winning line and checks that it is legal and ends the game with winner's win.
func checkLine(t *testing.T, p engine.Position, winner engine.Color, line []engine.Point) {
	t.Helper()
	for i, mv := range line {
		if _, err := p.Play(engine.Move{Color: p.ToMove(), Point: mv}); err != nil {
			t.Fatalf("line move %d (%s): %v", i+1, mv.GTP(p.Rows()), err)
		}
	}
	if !p.Over() || p.Outcome().Winner != winner {
		t.Fatalf("the line %v does not end with %s's win:\n%s", line, winner.Name(), p.String())
	}
}

func TestExhaustiveSolverAgreesWithMinimax(t *testing.T) {
	rng := engine.NewRand(99)
	sizes := [][2]int{{3, 3}, {3, 4}, {4, 3}, {4, 4}, {2, 5}}
	solved, compared := 0, 0
	for i := 0; i < 60; i++ {
		sz := sizes[i%len(sizes)]
		target := 1 + i%2
		p := engine.MustPosition(sz[0], sz[1], engine.AtariRules(target))
		// A few random moves, so that the reference search stays small.
		stones := 2 + rng.Intn(3)
		if sz[0]*sz[1] >= 16 {
			stones += 4
		}
		for k := 0; k < stones && !p.Over(); k++ {
			moves := p.LegalMoves(nil)
			p.PlayFast(moves[rng.Intn(len(moves))])
		}
		if p.Over() {
			continue
		}
		want := referenceWinner(p, 14)
		var sv ExhaustiveSolver
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		got, line, err := sv.Solve(ctx, &p)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if want != engine.Empty {
			compared++
		}
		if want != engine.Empty && got != want {
			t.Fatalf("capture %d, %s to move:\n%s\nsolver says %q, minimax %q", target, p.ToMove().Name(), p.String(), got, want)
		}
		if got != engine.Empty {
			solved++
			checkLine(t, p, got, line)
		}
	}
	if solved < 40 || compared < 40 {
		t.Errorf("only %d of 60 positions solved, %d compared with minimax", solved, compared)
	}
}

// TestExhaustiveSolverRunsOutOfTime gives the solver an empty 9×9 board, far beyond it, with a context that has
// already ended (as one that ends during the search is at the solver's next look): it must answer unknown within
// its first few thousand positions.
func TestExhaustiveSolverRunsOutOfTime(t *testing.T) {
	p := engine.MustPosition(9, 9, engine.AtariRules(1))
	var sv ExhaustiveSolver
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	winner, _, err := sv.Solve(ctx, &p)
	if err != nil || winner != engine.Empty {
		t.Errorf("9×9 with its time over: %q %v, want unknown", winner, err)
	}
	if sv.Nodes > 4096 {
		t.Errorf("the solver went on for %d positions after its time was over", sv.Nodes)
	}
	goPos := engine.MustPosition(3, 3, engine.GoRules(engine.Area, 0))
	if _, _, err := sv.Solve(ctx, &goPos); err == nil {
		t.Error("a Go position was accepted")
	}
}
