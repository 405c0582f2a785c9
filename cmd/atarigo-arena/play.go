package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/ai/gtp"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// GameResult is how one game of the match went.
type GameResult struct {
	Index    int            // 0-based game number
	ABlack   bool           // A played Black
	Outcome  engine.Outcome // winner colour (Empty for a draw) and reason
	Result   string         // SGF RE value: "B+C", "W+R", "B+F", "W+T", "B+12.5", "0", "Void"
	Detail   string         // what ended the game, e.g. "White (B) played an illegal move E5: the point is occupied"
	Moves    int            // moves played
	Line     string         // the moves, for counting distinct games
	Time     [2]time.Duration
	MoveN    [2]int // moves each side (A, B) made
	SGF      string // the file the game was saved in
	SGFError string // why saving failed
	// FirstPass is the move number of the game's first pass (0: none), AfterPass the stones played after it, and
	// AfterPassBy those of them A and B played.
	FirstPass, AfterPass int
	AfterPassBy          [2]int
	// PassCount and EndCount are the referee's count (final_score, e.g. "B+3.5") of the game at its first pass and
	// at its end, for a Go game counted by score with a referee; RefereeError says why they are missing.
	PassCount, EndCount, RefereeError string
	// Disputed is the result with the dead stones of the playout estimate (ai.DeadStones), for a game counted with
	// an engine's list whose winner that estimate's dead stones would change (such as a seki the engine calls dead).
	Disputed string
	// Interrupted means the match was stopped (Ctrl-C) during the game: it is neither reported nor counted.
	Interrupted bool
}

// Winner returns 0 when A won, 1 when B won and -1 for a draw or no result.
func (r GameResult) Winner() int {
	switch r.Outcome.Winner {
	case engine.Black:
		return r.sideOf(engine.Black)
	case engine.White:
		return r.sideOf(engine.White)
	}
	return -1
}

// sideOf returns 0 when colour c was A's in this game, 1 when it was B's.
func (r GameResult) sideOf(c engine.Color) int {
	if (c == engine.Black) == r.ABlack {
		return 0
	}
	return 1
}

// playGame plays game i: A is Black in even-numbered (0-based) games; judge, when not nil, names the dead stones
// of a Go game that ends by passes.
func playGame(ctx context.Context, cfg Config, i int, sa, sb, judge *seat) (r GameResult) {
	r = GameResult{Index: i, ABlack: i%2 == 0}
	seed := gameSeed(cfg.Seed, i)
	seats := [2]*seat{sa, sb}
	var players [2]ai.Player
	for k, s := range seats {
		p, err := s.player(seed ^ uint64(k)*0x5DEECE66D)
		if err != nil {
			return r.forfeit(k, "could not start: "+err.Error(), "F")
		}
		players[k] = p
	}
	pos, err := startPosition(cfg)
	if err != nil {
		r.Detail, r.Result = err.Error(), "Void"
		return r
	}
	g := engine.NewGameFrom(pos)
	var line []string
	defer func() {
		r.Line = strings.Join(line, " ")
		r.passFigures(line, pos.ToMove())
		r.save(cfg, g, seats)
	}()
	for {
		p := g.Position()
		if g.Outcome().Reason != engine.NotOver {
			r.finish(cfg, g, seats, judge, seed)
			return r
		}
		if r.Moves >= cfg.MaxMoves {
			r.Outcome, r.Result = engine.Outcome{}, "0"
			r.Detail = fmt.Sprintf("draw: move limit of %d reached", cfg.MaxMoves)
			return r
		}
		c := p.ToMove()
		k := r.sideOf(c)
		budget, limit := seats[k].side.budget, seats[k].side.budget+cfg.Grace
		pt, elapsed, err := ask(ctx, players[k], *p, budget, limit)
		r.Time[k] += elapsed
		r.MoveN[k]++
		who := fmt.Sprintf("%s (%s)", c.Name(), "AB"[k:k+1])
		switch {
		case errors.Is(err, gtp.ErrResigned):
			g.Resign(c)
			r.Outcome = g.Outcome()
			r.Result = c.Opponent().String() + "+R"
			r.Detail = who + " resigned"
			return r
		case errors.Is(err, errHung), errors.Is(err, gtp.ErrTimeout):
			return r.forfeit(k, fmt.Sprintf("%s hung: no move within %v", who, limit), "T")
		case errors.Is(err, gtp.ErrDied):
			return r.forfeit(k, fmt.Sprintf("%s crashed: %v", who, err), "F")
		case err != nil && !errors.Is(err, context.DeadlineExceeded):
			return r.forfeit(k, fmt.Sprintf("%s failed: %v", who, err), "F")
		case elapsed > limit:
			return r.forfeit(k, fmt.Sprintf("%s took %v, over the limit of %v", who, elapsed.Round(time.Millisecond), limit), "T")
		}
		word := "pass"
		if pt != engine.Pass {
			word = pt.GTP(p.Rows())
			if !p.OnBoard(pt) {
				word = fmt.Sprint(pt)
			}
		}
		if _, err := g.Play(engine.Move{Color: c, Point: pt}); err != nil {
			return r.forfeit(k, fmt.Sprintf("%s played an illegal move %s: %v", who, word, errors.Unwrap(err)), "F")
		}
		line = append(line, word)
		r.Moves++
		if cyc, ok := g.LongCycle(); ok && cfg.Rules.Kind == engine.Go {
			r.Outcome = engine.Outcome{Winner: cyc.Winner(), Reason: engine.ByLongCycle}
			r.Result = "Void"
			if cyc.Winner().IsStone() {
				r.Result = cyc.Winner().String() + "+"
			}
			r.Detail = fmt.Sprintf("long cycle of %d moves", cyc.Moves)
			return r
		}
	}
}

// errHung means a built-in player did not return within its time limit.
var errHung = errors.New("no answer in time")

// ask runs one move in its own goroutine so that a player that ignores its deadline cannot stop the match.
// A built-in player gets budget as its deadline; a GTP engine gets limit (it is killed when it passes it).
// After limit the move counts as hung and the goroutine is left to finish on its own.
func ask(ctx context.Context, pl ai.Player, pos engine.Position, budget, limit time.Duration) (engine.Point, time.Duration, error) {
	type answer struct {
		pt  engine.Point
		err error
	}
	wait := limit
	if _, isGTP := pl.(*gtp.Engine); isGTP {
		budget, wait = limit, limit+time.Second // the client kills the engine at limit and reports it
	}
	mctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	ch := make(chan answer, 1)
	start := time.Now()
	go func() {
		defer func() {
			if rec := recover(); rec != nil {
				ch <- answer{engine.NoPoint, fmt.Errorf("%w: %v", ai.ErrPanic, rec)}
			}
		}()
		pt, _, err := pl.Move(mctx, &pos, nil)
		ch <- answer{pt, err}
	}()
	select {
	case a := <-ch:
		return a.pt, time.Since(start), a.err
	case <-time.After(wait):
		return engine.NoPoint, time.Since(start), errHung
	}
}

// forfeit ends the game with side k losing for the reason given; code is the SGF reason letter (F or T).
func (r GameResult) forfeit(k int, detail, code string) GameResult {
	loser := engine.Black
	if (k == 0) != r.ABlack {
		loser = engine.White
	}
	r.Outcome = engine.Outcome{Winner: loser.Opponent(), Reason: engine.ByForfeit}
	r.Result = loser.Opponent().String() + "+" + code
	r.Detail = detail
	return r
}

// finish records the result of a game the rules ended; a Go game is counted with the dead stones the judge's
// final_status_list names, or else a GTP player's, or else as estimated by ai.DeadStones.
func (r *GameResult) finish(cfg Config, g *engine.Game, seats [2]*seat, judge *seat, seed uint64) {
	p := g.Position()
	o := g.Outcome()
	r.Outcome = o
	switch o.Reason {
	case engine.ByCapture:
		r.Result, r.Detail = o.Winner.String()+"+C", o.Winner.Name()+" captured "+fmt.Sprint(p.Captures(o.Winner))
	case engine.ByExhaustion:
		r.Result, r.Detail = o.Winner.String()+"+", o.Winner.Opponent().Name()+" had no legal move"
	case engine.ByScore:
		dead, how := deadStones(p, seats, judge, seed)
		sc := p.Score(&dead)
		o = sc.Outcome()
		r.Outcome = o
		r.Result = resultText(o)
		r.Detail = fmt.Sprintf("score %.1f–%.1f, dead stones by %s", sc.Total[engine.Black], sc.Total[engine.White], how)
		if how != estimatedDead {
			r.Disputed = disputed(p, o, seed)
		}
	default:
		r.Result, r.Detail = "Void", o.Reason.String()
	}
}

// deadStones asks the judge (when not nil) for the dead stones of p, else a GTP engine of the game, falling back on
// the playout estimate; it also says whose list it is.
func deadStones(p *engine.Position, seats [2]*seat, judge *seat, seed uint64) (engine.PointSet, string) {
	if judge != nil {
		if e, err := judge.engineFor(seed); err == nil {
			ctx, cancel := context.WithTimeout(context.Background(), judge.side.budget)
			err := e.SetPosition(ctx, p)
			cancel()
			if err == nil {
				if dead, ok := askDead(p, e, judge.side.budget); ok {
					return dead, "judge " + e.Name()
				}
			}
		}
	}
	for _, s := range seats {
		if s.engine == nil || !s.engine.Knows("final_status_list") {
			continue
		}
		if dead, ok := askDead(p, s.engine, s.side.budget); ok {
			return dead, s.engine.Name()
		}
	}
	return ai.DeadStones(p, seed, nil), estimatedDead
}

// disputed returns the result of p counted with the playout estimate's dead stones when its winner is not that
// of o, the count with an engine's dead stones, else "".
func disputed(p *engine.Position, o engine.Outcome, seed uint64) string {
	own := ai.DeadStones(p, seed, nil)
	alt := p.Score(&own)
	if a := alt.Outcome(); a.Winner != o.Winner {
		return resultText(a)
	}
	return ""
}

// estimatedDead names the playout estimate's dead stones in a game's detail.
const estimatedDead = "playout estimate"

// resultText returns the SGF result of a game counted by score: "B+3.5", "W+0.5", or "0" for a draw.
func resultText(o engine.Outcome) string {
	if !o.Winner.IsStone() {
		return "0"
	}
	return fmt.Sprintf("%s+%.1f", o.Winner, o.Margin)
}

// askDead asks engine e, whose board is p, for its final_status_list dead; ok is false when it has none or
// names a point that holds no stone.
func askDead(p *engine.Position, e *gtp.Engine, budget time.Duration) (dead engine.PointSet, ok bool) {
	if !e.Knows("final_status_list") {
		return dead, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), budget+DefaultGrace)
	resp, err := e.Send(ctx, "final_status_list dead")
	cancel()
	if err != nil {
		return dead, false
	}
	for _, w := range strings.Fields(resp) {
		pt, err := engine.ParseGTPPoint(w, p.Cols(), p.Rows())
		if err != nil || !p.At(pt).IsStone() {
			return dead, false
		}
		dead.Add(pt)
	}
	return dead, true
}

// save writes the game as DIR/game-NNN.sgf with the players' names and the result.
func (r *GameResult) save(cfg Config, g *engine.Game, seats [2]*seat) {
	if cfg.SGFDir == "" {
		return
	}
	name := func(k int) string {
		if seats[k].engine != nil {
			return seats[k].engine.Name()
		}
		return seats[k].side.spec
	}
	bk, wk := 0, 1
	if !r.ABlack {
		bk, wk = 1, 0
	}
	g.Info.Black, g.Info.White = name(bk), name(wk)
	g.Info.Result = r.Result
	g.Info.Event = "atarigo-arena"
	g.Info.Date = time.Now().Format("2006-01-02")
	g.Info.Application = sgf.Application
	if r.Detail != "" {
		g.Current().Comment = r.Detail
	}
	data, err := sgf.Marshal(g)
	if err == nil {
		r.SGF = filepath.Join(cfg.SGFDir, fmt.Sprintf("game-%03d.sgf", r.Index+1))
		err = os.WriteFile(r.SGF, data, 0o644)
	}
	if err != nil {
		r.SGF, r.SGFError = "", err.Error()
	}
}

// startPosition returns the position every game of the match starts from: the start stones, and Black's handicap
// stones with White to move.
func startPosition(cfg Config) (engine.Position, error) {
	pos, err := engine.NewStart(cfg.Cols, cfg.Rows, cfg.Rules, cfg.Start, engine.Black)
	if err != nil || cfg.Handicap == 0 {
		return pos, err
	}
	pts, err := engine.HandicapStones(cfg.Rules, cfg.Cols, cfg.Rows, cfg.Handicap)
	if err != nil {
		return pos, err
	}
	for _, pt := range pts {
		if err := pos.Place(pt, engine.Black); err != nil {
			return pos, err
		}
	}
	pos.SetToMove(engine.White)
	return pos, nil
}
