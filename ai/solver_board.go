package ai

import (
	"math/bits"

	"github.com/seed593a7f8d/atarigo/engine"
)

// The exact solver plays classic Atari Go (capture 1) on a bit board of at most 64 points. Under capture 1
// the first capture ends the game, so inside the search no stone is ever removed: a position is just the
// two sets of stones and the side to move, the game cannot repeat, and a move is worth considering only if
// it is safe — after it every chain of the mover has at least two liberties. Any other move lets the
// opponent capture at once, and a side without a safe move has lost (by capture next move or by exhaustion).

// sgeom is the shape of a solver board: bit i is column i%w, row i/w.
type sgeom struct {
	w, h       int
	all        uint64 // every point of the board
	notLeft    uint64 // points not in the first column
	notRight   uint64 // points not in the last column
	nsym       int    // number of symmetries of the board shape (8 square, 4 rectangular)
	sym        [8][64]uint8
	zob        [2][64]uint64 // [0] mover-independent keys of black stones, [1] of white stones
	whiteToMov uint64
}

// newGeom returns the geometry of a w×h board (w·h ≤ 64).
func newGeom(w, h int) *sgeom {
	g := &sgeom{w: w, h: h}
	n := w * h
	if n == 64 {
		g.all = ^uint64(0)
	} else {
		g.all = 1<<uint(n) - 1
	}
	for i := 0; i < n; i++ {
		if i%w != 0 {
			g.notLeft |= 1 << uint(i)
		}
		if i%w != w-1 {
			g.notRight |= 1 << uint(i)
		}
	}
	g.nsym = 4
	if w == h {
		g.nsym = 8
	}
	for i := 0; i < n; i++ {
		c, r := i%w, i/w
		t := [8][2]int{
			{c, r}, {w - 1 - c, r}, {c, h - 1 - r}, {w - 1 - c, h - 1 - r},
			{r, c}, {h - 1 - r, c}, {r, w - 1 - c}, {h - 1 - r, w - 1 - c},
		}
		for k := 0; k < g.nsym; k++ {
			g.sym[k][i] = uint8(t[k][1]*w + t[k][0])
		}
	}
	rng := engine.NewRand(0x5eed50)
	for c := 0; c < 2; c++ {
		for i := range g.zob[c] {
			g.zob[c][i] = rng.Uint64()
		}
	}
	g.whiteToMov = rng.Uint64()
	return g
}

// nbr returns the points orthogonally next to some point of b.
func (g *sgeom) nbr(b uint64) uint64 {
	return ((b&g.notLeft)>>1 | (b&g.notRight)<<1 | b<<uint(g.w) | b>>uint(g.w)) & g.all
}

// flood returns the chain of stones that contains seed.
func (g *sgeom) flood(seed, stones uint64) uint64 {
	c := seed
	for {
		n := (g.nbr(c) & stones) | c
		if n == c {
			return c
		}
		c = n
	}
}

// toPoint converts a bit index to an engine point.
func (g *sgeom) toPoint(i int) engine.Point { return engine.Pt(i%g.w, i/g.w) }

// spos is a solver position: the stones of the side to move and of the other side, and the symmetric hashes.
type spos struct {
	me, op  uint64
	meWhite bool      // the side to move is White
	h       [8]uint64 // hash of the stones under each symmetry of the board
}

// mover returns the colour of the side to move.
func (p *spos) mover() engine.Color {
	if p.meWhite {
		return engine.White
	}
	return engine.Black
}

// key returns the hash of the position up to symmetry, side to move included.
func (p *spos) key(g *sgeom) uint64 {
	k := p.h[0]
	for i := 1; i < g.nsym; i++ {
		k = min(k, p.h[i])
	}
	if p.meWhite {
		k ^= g.whiteToMov
	}
	return k | 1 // never 0, the mark of an unused table slot
}

// play puts a stone of the side to move at bit i and passes the turn.
func (p *spos) play(g *sgeom, i int) {
	c := 0
	if p.meWhite {
		c = 1
	}
	for k := 0; k < g.nsym; k++ {
		p.h[k] ^= g.zob[c][g.sym[k][i]]
	}
	p.me |= 1 << uint(i)
	p.me, p.op = p.op, p.me
	p.meWhite = !p.meWhite
}

// chains is the chain analysis of one side's stones: for each chain its stones and liberties, and the
// chain index of each stone.
type chains struct {
	n     int
	stone [32]uint64
	libs  [32]uint64
	at    [64]int8 // chain index of a stone, -1 elsewhere
}

// analyse fills cs with the chains of stones; empty is the set of empty points.
func (cs *chains) analyse(g *sgeom, stones, empty uint64) {
	cs.n = 0
	for i := range cs.at {
		cs.at[i] = -1
	}
	rem := stones
	for rem != 0 {
		ch := g.flood(rem&-rem, stones)
		rem &^= ch
		cs.stone[cs.n] = ch
		cs.libs[cs.n] = g.nbr(ch) & empty
		for b := ch; b != 0; b &= b - 1 {
			cs.at[bits.TrailingZeros64(b)] = int8(cs.n)
		}
		cs.n++
	}
}

// mergedLibs returns the liberties of the chain a stone at bit i would form with the chains of cs next to
// it, on a board whose empty points are empty (i itself not counted), with removed taken from every chain's liberties.
func (cs *chains) mergedLibs(g *sgeom, i int, empty, removed uint64) uint64 {
	b := uint64(1) << uint(i)
	l := g.nbr(b) & empty
	var seen uint32
	for n := g.nbr(b); n != 0; n &= n - 1 {
		if k := cs.at[bits.TrailingZeros64(n)]; k >= 0 && seen&(1<<uint(k)) == 0 {
			seen |= 1 << uint(k)
			l |= cs.libs[k] &^ removed
		}
	}
	return l &^ b
}

// atariPoints returns the union of the liberties of chains left with exactly one liberty when removed is
// taken away, and whether some chain is left with none.
func (cs *chains) atariPoints(removed uint64) (ataris uint64, captured bool) {
	for k := 0; k < cs.n; k++ {
		l := cs.libs[k] &^ removed
		switch {
		case l == 0:
			captured = true
		case l&(l-1) == 0:
			ataris |= l
		}
	}
	return ataris, captured
}

// safeMoves returns the safe moves of the side whose chains are cs, on a board with the given empty points,
// after removed was filled by the other side: moves after which every chain of the side keeps two liberties.
func (cs *chains) safeMoves(g *sgeom, empty, removed uint64) uint64 {
	ataris, _ := cs.atariPoints(removed)
	cand := empty
	if ataris != 0 {
		if ataris&(ataris-1) != 0 {
			return 0 // two chains in atari at different points: one of them is lost
		}
		cand = ataris
	}
	var safe uint64
	for b := cand; b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(b)
		l := cs.mergedLibs(g, i, empty, removed)
		if l&(l-1) != 0 {
			safe |= 1 << uint(i)
		}
	}
	return safe
}

// newSpos converts an engine position (on a board of g's shape) into a solver position.
func newSpos(g *sgeom, pos *engine.Position) spos {
	var p spos
	var black, white uint64
	for i := 0; i < g.w*g.h; i++ {
		switch pos.At(g.toPoint(i)) {
		case engine.Black:
			black |= 1 << uint(i)
		case engine.White:
			white |= 1 << uint(i)
		}
	}
	for i := 0; i < g.w*g.h; i++ {
		for c, set := range [2]uint64{black, white} {
			if set&(1<<uint(i)) != 0 {
				for k := 0; k < g.nsym; k++ {
					p.h[k] ^= g.zob[c][g.sym[k][i]]
				}
			}
		}
	}
	p.meWhite = pos.ToMove() == engine.White
	p.me, p.op = black, white
	if p.meWhite {
		p.me, p.op = white, black
	}
	return p
}
