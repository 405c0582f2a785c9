package ai

import (
	"math/bits"
)

// dfpn is one depth-first proof-number search (Nagai's df-pn in negamax form, with the 1+ε threshold of
// Pawlewicz and Lew) on the solver board. φ(n) is the cost of proving that the side to move at n wins, δ(n)
// of proving it loses: φ(n) = min δ(child), δ(n) = Σ φ(child). A new position starts at φ = 1 and δ = the
// number of safe replies, so forcing moves (ataris, which leave one reply) are searched first.
type dfpn struct {
	g       *sgeom
	tt      *ttable
	nodes   int64
	limit   int64       // stop after this many nodes (0: no limit)
	stop    func() bool // polled every few thousand nodes; true aborts the search
	aborted bool
	sink    uint64 // keeps the bucket touches from being optimised away
	ladders bool   // read ladders: a mover that can ladder a chain wins; a move into a ladder is refuted
	stack   []dframe
}

// dframe is the scratch of one ply of the search, kept in the solver so that nothing of a node is garbage.
type dframe struct {
	kids  [64]dchild
	child spos // the position after the move being searched
}

// dchild is a move of an expanded position with its child's numbers.
type dchild struct {
	move  int8
	key   uint64
	phi   uint32
	delta uint32
	depth uint16
}

// satAdd adds proof numbers: pnInf when either is pnInf, else saturating just below it.
func satAdd(a, b uint32) uint32 {
	if a == pnInf || b == pnInf {
		return pnInf
	}
	if s := uint64(a) + uint64(b); s < uint64(pnInf) {
		return uint32(s)
	}
	return pnInf - 1
}

// terminalDepth is the length of the game from a position where the side to move has no safe move:
// 0 when it has no legal move at all (it loses by exhaustion), else 2 (any move, then the capture).
func (s *dfpn) terminalDepth(cs *chains, empty, removed uint64) uint16 {
	for b := empty; b != 0; b &= b - 1 {
		if cs.mergedLibs(s.g, bits.TrailingZeros64(b), empty, removed) != 0 {
			return 2
		}
	}
	return 0
}

// replies estimates the number of safe replies after a move at removed: exactly when the move puts a chain
// in atari (then there are at most one), else by the replies that were safe before it.
func (s *dfpn) replies(theirs *chains, theirSafe, empty, removed uint64) int {
	ataris, _ := theirs.atariPoints(removed)
	if ataris == 0 {
		return max(1, bits.OnesCount64(theirSafe&^removed))
	}
	if ataris&(ataris-1) != 0 {
		return 0
	}
	l := theirs.mergedLibs(s.g, bits.TrailingZeros64(ataris), empty, removed)
	if l&(l-1) == 0 {
		return 0
	}
	return 1
}

// hasKey reports whether a child with position key k is among kids.
func hasKey(kids []dchild, k uint64) bool {
	for j := range kids {
		if kids[j].key == k {
			return true
		}
	}
	return false
}

// intoLadder returns the plies of the ladder that captures a chain of the mover after its move at bit i,
// or 0: the chain the move makes, or a chain already laddered (in laddered) that the move does not save.
// It reads only when the move puts no chain of the other side in atari (which the other side must answer).
func (s *dfpn) intoLadder(p *spos, mine, theirs *chains, laddered uint32, i int, empty uint64) int {
	g := s.g
	bit := uint64(1) << uint(i)
	if a, _ := theirs.atariPoints(bit); a != 0 {
		return 0
	}
	me := p.me | bit
	chain := g.flood(bit, me)
	if l := mine.mergedLibs(g, i, empty, 0); bits.OnesCount64(l) == 2 {
		if n := g.ladderCaptures(p.op, me, chain, 0); n > 0 {
			return n
		}
	}
	for ; laddered != 0; laddered &= laddered - 1 {
		k := bits.TrailingZeros32(laddered)
		if mine.stone[k]&chain != 0 {
			continue
		}
		if n := g.ladderCaptures(p.op, me, mine.stone[k], 0); n > 0 {
			return n
		}
	}
	return 0
}

// moveClassWeight is what each step of moveClass adds to a new child's δ. Against 2, the weight of 6 took
// 28% fewer nodes to prove seven leaves of the empty 6×6 board from scratch and 25% fewer on the small boards
// of TestSolverBoards.
const moveClassWeight = 6

// moveClass ranks a move for the order of search: 0 when it leaves a chain of the other side with two
// liberties, 1 when it touches a stone, 2 otherwise.
func (s *dfpn) moveClass(theirs *chains, bit, stones uint64) uint32 {
	g := s.g
	n := g.nbr(bit)
	if n&stones == 0 {
		return 2
	}
	for k := 0; k < theirs.n; k++ {
		if theirs.stone[k]&n != 0 && bits.OnesCount64(theirs.libs[k]&^bit) <= 2 {
			return 0
		}
	}
	return 1
}

// mid searches p until its φ reaches phiT or its δ reaches deltaT (or it is settled) and returns its numbers.
func (s *dfpn) mid(p *spos, key uint64, phiT, deltaT uint32, ply int) (phi, delta uint32, depth uint16) {
	s.nodes++
	if s.nodes&1023 == 0 && ((s.limit > 0 && s.nodes >= s.limit) || (s.stop != nil && s.stop())) {
		s.aborted = true
	}
	if s.aborted {
		return 1, 1, 0
	}
	g := s.g
	start := s.nodes
	empty := g.all &^ (p.me | p.op)
	var mine, theirs chains
	mine.analyse(g, p.me, empty)
	safe := mine.safeMoves(g, empty, 0)
	if safe == 0 {
		d := s.terminalDepth(&mine, empty, 0)
		s.tt.store(key, pnInf, 0, 1, d)
		return pnInf, 0, d
	}
	theirs.analyse(g, p.op, empty)
	myAtaris, _ := mine.atariPoints(0)
	if s.ladders && myAtaris == 0 {
		// The mover wins at once when it can ladder a chain of the other side.
		if n := g.inLadder(p.op, p.me, &theirs); n > 0 {
			s.tt.store(key, 0, pnInf, 1, uint16(n))
			return 0, pnInf, uint16(n)
		}
	}
	theirSafe := theirs.safeMoves(g, empty, 0)
	// Chains of the mover that the other side could ladder if it were to move: a move must break the
	// ladder or is refuted (a move elsewhere cannot start a new one, as it only adds a defender stone).
	var laddered uint32
	if s.ladders {
		laddered = g.ladderedChains(p.me, p.op, &mine)
	}
	symmetric := false
	for k := 1; k < g.nsym; k++ {
		symmetric = symmetric || p.h[k] == p.h[0]
	}
	// The children's keys first, then their table buckets touched all at once (the memory loads overlap),
	// then the lookups, which now hit the cache.
	kids := s.stack[ply].kids[:0]
	for b := safe; b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(b)
		c := *p
		c.play(g, i)
		k := c.key(g)
		if symmetric && hasKey(kids, k) {
			continue
		}
		kids = append(kids, dchild{move: int8(i), key: k})
	}
	for j := range kids {
		s.sink += s.tt.touch(kids[j].key)
	}
	for j := range kids {
		ch := &kids[j]
		i := int(ch.move)
		if phi, delta, depth, ok := s.tt.lookup(ch.key); ok {
			ch.phi, ch.delta, ch.depth = phi, delta, depth
		} else {
			bit := uint64(1) << uint(i)
			n := s.replies(&theirs, theirSafe, empty&^bit, bit)
			if n == 0 {
				d := 1 + s.terminalDepth(&theirs, empty&^bit, bit)
				s.tt.store(key, 0, pnInf, 1, d)
				return 0, pnInf, d
			}
			// δ: the replies, and more for moves away from the fight (moveClassWeight each class).
			ch.phi, ch.delta = 1, uint32(n)+moveClassWeight*s.moveClass(&theirs, bit, p.me|p.op)
			if s.ladders {
				if ln := s.intoLadder(p, &mine, &theirs, laddered, i, empty); ln > 0 {
					ch.phi, ch.delta, ch.depth = 0, pnInf, uint16(ln)
					s.tt.store(ch.key, 0, pnInf, 1, uint16(ln))
				}
			}
		}
		if ch.delta == 0 {
			s.tt.store(key, 0, pnInf, s.nodes-start+1, 1+ch.depth)
			return 0, pnInf, 1 + ch.depth
		}
	}
	for {
		// φ = min δ(child), δ = Σ φ(child); best is the child of least δ, delta2 the runner-up's δ.
		phi, delta = pnInf, 0
		best, delta2 := -1, pnInf
		for j := range kids {
			d := kids[j].delta
			if d < phi {
				delta2 = phi
				phi, best = d, j
			} else if d < delta2 {
				delta2 = d
			}
			delta = satAdd(delta, kids[j].phi)
		}
		if phi == 0 || delta == 0 {
			depth = s.settledDepth(kids, phi == 0)
			s.tt.store(key, phi, delta, s.nodes-start+1, depth)
			return phi, delta, depth
		}
		if phi >= phiT || delta >= deltaT || s.aborted {
			if !s.aborted {
				s.tt.store(key, phi, delta, s.nodes-start+1, 0)
			}
			return phi, delta, 0
		}
		b := &kids[best]
		cPhiT := satAdd(deltaT-delta, b.phi) // δ − φ(best) + φ(best)' must stay below deltaT
		cDeltaT := min(phiT, satAdd(delta2, delta2/4+1))
		c := &s.stack[ply].child
		*c = *p
		c.play(g, int(b.move))
		b.phi, b.delta, b.depth = s.mid(c, b.key, cPhiT, cDeltaT, ply+1)
	}
}

// settledDepth returns the plies to the end from a settled position: through the quickest winning child
// when won, through the longest-resisting child when lost.
func (s *dfpn) settledDepth(kids []dchild, won bool) uint16 {
	var d uint16
	if won {
		d = ^uint16(0)
		for _, k := range kids {
			if k.delta == 0 && k.depth < d {
				d = k.depth
			}
		}
	} else {
		for _, k := range kids {
			d = max(d, k.depth)
		}
	}
	return d + 1
}
