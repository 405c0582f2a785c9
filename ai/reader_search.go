package ai

import "github.com/seed593a7f8d/atarigo/engine"

// Node kinds in the reader's transposition-table key.
const (
	readAttackNode = 1
	readDefendNode = 2
)

// attack reads the node where the attacker (the side to move) tries to capture the chain at target; it
// keeps koMet for the nodes above and sets it when a ko arose in this node's reading.
func (r *Reader) attack(pos *engine.Position, target engine.Point, depth int) (ReadResult, engine.Point) {
	outer := r.koMet
	r.koMet = false
	res, mv := r.attackNode(pos, target, depth)
	r.koMet = r.koMet || outer
	return res, mv
}

// defend reads the node where the defender (the side to move) tries to save the chain at target, keeping
// koMet as attack does.
func (r *Reader) defend(pos *engine.Position, target engine.Point, depth int) (ReadResult, engine.Point) {
	outer := r.koMet
	r.koMet = false
	res, mv := r.defendNode(pos, target, depth)
	r.koMet = r.koMet || outer
	return res, mv
}

// attackNode is attack without the bookkeeping of koMet.
func (r *Reader) attackNode(pos *engine.Position, target engine.Point, depth int) (ReadResult, engine.Point) {
	att := pos.ToMove()
	def := att.Opponent()
	if pos.At(target) != def {
		return ReadCaptured, engine.NoPoint
	}
	if r.nodes >= r.Budget || depth >= r.MaxDepth {
		r.limited = true
		return ReadUnknown, engine.NoPoint
	}
	r.nodes++
	r.koMet = pos.Ko() != engine.NoPoint
	if r.atari {
		if m := r.winningCapture(pos, att); m != engine.NoPoint {
			return ReadCaptured, m
		}
	}
	libs := pos.LibertiesUpTo(target, 5)
	if libs == 1 {
		lib := pos.AtariPoint(target)
		if lib == pos.Ko() && att != r.koFree {
			return ReadSafe, engine.NoPoint // the capture is forbidden by ko
		}
		if def == r.koFree && koCapture(pos, target, lib) {
			r.koMet = true
			return ReadSafe, engine.NoPoint // its owner, free to retake the ko, takes back at once
		}
		if !r.atari && snapback(pos, target, lib) {
			return ReadSafe, engine.NoPoint
		}
		if r.codes && !r.atari && koCapture(pos, target, lib) {
			r.koMet = true // a side free to retake would take back
		}
		return ReadCaptured, lib
	}
	if r.tooManyLibs(libs, depth) {
		return ReadSafe, engine.NoPoint
	}
	key := r.key(pos, target, readAttackNode, depth)
	if e := r.tt.lookup(key); e != nil {
		r.koMet = r.koMet || e.ko
		return e.res, e.move
	}
	buf := r.buffer(depth)
	moves := r.attackMoves(pos, target, libs, depth, buf[:0])
	hint := r.hintKey(pos, target, readAttackNode)
	moves = r.hints.first(hint, moves)
	r.scratch[depth] = moves
	unknown := false
	for _, m := range moves {
		child := *pos
		child.PlayFast(m)
		if r.futileKo(&child, att) {
			continue
		}
		var res ReadResult
		if over, ok := r.over(&child, def); ok {
			res = over
		} else {
			res, _ = r.defend(&child, target, depth+1)
		}
		switch res {
		case ReadCaptured:
			r.tt.store(key, ReadCaptured, m, r.koMet)
			r.hints.store(hint, ReadCaptured, m, false)
			return ReadCaptured, m
		case ReadUnknown:
			unknown = true
		}
	}
	if unknown {
		return ReadUnknown, engine.NoPoint
	}
	r.tt.store(key, ReadSafe, engine.NoPoint, r.koMet)
	return ReadSafe, engine.NoPoint
}

// defendNode is defend without the bookkeeping of koMet.
func (r *Reader) defendNode(pos *engine.Position, target engine.Point, depth int) (ReadResult, engine.Point) {
	def := pos.ToMove()
	if pos.At(target) != def {
		if pos.Ko() == target && r.koFree == def {
			// A lone stone taken in a ko: its owner, free to retake, takes back at once.
			r.koMet = true
			return ReadSafe, engine.NoPoint
		}
		return ReadCaptured, engine.NoPoint
	}
	if r.nodes >= r.Budget || depth >= r.MaxDepth {
		r.limited = true
		return ReadUnknown, engine.NoPoint
	}
	r.nodes++
	r.koMet = pos.Ko() != engine.NoPoint
	if r.atari {
		if m := r.winningCapture(pos, def); m != engine.NoPoint {
			return ReadSafe, m
		}
	}
	libs := pos.LibertiesUpTo(target, 5)
	save := r.mustSave(pos, def, target)
	if save == nil && r.tooManyLibs(libs, depth+1) {
		return ReadSafe, engine.NoPoint
	}
	key := r.key(pos, target, readDefendNode, depth)
	if e := r.tt.lookup(key); e != nil {
		r.koMet = r.koMet || e.ko
		return e.res, e.move
	}
	buf := r.buffer(depth)
	var moves []engine.Point
	if save != nil {
		moves = r.savingMoves(pos, save, buf[:0])
	} else {
		moves = r.defendMoves(pos, target, libs, depth, buf[:0])
	}
	hint := r.hintKey(pos, target, readDefendNode)
	moves = r.hints.first(hint, moves)
	r.scratch[depth] = moves
	unknown := false
	for _, m := range moves {
		child := *pos
		child.PlayFast(m)
		if r.futileKo(&child, def) {
			continue
		}
		var res ReadResult
		if over, ok := r.over(&child, def); ok {
			res = over
		} else {
			res, _ = r.attack(&child, target, depth+1)
		}
		switch res {
		case ReadSafe:
			r.tt.store(key, ReadSafe, m, r.koMet)
			r.hints.store(hint, ReadSafe, m, false)
			return ReadSafe, m
		case ReadUnknown:
			unknown = true
		}
	}
	// No local move helps; the defender may still play elsewhere (which also avoids filling its own eyes).
	// A lone stone whose capture would be a ko capture need not be defended by a side free to retake, at any
	// depth: that is how the ko readings give a side its ko threats, not a move elsewhere to be limited; and a
	// ko arose, so the other ko readings are run whoever is free. Past PassDepth, a side free to retake may
	// still play elsewhere when the chain then lives by a ko.
	early := r.PassDepth == 0 || depth < r.PassDepth
	if !r.ladder && save == nil && (libs >= 2 && (early || def == r.koFree) || libs == 1 && r.codes) {
		q := *pos
		q.PlayPass()
		pass := libs >= 2
		if libs == 1 && koCapture(&q, target, q.AtariPoint(target)) {
			r.koMet = true
			pass = def == r.koFree
		}
		if pass {
			outer := r.koMet
			r.koMet = false
			res, _ := r.attack(&q, target, depth+1)
			ko := r.koMet
			r.koMet = ko || outer
			switch {
			case res == ReadSafe && (early || libs == 1 || ko):
				r.tt.store(key, ReadSafe, engine.Pass, r.koMet)
				return ReadSafe, engine.Pass
			case res == ReadUnknown:
				unknown = true
			}
		}
	}
	if unknown {
		return ReadUnknown, engine.NoPoint
	}
	r.tt.store(key, ReadCaptured, engine.NoPoint, r.koMet)
	return ReadCaptured, engine.NoPoint
}

// futileKo reports whether mover's move that led to pos took a ko while the other side is free to retake
// kos: the other side takes back at once, which gives back the position before the move with mover to move
// and the ko closed to it, so the capture cannot do better than mover's other moves and is not read. A ko
// arose all the same (koMet). In Atari Go a capture counts, so none is futile.
func (r *Reader) futileKo(pos *engine.Position, mover engine.Color) bool {
	if r.koFree == engine.Empty || r.koFree == mover || r.atari || pos.Ko() == engine.NoPoint {
		return false
	}
	r.koMet = true
	return true
}

// tooManyLibs reports whether a chain with libs liberties is out of the attacker's reach at an attack
// node of the given depth.
func (r *Reader) tooManyLibs(libs, depth int) bool {
	switch {
	case libs <= 2:
		return false
	case r.ladder || libs >= 5:
		return true
	case libs == 4:
		return depth >= r.FourLibDepth
	}
	return depth >= r.ThreeLibDepth
}

// buffer returns a move buffer for the given depth, reused between nodes of the same depth.
func (r *Reader) buffer(depth int) []engine.Point {
	for len(r.scratch) <= depth {
		r.scratch = append(r.scratch, make([]engine.Point, 0, 32))
	}
	return r.scratch[depth]
}

// key mixes the position, the chain, the node kind, the depth class and the reader's settings.
func (r *Reader) key(pos *engine.Position, target engine.Point, kind, depth int) uint64 {
	limit := max(r.ThreeLibDepth, r.NetDepth, r.FourLibDepth)
	if depth > limit {
		depth = limit
	}
	mode := uint64(0)
	if r.ladder {
		mode = 1
	}
	if r.codes {
		mode |= 2 // the ko readings record kos the plain ones do not
	}
	a := uint64(target) | uint64(kind)<<10 | uint64(depth)<<12 | mode<<20 |
		uint64(r.ThreeLibDepth&0xff)<<24 | uint64(r.NetDepth&0xff)<<32 | uint64(r.FourLibDepth&0xff)<<40 |
		uint64(r.koFree&3)<<48 | uint64(r.PassDepth&0xff)<<52
	b := uint64(0)
	if r.atari {
		b = 1 | uint64(r.target)<<1 | uint64(pos.Captures(engine.Black))<<20 | uint64(pos.Captures(engine.White))<<40
	}
	return pos.Key() ^ readerMix(a) ^ readerMix(b^0x5bd1e995) ^ r.targetsKey()
}

// hintKey mixes the position, the chain, the node kind and the side free to retake kos, but not the depth
// or the limits: the key of the move that last succeeded in a node, tried first when the node is read
// again (deeper, or with other limits).
func (r *Reader) hintKey(pos *engine.Position, target engine.Point, kind int) uint64 {
	a := uint64(target) | uint64(kind)<<10 | uint64(r.koFree&3)<<12 | uint64(pos.Captures(engine.Black))<<20 | uint64(pos.Captures(engine.White))<<40
	return pos.Key() ^ readerMix(a^0x2545f4914f6cdd1d)
}

// readerMix is the splitreaderMix finaliser: a cheap, good 64-bit mixing function.
func readerMix(z uint64) uint64 {
	z += 0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// targetsKey returns the part of a table key that tells readings with other Targets apart: 0 without any.
func (r *Reader) targetsKey() uint64 {
	if len(r.Targets) == 0 {
		return 0
	}
	k := uint64(len(r.Targets))
	for _, t := range r.Targets {
		k = k*1021 + uint64(t)
	}
	return readerMix(k ^ 0x7f4a7c15)
}
