package lesson

import (
	"errors"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// TestLessonBreakingTheRules: a game file may break the rules as it was recorded, a lesson page may not.
func TestLessonBreakingTheRules(t *testing.T) {
	for _, c := range []struct {
		text string
		kind error
	}{
		{"(;GN[Bad]SZ[5];B[cc];W[cc])", engine.ErrOccupied},
		{"(;GN[Bad]SZ[3]AB[ba][ab];W[aa])", engine.ErrSuicide},
		{"(;GN[Bad]SZ[3]AB[aa]AW[ba][ab])", sgf.ErrBadSetup},
	} {
		_, err := Parse("bad.sgf", []byte(c.text))
		if !errors.Is(err, ErrBadLesson) || !errors.Is(err, c.kind) {
			t.Errorf("%s: %v, want ErrBadLesson and %v", c.text, err, c.kind)
		}
	}
	if _, err := Parse("good.sgf", []byte("(;GN[Good]SZ[5];B[cc];W[dd])")); err != nil {
		t.Errorf("a good page: %v", err)
	}
}
