package gtp

import (
	"errors"
	"strconv"

	"github.com/seed593a7f8d/atarigo/engine"
)

var (
	errInvalidHandicap = errors.New("invalid handicap")
	errBoardNotEmpty   = errors.New("board not empty")
)

// boardEmpty reports whether no move was played and no stone stands on the board.
func (s *Server) boardEmpty() bool {
	if len(s.steps) != 1 {
		return false
	}
	p := s.pos()
	return p.EmptyCount() == p.Cols()*p.Rows()
}

// setHandicap puts black stones on the empty board as the start position's setup, with White to move.
func (s *Server) setHandicap(pts []engine.Point) error {
	p, err := engine.NewPosition(s.cols, s.rows, s.gameRules())
	if err != nil {
		return err
	}
	for _, pt := range pts {
		if err := p.Place(pt, engine.Black); err != nil {
			return err
		}
	}
	if err := p.Validate(); err != nil {
		return err
	}
	p.SetToMove(engine.White)
	s.steps = []step{{setup: engine.Setup{Black: append([]engine.Point(nil), pts...)}, toPlay: engine.White, pos: p}}
	s.handicap = len(pts)
	return nil
}

// gtpHandicap returns the fixed handicap points of the GTP specification, as GNU Go places them: on the third
// line of boards up to 11×11 and the fourth line of larger ones; 2 and 3 stones take the lower left and upper
// right corners and then the upper left; 5 and 7 add the centre, 6 and 8 the middles of the left and right
// sides, 8 and 9 those of the top and bottom. Boards of 7, 8 or an even number of lines take at most 4; boards
// under 7 lines take none. Rectangular boards (which GTP does not have) get engine.HandicapPoints.
func gtpHandicap(cols, rows, n int) ([]engine.Point, error) {
	if cols != rows {
		return engine.HandicapPoints(cols, rows, n)
	}
	size := cols
	limit := 9
	switch {
	case size < 7:
		limit = 0
	case size < 9 || size%2 == 0:
		limit = 4
	}
	if n < 2 || n > limit {
		return nil, errInvalidHandicap
	}
	edge := 2
	if size >= 12 {
		edge = 3
	}
	lo, hi, mid := edge, size-1-edge, size/2
	lowerLeft, upperRight, upperLeft, lowerRight := engine.Pt(lo, hi), engine.Pt(hi, lo), engine.Pt(lo, lo), engine.Pt(hi, hi)
	pts := []engine.Point{lowerLeft, upperRight, upperLeft, lowerRight}[:min(n, 4)]
	if n >= 6 {
		pts = append(pts, engine.Pt(lo, mid), engine.Pt(hi, mid))
	}
	if n >= 8 {
		pts = append(pts, engine.Pt(mid, lo), engine.Pt(mid, hi))
	}
	if n%2 == 1 && n >= 5 {
		pts = append(pts, engine.Pt(mid, mid))
	}
	return pts, nil
}

// handicapCount reads the stone count argument of the handicap commands.
func handicapCount(args []string) (int, error) {
	if len(args) != 1 {
		return 0, errors.New("handicap takes one number")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return 0, errors.New("handicap not an integer")
	}
	return n, nil
}

func cmdFixedHandicap(s *Server, args []string) (string, error) {
	n, err := handicapCount(args)
	if err != nil {
		return "", err
	}
	if !s.boardEmpty() {
		return "", errBoardNotEmpty
	}
	pts, err := gtpHandicap(s.cols, s.rows, n)
	if err != nil {
		return "", errInvalidHandicap
	}
	if err := s.setHandicap(pts); err != nil {
		return "", err
	}
	return Vertices(pts, s.rows), nil
}

func cmdPlaceFreeHandicap(s *Server, args []string) (string, error) {
	n, err := handicapCount(args)
	if err != nil {
		return "", err
	}
	if !s.boardEmpty() {
		return "", errBoardNotEmpty
	}
	if n < 2 || n >= s.cols*s.rows {
		return "", errInvalidHandicap
	}
	pts := freeHandicap(s.cols, s.rows, n)
	if err := s.setHandicap(pts); err != nil {
		return "", err
	}
	return Vertices(pts, s.rows), nil
}

// freeHandicap chooses n points: the fixed handicap points as far as the board has them, then each further
// stone on the empty point farthest from the stones already chosen (ties to the first in reading order).
func freeHandicap(cols, rows, n int) []engine.Point {
	var pts []engine.Point
	for k := min(n, 9); k >= 2; k-- {
		if fixed, err := gtpHandicap(cols, rows, k); err == nil {
			pts = fixed
			break
		}
	}
	for len(pts) < n {
		best, bestD := engine.NoPoint, -1
		for r := 0; r < rows; r++ {
			for c := 0; c < cols; c++ {
				pt := engine.Pt(c, r)
				d := 1 << 30
				for _, q := range pts {
					if q == pt {
						d = -1
						break
					}
					d = min(d, abs(q.Col()-c)+abs(q.Row()-r))
				}
				// Keep off the edge while the board has room.
				if d > 0 && (c == 0 || r == 0 || c == cols-1 || r == rows-1) && cols > 4 && rows > 4 {
					d--
				}
				if d > bestD {
					best, bestD = pt, d
				}
			}
		}
		if bestD < 0 {
			break
		}
		pts = append(pts, best)
	}
	return pts
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func cmdSetFreeHandicap(s *Server, args []string) (string, error) {
	if !s.boardEmpty() {
		return "", errBoardNotEmpty
	}
	if len(args) < 2 || len(args) >= s.cols*s.rows {
		return "", errInvalidHandicap
	}
	seen := map[engine.Point]bool{}
	var pts []engine.Point
	for _, a := range args {
		pt, err := parseVertex(s.pos(), a)
		if err != nil {
			return "", err
		}
		if seen[pt] {
			return "", errors.New("repeated vertex")
		}
		seen[pt] = true
		pts = append(pts, pt)
	}
	if err := s.setHandicap(pts); err != nil {
		return "", errInvalidHandicap
	}
	return "", nil
}
