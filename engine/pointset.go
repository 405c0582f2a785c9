package engine

import "math/bits"

// PointSet is a set of points as a fixed-size bit set; the zero value is empty and it copies by value.
type PointSet [(MaxPoints + 63) / 64]uint64

// Add puts pt into the set.
func (s *PointSet) Add(pt Point) { s[pt>>6] |= 1 << (uint(pt) & 63) }

// Remove takes pt out of the set.
func (s *PointSet) Remove(pt Point) { s[pt>>6] &^= 1 << (uint(pt) & 63) }

// Has reports whether pt is in the set.
func (s *PointSet) Has(pt Point) bool {
	return pt > 0 && int(pt) < MaxPoints && s[pt>>6]&(1<<(uint(pt)&63)) != 0
}

// Len returns the number of points in the set.
func (s *PointSet) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Points appends the set's points in increasing order to buf.
func (s *PointSet) Points(buf []Point) []Point {
	for i, w := range s {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			buf = append(buf, Point(i*64+b))
			w &= w - 1
		}
	}
	return buf
}
