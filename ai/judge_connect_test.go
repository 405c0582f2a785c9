package ai

import (
	"context"
	"errors"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestJudgeConnect judges connect goals on boards made for the test: a solid connection, a tiger's mouth and two
// ways to connect are right; a move elsewhere, or a shape White can push into and hold, is refuted by White's cut,
// and the cut shown is next to the chains.
func TestJudgeConnect(t *testing.T) {
	tests := []struct {
		name    string
		board   string
		rules   engine.Rules
		targets []string
		move    string
		correct bool
		cut     string // the refutation's cut, for a wrong move
	}{
		{"solid", `
			. . . . . . .
			. . . . . . .
			. . . . O . .
			. . X . . . .
			. . O X . . .
			. . O . . . .
			. . . . . . .`, engine.AtariRules(1), []string{"C4", "D3"}, "D4", true, ""},
		{"tiger's mouth", `
			. . . . . . .
			. . . . . . .
			. . . . O . .
			. . X . . . .
			. . O X . . .
			. . O . . . .
			. . . . . . .`, engine.AtariRules(1), []string{"C4", "D3"}, "D5", true, ""},
		{"elsewhere", `
			. . . . . . .
			. . . . . . .
			. . . . O . .
			. . X . . . .
			. . O X . . .
			. . O . . . .
			. . . . . . .`, engine.AtariRules(1), []string{"C4", "D3"}, "A7", false, "D4"},
		{"two ways under Go rules", `
			. . . . . . .
			. . . . . . .
			. . . O . . .
			. X . . . O .
			. . . X . . .
			. . . . . . .
			. . . . . . .`, engine.GoRules(engine.Territory, 6.5), []string{"B4", "D3"}, "C3", true, ""},
		{"a gap White holds", `
			. . . . . . .
			. . . . . . .
			. . . O . . .
			. X . . . O .
			. . . X . . .
			. . . . . . .
			. . . . . . .`, engine.GoRules(engine.Territory, 6.5), []string{"B4", "D3"}, "C5", false, "D4"}, // a stone on C4 would be captured; D4 holds
	}
	j := NewJudge()
	for _, tc := range tests {
		pos := engine.MustDiagram(tc.board, tc.rules)
		pt := func(s string) engine.Point { return gtpPoint(t, s, 7) }
		var targets []engine.Point
		for _, s := range tc.targets {
			targets = append(targets, pt(s))
		}
		g := Goal{Kind: GoalConnect, Targets: targets}
		if err := g.Check(&pos, engine.Black); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		v, err := j.Move(context.Background(), &pos, g, pt(tc.move))
		if err != nil || !v.Known || v.Correct != tc.correct || v.Reached != tc.correct {
			t.Errorf("%s: %s: %+v (%v); want correct %v", tc.name, tc.move, v, err, tc.correct)
			continue
		}
		if !tc.correct && (len(v.Line) != 1 || v.Line[0] != pt(tc.cut)) {
			t.Errorf("%s: %s: the cut shown is %v; want %s", tc.name, tc.move, v.Line, tc.cut)
		}
	}
}

// TestConnectGoalNeedsTwoChains refuses a connect goal whose targets are one chain already, or not the learner's.
func TestConnectGoalNeedsTwoChains(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . .
		. X X . .
		. . . O .
		. . . . .
		. . . . .`, engine.AtariRules(1))
	pt := func(s string) engine.Point { return gtpPoint(t, s, 5) }
	for _, tc := range []struct {
		targets []engine.Point
		want    error
	}{
		{[]engine.Point{pt("B4"), pt("C4")}, ErrConnected},
		{[]engine.Point{pt("B4"), pt("D3")}, ErrTargetColor},
	} {
		if err := (Goal{Kind: GoalConnect, Targets: tc.targets}).Check(&pos, engine.Black); !errors.Is(err, tc.want) {
			t.Errorf("%v: %v; want %v", tc.targets, err, tc.want)
		}
	}
}
