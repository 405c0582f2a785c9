package gtp

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

func cmdGenmove(s *Server, args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("genmove takes one colour")
	}
	c, err := ParseColor(args[0])
	if err != nil {
		return "", err
	}
	if err := overError(s.pos()); err != nil {
		return "", err
	}
	pt := s.chooseMove(c)
	if pt == engine.NoPoint {
		return "resign", nil
	}
	if err := s.playMove(engine.Move{Color: c, Point: pt}); err != nil {
		return "", err
	}
	return vertexWord(pt, s.rows), nil
}

// chooseMove asks the player for colour c's move within the time budget. A player that fails or answers an
// illegal move is reported to the log and replaced by a random legal move; NoPoint means c has no move at all.
func (s *Server) chooseMove(c engine.Color) engine.Point {
	p := resumed(s.pos())
	if p.ToMove() != c {
		p.SetToMove(c)
	}
	budget := s.moveBudget(c, &p)
	ctx, cancel := context.WithTimeout(context.Background(), budget)
	defer cancel()
	start := time.Now()
	pt, err := s.askPlayer(ctx, &p)
	s.clock.spend(c, time.Since(start))
	if err == nil || errors.Is(err, context.DeadlineExceeded) {
		// A move found when the time ran out is still a move.
		lerr := s.legalFor(engine.Move{Color: c, Point: pt})
		if lerr == nil {
			return pt
		}
		if err == nil {
			err = fmt.Errorf("%s chose %s: %w", s.player.Name(), vertexWord(pt, s.rows), lerr)
		}
	}
	s.logf("genmove %s: %v; playing a random legal move instead\n", ColorWord(c), err)
	moves := p.LegalMoves(nil)
	var legal []engine.Point
	for _, m := range moves {
		if s.legalFor(engine.Move{Color: c, Point: m}) == nil {
			legal = append(legal, m)
		}
	}
	if len(legal) > 0 {
		return legal[engine.NewRand(s.seed^uint64(p.Key())).Intn(len(legal))]
	}
	if s.rules.Kind == engine.Go {
		return engine.Pass
	}
	return engine.NoPoint
}

// askPlayer runs the player, turning a panic into an error.
func (s *Server) askPlayer(ctx context.Context, p *engine.Position) (pt engine.Point, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", ai.ErrPanic, r)
		}
	}()
	pt, _, err = s.player.Move(ctx, p, nil)
	return pt, err
}

func (s *Server) logf(format string, args ...any) {
	if s.cfg.Log != nil {
		fmt.Fprintf(s.cfg.Log, format, args...)
	}
}

// moveBudget is the thinking time for c's next move: the -time flag (or the level's budget, or DefaultMoveTime),
// shortened to what the GTP clock allows when time_settings set one.
func (s *Server) moveBudget(c engine.Color, p *engine.Position) time.Duration {
	budget := s.cfg.MoveTime
	if budget <= 0 {
		budget = DefaultMoveTime
		if l, ok := ai.LevelByKey(s.playerSpec); ok && l.Budget > 0 {
			budget = l.Budget
		}
	}
	if d, ok := s.clock.budget(c, p.EmptyCount()); ok && d < budget {
		budget = d
	}
	return max(budget, 10*time.Millisecond)
}

// cmdGenmoveCleanup is KGS's "kgs-genmove_cleanup COLOUR", sent when the players disagree about dead stones: it
// never passes while the opponent has stones that the dead-stone estimate (ai.DeadStones) calls dead and that
// COLOUR can attack; it plays toward capturing them (see cleanupMove). Otherwise it answers as genmove.
func cmdGenmoveCleanup(s *Server, args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("kgs-genmove_cleanup takes one colour")
	}
	c, err := ParseColor(args[0])
	if err != nil {
		return "", err
	}
	if s.rules.Kind != engine.Go {
		return cmdGenmove(s, args)
	}
	p := resumed(s.pos())
	if p.ToMove() != c {
		p.SetToMove(c)
	}
	pt := s.cleanupMove(&p)
	if pt == engine.NoPoint {
		return cmdGenmove(s, args)
	}
	if err := s.playMove(engine.Move{Color: c, Point: pt}); err != nil {
		return "", err
	}
	return vertexWord(pt, s.rows), nil
}

// cleanupMove returns the side to move's move toward capturing the opponent's dead stones, or NoPoint when there
// are none it can attack: a move that captures dead stones (the most first), else a liberty of the dead chain
// with the fewest liberties after which its own stone has two liberties or more.
func (s *Server) cleanupMove(p *engine.Position) engine.Point {
	c := p.ToMove()
	dead := ai.DeadStones(p, s.seed, nil)
	best, bestScore := engine.NoPoint, -1<<30
	var done engine.PointSet
	for _, pt := range p.Points(nil) {
		if p.At(pt) != c.Opponent() || !dead.Has(pt) || done.Has(p.ChainHead(pt)) {
			continue
		}
		done.Add(p.ChainHead(pt))
		libs := p.Liberties(pt)
		for _, l := range p.LibertyPoints(pt, nil) {
			if s.legalFor(engine.Move{Color: c, Point: l}) != nil {
				continue
			}
			next := *p
			captured, err := next.Play(engine.Move{Color: c, Point: l})
			if err != nil {
				continue
			}
			score := 1000*len(captured) - libs
			if len(captured) == 0 && next.Liberties(l) < 2 {
				continue // the stone would only be captured
			}
			if score > bestScore {
				best, bestScore = l, score
			}
		}
	}
	return best
}
