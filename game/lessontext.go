package game

import (
	"errors"
	"io/fs"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// lessonReasons maps the reasons a lesson file cannot be used to the catalog keys that say them as parts of a
// sentence, each filled with the property and value written ("AGTG[zz] is not a point of the board").
var lessonReasons = []struct {
	err error
	key string
}{
	{lesson.ErrNoTitle, "lesson.problem.no_title"},
	{lesson.ErrNotAPoint, "lesson.problem.not_a_point"},
	{lesson.ErrUnknownGoal, "lesson.problem.unknown_goal"},
	{lesson.ErrUnknownLevel, "lesson.problem.unknown_level"},
	{lesson.ErrUnknownMotif, "lesson.problem.unknown_motif"},
	{ai.ErrNoTarget, "lesson.problem.no_target"},
	{ai.ErrOneTarget, "lesson.problem.one_target"},
	{ai.ErrWinBoard, "lesson.problem.win_board"},
	{ai.ErrCountRules, "lesson.problem.count_rules"},
	{ai.ErrConnected, "lesson.problem.connected"},
}

// LessonProblem says in t's language, as a part of a sentence, why a lesson file cannot be used, with the
// reader's details: the page and its line, and the reason with the property, value, target and colour it
// names ("page 2 (line 5): the target A7 of AGGL[capture] is not a White stone"). For an error that is no
// *lesson.PageError it gives the sentence part of its sentinel.
func LessonProblem(t *Translator, err error) string {
	var pe *lesson.PageError
	if !errors.As(err, &pe) {
		return problemPart(t, err)
	}
	what := lessonReason(t, pe)
	if pe.Page == 0 {
		return what
	}
	return t.T("lesson.where.page", pe.Page, pe.Line) + ": " + what
}

// FolderProblem says in t's language, as a part of a sentence, why a folder cannot be read (err from reading it):
// a file where it should be, a circle of links, the system's refusal, or what LessonProblem says of err.
func FolderProblem(t *Translator, err error) string {
	if errors.Is(err, fs.ErrPermission) {
		return t.T("files.problem.folder_not_allowed")
	}
	return problemPart(t, err)
}

// LessonErrorText says as a sentence why a lesson file cannot be used (LessonProblem).
func LessonErrorText(t *Translator, err error) string { return sentence(LessonProblem(t, err)) }

// lessonReason says the reason of pe as a part of a sentence.
func lessonReason(t *Translator, pe *lesson.PageError) string {
	written := pe.Prop + "[" + pe.Value + "]"
	switch {
	case errors.Is(pe.Err, ai.ErrTargetColor) && pe.Color == engine.White:
		return t.T("lesson.problem.target_white", pe.Point, written)
	case errors.Is(pe.Err, ai.ErrTargetColor):
		return t.T("lesson.problem.target_black", pe.Point, written)
	case errors.Is(pe.Err, ai.ErrWinBoard):
		return t.T("lesson.problem.win_board", written, ai.SolverMaxPoints)
	case errors.Is(pe.Err, lesson.ErrYesValue):
		return t.T("lesson.problem.yes_only", written, pe.Prop)
	case errors.Is(pe.Err, lesson.ErrNoTitle):
		return t.T("lesson.problem.no_title")
	}
	for _, r := range lessonReasons {
		if errors.Is(pe.Err, r.err) {
			return t.T(r.key, written)
		}
	}
	if errors.Is(pe.Err, ai.ErrBadGoal) {
		return t.T("lesson.problem.goal_misfit", written)
	}
	return problemPart(t, pe.Err)
}

// problemPart says err as a part of a sentence: a file's problem (files.problem keys) with where the SGF reader
// found it, or the sentence of its sentinel without its full stop.
func problemPart(t *Translator, err error) string {
	key, _ := ErrorKey(err)
	if !strings.HasPrefix(key, problemPrefix) {
		s := t.T(key)
		return strings.TrimSuffix(s, ".")
	}
	return fileProblem(t, key, err)
}

// checkKeys maps the kinds of problem the lesson check finds to the catalog keys of their sentences.
var checkKeys = map[lesson.ProblemKind]string{
	lesson.ProblemUnanswered:  "lesson.check.unanswered",
	lesson.ProblemAllCorrect:  "lesson.check.all_correct",
	lesson.ProblemNoMotif:     "lesson.check.no_motif",
	lesson.ProblemNoneCorrect: "lesson.check.none_correct",
	lesson.ProblemWrongAnswer: "lesson.check.wrong_answer",
}

// CheckProblemText says a problem the lesson check found on a page as a sentence in t's language, with its
// moves in GTP coordinates ("The intended answer A7 (AGAN) is not correct: the judge does not accept it.").
func CheckProblemText(t *Translator, p lesson.Problem) string {
	switch p.Kind {
	case lesson.ProblemUndecided:
		return t.Plural("lesson.check.undecided", float64(len(p.Points)), p.GTP())
	case lesson.ProblemNoMotif:
		return t.T(checkKeys[p.Kind], lesson.PropMotif+"["+p.Motif.String()+"]")
	case lesson.ProblemWrongAnswer:
		return t.T(checkKeys[p.Kind], p.GTP())
	}
	if key, ok := checkKeys[p.Kind]; ok {
		return t.T(key)
	}
	return sentence(t.T(errorOther))
}
