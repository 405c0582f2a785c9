package engine

// closedPlayable reports whether a stone of c at the empty point at, none of whose neighbours is empty and
// whose nbr entry is nb, is legal leaving ko aside: it must capture or join a chain that keeps another
// liberty. With eyeRule (the light playout's) it must also not fill c's own one-point eye, by the rule of
// IsEye. The legality needs only the pseudo-liberty counts, not their sums: a chain's only liberty is at
// exactly when its pseudo-liberties are the pairs of its stones next to at, so counting the neighbours
// that share a chain decides it. It is one function for the rules, the light playout and the Atari Go
// playout so that each caller pays one call.
func (p *Position) closedPlayable(at int, c Color, nb uint16, eyeRule bool) bool {
	at &= arrMask
	opp := 3 - c
	cols := int(nb & nbrColours)
	if eyeRule && dirMask[opp&3][cols] == 0 {
		// Every neighbour is c or the edge: an eye unless two diagonals are bad (the edge counts as one).
		bad := bit[int](dirMask[Border][cols] != 0) +
			bit[int](p.board[(at-Stride-1)&arrMask] == opp) + bit[int](p.board[(at-Stride+1)&arrMask] == opp) +
			bit[int](p.board[(at+Stride-1)&arrMask] == opp) + bit[int](p.board[(at+Stride+1)&arrMask] == opp)
		if bad < 2 {
			return false
		}
	}
	hu, hl, hr, hd := p.nbrHeads(at)
	ul, ur, ud := bit[int](hu == hl), bit[int](hu == hr), bit[int](hu == hd)
	lr, ld, rd := bit[int](hl == hr), bit[int](hl == hd), bit[int](hr == hd)
	// Bit k of only is set when neighbour k's chain has no liberty but at.
	only := bit[uint8](int(p.libs[hu]) == 1+ul+ur+ud) | bit[uint8](int(p.libs[hl]) == 1+ul+lr+ld)<<1 |
		bit[uint8](int(p.libs[hr]) == 1+ur+lr+rd)<<2 | bit[uint8](int(p.libs[hd]) == 1+ud+ld+rd)<<3
	return dirMask[opp&3][cols]&only|dirMask[c&3][cols]&^only != 0
}

// PlayoutLight plays the reference-bot light playout from here to two passes (random empty point, never
// filling a one-point eye of the side to move, pass when nothing else is legal) and returns the area-score
// winner at the position's komi and the number of moves played, both final passes included.
func (p *Position) PlayoutLight(rng *Rand) (winner Color, moves int) {
	limit := 3 * int(p.cols) * int(p.rows)
	p.noSums = true // the playout's legality test needs only the counts
	s := rng.state()
	for p.passes < 2 && moves < limit {
		moves++
		// Draw empty points at random until one is playable (a point with an empty neighbour always is:
		// a ko point has none); a point without one is moved behind the ones still to draw before it is
		// tested, so that fewer values live across the call. None: pass.
		c := p.toMove
		n := int(p.nEmpty)
		for ; n > 0; n-- {
			s = step(s)
			i := below(s, n)
			pt := p.empty[i&arrMask]
			nb := p.nbr[pt&arrMask]
			if hasEmptyNeighbour(nb) {
				p.play(pt, c)
				break
			}
			p.swapEmpty(i, n-1)
			if pt != p.ko && p.closedPlayable(int(pt), c, nb, true) {
				p.play(pt, c)
				break
			}
		}
		if n == 0 {
			p.PlayPass()
		}
	}
	rng.s = s
	p.restoreSums()
	return p.AreaWinner(), moves
}

// AreaWinner counts stones and one-colour-bordered empty regions (area scoring, every stone alive) and returns the winner at the rules' komi (Empty on a tie).
func (p *Position) AreaWinner() Color { return MarginWinner(p.AreaMargin()) }

// AreaMargin is Black's area less White's and the komi, counted as AreaWinner counts.
// It looks only at the empty points (few at the end of a playout); an empty point that touches no stone
// belongs to a larger region, which the full count (Score) handles.
func (p *Position) AreaMargin() float64 {
	black, white := int(p.stones[Black]), int(p.stones[White])
	for _, pt := range p.empty[:p.nEmpty] {
		cols := p.nbr[pt&arrMask] & nbrColours
		b, w := dirMask[Black][cols] != 0, dirMask[White][cols] != 0
		switch {
		case b && !w:
			black++
		case w && !b:
			white++
		case !b && !w:
			s := p.Score(nil)
			return float64(s.Territory[Black]+s.Stones[Black]) - float64(s.Territory[White]+s.Stones[White]) - p.rules.Komi
		}
	}
	return float64(black-white) - p.rules.Komi
}

// MarginWinner is the side a margin d (Black's, komi included) favours: Black above zero, White below, Empty at zero.
func MarginWinner(d float64) Color {
	switch {
	case d > 0:
		return Black
	case d < 0:
		return White
	}
	return Empty
}

// PlayoutAtari plays uniformly random legal moves until the first capture or until the side to move has no
// legal move, and returns the winner (the capturer, or the opponent of the side left without a move) and the moves played.
// Like PlayoutLight it plays without the liberty sums and rebuilds them at its end.
func (p *Position) PlayoutAtari(rng *Rand) (winner Color, moves int) {
	p.noSums = true // the legality test needs only the counts
	s := rng.state()
	for {
		// Draw empty points at random until one is legal (a point with an empty neighbour always is);
		// a point found illegal is moved behind the ones still to draw. None: the side to move has lost.
		c := p.toMove
		pt := Pass
		for n := int(p.nEmpty); n > 0; n-- {
			s = step(s)
			i := below(s, n)
			q := p.empty[i&arrMask]
			nb := p.nbr[q&arrMask]
			if hasEmptyNeighbour(nb) || q != p.ko && p.closedPlayable(int(q), c, nb, false) {
				pt = q
				break
			}
			p.swapEmpty(i, n-1)
		}
		if pt == Pass {
			winner = c.Opponent()
			break
		}
		moves++
		if p.play(pt, c) > 0 {
			winner = c
			break
		}
	}
	rng.s = s
	p.restoreSums()
	return winner, moves
}
