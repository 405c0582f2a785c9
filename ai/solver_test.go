package ai

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// published is a result of van der Werf, Uiterwijk and van den Herik (2002), "Solving Ponnuki-Go on small
// boards": classic Atari Go, Black to move first.
type published struct {
	size   int
	start  engine.Start
	winner engine.Color
}

// solvePublished solves one published start position and checks the winner and the winning line.
func solvePublished(t *testing.T, p published, tableBits int, prog *Progress) Solution {
	t.Helper()
	pos, err := engine.NewStart(p.size, p.size, engine.AtariRules(1), p.start, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	sv := NewSolver()
	sv.TableBits = tableBits
	sol, err := sv.Solve(context.Background(), &pos, prog)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d×%d %s: %s wins in %d plies; %d nodes, %v; line %s", p.size, p.size, p.start, sol.Winner.Name(),
		sol.Plies, sol.Nodes, sol.Time.Round(time.Millisecond), lineString(sol.Line, p.size))
	if !sol.Known || sol.Winner != p.winner {
		t.Fatalf("%d×%d %s: got %+v, want a proven win for %s", p.size, p.size, p.start, sol, p.winner.Name())
	}
	checkLine(t, pos, sol)
	return sol
}

func lineString(line []engine.Point, rows int) string {
	var b strings.Builder
	for i, m := range line {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(m.GTP(rows))
	}
	return b.String()
}

// TestSolvePublishedSmall proves the published results on the empty 4×4 (White wins) and 5×5 (Black wins) boards.
func TestSolvePublishedSmall(t *testing.T) {
	for _, p := range []published{
		{4, engine.StartEmpty, engine.White},
		{5, engine.StartEmpty, engine.Black},
	} {
		solvePublished(t, p, 20, nil)
	}
}

// TestSolvePublished6x6 proves the published 6×6 results (crosscut and stable centre: Black wins); it is
// long, so it runs only when ATARIGO_SOLVE6 is set: "crosscut", "stable", "empty" (too large for one call;
// docs/proof settles it by a split proof) or "all" (crosscut and stable). ATARIGO_SOLVE_BITS sets the table size (default 24).
func TestSolvePublished6x6(t *testing.T) {
	which := os.Getenv("ATARIGO_SOLVE6")
	if which == "" {
		t.Skip("set ATARIGO_SOLVE6=crosscut|stable|all|empty to run the 6×6 proofs")
	}
	bits := 24
	if b := os.Getenv("ATARIGO_SOLVE_BITS"); b != "" {
		fmt.Sscan(b, &bits)
	}
	cases := map[string]published{
		"crosscut": {6, engine.StartCrosscut, engine.Black},
		"stable":   {6, engine.StartStable, engine.Black},
		"empty":    {6, engine.StartEmpty, engine.Black},
	}
	names := []string{which}
	if which == "all" {
		names = []string{"crosscut", "stable"}
	}
	for _, n := range names {
		p, ok := cases[n]
		if !ok {
			t.Fatalf("unknown ATARIGO_SOLVE6 %q", n)
		}
		prog := &Progress{}
		done := make(chan struct{})
		go func() {
			start := time.Now()
			tick := time.NewTicker(time.Minute)
			defer tick.Stop()
			for {
				select {
				case <-done:
					return
				case <-tick.C:
					nodes, _, _ := prog.Snapshot()
					t.Logf("%s: %d nodes after %v", n, nodes, time.Since(start).Round(time.Second))
				}
			}
		}()
		solvePublished(t, p, bits, prog)
		close(done)
	}
}

// BenchmarkSolveCrosscut6x6 measures the proof that Black wins 6×6 Atari Go from the crosscut.
func BenchmarkSolveCrosscut6x6(b *testing.B) {
	pos, _ := engine.NewStart(6, 6, engine.AtariRules(1), engine.StartCrosscut, engine.Black)
	var nodes int64
	for i := 0; i < b.N; i++ {
		sv := NewSolver()
		sol, err := sv.Solve(context.Background(), &pos, nil)
		if err != nil || !sol.Known || sol.Winner != engine.Black {
			b.Fatalf("%+v %v", sol, err)
		}
		nodes += sol.Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
