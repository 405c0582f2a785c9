package engine

import "testing"

// bensonReference is Benson's algorithm written plainly with maps, the reference UnconditionalLife is
// checked against.
func bensonReference(p *Position, c Color) (alive, territory PointSet) {
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

// TestBensonMatchesReference checks UnconditionalLife against the plain reference on the ends of random
// playouts and on positions part of the way through them, both colours.
func TestBensonMatchesReference(t *testing.T) {
	rng := NewRand(12)
	checked := 0
	for g := 0; g < 300; g++ {
		size := 5 + g%8
		p := MustPosition(size, size, GoRules(Area, 0))
		if g%3 != 0 {
			p.PlayoutLight(rng)
		} else {
			for i := 0; i < size*size/2; i++ {
				moves := p.LegalMoves(nil)
				if len(moves) == 0 {
					break
				}
				p.PlayFast(moves[rng.Intn(len(moves))])
			}
		}
		for _, c := range []Color{Black, White} {
			a, tr := p.UnconditionalLife(c)
			ra, rt := bensonReference(&p, c)
			if a != ra || tr != rt {
				t.Fatalf("%s: alive %v territory %v, reference %v %v\n%s", c.Name(), a.Points(nil), tr.Points(nil), ra.Points(nil), rt.Points(nil), p.String())
			}
			if a.Len() > 0 {
				checked++
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d positions had living stones", checked)
	}
}

// bensonEnds returns the ends of 16 light playouts on 9×9, the positions the benchmarks count.
func bensonEnds() []Position {
	rng := NewRand(4)
	var ends []Position
	for range 16 {
		p := MustPosition(9, 9, GoRules(Area, 6.5))
		p.PlayoutLight(rng)
		ends = append(ends, p)
	}
	return ends
}

// BenchmarkUnconditionalLife measures Benson's algorithm on 9×9 playout ends.
func BenchmarkUnconditionalLife(b *testing.B) {
	ends := bensonEnds()
	for i := 0; b.Loop(); i++ {
		ends[i%len(ends)].UnconditionalLife(Black)
	}
}

// BenchmarkBensonReference measures the map-based reference on the same positions.
func BenchmarkBensonReference(b *testing.B) {
	ends := bensonEnds()
	for i := 0; b.Loop(); i++ {
		bensonReference(&ends[i%len(ends)], Black)
	}
}
