package ai

import "github.com/seed593a7f8d/atarigo/engine"

// At the root the search asks the tactical reader about every weak chain (two liberties or fewer, three in
// Atari Go) before it starts, and turns the answers into priors: a move that captures an opponent chain by
// force is tried first, a move that saves an own chain that would otherwise be captured likewise, and a
// move after which its own chain can be captured (a ladder that does not work, a self-atari in disguise)
// is tried last. The playouts cannot read ladders; this is where the search learns them.

// mcHint is root knowledge about one move: a prior added to its statistics.
type mcHint struct {
	move engine.Point
	p    prior
}

// Priors from the reader, strong enough to steer a few thousand playouts.
var (
	priorReadCapture = prior{40, 38}
	priorReadSave    = prior{30, 27}
	priorReadBad     = prior{40, 2}
)

// rootReadBudget is the reader's node budget per question at the root.
const rootReadBudget = 3000

// rootKnowledge reads the weak chains of pos and returns priors for the side to move's moves.
func (m *MCTS) rootKnowledge(pos *engine.Position) []mcHint {
	if !m.Reader {
		return nil
	}
	r := NewReader(rootReadBudget)
	c := pos.ToMove()
	maxLibs := 2
	if pos.Rules().Kind == engine.AtariGo {
		maxLibs = 3
	}
	var out []mcHint
	seen := map[engine.Point]bool{}
	for _, pt := range pos.Points(nil) {
		col := pos.At(pt)
		if !col.IsStone() || seen[pos.ChainHead(pt)] {
			continue
		}
		seen[pos.ChainHead(pt)] = true
		if pos.LibertiesUpTo(pt, maxLibs+1) > maxLibs {
			continue
		}
		if col != c {
			if res, mv := r.Attack(pos, pt); res == ReadCaptured && mv != engine.NoPoint {
				out = append(out, mcHint{mv, priorReadCapture})
			}
			continue
		}
		if res, _ := r.Attack(pos, pt); res == ReadCaptured {
			if res, mv := r.Defend(pos, pt); res == ReadSafe && mv != engine.NoPoint {
				out = append(out, mcHint{mv, priorReadSave})
			}
		}
	}
	// Moves that leave their own chain short of liberties and capturable.
	for _, mv := range pos.LegalMoves(nil) {
		if mcCaptures(pos, mv, c) {
			continue
		}
		next := *pos
		next.PlayFast(mv)
		if next.Over() || next.LibertiesUpTo(mv, 3) > 2 {
			continue
		}
		if res, _ := r.Attack(&next, mv); res == ReadCaptured {
			out = append(out, mcHint{mv, priorReadBad})
		}
	}
	return out
}

// applyKnowledge adds the root priors to the root's children.
func (t *mcTree) applyKnowledge(hints []mcHint) {
	for _, h := range hints {
		for i := range t.root.children {
			if ch := &t.root.children[i]; ch.move == h.move {
				ch.visits += h.p.n
				ch.wins += h.p.w
			}
		}
	}
}
