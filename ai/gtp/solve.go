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
		q := *p
		r := sv.search(&q, d)
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
func (sv *ExhaustiveSolver) search(p *engine.Position, depth int) int8 {
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
	moves := orderMoves(p, e.best)
	unknown := false
	var first engine.Point
	for _, mv := range moves {
		q := *p
		q.PlayFast(mv)
		r := -sv.search(&q, depth-1)
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
// with few liberties, then the rest.
func orderMoves(p *engine.Position, best engine.Point) []engine.Point {
	moves := p.LegalMoves(nil)
	score := func(pt engine.Point) int {
		if pt == best {
			return 1000
		}
		sc := 0
		for _, n := range engine.Neighbors(pt) {
			if !p.At(n).IsStone() {
				continue
			}
			switch libs := p.LibertiesUpTo(n, 3); {
			case libs == 1 && p.At(n) != p.ToMove():
				sc += 100 // captures
			case libs == 1:
				sc += 50 // escapes atari
			case libs == 2:
				sc += 10
			default:
				sc++
			}
		}
		return sc
	}
	scores := make(map[engine.Point]int, len(moves))
	for _, m := range moves {
		scores[m] = score(m)
	}
	sortByScore(moves, scores)
	return moves
}

// sortByScore sorts moves by descending score, keeping the board order among equals.
func sortByScore(moves []engine.Point, scores map[engine.Point]int) {
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && scores[moves[j]] > scores[moves[j-1]]; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
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
