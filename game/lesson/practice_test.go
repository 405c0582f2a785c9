package lesson

import (
	"context"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
)

// TestPracticeMakesFreshExercisesTheJudgeProves makes a practice set of every kind the built-in lessons teach
// and checks each page: new (not a built-in position), solvable, not solved by every move, and for a tactic,
// the engine's own first answer showing it.
func TestPracticeMakesFreshExercisesTheJudgeProves(t *testing.T) {
	lessons, err := LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	builtin := map[string]bool{}
	for _, l := range lessons {
		for i := range l.Pages {
			start := l.Pages[i].Start()
			builtin[start.String()] = true
		}
	}
	j := ai.NewJudge()
	for _, k := range PracticeKinds {
		templates := Templates(lessons, k)
		if len(templates) == 0 {
			continue
		}
		var emitted []Page
		pages, err := MakePractice(context.Background(), j, templates, k, 3, 7, func(p Page) { emitted = append(emitted, p) })
		if err != nil {
			t.Errorf("%s: %v", k, err)
			continue
		}
		if len(emitted) != len(pages) {
			t.Errorf("%s: %d pages emitted, %d made", k, len(emitted), len(pages))
		}
		for i := range pages {
			if pages[i].Grade == GradeNone || i > 0 && pages[i].Grade < pages[i-1].Grade {
				t.Errorf("%s: page %d graded %s after %s", k, i, pages[i].Grade, pages[max(i-1, 0)].Grade)
			}
		}
		again, _ := MakePractice(context.Background(), j, templates, k, 2, 8, nil)
		same := 0
		for i := range pages {
			p := &pages[i]
			start := p.Start()
			if builtin[start.String()] && len(pages) > 1 {
				same++
			}
			for _, q := range again {
				qs := q.Start()
				if qs.String() == start.String() {
					same++
				}
			}
			correct, wrong, err := j.Answers(context.Background(), &start, p.Goal)
			if err != nil || len(correct) == 0 || len(wrong) == 0 {
				t.Errorf("%s: %s: %d correct, %d wrong (%v)\n%v", k, p.Source, len(correct), len(wrong), err, &start)
			}
			if !k.Save {
				v, _ := j.Move(context.Background(), &start, p.Goal, correct[0])
				line := append(correct[:1:1], v.Line...)
				if m := ai.LineMotif(&start, line, p.Goal.Targets); m != k.Motif {
					t.Errorf("%s: %s shows %v", k, p.Source, m)
				}
			}
		}
		if same == len(pages)*2 {
			t.Errorf("%s: two seeds made the same pages as each other and the lessons", k)
		}
		t.Logf("%s: %d pages from %d templates", k, len(pages), len(templates))
	}
}

// TestGradeOf grades practice pages by the learner's moves, the decoys and the working first moves.
func TestGradeOf(t *testing.T) {
	tests := []struct {
		moves, decoys, working int
		want                   Grade
	}{
		{1, 0, 2, GradeEasy},   // a capture at once, two ways
		{1, 0, 1, GradeEasy},   // one way only
		{2, 0, 1, GradeMedium}, // an atari then the capture, one way
		{2, 1, 3, GradeEasy},   // many ways make up for a decoy
		{3, 1, 2, GradeMedium}, // a short ladder among one decoy
		{3, 2, 1, GradeHard},   // a ladder, two decoys, one way
		{6, 0, 1, GradeHard},   // a long ladder to the edge
	}
	for _, tt := range tests {
		if got := GradeOf(tt.moves, tt.decoys, tt.working); got != tt.want {
			t.Errorf("GradeOf(%d moves, %d decoys, %d working) = %s, want %s", tt.moves, tt.decoys, tt.working, got, tt.want)
		}
	}
}
