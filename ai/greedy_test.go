package ai

import (
	"context"
	"errors"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

func TestGreedyRules(t *testing.T) {
	for _, tc := range []struct {
		name, board, want, comment string
	}{
		{"attack rule: the capture, not the nicer-looking move", `
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
X O . . . . .
O . . . . . .`, "B1", "captures"},
		{"attack rule: the bigger capture", `
. . . . . .
. X . . . .
X O X . X X
. . . . O O
. . . . X X
. . . . . .`, "D3", "captures"},
		{"defence rule: extend where White would capture", `
. . . . . .
. . . . . .
. . O . . .
. O X O . .
. . . . . .
. . . . . .`, "C2", "saves a chain in atari"},
	} {
		pos := engine.MustDiagram(tc.board, engine.AtariRules(1))
		g := NewGreedy(1)
		m, info, err := g.Move(context.Background(), &pos, nil)
		if err != nil || m.GTP(pos.Rows()) != tc.want || info.Comment != tc.comment {
			t.Errorf("%s: got %s %q %v, want %s %q", tc.name, m.GTP(pos.Rows()), info.Comment, err, tc.want, tc.comment)
		}
	}
}

func TestGreedyTakesBestEvaluation(t *testing.T) {
	for i, pos := range randomAtariPositions(7, 8, 21) {
		g := NewGreedy(1)
		m, info, err := g.Move(context.Background(), &pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		me := pos.ToMove()
		best, bestV := engine.NoPoint, 0.0
		for _, c := range pos.LegalMoves(nil) {
			child := pos
			child.PlayFast(c)
			v, over := terminalValue(&child, me)
			if !over {
				v = EvaluateFor(&child, me, DefaultEvalParams())
			}
			if best == engine.NoPoint || v > bestV {
				best, bestV = c, v
			}
		}
		if m != best || info.Value != bestV {
			t.Errorf("position %d: greedy %s %v, best evaluation %s %v", i, m.GTP(7), info.Value, best.GTP(7), bestV)
		}
	}
}

func TestGreedyNoMove(t *testing.T) {
	pos := engine.MustDiagram(`
. X .
X X X
. X .`, engine.AtariRules(1))
	pos.SetToMove(engine.White)
	if _, _, err := NewGreedy(1).Move(context.Background(), &pos, nil); !errors.Is(err, ErrNoMove) {
		t.Errorf("Atari Go without a legal move: %v, want ErrNoMove", err)
	}
	pos.SetRules(engine.GoRules(engine.Area, 7.5))
	if m, _, err := NewGreedy(1).Move(context.Background(), &pos, nil); err != nil || m != engine.Pass {
		t.Errorf("Go without a legal move: %s %v, want a pass", m.GTP(3), err)
	}
}

func TestThesisPlayerSpecs(t *testing.T) {
	for _, tc := range []struct {
		spec, name string
		depth      int
		params     EvalParams
		margin     float64
	}{
		{"greedy", "greedy", 0, DefaultEvalParams(), 0},
		{"alphabeta", "alphabeta:3", 3, DefaultEvalParams(), 0},
		{"alphabeta:5", "alphabeta:5", 5, DefaultEvalParams(), 0},
		{"alphabeta:2,1,1,0.75,2,-4", "alphabeta:2,delta=2", 2, EvalParams{1, 1, 0.75, 2, -4, 0}, 0},
		{"alphabeta:depth=3,alpha=1,beta=1,gamma=0.75,delta=3.45,epsilon=-4", "alphabeta:3", 3, DefaultEvalParams(), 0},
		{"greedy:margin=0.5,epsilon=-2", "greedy:epsilon=-2,margin=0.5", 0, EvalParams{1, 1, 0.75, 3.45, -2, 0}, 0.5},
		{"alphabeta:,,,,,1", "alphabeta:3,epsilon=1", 3, EvalParams{1, 1, 0.75, 3.45, 1, 0}, 0},
	} {
		p, err := ParsePlayer(tc.spec, 1)
		if err != nil {
			t.Errorf("%s: %v", tc.spec, err)
			continue
		}
		if p.Name() != tc.name {
			t.Errorf("%s: name %q, want %q", tc.spec, p.Name(), tc.name)
		}
		switch pl := p.(type) {
		case *Greedy:
			if pl.Params != tc.params || pl.Margin != tc.margin {
				t.Errorf("%s: %+v margin %v", tc.spec, pl.Params, pl.Margin)
			}
		case *AlphaBeta:
			if pl.Params != tc.params || pl.Depth != tc.depth || pl.Margin != tc.margin {
				t.Errorf("%s: %+v depth %d margin %v", tc.spec, pl.Params, pl.Depth, pl.Margin)
			}
		default:
			t.Errorf("%s: got a %T", tc.spec, p)
		}
	}
	for _, bad := range []string{"alphabeta:0", "alphabeta:6", "alphabeta:x", "greedy:1,2,3,4,5,6", "greedy:speed=1",
		"greedy:margin=-1", "alphabeta:3,delta=x"} {
		if _, err := ParsePlayer(bad, 1); !errors.Is(err, ErrUnknownPlayer) {
			t.Errorf("%s: %v, want ErrUnknownPlayer", bad, err)
		}
	}
}
