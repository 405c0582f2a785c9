package game

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
)

func TestLevelSpecGivesTheThesisPlayersTheConstants(t *testing.T) {
	custom := DefaultEval()
	custom.Delta, custom.Depth = 2, 4
	for _, tc := range []struct {
		spec      string
		eval      EvalConstants
		want      []string // parts the player's name must show
		unchanged bool
	}{
		{"greedy:margin=0.5", custom, []string{"delta=2"}, false},
		{"alphabeta:3,margin=0.5", custom, []string{"delta=2", "alphabeta:4"}, false},
		{"greedy", custom, []string{"delta=2"}, false},
		{"alphabeta:3,margin=0.5", DefaultEval(), nil, true},
		{"mcts:1000", custom, nil, true},
		{"perfect", custom, nil, true},
	} {
		got := tc.eval.LevelSpec(ai.Level{Spec: tc.spec})
		if tc.unchanged {
			if got != tc.spec {
				t.Errorf("%q: spec became %q, want it unchanged", tc.spec, got)
			}
			continue
		}
		p, err := ai.ParsePlayer(got, 1)
		if err != nil {
			t.Fatalf("%q → %q: %v", tc.spec, got, err)
		}
		for _, w := range tc.want {
			if !strings.Contains(p.Name(), w) {
				t.Errorf("%q → %q: player %q does not show %q", tc.spec, got, p.Name(), w)
			}
		}
	}
}
