package ai

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Greedy is the thesis's fast player: 1) attack rule — capture if a move captures now (the biggest
// capture); 2) defence rule — if the opponent could capture next move, play where that capture would happen
// (the only other way to prevent it, taking a stone next to the chain, is a capture the attack rule has
// already played), choosing among several such points by the evaluation; 3) otherwise the move with the
// best static evaluation (EvaluateFor) of the position it leads to. Under Go rules it never fills its own
// one-point eyes and passes when nothing else is left.
type Greedy struct {
	Params EvalParams // evaluation constants
	Margin float64    // moves within this much of the best value are chosen at random; 0 always takes the best
	rng    *engine.Rand
}

// NewGreedy returns a greedy player with the thesis constants whose random choices start from seed.
func NewGreedy(seed uint64) *Greedy {
	return &Greedy{Params: DefaultEvalParams(), rng: engine.NewRand(seed)}
}

// Name returns "greedy" and the settings that differ from the defaults, e.g. "greedy:margin=0.5".
func (g *Greedy) Name() string { return thesisName("greedy", 0, g.Margin, g.Params) }

// Move chooses by the attack rule, the defence rule, then the evaluation at depth 0.
func (g *Greedy) Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error) {
	me := pos.ToMove()
	moves := usefulMoves(ctx, pos)
	if len(moves) == 0 {
		return noMove(pos)
	}
	caps, def := usefulCaptures(pos, moves)
	if len(caps) > 0 {
		m := pickMove(g.rng, caps, g.Margin)
		prog.SetBest(m.Point)
		return m.Point, Info{Value: m.Value, PV: []engine.Point{m.Point}, Nodes: 1, Comment: "captures"}, nil
	}
	comment := ""
	if len(def) > 0 {
		moves, comment = def, "saves a chain in atari"
	}
	scored := make([]ScoredMove, 0, len(moves))
	for i, m := range moves {
		if i%64 == 63 && ctx.Err() != nil {
			break
		}
		child := *pos
		child.PlayFast(m)
		v, _ := terminalValue(&child, me)
		if !child.Over() {
			v = EvaluateFor(&child, me, g.Params)
		}
		scored = append(scored, ScoredMove{m, v})
	}
	prog.AddNodes(int64(len(scored)))
	if len(scored) == 0 {
		scored = append(scored, ScoredMove{moves[0], 0})
	}
	best := pickMove(g.rng, scored, g.Margin)
	prog.SetBest(best.Point)
	info := Info{Value: best.Value, PV: []engine.Point{best.Point}, Nodes: int64(len(scored)), Comment: comment}
	return best.Point, info, nil
}

// ScoredMove is a move with its value for the player choosing it.
type ScoredMove struct {
	Point engine.Point
	Value float64
}

// pickMove returns the best-valued move, or with margin > 0 one chosen at random among the moves within
// margin of the best; ties go to the earliest move in the list.
func pickMove(rng *engine.Rand, moves []ScoredMove, margin float64) ScoredMove {
	best := moves[0]
	for _, m := range moves[1:] {
		if m.Value > best.Value {
			best = m
		}
	}
	if margin <= 0 || rng == nil {
		return best
	}
	var near []ScoredMove
	for _, m := range moves {
		if m.Value >= best.Value-margin {
			near = append(near, m)
		}
	}
	return near[rng.Intn(len(near))]
}

// candidateMoves appends the moves the thesis players consider: every legal move, except that under Go
// rules a side does not fill its own one-point eyes.
func candidateMoves(pos *engine.Position, buf []engine.Point) []engine.Point {
	all := pos.LegalMoves(buf)
	if pos.Rules().Kind != engine.Go {
		return all
	}
	out := all[:0]
	for _, m := range all {
		if !pos.IsEye(m, pos.ToMove()) {
			out = append(out, m)
		}
	}
	return out
}

// noMove answers a position without candidate moves: a pass in Go, ErrNoMove in Atari Go.
func noMove(pos *engine.Position) (engine.Point, Info, error) {
	if pos.Rules().Kind == engine.Go {
		return engine.Pass, Info{Comment: "pass"}, nil
	}
	return engine.NoPoint, Info{}, ErrNoMove
}

// captureMoves returns the moves of the side to move that capture now (the attack rule), valued by the
// number of stones they take, in board order.
func captureMoves(pos *engine.Position) []ScoredMove {
	opp := pos.ToMove().Opponent()
	var out []ScoredMove
	var seen engine.PointSet
	for _, pt := range pos.Points(nil) {
		if pos.At(pt) != opp || pos.ChainHead(pt) != pt {
			continue
		}
		lib := pos.AtariPoint(pt)
		if lib == engine.NoPoint || lib == pos.Ko() {
			continue
		}
		if !seen.Has(lib) {
			seen.Add(lib)
			out = append(out, ScoredMove{lib, 0})
		}
		for i := range out {
			if out[i].Point == lib {
				out[i].Value += float64(pos.ChainSize(pt))
			}
		}
	}
	return out
}

// defenceMoves returns the points where the opponent could capture one of the side to move's chains next
// move, where the side to move may play (the defence rule), in board order.
func defenceMoves(pos *engine.Position) []engine.Point {
	me := pos.ToMove()
	var out []engine.Point
	var seen engine.PointSet
	for _, pt := range pos.Points(nil) {
		if pos.At(pt) != me || pos.ChainHead(pt) != pt {
			continue
		}
		lib := pos.AtariPoint(pt)
		if lib == engine.NoPoint || seen.Has(lib) || pos.IsLegal(engine.Move{Color: me, Point: lib}) != nil {
			continue
		}
		seen.Add(lib)
		out = append(out, lib)
	}
	return out
}

// terminalValue scores a finished game for me: ±WinScore, 0 for a draw; ok is false when the game goes on.
func terminalValue(pos *engine.Position, me engine.Color) (v float64, ok bool) {
	if !pos.Over() {
		return 0, false
	}
	switch pos.Outcome().Winner {
	case me:
		return WinScore, true
	case me.Opponent():
		return -WinScore, true
	}
	return 0, true
}

// WinScore is the value of a won game for the thesis players; a win found n plies deep is worth WinScore − n.
const WinScore = 1e6

// thesisSettings are the settings a thesis player reads from its specification.
type thesisSettings struct {
	depth  int
	margin float64
	params EvalParams
}

// parseThesisArgs reads the settings after a player kind: comma-separated fields, either positional — for
// alphabeta first the depth, then the constants α,β,γ,δ,ε in that order (an empty field keeps the default) —
// or named: depth=, margin=, alpha=, beta=, gamma=, delta=, epsilon=, prisoner=. Examples: "3",
// "3,1,1,0.75,3.45,-4", "depth=2,margin=0.5", "delta=2".
func parseThesisArgs(arg string, withDepth bool, s *thesisSettings) error {
	if strings.TrimSpace(arg) == "" {
		return nil
	}
	named := map[string]*float64{"alpha": &s.params.Alpha, "beta": &s.params.Beta, "gamma": &s.params.Gamma,
		"delta": &s.params.Delta, "epsilon": &s.params.Epsilon, "prisoner": &s.params.Prisoner, "margin": &s.margin}
	positional := []*float64{&s.params.Alpha, &s.params.Beta, &s.params.Gamma, &s.params.Delta, &s.params.Epsilon}
	setDepth := func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 5 {
			return fmt.Errorf("depth %q: want 1 to 5", v)
		}
		s.depth = n
		return nil
	}
	pos := 0
	for i, f := range strings.Split(arg, ",") {
		f = strings.TrimSpace(f)
		if key, val, ok := strings.Cut(f, "="); ok {
			key = strings.ToLower(strings.TrimSpace(key))
			val = strings.TrimSpace(val)
			if key == "depth" && withDepth {
				if err := setDepth(val); err != nil {
					return err
				}
				continue
			}
			t, known := named[key]
			if !known {
				return fmt.Errorf("unknown setting %q", key)
			}
			v, err := strconv.ParseFloat(val, 64)
			if err != nil {
				return fmt.Errorf("%s=%q: %w", key, val, err)
			}
			*t = v
			continue
		}
		if i == 0 && withDepth {
			if f != "" {
				if err := setDepth(f); err != nil {
					return err
				}
			}
			continue
		}
		if pos >= len(positional) {
			return fmt.Errorf("%q: at most five constants α,β,γ,δ,ε", arg)
		}
		if f != "" {
			v, err := strconv.ParseFloat(f, 64)
			if err != nil {
				return fmt.Errorf("constant %q: %w", f, err)
			}
			*positional[pos] = v
		}
		pos++
	}
	if s.margin < 0 {
		return fmt.Errorf("margin %v: must not be negative", s.margin)
	}
	return nil
}

// thesisName describes a thesis player and the settings that differ from the defaults, e.g. "alphabeta:3".
func thesisName(kind string, depth int, margin float64, p EvalParams) string {
	name := kind
	var extra []string
	if depth > 0 {
		extra = append(extra, strconv.Itoa(depth))
	}
	d := DefaultEvalParams()
	add := func(key string, v, def float64) {
		if v != def {
			extra = append(extra, key+"="+strconv.FormatFloat(v, 'g', -1, 64))
		}
	}
	add("alpha", p.Alpha, d.Alpha)
	add("beta", p.Beta, d.Beta)
	add("gamma", p.Gamma, d.Gamma)
	add("delta", p.Delta, d.Delta)
	add("epsilon", p.Epsilon, d.Epsilon)
	add("prisoner", p.Prisoner, d.Prisoner)
	add("margin", margin, 0)
	if len(extra) > 0 {
		name += ":" + strings.Join(extra, ",")
	}
	return name
}

func init() {
	register("greedy", func(arg string, seed uint64) (Player, error) {
		s := thesisSettings{params: DefaultEvalParams()}
		if err := parseThesisArgs(arg, false, &s); err != nil {
			return nil, err
		}
		g := NewGreedy(seed)
		g.Params, g.Margin = s.params, s.margin
		return g, nil
	})
}
