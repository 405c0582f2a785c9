package ai

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Perfect is the exact solver as a player ("perfect", "solver:NODES"): on positions the solver handles it
// first tries to prove the result within part of the time; a proven win is played along a winning line
// (chosen at random among the winning moves the table knows, for variety), and when the proof does not come
// in time, or the position is lost, the Monte-Carlo search plays with the rest of the time.
type Perfect struct {
	Solver   *Solver
	Fallback *MCTS
	Share    float64 // part of the time given to the proof (default 0.6)
	rng      *engine.Rand
	nodes    int64
}

// NewPerfect returns the solver player; nodes > 0 limits each proof to that many nodes.
func NewPerfect(nodes int64, seed uint64) *Perfect {
	sv := NewSolver()
	sv.TableBits = 20
	sv.MaxNodes = nodes
	fb := NewMCTS(0, seed)
	fb.Time = time.Second
	return &Perfect{Solver: sv, Fallback: fb, Share: 0.6, rng: engine.NewRand(seed ^ 0x70657266), nodes: nodes}
}

// Name returns "perfect", or "solver:N" with a node limit.
func (p *Perfect) Name() string {
	if p.nodes > 0 {
		return "solver:" + strconv.FormatInt(p.nodes, 10)
	}
	return "perfect"
}

// Move plays a proven winning move when it finds one in time, else the search's move.
func (p *Perfect) Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error) {
	if CanSolve(pos.Rules(), pos.Cols(), pos.Rows()) && !pos.Over() {
		sctx, cancel := p.proofContext(ctx)
		sol, err := p.Solver.Solve(sctx, pos, prog)
		cancel()
		if err == nil && sol.Known && sol.Winner == pos.ToMove() && len(sol.Line) > 0 {
			mv := p.Solver.winningMove(pos, p.rng, sol.Line[0])
			info := Info{Value: 1, Nodes: sol.Nodes, Solved: true, Winner: sol.Winner, Depth: sol.Plies,
				Comment: fmt.Sprintf("wins in %d moves", sol.WinnerMoves(pos.ToMove()))}
			if mv == sol.Line[0] {
				info.PV = sol.Line
			} else {
				info.PV = []engine.Point{mv}
			}
			return mv, info, nil
		}
		if err != nil && !errors.Is(err, ErrNotSolvable) {
			return engine.NoPoint, Info{}, err
		}
		if ctx.Err() != nil && ctx.Err() != context.DeadlineExceeded {
			return engine.NoPoint, Info{}, ctx.Err()
		}
		if err == nil && sol.Known {
			mv, info, err := p.Fallback.Move(ctx, pos, prog)
			info.Solved, info.Winner, info.Depth = true, sol.Winner, sol.Plies
			info.Comment = fmt.Sprintf("loses in %d moves against perfect play", sol.WinnerMoves(pos.ToMove()))
			return mv, info, err
		}
	}
	return p.Fallback.Move(ctx, pos, prog)
}

// proofContext returns the context the proof runs under: the player's share of the time to the deadline,
// or two seconds when there is no deadline and no node limit.
func (p *Perfect) proofContext(ctx context.Context) (context.Context, context.CancelFunc) {
	if d, ok := ctx.Deadline(); ok {
		return context.WithDeadline(ctx, time.Now().Add(time.Duration(float64(time.Until(d))*p.Share)))
	}
	if p.nodes > 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, 2*time.Second)
}

// winningMove returns a move of the side to move that the table proves winning, chosen at random among
// those it knows; known is one of them.
func (sv *Solver) winningMove(pos *engine.Position, rng *engine.Rand, known engine.Point) engine.Point {
	g := sv.g
	root := newSpos(g, pos)
	if sv.capturePoints(&root) != 0 {
		return known
	}
	empty := g.all &^ (root.me | root.op)
	var mine chains
	mine.analyse(g, root.me, empty)
	var wins []engine.Point
	for b := mine.safeMoves(g, empty, 0); b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(b)
		c := root
		c.play(g, i)
		if ok, moverWins, _ := sv.settled(&c, false); ok && !moverWins {
			wins = append(wins, g.toPoint(i))
		}
	}
	if len(wins) < 2 || rng == nil {
		return known
	}
	return wins[rng.Intn(len(wins))]
}

func init() {
	perfect := func(arg string, seed uint64) (Player, error) {
		var nodes int64
		if arg != "" {
			n, err := strconv.ParseInt(arg, 10, 64)
			if err != nil || n <= 0 {
				return nil, fmt.Errorf("node limit %q: want a positive number", arg)
			}
			nodes = n
		}
		return NewPerfect(nodes, seed), nil
	}
	register("perfect", perfect)
	register("solver", perfect)
}
