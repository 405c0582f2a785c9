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
