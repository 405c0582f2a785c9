package ai

import (
	"context"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestQuickestWin finds the fewest moves of a forced capture, with a line that shows it, and nothing where none
// comes within QuickWinMoves moves.
func TestQuickestWin(t *testing.T) {
	tests := []struct {
		name  string
		board string
		moves int      // 0: no win within QuickWinMoves
		first []string // the moves that win that quickly
	}{
		{"a capture at once", `
			. . . . . . .
			. . . . . . .
			. . . X . . .
			. . X O X . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, 1, []string{"D3"}},
		{"an atari on the edge the stone cannot run from", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. X . . . . .
			. O . X . . .`, 2, []string{"A1", "C1"}},
		{"two ataris in the corner", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. X . . . . .
			. O X . . . .
			. . . . . . .`, 3, []string{"A2", "B1"}},
		{"the capture comes first for the other side", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. X . . . . O
			. O X . . O X
			. . . . . . .`, 0, nil},
		{"the empty board", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, 0, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := engine.MustDiagram(tc.board, engine.AtariRules(1))
			n, line, ok := QuickestWin(context.Background(), &pos, QuickWinMoves)
			if tc.moves == 0 {
				if ok {
					t.Fatalf("a win in %d (%s); want none\n%v", n, gtpList(line, 7), &pos)
				}
				return
			}
			if !ok || n != tc.moves || len(line) != 2*n-1 {
				t.Fatalf("win in %d (%v), line %s; want %d moves\n%v", n, ok, gtpList(line, 7), tc.moves, &pos)
			}
			firstOK := false
			for _, f := range tc.first {
				firstOK = firstOK || line[0] == gtpPoint(t, f, 7)
			}
			end, err := lineEnds(&pos, line)
			if !firstOK || err != nil || !end.Over() || end.Outcome().Winner != pos.ToMove() {
				t.Errorf("line %s (%v) does not win from %v\n%v", gtpList(line, 7), err, tc.first, &pos)
			}
		})
	}
}
