package ai

import (
	"context"

	"github.com/seed593a7f8d/atarigo/engine"
)

// The quickest win: in capture-1 Atari Go, the fewest moves in which the side to move forces a capture whatever the
// opponent does, found by searching every move, so that "wins in N moves" is said only of an N that is proven both
// ways: N moves are enough against every defence, and N−1 are not against the best. The search is exact and cut
// only where the rules decide: a move that leaves a chain of the mover in atari loses (the opponent captures first);
// a move that puts chains in atari at two points wins (one move saves one of them, and nothing can be captured in
// return); a threat at one point has one answer, that point, as the defender captures nothing and a stone played
// elsewhere gives the chain no liberty. Only a move that threatens nothing lets the defender answer anywhere.

// QuickWinMoves is the most moves of the winner for which Hint searches out the quickest win; a longer win is said
// without its number of moves.
const QuickWinMoves = 3

// quickWinNodes bounds the positions one quickest-win search plays through; a search that needs more proves nothing.
const quickWinNodes = 400_000

// quickWin searches the quickest forced win of one position; it is not safe for concurrent use.
type quickWin struct {
	ctx    context.Context
	nodes  int
	budget int
	out    bool // the budget or the context ran out: a search that found nothing proved nothing
}

// QuickestWin returns the fewest moves n ≤ maxMoves in which the side to move in pos forces a win of capture-1 Atari
// Go, with a line of 2n−1 moves that shows it: the winner's quickest moves and the defence that holds out longest.
// ok is false when there is no such win, when the rules are not capture-1 Atari Go from a position without
// captures, or when the search ran out of its nodes or ctx ended first.
func QuickestWin(ctx context.Context, pos *engine.Position, maxMoves int) (n int, line []engine.Point, ok bool) {
	r := pos.Rules()
	if r.Kind != engine.AtariGo || r.Target() != 1 || pos.Over() || pos.Captures(engine.Black)+pos.Captures(engine.White) > 0 {
		return 0, nil, false
	}
	s := &quickWin{ctx: ctx, budget: quickWinNodes}
	for n = 1; n <= maxMoves; n++ {
		if s.within(pos, n) {
			line = s.line(pos, n)
			return n, line, !s.out && len(line) == 2*n-1
		}
		if s.out {
			return 0, nil, false
		}
	}
	return 0, nil, false
}

// spend counts a position played through and reports whether the search may go on.
func (s *quickWin) spend() bool {
	s.nodes++
	if s.nodes > s.budget || s.nodes&1023 == 0 && s.ctx.Err() != nil {
		s.out = true
	}
	return !s.out
}

// within reports whether the side to move in pos forces a win within n of its moves.
func (s *quickWin) within(pos *engine.Position, n int) bool {
	if n <= 0 || s.out {
		return false
	}
	if len(lastLiberties(pos, pos.ToMove().Opponent())) > 0 {
		return true // a capture now
	}
	if n == 1 {
		return false
	}
	for _, m := range pos.LegalMoves(nil) {
		if s.moveWins(pos, m, n) {
			return true
		}
		if s.out {
			return false
		}
	}
	return false
}

// moveWins reports whether the move m of the side to move in pos forces a win within n of its moves, m included.
func (s *quickWin) moveWins(pos *engine.Position, m engine.Point, n int) bool {
	if !s.spend() {
		return false
	}
	att := pos.ToMove()
	q := *pos
	if _, err := q.Play(engine.Move{Color: att, Point: m}); err != nil {
		return false
	}
	if q.Over() {
		return q.Outcome().Winner == att
	}
	if n < 2 || len(lastLiberties(&q, att)) > 0 {
		return false
	}
	threats := lastLiberties(&q, att.Opponent())
	switch len(threats) {
	case 0:
		for _, r := range q.LegalMoves(nil) {
			if !s.spend() {
				return false
			}
			d := q
			d.PlayFast(r)
			if d.Over() {
				if d.Outcome().Winner != att {
					return false
				}
				continue
			}
			if !s.within(&d, n-1) {
				return false
			}
		}
		return true
	case 1:
		d := q
		if _, err := d.Play(engine.Move{Color: d.ToMove(), Point: threats[0]}); err != nil {
			return true // the chain cannot even extend
		}
		if d.Over() {
			return d.Outcome().Winner == att
		}
		return s.within(&d, n-1)
	}
	return true
}

// line returns a line of the quickest win from pos, which the side to move wins within n moves and not fewer: its
// first move that does it, then the reply after which the win takes longest, and so on to the capture.
func (s *quickWin) line(pos *engine.Position, n int) []engine.Point {
	var out []engine.Point
	q := *pos
	for !q.Over() && !s.out {
		att := q.ToMove()
		if caps := lastLiberties(&q, att.Opponent()); len(caps) > 0 {
			return append(out, caps[0])
		}
		mv := engine.NoPoint
		for _, m := range q.LegalMoves(nil) {
			if s.moveWins(&q, m, n) {
				mv = m
				break
			}
		}
		if mv == engine.NoPoint {
			return out
		}
		q.PlayFast(mv)
		out = append(out, mv)
		if q.Over() {
			return out
		}
		reply := s.longestReply(&q, n-1)
		if reply == engine.NoPoint {
			return out
		}
		q.PlayFast(reply)
		out = append(out, reply)
		// The winner's quickest win from here takes n−1 moves: the reply held out longest.
		for k := 1; k < n; k++ {
			if s.within(&q, k) {
				n = k
				break
			}
		}
	}
	return out
}

// longestReply returns the reply of the side to move in pos after which the opponent needs the most moves, up to
// left, to win: the defence of a line; NoPoint when it has no legal move.
func (s *quickWin) longestReply(pos *engine.Position, left int) engine.Point {
	best, bestNeed := engine.NoPoint, -1
	moves := lastLiberties(pos, pos.ToMove())
	moves = append(moves, pos.LegalMoves(nil)...)
	for _, r := range moves {
		d := *pos
		if _, err := d.Play(engine.Move{Color: d.ToMove(), Point: r}); err != nil {
			continue
		}
		need := 0 // the moves the opponent needs after r: 0 when r loses at once
		if !d.Over() {
			need = left + 1
			for k := 1; k <= left; k++ {
				if s.within(&d, k) {
					need = k
					break
				}
			}
		}
		if need > bestNeed {
			best, bestNeed = r, need
		}
		if need >= left {
			break
		}
	}
	return best
}

// lastLiberties returns the last liberties of colour c's chains in atari in pos, each point once: where the other
// side captures.
func lastLiberties(pos *engine.Position, c engine.Color) []engine.Point {
	var out []engine.Point
	var seen engine.PointSet
	for _, pt := range pos.Points(nil) {
		if pos.At(pt) != c || seen.Has(pos.ChainHead(pt)) {
			continue
		}
		seen.Add(pos.ChainHead(pt))
		if a := pos.AtariPoint(pt); a != engine.NoPoint && !hasPoint(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// hasPoint reports whether pts holds pt.
func hasPoint(pts []engine.Point, pt engine.Point) bool {
	for _, p := range pts {
		if p == pt {
			return true
		}
	}
	return false
}
