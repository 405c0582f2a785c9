package gtp

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// ErrGameOver is the GTP error of play and genmove in a finished game.
var ErrGameOver = errors.New("game is over")

func cmdBoardsize(s *Server, args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("boardsize takes one number")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return "", errors.New("boardsize not an integer")
	}
	if n < engine.MinSize || n > engine.MaxSize {
		return "", errors.New("unacceptable size")
	}
	return "", s.newBoard(n, n)
}

// cmdRectangularBoardsize is "rectangular_boardsize COLUMNS ROWS" (KataGo's extension; "boardsize" stays
// square): an empty board of that size.
func cmdRectangularBoardsize(s *Server, args []string) (string, error) {
	if len(args) != 2 {
		return "", errors.New("rectangular_boardsize takes two numbers")
	}
	cols, err1 := strconv.Atoi(args[0])
	rows, err2 := strconv.Atoi(args[1])
	if err1 != nil || err2 != nil {
		return "", errors.New("boardsize not an integer")
	}
	if cols < engine.MinSize || cols > engine.MaxSize || rows < engine.MinSize || rows > engine.MaxSize {
		return "", errors.New("unacceptable size")
	}
	return "", s.newBoard(cols, rows)
}

func cmdClearBoard(s *Server, _ []string) (string, error) {
	return "", s.newBoard(s.cols, s.rows)
}

func cmdKomi(s *Server, args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("komi takes one number")
	}
	k, err := strconv.ParseFloat(args[0], 64)
	if err != nil || !engine.KomiOK(k) { // NaN and infinities fail the range too
		return "", errors.New("komi not a float")
	}
	s.komi = k
	s.applyRules()
	return "", nil
}

// applyRules puts the current rules and komi into every position of the line.
func (s *Server) applyRules() {
	r := s.gameRules()
	steps := make([]step, len(s.steps))
	copy(steps, s.steps)
	for i := range steps {
		steps[i].pos.SetRules(r)
	}
	s.steps = steps
}

// overError returns ErrGameOver with the result when an Atari Go game at pos has ended by a capture (or a
// side without moves). A Go game never ends in GTP: after two passes play goes on, and the controller decides.
func overError(pos *engine.Position) error {
	if pos.Rules().Kind == engine.Go || !pos.Over() {
		return nil
	}
	o := pos.Outcome()
	if o.Winner.IsStone() {
		return fmt.Errorf("%w (%s won by %s)", ErrGameOver, o.Winner.Name(), o.Reason)
	}
	return fmt.Errorf("%w (%s)", ErrGameOver, o.Reason)
}

// resumed returns the position play goes on from: a Go position that two passes ended is returned with the
// passes forgotten (the same stones, captures and side to move, move number 0), any other position as it is.
func resumed(p *engine.Position) engine.Position {
	if p.Rules().Kind == engine.Go && p.Over() {
		return engine.NewGameFrom(*p).Root().Position()
	}
	return *p
}

// playMove plays m on the current position, for either colour (a move out of turn gives the move to that colour
// first, as a record of consecutive same-colour moves does), with superko under rules that have it.
func (s *Server) playMove(m engine.Move) error {
	cur := s.pos()
	if err := overError(cur); err != nil {
		return err
	}
	next := resumed(cur)
	if m.Color != next.ToMove() {
		next.SetToMove(m.Color)
	}
	if _, err := next.Play(m); err != nil {
		return fmt.Errorf("illegal move: %w", err)
	}
	if s.rules.Kind == engine.Go && s.rules.Superko && m.Point != engine.Pass {
		for i := range s.steps {
			if s.steps[i].pos.Hash() == next.Hash() {
				return fmt.Errorf("illegal move: %w", engine.ErrSuperko)
			}
		}
	}
	s.steps = append(s.steps[:len(s.steps):len(s.steps)], step{move: m, pos: next})
	return nil
}

// legalFor reports whether m may be played now (for either colour, superko included), with the reason when not.
func (s *Server) legalFor(m engine.Move) error {
	next := resumed(s.pos())
	if m.Color != next.ToMove() {
		next.SetToMove(m.Color)
	}
	if err := next.IsLegal(m); err != nil {
		return err
	}
	if s.rules.Kind == engine.Go && s.rules.Superko && m.Point != engine.Pass {
		if _, err := next.Play(m); err != nil {
			return err
		}
		for i := range s.steps {
			if s.steps[i].pos.Hash() == next.Hash() {
				return engine.ErrSuperko
			}
		}
	}
	return nil
}

func cmdPlay(s *Server, args []string) (string, error) {
	m, err := parseMove(s.pos(), args)
	if err != nil {
		return "", err
	}
	return "", s.playMove(m)
}

func cmdUndo(s *Server, _ []string) (string, error) {
	if len(s.steps) < 2 {
		return "", errors.New("cannot undo")
	}
	s.steps = s.steps[:len(s.steps)-1]
	return "", nil
}

func cmdShowboard(s *Server, _ []string) (string, error) {
	return "\n" + Diagram(s.pos()), nil
}

// Diagram draws pos as GNU Go's showboard does: coordinates on every side, X for Black, O for White,
// star points as '+', and the capture counts beside the second-last rows (rows 9 and 10 from the top on big boards).
func Diagram(pos *engine.Position) string {
	cols, rows := pos.Cols(), pos.Rows()
	var b strings.Builder
	letters := "   "
	for c := 0; c < cols; c++ {
		letters += engine.Pt(c, 0).GTP(rows)[:1] + " "
	}
	letters = strings.TrimRight(letters, " ")
	b.WriteString(letters + "\n")
	stars := starPoints(cols, rows)
	for r := 0; r < rows; r++ {
		fmt.Fprintf(&b, "%2d", rows-r)
		for c := 0; c < cols; c++ {
			pt := engine.Pt(c, r)
			ch := "."
			switch {
			case pos.At(pt) == engine.Black:
				ch = "X"
			case pos.At(pt) == engine.White:
				ch = "O"
			case stars[pt]:
				ch = "+"
			}
			b.WriteString(" " + ch)
		}
		fmt.Fprintf(&b, " %d", rows-r)
		switch capRow := min(rows-2, 8); r {
		case capRow:
			fmt.Fprintf(&b, "     WHITE (O) has captured %d stones", pos.Captures(engine.White))
		case capRow + 1:
			fmt.Fprintf(&b, "     BLACK (X) has captured %d stones", pos.Captures(engine.Black))
		}
		b.WriteByte('\n')
	}
	b.WriteString(letters)
	return b.String()
}

// starPoints returns the points GNU Go's showboard marks: on the third line of boards up to 11 lines (the
// fourth beyond), the corner points, on odd boards the centre too and from 13 lines the middles of the sides;
// 3×3 and 5×5 boards have their own patterns, 2×2 and 4×4 none. Rectangular boards get their corner points.
func starPoints(cols, rows int) map[engine.Point]bool {
	m := map[engine.Point]bool{}
	line := func(n int) int {
		if n <= 11 {
			return 2
		}
		return 3
	}
	if cols != rows {
		if cols >= 7 && rows >= 7 {
			for _, c := range []int{line(cols), cols - 1 - line(cols)} {
				for _, r := range []int{line(rows), rows - 1 - line(rows)} {
					m[engine.Pt(c, r)] = true
				}
			}
		}
		return m
	}
	n := cols
	switch n {
	case 2, 4:
		return m
	case 3:
		m[engine.Pt(1, 1)] = true
		return m
	case 5:
		for _, pt := range []engine.Point{engine.Pt(1, 1), engine.Pt(3, 1), engine.Pt(2, 2), engine.Pt(1, 3), engine.Pt(3, 3)} {
			m[pt] = true
		}
		return m
	}
	h, mid := line(n), n/2
	for _, c := range []int{h, n - 1 - h} {
		for _, r := range []int{h, n - 1 - h} {
			m[engine.Pt(c, r)] = true
		}
	}
	if n%2 == 1 {
		m[engine.Pt(mid, mid)] = true
		if n >= 12 {
			for _, pt := range []engine.Point{engine.Pt(mid, h), engine.Pt(mid, n-1-h), engine.Pt(h, mid), engine.Pt(n-1-h, mid)} {
				m[pt] = true
			}
		}
	}
	return m
}
