package ai

import (
	"context"
	"math"

	"github.com/seed593a7f8d/atarigo/engine"
)

// AlphaBeta is the thesis's searching player: the attack and defence rules of Greedy, then a
// negamax alpha-beta search to Depth plies on the thesis evaluation of the computer's own colour (the
// opponent minimises it). A capture that reaches the Atari Go target wins and a side left without a legal
// move loses; a win found sooner is worth more. Beyond the thesis (which lists them as missing) it orders
// moves (table move, captures, ataris, killer moves, history), keeps a transposition table keyed by the
// position's Key and deepens iteratively; Plain turns all of that off and searches exactly as the thesis
// describes. Both return the same move and value: the table only reuses results of the same remaining
// depth, and among equal root values the first in board order is chosen.
type AlphaBeta struct {
	Params    EvalParams // evaluation constants
	Depth     int        // plies to search, 1 to 5 (3 by default)
	Margin    float64    // root moves within this much of the best are chosen at random; 0 always takes the best
	Plain     bool       // no move ordering, table, killers or history: the thesis's search as written
	TableBits int        // the transposition table has 2^TableBits entries (18 by default)

	rng     *engine.Rand
	tt      []abEntry
	ttMask  uint64
	salt    uint64
	me      engine.Color
	ctx     context.Context
	prog    *Progress
	stop    bool
	nodes   int64
	killers [abMaxPly][2]engine.Point
	history [3][engine.MaxPoints]int32
	bufs    [abMaxPly][]engine.Point
	scores  [abMaxPly][]int64
}

// abMaxPly bounds the search depth (the thesis allows at most 5).
const abMaxPly = 8

// Bound kinds of a transposition-table entry.
const (
	abExact = iota + 1
	abLower
	abUpper
)

// abEntry is one transposition-table entry.
type abEntry struct {
	key   uint64
	value float64
	move  engine.Point
	depth int8
	flag  uint8
}

// NewAlphaBeta returns a player searching depth plies (3 when depth is not 1 to 5) with the thesis
// constants, whose random choices start from seed.
func NewAlphaBeta(depth int, seed uint64) *AlphaBeta {
	if depth < 1 || depth > 5 {
		depth = 3
	}
	return &AlphaBeta{Params: DefaultEvalParams(), Depth: depth, rng: engine.NewRand(seed)}
}

// Name returns "alphabeta:" and the depth, with the settings that differ from the defaults.
func (a *AlphaBeta) Name() string {
	name := thesisName("alphabeta", a.depth(), a.Margin, a.Params)
	if a.Plain {
		name += ",plain"
	}
	return name
}

func (a *AlphaBeta) depth() int {
	if a.Depth < 1 || a.Depth > 5 {
		return 3
	}
	return a.Depth
}

// Move chooses by the attack rule, the defence rule (the search then looks only at the defending moves),
// then alpha-beta search. When ctx ends first it returns the best move of the deepest finished iteration.
func (a *AlphaBeta) Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error) {
	moves := usefulMoves(ctx, pos)
	if len(moves) == 0 {
		return noMove(pos)
	}
	caps, def := usefulCaptures(pos, moves)
	if len(caps) > 0 {
		m := pickMove(a.rng, caps, a.Margin)
		prog.SetBest(m.Point)
		return m.Point, Info{Value: WinScore, PV: []engine.Point{m.Point}, Nodes: 1, Comment: "captures"}, nil
	}
	comment := ""
	if len(def) > 0 {
		moves, comment = def, "saves a chain in atari"
	}
	res := a.Search(ctx, pos, moves, prog)
	pick := pickMove(a.rng, res.Values, a.Margin)
	info := Info{Value: pick.Value, Nodes: res.Nodes, Depth: res.Depth, Comment: comment}
	info.PV = append([]engine.Point{pick.Point}, a.pvAfter(pos, pick.Point, res.Depth-1)...)
	prog.SetBest(pick.Point)
	return pick.Point, info, nil
}

// SearchResult is what one alpha-beta search found at the root.
type SearchResult struct {
	Values []ScoredMove // root moves in the order given, with their values (exact within Margin of the best, else upper bounds)
	Best   engine.Point // the best root move (the first in the given order among equals)
	Value  float64      // its value for the side to move
	Nodes  int64        // nodes visited (every call of the search, leaves included)
	Depth  int          // depth of the last finished iteration (0 if none finished)
}

// Search runs the alpha-beta search from pos over the given root moves (legal moves of the side to move,
// in the order ties are broken) without the attack and defence rules.
func (a *AlphaBeta) Search(ctx context.Context, pos *engine.Position, root []engine.Point, prog *Progress) SearchResult {
	a.me, a.ctx, a.prog, a.stop, a.nodes = pos.ToMove(), ctx, prog, false, 0
	a.salt = readerMix(uint64(a.me) ^ 0xab)
	if !a.Plain {
		bits := a.TableBits
		if bits <= 0 || bits > 26 {
			bits = 18
		}
		if len(a.tt) != 1<<bits {
			a.tt, a.ttMask = make([]abEntry, 1<<bits), 1<<bits-1
		}
		a.killers = [abMaxPly][2]engine.Point{}
		for c := range a.history {
			for i := range a.history[c] {
				a.history[c][i] /= 4
			}
		}
	}
	res := SearchResult{Best: root[0]}
	depth := a.depth()
	first := depth
	if !a.Plain {
		first = 1
	}
	order := append([]engine.Point(nil), root...)
	for d := first; d <= depth; d++ {
		vals, ok := a.searchRoot(pos, root, order, d)
		if !ok {
			break
		}
		res.Values, res.Depth = vals, d
		best := vals[0]
		for _, v := range vals[1:] {
			if v.Value > best.Value {
				best = v
			}
		}
		res.Best, res.Value = best.Point, best.Value
		prog.SetBest(best.Point)
		// Search the next iteration's root moves best first.
		rank := map[engine.Point]float64{}
		for _, v := range vals {
			rank[v.Point] = v.Value
		}
		sortPoints(order, func(p engine.Point) float64 { return rank[p] })
	}
	if res.Values == nil {
		res.Values = []ScoredMove{{root[0], 0}}
	}
	res.Nodes = a.nodes
	prog.AddNodes(a.nodes & 255)
	return res
}

// searchRoot searches every root move to depth d, in the order order, and returns their values in the
// order of root; ok is false when the search was stopped.
func (a *AlphaBeta) searchRoot(pos *engine.Position, root, order []engine.Point, d int) ([]ScoredMove, bool) {
	const tiny = 1e-9
	vals := map[engine.Point]float64{}
	best := math.Inf(-1)
	for _, m := range order {
		floor := best - a.Margin - tiny // values above floor are exact
		child := *pos
		child.PlayFast(m)
		v := -a.negamax(&child, d-1, 1, math.Inf(-1), -floor)
		if a.stop {
			return nil, false
		}
		vals[m] = v
		if v > best {
			best = v
		}
	}
	out := make([]ScoredMove, len(root))
	for i, m := range root {
		out[i] = ScoredMove{m, vals[m]}
	}
	return out, true
}

// negamax returns the value of pos for the side to move, searched depth more plies; ply is the distance
// from the root.
func (a *AlphaBeta) negamax(pos *engine.Position, depth, ply int, alpha, beta float64) float64 {
	a.nodes++
	if a.nodes&255 == 0 {
		a.prog.AddNodes(256)
		if a.ctx.Err() != nil {
			a.stop = true
		}
	}
	if a.stop {
		return 0
	}
	stm := pos.ToMove()
	if v, over := terminalValue(pos, stm); over {
		if v == 0 {
			return 0
		}
		return v - math.Copysign(float64(ply), v)
	}
	if depth == 0 {
		v := EvaluateFor(pos, a.me, a.Params)
		if stm != a.me {
			v = -v
		}
		return v
	}
	var key uint64
	ttMove := engine.NoPoint
	if !a.Plain {
		key = pos.Key() ^ a.salt ^ readerMix(uint64(pos.Captures(engine.Black))<<16|uint64(pos.Captures(engine.White)))
		if e := &a.tt[key&a.ttMask]; e.key == key {
			ttMove = e.move
			if int(e.depth) == depth {
				v := abFromTable(e.value, ply)
				switch {
				case e.flag == abExact,
					e.flag == abLower && v >= beta,
					e.flag == abUpper && v <= alpha:
					return v
				}
			}
		}
	}
	moves := candidateMoves(pos, a.bufs[ply][:0])
	a.bufs[ply] = moves
	if len(moves) == 0 { // only in Go: pass
		child := *pos
		child.PlayPass()
		return -a.negamax(&child, depth-1, ply+1, -beta, -alpha)
	}
	if !a.Plain {
		a.order(pos, moves, ttMove, ply)
	}
	alpha0 := alpha
	best, bestMove := math.Inf(-1), engine.NoPoint
	for _, m := range moves {
		child := *pos
		captured := child.PlayFast(m)
		v := -a.negamax(&child, depth-1, ply+1, -beta, -alpha)
		if a.stop {
			return 0
		}
		if v > best {
			best, bestMove = v, m
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			if !a.Plain && captured == 0 {
				k := &a.killers[ply]
				if k[0] != m {
					k[0], k[1] = m, k[0]
				}
				a.history[stm][m] += int32(depth * depth)
			}
			break
		}
	}
	if !a.Plain {
		flag := uint8(abExact)
		switch {
		case best <= alpha0:
			flag = abUpper
		case best >= beta:
			flag = abLower
		}
		a.tt[key&a.ttMask] = abEntry{key: key, value: abToTable(best, ply), move: bestMove, depth: int8(depth), flag: flag}
	}
	return best
}

// abToTable stores a win or loss as a distance from this node rather than from the root.
func abToTable(v float64, ply int) float64 {
	switch {
	case v > WinScore/2:
		return v + float64(ply)
	case v < -WinScore/2:
		return v - float64(ply)
	}
	return v
}

// abFromTable undoes abToTable at the node's ply.
func abFromTable(v float64, ply int) float64 {
	switch {
	case v > WinScore/2:
		return v - float64(ply)
	case v < -WinScore/2:
		return v + float64(ply)
	}
	return v
}

// order sorts moves best first: the table move, captures (bigger first), ataris, the killer moves of this
// ply, then by history; equal moves keep board order.
func (a *AlphaBeta) order(pos *engine.Position, moves []engine.Point, ttMove engine.Point, ply int) {
	for len(a.scores[ply]) < len(moves) {
		a.scores[ply] = append(a.scores[ply], 0)
	}
	sc := a.scores[ply][:len(moves)]
	stm := pos.ToMove()
	opp := stm.Opponent()
	k := a.killers[ply]
	for i, m := range moves {
		s := int64(a.history[stm][m])
		switch m {
		case ttMove:
			s += 1 << 40
		case k[0]:
			s += 1 << 30
		case k[1]:
			s += 1 << 29
		}
		for _, n := range engine.Neighbors(m) {
			if pos.At(n) != opp {
				continue
			}
			if pos.AtariPoint(n) == m {
				s += 1<<35 + int64(pos.ChainSize(n))
			} else if pos.LibertiesUpTo(n, 3) == 2 {
				s += 1 << 32
			}
		}
		sc[i] = s
	}
	for i := 1; i < len(moves); i++ { // insertion sort, stable
		for j := i; j > 0 && sc[j] > sc[j-1]; j-- {
			sc[j], sc[j-1] = sc[j-1], sc[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// pvAfter follows the table's best moves for up to n plies after playing first.
func (a *AlphaBeta) pvAfter(pos *engine.Position, first engine.Point, n int) []engine.Point {
	if a.Plain || a.tt == nil {
		return nil
	}
	p := *pos
	p.PlayFast(first)
	var pv []engine.Point
	for i := 0; i < n && !p.Over(); i++ {
		key := p.Key() ^ a.salt ^ readerMix(uint64(p.Captures(engine.Black))<<16|uint64(p.Captures(engine.White)))
		e := &a.tt[key&a.ttMask]
		if e.key != key || e.move == engine.NoPoint || p.IsLegal(engine.Move{Color: p.ToMove(), Point: e.move}) != nil {
			break
		}
		pv = append(pv, e.move)
		p.PlayFast(e.move)
	}
	return pv
}

// sortPoints sorts pts by value, highest first, keeping the order of equals.
func sortPoints(pts []engine.Point, value func(engine.Point) float64) {
	for i := 1; i < len(pts); i++ {
		for j := i; j > 0 && value(pts[j]) > value(pts[j-1]); j-- {
			pts[j], pts[j-1] = pts[j-1], pts[j]
		}
	}
}

func init() {
	register("alphabeta", func(arg string, seed uint64) (Player, error) {
		s := thesisSettings{depth: 3, params: DefaultEvalParams()}
		if err := parseThesisArgs(arg, true, &s); err != nil {
			return nil, err
		}
		a := NewAlphaBeta(s.depth, seed)
		a.Params, a.Margin = s.params, s.margin
		return a, nil
	})
}
