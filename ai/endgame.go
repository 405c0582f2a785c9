package ai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/seed593a7f8d/atarigo/engine"
)

// The exact endgame search: when Benson's algorithm (FindUnconditional) settles all but a few points of a Go
// position, Endgame searches every move on the rest to the two passes that end the game and returns the best
// move with the exact final score.
//
// The game searched: the side to move plays a legal move on an undecided point (a point Benson's algorithm
// leaves to neither colour as alive stones, dead stones or territory) or passes, and two passes in a row end
// it. Simple ko is the position's own; a board move that repeats a whole-board position of the search path is
// left out (positional superko on the path, so that the search ends). The final count is the game's own,
// Position.Score, with Benson's dead stones removed and every other stone alive, komi and the prisoners so far
// included: a stone that can be captured has to be captured on the board.
//
// Where it is not exact:
//   - Territory (Japanese) counting: a chain that is dead but not proved dead by Benson's algorithm (it can
//     neither escape nor live, yet its surroundings are not unconditionally alive) counts as alive unless it
//     is captured on the board, and every stone its captor plays inside its own territory to capture it costs
//     the captor a point of territory, which the game's count, removing the chain as dead, does not charge.
//     The search's score is then too low for the captor by those stones (or by what leaving the chain on the
//     board costs, when that is less); without such chains it is the game's count. Area (Chinese) counting
//     charges nothing for stones played inside one's own area, so there the search is exact.
//   - Moves inside Benson's territories are left out; they are never better than a pass, except that a stone
//     there changes the whole-board position and so could get round the superko guard.
//   - The positions of the game before the search's root are not known to the superko guard, and the
//     transposition table can, in positions with two or more kos that cycle, give a node the value found
//     along another path (only nodes whose search never met a repetition above them are stored).
//
// Values inside the search are half points (so that komi such as 6.5 is a whole number) from the side to
// move's point of view.

// ErrEndgameNotGo means the exact endgame search was asked for a game that is not Go.
var ErrEndgameNotGo = errors.New("the exact endgame search is for Go only")

// ErrEndgameNotSettled means more points are undecided than the search's limit allows: it is not an endgame yet.
var ErrEndgameNotSettled = errors.New("too many undecided points for an exact endgame search")

// ErrEndgameTooComplex means the exact endgame search ran out of nodes or time before it finished.
var ErrEndgameTooComplex = errors.New("the endgame is too complex for an exact search")

// DefaultEndgameUndecided is the most undecided empty points Endgame searches unless told otherwise.
const DefaultEndgameUndecided = 12

// DefaultEndgameNodes is the node budget of Endgame unless told otherwise.
const DefaultEndgameNodes = 2_000_000

// EndgameLimit bounds an exact endgame search; a zero field takes its default.
type EndgameLimit struct {
	MaxUndecided int   // the most empty undecided points searched (DefaultEndgameUndecided when 0)
	MaxNodes     int64 // the most nodes searched (DefaultEndgameNodes when 0)
	TableBits    int   // log2 of the transposition table's entries (when 0, from 10 for the smallest regions to 18)
}

// EndgameResult is the exact outcome of a Go endgame with best play from both sides.
type EndgameResult struct {
	Move      engine.Point   // the best move of the side to move (engine.Pass when passing is best)
	Line      []engine.Point // the principal line, Move first, up to the two passes that end the game
	Margin    float64        // the side to move's final score minus the opponent's, komi included (negative when it loses)
	Winner    engine.Color   // who wins with best play (engine.Empty for a draw)
	Undecided int            // the empty points of the undecided region at the start
	Nodes     int64          // search nodes visited, the principal line's included
}

// Undecided returns the points of p that Benson's algorithm leaves undecided (neither colour's unconditionally
// alive stones, dead stones nor territory), row by row, and how many of them are empty.
func Undecided(p *engine.Position) (pts []engine.Point, empty int) {
	u := FindUnconditional(p)
	for _, pt := range p.Points(nil) {
		if u.Alive.Has(pt) || u.Dead.Has(pt) || u.Territory[engine.Black].Has(pt) || u.Territory[engine.White].Has(pt) {
			continue
		}
		pts = append(pts, pt)
		if p.At(pt) == engine.Empty {
			empty++
		}
	}
	return pts, empty
}

// Endgame searches the undecided points of the Go position pos exactly and returns the best move and the final
// score with best play (see the comment at the top of endgame.go for the game searched and where it is not
// exact). It does not modify pos. It fails with ErrEndgameNotGo for Atari Go, engine.ErrGameOver after two
// passes, ErrEndgameNotSettled (with Undecided set) when more empty points are undecided than
// limit.MaxUndecided, and ErrEndgameTooComplex when the node budget runs out or ctx's deadline passes; another
// cancellation of ctx returns ctx.Err().
func Endgame(ctx context.Context, pos *engine.Position, limit EndgameLimit) (EndgameResult, error) {
	if pos.Rules().Kind != engine.Go {
		return EndgameResult{}, ErrEndgameNotGo
	}
	if pos.Over() {
		return EndgameResult{}, engine.ErrGameOver
	}
	if limit.MaxUndecided <= 0 {
		limit.MaxUndecided = DefaultEndgameUndecided
	}
	if limit.MaxNodes <= 0 {
		limit.MaxNodes = DefaultEndgameNodes
	}
	region, empty := Undecided(pos)
	if limit.TableBits <= 0 {
		limit.TableBits = min(18, 8+len(region))
	}
	res := EndgameResult{Undecided: empty}
	if empty > limit.MaxUndecided {
		return res, fmt.Errorf("%w: %d undecided points, at most %d", ErrEndgameNotSettled, empty, limit.MaxUndecided)
	}
	s := newEndgameSearch(ctx, pos, region, limit)
	v := s.solve(pos)
	res.Nodes = s.nodes
	if s.err != nil {
		return res, s.err
	}
	res.Move = s.rootBest
	res.Margin = float64(v) / 2
	switch {
	case v > 0:
		res.Winner = pos.ToMove()
	case v < 0:
		res.Winner = pos.ToMove().Opponent()
	}
	res.Line = s.line(pos, res.Move, v)
	res.Nodes = s.nodes
	return res, nil
}

// egInfinity is beyond any score in half points.
const egInfinity = int32(1 << 20)

// egNoRepeat is the path index returned by a search that met no repetition.
const egNoRepeat = math.MaxInt32

// egPassKey marks in a table key that the last move was a pass (so that a pass now ends the game).
const egPassKey = uint64(0x6a09e667f3bcc909)

// egEntry is what the transposition table knows of a node: bounds on its value, relative to the prisoners so
// far (see endgameSearch.offset), and the best move found.
type egEntry struct {
	key    uint64
	lo, hi int32
	work   uint32 // nodes the search of the node took (the entry kept when two compete)
	best   engine.Point
}

// endgameSearch is one exact endgame search: the region, the table, the search path and the budget.
type endgameSearch struct {
	ctx       context.Context
	region    []engine.Point
	dead      engine.PointSet // Benson's dead stones, removed in the final count
	territory bool            // territory counting: prisoners count, so values are stored relative to them
	tt        []egEntry
	mask      uint64
	finals    map[uint64]int32 // the final count by board hash, Black's half points relative to the prisoners
	path      []uint64         // the board hash of every node from the root to the current one
	history   [3][engine.MaxPoints]int32
	frames    []*egFrame // the scratch of each ply, kept off the goroutine's stack
	nodes     int64
	maxNodes  int64
	rootBest  engine.Point
	err       error
}

// egFrame is the scratch space of one ply of the search: its moves and the position after the move being tried.
type egFrame struct {
	moves []engine.Point
	child engine.Position
}

// frame returns the scratch space of ply.
func (s *endgameSearch) frame(ply int) *egFrame {
	for len(s.frames) <= ply {
		s.frames = append(s.frames, &egFrame{})
	}
	return s.frames[ply]
}

// newEndgameSearch prepares a search of region from pos.
func newEndgameSearch(ctx context.Context, pos *engine.Position, region []engine.Point, limit EndgameLimit) *endgameSearch {
	return &endgameSearch{
		ctx:       ctx,
		region:    region,
		dead:      FindUnconditional(pos).Dead,
		territory: pos.Rules().Scoring == engine.Territory,
		tt:        make([]egEntry, 1<<limit.TableBits),
		mask:      1<<limit.TableBits - 1,
		finals:    map[uint64]int32{},
		path:      []uint64{pos.Hash()},
		maxNodes:  limit.MaxNodes,
		rootBest:  engine.Pass,
	}
}

// solve returns the value of pos by MTD(f): searches with a null window, starting from the count if both
// passed now, narrow the bounds on the value until they meet. It leaves the best move in rootBest, a pass when
// passing is as good as the best move.
func (s *endgameSearch) solve(pos *engine.Position) int32 {
	end := *pos
	end.PlayPass()
	end.PlayPass()
	g := s.final(&end, pos.ToMove())
	lo, hi := -egInfinity, egInfinity
	for lo < hi && s.err == nil {
		beta := g
		if g == lo {
			beta = g + 1
		}
		g, _ = s.search(pos, beta-1, beta, 0)
		if g < beta {
			hi = g
		} else {
			lo = g
		}
	}
	if s.err != nil || s.rootBest == engine.Pass {
		return g
	}
	// Prefer the pass when it is as good.
	child := *pos
	child.PlayPass()
	var v int32
	if pos.Passes() > 0 {
		v = s.final(&child, pos.ToMove())
	} else {
		s.path = append(s.path[:1], child.Hash())
		cv, _ := s.search(&child, -g, -g+1, 1)
		v = -cv
	}
	if s.err == nil && v >= g {
		s.rootBest = engine.Pass
	}
	s.err = nil
	return g
}

// offset returns the prisoners' part of the side to move's score in half points (0 under area counting): the
// table stores values less it, since prisoners taken on the way to a position add to every score after it.
func (s *endgameSearch) offset(p *engine.Position) int32 {
	if !s.territory {
		return 0
	}
	d := int32(2 * (p.Captures(engine.Black) - p.Captures(engine.White)))
	if p.ToMove() == engine.White {
		d = -d
	}
	return d
}

// final returns the count of the finished game p for colour c in half points (c's total minus the opponent's).
func (s *endgameSearch) final(p *engine.Position, c engine.Color) int32 {
	h := p.Hash()
	rel, ok := s.finals[h]
	if !ok {
		sc := p.Score(&s.dead)
		d := int32(math.Round(2 * (sc.Total[engine.Black] - sc.Total[engine.White])))
		if s.territory {
			d -= int32(2 * (p.Captures(engine.Black) - p.Captures(engine.White)))
		}
		rel = d
		s.finals[h] = rel
	}
	if s.territory {
		rel += int32(2 * (p.Captures(engine.Black) - p.Captures(engine.White)))
	}
	if c == engine.White {
		rel = -rel
	}
	return rel
}

// key returns the table key of p: the stones, the side to move, the ko and whether the last move was a pass.
func key(p *engine.Position) uint64 {
	k := p.Key()
	if p.Passes() > 0 {
		k ^= egPassKey
	}
	return k
}

// repeats returns the index among the first n positions of the path of the board position with hash h, or -1
// when it is not one of them.
func (s *endgameSearch) repeats(h uint64, n int) int {
	for j, x := range s.path[:n] {
		if x == h {
			return j
		}
	}
	return -1
}

// tick counts a node and stops the search when the budget or the context ends.
func (s *endgameSearch) tick() bool {
	s.nodes++
	if s.err != nil {
		return false
	}
	if s.nodes > s.maxNodes {
		s.err = fmt.Errorf("%w: more than %d nodes", ErrEndgameTooComplex, s.maxNodes)
		return false
	}
	if s.nodes&1023 == 0 {
		switch err := s.ctx.Err(); {
		case errors.Is(err, context.DeadlineExceeded):
			s.err = fmt.Errorf("%w: out of time after %d nodes", ErrEndgameTooComplex, s.nodes)
		case err != nil:
			s.err = err
		}
	}
	return s.err == nil
}

// search returns the value of p for the side to move within the window (alpha, beta) — fail-soft: a value at
// most alpha is an upper bound, one at least beta a lower bound — and the smallest path index of a position
// that a board move below p would have repeated (egNoRepeat when none): a value that depends on the path above
// p is not stored. p is the node at index ply of the path.
func (s *endgameSearch) search(p *engine.Position, alpha, beta int32, ply int) (int32, int) {
	if !s.tick() {
		return 0, -1
	}
	k := key(p)
	off := s.offset(p)
	e := s.probe(k)
	hint := engine.NoPoint
	start := s.nodes
	if e != nil {
		hint = e.best
		if ply > 0 {
			lo, hi := e.lo+off, e.hi+off
			switch {
			case lo >= beta, lo == hi:
				return lo, egNoRepeat
			case hi <= alpha:
				return hi, egNoRepeat
			}
		}
	}
	f := s.frame(ply)
	f.moves = s.order(p, hint, f.moves[:0])
	child := &f.child
	if ply > 0 {
		// Enhanced transposition cutoff: a move to a position the table knows is bad enough for the opponent.
		for _, m := range f.moves {
			if m == engine.Pass {
				continue
			}
			*child = *p
			child.PlayFast(m)
			if ce := s.probe(key(child)); ce != nil && s.repeats(child.Hash(), ply+1) < 0 {
				if v := -(ce.hi + s.offset(child)); v >= beta {
					return v, egNoRepeat
				}
			}
		}
	}
	alpha0 := alpha
	best, bestMove, dep := -egInfinity, engine.NoPoint, egNoRepeat
	s.path = append(s.path[:ply+1], 0)
	for _, m := range f.moves {
		*child = *p
		var v int32
		if m == engine.Pass {
			child.PlayPass()
			if p.Passes() > 0 {
				v = s.final(child, p.ToMove())
			} else {
				s.path[ply+1] = child.Hash()
				cv, cd := s.search(child, -beta, -max(alpha, best), ply+1)
				v, dep = -cv, min(dep, cd)
			}
		} else {
			child.PlayFast(m)
			h := child.Hash()
			if j := s.repeats(h, ply+1); j >= 0 {
				dep = min(dep, j)
				continue
			}
			s.path[ply+1] = h
			cv, cd := s.search(child, -beta, -max(alpha, best), ply+1)
			v, dep = -cv, min(dep, cd)
		}
		if s.err != nil {
			return 0, -1
		}
		if v > best {
			best, bestMove = v, m
			if v >= beta {
				if m != engine.Pass {
					s.history[p.ToMove()][m] += 1
				}
				break
			}
		}
	}
	s.path = s.path[:ply+1]
	if ply == 0 && best >= beta {
		s.rootBest = bestMove
	}
	if dep >= ply {
		en := egEntry{key: k, lo: -egInfinity, hi: egInfinity, best: bestMove}
		switch rel := best - off; {
		case best <= alpha0:
			en.hi = rel
		case best >= beta:
			en.lo = rel
		default:
			en.lo, en.hi = rel, rel
		}
		e = s.probe(k) // the search below may have replaced the entry
		if e != nil && max(en.lo, e.lo) <= min(en.hi, e.hi) {
			en.lo, en.hi = max(en.lo, e.lo), min(en.hi, e.hi) // both bounds hold
		}
		en.work = uint32(min(s.nodes-start, math.MaxUint32))
		s.store(e, en)
	}
	return best, dep
}

// probe returns the table's entry for key k, or nil. The table is in pairs of entries: the first keeps the
// entry whose search took more nodes, the second the latest.
func (s *endgameSearch) probe(k uint64) *egEntry {
	i := k & s.mask &^ 1
	if s.tt[i].key == k {
		return &s.tt[i]
	}
	if s.tt[i+1].key == k {
		return &s.tt[i+1]
	}
	return nil
}

// store puts en in the table, over e when it is en's entry already.
func (s *endgameSearch) store(e *egEntry, en egEntry) {
	if e != nil {
		*e = en
		return
	}
	i := en.key & s.mask &^ 1
	if en.work >= s.tt[i].work {
		s.tt[i+1] = s.tt[i]
		s.tt[i] = en
		return
	}
	s.tt[i+1] = en
}

// order returns the moves of the side to move in p, the pass included, best first: the table's move, then
// captures, escapes from atari, ataris and the moves the history heuristic likes; the pass comes last unless
// it is the table's move.
func (s *endgameSearch) order(p *engine.Position, hint engine.Point, buf []engine.Point) []engine.Point {
	me := p.ToMove()
	opp := me.Opponent()
	var rank [engine.MaxPoints]int32
	for _, pt := range s.region {
		if p.At(pt) != engine.Empty || p.IsLegal(engine.Move{Color: me, Point: pt}) != nil {
			continue
		}
		r := s.history[me][pt]
		mine, theirs, empty := 0, 0, 0
		for _, n := range engine.Neighbors(pt) {
			switch p.At(n) {
			case engine.Empty:
				empty++
			case opp:
				theirs++
				if p.AtariPoint(n) == pt {
					r += 1 << 24
				} else if p.LibertiesUpTo(n, 3) == 2 {
					r += 1 << 20
				}
			case me:
				mine++
				if p.AtariPoint(n) == pt {
					r += 1 << 22
				}
			}
		}
		switch {
		case mine > 0 && theirs > 0:
			r += 1 << 18
		case theirs == 0 && empty == 0:
			r -= 1 << 18 // fills an eye of its own
		}
		if pt == hint {
			r = 1 << 30
		}
		rank[pt] = r
		buf = append(buf, pt)
	}
	slices.SortStableFunc(buf, func(a, b engine.Point) int { return int(rank[b]) - int(rank[a]) })
	if hint == engine.Pass {
		buf = append(buf, 0)
		copy(buf[1:], buf)
		buf[0] = engine.Pass
		return buf
	}
	return append(buf, engine.Pass)
}

// line returns the principal line from pos: first (whose value is v), then at each node a move that keeps the
// value, until the game ends, the line grows longer than the region can need, or the budget runs out.
func (s *endgameSearch) line(pos *engine.Position, first engine.Point, v int32) []engine.Point {
	out := []engine.Point{first}
	p := *pos
	s.path = s.path[:1]
	s.play(&p, first)
	v = -v
	maxLen := 2*len(s.region) + 8
	var buf [engine.MaxPoints]engine.Point
	for !p.Over() && len(out) < maxLen && s.err == nil {
		next := engine.NoPoint
		for _, m := range s.order(&p, engine.Pass, buf[:0]) {
			child := p
			var cv int32
			if m == engine.Pass {
				child.PlayPass()
				if p.Passes() > 0 {
					cv = s.final(&child, p.ToMove())
					if cv == v {
						next = m
						break
					}
					continue
				}
			} else {
				child.PlayFast(m)
				if s.repeats(child.Hash(), len(s.path)) >= 0 {
					continue
				}
			}
			ply := len(s.path) - 1
			s.path = append(s.path, child.Hash())
			r, _ := s.search(&child, -v-1, -v+1, ply+1)
			s.path = s.path[:ply+1]
			if s.err != nil {
				break
			}
			if r == -v {
				next = m
				break
			}
		}
		if next == engine.NoPoint {
			break
		}
		out = append(out, next)
		s.play(&p, next)
		v = -v
	}
	s.err = nil
	return out
}

// play plays m (a point or engine.Pass) in p and puts the new position on the path.
func (s *endgameSearch) play(p *engine.Position, m engine.Point) {
	if m == engine.Pass {
		p.PlayPass()
	} else {
		p.PlayFast(m)
	}
	s.path = append(s.path, p.Hash())
}
