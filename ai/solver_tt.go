package ai

// pnInf is the proof or disproof number of a settled position: a proven win has φ = 0, δ = pnInf.
const pnInf = uint32(1) << 31

// ttEntry is one position in the solver's transposition table.
type ttEntry struct {
	key   uint64 // position key up to symmetry; 0 marks an unused slot
	phi   uint32 // proof number: cost of proving the side to move wins
	delta uint32 // disproof number: cost of proving the side to move loses
	work  uint32 // search nodes spent below the position (what replacement keeps)
	depth uint16 // with a settled value: plies to the end of the game along the proof
}

// ttWays is the number of entries in one bucket of the table.
const ttWays = 4

// ttable is a fixed-size transposition table of buckets of ttWays entries; the entry with the least work
// in a full bucket is replaced.
type ttable struct {
	e    []ttEntry
	mask uint64
}

// newTTable returns a table of about 2^bits entries.
func newTTable(bits int) *ttable {
	n := uint64(1) << uint(bits)
	return &ttable{e: make([]ttEntry, n), mask: (n/ttWays - 1) * ttWays}
}

// bucket returns the first index of key's bucket.
func (t *ttable) bucket(key uint64) uint64 { return (key ^ key>>29) * ttWays & t.mask }

// lookup returns the entry of key, or nil.
func (t *ttable) lookup(key uint64) *ttEntry {
	b := t.bucket(key)
	for i := b; i < b+ttWays; i++ {
		if t.e[i].key == key {
			return &t.e[i]
		}
	}
	return nil
}

// store records the numbers of key, replacing the entry with the least work when the bucket is full.
func (t *ttable) store(key uint64, phi, delta, work uint32, depth uint16) {
	b := t.bucket(key)
	victim := b
	for i := b; i < b+ttWays; i++ {
		e := &t.e[i]
		if e.key == key || e.key == 0 {
			victim = i
			break
		}
		if e.work < t.e[victim].work {
			victim = i
		}
	}
	t.e[victim] = ttEntry{key: key, phi: phi, delta: delta, work: work, depth: depth}
}

// clear empties the table.
func (t *ttable) clear() { clear(t.e) }
