package gtp

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// ErrNotAtariGo means atarigo-solve was asked about a position under Go rules.
var ErrNotAtariGo = errors.New("atarigo-solve solves Atari Go positions only")

// DefaultSolveTime is the time atarigo-solve takes when no seconds are given.
const DefaultSolveTime = 10 * time.Second

// solve proves the winner of p and a winning line: positions the exact solver of package ai takes go to it
// (its table is kept between calls), the others to ExhaustiveSolver. winner is Empty when time ran out.
func (s *Server) solve(ctx context.Context, p *engine.Position) (winner engine.Color, line []engine.Point, err error) {
	if p.Over() {
		return p.Outcome().Winner, nil, nil
	}
	if ai.CanSolve(p.Rules(), p.Cols(), p.Rows()) && p.Captures(engine.Black)+p.Captures(engine.White) == 0 {
		if s.solver == nil {
			s.solver = ai.NewSolver()
		}
		sol, err := s.solver.Solve(ctx, p, nil)
		if err == nil {
			if !sol.Known {
				return engine.Empty, nil, nil
			}
			return sol.Winner, sol.Line, nil
		}
	}
	var ex ExhaustiveSolver
	return ex.Solve(ctx, p)
}

func cmdSolve(s *Server, args []string) (string, error) {
	limit := DefaultSolveTime
	if len(args) > 1 {
		return "", errors.New("atarigo-solve takes at most one number of seconds")
	}
	if len(args) == 1 {
		sec, err := strconv.ParseFloat(args[0], 64)
		if err != nil || !(sec > 0) || sec > 1e6 {
			return "", errors.New("seconds must be a positive number")
		}
		limit = time.Duration(sec * float64(time.Second))
	}
	if s.cfg.MaxSolveTime > 0 {
		limit = min(limit, s.cfg.MaxSolveTime)
	}
	if s.rules.Kind != engine.AtariGo {
		return "", ErrNotAtariGo
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	p := *s.pos()
	winner, line, err := s.solve(ctx, &p)
	if err != nil {
		return "", err
	}
	if !winner.IsStone() {
		return "unknown", nil
	}
	words := []string{winner.String()}
	for _, pt := range line {
		words = append(words, vertexWord(pt, s.rows))
	}
	return strings.Join(words, " "), nil
}

// ExhaustiveSolver answers atarigo-solve for the positions package ai's solver does not take (capture-N rules,
// boards over ai.SolverMaxPoints, captures already made): iterative-deepening alpha-beta over win, loss and unknown with a
// transposition table, captures tried first. A result is only claimed when every line under it reached the end
// of the game, so a winner it names is proven.
type ExhaustiveSolver struct {
	Nodes int64 // positions visited by the last Solve
	tt    map[uint64]solveEntry
	ctx   context.Context
	stop  bool
	stack []engine.Position
}

// solveEntry is a proven result (win or loss of the side to move) or the depth searched without result.
type solveEntry struct {
	result int8 // 1 win, -1 loss, 0 unknown
	depth  int16
	best   engine.Point
}

// maxSolveEntries bounds the transposition table; unproven entries are no longer added beyond it.
const maxSolveEntries = 1 << 21

// Solve searches deeper and deeper until the result is proven, the game tree is exhausted or ctx ends.
func (sv *ExhaustiveSolver) Solve(ctx context.Context, p *engine.Position) (engine.Color, []engine.Point, error) {
	if p.Rules().Kind != engine.AtariGo {
		return engine.Empty, nil, ErrNotAtariGo
	}
	if p.Over() {
		return p.Outcome().Winner, nil, nil
	}
	sv.tt, sv.ctx, sv.stop, sv.Nodes = map[uint64]solveEntry{}, ctx, false, 0
	maxDepth := p.EmptyCount() + 1 // classic Atari Go ends at the first capture, before the board is full
	if p.Rules().Target() > 1 {
		maxDepth = 100 * p.Cols() * p.Rows() // captures empty points again: deepen until the time runs out
	}
	for d := 1; d <= maxDepth && !sv.stop; d++ {
		sv.stack = append(sv.stack[:0], *p)
		r := sv.search(0, d)
		if r != 0 {
			winner := p.ToMove()
			if r < 0 {
				winner = winner.Opponent()
			}
			return winner, sv.line(p), nil
		}
	}
	return engine.Empty, nil, nil
}

// solveKey mixes the capture counts into the position key, since they decide capture-N games.
func solveKey(p *engine.Position) uint64 {
	k := p.Key()
	k ^= uint64(p.Captures(engine.Black))*0x9E3779B97F4A7C15 + uint64(p.Captures(engine.White))*0xC2B2AE3D27D4EB4F
	return k
}

// search returns 1 when the side to move wins, -1 when it loses and 0 when depth or time ran out first.
// The position searched is sv.stack[ply]; children are made in sv.stack[ply+1], so that no position is
// allocated per node.
func (sv *ExhaustiveSolver) search(ply, depth int) int8 {
	p := &sv.stack[ply]
	if p.Over() {
		if p.Outcome().Winner == p.ToMove() {
			return 1
		}
		return -1
	}
	k := solveKey(p)
	e, ok := sv.tt[k]
	if ok && (e.result != 0 || int(e.depth) >= depth) {
		return e.result
	}
	if depth == 0 || sv.stop {
		return 0
	}
	sv.Nodes++
	if sv.Nodes&1023 == 0 && sv.ctx.Err() != nil {
		sv.stop = true
		return 0
	}
	moves, win := orderMoves(p, e.best)
	if win != engine.NoPoint {
		sv.tt[k] = solveEntry{result: 1, best: win}
		return 1
	}
	unknown := false
	var first engine.Point
	for _, mv := range moves {
		if len(sv.stack) <= ply+1 {
			sv.stack = append(sv.stack, engine.Position{})
		}
		sv.stack[ply+1] = *p
		sv.stack[ply+1].PlayFast(mv)
		r := -sv.search(ply+1, depth-1)
		p = &sv.stack[ply] // the stack may have moved
		if r > 0 {
			sv.tt[k] = solveEntry{result: 1, best: mv}
			return 1
		}
		if r == 0 {
			unknown = true
			if first == engine.NoPoint {
				first = mv
			}
		}
		if sv.stop {
			return 0
		}
	}
	if !unknown {
		best := engine.NoPoint
		if len(moves) > 0 {
			best = moves[0]
		}
		sv.tt[k] = solveEntry{result: -1, best: best}
		return -1
	}
	if len(sv.tt) < maxSolveEntries {
		sv.tt[k] = solveEntry{depth: int16(depth), best: first}
	}
	return 0
}

// orderMoves returns the legal moves with the previous best first, then captures, then moves next to chains
// with few liberties, then the rest; win is a move that captures enough to reach the target at once, or NoPoint.
func orderMoves(p *engine.Position, best engine.Point) (moves []engine.Point, win engine.Point) {
	moves = p.LegalMoves(nil)
	me := p.ToMove()
	need := p.Rules().Target() - p.Captures(me)
	scores := make([]int, len(moves))
	for i, pt := range moves {
		if pt == best {
			scores[i] = 1000
		}
		taken := 0
		var heads [4]engine.Point
		for k, n := range engine.Neighbors(pt) {
			if !p.At(n).IsStone() {
				continue
			}
			switch libs := p.LibertiesUpTo(n, 3); {
			case libs == 1 && p.At(n) != me:
				h := p.ChainHead(n)
				if h != heads[0] && h != heads[1] && h != heads[2] {
					taken += p.ChainSize(n)
				}
				heads[k] = h
				scores[i] += 100 // captures
			case libs == 1:
				scores[i] += 50 // escapes atari
			case libs == 2:
				scores[i] += 10
			default:
				scores[i]++
			}
		}
		if taken >= need && win == engine.NoPoint {
			win = pt
		}
	}
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && scores[j] > scores[j-1]; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
			scores[j], scores[j-1] = scores[j-1], scores[j]
		}
	}
	return moves, win
}

// line follows the proven best moves from p to the end of the game.
func (sv *ExhaustiveSolver) line(p *engine.Position) []engine.Point {
	var out []engine.Point
	q := *p
	for !q.Over() && len(out) <= p.EmptyCount()+1 {
		e, ok := sv.tt[solveKey(&q)]
		if !ok || e.result == 0 || e.best == engine.NoPoint {
			break
		}
		if q.IsLegal(engine.Move{Color: q.ToMove(), Point: e.best}) != nil {
			break
		}
		out = append(out, e.best)
		q.PlayFast(e.best)
	}
	return out
}
