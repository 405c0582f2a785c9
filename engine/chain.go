package engine

// ChainHead returns the representative point of the chain at pt (NoPoint for an empty point); two stones are in one chain exactly when their heads are equal.
func (p *Position) ChainHead(pt Point) Point { return Point(p.head[pt]) }

// ChainSize returns the number of stones in the chain at pt (0 for an empty point).
func (p *Position) ChainSize(pt Point) int {
	if !p.board[pt].IsStone() {
		return 0
	}
	return int(p.size[p.head[pt]])
}

// ChainStones appends the stones of the chain at pt to buf.
func (p *Position) ChainStones(pt Point, buf []Point) []Point {
	if !p.board[pt].IsStone() {
		return buf
	}
	s := pt
	for {
		buf = append(buf, s)
		s = Point(p.next[s])
		if s == pt {
			return buf
		}
	}
}

// InAtari reports whether the chain at pt has exactly one liberty.
func (p *Position) InAtari(pt Point) bool {
	if !p.board[pt].IsStone() {
		return false
	}
	h := p.head[pt]
	n := int64(p.libs[h])
	return n > 0 && n*int64(p.libSq[h]) == int64(p.libSum[h])*int64(p.libSum[h])
}

// AtariPoint returns the only liberty of the chain at pt, or NoPoint when it has more than one.
func (p *Position) AtariPoint(pt Point) Point {
	if !p.InAtari(pt) {
		return NoPoint
	}
	h := p.head[pt]
	return Point(p.libSum[h] / uint32(p.libs[h]))
}

// Liberties returns the exact number of liberties of the chain at pt (0 for an empty point).
func (p *Position) Liberties(pt Point) int {
	return p.LibertiesUpTo(pt, MaxPoints)
}

// LibertiesUpTo returns the chain's exact liberty count, stopping early once it reaches limit.
func (p *Position) LibertiesUpTo(pt Point, limit int) int {
	if !p.board[pt].IsStone() {
		return 0
	}
	h := p.head[pt]
	pseudo := int(p.libs[h])
	if pseudo == 0 {
		return 0
	}
	if p.InAtari(pt) {
		return 1
	}
	// An empty point is counted once for each stone of the chain it touches: at most once for a chain of
	// one or two stones (two adjacent points have no common neighbour), at most four times otherwise.
	if p.size[h] <= 2 {
		return min(pseudo, limit)
	}
	if pseudo > 4*(limit-1) {
		return limit
	}
	var seen PointSet
	n := 0
	s := pt
	for {
		for _, d := range dirs {
			if q := s + d; p.board[q] == Empty && !seen.Has(q) {
				seen.Add(q)
				n++
				if n >= limit {
					return n
				}
			}
		}
		s = Point(p.next[s])
		if s == pt {
			return n
		}
	}
}

// LibertyPoints appends the distinct liberties of the chain at pt to buf.
func (p *Position) LibertyPoints(pt Point, buf []Point) []Point {
	if !p.board[pt].IsStone() {
		return buf
	}
	var seen PointSet
	s := pt
	for {
		for _, d := range dirs {
			if q := s + d; p.board[q] == Empty && !seen.Has(q) {
				seen.Add(q)
				buf = append(buf, q)
			}
		}
		s = Point(p.next[s])
		if s == pt {
			return buf
		}
	}
}

// IsEye reports whether the empty point pt is a one-point eye of colour c by the playout rule: all four
// neighbours are c or the edge, and at most one diagonal is the opponent's (none when pt is on the edge).
func (p *Position) IsEye(pt Point, c Color) bool {
	pt &= arrMask
	opp := c.Opponent()
	if nb := p.nbr[pt]; p.board[pt] != Empty || hasEmptyNeighbour(nb) || dirMask[opp&3][nb&nbrColours] != 0 {
		return false
	}
	bad, edge := 0, 0
	for _, d := range diags {
		switch p.board[(pt+d)&arrMask] {
		case opp:
			bad++
		case Border:
			edge = 1
		}
	}
	return bad+edge < 2
}
