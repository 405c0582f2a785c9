package engine

// Zobrist keys, fixed for every run so that hashes are reproducible.
var (
	zobrist            [4][arrLen]uint64
	zobristKo          [MaxPoints]uint64
	zobristWhiteToMove uint64
)

func init() {
	s := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // splitmix64
		s += 0x9E3779B97F4A7C15
		z := s
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
	for c := 1; c <= 2; c++ {
		for i := range zobrist[c] {
			zobrist[c][i] = next()
		}
	}
	for i := 1; i < MaxPoints; i++ {
		zobristKo[i] = next()
	}
	zobristWhiteToMove = next()
}
