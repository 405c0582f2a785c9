package ai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// HintResult is a suggestion for the side to move.
type HintResult struct {
	Move engine.Point   // the suggested move (engine.Pass in Go when passing is best)
	Line []engine.Point // the expected continuation, the move first: a whole winning line when Whole or Exact
	// Solved says the result is proven in Atari Go: by the quickest-win search, the exact solver, or the search's
	// proof from the rules.
	Solved bool
	Winner engine.Color // with Solved or Exact: who wins with perfect play (with Exact, engine.Empty for a draw)
	Whole  bool         // with Solved and a win: Line was played out on the board and ends with the winner's capture
	// WinnerMoves is, with Whole, the number of moves in which the winner wins against the best defence, the final
	// capture included, when QuickestWin proved it both ways (no defence lasts longer, no win is quicker): Line then
	// shows it. It is 0 when no number was proven, as for a longer win, whose line is one of many.
	WinnerMoves int
	Value       float64 // the side to move's winning chance by the search (1, 0, or ½ for a draw, when Solved or Exact)
	Comment     string  // e.g. "wins in 3 moves"

	// Exact is set in Go when the exact endgame search (Endgame) settled the position: Move is a best move,
	// Line the best play to the two passes that end the game, and Margin the final score it leads to.
	Exact bool
	// Margin is, with Exact, the side to move's final score minus the opponent's with best play, komi included
	// (negative when it loses).
	Margin float64
	// TooComplex is set in Go when few enough points were undecided for the exact endgame search to be tried
	// but it ran out of time or nodes: the move is then the search's, as without it.
	TooComplex bool
}

// Hint returns the best move for the side to move within budget: in Go the exact endgame search's best move
// and final score when few points are undecided and it finishes in part of the time; in capture-1 Atari Go the
// quickest win when it takes at most QuickWinMoves moves, else the exact solver's winning line when it can prove
// the result in part of the time; else the Monte-Carlo search's move and principal variation. It honours ctx; budget ≤ 0 means one second.
func Hint(ctx context.Context, pos *engine.Position, budget time.Duration) (HintResult, error) {
	if budget <= 0 {
		budget = time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	return NewHinter(1).Hint(ctx, pos, nil)
}

// hintFromInfo turns a player's answer into a hint.
func hintFromInfo(pos *engine.Position, mv engine.Point, info Info) HintResult {
	h := HintResult{Move: mv, Line: info.PV, Solved: info.Solved, Winner: info.Winner, Value: info.Value, Comment: info.Comment}
	if len(h.Line) == 0 || h.Line[0] != mv {
		h.Line = []engine.Point{mv}
	}
	if h.Solved {
		h.Value = 0
		h.Comment = "loses against perfect play (proved)"
		if h.Winner == pos.ToMove() {
			h.Value = 1
			h.Comment = "wins with perfect play (proved)"
			// A proof's line is drawn only when it is played out here to the winner's capture (it can stop short
			// where the table already knew the rest); its length is no number of moves: neither its attack nor its
			// defence need be the quickest or the longest (quickHint counts a quick win).
			h.Whole = winsAlong(pos, h.Line)
		}
	}
	return h
}

// quickHint is the hint of a win in n moves of the side to move in pos that QuickestWin proved, with its line.
func quickHint(pos *engine.Position, n int, line []engine.Point) HintResult {
	return HintResult{Move: line[0], Line: line, Solved: true, Winner: pos.ToMove(), Whole: true, WinnerMoves: n, Value: 1,
		Comment: fmt.Sprintf("wins in %d moves", n)}
}

// winsAlong reports whether line, played from pos, is legal to its end and ends the Atari Go game there with a
// win for the side to move in pos.
func winsAlong(pos *engine.Position, line []engine.Point) bool {
	if pos.Rules().Kind != engine.AtariGo || len(line) == 0 {
		return false
	}
	q := *pos
	for _, mv := range line {
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: mv}); err != nil {
			return false
		}
	}
	return q.Over() && q.Outcome().Winner == pos.ToMove()
}

// Hinter is the player behind Hint, for running hints on the Worker: in Go the exact endgame search's best
// line when it finishes ("wins by 2.5 points (exact)" in Info.Comment), in Atari Go the exact solver's proven
// line when it finds one (the whole line in Info.PV, "wins in N moves" in Info.Comment), else the search.
type Hinter struct {
	p *Perfect
	// Endgame limits the exact endgame search (zero fields take Endgame's defaults).
	Endgame EndgameLimit
	// EndgameShare is the part of the time to the deadline the exact endgame search may take (½ when 0).
	EndgameShare float64
}

// NewHinter returns a hint player seeded with seed; it uses every CPU but one. Where no proof is found it
// searches as the strongest level, Master, does, for all the time left.
func NewHinter(seed uint64) *Hinter {
	p := NewPerfect(0, seed)
	p.Solver.TableBits = 22
	p.rng = nil // the line's own first move, not a random one of the winning moves
	if l, ok := LevelByKey("master"); ok {
		if fb, err := ParsePlayer(l.Spec, seed); err == nil {
			if m, ok := fb.(*MCTS); ok {
				m.Time = 0 // the hint's deadline decides
				p.Fallback = m
			}
		}
	}
	return &Hinter{p: p}
}

// Name returns "hint".
func (h *Hinter) Name() string { return "hint" }

// Move returns the suggested move (Hint's); without a proof the proven line is replaced by the search's.
func (h *Hinter) Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error) {
	r, info, err := h.hint(ctx, pos, prog)
	return r.Move, info, err
}

// Hint returns the hint for the side to move in pos, using the time to ctx's deadline (see the function Hint).
func (h *Hinter) Hint(ctx context.Context, pos *engine.Position, prog *Progress) (HintResult, error) {
	r, _, err := h.hint(ctx, pos, prog)
	return r, err
}

// hint works out the hint and what the player behind it reports.
func (h *Hinter) hint(ctx context.Context, pos *engine.Position, prog *Progress) (HintResult, Info, error) {
	tried := false
	if pos.Rules().Kind == engine.Go && !pos.Over() {
		e, err := h.endgame(ctx, pos)
		switch {
		case err == nil:
			prog.AddNodes(e.Nodes)
			prog.SetBest(e.Move)
			r := endgameHint(pos, e)
			info := Info{Value: r.Value, PV: r.Line, Nodes: e.Nodes, Depth: len(r.Line), Solved: true, Winner: r.Winner,
				Comment: r.Comment}
			return r, info, nil
		case errors.Is(err, ErrEndgameTooComplex):
			tried = true
		case !errors.Is(err, ErrEndgameNotSettled):
			return HintResult{}, Info{}, err
		}
	}
	if n, line, ok := QuickestWin(ctx, pos, QuickWinMoves); ok {
		prog.SetBest(line[0])
		r := quickHint(pos, n, line)
		info := Info{Value: 1, PV: line, Depth: len(line), Solved: true, Winner: r.Winner, Comment: r.Comment}
		return r, info, nil
	}
	if err := ctx.Err(); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return HintResult{}, Info{}, err
	}
	mv, info, err := h.p.Move(ctx, pos, prog)
	if err != nil {
		return HintResult{}, info, err
	}
	r := hintFromInfo(pos, mv, info)
	if r.Solved {
		info.Comment = r.Comment
	}
	r.TooComplex = tried
	return r, info, nil
}

// endgame runs the exact endgame search on pos with the Hinter's share of the time to ctx's deadline.
func (h *Hinter) endgame(ctx context.Context, pos *engine.Position) (EndgameResult, error) {
	if d, ok := ctx.Deadline(); ok {
		share := h.EndgameShare
		if share <= 0 {
			share = 0.5
		}
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, time.Now().Add(time.Duration(float64(time.Until(d))*share)))
		defer cancel()
	}
	return Endgame(ctx, pos, h.Endgame)
}

// endgameHint turns an exact endgame result into a hint.
func endgameHint(pos *engine.Position, e EndgameResult) HintResult {
	r := HintResult{Move: e.Move, Line: e.Line, Exact: true, Margin: e.Margin, Winner: e.Winner, Value: 0.5}
	m := math.Abs(e.Margin)
	switch e.Winner {
	case pos.ToMove():
		r.Value = 1
		r.Comment = fmt.Sprintf("wins by %g points (exact)", m)
	case engine.Empty:
		r.Comment = "draws (exact)"
	default:
		r.Value = 0
		r.Comment = fmt.Sprintf("loses by %g points (exact)", m)
	}
	return r
}
