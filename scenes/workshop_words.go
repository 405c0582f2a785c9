package scenes

import (
	"errors"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// This file says in the teacher's language what the engine proved of a page made in the workshop: why a draft
// cannot be a page, what the examination found, each try's verdict and line, and what the learner would read at
// the end of each try, which is the lesson page's own sentence (feedback, tutorial_words.go) for the exercise the
// try ended in. Nothing here adds a claim the engine did not prove.

// draftProblemText says why a draft cannot be a page, or why the engine could not judge it.
func draftProblemText(ctx *Context, err error) string {
	tr := ctx.Tr
	var ge *ai.GoalError
	switch {
	case errors.Is(err, engine.ErrNoLiberties):
		return tr.T("workshop.problem.no_liberties")
	case errors.Is(err, lesson.ErrBoardTooLarge):
		return tr.T("workshop.problem.too_large", lesson.MaxExerciseSide, lesson.MaxExerciseSide)
	case errors.Is(err, lesson.ErrTwoChains):
		return tr.T("workshop.problem.two_chains")
	case errors.Is(err, lesson.ErrNotAStone):
		return tr.T("workshop.problem.not_a_stone")
	case errors.As(err, &ge) && errors.Is(err, ai.ErrTargetColor) && ge.Color == engine.Black:
		return tr.T("workshop.problem.target_black")
	case errors.Is(err, ai.ErrTargetColor):
		return tr.T("workshop.problem.target_white")
	case errors.Is(err, ai.ErrNoTarget) && errors.As(err, &ge):
		return tr.T("workshop.problem.no_target") // the task needs a chain and has none
	case errors.Is(err, ai.ErrNoTarget):
		return tr.T("workshop.problem.no_chains") // a chain clicked for a task about none
	case errors.Is(err, ai.ErrOneTarget):
		return tr.T("workshop.problem.no_target")
	case errors.Is(err, ai.ErrWinBoard):
		return tr.T("workshop.problem.win_board", ai.SolverMaxPoints)
	case errors.Is(err, ai.ErrCountRules):
		return tr.T("workshop.problem.count_rules")
	case errors.Is(err, ai.ErrConnected):
		return tr.T("workshop.problem.connected")
	}
	return tr.T("study.error", ctx.ErrorText(err))
}

// examText says what the engine found of the page, and whether it can be saved as what it asks (ok false: it can
// only be a show page).
func examText(ctx *Context, x *lesson.Examination) (text string, ok bool) {
	tr := ctx.Tr
	p, r := x.Page, &x.Report
	if !x.Exercise() {
		if p.Kind == lesson.PageShow {
			return tr.T("workshop.verdict.show"), true
		}
		var parts []string
		for _, pr := range r.Problems {
			if pr.Kind == lesson.ProblemNoMotif {
				parts = append(parts, tr.T("workshop.problem.no_motif", tr.T("coach.with."+pr.Motif.String())))
				continue
			}
			parts = append(parts, game.CheckProblemText(tr, pr))
		}
		parts = append(parts, tr.T("workshop.verdict.show_only"))
		return strings.Join(parts, " "), false
	}
	if p.Kind == lesson.PageQuestion {
		if p.Goal.Kind == ai.GoalCount {
			start := p.Start()
			sc := start.Score(nil)
			key := "workshop.verdict.count_no"
			if r.Answer {
				key = "workshop.verdict.count_yes"
			}
			return tr.T(key, ctx.Num(sc.Total[engine.Black]), ctx.Num(sc.Total[engine.White])), true
		}
		if r.Answer {
			return tr.T("workshop.verdict.ladder_yes"), true
		}
		return tr.T("workshop.verdict.ladder_no"), true
	}
	parts := []string{tr.Plural("workshop.verdict.right", float64(len(r.Accepted)), len(r.Accepted))}
	if n := len(r.Refuted); n > 0 {
		parts = append(parts, tr.Plural("workshop.verdict.refuted", float64(n), n))
	}
	if n := len(r.Aside); n > 0 {
		parts = append(parts, tr.Plural("workshop.verdict.aside", float64(n), n))
	}
	parts = append(parts, tr.T("workshop.verdict.exercise"))
	return strings.Join(parts, " "), true
}

// tryMove writes a try's first move, or its answer.
func tryMove(ctx *Context, t workshopTry, rows int) string {
	if t.kind == tryAnswer {
		if t.try.Yes {
			return ctx.Tr.T("common.yes")
		}
		return ctx.Tr.T("common.no")
	}
	return t.try.Move.GTP(rows)
}

// tryVerdict says how the engine judged a try's first move: right, refuted, set aside (and why), or for an answer
// whether it is the right one.
func tryVerdict(ctx *Context, x *lesson.Examination, t workshopTry) string {
	tr := ctx.Tr
	switch t.kind {
	case tryRight:
		return tr.T("workshop.try.right")
	case tryWrong:
		return tr.T("workshop.try.wrong")
	case tryAside:
		switch x.Report.Aside[t.try.Move] {
		case ai.AsideSlower:
			return tr.T("workshop.try.slower")
		case ai.AsideOffTask:
			return tr.T("workshop.try.off_task")
		}
		return tr.T("workshop.try.other_way")
	}
	if t.try.Yes == x.Report.Answer {
		return tr.T("workshop.try.right")
	}
	return tr.T("workshop.try.wrong_answer")
}

// lineText writes a line's moves in coordinates, one after another.
func lineText(ctx *Context, start *engine.Position, line []engine.Point) string {
	var moves []string
	for _, m := range line {
		moves = append(moves, m.GTP(start.Rows()))
	}
	return strings.Join(moves, " → ")
}

// learnerSays returns what the lesson page would say at the end of try on page p: the exercise's Said, in the
// words of the lesson page for an own lesson (every term taught).
func learnerSays(ctx *Context, p *lesson.Page, t lesson.Try) string {
	f := feedback{phase: phaseSaid, goal: p.Goal.Kind, taught: lesson.AllTaught}
	f.exercise(ctx, t.Exercise, p, t.Yes)
	text, _ := f.text(ctx)
	return text
}
