package gtp

import (
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestKGSTimeSettings checks the budgets under each of KGS's time systems against the clock time_settings sets,
// with -time at 10 s and the 9×9 empty board (81 empty points: the main time is spread over 40 moves).
func TestKGSTimeSettings(t *testing.T) {
	tests := []struct {
		lines []string
		want  time.Duration // the budget for Black's move
	}{
		{[]string{"kgs-time_settings none"}, 10 * time.Second},
		{[]string{"kgs-time_settings absolute 400"}, 10*time.Second - safety},
		{[]string{"kgs-time_settings canadian 0 10 5"}, 2*time.Second - safety},
		{[]string{"time_settings 0 10 5", "kgs-time_settings none"}, 10 * time.Second},
		// Japanese byo-yomi: in main time a period's share comes on top; in byo-yomi a whole period is the
		// move's, however many periods are left.
		{[]string{"kgs-time_settings byoyomi 40 3 5"}, time.Second + 3*time.Second - safety},
		{[]string{"kgs-time_settings byoyomi 0 3 5", "time_left b 3 5"}, 3*time.Second - safety},
		{[]string{"kgs-time_settings byoyomi 0 3 5", "time_left b 2 1"}, 2*time.Second - safety},
		{[]string{"kgs-time_settings byoyomi 400 0 0"}, 10*time.Second - safety},
	}
	for _, tt := range tests {
		s := newTestServer(t, "japanese")
		s.cfg.MoveTime = 10 * time.Second
		must(t, s, "boardsize 9")
		for _, l := range tt.lines {
			must(t, s, l)
		}
		p := s.Position()
		if got := s.moveBudget(engine.Black, &p); got != tt.want {
			t.Errorf("%q: budget %v, want %v", tt.lines, got, tt.want)
		}
	}
	for _, bad := range []string{"kgs-time_settings", "kgs-time_settings fischer 10 5", "kgs-time_settings absolute",
		"kgs-time_settings byoyomi 1 2", "kgs-time_settings canadian 10 -1 5", "kgs-time_settings canadian 0 30 0", "kgs-time_settings none 5"} {
		s := newTestServer(t, "japanese")
		if msg, ok := answer(t, s, bad); ok || msg == "" {
			t.Errorf("%q was accepted", bad)
		}
	}
	if got := must(t, newTestServer(t, "japanese"), "known_command kgs-time_settings"); !strings.Contains(got, "true") {
		t.Errorf("known_command kgs-time_settings = %q", got)
	}
}
