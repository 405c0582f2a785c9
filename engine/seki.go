package engine

// Seki returns the living stones in seki once the stones in dead (which may be nil) are taken off. The dame
// are filled first, each by a side that can fill it without capturing and without leaving its own stones
// with a single liberty, as players fill them at the end of a game; a shared liberty that is still empty
// then, where neither side captures, is one that whoever fills it puts in atari, and the chains next to it
// are in seki. Japanese counting gives the eyes of stones in seki to nobody (Score).
func (p *Position) Seki(dead *PointSet) PointSet {
	var out PointSet
	q := *p
	var off Setup
	for _, pt := range p.Points(nil) {
		if dead != nil && dead.Has(pt) && p.board[pt].IsStone() {
			off.Empty = append(off.Empty, pt)
		}
	}
	if len(off.Empty) > 0 {
		if err := q.PlaceAll(off); err != nil {
			return out
		}
	}
	q.ko = NoPoint
	shared := func(pt Point) bool {
		cols := q.nbr[pt&arrMask] & nbrColours
		return q.board[pt] == Empty && dirMask[Black][cols] != 0 && dirMask[White][cols] != 0
	}
	pts := q.Points(nil)
	for filled := true; filled; {
		filled = false
		for _, pt := range pts {
			if !shared(pt) {
				continue
			}
			for _, c := range [2]Color{Black, White} {
				if q.safeFill(pt, c) {
					q.play(pt, c)
					filled = true
					break
				}
			}
		}
	}
	for _, pt := range pts {
		if !shared(pt) || q.takesAt(pt, Black) || q.takesAt(pt, White) {
			continue // a capture there ends it: the stones are not in seki but dead
		}
		for _, n := range Neighbors(pt) {
			if !q.board[n].IsStone() || out.Has(n) {
				continue
			}
			for _, s := range q.ChainStones(n, nil) {
				if p.board[s].IsStone() { // not a stone that filled a dame
					out.Add(s)
				}
			}
		}
	}
	return out
}

// safeFill reports whether colour c can play the empty point pt without capturing anything and leave the
// chain it joins with at least two liberties.
func (p *Position) safeFill(pt Point, c Color) bool {
	if p.legal(pt, c) != nil {
		return false
	}
	var libs PointSet
	n := 0
	for _, q := range Neighbors(pt) {
		switch p.board[q] {
		case Empty:
			if !libs.Has(q) {
				libs.Add(q)
				n++
			}
		case c:
			for _, l := range p.LibertyPoints(q, nil) {
				if l != pt && !libs.Has(l) {
					libs.Add(l)
					n++
				}
			}
		}
	}
	return n >= 2 && !p.takesAt(pt, c) // a capture is not a dame
}

// takesAt reports whether colour c playing at the empty point pt takes a neighbouring chain.
func (p *Position) takesAt(pt Point, c Color) bool {
	for _, q := range Neighbors(pt) {
		if p.board[q] == c.Opponent() && p.AtariPoint(q) == pt {
			return true
		}
	}
	return false
}
