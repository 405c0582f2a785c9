package main

// rng is a small splitmix64 generator, kept here so the output never depends
// on changes in the standard library's random number generators.
type rng struct{ state uint64 }

// mix64 scrambles the bits of x into a well distributed 64-bit value.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 27
	x *= 0x94D049BB133111EB
	x ^= x >> 31
	return x
}

// next returns the next 64 random bits.
func (r *rng) next() uint64 {
	r.state += 0x9E3779B97F4A7C15
	return mix64(r.state)
}

// float returns a value in [0, 1).
func (r *rng) float() float64 {
	return float64(r.next()>>11) / (1 << 53)
}

// between returns a value in [lo, hi).
func (r *rng) between(lo, hi float64) float64 {
	return lo + (hi-lo)*r.float()
}

// signed returns a value in [-1, 1).
func (r *rng) signed() float64 {
	return 2*r.float() - 1
}
