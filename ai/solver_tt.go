package ai

import "math/bits"

// pnInf is the proof or disproof number of a settled position: a proven win has φ = 0, δ = pnInf.
// Unsettled numbers saturate just below it.
const pnInf = uint32(1)<<28 - 1

// ttEntry is one position in the solver's transposition table, packed into 16 bytes so that a bucket
// fills one cache line.
type ttEntry struct {
	tag  uint64 // the key's upper 56 bits (never all zero) and, in the low 8, log2 of the work below
	data uint64 // φ (28 bits), δ (28 bits), plies to the end along the proof when settled (8 bits)
}

// ttWays is the number of entries in one bucket of the table.
const ttWays = 4

// ttable is a fixed-size transposition table of buckets of ttWays entries; the entry with the least work
// in a full bucket is replaced.
type ttable struct {
	e    []ttEntry
	mask uint64
}

// newTTable returns a table of 2^bits entries.
func newTTable(bits int) *ttable {
	n := uint64(1) << uint(bits)
	e := make([]ttEntry, n)
	adviseHugePages(e)
	return &ttable{e: e, mask: (n/ttWays - 1) * ttWays}
}

// bucket returns the first index of key's bucket.
func (t *ttable) bucket(key uint64) uint64 { return (key ^ key>>29) * ttWays & t.mask }

// keyTag returns the part of key stored in an entry; it is never zero, the mark of an unused slot.
func keyTag(key uint64) uint64 { return key&^0xff | 0x100 }

// touch reads the first word of key's bucket so that a later lookup finds it in the cache.
func (t *ttable) touch(key uint64) uint64 { return t.e[t.bucket(key)].tag }

// lookup returns the numbers stored for key.
func (t *ttable) lookup(key uint64) (phi, delta uint32, depth uint16, ok bool) {
	b := t.bucket(key)
	tag := keyTag(key)
	for i := b; i < b+ttWays; i++ {
		if t.e[i].tag&^0xff == tag {
			d := t.e[i].data
			return uint32(d >> 36), uint32(d>>8) & pnInf, uint16(d & 0xff), true
		}
	}
	return 0, 0, 0, false
}

// store records the numbers of key, replacing the entry with the least work when the bucket is full.
func (t *ttable) store(key uint64, phi, delta uint32, work int64, depth uint16) {
	b := t.bucket(key)
	tag := keyTag(key)
	victim := b
	for i := b; i < b+ttWays; i++ {
		e := &t.e[i]
		if e.tag&^0xff == tag || e.tag == 0 {
			victim = i
			break
		}
		if e.tag&0xff < t.e[victim].tag&0xff {
			victim = i
		}
	}
	w := uint64(bits.Len64(uint64(max(work, 1))))
	t.e[victim] = ttEntry{tag: tag | w, data: uint64(phi)<<36 | uint64(delta)<<8 | uint64(min(depth, 255))}
}

// clear empties the table.
func (t *ttable) clear() { clear(t.e) }
