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
	// ErrYesValue means a property that takes only "yes" (AGAW, AGOA) has another value.
	ErrYesValue = errors.New("only yes is known for this property")
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
	case errors.Is(e.Err, ai.ErrTargetColor):
		what = fmt.Sprintf("%s target %s is not a %s stone", e.Value, e.Point, e.Color.Name())
	case e.Prop != "":
		what = fmt.Sprintf("%s[%s]: %s", e.Prop, e.Value, what)
	}
	return fmt.Sprintf("%v: %s: %s", ErrBadLesson, where, what)
}

// Unwrap returns ErrBadLesson and the reason, so that errors.Is finds either.
func (e *PageError) Unwrap() []error { return []error{ErrBadLesson, e.Err} }

// checkGoal reports whether goal g fits pos with learner to move by the judge's rules (ai.Goal.Check), with the
// reason and what it names in a *PageError (without its place, which Parse fills in).
func checkGoal(g ai.Goal, pos *engine.Position, learner engine.Color) error {
	err := g.Check(pos, learner)
	if err == nil {
		return nil
	}
	pe := &PageError{Err: err, Prop: PropGoal, Value: g.Kind.String()}
	var ge *ai.GoalError
	if errors.As(err, &ge) {
		pe.Err = ge.Err
		if errors.Is(ge.Err, ai.ErrTargetColor) {
			pe.Point, pe.Color = ge.Target.GTP(pos.Rows()), ge.Color
		}
	}
	return pe
}
