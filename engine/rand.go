package engine

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

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	if r.s == 0 {
		r.s = 0x2545F4914F6CDD1D
	}
	r.s ^= r.s >> 12
	r.s ^= r.s << 25
	r.s ^= r.s >> 27
	return r.s * 0x2545F4914F6CDD1D
}

// Intn returns a number in [0, n) for n > 0.
func (r *Rand) Intn(n int) int {
	return int((r.Uint64() >> 32) * uint64(n) >> 32)
}
