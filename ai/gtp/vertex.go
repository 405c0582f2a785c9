package gtp

import (
	"errors"
	"slices"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Errors of argument parsing, worded as GNU Go words them so that scripts can compare both engines.
var (
	// ErrSyntax means a command has the wrong number or kind of arguments.
	ErrSyntax = errors.New("syntax error")
	// ErrInvalidColor means a colour argument is not black, white, b or w.
	ErrInvalidColor = errors.New("invalid color")
	// ErrInvalidVertex means a vertex argument is not a point of the board.
	ErrInvalidVertex = errors.New("invalid coordinate")
	// ErrInvalidColorOrVertex means a move argument pair could not be read.
	ErrInvalidColorOrVertex = errors.New("invalid color or coordinate")
)

// ParseColor reads a GTP colour: "b", "black", "w" or "white" in any case.
func ParseColor(s string) (engine.Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return engine.Black, nil
	case "w", "white":
		return engine.White, nil
	}
	return engine.Empty, ErrInvalidColor
}

// ColorWord returns "black" or "white".
func ColorWord(c engine.Color) string {
	if c == White {
		return "white"
	}
	return "black"
}

// White and Black shorten the engine's colours in this package.
const (
	Black = engine.Black
	White = engine.White
)

// parseVertex reads a board point (not "pass") on pos's board.
func parseVertex(pos *engine.Position, s string) (engine.Point, error) {
	pt, err := engine.ParseGTPPoint(s, pos.Cols(), pos.Rows())
	if err != nil || pt == engine.Pass {
		return engine.NoPoint, ErrInvalidVertex
	}
	return pt, nil
}

// parseMove reads a colour and a vertex (or "pass").
func parseMove(pos *engine.Position, args []string) (engine.Move, error) {
	if len(args) != 2 {
		return engine.Move{}, ErrInvalidColorOrVertex
	}
	c, err := ParseColor(args[0])
	if err != nil {
		return engine.Move{}, ErrInvalidColorOrVertex
	}
	pt, err := engine.ParseGTPPoint(args[1], pos.Cols(), pos.Rows())
	if err != nil {
		return engine.Move{}, ErrInvalidColorOrVertex
	}
	return engine.Move{Color: c, Point: pt}, nil
}

// SortPoints sorts points as GNU Go lists them: row by row from the top, left to right in each row.
func SortPoints(pts []engine.Point) {
	slices.SortFunc(pts, func(a, b engine.Point) int {
		if a.Row() != b.Row() {
			return a.Row() - b.Row()
		}
		return a.Col() - b.Col()
	})
}

// Vertices returns the points as a space-separated GTP vertex list in GNU Go's order.
func Vertices(pts []engine.Point, rows int) string {
	pts = slices.Clone(pts)
	SortPoints(pts)
	words := make([]string, len(pts))
	for i, p := range pts {
		words[i] = p.GTP(rows)
	}
	return strings.Join(words, " ")
}

// vertexWord returns the GTP name of a move point in GNU Go's spelling ("PASS", "D4").
func vertexWord(pt engine.Point, rows int) string {
	if pt == engine.Pass {
		return "PASS"
	}
	return pt.GTP(rows)
}
