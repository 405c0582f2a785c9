package ai

import (
	"context"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// refWinner is the obviously-correct reference: plain negamax over every legal move with the engine's own
// rules (Play and Outcome), memoised by position key; it returns who wins with perfect play.
func refWinner(pos *engine.Position, memo map[uint64]engine.Color) engine.Color {
	if o := pos.Outcome(); o.Reason != engine.NotOver {
		return o.Winner
	}
	if w, ok := memo[pos.Key()]; ok {
		return w
	}
	me := pos.ToMove()
	w := me.Opponent()
	for _, m := range pos.LegalMoves(nil) {
		next := *pos
		if _, err := next.Play(engine.Move{Color: me, Point: m}); err != nil {
			panic(err)
		}
		if refWinner(&next, memo) == me {
			w = me
			break
		}
	}
	memo[pos.Key()] = w
	return w
}

// randomOpening plays n random legal moves from the empty cols×rows board, or fails when the game ends first.
func randomOpening(rng *engine.Rand, cols, rows, n int) (engine.Position, bool) {
	pos := engine.MustPosition(cols, rows, engine.AtariRules(1))
	for i := 0; i < n; i++ {
		moves := pos.LegalMoves(nil)
		if len(moves) == 0 {
			return pos, false
		}
		m := moves[rng.Intn(len(moves))]
		if _, err := pos.Play(engine.Move{Color: pos.ToMove(), Point: m}); err != nil || pos.Over() {
			return pos, false
		}
	}
	return pos, true
}

// TestSolverAgreesWithReference compares the solver with exhaustive negamax on random small positions,
// and checks that its line is legal, alternates correctly and ends with the promised winner.
func TestSolverAgreesWithReference(t *testing.T) {
	rng := engine.NewRand(7)
	shapes := []struct{ cols, rows, minStones int }{{3, 3, 0}, {4, 3, 0}, {3, 2, 0}, {5, 2, 0}, {4, 4, 5}, {5, 3, 5}}
	sv := NewSolver()
	sv.TableBits = 16
	checked, trials := 0, 40
	if testing.Short() {
		trials = 10
	}
	for _, sh := range shapes {
		for trial := 0; trial < trials; trial++ {
			pos, ok := randomOpening(rng, sh.cols, sh.rows, sh.minStones+rng.Intn(4))
			if !ok {
				continue
			}
			want := refWinner(&pos, map[uint64]engine.Color{})
			sol, err := sv.Solve(context.Background(), &pos, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !sol.Known || sol.Winner != want {
				t.Fatalf("%d×%d, %s to move:\n%sreference winner %s, solver %+v", sh.cols, sh.rows, pos.ToMove().Name(), pos.String(), want.Name(), sol)
			}
			checkLine(t, pos, sol)
			checked++
		}
	}
	if checked < trials*15/4 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// checkLine plays sol.Line on pos and checks that it is legal and ends the game with sol.Winner winning.
func checkLine(t *testing.T, pos engine.Position, sol Solution) {
	t.Helper()
	start := pos
	for i, m := range sol.Line {
		if _, err := pos.Play(engine.Move{Color: pos.ToMove(), Point: m}); err != nil {
			t.Fatalf("line move %d (%s) of %v: %v\n%s", i+1, m.GTP(pos.Rows()), sol.Line, err, start.String())
		}
	}
	o := pos.Outcome()
	if o.Reason == engine.NotOver || o.Winner != sol.Winner {
		t.Fatalf("line %v ends with %+v, want a win for %s\n%s", sol.Line, o, sol.Winner.Name(), start.String())
	}
	if len(sol.Line) != sol.Plies {
		t.Fatalf("line of %d moves, Plies %d", len(sol.Line), sol.Plies)
	}
}
