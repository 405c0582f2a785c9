package lesson

import (
	"context"
	"errors"

	"github.com/seed593a7f8d/atarigo/ai"
)

// Practice makes fresh exercises of one kind: "never the same twice". It starts from the built-in exercises of
// that kind and changes them (one of the board's eight symmetries, the colours swapped, the shape moved on the
// board or onto a larger one, unrelated stones added as decoys: practice_vary.go), and keeps a new position only
// when the judge proves that it still asks what the kind asks, by the rule of a lesson page: at least one correct
// move and few, every move decided within a budget of reading nodes, and for a tactic, that the quickest correct
// line shows that tactic (practice_maker.go). A set shows no shape twice (practice_key.go) and takes every
// template's shape before any again; each page is graded from what the judge measured of it (practice_grade.go).
// Nothing is stored: every page is judged afresh, and the same seed makes the same set.

// PracticeKind names what a practice set trains: a tactic (ai.Motif), or escaping from atari (saving a chain);
// the zero value is a mixed set, each page of a kind chosen by the one who makes it.
type PracticeKind struct {
	// Motif is the tactic a capture must show; MotifNone with Save set trains escaping.
	Motif ai.Motif
	// Save trains saving a chain in atari instead of capturing.
	Save bool
}

// String names the kind as the catalog keys and the progress do ("ladder", "escape", "mixed").
func (k PracticeKind) String() string {
	switch {
	case k.Save:
		return "escape"
	case k.Motif == ai.MotifNone:
		return "mixed"
	}
	return k.Motif.String()
}

// KindOf returns the practice kind page p trains, and whether it trains one: a page about ko trains the ko, a save
// exercise escaping, a capture one the tactic it teaches, when that is a practice kind.
func KindOf(p *Page) (PracticeKind, bool) {
	switch {
	case p.Kind == PageExercise && p.Motif == ai.MotifKo:
		return PracticeKind{Motif: ai.MotifKo}, true // a ko is no set of its own yet, but its misses are the ko's
	case p.Kind == PageExercise && p.Goal.Kind == ai.GoalSave:
		return PracticeKind{Save: true}, true
	case p.Kind == PageExercise && p.Goal.Kind == ai.GoalCapture, p.Kind == PageQuestion && p.Goal.Kind == ai.GoalLadder:
		m := p.Motif
		if p.Kind == PageQuestion {
			m = ai.MotifLadder
		}
		for _, k := range PracticeKinds {
			if !k.Save && k.Motif == m {
				return k, true
			}
		}
	}
	return PracticeKind{}, false
}

// PracticeKinds are the kinds of practice offered, in the order of the lessons that teach them.
var PracticeKinds = []PracticeKind{
	{Motif: ai.MotifCapture}, {Save: true}, {Motif: ai.MotifDoubleAtari}, {Motif: ai.MotifLadder},
	{Motif: ai.MotifNet}, {Motif: ai.MotifSnapback}, {Motif: ai.MotifRace},
}

// ErrNoPractice means no fresh exercise of a kind could be made: no built-in exercise teaches it, or none of
// the changed positions kept it within the tries allowed.
var ErrNoPractice = errors.New("no practice exercise could be made")

// Templates returns the exercise pages of lessons that train kind k: captures whose taught motif is k's, or
// the saving exercises.
func Templates(lessons []*Lesson, k PracticeKind) []*Page {
	var out []*Page
	for _, l := range lessons {
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Kind != PageExercise {
				continue
			}
			if k.Save && p.Goal.Kind == ai.GoalSave || !k.Save && p.Goal.Kind == ai.GoalCapture && p.Motif == k.Motif {
				out = append(out, p)
			}
		}
	}
	return out
}

// MakePractice returns up to n fresh exercise pages of kind k made from templates by a PracticeMaker of j and seed
// (see PracticeMaker.Next for what a page is and how the set varies); emit, when not nil, is given each page as soon
// as it is made, so that a learner can start on the first while the others are made. The set depends on seed and on
// the tables j keeps from earlier questions only: with a fresh judge (ai.NewJudge) the same seed makes the same set
// on any machine. It honours ctx; it fails with ErrNoPractice when it could make none, and returns fewer than n
// pages when no template gives another.
func MakePractice(ctx context.Context, j *ai.Judge, templates []*Page, k PracticeKind, n int, seed uint64, emit func(Page)) ([]Page, error) {
	m := NewPracticeMaker(j, seed)
	var out []Page
	for len(out) < n {
		p, err := m.Next(ctx, templates, k)
		if errors.Is(err, ErrNoPractice) && len(out) > 0 {
			break
		}
		if err != nil {
			return nil, err
		}
		out = append(out, p)
		if emit != nil {
			emit(p)
		}
	}
	return out, nil
}
