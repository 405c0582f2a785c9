package gtp

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestGenmoveCleanup checks that kgs-genmove_cleanup captures the opponent's dead stones before it passes, and
// answers as genmove when there are none.
func TestGenmoveCleanup(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		dead    string // White's dead stones, to be captured
	}{
		{"one stone", `
			. . . X O . .
			. O . X O . .
			. . . X O . .
			. . . X O . .
			. . . X O . .
			. . . X O . .
			. . . X O . .`, "B6"},
		{"two stones in atari", `
			. . . X O . .
			X O O X O . .
			. X X X O . .
			. . . X O . .
			. . . X O . .
			. . . X O . .
			. . . X O . .`, "B6 C6"},
	}
	for _, tt := range tests {
		s := newTestServer(t, "japanese")
		loadDiagram(t, s, tt.diagram, "japanese", engine.Black)
		must(t, s, "komi 0")
		if got := must(t, s, "final_status_list dead"); got != tt.dead {
			t.Fatalf("%s: the dead stones are %q, want %q", tt.name, got, tt.dead)
		}
		must(t, s, "play w pass")
		must(t, s, "play b pass") // two passes: a KGS dispute goes on from here
		for i := 0; ; i++ {
			dead := must(t, s, "final_status_list dead")
			mv := must(t, s, "kgs-genmove_cleanup b")
			if dead == "" {
				break
			}
			if strings.EqualFold(mv, "pass") {
				t.Fatalf("%s: passed with the dead stones %q on the board", tt.name, dead)
			}
			if i > 6 {
				t.Fatalf("%s: the dead stones %q are still on the board after %d moves", tt.name, dead, i)
			}
			must(t, s, "play w pass")
		}
		for _, pt := range strings.Fields(tt.dead) {
			if strings.Contains(must(t, s, "list_stones white"), pt) {
				t.Errorf("%s: %s was not captured", tt.name, pt)
			}
		}
	}
	// Atari Go has no dead stones: it is genmove.
	s := newTestServer(t, "capture:1")
	must(t, s, "boardsize 5")
	mv := must(t, s, "kgs-genmove_cleanup b")
	if _, err := engine.ParseGTPPoint(mv, 5, 5); err != nil || strings.EqualFold(mv, "pass") {
		t.Errorf("kgs-genmove_cleanup in Atari Go answered %q", mv)
	}
}
