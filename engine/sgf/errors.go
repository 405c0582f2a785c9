package sgf

import (
	"errors"
	"fmt"
)

// Sentinel errors of the package, wrapped in an *Error that names the place in the file; test them with errors.Is.
var (
	// ErrSyntax means the text is not SGF: a bracket, parenthesis or property is missing or out of place.
	ErrSyntax = errors.New("syntax error")
	// ErrTooLarge means the file or its game tree exceeds MaxFileSize, MaxNodes, MaxGameNodes or MaxSetupPoints.
	ErrTooLarge = errors.New("too large")
	// ErrTooManyNodes is the ErrTooLarge of a file or game tree with more than MaxNodes nodes.
	ErrTooManyNodes = fmt.Errorf("%w: more than %d nodes, the most that is read", ErrTooLarge, MaxNodes)
	// ErrTooDeep means variations are nested deeper than MaxDepth.
	ErrTooDeep = errors.New("variations nested too deeply")
	// ErrBadSize means the SZ property is not a board of 2 to 19 points on each side.
	ErrBadSize = errors.New("bad board size")
	// ErrIllegalMove means a move of the record breaks the rules (occupied point, suicide, ko); Warning returns it.
	ErrIllegalMove = errors.New("illegal move")
	// ErrBadSetup means setup stones (AB, AW, AE) leave a chain without liberties; Warning returns it.
	ErrBadSetup = errors.New("bad setup")
	// ErrBadValue means a property value cannot be read (a point off the board, a komi that is not a number).
	ErrBadValue = errors.New("bad property value")
	// ErrNotGo means the file records another game than Go (GM is not 1).
	ErrNotGo = errors.New("not a game of Go")
)

// Error is a problem found in an SGF file at a line and column (both counted from 1; Line is 0 when the
// problem has no place, as in a tree built in memory). Err is one of the sentinel errors above and Cause,
// when not nil, the engine error behind it. Limit is, for a file larger than its reader reads (ErrTooLarge), the
// most bytes that reader reads, so that a message can name it; 0 otherwise.
type Error struct {
	Line, Col int
	Err       error
	Msg       string
	Cause     error
	Limit     int64
}

// TooLarge returns the error of a file larger than limit bytes, the most its reader reads.
func TooLarge(limit int64) *Error {
	return &Error{Err: ErrTooLarge, Msg: fmt.Sprintf("the file is larger than %d bytes", limit), Limit: limit}
}

// Error returns "sgf: line L, column C: <kind>: <what was expected or found>".
func (e *Error) Error() string {
	s := "sgf: "
	if e.Line > 0 {
		s += fmt.Sprintf("line %d, column %d: ", e.Line, e.Col)
	}
	s += e.Err.Error()
	if e.Msg != "" {
		s += ": " + e.Msg
	}
	if e.Cause != nil {
		s += ": " + e.Cause.Error()
	}
	return s
}

// Unwrap returns the sentinel error and the cause, so errors.Is finds either.
func (e *Error) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Err, e.Cause}
	}
	return []error{e.Err}
}

// errAt returns an *Error of kind err at the place of node n (no place when n is nil or built in memory).
func errAt(n *Node, err error, format string, args ...any) *Error {
	e := &Error{Err: err, Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		e.Line, e.Col = n.Line, n.Col
	}
	return e
}
