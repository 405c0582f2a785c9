package ai

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

func TestSolverTune(t *testing.T) {
	if os.Getenv("SOLVERTUNE") == "" {
		t.Skip()
	}
	probs := []struct {
		c, r int
		st   engine.Start
	}{{5, 5, engine.StartEmpty}, {6, 6, engine.StartCrosscut}, {5, 5, engine.StartStable}, {5, 5, engine.StartCrosscut}, {6, 5, engine.StartEmpty}, {6, 5, engine.StartStable}, {6, 4, engine.StartEmpty}, {7, 4, engine.StartEmpty}}
	var total int64
	for _, p := range probs {
		pos, _ := engine.NewStart(p.c, p.r, engine.AtariRules(1), p.st, engine.Black)
		sv := NewSolver()
		sv.TableBits = 23
		sv.MaxNodes = 3_000_000
		sv.prepare(p.c, p.r)
		sv.s.ladders = os.Getenv("NOLADDER") == ""
		start := time.Now()
		sol, _ := sv.Solve(context.Background(), &pos, nil)
		t.Logf("%dx%d %-8v known %v winner %v nodes %8d %v", p.c, p.r, p.st, sol.Known, sol.Winner, sol.Nodes, time.Since(start).Round(time.Millisecond))
		total += sol.Nodes
	}
	t.Logf("total %d", total)
}
