package main

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck"
)

// TestWindowFitsTheScreen checks the window's size against screens: a window larger than the screen is brought
// within it, one larger than any screen within flagcheck.MaxWindow, and none below the smallest layout.
func TestWindowFitsTheScreen(t *testing.T) {
	tests := []struct {
		w, h, sw, sh int
		ww, wh       int
	}{
		{1200, 760, 1920, 1080, 1200, 760},
		{20000, 20000, 1280, 800, 1280, 800},
		{20000, 500, 1280, 800, 1280, 500},
		{20000, 20000, 0, 0, flagcheck.MaxWindow, flagcheck.MaxWindow},
		{1200, 760, 320, 240, minWindow, minWindow},
	}
	for _, tt := range tests {
		if w, h := fitWindow(tt.w, tt.h, tt.sw, tt.sh); w != tt.ww || h != tt.wh {
			t.Errorf("%d×%d on a %d×%d screen: %d×%d, want %d×%d", tt.w, tt.h, tt.sw, tt.sh, w, h, tt.ww, tt.wh)
		}
	}
}

// TestGameFlagsAreCheckedAsEverywhere gives the window's game flags values every program refuses (flagcheck):
// each is refused with a message naming the flag.
func TestGameFlagsAreCheckedAsEverywhere(t *testing.T) {
	tests := []struct {
		f    gameFlags
		want string
	}{
		{gameFlags{rules: "japanese", komi: math.NaN()}, "-komi NaN"},
		{gameFlags{rules: "japanese", komi: math.Inf(-1)}, "-komi -Inf"},
		{gameFlags{size: "1"}, `-size "1"`},
		{gameFlags{rules: "chess"}, `-rules "chess"`},
		{gameFlags{start: "middle"}, `-start "middle"`},
		{gameFlags{first: "red"}, `-first "red"`},
		{gameFlags{rules: "japanese", handicap: 12}, "-handicap 12"},
		{gameFlags{black: "grandmaster"}, `-black "grandmaster"`},
	}
	for _, tt := range tests {
		if _, _, err := tt.f.setup(); !errors.Is(err, flagcheck.ErrUsage) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v; want a refusal naming %q", tt.f, err, tt.want)
		}
	}
	if s, _, err := (gameFlags{rules: "chinese", komi: 7.5, size: "13", black: "human"}).setup(); err != nil || s.Rules.Komi != 7.5 || s.Cols != 13 {
		t.Errorf("good flags: %+v, %v", s, err)
	}
}
