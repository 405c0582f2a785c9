package engine

import "math/bits"

// Rand is a small, fast, allocation-free random source (xorshift64*) for playouts; the zero value is seeded.
type Rand struct{ s uint64 }

// NewRand returns a generator started from seed.
func NewRand(seed uint64) *Rand {
	r := &Rand{}
	r.Seed(seed)
	return r
}

// Seed restarts the generator from seed.
func (r *Rand) Seed(seed uint64) {
	seed += 0x9E3779B97F4A7C15
	seed = (seed ^ (seed >> 30)) * 0xBF58476D1CE4E5B9
	seed = (seed ^ (seed >> 27)) * 0x94D049BB133111EB
	r.s = seed ^ (seed >> 31)
	if r.s == 0 {
		r.s = 1
	}
}

// Uint64 returns the next 64 random bits (wyrand: a Weyl sequence mixed by one wide multiplication, which
// keeps the dependency from one number to the next down to an addition).
func (r *Rand) Uint64() uint64 {
	r.s += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(r.s, r.s^0xe7037ed1a0b428db)
	return hi ^ lo
}

// Intn returns a number in [0, n) for n > 0.
func (r *Rand) Intn(n int) int {
	hi, _ := bits.Mul64(r.Uint64(), uint64(n))
	return int(hi)
}
