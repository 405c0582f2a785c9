package main

import (
	"math"
	"testing"
)

func TestEloFromResults(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		w, d, l        int
		elo, low, high float64
	}{
		{5, 0, 5, 0, -251.8, 251.8},      // s = 0.5, σ = 0.5, margin 0.3099: bounds 0.190 and 0.810
		{3, 0, 1, 190.8, -126.5, inf},    // s = 0.75, σ² = 0.1875, margin 0.4244
		{1, 2, 1, 0, -296.6, 296.6},      // s = 0.5, σ² = 0.125, margin 0.3465: bounds 0.154 and 0.847
		{0, 0, 3, -inf, -inf, -inf},      // all lost: σ = 0
		{10, 0, 0, inf, inf, inf},        // all won
		{60, 20, 20, 147.2, 86.2, 218.3}, // s = 0.7, σ² = 0.16, margin 0.0784: bounds 0.622 and 0.778
	}
	for _, tt := range tests {
		e := EloFromResults(tt.w, tt.d, tt.l)
		for _, c := range []struct {
			name      string
			got, want float64
		}{{"elo", e.Diff, tt.elo}, {"low", e.Low, tt.low}, {"high", e.High, tt.high}} {
			if math.IsInf(c.want, 0) {
				if c.got != c.want {
					t.Errorf("%d-%d-%d: %s = %v, want %v", tt.w, tt.d, tt.l, c.name, c.got, c.want)
				}
			} else if math.Abs(c.got-c.want) > 0.6 {
				t.Errorf("%d-%d-%d: %s = %.1f, want %.1f", tt.w, tt.d, tt.l, c.name, c.got, c.want)
			}
		}
	}
}

func TestGameSeedsDiffer(t *testing.T) {
	seen := map[uint64]bool{}
	for i := 0; i < 1000; i++ {
		s := gameSeed(1, i)
		if seen[s] || s >= 1<<31 {
			t.Fatalf("game %d: seed %d repeats or does not fit an int", i, s)
		}
		seen[s] = true
	}
	if gameSeed(1, 0) == gameSeed(2, 0) {
		t.Error("match seeds 1 and 2 give the same first game seed")
	}
}
