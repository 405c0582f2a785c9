package gtp

import (
	"strconv"
	"strings"
	"testing"
)

// TestRectangularBoardsize checks that rectangular_boardsize sets up a COLUMNS×ROWS board that the other
// commands use, and refuses what boardsize refuses.
func TestRectangularBoardsize(t *testing.T) {
	tests := []struct {
		line string
		ok   bool
		cols string // query_boardsize afterwards
	}{
		{"rectangular_boardsize 9 5", true, "9"},
		{"rectangular_boardsize 5 13", true, "5"},
		{"rectangular_boardsize 19 19", true, "19"},
		{"rectangular_boardsize 20 5", false, "19"},
		{"rectangular_boardsize 5 1", false, "19"},
		{"rectangular_boardsize 5", false, "19"},
		{"rectangular_boardsize a b", false, "19"},
	}
	for _, tt := range tests {
		s := newTestServer(t, "japanese")
		if _, ok := answer(t, s, tt.line); ok != tt.ok {
			t.Errorf("%s: success %v, want %v", tt.line, ok, tt.ok)
		}
		expect(t, s, "query_boardsize", tt.cols, "")
	}
	s := newTestServer(t, "japanese")
	must(t, s, "rectangular_boardsize 7 3")
	must(t, s, "play b g3")
	must(t, s, "play w a1")
	if _, ok := answer(t, s, "play b a4"); ok {
		t.Error("a move on row 4 of a 3-row board was accepted")
	}
	if _, ok := answer(t, s, "play b h1"); ok {
		t.Error("a move on column H of a 7-column board was accepted")
	}
	expect(t, s, "list_stones black", "G3", "")
	if sgf := must(t, s, "printsgf"); !strings.Contains(sgf, "SZ[7:3]") {
		t.Errorf("printsgf of a 7×3 board: %q", sgf)
	}
	if n := strings.Count(must(t, s, "showboard"), "\n"); n != 3+2 {
		t.Errorf("showboard of a 3-row board has %d lines", n)
	}
}

// TestCPUTime checks that cputime answers the process's CPU seconds with three decimals, never going back.
func TestCPUTime(t *testing.T) {
	s := newTestServer(t, "japanese")
	first := must(t, s, "cputime")
	must(t, s, "boardsize 9")
	for range 20 {
		must(t, s, "genmove b")
	}
	second := must(t, s, "cputime")
	a, err1 := strconv.ParseFloat(first, 64)
	b, err2 := strconv.ParseFloat(second, 64)
	if err1 != nil || err2 != nil || a <= 0 || b < a || len(first)-strings.Index(first, ".") != 4 {
		t.Errorf("cputime answered %q, then %q", first, second)
	}
}
