package ai

import (
	"context"

	"github.com/seed593a7f8d/atarigo/engine"
)

// At the root the search asks the tactical reader about every weak chain (two liberties or fewer, three in
// Atari Go) before it starts, and turns the answers into priors: a move that captures an opponent chain by
// force is tried first, a move that saves an own chain that would otherwise be captured likewise, and a
// move after which its own chain can be captured (a ladder that does not work, a self-atari in disguise)
// is tried last. The playouts cannot read ladders; this is where the search learns them.

// mcHint is root knowledge about one move: a prior added to its statistics, or a proven win.
type mcHint struct {
	move     engine.Point
	p        prior
	proven   bool
	decisive bool // the reader says the move wins the game, or a good part of it, by a capture (not a proof)
}

// Priors from the reader, strong enough to steer a few thousand playouts; the decisive ones (a capture
// that ends an Atari Go game, the loss of a chain that would end it) outweigh tens of thousands.
var (
	priorReadCapture = prior{40, 38}
	priorReadSave    = prior{30, 27}
	priorReadBad     = prior{40, 2}
	priorReadWin     = prior{3000, 2950}
	priorReadRescue  = prior{3000, 2900}
	priorReadLosing  = prior{3000, 50}
)

// rootReadBudget is the reader's node budget per question at the root.
const rootReadBudget = 3000

// rootKnowledge reads the weak chains of pos and returns priors for the side to move's moves; it stops
// reading (with what it has) when ctx ends.
func (m *MCTS) rootKnowledge(ctx context.Context, pos *engine.Position) []mcHint {
	if !m.Reader {
		return nil
	}
	r := NewReader(rootReadBudget)
	c := pos.ToMove()
	rules := pos.Rules()
	atari := rules.Kind == engine.AtariGo
	maxLibs := 2
	if atari {
		maxLibs = 3
	}
	// ends reports whether capturing size stones for side ends the game.
	ends := func(side engine.Color, size int) bool {
		return atari && pos.Captures(side)+size >= rules.Target()
	}
	// weigh scales a prior by the share of the way to the capture target that size stones are.
	weigh := func(p prior, side engine.Color, size int) prior {
		if !atari {
			return p
		}
		f := float32(size) / float32(max(1, rules.Target()-pos.Captures(side)))
		return prior{p.n * (1 + 60*f), p.w * (1 + 60*f)}
	}
	// In capture 1 a working ladder is a proven win when no chain of the mover is in atari.
	exactLadders := atari && rules.Target() == 1 && !mcInAtari(pos, c)
	var out []mcHint
	seen := map[engine.Point]bool{}
	for _, pt := range pos.Points(nil) {
		if ctx.Err() != nil {
			return out
		}
		col := pos.At(pt)
		if !col.IsStone() || seen[pos.ChainHead(pt)] {
			continue
		}
		seen[pos.ChainHead(pt)] = true
		if pos.LibertiesUpTo(pt, maxLibs+1) > maxLibs {
			continue
		}
		size := pos.ChainSize(pt)
		if col != c {
			if exactLadders && pos.LibertiesUpTo(pt, 3) == 2 {
				if res, mv := r.Ladder(pos, pt); res == ReadCaptured && mv != engine.NoPoint {
					out = append(out, mcHint{move: mv, proven: true})
					continue
				}
			}
			if res, mv := r.Attack(pos, pt); res == ReadCaptured && mv != engine.NoPoint {
				if ends(c, size) {
					// Not a proof: the defender may win by a threat elsewhere, which the reader does not see.
					out = append(out, mcHint{move: mv, p: priorReadWin, decisive: true})
					continue
				}
				// A capture of a third of what is still needed counts as decisive too.
				big := atari && 3*size >= rules.Target()-pos.Captures(c)
				out = append(out, mcHint{move: mv, p: weigh(priorReadCapture, c, size), decisive: big})
			}
			continue
		}
		if res, _ := r.Attack(pos, pt); res == ReadCaptured {
			if res, mv := r.Defend(pos, pt); res == ReadSafe && mv != engine.NoPoint {
				p := weigh(priorReadSave, c.Opponent(), size)
				if ends(c.Opponent(), size) {
					p = priorReadRescue
				}
				out = append(out, mcHint{move: mv, p: p})
			}
		}
	}
	if !atari {
		out = append(out, lifeHints(ctx, pos, m.rootDeadline(lifeRootShare))...)
		out = append(out, owlHints(ctx, pos, m.rootDeadline(owlRootShare), m.par.owlRisk > 0)...)
	}
	// Moves that leave their own chain short of liberties and capturable.
	for _, mv := range pos.LegalMoves(nil) {
		if ctx.Err() != nil {
			return out
		}
		if mcCaptures(pos, mv, c) || (!atari && mcNakade(pos, mv, c)) {
			continue // a capture, or a throw-in that spoils an eye: its stones are meant to be taken
		}
		next := *pos
		next.PlayFast(mv)
		if next.Over() || next.LibertiesUpTo(mv, 3) > 2 {
			continue
		}
		if res, _ := r.Attack(&next, mv); res == ReadCaptured {
			p := priorReadBad
			if ends(c.Opponent(), next.ChainSize(mv)) {
				p = priorReadLosing
			}
			out = append(out, mcHint{move: mv, p: p})
		}
	}
	return out
}

// mcInAtari reports whether some chain of colour c is in atari.
func mcInAtari(pos *engine.Position, c engine.Color) bool {
	for i := 0; i < pos.Cols()*pos.Rows(); i++ {
		if pt := engine.Pt(i%pos.Cols(), i/pos.Cols()); pos.At(pt) == c && pos.InAtari(pt) {
			return true
		}
	}
	return false
}

// applyKnowledge adds the root priors to the root's children.
func (t *mcTree) applyKnowledge(hints []mcHint) {
	for _, h := range hints {
		for i := range t.root.children {
			if ch := &t.root.children[i]; ch.move == h.move {
				ch.add(h.p)
				if h.proven && ch.proven == 0 {
					ch.proven = 1
					t.root.proven = -1
				}
			}
		}
	}
}

// keepRootMoves drops the root's children whose moves are not in open; the pass stays, and is added when nothing
// else would be left.
func (t *mcTree) keepRootMoves(open *engine.PointSet) {
	kids := t.root.children[:0:0]
	for _, ch := range t.root.children {
		if ch.move == engine.Pass || open.Has(ch.move) {
			kids = append(kids, ch)
		}
	}
	if len(kids) == 0 {
		kids = append(kids, mcNode{move: engine.Pass, visits: 1, wins: 0.3, pn: 1, pw: 0.3})
	}
	t.root.children = kids
}

// resist returns, of moves (the root's, every one proven lost by the search), the one that resists longest as
// far as the reader can tell: best a move after which the opponent cannot win the game by a capture the reader
// proves, else one after which at least no winning capture is on the board at once; ties go to the most visited.
// The search alone would take the first of equally lost moves, which may walk into a capture at once.
func (m *MCTS) resist(pos *engine.Position, moves []engine.Point, visits func(engine.Point) float32) engine.Point {
	r := NewReader(rootReadBudget)
	c := pos.ToMove()
	opp := c.Opponent()
	rules := pos.Rules()
	// level is how long the opponent needs to win after mv: 0 at once, 1 by a capture the reader proves, 2 more.
	level := func(mv engine.Point) int {
		next := *pos
		next.PlayFast(mv)
		if next.Over() {
			return 0
		}
		best := 2
		for _, pt := range next.Points(nil) {
			if next.At(pt) != c || next.ChainHead(pt) != pt || next.LibertiesUpTo(pt, 4) > 3 {
				continue
			}
			if rules.Kind == engine.AtariGo && next.Captures(opp)+next.ChainSize(pt) < rules.Target() {
				continue // its loss would not end the game
			}
			if next.InAtari(pt) {
				return 0
			}
			if res, _ := r.Attack(&next, pt); res == ReadCaptured {
				best = 1
			}
		}
		return best
	}
	choice, choiceLevel := engine.NoPoint, -1
	for _, mv := range moves {
		if mv == engine.Pass {
			continue
		}
		l := level(mv)
		if l > choiceLevel || l == choiceLevel && visits(mv) > visits(choice) {
			choice, choiceLevel = mv, l
		}
	}
	if choice == engine.NoPoint && len(moves) > 0 {
		choice = moves[0]
	}
	return choice
}
