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
