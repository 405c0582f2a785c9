package ai

import "github.com/seed593a7f8d/atarigo/engine"

// readerEntry is one proven reading: the full key, the result, the move that achieves it and whether a ko
// arose in the reading.
type readerEntry struct {
	key  uint64
	res  ReadResult
	ko   bool
	move engine.Point
}

// readerTable is a direct-mapped transposition table of proven readings; a newer entry replaces an older one.
type readerTable struct {
	e    []readerEntry
	mask uint64
}

func newReaderTable(bits int) readerTable {
	return readerTable{e: make([]readerEntry, 1<<bits), mask: 1<<bits - 1}
}

// lookup returns the entry stored under key, or nil.
func (t *readerTable) lookup(key uint64) *readerEntry {
	e := &t.e[key&t.mask]
	if e.key == key && e.res != ReadUnknown {
		return e
	}
	return nil
}

// store remembers a proven result for key.
func (t *readerTable) store(key uint64, res ReadResult, move engine.Point, ko bool) {
	t.e[key&t.mask] = readerEntry{key: key, res: res, ko: ko, move: move}
}

// clear forgets every entry.
func (t *readerTable) clear() { clear(t.e) }

// first moves the move stored under key, when it is among moves, to the front of moves.
func (t *readerTable) first(key uint64, moves []engine.Point) []engine.Point {
	e := t.lookup(key)
	if e == nil {
		return moves
	}
	for i, m := range moves {
		if m == e.move {
			copy(moves[1:i+1], moves[:i])
			moves[0] = m
			break
		}
	}
	return moves
}
