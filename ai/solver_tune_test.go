package ai

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestSolverBoards solves a set of small boards and logs the nodes each proof needs, the figure to watch
// when changing the solver's move ordering or pruning. It runs only when ATARIGO_SOLVER_BOARDS is set
// (about a minute); each proof is capped at 5 million nodes.
func TestSolverBoards(t *testing.T) {
	if os.Getenv("ATARIGO_SOLVER_BOARDS") == "" {
		t.Skip("set ATARIGO_SOLVER_BOARDS=1 to run")
	}
	boards := []struct {
		cols, rows int
		start      engine.Start
	}{
		{5, 5, engine.StartEmpty}, {6, 6, engine.StartCrosscut}, {5, 5, engine.StartStable}, {6, 4, engine.StartEmpty},
		{7, 4, engine.StartEmpty}, {6, 5, engine.StartStable}, {6, 5, engine.StartEmpty},
	}
	var total int64
	for _, b := range boards {
		pos, err := engine.NewStart(b.cols, b.rows, engine.AtariRules(1), b.start, engine.Black)
		if err != nil {
			t.Fatal(err)
		}
		sv := NewSolver()
		sv.TableBits = 23
		sv.MaxNodes = 5_000_000
		sol, err := sv.Solve(context.Background(), &pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		result := "unknown"
		if sol.Known {
			result = sol.Winner.Name() + " wins"
		}
		t.Logf("%d×%d %-8s %-12s %9d nodes %v", b.cols, b.rows, b.start, result, sol.Nodes, sol.Time.Round(time.Millisecond))
		total += sol.Nodes
	}
	t.Logf("total %d nodes", total)
}

// TestSolverLeaves solves seven positions two plies into the empty 6×6 board, each settled by the split proof
// (docs/proof), from scratch with a table of 2^26 entries, and logs the nodes each needs: the figure to watch
// when changing the solver's move ordering for that proof. It runs only when ATARIGO_SOLVER_LEAVES is set
// (a few minutes); each proof is capped at 60 million nodes.
func TestSolverLeaves(t *testing.T) {
	if os.Getenv("ATARIGO_SOLVER_LEAVES") == "" {
		t.Skip("set ATARIGO_SOLVER_LEAVES=1 to run")
	}
	var total int64
	for _, line := range [][2]string{{"C4", "D4"}, {"C4", "D5"}, {"C4", "E5"}, {"C4", "F4"}, {"C4", "F3"}, {"C4", "E2"}, {"C5", "E5"}} {
		pos, err := engine.NewStart(6, 6, engine.AtariRules(1), engine.StartEmpty, engine.Black)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range line {
			pt, err := engine.ParseGTPPoint(v, 6, 6)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := pos.Play(engine.Move{Color: pos.ToMove(), Point: pt}); err != nil {
				t.Fatal(err)
			}
		}
		sv := NewSolver()
		sv.TableBits = 26
		sv.MaxNodes = 60_000_000
		sv.ResultOnly = true
		sol, err := sv.Solve(context.Background(), &pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !sol.Known || sol.Winner != engine.Black {
			t.Errorf("%s-%s: known %v, winner %v; the proof says Black wins", line[0], line[1], sol.Known, sol.Winner)
		}
		t.Logf("%s-%s: %d nodes", line[0], line[1], sol.Nodes)
		total += sol.Nodes
	}
	t.Logf("total %d nodes", total)
}
