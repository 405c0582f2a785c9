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
	r.s = step(r.state())
	return r.s * 0x2545F4914F6CDD1D
}

// Intn returns a number in [0, n) for n > 0.
func (r *Rand) Intn(n int) int {
	r.s = step(r.state())
	return below(r.s, n)
}

// state returns the generator's state, seeding the zero value; a hot loop keeps it in a local variable
// (advanced with step, read with below) and stores it back when done.
func (r *Rand) state() uint64 {
	if r.s == 0 {
		r.s = 0x2545F4914F6CDD1D
	}
	return r.s
}

// step advances a non-zero xorshift state.
func step(s uint64) uint64 {
	s ^= s >> 12
	s ^= s << 25
	return s ^ s>>27
}

// below maps a state to a number in [0, n): the high half of the scrambled output, scaled.
func below(s uint64, n int) int {
	return int((s * 0x2545F4914F6CDD1D >> 32) * uint64(n) >> 32)
}
