package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxSize is the largest number of rows or columns a board may have.
const MaxSize = 19

// MinSize is the smallest number of rows or columns a board may have.
const MinSize = 2

// Stride is the distance between vertically adjacent points in the padded 1-D board.
const Stride = MaxSize + 1

// MaxPoints is the length of the padded 1-D board array (the border included).
const MaxPoints = (MaxSize+2)*Stride + 1

// Point is an index into the padded 1-D board: column c, row r (row 0 at the top) is (r+1)·Stride + c + 1.
// The zero value NoPoint is never on a board; Pass is a move, not a place.
type Point int16

const (
	// NoPoint marks the absence of a point (no ko, no last move).
	NoPoint Point = 0
	// Pass is the point of a passing move.
	Pass Point = -1
)

// Pt returns the point at column col and row row, counted from 0 at the top left.
func Pt(col, row int) Point { return Point((row+1)*Stride + col + 1) }

// Col returns the point's column, 0 at the left.
func (p Point) Col() int { return int(p)%Stride - 1 }

// Row returns the point's row, 0 at the top.
func (p Point) Row() int { return int(p)/Stride - 1 }

// neighbours of p in the padded board: up, left, right, down.
var dirs = [4]Point{-Stride, -1, 1, Stride}

// diagonals of p in the padded board.
var diags = [4]Point{-Stride - 1, -Stride + 1, Stride - 1, Stride + 1}

// SGF returns the point as SGF coordinates ("aa" is the top left); Pass is the empty string.
func (p Point) SGF() string {
	if p == Pass || p == NoPoint {
		return ""
	}
	return string([]byte{byte('a' + p.Col()), byte('a' + p.Row())})
}

// ParseSGFPoint reads SGF coordinates for a board of the given size; "" and "tt" (on boards up to 19×19) are Pass.
func ParseSGFPoint(s string, cols, rows int) (Point, error) {
	if s == "" || (s == "tt" && cols <= 19 && rows <= 19) {
		return Pass, nil
	}
	if len(s) != 2 {
		return NoPoint, fmt.Errorf("%w: %q is not two letters", ErrBadCoordinate, s)
	}
	c, r := sgfLetter(s[0]), sgfLetter(s[1])
	if c < 0 || r < 0 || c >= cols || r >= rows {
		return NoPoint, fmt.Errorf("%w: %q is off the %d×%d board", ErrBadCoordinate, s, cols, rows)
	}
	return Pt(c, r), nil
}

func sgfLetter(b byte) int {
	switch {
	case b >= 'a' && b <= 'z':
		return int(b - 'a')
	case b >= 'A' && b <= 'Z':
		return int(b-'A') + 26
	}
	return -1
}

const gtpLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// GTP returns the point in GTP notation (column letter without I, row number from the bottom) on a board with the given rows.
func (p Point) GTP(rows int) string {
	if p == Pass {
		return "pass"
	}
	if p == NoPoint {
		return ""
	}
	return string(gtpLetters[p.Col()]) + strconv.Itoa(rows-p.Row())
}

// ParseGTPPoint reads a GTP vertex ("D4", "pass") for a board of the given size.
func ParseGTPPoint(s string, cols, rows int) (Point, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	if s == "PASS" {
		return Pass, nil
	}
	if len(s) < 2 {
		return NoPoint, fmt.Errorf("%w: %q", ErrBadCoordinate, s)
	}
	c := strings.IndexByte(gtpLetters, s[0])
	n, err := strconv.Atoi(s[1:])
	if c < 0 || err != nil {
		return NoPoint, fmt.Errorf("%w: %q", ErrBadCoordinate, s)
	}
	r := rows - n
	if c >= cols || r < 0 || r >= rows {
		return NoPoint, fmt.Errorf("%w: %q is off the %d×%d board", ErrBadCoordinate, s, cols, rows)
	}
	return Pt(c, r), nil
}

// Move is a stone of a colour played at a point, or a pass when Point is Pass.
type Move struct {
	Color Color
	Point Point
}

// IsPass reports whether the move is a pass.
func (m Move) IsPass() bool { return m.Point == Pass }

// String returns the move in SGF style, "B[cd]"; a pass is "B[]".
func (m Move) String() string { return m.Color.String() + "[" + m.Point.SGF() + "]" }
