package engine

// UnconditionalLife returns the stones of colour c that are alive unconditionally by Benson's algorithm
// (they cannot be captured even if c always passes), and the empty points and enemy stones inside the
// regions that are vital to them (territory that the opponent can never live in).
func (p *Position) UnconditionalLife(c Color) (alive, territory PointSet) {
	// Chains of c, by head; regions are maximal connected sets of points that are not c.
	type region struct {
		pts      []Point
		chains   map[Point]bool // chains of c adjacent to the region
		vitalTo  map[Point]bool // chains every empty point of the region is a liberty of
		removed  bool
		hasEmpty bool
	}
	var regionOf [MaxPoints]int
	var regions []*region
	for _, pt := range p.Points(nil) {
		if p.board[pt] == c || regionOf[pt] != 0 {
			continue
		}
		r := &region{chains: map[Point]bool{}}
		regions = append(regions, r)
		id := len(regions)
		regionOf[pt] = id
		r.pts = append(r.pts, pt)
		for i := 0; i < len(r.pts); i++ {
			q := r.pts[i]
			if p.board[q] == Empty {
				r.hasEmpty = true
			}
			for _, d := range dirs {
				n := q + d
				switch b := p.board[n]; {
				case b == c:
					r.chains[p.ChainHead(n)] = true
				case b != Border && regionOf[n] == 0:
					regionOf[n] = id
					r.pts = append(r.pts, n)
				}
			}
		}
		// The region is vital to chain h when each of its empty points is a liberty of h.
		r.vitalTo = map[Point]bool{}
		for h := range r.chains {
			vital := true
			for _, q := range r.pts {
				if p.board[q] != Empty {
					continue
				}
				lib := false
				for _, d := range dirs {
					if n := q + d; p.board[n] == c && p.ChainHead(n) == h {
						lib = true
						break
					}
				}
				if !lib {
					vital = false
					break
				}
			}
			if vital {
				r.vitalTo[h] = true
			}
		}
	}
	chains := map[Point]bool{}
	for _, pt := range p.Points(nil) {
		if p.board[pt] == c {
			chains[p.ChainHead(pt)] = true
		}
	}
	for changed := true; changed; {
		changed = false
		// Remove chains with fewer than two healthy vital regions.
		for h := range chains {
			n := 0
			for _, r := range regions {
				if !r.removed && r.vitalTo[h] {
					n++
				}
			}
			if n < 2 {
				delete(chains, h)
				changed = true
			}
		}
		// Remove regions that touch a removed chain.
		for _, r := range regions {
			if r.removed {
				continue
			}
			for h := range r.chains {
				if !chains[h] {
					r.removed = true
					changed = true
					break
				}
			}
		}
	}
	for _, pt := range p.Points(nil) {
		if p.board[pt] == c && chains[p.ChainHead(pt)] {
			alive.Add(pt)
		}
	}
	for _, r := range regions {
		if r.removed || len(r.chains) == 0 {
			continue
		}
		vital := false
		for h := range r.vitalTo {
			if chains[h] {
				vital = true
			}
		}
		if vital {
			for _, q := range r.pts {
				territory.Add(q)
			}
		}
	}
	return alive, territory
}
