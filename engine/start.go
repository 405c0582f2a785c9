package engine

import (
	"fmt"
	"strings"
)

// Start is a start position: empty, crosscut or stable centre.
type Start uint8

const (
	// StartEmpty is the empty board.
	StartEmpty Start = iota
	// StartCrosscut is four stones in the centre, each colour on a diagonal.
	StartCrosscut
	// StartStable is four stones in the centre, a black pair beside a white pair.
	StartStable
)

// String returns "empty", "crosscut" or "stable".
func (s Start) String() string { return [...]string{"empty", "crosscut", "stable"}[s] }

// ParseStart reads "empty", "crosscut" or "stable".
func ParseStart(s string) (Start, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "empty", "":
		return StartEmpty, nil
	case "crosscut", "cross":
		return StartCrosscut, nil
	case "stable", "stable-centre", "stable-center":
		return StartStable, nil
	}
	return StartEmpty, fmt.Errorf("%w: start %q (want empty, crosscut or stable)", ErrBadRules, s)
}

// StartStones returns the black and white stones of a start position on a cols×rows board.
// The 2×2 block sits at column and row (n−1)/2: centred on even boards, holding the centre point at its top left on odd ones.
func StartStones(s Start, cols, rows int) (black, white []Point) {
	if s == StartEmpty || cols < 2 || rows < 2 {
		return nil, nil
	}
	c, r := (cols-1)/2, (rows-1)/2
	a, b, d, e := Pt(c, r), Pt(c+1, r), Pt(c, r+1), Pt(c+1, r+1)
	if s == StartCrosscut {
		return []Point{a, e}, []Point{b, d}
	}
	return []Point{a, d}, []Point{b, e}
}

// NewStart returns the start position s on a cols×rows board with first to move.
func NewStart(cols, rows int, rules Rules, s Start, first Color) (Position, error) {
	p, err := NewPosition(cols, rows, rules)
	if err != nil {
		return p, err
	}
	black, white := StartStones(s, cols, rows)
	for _, pt := range black {
		p.board[pt] = Black
		p.hash ^= zobrist[Black][pt]
	}
	for _, pt := range white {
		p.board[pt] = White
		p.hash ^= zobrist[White][pt]
	}
	p.rebuild()
	p.SetToMove(first)
	return p, nil
}

// ExtraStones returns the points of n black stones placed before a game to give Black a stronger start: the
// centre for one stone (on a board with a centre), and HandicapPoints for more.
func ExtraStones(cols, rows, n int) ([]Point, error) {
	if n == 1 {
		if cols%2 == 0 || rows%2 == 0 {
			return nil, fmt.Errorf("%w: a %d×%d board has no centre for one stone", ErrBadHandicap, cols, rows)
		}
		return []Point{Pt(cols/2, rows/2)}, nil
	}
	return HandicapPoints(cols, rows, n)
}

// MaxExtraStones is the most handicap stones an Atari Go game takes (ExtraStones).
const MaxExtraStones = 4

// HandicapStones returns Black's n handicap stones in a cols×rows game under rules: none for 0; in Go 2 to 9 on the
// standard points (HandicapPoints); in Atari Go, a stronger start, 1 (the centre) to MaxExtraStones (ExtraStones).
func HandicapStones(r Rules, cols, rows, n int) ([]Point, error) {
	switch {
	case n == 0:
		return nil, nil
	case r.Kind == Go:
		return HandicapPoints(cols, rows, n)
	case n > MaxExtraStones:
		return nil, fmt.Errorf("%w: at most %d extra stones in Atari Go", ErrBadHandicap, MaxExtraStones)
	}
	return ExtraStones(cols, rows, n)
}

// HandicapPoints returns the standard fixed handicap stones for n = 2…9 in placement order
// (2: opposite corners; 3, 4: more corners; 5, 7, 9 add the centre; 6, 8 add the sides). The third stone goes
// to Black's lower right as in the Japanese convention (GNU Go puts it at the upper left instead).
// Boards of 7 or 8 lines take at most 4; boards under 7 lines take none; even sizes have no centre or sides.
func HandicapPoints(cols, rows, n int) ([]Point, error) {
	if n < 2 || n > 9 {
		return nil, fmt.Errorf("%w: %d stones (2 to 9)", ErrBadHandicap, n)
	}
	maxFor := func(size int) int {
		switch {
		case size < 7:
			return 0
		case size < 9 || size%2 == 0:
			return 4
		}
		return 9
	}
	if m := min(maxFor(cols), maxFor(rows)); n > m {
		return nil, fmt.Errorf("%w: a %d×%d board takes at most %d handicap stones", ErrBadHandicap, cols, rows, m)
	}
	line := func(size int) int {
		if size >= 13 {
			return 3
		}
		return 2
	}
	lc, lr := line(cols), line(rows)
	left, right, top, bottom := lc, cols-1-lc, lr, rows-1-lr
	midC, midR := cols/2, rows/2
	// Corners: Black's upper right and lower left first, then lower right, then upper left.
	pts := []Point{Pt(right, top), Pt(left, bottom), Pt(right, bottom), Pt(left, top)}
	if n <= 4 {
		return pts[:n], nil
	}
	center := Pt(midC, midR)
	sidesLR := []Point{Pt(left, midR), Pt(right, midR)}
	sidesTB := []Point{Pt(midC, top), Pt(midC, bottom)}
	switch n {
	case 5:
		pts = append(pts, center)
	case 6:
		pts = append(pts, sidesLR...)
	case 7:
		pts = append(append(pts, sidesLR...), center)
	case 8:
		pts = append(append(pts, sidesLR...), sidesTB...)
	case 9:
		pts = append(append(append(pts, sidesLR...), sidesTB...), center)
	}
	return pts, nil
}
