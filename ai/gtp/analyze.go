package gtp

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// The analysis commands of Leela Zero and KataGo, which Sabaki and Lizzie send: "lz-analyze [COLOR] [INTERVAL]"
// and "kata-analyze [COLOR] [INTERVAL] [KEY VALUE …]" search the position for COLOR (the side to move when not
// given) and write, every INTERVAL centiseconds, one line with an "info move V visits N winrate W prior P lcb L
// order K pv V V …" part per candidate move, until the next command arrives; "lz-genmove_analyze" and
// "kata-genmove_analyze" do the same for the move's thinking time and then play the best move, answering its
// line "play V". Leela Zero's win rates and priors are integers 0…10000, KataGo's fractions 0…1, both for the
// side to move. The search is the MCTS player's (ai.MCTS.Analyze), whose proofs show as win rates of 1 and 0;
// in Atari Go the exact solver's proven line is the line of its winning move.

// ErrAnalysisOption means an analysis command was given an argument it does not know.
var ErrAnalysisOption = errors.New("unknown analysis argument")

// analysisLeast is the least number of playouts between two reports, so that every line shows some search.
const analysisLeast = 100

// analysisFormat says how a dialect writes numbers.
type analysisFormat struct {
	kata bool // KataGo: fractions 0…1 and the ownership key; else Leela Zero: integers 0…10000
}

func init() {
	lz, kata := analysisFormat{}, analysisFormat{kata: true}
	streamers = map[string]streamer{
		"lz-analyze":           analysisCommand(lz, false),
		"kata-analyze":         analysisCommand(kata, false),
		"lz-genmove_analyze":   analysisCommand(lz, true),
		"kata-genmove_analyze": analysisCommand(kata, true),
	}
}

// analysisCommand returns the streamer of an analysis command in dialect f; with play it ends by playing.
func analysisCommand(f analysisFormat, play bool) streamer {
	return func(s *Server, args []string, out *stream) (string, error) { return s.analyze(args, out, f, play) }
}

// analysisArgs are the arguments of an analysis command.
type analysisArgs struct {
	color     engine.Color  // the side to analyse for; Empty means the side to move
	interval  time.Duration // time between reports; 0 means none
	maxMoves  int           // candidates a report shows at most; 0 means all
	ownership bool          // KataGo: add the estimated owner of every point
}

// parseAnalysisArgs reads "[COLOR] [INTERVAL] [interval N] [maxmoves N] [ownership true|false]"; INTERVAL is
// in centiseconds.
func parseAnalysisArgs(args []string, f analysisFormat) (analysisArgs, error) {
	var a analysisArgs
	if len(args) > 0 {
		if c, err := ParseColor(args[0]); err == nil {
			a.color, args = c, args[1:]
		}
	}
	number := func(w string) (int, error) {
		n, err := strconv.Atoi(w)
		if err != nil || n < 0 || n > 1e7 {
			return 0, fmt.Errorf("%w: %q is not a whole number from 0 to 10000000", ErrAnalysisOption, w)
		}
		return n, nil
	}
	intervalSet := false
	for i := 0; i < len(args); i++ {
		w := strings.ToLower(args[i])
		if _, err := strconv.Atoi(w); err == nil && !intervalSet {
			n, err := number(w)
			if err != nil {
				return a, err
			}
			a.interval, intervalSet = time.Duration(n)*10*time.Millisecond, true
			continue
		}
		if i+1 >= len(args) {
			return a, fmt.Errorf("%w: %q", ErrAnalysisOption, args[i])
		}
		v := args[i+1]
		i++
		switch {
		case w == "interval":
			n, err := number(v)
			if err != nil {
				return a, err
			}
			a.interval, intervalSet = time.Duration(n)*10*time.Millisecond, true
		case w == "maxmoves":
			n, err := number(v)
			if err != nil {
				return a, err
			}
			a.maxMoves = n
		case w == "ownership" && f.kata && (v == "true" || v == "false"):
			a.ownership = v == "true"
		default:
			return a, fmt.Errorf("%w: %q", ErrAnalysisOption, args[i-1]+" "+v)
		}
	}
	return a, nil
}

// analyzer returns the search behind the analysis commands, made on first use; it keeps its tree between calls.
func (s *Server) analyzer() *ai.MCTS {
	if s.analysis == nil || s.analysisSeed != s.seed {
		s.analysis = ai.NewMCTS(analysisLeast, s.seed)
		s.analysisSeed = s.seed
	}
	return s.analysis
}

// analyze runs an analysis command: it reports every interval until the next command arrives or, with play,
// until the move's thinking time is spent, and then plays the best move and answers "play V".
func (s *Server) analyze(args []string, out *stream, f analysisFormat, play bool) (string, error) {
	a, err := parseAnalysisArgs(args, f)
	if err != nil {
		return "", err
	}
	c := a.color
	if c == engine.Empty {
		c = s.pos().ToMove()
	}
	if err := overError(s.pos()); err != nil {
		return "", err
	}
	p := resumed(s.pos())
	if p.ToMove() != c {
		p.SetToMove(c)
	}
	out.begin() // the response starts at once, as Leela Zero's does; its lines follow
	var ctx context.Context
	var cancel context.CancelFunc
	proofLimit := proofBudget
	if play {
		budget := s.moveBudget(c, &p)
		proofLimit = min(proofLimit, budget/3)
		ctx, cancel = context.WithTimeout(context.Background(), budget)
	} else {
		ctx, cancel = context.WithCancel(context.Background())
		go func() {
			select {
			case <-out.stop:
				cancel()
			case <-ctx.Done():
			}
		}()
	}
	defer cancel()
	var ticks <-chan time.Time
	if a.interval > 0 {
		tc, stopTicks := s.ticker(a.interval)
		defer stopTicks()
		ticks = tc
	}
	var owner string
	if a.ownership {
		owner = s.ownership(&p)
	}
	start := time.Now()
	proof := s.proofFor(ctx, &p, proofLimit)
	last, err := s.analyzer().Analyze(ctx, &p, ticks, func(an ai.Analysis) {
		out.line(formatAnalysis(proof.apply(an), &p, f, a.maxMoves) + owner)
	})
	if play {
		s.clock.spend(c, time.Since(start)) // an analysis alone is not thinking on the clock
	}
	if err != nil {
		if !play {
			return "", err
		}
		last = ai.Analysis{}
	}
	if !play {
		return "", nil
	}
	last = proof.apply(last)
	pt := engine.NoPoint
	if len(last.Candidates) > 0 && s.legalFor(engine.Move{Color: c, Point: last.Candidates[0].Move}) == nil {
		pt = last.Candidates[0].Move
	} else {
		pt = s.chooseMove(c)
	}
	if pt == engine.NoPoint {
		return "play resign", nil
	}
	if err := s.playMove(engine.Move{Color: c, Point: pt}); err != nil {
		return "", err
	}
	return "play " + vertexWord(pt, s.rows), nil
}

// ticker returns the ticks of an analysis every d and the function that stops them: Config.Ticker when set
// (a fake clock in tests), else a time.Ticker.
func (s *Server) ticker(d time.Duration) (<-chan time.Time, func()) {
	if s.cfg.Ticker != nil {
		return s.cfg.Ticker(d)
	}
	t := time.NewTicker(d)
	return t.C, t.Stop
}

// formatAnalysis writes one report: an "info" part per candidate, best first, at most maxMoves (0: all).
func formatAnalysis(an ai.Analysis, p *engine.Position, f analysisFormat, maxMoves int) string {
	var b strings.Builder
	for i, c := range an.Candidates {
		if maxMoves > 0 && i >= maxMoves {
			break
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		lcb := c.Winrate
		if c.Proven == 0 {
			lcb = max(0, c.Winrate-1.96*math.Sqrt(c.Winrate*(1-c.Winrate)/float64(max(1, c.Visits))))
		}
		fmt.Fprintf(&b, "info move %s visits %d winrate %s prior %s lcb %s order %d pv",
			analysisVertex(c.Move, p.Rows()), c.Visits, f.rate(c.Winrate), f.rate(c.Prior), f.rate(lcb), i)
		for _, m := range c.PV {
			b.WriteString(" " + analysisVertex(m, p.Rows()))
		}
	}
	return b.String()
}

// rate writes a win rate or prior: an integer 0…10000 for Leela Zero, a fraction with six decimals for KataGo.
func (f analysisFormat) rate(x float64) string {
	if f.kata {
		return strconv.FormatFloat(x, 'f', 6, 64)
	}
	return strconv.Itoa(int(math.Round(x * 10000)))
}

// analysisVertex writes a move as Leela Zero and KataGo do ("D4", "pass").
func analysisVertex(pt engine.Point, rows int) string {
	if pt == engine.Pass {
		return "pass"
	}
	return pt.GTP(rows)
}

// ownership writes KataGo's ownership key for p: for every point, row by row from the top, 1 when the estimate
// (ai.EstimateScore) gives it to the side to move, -1 when to the opponent, 0 when neutral. Atari Go has no
// territory: there each stone counts for its side and empty points are 0.
func (s *Server) ownership(p *engine.Position) string {
	var sc engine.Score
	if p.Rules().Kind == engine.Go {
		sc, _ = ai.EstimateScore(p, s.seed, nil)
	} else {
		for _, pt := range p.Points(nil) {
			sc.Owner[pt] = p.At(pt)
		}
	}
	var b strings.Builder
	b.WriteString(" ownership")
	for r := 0; r < p.Rows(); r++ {
		for c := 0; c < p.Cols(); c++ {
			switch sc.Owner[engine.Pt(c, r)] {
			case p.ToMove():
				b.WriteString(" 1")
			case p.ToMove().Opponent():
				b.WriteString(" -1")
			default:
				b.WriteString(" 0")
			}
		}
	}
	return b.String()
}

// proof is what the exact Atari Go solver proved about a position before an analysis: the side to move's
// winning move and line, or that every move loses.
type proof struct {
	known bool
	win   bool           // the side to move wins
	line  []engine.Point // with win: the winning line, its first move first
}

// proofBudget bounds the solver's look at a position before an analysis starts (a third of the thinking time
// before a move).
const proofBudget = 300 * time.Millisecond

// proofFor asks the exact solver about p when it plays there (capture-1 Atari Go on small boards), for at most
// limit (and Config.MaxSolveTime) or until ctx ends.
func (s *Server) proofFor(ctx context.Context, p *engine.Position, limit time.Duration) proof {
	if !ai.CanSolve(p.Rules(), p.Cols(), p.Rows()) || p.Captures(engine.Black)+p.Captures(engine.White) > 0 {
		return proof{}
	}
	if s.cfg.MaxSolveTime > 0 {
		limit = min(limit, s.cfg.MaxSolveTime)
	}
	sctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	winner, line, err := s.solve(sctx, p)
	if err != nil || !winner.IsStone() {
		return proof{}
	}
	return proof{known: true, win: winner == p.ToMove(), line: line}
}

// apply puts a proof into an analysis: the proven winning move first, with win rate 1 and the proven line;
// after a proven loss every move has win rate 0.
func (pr proof) apply(an ai.Analysis) ai.Analysis {
	if !pr.known {
		return an
	}
	out := ai.Analysis{Playouts: an.Playouts}
	if pr.win && len(pr.line) > 0 {
		first := ai.Candidate{Move: pr.line[0], Visits: 1, Winrate: 1, Prior: 1, Proven: 1, PV: pr.line}
		for _, c := range an.Candidates {
			if c.Move == first.Move {
				first.Visits, first.Prior = max(1, c.Visits), c.Prior
			}
		}
		out.Candidates = append(out.Candidates, first)
	}
	for _, c := range an.Candidates {
		if pr.win && c.Move == pr.line[0] {
			continue
		}
		if !pr.win {
			c.Winrate, c.Proven = 0, -1
		}
		out.Candidates = append(out.Candidates, c)
	}
	return out
}
