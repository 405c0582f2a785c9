package engine

// UnconditionalLife returns the stones of colour c that are alive unconditionally by Benson's algorithm
// (they cannot be captured even if c always passes), and the empty points and enemy stones inside the
// regions that are vital to them (territory that the opponent can never live in).
func (p *Position) UnconditionalLife(c Color) (alive, territory PointSet) {
	// Chains of c are numbered from 1 by their heads; regions, the maximal connected sets of points that are
	// not c, from 1 too. Each region lists its points and the chains next to it, with whether it is vital to
	// each (every empty point of the region is a liberty of the chain).
	var (
		chainOf  [MaxPoints]int16 // by head
		regionOf [MaxPoints]int16
		pts      [MaxPoints]Point // the regions' points, region after region
		adj      [4 * MaxPoints]int16
		vital    [4 * MaxPoints]bool
		seen     [MaxPoints]int16 // the last region that listed a chain
	)
	type region struct {
		from, to       int // in pts
		adjFrom, adjTo int // in adj and vital
		removed        bool
	}
	var regions []region
	var board [MaxPoints]Point
	all := p.Points(board[:0])
	nChains := 0
	for _, pt := range all {
		if p.board[pt] == c && p.ChainHead(pt) == pt {
			nChains++
			chainOf[pt] = int16(nChains)
		}
	}
	if nChains == 0 {
		return alive, territory
	}
	np, na := 0, 0
	for _, pt := range all {
		if p.board[pt] == c || regionOf[pt] != 0 {
			continue
		}
		id := int16(len(regions) + 1)
		r := region{from: np, adjFrom: na}
		regionOf[pt] = id
		pts[np] = pt
		np++
		for i := r.from; i < np; i++ {
			q := pts[i]
			for _, d := range dirs {
				n := q + d
				switch b := p.board[n]; {
				case b == c:
					if h := chainOf[p.ChainHead(n)]; seen[h] != id {
						seen[h] = id
						adj[na] = h
						na++
					}
				case b != Border && regionOf[n] == 0:
					regionOf[n] = id
					pts[np] = n
					np++
				}
			}
		}
		r.to, r.adjTo = np, na
		for k := r.adjFrom; k < r.adjTo; k++ {
			h := adj[k]
			v := true
			for _, q := range pts[r.from:r.to] {
				if p.board[q] != Empty {
					continue
				}
				lib := false
				for _, d := range dirs {
					if n := q + d; p.board[n] == c && chainOf[p.ChainHead(n)] == h {
						lib = true
						break
					}
				}
				if !lib {
					v = false
					break
				}
			}
			vital[k] = v
		}
		regions = append(regions, r)
	}
	var dead [MaxPoints]bool // by chain number
	var healthy [MaxPoints]int16
	for changed := true; changed; {
		changed = false
		// Remove chains with fewer than two healthy vital regions.
		clear(healthy[:nChains+1])
		for _, r := range regions {
			if r.removed {
				continue
			}
			for k := r.adjFrom; k < r.adjTo; k++ {
				if vital[k] {
					healthy[adj[k]]++
				}
			}
		}
		for h := 1; h <= nChains; h++ {
			if !dead[h] && healthy[h] < 2 {
				dead[h] = true
				changed = true
			}
		}
		// Remove regions that touch a removed chain.
		for i := range regions {
			r := &regions[i]
			if r.removed {
				continue
			}
			for k := r.adjFrom; k < r.adjTo; k++ {
				if dead[adj[k]] {
					r.removed = true
					changed = true
					break
				}
			}
		}
	}
	for _, pt := range all {
		if p.board[pt] == c && !dead[chainOf[p.ChainHead(pt)]] {
			alive.Add(pt)
		}
	}
	for _, r := range regions {
		if r.removed || r.adjFrom == r.adjTo {
			continue
		}
		for k := r.adjFrom; k < r.adjTo; k++ {
			if vital[k] && !dead[adj[k]] {
				for _, q := range pts[r.from:r.to] {
					territory.Add(q)
				}
				break
			}
		}
	}
	return alive, territory
}
