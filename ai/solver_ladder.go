package ai

import "math/bits"

// The solver's tactical reader: ladders on the bit board, read exactly. Under capture 1 a chain with two
// liberties whose owner has no way to capture (no chain of the attacker is in atari) is lost when the
// attacker can atari it safely and every extension leaves it with two liberties again, down to one: its
// owner cannot capture anything, so extending is its only way to save the chain. A position in which the
// side to move can ladder a chain of the other side is therefore won for the side to move, and a move
// that leaves one of the mover's chains in a working ladder is refuted without search. The reading answers
// "captured" only when that is certain; anything it does not follow (the extension putting an attacker
// chain in atari, a third liberty) counts as "not captured".

// ladderDepthLimit bounds a ladder's length in ataris (a ladder on a 64-point board is far shorter).
const ladderDepthLimit = 40

// ladderCaptures returns the plies to the capture when the attacker, to move, captures the defender's
// chain target (two liberties) in a ladder, else 0. att and def are the two sides' stones; no attacker
// chain may be in atari.
func (g *sgeom) ladderCaptures(att, def, target uint64, depth int) int {
	if depth > ladderDepthLimit {
		return 0
	}
	empty := g.all &^ (att | def)
	libs := g.nbr(target) & empty
	if bits.OnesCount64(libs) != 2 {
		return 0
	}
	for b := libs; b != 0; b &= b - 1 {
		a := b & -b      // the attacker's atari
		ext := libs &^ a // the defender's only escape
		att2 := att | a
		// The atari stone must be safe: its chain keeps two liberties.
		if l := g.nbr(g.flood(a, att2)) & (empty &^ a); l&(l-1) == 0 {
			continue
		}
		def2 := def | ext
		t2 := g.flood(ext, def2)
		empty2 := empty &^ (a | ext)
		l2 := g.nbr(t2) & empty2
		switch n := bits.OnesCount64(l2); {
		case n <= 1:
			return 3 // the extension is suicide or leaves one liberty: captured next
		case n >= 3:
			continue // escaped
		}
		// The extension must not put an attacker chain in atari (the attacker would have to answer).
		if g.ataris(att2, g.nbr(ext)&att2, empty2) {
			continue
		}
		if n := g.ladderCaptures(att2, def2, t2, depth+1); n > 0 {
			return n + 2
		}
	}
	return 0
}

// ataris reports whether a chain of stones meeting near is left with one liberty or none among empty.
func (g *sgeom) ataris(stones, near, empty uint64) bool {
	for near != 0 {
		ch := g.flood(near&-near, stones)
		near &^= ch
		if l := g.nbr(ch) & empty; l&(l-1) == 0 {
			return true
		}
	}
	return false
}

// inLadder returns the plies to the capture when the side to move (stones other) can ladder some chain of
// cs (the other side, stones mine) with two liberties, else 0.
func (g *sgeom) inLadder(mine, other uint64, cs *chains) int {
	for k := 0; k < cs.n; k++ {
		if bits.OnesCount64(cs.libs[k]) == 2 {
			if n := g.ladderCaptures(other, mine, cs.stone[k], 0); n > 0 {
				return n
			}
		}
	}
	return 0
}

// ladderedChains returns the set (bit k for chain k of cs) of cs's chains with two liberties that the
// other side (stones other) would capture in a ladder if it were to move.
func (g *sgeom) ladderedChains(mine, other uint64, cs *chains) uint32 {
	var set uint32
	for k := 0; k < cs.n; k++ {
		if bits.OnesCount64(cs.libs[k]) == 2 && g.ladderCaptures(other, mine, cs.stone[k], 0) > 0 {
			set |= 1 << uint(k)
		}
	}
	return set
}
