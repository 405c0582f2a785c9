package ai

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// ErrNotSolvable means the exact solver does not handle the position: it solves classic Atari Go
// (capture 1) on boards of at most 64 points that are not over yet.
var ErrNotSolvable = errors.New("the solver handles only capture-1 Atari Go on boards of at most 64 points")

// SolverMaxPoints is the largest board (columns × rows) the exact solver accepts.
const SolverMaxPoints = 64

// Solution is what the exact solver found out about a position.
type Solution struct {
	Known  bool           // the result is proven; the rest of the fields below are meaningful only then
	Winner engine.Color   // who wins with perfect play
	Line   []engine.Point // a perfect line from the position to the end: quickest win, longest defence
	Plies  int            // moves to the end of the game along Line, the final capture included (with Complete; else the proof's depth)
	// Complete says Line was read out to the end of the game; reading a long line can outlast the time given.
	Complete bool
	Nodes    int64         // search nodes visited
	Time     time.Duration // time spent
}

// WinnerMoves returns how many moves the winner makes along the line, the capture included
// (the "wins in N moves" of a hint); 0 when unknown.
func (s Solution) WinnerMoves(toMove engine.Color) int {
	if !s.Known {
		return 0
	}
	if s.Winner == toMove {
		return (s.Plies + 1) / 2
	}
	return s.Plies / 2
}

// Solver proves the result of small Atari Go positions by proof-number search (df-pn) with a
// transposition table; the table is kept between calls on the same board size, so later positions of
// the same game are settled quickly.
type Solver struct {
	TableBits int   // log2 of the transposition table's entries (default 22: 64 MB)
	MaxNodes  int64 // give up after this many nodes per call (0: only the context limits it)
	// ResultOnly makes Solve prove the result without reading out its line (Line stays empty).
	ResultOnly bool

	g  *sgeom
	tt *ttable
	s  *dfpn
}

// NewSolver returns a solver with the default table size and no node limit.
func NewSolver() *Solver { return &Solver{TableBits: 22} }

// CanSolve reports whether the solver handles positions under these rules on a cols×rows board.
func CanSolve(rules engine.Rules, cols, rows int) bool {
	return rules.Kind == engine.AtariGo && rules.Target() == 1 && cols*rows <= SolverMaxPoints
}

// prepare sets the solver up for a cols×rows board, keeping the table when the size is unchanged.
func (sv *Solver) prepare(cols, rows int) {
	if sv.g != nil && sv.g.w == cols && sv.g.h == rows {
		sv.s.aborted = false
		sv.s.nodes = 0
		return
	}
	if sv.TableBits == 0 {
		sv.TableBits = 22
	}
	sv.g = newGeom(cols, rows)
	if sv.tt == nil || len(sv.tt.e) != 1<<uint(sv.TableBits) {
		sv.tt = newTTable(sv.TableBits)
	} else {
		sv.tt.clear()
	}
	sv.s = &dfpn{g: sv.g, tt: sv.tt, ladders: true, stack: make([]dframe, SolverMaxPoints+2)}
}

// Solve searches pos until its result is proven, ctx ends or MaxNodes is spent; an unproven result has
// Known false and no error. It returns ErrNotSolvable for positions outside the solver's game.
func (sv *Solver) Solve(ctx context.Context, pos *engine.Position, prog *Progress) (Solution, error) {
	start := time.Now()
	if !CanSolve(pos.Rules(), pos.Cols(), pos.Rows()) || pos.Over() || pos.Captures(engine.Black)+pos.Captures(engine.White) > 0 {
		return Solution{}, fmt.Errorf("%w (%d×%d %s)", ErrNotSolvable, pos.Cols(), pos.Rows(), pos.Rules())
	}
	sv.prepare(pos.Cols(), pos.Rows())
	s := sv.s
	s.limit = sv.MaxNodes
	var reported int64
	s.stop = func() bool {
		prog.AddNodes(s.nodes - reported)
		reported = s.nodes
		return ctx.Err() != nil
	}
	root := newSpos(sv.g, pos)
	sol := sv.solve(&root)
	prog.AddNodes(s.nodes - reported)
	sol.Nodes = s.nodes
	if sol.Known && !sv.ResultOnly {
		sol.Line, sol.Complete = sv.line(&root, 2*SolverMaxPoints)
		if sol.Complete {
			sol.Plies = len(sol.Line)
		}
		if len(sol.Line) > 0 {
			prog.SetBest(sol.Line[0])
		}
	}
	sol.Time = time.Since(start)
	return sol, nil
}

// solve settles p (side to move p.meWhite) or gives up; it returns the result from the solver's table.
func (sv *Solver) solve(p *spos) Solution {
	g, s := sv.g, sv.s
	mover, other := p.mover(), p.mover().Opponent()
	if capt := sv.capturePoints(p); capt != 0 {
		return Solution{Known: true, Winner: mover, Plies: 1}
	}
	key := p.key(g)
	phi, delta, depth := uint32(1), uint32(1), uint16(0)
	if p, d, dp, ok := s.tt.lookup(key); ok {
		phi, delta, depth = p, d, dp
	}
	for phi != 0 && delta != 0 && !s.aborted {
		phi, delta, depth = s.mid(p, key, pnInf, pnInf, 0)
	}
	switch {
	case phi == 0:
		return Solution{Known: true, Winner: mover, Plies: int(depth)}
	case delta == 0:
		return Solution{Known: true, Winner: other, Plies: int(depth)}
	}
	return Solution{}
}

// capturePoints returns the points where the side to move captures at once.
func (sv *Solver) capturePoints(p *spos) uint64 {
	g := sv.g
	empty := g.all &^ (p.me | p.op)
	var theirs chains
	theirs.analyse(g, p.op, empty)
	a, _ := theirs.atariPoints(0)
	return a
}

// line follows the settled result from p: the quickest win for the winner, the longest defence for the
// loser, re-solving positions the table has lost; complete reports that it reaches the end of the game.
func (sv *Solver) line(p *spos, max int) (line []engine.Point, complete bool) {
	g := sv.g
	var out []engine.Point
	cur := *p
	for len(out) < max {
		if capt := sv.capturePoints(&cur); capt != 0 {
			return append(out, g.toPoint(bits.TrailingZeros64(capt))), true
		}
		res := sv.solve(&cur)
		if !res.Known {
			return out, false
		}
		won := (res.Winner == engine.Black) != cur.meWhite
		empty := g.all &^ (cur.me | cur.op)
		var mine chains
		mine.analyse(g, cur.me, empty)
		safe := mine.safeMoves(g, empty, 0)
		if safe == 0 {
			// Lost: any legal move, then the capture; none at all loses by exhaustion.
			legal := -1
			for b := empty; b != 0 && legal < 0; b &= b - 1 {
				if i := bits.TrailingZeros64(b); mine.mergedLibs(g, i, empty, 0) != 0 {
					legal = i
				}
			}
			if legal < 0 {
				return out, true
			}
			out = append(out, g.toPoint(legal))
			cur.play(g, legal)
			continue
		}
		bestMove, bestDepth := -1, 0
		for pass := 0; pass < 2 && bestMove < 0; pass++ {
			// A winner first looks for a win the table remembers, and searches only when there is none.
			for b := safe; b != 0; b &= b - 1 {
				i := bits.TrailingZeros64(b)
				c := cur
				c.play(g, i)
				known, childWins, plies := sv.settled(&c, pass == 1 || !won)
				if !known {
					continue
				}
				if won && !childWins && (bestMove < 0 || plies < bestDepth) {
					bestMove, bestDepth = i, plies
				}
				if !won && (bestMove < 0 || plies > bestDepth) {
					bestMove, bestDepth = i, plies
				}
				if won && pass == 1 && bestMove >= 0 {
					break
				}
			}
		}
		if bestMove < 0 {
			return out, false
		}
		out = append(out, g.toPoint(bestMove))
		cur.play(g, bestMove)
	}
	return out, false
}

// settled returns the result of c if it is known, searching for it when search is set: whether the side to
// move at c wins and the plies to the end.
func (sv *Solver) settled(c *spos, search bool) (known, moverWins bool, plies int) {
	g := sv.g
	empty := g.all &^ (c.me | c.op)
	var cs chains
	cs.analyse(g, c.me, empty)
	if cs.safeMoves(g, empty, 0) == 0 {
		return true, false, int(sv.s.terminalDepth(&cs, empty, 0))
	}
	if phi, delta, depth, ok := sv.s.tt.lookup(c.key(g)); ok && (phi == 0 || delta == 0) {
		return true, phi == 0, int(depth)
	}
	if !search {
		return false, false, 0
	}
	r := sv.solve(c)
	return r.Known, r.Known && (r.Winner == engine.Black) != c.meWhite, r.Plies
}
