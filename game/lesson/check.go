package lesson

import (
	"context"
	"fmt"
	"slices"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// PageReport is what the engine says of one page: for an exercise every move it accepts and the refutation of
// every other legal move; for a question its answer; and the problems that keep the page from being used.
type PageReport struct {
	Page *Page
	// Accepted are the moves (or, for pointing goals, the points) the engine accepts, in board order.
	Accepted []engine.Point
	// Lines maps every accepted move of a move exercise to the line that proves it, the move first.
	Lines map[engine.Point][]engine.Point
	// Refuted maps every other legal move to the line that refutes it (the opponent's answer first).
	Refuted map[engine.Point][]engine.Point
	// Aside maps the moves of a capture page that force a capture but not what it asks by the quickest way
	// (ai.AsideSlower, ai.AsideOffTask) to how they miss; they are neither accepted nor refuted.
	Aside map[engine.Point]ai.Aside
	// Undecided are the moves the engine could not decide within its limits.
	Undecided []engine.Point
	// MostNodes is the most reading nodes the judge spent on one move (or on the question): how close the page
	// comes to the judge's budget.
	MostNodes int
	// Answer is a question page's answer: whether the ladder works, whether Black wins the count.
	Answer bool
	// Problems says why the page cannot be used; empty for a good page.
	Problems []Problem
	known    bool // a question's answer was read to its end
}

// ProblemKind is a kind of problem the check finds on a page.
type ProblemKind uint8

const (
	// ProblemUnanswered: the engine cannot answer the page's question.
	ProblemUnanswered ProblemKind = iota + 1
	// ProblemUndecided: the engine cannot decide the moves at Points within its limits.
	ProblemUndecided
	// ProblemAllCorrect: every move is correct, so the page teaches nothing.
	ProblemAllCorrect
	// ProblemNoMotif: no intended answer's line shows the page's motif (Motif).
	ProblemNoMotif
	// ProblemNoneCorrect: no move is correct.
	ProblemNoneCorrect
	// ProblemWrongAnswer: the intended answer at Points[0] is not among the moves the engine accepts.
	ProblemWrongAnswer
)

// Problem is one problem the check finds on a page, with what it names.
type Problem struct {
	Kind ProblemKind
	// Points are the moves the problem is about, for ProblemUndecided and ProblemWrongAnswer.
	Points []engine.Point
	// Rows is the height of the page's board, for writing Points in GTP coordinates.
	Rows int
	// Goal is the page's goal, for ProblemUnanswered.
	Goal ai.GoalKind
	// Motif is the page's motif, for ProblemNoMotif.
	Motif ai.Motif
}

// GTP writes the problem's points in GTP coordinates, separated by spaces ("A7 B6").
func (p Problem) GTP() string { return gtp(p.Points, p.Rows) }

// String says the problem in one English sentence, as atarigo-lessons prints it.
func (p Problem) String() string {
	switch p.Kind {
	case ProblemUnanswered:
		return fmt.Sprintf("the engine cannot answer the question (%s)", p.Goal)
	case ProblemUndecided:
		return "the engine cannot decide " + p.GTP()
	case ProblemAllCorrect:
		return "every move is correct"
	case ProblemNoMotif:
		return fmt.Sprintf("no intended answer's line shows a %s", p.Motif)
	case ProblemNoneCorrect:
		return "no move is correct"
	case ProblemWrongAnswer:
		return fmt.Sprintf("the intended answer %s is not correct", p.GTP())
	}
	return fmt.Sprintf("problem(%d)", uint8(p.Kind))
}

// CheckPage asks the judge about every legal move of an exercise (or answers its question) and reports what it
// proves, and the problems: no correct move, every move correct, an undecided move, an intended answer the engine
// does not accept, or a taught motif that no intended answer's line shows.
func CheckPage(ctx context.Context, j *ai.Judge, p *Page) (PageReport, error) {
	r := PageReport{Page: p, Lines: map[engine.Point][]engine.Point{}, Refuted: map[engine.Point][]engine.Point{},
		Aside: map[engine.Point]ai.Aside{}}
	start := p.Start()
	switch p.Kind {
	case PageShow, PageGame:
		return r, nil
	case PageQuestion:
		v, err := Judge(ctx, j, AskJudge{Position: start, Goal: p.Goal, Move: engine.NoPoint})
		if err != nil {
			return r, err
		}
		if p.Goal.Kind == ai.GoalLadder {
			r.MostNodes = j.Spent()
		}
		r.Answer, r.known = v.Works, v.Known
		r.Problems = r.problems()
		return r, nil
	}
	switch p.Goal.Kind {
	case ai.GoalLiberties:
		r.Accepted = start.LibertyPoints(p.Goal.Targets[0], nil)
	case ai.GoalAtari:
		for _, pt := range start.Points(nil) {
			if start.At(pt).IsStone() && start.InAtari(pt) {
				r.Accepted = append(r.Accepted, pt)
			}
		}
	default:
		for _, m := range start.LegalMoves(nil) {
			if m == engine.Pass {
				continue
			}
			v, err := j.Move(ctx, &start, p.Goal, m)
			if err != nil {
				return r, err
			}
			r.MostNodes = max(r.MostNodes, j.Spent())
			switch {
			case !v.Known:
				r.Undecided = append(r.Undecided, m)
			case v.Correct:
				r.Accepted = append(r.Accepted, m)
				r.Lines[m] = append([]engine.Point{m}, v.Line...)
			case v.Aside != ai.AsideNone:
				r.Aside[m] = v.Aside
			default:
				r.Refuted[m] = v.Line
			}
		}
	}
	r.Problems = r.problems()
	return r, nil
}

// problems returns the problems the report shows of its page: a question the engine cannot answer; or no correct
// move, every move correct, an undecided move, an intended answer the engine does not accept, or a taught motif that
// no intended answer's line shows. It reads only what the judge found, so that a page whose intended answers change
// is checked again without judging its moves again (Recheck).
func (r *PageReport) problems() []Problem {
	p := r.Page
	start := p.Start()
	var out []Problem
	problem := func(pr Problem) {
		pr.Rows = start.Rows()
		out = append(out, pr)
	}
	switch {
	case p.Kind == PageQuestion:
		if !r.known {
			problem(Problem{Kind: ProblemUnanswered, Goal: p.Goal.Kind})
		}
		return out
	case p.Kind != PageExercise:
		return nil
	case p.Goal.Kind != ai.GoalLiberties && p.Goal.Kind != ai.GoalAtari:
		if len(r.Undecided) > 0 {
			problem(Problem{Kind: ProblemUndecided, Points: r.Undecided})
		}
		if len(r.Refuted) == 0 && len(r.Aside) == 0 && len(r.Undecided) == 0 {
			problem(Problem{Kind: ProblemAllCorrect})
		}
		if p.Motif != ai.MotifNone && p.Goal.Kind == ai.GoalCapture {
			shown := false
			for _, a := range p.Answers {
				if l, ok := r.Lines[a]; ok && ai.LineMotif(&start, l, p.Goal.Targets) == p.Motif {
					shown = true
				}
			}
			if !shown {
				problem(Problem{Kind: ProblemNoMotif, Motif: p.Motif})
			}
		}
	}
	if len(r.Accepted) == 0 {
		problem(Problem{Kind: ProblemNoneCorrect})
	}
	for _, a := range p.Answers {
		if !slices.Contains(r.Accepted, a) {
			problem(Problem{Kind: ProblemWrongAnswer, Points: []engine.Point{a}})
		}
	}
	return out
}

// Recheck returns the report of page p, which has the report's page's position and goal (ai.Goal) and differs from
// it at most in its intended answers (AGAN, AGOA), its motif (AGMO) and its words: the moves as the judge decided
// them, the problems found anew.
func (r PageReport) Recheck(p *Page) PageReport {
	r.Page = p
	r.Problems = r.problems()
	return r
}

// gtp writes points in GTP coordinates, separated by spaces.
func gtp(pts []engine.Point, rows int) string {
	s := ""
	for i, p := range pts {
		if i > 0 {
			s += " "
		}
		s += p.GTP(rows)
	}
	return s
}

// CheckLesson checks every page of l (CheckPage) with judge j and returns their reports in page order; it stops
// with ctx's error when ctx is cancelled.
func CheckLesson(ctx context.Context, j *ai.Judge, l *Lesson) ([]PageReport, error) {
	out := make([]PageReport, 0, len(l.Pages))
	for i := range l.Pages {
		r, err := CheckPage(ctx, j, &l.Pages[i])
		if err != nil {
			return out, err
		}
		if err := ctx.Err(); err != nil {
			return out, err
		}
		out = append(out, r)
	}
	return out, nil
}
