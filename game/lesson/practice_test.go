package lesson

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
)

// practiceSeed is the seed of the practice sets the tests make.
const practiceSeed = 1

// practiceSetPages is how many pages the tests ask of a set: in -short mode fewer.
func practiceSetPages() int {
	if testing.Short() {
		return 3
	}
	return 6
}

// madeSet is a practice set made for the tests, with the pages emit was given.
type madeSet struct {
	kind      PracticeKind
	templates []*Page
	pages     []Page
	emitted   []Page
	err       error
}

var (
	madeOnce sync.Once
	made     []madeSet
)

// practiceSets makes, once for all the tests, a set of every practice kind the built-in lessons teach, each with a
// fresh judge from practiceSeed.
func practiceSets(t *testing.T) []madeSet {
	t.Helper()
	madeOnce.Do(func() {
		lessons, err := LoadDir(assets.Lessons(), ".")
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range PracticeKinds {
			s := madeSet{kind: k, templates: Templates(lessons, k)}
			if len(s.templates) == 0 {
				continue
			}
			s.pages, s.err = MakePractice(context.Background(), ai.NewJudge(), s.templates, k, practiceSetPages(), practiceSeed,
				func(p Page) { s.emitted = append(s.emitted, p) })
			made = append(made, s)
		}
	})
	if len(made) == 0 {
		t.Fatal("no built-in lesson teaches a practice kind")
	}
	return made
}

// repeatedPage returns the first two pages of a set that are the same up to symmetry, colours and moving.
func repeatedPage(pages []Page) (int, int, bool) {
	at := map[string]int{}
	for i := range pages {
		start := pages[i].Start()
		key := PracticeKey(&start, pages[i].Goal)
		if j, ok := at[key]; ok {
			return j, i, true
		}
		at[key] = i
	}
	return 0, 0, false
}

// count returns how many of list are x.
func count(list []int, x int) int {
	n := 0
	for _, y := range list {
		if y == x {
			n++
		}
	}
	return n
}

// TestPracticeSetsAreVariedAndFresh makes a set of every kind and checks it: pages made (under the race detector
// too), each given to emit, no two the same up to symmetry and colours, no template's shape taken again before
// another the set takes, one decoy more a page up to the most, and each graded by its measure.
func TestPracticeSetsAreVariedAndFresh(t *testing.T) {
	for _, s := range practiceSets(t) {
		if s.err != nil || len(s.pages) == 0 {
			t.Errorf("%s: no set (%v)", s.kind, s.err)
			continue
		}
		if len(s.emitted) != len(s.pages) {
			t.Errorf("%s: %d pages emitted, %d made", s.kind, len(s.emitted), len(s.pages))
		}
		if a, b, ok := repeatedPage(s.pages); ok {
			t.Errorf("%s: pages %d and %d are the same shape", s.kind, a+1, b+1)
		}
		shapes := templateShapes(s.templates)
		shapeOf := map[string]int{}
		for i, sh := range shapes {
			for _, tp := range sh {
				shapeOf[tp.Source] = i
			}
		}
		var from []int
		for i, p := range s.pages {
			sh, ok := shapeOf[strings.TrimPrefix(p.Source, "practice "+s.kind.String()+" from ")]
			if !ok {
				t.Errorf("%s: page %d says it comes from %q", s.kind, i+1, p.Source)
			}
			from = append(from, sh)
		}
		// A page never takes a shape the set took more often than another it takes later.
		for i := range from {
			for _, later := range from[i+1:] {
				if before := from[:i]; count(before, from[i]) > count(before, later) {
					t.Errorf("%s: page %d takes shape %d once more before shape %d (shapes %v, of %d)", s.kind, i+1, from[i], later,
						from, len(shapes))
				}
			}
		}
		for i, p := range s.pages {
			if p.Measure.Decoys > min(i, practiceMaxDecoys) {
				t.Errorf("%s: page %d has %d decoys", s.kind, i+1, p.Measure.Decoys)
			}
			if p.Grade == GradeNone || p.Grade != GradeOf(p.Measure) {
				t.Errorf("%s: page %d graded %s, its measure %+v says %s", s.kind, i+1, p.Grade, p.Measure, GradeOf(p.Measure))
			}
			if p.Goal.AnyWay {
				t.Errorf("%s: page %d takes any forced capture", s.kind, i+1)
			}
		}
		t.Logf("%s: %d pages from %d shapes of %d templates", s.kind, len(s.pages), len(shapes), len(s.templates))
	}
}

// TestPracticeIsTheSameForTheSameSeed makes sets again from the same seed with a fresh judge and finds the same
// pages with the same measures (in -short mode of three kinds), and a set from another seed different.
func TestPracticeIsTheSameForTheSameSeed(t *testing.T) {
	for _, s := range practiceSets(t) {
		if testing.Short() && !slices.Contains([]string{"double-atari", "snapback", "race"}, s.kind.String()) {
			continue
		}
		again, err := MakePractice(context.Background(), ai.NewJudge(), s.templates, s.kind, practiceSetPages(), practiceSeed, nil)
		if err != nil || len(again) != len(s.pages) {
			t.Errorf("%s: %d pages again, %d before (%v)", s.kind, len(again), len(s.pages), err)
			continue
		}
		for i := range again {
			a, b := &s.pages[i], &again[i]
			sa, sb := a.Start(), b.Start()
			if sa.String() != sb.String() || a.Measure != b.Measure || a.Grade != b.Grade || !slices.Equal(a.Answers, b.Answers) {
				t.Errorf("%s: page %d differs from seed %d's:\n%v%+v\n%v%+v", s.kind, i+1, practiceSeed, &sa, a.Measure, &sb, b.Measure)
			}
		}
		if s.kind.String() != "snapback" {
			continue
		}
		other, err := MakePractice(context.Background(), ai.NewJudge(), s.templates, s.kind, len(s.pages), practiceSeed+1, nil)
		if err != nil {
			t.Errorf("%s, seed %d: %v", s.kind, practiceSeed+1, err)
		}
		same := 0
		for i := range min(len(other), len(s.pages)) {
			sa, sb := s.pages[i].Start(), other[i].Start()
			if sa.String() == sb.String() {
				same++
			}
		}
		if same == len(s.pages) {
			t.Errorf("%s: seeds %d and %d make the same set", s.kind, practiceSeed, practiceSeed+1)
		}
	}
}

// page returns an exercise page of the diagram (Black to move unless white is set) and the goal on the points
// given by column and row.
func page(t *testing.T, diagram string, white bool, kind ai.GoalKind, targets ...[2]int) Page {
	t.Helper()
	pos, err := engine.ParseDiagram(diagram, engine.AtariRules(1))
	if err != nil {
		t.Fatal(err)
	}
	if white {
		pos.SetToMove(engine.White)
	}
	g := ai.Goal{Kind: kind}
	for _, cr := range targets {
		g.Targets = append(g.Targets, engine.Pt(cr[0], cr[1]))
	}
	return Page{Kind: PageExercise, Record: engine.NewGameFrom(pos), Goal: g}
}

// cornerAtari is a white stone in the top left corner with one liberty, Black to capture it.
const cornerAtari = `
O X . . .
. . . . .
. . . . .
. . . . .
. . . . .`

// middle is a white stone in the open with a black one beside it, Black to move.
const middle = `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . O X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .`

// twoWhite has two white stones, one in the corner, Black to move.
const twoWhite = `
O X . . .
. . . . .
. . . O .
. . . . .
. . . . .`

// TestPracticeKeyIsTheSameUpToSymmetryColoursAndMoving writes pairs of exercises, the same one turned, mirrored,
// with the colours swapped and moved about with the same edges near, whose keys are the same, and exercises that
// differ (moved off or near an edge too), whose keys differ.
func TestPracticeKeyIsTheSameUpToSymmetryColoursAndMoving(t *testing.T) {
	base := page(t, cornerAtari, false, ai.GoalCapture, [2]int{0, 0})
	tests := []struct {
		name string
		a, b Page
		same bool
	}{
		{"turned a quarter", base, page(t, `
			. . . . O
			. . . . X
			. . . . .
			. . . . .
			. . . . .`, false, ai.GoalCapture, [2]int{4, 0}), true},
		{"the chains swapped", base, page(t, `
			. . . . X
			. . . . O
			. . . . .
			. . . . .
			. . . . .`, false, ai.GoalCapture, [2]int{4, 1}), false},
		{"mirrored", base, page(t, `
			. . . . .
			. . . . .
			. . . . .
			. . . . .
			O X . . .`, false, ai.GoalCapture, [2]int{0, 4}), true},
		{"colours swapped, White to move", base, page(t, `
			X O . . .
			. . . . .
			. . . . .
			. . . . .
			. . . . .`, true, ai.GoalCapture, [2]int{0, 0}), true},
		{"in the corner of a larger board", base, page(t, `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . X O`, false, ai.GoalCapture, [2]int{6, 6}), true},
		{"moved about in the open", page(t, middle, false, ai.GoalCapture, [2]int{3, 3}), page(t, `
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . O X . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`, false, ai.GoalCapture, [2]int{4, 5}), true},
		{"moved off the edge", base, page(t, `
			. . . . .
			. O X . .
			. . . . .
			. . . . .
			. . . . .`, false, ai.GoalCapture, [2]int{1, 1}), false},
		{"moved near the edge", page(t, middle, false, ai.GoalCapture, [2]int{3, 3}), page(t, `
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . O X . . .
			. . . . . . . . .`, false, ai.GoalCapture, [2]int{4, 7}), false},
		{"another goal", base, page(t, cornerAtari, false, ai.GoalKill, [2]int{0, 0}), false},
		{"a stone more", base, page(t, `
			O X . . .
			. . . . .
			. . . . .
			. . . . .
			. . . . X`, false, ai.GoalCapture, [2]int{0, 0}), false},
		{"another target", page(t, twoWhite, false, ai.GoalCapture, [2]int{0, 0}),
			page(t, twoWhite, false, ai.GoalCapture, [2]int{3, 2}), false},
		{"both targets, either order", page(t, twoWhite, false, ai.GoalCapture, [2]int{0, 0}, [2]int{3, 2}),
			page(t, twoWhite, false, ai.GoalCapture, [2]int{3, 2}, [2]int{0, 0}), true},
	}
	for _, tt := range tests {
		sa, sb := tt.a.Start(), tt.b.Start()
		ka, kb := PracticeKey(&sa, tt.a.Goal), PracticeKey(&sb, tt.b.Goal)
		if (ka == kb) != tt.same {
			t.Errorf("%s: keys %q and %q, want the same %v", tt.name, ka, kb, tt.same)
		}
	}
}

// TestRepeatedPageFindsATurnedCopy shows that the check of TestPracticeSetsAreVariedAndFresh fails on a set holding
// a turned copy with the colours swapped and passes the set without it.
func TestRepeatedPageFindsATurnedCopy(t *testing.T) {
	set := []Page{
		page(t, cornerAtari, false, ai.GoalCapture, [2]int{0, 0}),
		page(t, `
			. . . . .
			. . . . .
			. . X O .
			. X O . .
			. . X . .`, false, ai.GoalCapture, [2]int{2, 3}),
		page(t, `
			. . . . .
			. . . . .
			. . . . .
			. . . . O
			. . . . X`, true, ai.GoalCapture, [2]int{4, 4}),
	}
	if a, b, ok := repeatedPage(set); !ok || a != 0 || b != 2 {
		t.Errorf("the turned copy: repeated %v, pages %d and %d", ok, a+1, b+1)
	}
	if a, b, ok := repeatedPage(set[:2]); ok {
		t.Errorf("two different pages found the same: %d and %d", a+1, b+1)
	}
}

// TestGradeOf grades practice pages by their measure.
func TestGradeOf(t *testing.T) {
	tests := []struct {
		name                             string
		moves, tempting, decoys, working int
		want                             Grade
	}{
		{"a capture at once", 1, 0, 0, 1, GradeEasy},
		{"a capture at once among three decoys", 1, 0, 3, 1, GradeEasy},
		{"a capture at once, two tempting moves", 1, 2, 3, 1, GradeMedium},
		{"a capture at once among four tempting moves", 1, 4, 3, 1, GradeMedium},
		{"an escape among five tempting moves", 1, 5, 3, 1, GradeHard},
		{"a snapback, one tempting move", 2, 1, 0, 1, GradeMedium},
		{"a short ladder, one way", 3, 1, 1, 1, GradeMedium},
		{"a short ladder among three decoys", 3, 1, 3, 1, GradeHard},
		{"a long ladder", 6, 0, 0, 1, GradeHard},
		{"a net with three ways", 3, 0, 3, 3, GradeMedium},
	}
	for _, tt := range tests {
		m := Measure{Moves: tt.moves, Tempting: tt.tempting, Decoys: tt.decoys, Working: tt.working}
		if got := GradeOf(m); got != tt.want {
			t.Errorf("%s: GradeOf(%+v) = %s, want %s", tt.name, m, got, tt.want)
		}
	}
}

// TestGradeOfIsMonotone checks over a grid of measures that a page never grades easier with a learner move, a
// tempting move or a decoy more, or a working move fewer, and that a one-move page with few distractions (four
// tempting moves at most, practiceMaxDecoys decoys at most) is never hard.
func TestGradeOfIsMonotone(t *testing.T) {
	for moves := 1; moves <= 8; moves++ {
		for tempting := 0; tempting <= 8; tempting++ {
			for decoys := 0; decoys <= practiceMaxDecoys; decoys++ {
				for working := 1; working <= 6; working++ {
					m := Measure{Moves: moves, Tempting: tempting, Decoys: decoys, Working: working}
					g := GradeOf(m)
					for _, harder := range []Measure{
						{Moves: moves + 1, Tempting: tempting, Decoys: decoys, Working: working},
						{Moves: moves, Tempting: tempting + 1, Decoys: decoys, Working: working},
						{Moves: moves, Tempting: tempting, Decoys: decoys + 1, Working: working},
						{Moves: moves, Tempting: tempting, Decoys: decoys, Working: working - 1},
					} {
						if harder.Working > 0 && GradeOf(harder) < g {
							t.Errorf("%+v grades %s, but %+v %s", m, g, harder, GradeOf(harder))
						}
					}
					if moves == 1 && tempting <= 4 && g == GradeHard {
						t.Errorf("%+v, a one-move page with few distractions, grades hard", m)
					}
				}
			}
		}
	}
}

// TestPracticeCapturePagesAcceptOnlyTheQuickest judges every legal move of made capture pages afresh, by the page's
// rule and by "any way": the page accepts exactly the moves that force a capture of its targets by the quickest
// way, sets the slower ones (and those whose line captures other stones first) aside, refutes the rest, and its
// measure counts them.
func TestPracticeCapturePagesAcceptOnlyTheQuickest(t *testing.T) {
	ctx := context.Background()
	checked := 0
	for _, s := range practiceSets(t) {
		if s.kind.Save || testing.Short() && !slices.Contains([]string{"capture", "double-atari", "snapback", "race"}, s.kind.String()) {
			continue
		}
		for i := range s.pages[:min(len(s.pages), 2)] {
			p := &s.pages[i]
			start := p.Start()
			anyWay := p.Goal
			anyWay.AnyWay = true
			j := ai.NewJudge()
			var accepted []engine.Point
			quickest, aside, refuted := 0, 0, 0
			for _, mv := range start.LegalMoves(nil) {
				v, err := j.Move(ctx, &start, p.Goal, mv)
				w, err2 := j.Move(ctx, &start, anyWay, mv)
				if err != nil || err2 != nil || !v.Known || !w.Known {
					t.Fatalf("%s page %d: %s undecided (%v, %v)", s.kind, i+1, mv.GTP(start.Rows()), err, err2)
				}
				switch {
				case v.Correct:
					accepted = append(accepted, mv)
					if v.Plies != v.Quickest || quickest != 0 && v.Plies != quickest {
						t.Errorf("%s page %d: %s accepted in %d plies, the quickest %d", s.kind, i+1, mv.GTP(start.Rows()), v.Plies, v.Quickest)
					}
					quickest = v.Plies
					if !w.Correct {
						t.Errorf("%s page %d: %s accepted, not forcing a capture", s.kind, i+1, mv.GTP(start.Rows()))
					}
				case v.Aside != ai.AsideNone:
					aside++
					if v.Aside == ai.AsideSlower && !w.Correct {
						t.Errorf("%s page %d: %s set aside as slower, not forcing a capture", s.kind, i+1, mv.GTP(start.Rows()))
					}
				default:
					// A refuted move may still win stones the defender throws in, which "any way" counts: that it
					// forces no capture of the targets first is held against a full-width search in package ai
					// (TestJudgeAgreesWithReferenceOnPracticePages).
					refuted++
				}
			}
			m := p.Measure
			if len(accepted) == 0 || !slices.Contains(accepted, p.Answers[0]) || m.Working != len(accepted) || m.Aside != aside || m.Refuted != refuted {
				t.Errorf("%s page %d: accepted %d (answer %s), %d aside, %d refuted; measured %+v", s.kind, i+1, len(accepted),
					p.Answers[0].GTP(start.Rows()), aside, refuted, m)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no capture page checked")
	}
}
