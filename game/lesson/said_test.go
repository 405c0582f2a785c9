package lesson

import (
	"slices"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
)

// verdictsToTry are the judge's answers a move is given in TestPagesSayOnlyWhatCanSayLists, one at a time: each
// verdict the judge can give, with a reply (the first empty point) where one is asked for.
func verdictsToTry(reply engine.Point) []Verdict {
	line := []engine.Point{reply}
	return []Verdict{
		{},
		{Verdict: ai.Verdict{Known: true, Aside: ai.AsideSlower, Line: line}},
		{Verdict: ai.Verdict{Known: true, Aside: ai.AsideOffTask, Line: line}},
		{Verdict: ai.Verdict{Known: true, Aside: ai.AsideOtherWay, Line: line}},
		{Verdict: ai.Verdict{Known: true, Correct: true, Reached: true, Plies: 1, Quickest: 1}},
		{Verdict: ai.Verdict{Known: true, Correct: true, Reached: true, Plies: 3, Quickest: 1}},
		{Verdict: ai.Verdict{Known: true, Correct: true, Line: line, Plies: 3, Quickest: 3}},
		{Verdict: ai.Verdict{Known: true}},
		{Verdict: ai.Verdict{Known: true, Line: line}},
	}
}

// TestPagesSayOnlyWhatCanSayLists drives the exercise of every built-in exercise and question page with every
// click, hint and answer, the judge's answers made up to take every turn a verdict can, and finds every Said
// among the page's CanSay; together the pages say every kind, so no kind is left out of the walk.
func TestPagesSayOnlyWhatCanSayLists(t *testing.T) {
	lessons, err := LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[SaidKind]bool{}
	for _, l := range lessons {
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Kind != PageExercise && p.Kind != PageQuestion {
				if len(p.CanSay()) != 0 {
					t.Errorf("%s: a page without an exercise can say %v", p.Source, p.CanSay())
				}
				continue
			}
			can := p.CanSay()
			note := func(e *Exercise, what string) {
				if k := e.Said().Kind; k != SaidNothing {
					seen[k] = true
					if !slices.Contains(can, k) {
						t.Errorf("%s: %s says %d, which CanSay %v leaves out", p.Source, what, k, can)
					}
				}
			}
			start := p.Start()
			reply := engine.NoPoint
			for _, pt := range start.Points(nil) {
				if start.At(pt) == engine.Empty {
					reply = pt
					break
				}
			}
			if p.Kind == PageQuestion {
				for _, yes := range []bool{true, false} {
					for _, v := range []Verdict{{}, {Verdict: ai.Verdict{Known: true}, Works: true}, {Verdict: ai.Verdict{Known: true}}} {
						e := NewExercise(p)
						for _, eff := range e.Answer(yes) {
							if a, ok := eff.(AskJudge); ok {
								e.Judged(a.Seq, v)
							}
						}
						note(e, "an answer")
					}
				}
				continue
			}
			for _, pt := range start.Points(nil) {
				for _, v := range verdictsToTry(reply) {
					if v.Aside == ai.AsideOtherWay && !p.Goal.Motif.IsTactic() {
						continue // the judge sets a move aside for its tactic only where the goal names one
					}
					e := NewExercise(p)
					for _, eff := range e.Click(pt) {
						if a, ok := eff.(AskJudge); ok {
							e.Judged(a.Seq, v)
						}
					}
					note(e, "a click at "+pt.SGF())
				}
			}
			for _, answers := range [][]engine.Point{nil, {reply}} {
				e := NewExercise(p)
				for range 4 {
					for _, eff := range e.Hint() {
						if a, ok := eff.(AskJudge); ok {
							e.Judged(a.Seq, Verdict{Verdict: ai.Verdict{Known: true}, Answers: answers})
						}
					}
					note(e, "a hint")
				}
			}
		}
	}
	for k := SaidGood; k <= SaidOtherWay; k++ {
		if !seen[k] {
			t.Errorf("no page said %d: the walk misses a turn of the exercise", k)
		}
	}
}
