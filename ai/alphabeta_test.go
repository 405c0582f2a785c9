package ai

import (
	"context"
	"math"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// randomAtariPositions returns positions from random capture-1 games on a size×size board where the game
// is not over and nobody is in atari (so the attack and defence rules stay quiet).
func randomAtariPositions(size, n int, seed uint64) []engine.Position {
	rng := engine.NewRand(seed)
	var out []engine.Position
	for len(out) < n {
		pos := engine.MustPosition(size, size, engine.AtariRules(1))
		moves := 4 + rng.Intn(size*size/3)
		for i := 0; i < moves && !pos.Over(); i++ {
			legal := pos.LegalMoves(nil)
			pos.PlayFast(legal[rng.Intn(len(legal))])
		}
		if pos.Over() || len(captureMoves(&pos)) > 0 || len(defenceMoves(&pos)) > 0 {
			continue
		}
		out = append(out, pos)
	}
	return out
}

// minimax is the search without any pruning, for reference: the value for the side to move.
func minimax(pos *engine.Position, me engine.Color, p EvalParams, depth, ply int) float64 {
	if v, over := terminalValue(pos, pos.ToMove()); over {
		if v == 0 {
			return 0
		}
		return v - math.Copysign(float64(ply), v)
	}
	if depth == 0 {
		v := EvaluateFor(pos, me, p)
		if pos.ToMove() != me {
			v = -v
		}
		return v
	}
	best := math.Inf(-1)
	for _, m := range candidateMoves(pos, nil) {
		child := *pos
		child.PlayFast(m)
		best = max(best, -minimax(&child, me, p, depth-1, ply+1))
	}
	return best
}

func TestPlainAlphaBetaIsMinimax(t *testing.T) {
	p := DefaultEvalParams()
	for i, pos := range randomAtariPositions(5, 6, 3) {
		for depth := 1; depth <= 3; depth++ {
			root := candidateMoves(&pos, nil)
			bestV, best := math.Inf(-1), engine.NoPoint
			for _, m := range root {
				child := pos
				child.PlayFast(m)
				if v := -minimax(&child, pos.ToMove(), p, depth-1, 1); v > bestV {
					bestV, best = v, m
				}
			}
			a := NewAlphaBeta(depth, 1)
			a.Plain = true
			res := a.Search(context.Background(), &pos, root, nil)
			if res.Best != best || res.Value != bestV {
				t.Errorf("position %d depth %d: alpha-beta %s %v, minimax %s %v\n%s", i, depth,
					res.Best.GTP(5), res.Value, best.GTP(5), bestV, pos.String())
			}
		}
	}
}

// TestEnhancedAlphaBetaSameResultFewerNodes checks that move ordering, the transposition table, killer and
// history heuristics (and iterative deepening) change neither the chosen move nor its value, and that they
// visit fewer nodes in total than the thesis's plain search.
func TestEnhancedAlphaBetaSameResultFewerNodes(t *testing.T) {
	positions := randomAtariPositions(7, 10, 11)
	for depth := 1; depth <= 3; depth++ {
		var plainNodes, fastNodes int64
		fast := NewAlphaBeta(depth, 1)
		for i, pos := range positions {
			root := candidateMoves(&pos, nil)
			plain := NewAlphaBeta(depth, 1)
			plain.Plain = true
			rp := plain.Search(context.Background(), &pos, root, nil)
			rf := fast.Search(context.Background(), &pos, root, nil)
			if rp.Best != rf.Best || rp.Value != rf.Value {
				t.Errorf("depth %d position %d: plain %s %v, enhanced %s %v\n%s", depth, i,
					rp.Best.GTP(7), rp.Value, rf.Best.GTP(7), rf.Value, pos.String())
			}
			plainNodes += rp.Nodes
			fastNodes += rf.Nodes
		}
		t.Logf("depth %d: plain %d nodes, enhanced %d nodes (%.0f%%)", depth, plainNodes, fastNodes,
			100*float64(fastNodes)/float64(plainNodes))
		if depth >= 2 && fastNodes >= plainNodes {
			t.Errorf("depth %d: enhanced search visited %d nodes, plain %d", depth, fastNodes, plainNodes)
		}
	}
}

func TestAlphaBetaRulesAndWins(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board string
		black bool
		want  string
	}{
		{"attack rule: capture now", `
. . . . . .
. . X . . .
. X O . . .
. . X . . .
. . . . . .
. . . . . .`, true, "D4"},
		{"defence rule: extend out of atari", `
. . . . . .
. . O . . .
. O X O . .
. . . . . .
. . . . . .
. . . . . .`, true, "C3"},
		{"search: the double atari wins", `
. . . . . . .
. . . X O . .
. . . . X O .
. O . . . X .
. . . . . . .
. . . . . . .
. . . . . . .`, true, "F6"},
	} {
		pos := engine.MustDiagram(tc.board, engine.AtariRules(1))
		for _, depth := range []int{3} {
			for _, plain := range []bool{false, true} {
				a := NewAlphaBeta(depth, 1)
				a.Plain = plain
				m, info, err := a.Move(context.Background(), &pos, nil)
				if err != nil || m.GTP(pos.Rows()) != tc.want {
					t.Errorf("%s (plain %v): got %s %v, want %s", tc.name, plain, m.GTP(pos.Rows()), err, tc.want)
				}
				if tc.name == "search: the double atari wins" && info.Value < WinScore/2 {
					t.Errorf("%s: value %v, want a win", tc.name, info.Value)
				}
			}
		}
	}
}

// TestAlphaBetaHonoursCancellation ends the context of a deep search once it has counted a number of nodes (a
// deadline measured in the search's own work, not the clock) and checks that the search stops within a few
// hundred nodes after it, with a legal move from an iteration it finished.
func TestAlphaBetaHonoursCancellation(t *testing.T) {
	rng := engine.NewRand(5)
	pos, _ := randomGame(13, 20, rng)
	pos.SetRules(engine.AtariRules(1))
	a := NewAlphaBeta(5, 1)
	var prog Progress
	const limit, after = 5000, 1024
	ctx := &endsAfterNodes{Context: context.Background(), prog: &prog, limit: limit}
	m, info, err := a.Move(ctx, &pos, &prog)
	if !ctx.ended {
		t.Fatalf("the search finished in %d nodes without looking at its context again", info.Nodes)
	}
	if info.Nodes > limit+after {
		t.Errorf("the search went on for %d nodes after its context ended at %d", info.Nodes-limit, limit)
	}
	if info.Depth >= 5 {
		t.Errorf("the search finished depth %d after its context ended", info.Depth)
	}
	if err != nil || pos.IsLegal(engine.Move{Color: pos.ToMove(), Point: m}) != nil {
		t.Errorf("move %s, error %v: want a legal move", m.GTP(13), err)
	}
}

// endsAfterNodes is a context that has ended once prog counts limit nodes; it is for searches that poll Err (its
// Done never closes).
type endsAfterNodes struct {
	context.Context
	prog  *Progress
	limit int64
	ended bool // Err has reported the end
}

// Err reports context.DeadlineExceeded once the progress counts limit nodes.
func (c *endsAfterNodes) Err() error {
	if n, _, _ := c.prog.Snapshot(); n < c.limit {
		return nil
	}
	c.ended = true
	return context.DeadlineExceeded
}

func TestAlphaBetaMarginVaries(t *testing.T) {
	pos := engine.MustPosition(7, 7, engine.AtariRules(1))
	seen := map[engine.Point]bool{}
	for seed := uint64(0); seed < 12; seed++ {
		a := NewAlphaBeta(1, seed)
		a.Margin = 5
		m, _, _ := a.Move(context.Background(), &pos, nil)
		seen[m] = true
	}
	if len(seen) < 2 {
		t.Errorf("with a margin every seed chose the same move")
	}
	first := engine.NoPoint
	for seed := uint64(0); seed < 5; seed++ {
		m, _, _ := NewAlphaBeta(1, seed).Move(context.Background(), &pos, nil)
		if first != engine.NoPoint && m != first {
			t.Errorf("without a margin seeds chose %s and %s", first.GTP(7), m.GTP(7))
		}
		first = m
	}
}
