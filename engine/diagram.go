package engine

import (
	"fmt"
	"strings"
)

// ErrBadDiagram means an ASCII board diagram could not be read.
var ErrBadDiagram = fmt.Errorf("bad board diagram")

// ParseDiagram reads an ASCII board: one line per row, X (or B, #) black, O (or W) white, '.' or '+' empty;
// spaces are ignored and blank lines skipped. Black is to move; chains without liberties are an error.
func ParseDiagram(s string, rules Rules) (Position, error) {
	var rows []string
	for _, line := range strings.Split(s, "\n") {
		line = strings.ReplaceAll(strings.TrimSpace(line), " ", "")
		if line != "" {
			rows = append(rows, line)
		}
	}
	if len(rows) == 0 {
		return Position{}, fmt.Errorf("%w: no rows", ErrBadDiagram)
	}
	cols := len(rows[0])
	p, err := NewPosition(cols, len(rows), rules)
	if err != nil {
		return p, fmt.Errorf("%w: %w", ErrBadDiagram, err)
	}
	for r, line := range rows {
		if len(line) != cols {
			return p, fmt.Errorf("%w: row %d has %d points, row 1 has %d", ErrBadDiagram, r+1, len(line), cols)
		}
		for c := 0; c < cols; c++ {
			var col Color
			switch line[c] {
			case 'X', 'x', 'B', '#', '@':
				col = Black
			case 'O', 'o', 'W':
				col = White
			case '.', '+', ',', '*':
				col = Empty
			default:
				return p, fmt.Errorf("%w: row %d column %d: unexpected %q", ErrBadDiagram, r+1, c+1, line[c])
			}
			p.board[Pt(c, r)] = col
			if col.IsStone() {
				p.hash ^= zobrist[col][Pt(c, r)]
			}
		}
	}
	p.rebuild()
	return p, p.Validate()
}

// MustDiagram is ParseDiagram for diagrams known to be right (tests, built-in positions); it panics on error.
func MustDiagram(s string, rules Rules) Position {
	p, err := ParseDiagram(s, rules)
	if err != nil {
		panic(err)
	}
	return p
}

// String draws the board as rows of "X O ." separated by spaces, one line per row.
func (p *Position) String() string {
	var b strings.Builder
	for r := 0; r < int(p.rows); r++ {
		for c := 0; c < int(p.cols); c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			switch p.board[Pt(c, r)] {
			case Black:
				b.WriteByte('X')
			case White:
				b.WriteByte('O')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
