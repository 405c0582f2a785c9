package main

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/ai/gtp"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Config is a match: two contenders, how many games on which board under which rules, and the limits.
type Config struct {
	A, B     string        // player specifications: a built-in player or "gtp:COMMAND LINE"
	Games    int           // number of games; A is Black in games 1, 3, 5, …
	Cols     int           // board columns
	Rows     int           // board rows
	Rules    engine.Rules  // rules of every game
	Start    engine.Start  // start position
	Handicap int           // Black's extra stones (engine.ExtraStones), White moving first; 0 for none
	MoveTime time.Duration // thinking time per move (0: a level's budget, or DefaultMoveTime)
	Grace    time.Duration // time over MoveTime allowed before a move counts as hung (0: DefaultGrace)
	Seed     uint64        // match seed; game i's seed is derived from it
	MaxMoves int           // moves after which a game is a draw (0: 4 × the board's points)
	SGFDir   string        // directory the games are saved in ("" saves nothing)
	Jobs     int           // games played at the same time
	Referee  string        // a GTP engine's command line that counts every finished Go game at its first pass and end ("": none)
	Judge    string        // a GTP engine's command line that names the dead stones of Go games ("": the players)
}

// DefaultMoveTime is the thinking time per move when neither -time nor a level says one.
const DefaultMoveTime = time.Second

// DefaultGTPMoveTime is the time per move a GTP engine is allowed when -time is not given.
const DefaultGTPMoveTime = 30 * time.Second

// DefaultGrace is the extra time a move may take beyond its budget for process and protocol overhead.
const DefaultGrace = time.Second

// side is one contender of the match.
type side struct {
	spec   string // as given on the command line
	gtp    string // the command line of a GTP engine, "" for a built-in player
	budget time.Duration
}

// newSide reads a player specification and checks it can be built.
func newSide(spec string, moveTime time.Duration) (side, error) {
	s := side{spec: strings.TrimSpace(spec)}
	if rest, ok := strings.CutPrefix(s.spec, "gtp:"); ok {
		s.gtp = strings.TrimSpace(rest)
		if _, err := gtp.SplitCommandLine(s.gtp); err != nil {
			return s, err
		}
		s.budget = moveTime
		if s.budget <= 0 {
			s.budget = DefaultGTPMoveTime
		}
		return s, nil
	}
	if _, err := ai.ParsePlayer(s.spec, 0); err != nil {
		return s, err
	}
	s.budget = moveTime
	if s.budget <= 0 {
		s.budget = DefaultMoveTime
		if l, ok := ai.LevelByKey(s.spec); ok && l.Budget > 0 {
			s.budget = l.Budget
		}
	}
	return s, nil
}

// seat is a side's player in one worker: a GTP engine kept across games, or built-in players made per game.
type seat struct {
	side   side
	engine *gtp.Engine
}

// player returns the side's player for a game with the given seed.
func (s *seat) player(seed uint64) (ai.Player, error) {
	if s.side.gtp == "" {
		return ai.ParsePlayer(s.side.spec, seed)
	}
	return s.engineFor(seed)
}

// engineFor returns the seat's GTP engine (made on first use, kept across games) set for a new game with the
// given seed.
func (s *seat) engineFor(seed uint64) (*gtp.Engine, error) {
	if s.engine == nil {
		e, err := gtp.NewEngine(s.side.gtp)
		if err != nil {
			return nil, err
		}
		// The time limit is not announced (time_settings): GNU Go, for one, then thinks up to it and plays
		// another strength than its command line's --level says.
		s.engine = e
	}
	s.engine.NewGame(seed)
	return s.engine, nil
}

func (s *seat) close() {
	if s.engine != nil {
		_ = s.engine.Close()
	}
}

// gameSeed derives game i's seed from the match seed (splitmix64), so that every game differs and reruns agree.
func gameSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return (z ^ (z >> 31)) & (1<<31 - 1) // GTP engines take seeds that fit an int
}

// Run plays the match with cfg.Jobs games at a time; report is called once per game, in game order, from one
// goroutine. It returns every game's result in order.
func Run(ctx context.Context, cfg Config, report func(GameResult)) ([]GameResult, error) {
	a, err := newSide(cfg.A, cfg.MoveTime)
	if err != nil {
		return nil, fmt.Errorf("-a: %w", err)
	}
	b, err := newSide(cfg.B, cfg.MoveTime)
	if err != nil {
		return nil, fmt.Errorf("-b: %w", err)
	}
	if cfg.Referee != "" {
		if cfg.SGFDir == "" {
			return nil, errRefereeNeedsSGF
		}
		if _, err := gtp.SplitCommandLine(cfg.Referee); err != nil {
			return nil, fmt.Errorf("-referee: %w", err)
		}
	}
	if cfg.Grace <= 0 {
		cfg.Grace = DefaultGrace
	}
	if cfg.MaxMoves <= 0 {
		cfg.MaxMoves = 4 * cfg.Cols * cfg.Rows
	}
	if cfg.Judge != "" {
		if _, err := gtp.SplitCommandLine(cfg.Judge); err != nil {
			return nil, fmt.Errorf("-judge: %w", err)
		}
	}
	jobs := max(1, min(cfg.Jobs, cfg.Games))
	results := make([]GameResult, cfg.Games)
	done := make([]bool, cfg.Games)
	next := 0
	var mu sync.Mutex
	printed := 0
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sa, sb := &seat{side: a}, &seat{side: b}
			ref := &referee{cmdline: cfg.Referee}
			defer sa.close()
			defer sb.close()
			defer ref.close()
			var judge *seat
			if cfg.Judge != "" {
				judge = &seat{side: side{spec: "gtp:" + cfg.Judge, gtp: cfg.Judge, budget: DefaultGTPMoveTime}}
				defer judge.close()
			}
			for i := range work {
				r := playGame(ctx, cfg, i, sa, sb, judge)
				ref.count(ctx, &r)
				r.Interrupted = ctx.Err() != nil && r.Outcome.Reason == engine.ByForfeit
				mu.Lock()
				results[i], done[i] = r, true
				for printed < cfg.Games && done[printed] {
					if report != nil && !results[printed].Interrupted {
						report(results[printed])
					}
					printed++
				}
				mu.Unlock()
			}
		}()
	}
	for ; next < cfg.Games && ctx.Err() == nil; next++ {
		work <- next
	}
	close(work)
	wg.Wait()
	var played []GameResult
	for _, r := range results[:printed] {
		if !r.Interrupted {
			played = append(played, r)
		}
	}
	return played, ctx.Err()
}
