package sgf

import (
	"strings"
	"testing"
)

// TestSummaryClipsLongTexts reads a file whose player's name has 200,000 letters: the header keeps the first
// HeaderTextMax of them, marked as cut, and short texts whole.
func TestSummaryClipsLongTexts(t *testing.T) {
	long := strings.Repeat("é", 200000)
	h, err := Summary([]byte("(;GM[1]FF[4]SZ[9]PB[" + long + "]PW[Ann];B[ee])"))
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Repeat("é", HeaderTextMax) + "…"; h.Black != want || h.White != "Ann" || h.Moves != 1 {
		t.Errorf("black %d characters, white %q, %d moves", len([]rune(h.Black)), h.White, h.Moves)
	}
}
