package lesson

import (
	"context"
	"slices"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestCheckNamesItsProblemsByKind checks pages with known faults and finds each fault as a Problem of its kind,
// with the moves it names, and its English sentence as atarigo-lessons prints it.
func TestCheckNamesItsProblemsByKind(t *testing.T) {
	for _, c := range []struct {
		name, data string
		want       []Problem
		text       []string
	}{
		// The white stone at D4 is in atari at D5; the intended answer C3 does not capture it.
		{"a wrong intended answer",
			"(;GM[1]FF[4]SZ[7]AGCT[1]GN[Bad]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd]AGAN[ce])",
			[]Problem{{Kind: ProblemWrongAnswer, Points: []engine.Point{engine.Pt(2, 4)}, Rows: 7}},
			[]string{"the intended answer C3 is not correct"}},
		// A lone white stone in the corner against Black, on a page that takes any way: every move captures.
		{"every move correct",
			"(;GM[1]FF[4]SZ[5]AGCT[1]GN[All]PL[B]AB[ba]AW[aa]C[Capture.]AGGL[capture]AGAW[yes]AGTG[aa])",
			[]Problem{{Kind: ProblemAllCorrect, Rows: 5}}, []string{"every move is correct"}},
		{"a good page",
			"(;GM[1]FF[4]SZ[7]AGCT[1]GN[Good]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd]AGAN[dc])",
			nil, nil},
	} {
		l, err := Parse("x.sgf", []byte(c.data))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		reports, err := CheckLesson(context.Background(), ai.NewJudge(), l)
		if err != nil || len(reports) != 1 {
			t.Fatalf("%s: %d reports, %v", c.name, len(reports), err)
		}
		got := reports[0].Problems
		if !slices.EqualFunc(got, c.want, func(a, b Problem) bool {
			return a.Kind == b.Kind && slices.Equal(a.Points, b.Points) && a.Rows == b.Rows
		}) {
			t.Errorf("%s: problems %+v, want %+v", c.name, got, c.want)
		}
		for i, s := range c.text {
			if i < len(got) && got[i].String() != s {
				t.Errorf("%s: %q, want %q", c.name, got[i].String(), s)
			}
		}
	}
}

// TestCheckLessonStopsWhenCancelled checks that a cancelled check reports the cancellation rather than a page
// whose moves could not be decided.
func TestCheckLessonStopsWhenCancelled(t *testing.T) {
	l, err := Parse("x.sgf", []byte("(;GM[1]FF[4]SZ[7]AGCT[1]GN[T]PL[B]AB[cd][ed][de]AW[dd]C[x]AGGL[capture]AGTG[dd])"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if reports, err := CheckLesson(ctx, ai.NewJudge(), l); err == nil || len(reports) != 0 {
		t.Errorf("a cancelled check gave %d reports and %v", len(reports), err)
	}
}
