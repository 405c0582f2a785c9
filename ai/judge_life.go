package ai

import (
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Life and death in a small enclosed area is decided exactly: every move inside the area and the pass are
// searched, with the surrounding wall taken as alive. A group is dead when it is captured, alive when Benson's
// algorithm proves it unconditionally alive or when both sides pass with it on the board (seki counts as life).

// lifeMaxArea is the most empty points an area may have to be searched exhaustively.
const lifeMaxArea = 14

// lifeMaxNodes bounds one life-and-death search.
const lifeMaxNodes = 400000

// lifeSearch is one exhaustive search of a group's life.
type lifeSearch struct {
	owner    engine.Color
	group    engine.Point
	moves    []engine.Point
	memo     map[lifeKey]ReadResult
	nodes    int
	limit    int
	deadline time.Time // when set, the search gives up (ReadUnknown) after it
}

// lifeKey identifies a position of the search: stones, side to move and ko (Key), and passes in a row.
type lifeKey struct {
	key    uint64
	passes int
}

// lifeArea returns the points of the enclosed area of the group at target: the empty points and the
// opponent's inner stones reachable from it without crossing the opponent's outer chains. ok is false when the
// area is too large to be enclosed.
func lifeArea(pos *engine.Position, target engine.Point) (area []engine.Point, ok bool) {
	area, _, ok = lifeRegion(pos, target)
	return area, ok
}

// lifeRegion returns the area of the group at target (lifeArea) and its wall: a stone of each of the opponent's
// outer chains next to a point of the area or to a stone of the group's owner that the area joins to the chain
// at target. The exact search takes the wall as alive.
func lifeRegion(pos *engine.Position, target engine.Point) (area, wall []engine.Point, ok bool) {
	owner := pos.At(target)
	var seen, walls engine.PointSet
	stack := []engine.Point{target}
	seen.Add(target)
	empties := 0
	for len(stack) > 0 {
		pt := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if pos.At(pt) != owner {
			area = append(area, pt)
		}
		for _, n := range engine.Neighbors(pt) {
			if !pos.OnBoard(n) || seen.Has(n) {
				continue
			}
			c := pos.At(n)
			if c == owner.Opponent() && !innerChain(pos, n, owner) {
				if h := pos.ChainHead(n); !walls.Has(h) {
					walls.Add(h)
					wall = append(wall, n)
				}
				continue
			}
			seen.Add(n)
			if c == engine.Empty {
				if empties++; empties > lifeMaxArea {
					return nil, nil, false
				}
			}
			stack = append(stack, n)
		}
	}
	return area, wall, true
}

// innerChain reports whether the opponent's chain at pt lies inside owner's area: every liberty of it touches
// a stone of owner, so it is not part of the outside wall.
func innerChain(pos *engine.Position, pt engine.Point, owner engine.Color) bool {
	if pos.ChainSize(pt) > 3 {
		return false
	}
	for _, lib := range pos.LibertyPoints(pt, nil) {
		touches := false
		for _, n := range engine.Neighbors(lib) {
			if pos.At(n) == owner {
				touches = true
			}
		}
		if !touches {
			return false
		}
	}
	return true
}

// lifeAndDeath decides the group at target with the side to move in pos to move: ReadCaptured when it dies,
// ReadSafe when it lives, ReadUnknown when its area is not small and enclosed or the search ran out.
func (j *Judge) lifeAndDeath(pos *engine.Position, target engine.Point) ReadResult {
	s, ok := newLifeSearch(pos, target)
	if !ok {
		return ReadUnknown
	}
	return s.search(pos, 0, 0)
}

// newLifeSearch prepares the search of the group at target.
func newLifeSearch(pos *engine.Position, target engine.Point) (*lifeSearch, bool) {
	if !pos.At(target).IsStone() {
		return nil, false
	}
	area, ok := lifeArea(pos, target)
	if !ok {
		return nil, false
	}
	return &lifeSearch{owner: pos.At(target), group: target, moves: area, memo: map[lifeKey]ReadResult{}, limit: lifeMaxNodes}, true
}

// search returns the group's fate with the side to move in pos to move, passes being the passes in a row.
func (s *lifeSearch) search(pos *engine.Position, depth, passes int) ReadResult {
	if pos.At(s.group) != s.owner {
		return ReadCaptured
	}
	if passes >= 2 {
		return ReadSafe
	}
	if alive, _ := pos.UnconditionalLife(s.owner); alive.Has(s.group) {
		return ReadSafe
	}
	if s.nodes&31 == 31 && !s.deadline.IsZero() && time.Now().After(s.deadline) {
		s.limit = s.nodes
	}
	if s.nodes >= s.limit || depth > 2*len(s.moves)+4 {
		return ReadUnknown
	}
	s.nodes++
	key := lifeKey{pos.Key(), passes}
	if r, ok := s.memo[key]; ok {
		return r
	}
	mover := pos.ToMove()
	want := ReadSafe // what the side to move plays for
	if mover != s.owner {
		want = ReadCaptured
	}
	res := want.other()
	for _, m := range s.moves {
		if pos.At(m) != engine.Empty || pos.IsLegal(engine.Move{Color: mover, Point: m}) != nil {
			continue
		}
		q := *pos
		q.PlayFast(m)
		r := s.search(&q, depth+1, 0)
		if r == want {
			res = want
			break
		}
		if r == ReadUnknown {
			res = ReadUnknown
		}
	}
	if res != want {
		q := *pos
		q.PlayPass()
		switch r := s.search(&q, depth+1, passes+1); {
		case r == want:
			res = want
		case r == ReadUnknown:
			res = ReadUnknown
		}
	}
	if res != ReadUnknown {
		s.memo[key] = res
	}
	return res
}

// bestMove returns a move inside the area that reaches the aim of the side to move in pos (life for the
// group's owner, capture for the other side) and that aim as the group's fate; when no move reaches it,
// engine.Pass and the opposite fate, or ReadUnknown when a move was left undecided (the pass itself is not
// searched).
func (s *lifeSearch) bestMove(pos *engine.Position) (engine.Point, ReadResult) {
	want := ReadSafe
	if pos.ToMove() != s.owner {
		want = ReadCaptured
	}
	res := want.other()
	for _, m := range s.moves {
		if pos.At(m) != engine.Empty || pos.IsLegal(engine.Move{Color: pos.ToMove(), Point: m}) != nil {
			continue
		}
		c := *pos
		c.PlayFast(m)
		switch s.search(&c, 0, 0) {
		case want:
			return m, want
		case ReadUnknown:
			res = ReadUnknown
		}
	}
	return engine.Pass, res
}

// other returns the opposite decided result (ReadSafe for ReadCaptured and back).
func (r ReadResult) other() ReadResult {
	switch r {
	case ReadSafe:
		return ReadCaptured
	case ReadCaptured:
		return ReadSafe
	}
	return ReadUnknown
}

// lifeLine plays out the life-and-death fight of the group at target from pos with mover to move: each side
// plays a move that reaches its aim when it has one, the pass otherwise, until the group is captured, proven
// alive, or both pass. It returns the moves (engine.Pass for a pass).
func (j *Judge) lifeLine(pos *engine.Position, target engine.Point, mover engine.Color) []engine.Point {
	s, ok := newLifeSearch(pos, target)
	if !ok {
		return nil
	}
	q := *pos
	q.SetToMove(mover)
	var line []engine.Point
	passes := 0
	for len(line) < 2*len(s.moves)+4 {
		if q.At(target) != s.owner || passes >= 2 {
			break
		}
		if alive, _ := q.UnconditionalLife(s.owner); alive.Has(target) {
			break
		}
		best, _ := s.bestMove(&q)
		if best == engine.Pass {
			q.PlayPass()
			passes++
		} else {
			q.PlayFast(best)
			passes = 0
		}
		line = append(line, best)
	}
	// A trailing pair of passes shows nothing on the board.
	for len(line) > 0 && line[len(line)-1] == engine.Pass {
		line = line[:len(line)-1]
	}
	return line
}
