package lesson

import (
	"errors"
	"fmt"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// The reasons a lesson file cannot be used, each wrapped in a *PageError that says on which page and what the
// reason names (the property and value written, the target, the colour it must be), so that the window can say
// it in the reader's language with the same details the command line prints.
var (
	// ErrNoTitle means the file has no page, or its first page has no title (GN).
	ErrNoTitle = errors.New("no pages or no title (GN)")
	// ErrNotAPoint means a property that lists points (AGTG, AGAN) names one off the board.
	ErrNotAPoint = errors.New("not a point of the board")
	// ErrUnknownGoal means the goal (AGGL) is none the judge knows.
	ErrUnknownGoal = errors.New("not a goal")
	// ErrUnknownLevel means a game page's computer level (AGLV) is none the program has.
	ErrUnknownLevel = errors.New("not a computer level")
	// ErrUnknownMotif means the taught tactic (AGMO) is none the judge names.
	ErrUnknownMotif = errors.New("not a motif")
	// ErrAnyWayValue means AGAW has another value than "yes".
	ErrAnyWayValue = errors.New("only AGAW[yes] is known")
	// ErrNoTarget means a goal about chains (capture, save, live, kill) lists no target (AGTG).
	ErrNoTarget = errors.New("needs a target")
	// ErrTargetColor means a target of the goal is not a stone of the colour the goal is about.
	ErrTargetColor = errors.New("target is not a stone of the right colour")
	// ErrOneTarget means a goal about one chain (liberties, ladder) lists no stone, or more than one point.
	ErrOneTarget = errors.New("needs one stone as target")
	// ErrWinBoard means a win goal is set on a board the exact solver cannot read (see ai.CanSolve).
	ErrWinBoard = errors.New("win is judged on small first-capture boards only")
	// ErrCountRules means a count question is set on a board not played under Go rules.
	ErrCountRules = errors.New("count is asked of Go positions")
)

// PageError is why a lesson file cannot be used, and where: it wraps ErrBadLesson and the reason, one of the
// sentinels above, the SGF reader's *sgf.Error, or (for a goal that fits the checks here but not the judge's)
// the judge's own error.
type PageError struct {
	// File is the file's name.
	File string
	// Page is the page's number, from 1; 0 for a problem of the file as a whole.
	Page int
	// Line is the line the page starts on, from 1; 0 when unknown.
	Line int
	// Err is the reason.
	Err error
	// Prop and Value are the property whose value cannot be used and that value as written ("AGTG", "zz"); for
	// a goal that does not fit its position, "AGGL" and the goal.
	Prop, Value string
	// Point is the target that is wrong, in GTP coordinates ("A7"), for ErrTargetColor.
	Point string
	// Color is the colour the target must have, for ErrTargetColor.
	Color engine.Color
}

// Error says the file, the page and the reason, in English, as the lesson checker prints it.
func (e *PageError) Error() string {
	where := e.File
	if e.Page > 0 {
		where = fmt.Sprintf("%s:%d (page %d)", e.File, e.Line, e.Page)
	}
	what := e.Err.Error()
	switch {
	case errors.Is(e.Err, ErrTargetColor):
		what = fmt.Sprintf("%s target %s is not a %s stone", e.Value, e.Point, e.Color.Name())
	case e.Prop != "":
		what = fmt.Sprintf("%s[%s]: %s", e.Prop, e.Value, what)
	}
	return fmt.Sprintf("%v: %s: %s", ErrBadLesson, where, what)
}

// Unwrap returns ErrBadLesson and the reason, so that errors.Is finds either.
func (e *PageError) Unwrap() []error { return []error{ErrBadLesson, e.Err} }

// checkGoal reports whether goal g fits pos with learner to move, as ai.Goal.Check does, but with the reason as
// a sentinel and what it names in a *PageError (without its place, which Parse fills in).
func checkGoal(g ai.Goal, pos *engine.Position, learner engine.Color) error {
	goal := g.Kind.String()
	need := func(c engine.Color) error {
		if len(g.Targets) == 0 {
			return &PageError{Err: ErrNoTarget, Prop: PropGoal, Value: goal}
		}
		for _, t := range g.Targets {
			if pos.At(t) != c {
				return &PageError{Err: ErrTargetColor, Prop: PropGoal, Value: goal, Point: t.GTP(pos.Rows()), Color: c}
			}
		}
		return nil
	}
	switch g.Kind {
	case ai.GoalCapture, ai.GoalKill:
		return need(learner.Opponent())
	case ai.GoalSave, ai.GoalLive:
		return need(learner)
	case ai.GoalLiberties, ai.GoalLadder:
		if len(g.Targets) != 1 || !pos.At(g.Targets[0]).IsStone() {
			return &PageError{Err: ErrOneTarget, Prop: PropGoal, Value: goal}
		}
	case ai.GoalWin:
		if !ai.CanSolve(pos.Rules(), pos.Cols(), pos.Rows()) {
			return &PageError{Err: ErrWinBoard, Prop: PropGoal, Value: goal}
		}
	case ai.GoalCount:
		if pos.Rules().Kind != engine.Go {
			return &PageError{Err: ErrCountRules, Prop: PropGoal, Value: goal}
		}
	}
	if err := g.Check(pos, learner); err != nil { // a rule of the judge's this file does not know yet
		return &PageError{Err: err, Prop: PropGoal, Value: goal}
	}
	return nil
}
