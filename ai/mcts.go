package ai

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// MCTS is a Monte-Carlo tree search player for Atari Go and Go: UCT with RAVE, priors from capture,
// atari and self-atari tests and from the tactical reader at the root, the playout policy of
// mcts_playout.go, proven wins and losses carried up the tree, tree reuse between moves, and root-parallel
// threads. With a playout budget the result depends only on the seed and the thread count.
type MCTS struct {
	Playouts int           // playouts per move over all threads; 0 means search until the deadline
	Time     time.Duration // thinking time per move (the context's deadline comes first); with neither nor Playouts, 1 s
	Threads  int           // search threads (default: NumCPU−1, at least 1)
	Reuse    bool          // keep the tree between moves
	Margin   float64       // variety: choose at random among moves whose win rate is within Margin of the best
	Reader   bool          // read ladders and capture fights at the root with the tactical reader
	Proof    int64         // on boards the exact solver plays, first look for a proven win with this many nodes

	par    mcParams
	seed   uint64
	rng    *engine.Rand
	trees  []*mcTree
	calls  uint64
	solver *Solver
	// The time a time plan saved on earlier moves of the game (negative: took beyond them), and the move
	// number of the last position searched, which tells a new game.
	bank     time.Duration
	lastMove int
}

// NewMCTS returns a search player with a playout budget per move (0: time-limited), seeded with seed.
func NewMCTS(playouts int, seed uint64) *MCTS {
	return &MCTS{
		Playouts: playouts,
		Threads:  DefaultThreads(),
		Reuse:    true,
		Reader:   true,
		par:      defaultMCParams,
		seed:     seed,
		rng:      engine.NewRand(seed ^ 0x6d637473),
	}
}

// DefaultThreads is the number of search threads a player started from the game uses: one fewer than the
// CPUs, so that the game loop keeps its share, and at least one.
func DefaultThreads() int { return max(1, runtime.NumCPU()-1) }

// Name returns the specification the player was made from, e.g. "mcts:2000".
func (m *MCTS) Name() string {
	var parts []string
	if m.Playouts > 0 {
		parts = append(parts, strconv.Itoa(m.Playouts))
	} else if m.Time > 0 {
		parts = append(parts, m.Time.String())
	}
	if m.Threads != DefaultThreads() {
		parts = append(parts, "t"+strconv.Itoa(m.Threads))
	}
	if m.Margin > 0 {
		parts = append(parts, "m"+strconv.FormatFloat(m.Margin, 'g', -1, 64))
	}
	if m.Proof > 0 {
		parts = append(parts, "p"+strconv.FormatInt(m.Proof, 10))
	}
	if !m.Reuse {
		parts = append(parts, "noreuse")
	}
	if !m.Reader {
		parts = append(parts, "noreader")
	}
	for _, k := range mcKnobs {
		if v, d := *k.field(&m.par), *k.field(&defaultMCParams); v != d {
			parts = append(parts, k.name+"="+strconv.FormatFloat(float64(v), 'g', -1, 32))
		}
	}
	if len(parts) == 0 {
		return "mcts"
	}
	return "mcts:" + strings.Join(parts, ",")
}

// Move searches pos and returns the move with the most playouts (a proven win when there is one).
func (m *MCTS) Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error) {
	start := time.Now()
	if pos.Over() {
		return engine.NoPoint, Info{}, fmt.Errorf("%w: %w", ErrNoMove, engine.ErrGameOver)
	}
	legal := pos.LegalMoves(nil)
	if len(legal) == 0 {
		if pos.Rules().Kind == engine.Go {
			return engine.Pass, Info{Comment: "pass"}, nil
		}
		return engine.NoPoint, Info{}, ErrNoMove
	}
	if mv, info, ok := m.provenResult(ctx, pos, prog); ok {
		return mv, info, nil
	}
	var open engine.PointSet // after the opponent's pass in Go, the moves outside both sides' settled areas
	settling := pos.Rules().Kind == engine.Go && pos.LastMove() == engine.Pass
	if settling {
		if open = unsettledMoves(ctx, pos); open.Len() == 0 {
			return engine.Pass, Info{Comment: "pass: every point is settled"}, nil
		}
	}
	threads := max(1, m.Threads)
	for len(m.trees) < threads {
		m.trees = append(m.trees, nil)
	}
	m.calls++
	know := m.rootKnowledge(ctx, pos)
	dead := m.rootDeadStones(ctx, pos)
	for k := 0; k < threads; k++ {
		seed := m.seed ^ uint64(k+1)*0x9E3779B97F4A7C15 ^ m.calls*0xBF58476D1CE4E5B9
		m.trees[k] = m.prepareTree(m.trees[k], pos, seed)
		m.trees[k].applyKnowledge(know)
		m.trees[k].dead = dead
		if settling {
			m.trees[k].keepRootMoves(&open)
		}
	}
	stop := &mcStop{}
	if m.Time > 0 {
		stop.deadline = start.Add(m.Time)
	}
	var ctxEnd time.Time
	if d, ok := ctx.Deadline(); ok {
		ctxEnd = d.Add(-max(5*time.Millisecond, time.Until(d)/50))
		if stop.deadline.IsZero() || ctxEnd.Before(stop.deadline) {
			stop.deadline = ctxEnd
		}
	} else if m.Playouts == 0 && m.Time <= 0 {
		stop.deadline = start.Add(time.Second)
	}
	if pos.MoveNumber() < m.lastMove {
		m.bank = 0 // a new game
	}
	m.lastMove = pos.MoveNumber()
	if stop.plan = m.par.timePlan > 0 && m.Time > 0 && m.Playouts == 0; stop.plan {
		stop.soft, stop.deadline = planTimes(start, m.Time, m.bank, ctxEnd)
		stop.start = time.Now() // the playouts' rate is counted from here, after the root's reading
	}
	release := context.AfterFunc(ctx, func() { stop.flag.Store(true) })
	defer release()
	var wg sync.WaitGroup
	for k := 0; k < threads; k++ {
		budget := 0
		if m.Playouts > 0 {
			budget = m.Playouts / threads
			if k < m.Playouts%threads {
				budget++
			}
		}
		wg.Add(1)
		go func(t *mcTree, budget int, first bool) {
			defer wg.Done()
			t.search(budget, stop, prog, first)
		}(m.trees[k], budget, k == 0)
	}
	wg.Wait()
	if err := ctx.Err(); err != nil && err != context.DeadlineExceeded {
		return engine.NoPoint, Info{}, err
	}
	if stop.plan {
		m.bank = settleBank(m.bank, m.Time, time.Since(start))
	}
	move, info := m.choose(pos, know)
	if !m.Reuse {
		clear(m.trees)
	}
	prog.SetBest(move)
	return move, info, nil
}

// provenResult runs the exact solver for at most m.Proof nodes where it plays and returns the first move of a
// proven win, or of the longest defence when the position is proven lost.
func (m *MCTS) provenResult(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, bool) {
	if m.Proof <= 0 || !CanSolve(pos.Rules(), pos.Cols(), pos.Rows()) {
		return engine.NoPoint, Info{}, false
	}
	if m.solver == nil {
		m.solver = NewSolver()
		m.solver.TableBits = 18
	}
	m.solver.MaxNodes = m.Proof
	sol, err := m.solver.Solve(ctx, pos, prog)
	if err != nil || !sol.Known || len(sol.Line) == 0 {
		return engine.NoPoint, Info{}, false
	}
	if sol.Winner != pos.ToMove() {
		// Lost against perfect play: take the move whose proven loss is longest, so that a mistake of the winner
		// has the most time to come. The proof left its table full, so each move's own proof is short.
		best, longest := sol.Line[0], -1
		for _, mv := range pos.LegalMoves(nil) {
			next := *pos
			next.PlayFast(mv)
			plies := 0
			if !next.Over() {
				s, err := m.solver.Solve(ctx, &next, nil)
				switch {
				case err != nil:
				case !s.Known:
					plies = math.MaxInt // not proven within the budget: the hardest to refute
				default:
					plies = s.Plies
				}
			}
			if plies > longest {
				best, longest = mv, plies
			}
		}
		return best, Info{Value: 0, PV: []engine.Point{best}, Nodes: sol.Nodes, Solved: true, Winner: sol.Winner,
			Comment: "loses against perfect play; resists longest"}, true
	}
	return sol.Line[0], Info{Value: 1, PV: sol.Line, Nodes: sol.Nodes, Solved: true, Winner: sol.Winner,
		Comment: fmt.Sprintf("wins in %d moves", sol.WinnerMoves(pos.ToMove()))}, true
}

// prepareTree returns t moved to pos (reusing the subtree of the moves played since), or a new tree.
func (m *MCTS) prepareTree(t *mcTree, pos *engine.Position, seed uint64) *mcTree {
	if t == nil {
		t = newMCTree(seed, m.par)
	}
	switch {
	case !m.Reader:
		t.reader = nil
	case t.reader == nil:
		t.reader = NewReader(treeReadBudget)
	}
	t.pl.ladders = t.par.playoutLadders > 0 && pos.Rules().Kind == engine.Go
	t.pl.vital = vitalSpace(t.par.vital)
	t.pl.rng.Seed(seed)
	var root *mcNode
	if m.Reuse && t.root != nil {
		root = t.findRoot(pos)
	}
	if root == nil {
		root = &mcNode{}
	}
	t.deadAt = nil // its keys would keep the nodes of the trees before alive
	t.root = root
	t.rootPos = *pos
	if t.marginN > 0 {
		t.prevMargin = t.marginSum / float64(t.marginN)
		t.prevBlack = t.blackWins / float64(t.marginN)
	}
	t.marginSum, t.marginN, t.centre, t.blackWins = 0, 0, 0, 0
	t.shifted = t.hopelessNow()
	clear(t.komiRuns)
	clear(t.komiWins)
	t.explore = t.par.explore
	if pos.Rules().Kind == engine.Go {
		t.explore = t.par.goExplore
	}
	t.nodes = 0
	if root.children == nil {
		t.expand(root, pos)
	}
	return t
}

// treeReadBudget is the reader's node budget for a ladder inside the tree.
const treeReadBudget = 400

// findRoot returns the node of the tree for pos when pos follows the tree's root position by at most two
// moves, or nil.
func (t *mcTree) findRoot(pos *engine.Position) *mcNode {
	old := &t.rootPos
	if old.Cols() != pos.Cols() || old.Rows() != pos.Rows() || old.Rules() != pos.Rules() {
		return nil
	}
	key, n := pos.Key(), pos.MoveNumber()-old.MoveNumber()
	if n == 0 && old.Key() == key {
		return t.root
	}
	if n < 1 || n > 2 {
		return nil
	}
	for i := range t.root.children {
		a := &t.root.children[i]
		p := *old
		mcPlay(&p, a.move)
		if n == 1 {
			if p.Key() == key {
				return a
			}
			continue
		}
		for j := range a.children {
			b := &a.children[j]
			q := p
			mcPlay(&q, b.move)
			if q.Key() == key && q.Captures(engine.Black) == pos.Captures(engine.Black) && q.Captures(engine.White) == pos.Captures(engine.White) {
				return b
			}
		}
	}
	return nil
}

// mcPlay plays a legal move or a pass for the side to move.
func mcPlay(p *engine.Position, m engine.Point) {
	if m == engine.Pass {
		p.PlayPass()
	} else {
		p.PlayFast(m)
	}
}

// search runs playouts until the budget (if any) is spent, the deadline passes, the stop flag is set or
// the root is proven.
func (t *mcTree) search(budget int, stop *mcStop, prog *Progress, first bool) {
	timed := !stop.deadline.IsZero()
	for n := 0; budget == 0 || n < budget; n++ {
		if stop.flag.Load() || t.root.proven != 0 {
			break
		}
		if timed && n&15 == 0 {
			now := time.Now()
			if now.After(stop.deadline) {
				break
			}
			if first && stop.plan && n > 0 && n%mcPlanEvery == 0 && t.planStop(stop, now, n) {
				stop.flag.Store(true)
				break
			}
		}
		t.iterate()
		if n&63 == 63 {
			prog.AddPlayouts(64)
			if first && n&1023 == 1023 {
				if b := t.bestChild(t.root); b != nil {
					prog.SetBest(b.move)
				}
			}
		}
	}
}

// bestChild returns the child with the most visits that is not proven lost (a proven win first).
func (t *mcTree) bestChild(node *mcNode) *mcNode {
	var best *mcNode
	for i := range node.children {
		ch := &node.children[i]
		if ch.proven == 1 {
			return ch
		}
		if best == nil || (ch.proven == 0 && (best.proven != 0 || ch.visits-ch.pn > best.visits-best.pn)) {
			best = ch
		}
	}
	return best
}

// mcQuiet reports whether the reader found nothing big to capture or save at the root: only then does the
// player vary its choice (in a fight that decides the game it plays the best move).
func mcQuiet(know []mcHint) bool {
	for _, h := range know {
		if h.proven || h.decisive || (h.p.w > h.p.n/2 && h.p.n > 2*priorReadCapture.n) {
			return false
		}
	}
	return true
}

// decisiveSlack is how much lower a search value the move the reader calls decisive may have and still be
// preferred to the search's choice: little in capture 1, where a threat anywhere can refute the reading,
// more with higher targets, where the playouts judge the killing of a big chain poorly.
func decisiveSlack(rules engine.Rules) float32 {
	if rules.Target() == 1 {
		return 0.05
	}
	return 0.25
}

// rootStat is one root move's statistics merged over the threads' trees.
type rootStat struct {
	visits, wins, pn float32 // playouts (the prior's excluded), wins among them, the prior's weight
	proven           int8
	// The playouts of the searches that won against the margin they expected (mcParams.hopeless), and
	// their wins against the komi.
	komiRuns, komiWins float32
}

// reported is the share of games the move wins that the search reports: its value, or, when the search
// played for the smallest loss, its share of playouts won against the komi.
func (s *rootStat) reported() float32 {
	if s.komiRuns > 0 {
		return s.komiWins / s.komiRuns
	}
	return s.wins / max(1, s.visits)
}

// rootStats merges the threads' root statistics by move, the moves in the order the trees first list them.
func (m *MCTS) rootStats() (merged map[engine.Point]*rootStat, order []engine.Point) {
	merged = map[engine.Point]*rootStat{}
	for _, t := range m.trees {
		if t == nil {
			continue
		}
		for i := range t.root.children {
			ch := &t.root.children[i]
			s := merged[ch.move]
			if s == nil {
				s = &rootStat{}
				merged[ch.move] = s
				order = append(order, ch.move)
			}
			v, w := ch.played()
			s.visits += v
			s.wins += w
			s.pn += ch.pn
			if t.shifted {
				s.komiRuns += t.komiRuns[komiSlot(ch.move)]
				s.komiWins += t.komiWins[komiSlot(ch.move)]
			}
			if ch.proven != 0 {
				s.proven = ch.proven
			}
		}
	}
	return merged, order
}

// choose merges the threads' root statistics and picks the move to play, given the root knowledge.
func (m *MCTS) choose(pos *engine.Position, know []mcHint) (engine.Point, Info) {
	merged, order := m.rootStats()
	info := Info{}
	for _, t := range m.trees {
		if t != nil {
			info.Nodes += t.nodes
			info.Playouts += int64(t.root.visits)
		}
	}
	var cands []mcCand
	best := engine.NoPoint
	var bestStat *rootStat
	for _, mv := range order {
		s := merged[mv]
		if s.proven == 1 {
			info.Solved, info.Winner = true, pos.ToMove()
			info.Value = 1
			info.Comment = "wins by force"
			info.PV = []engine.Point{mv}
			return mv, info
		}
		if bestStat == nil || (s.proven == 0 && (bestStat.proven != 0 || s.visits > bestStat.visits)) {
			best, bestStat = mv, s
		}
	}
	allLost := bestStat.proven == -1
	if allLost {
		best = m.resist(pos, order, func(mv engine.Point) float32 { return merged[mv].visits })
		bestStat = merged[best]
	}
	bestValue := bestStat.wins / max(1, bestStat.visits)
	for _, h := range know {
		// A capture the reader calls decisive beats a search choice of about the same value.
		if s := merged[h.move]; h.decisive && s != nil && s.proven == 0 && s.visits > 0 && s.wins/s.visits >= bestValue-decisiveSlack(pos.Rules()) {
			best, bestStat, bestValue = h.move, s, s.wins/s.visits
		}
	}
	for _, mv := range order {
		s := merged[mv]
		if s.proven == 0 && s.visits >= bestStat.visits/2 {
			cands = append(cands, mcCand{move: mv, value: float64(s.wins / max(1, s.visits))})
		}
	}
	if len(cands) > 1 && m.Margin > 0 && mcQuiet(know) {
		best = mcVariety(m.rng, cands, best, m.Margin)
		bestStat = merged[best]
	}
	info.Value = float64(bestStat.reported())
	if allLost {
		info.Solved, info.Winner, info.Value = true, pos.ToMove().Opponent(), 0
		info.Comment = "loses against perfect play"
	}
	info.PV = append([]engine.Point{best}, m.pv(best)...)
	return best, info
}

// pv follows the most visited moves of the first tree after move.
func (m *MCTS) pv(move engine.Point) []engine.Point {
	t := m.trees[0]
	var out []engine.Point
	var node *mcNode
	for i := range t.root.children {
		if t.root.children[i].move == move {
			node = &t.root.children[i]
		}
	}
	for node != nil && len(out) < 20 {
		node = t.bestChild(node)
		if node == nil || node.visits-node.pn < 10 {
			break
		}
		out = append(out, node.move)
	}
	return out
}

// parseMCTS reads the argument of "mcts:ARG": comma-separated parts, a number of playouts ("5000"), a
// time ("500ms", "2s"), a thread count ("t2"), "noreuse", "noreader", a variety margin ("m0.02"), a
// node budget for a proof by the exact solver first ("p20000", on boards it plays) or a search knob
// ("explore=0.2", "goexplore=0.1", "rave=600", "expand=2", "score=0.1", "behind=0", "hopeless=0.2", "pladder=1", "provedead=1", "vital=6", "timeplan=1", "vitalprior=1", "owlrisk=1"; mcParams).
func parseMCTS(arg string, seed uint64) (Player, error) {
	m := NewMCTS(0, seed)
	for _, part := range strings.Split(arg, ",") {
		part = strings.TrimSpace(part)
		switch {
		case part == "":
		case part == "noreuse":
			m.Reuse = false
		case part == "noreader":
			m.Reader = false
		case strings.Contains(part, "="):
			if err := m.par.set(part); err != nil {
				return nil, err
			}
		case strings.HasPrefix(part, "t"):
			n, err := strconv.Atoi(part[1:])
			if err != nil || n < 1 || n > 256 {
				return nil, fmt.Errorf("bad thread count %q", part)
			}
			m.Threads = n
		case strings.HasPrefix(part, "p"):
			n, err := strconv.ParseInt(part[1:], 10, 64)
			if err != nil || n < 1 {
				return nil, fmt.Errorf("bad proof budget %q", part)
			}
			m.Proof = n
		case strings.HasPrefix(part, "m"):
			f, err := strconv.ParseFloat(part[1:], 64)
			if err != nil || f < 0 || f > 1 {
				return nil, fmt.Errorf("bad margin %q", part)
			}
			m.Margin = f
		default:
			if n, err := strconv.Atoi(part); err == nil && n > 0 {
				m.Playouts = n
				continue
			}
			d, err := time.ParseDuration(part)
			if err != nil || d <= 0 {
				return nil, fmt.Errorf("bad mcts setting %q (want playouts, a time such as 500ms, tN, mX, pN, noreuse, noreader or KNOB=VALUE)", part)
			}
			m.Time = d
		}
	}
	return m, nil
}

func init() {
	register("mcts", parseMCTS)
}
