package ai

import (
	"context"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// correctMove reports whether mv solves problem p: it is one of the listed answers, or, in capture-1 Atari
// Go where a capture anywhere wins, the exact solver proves that mv wins the game (the lists name the
// moves that reach the problem's goal; a win by another capture is a correct move too).
func correctMove(t *testing.T, sv *Solver, p *Problem, mv engine.Point) bool {
	if p.IsAnswer(mv) {
		return true
	}
	pos := p.Position
	if p.Goal != GoalCapture || !CanSolve(pos.Rules(), pos.Cols(), pos.Rows()) {
		return false
	}
	if _, err := pos.Play(engine.Move{Color: pos.ToMove(), Point: mv}); err != nil {
		t.Fatalf("%s: %s is illegal: %v", p.Name, mv.GTP(pos.Rows()), err)
	}
	if pos.Over() {
		return pos.Outcome().Winner == p.Position.ToMove()
	}
	sv.MaxNodes = 500000
	sol, err := sv.Solve(context.Background(), &pos, nil)
	return err == nil && sol.Known && sol.Winner == p.Position.ToMove()
}

// solveSuite lets the player made by newPlayer answer every problem of the suite and reports the misses.
func solveSuite(t *testing.T, newPlayer func(seed uint64) Player) {
	probs, err := LoadProblems()
	if err != nil {
		t.Fatal(err)
	}
	sv := NewSolver()
	missed, unanswerable := 0, 0
	for i, p := range probs {
		pos := p.Position
		pl := newPlayer(uint64(i + 1))
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		mv, info, err := pl.Move(ctx, &pos, nil)
		cancel()
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		if len(p.Answers) == 0 {
			unanswerable++
			continue // nothing reaches the goal (the lesson is to see that the ladder fails): no move to check
		}
		if !correctMove(t, sv, &p, mv) {
			missed++
			t.Errorf("%s (%s %s): played %s (value %.2f), answers %s\n%s", p.Name, p.Goal, p.Target.GTP(pos.Rows()),
				mv.GTP(pos.Rows()), info.Value, lineString(p.Answers, pos.Rows()), pos.String())
		}
	}
	t.Logf("%d problems with answers, %d missed", len(probs)-unanswerable, missed)
}

// TestMasterSolvesProblems runs Master's search, with a playout budget standing in for its second of
// thinking on one core (for a repeatable test), over the problem suite.
func TestMasterSolvesProblems(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	solveSuite(t, func(seed uint64) Player {
		p, err := ParsePlayer("master", seed)
		if err != nil {
			t.Fatal(err)
		}
		m := p.(*MCTS)
		m.Playouts, m.Time, m.Threads = masterTestPlayouts, 0, 1
		return m
	})
}

// TestPerfectSolvesProblems runs the solver player over the problem suite: proofs where it finds them,
// its search (with a playout budget for a repeatable test) elsewhere.
func TestPerfectSolvesProblems(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	solveSuite(t, func(seed uint64) Player {
		p := NewPerfect(100000, seed)
		p.Fallback.Playouts, p.Fallback.Threads, p.Fallback.Time = masterTestPlayouts/2, 1, 0
		return p
	})
}

// masterTestPlayouts is about what Master's one second of one core gives on the suite's boards.
const masterTestPlayouts = 40000
