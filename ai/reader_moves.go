package ai

import (
	"slices"

	"github.com/seed593a7f8d/atarigo/engine"
)

// readMove is a candidate move with an ordering score (higher first).
type readMove struct {
	pt    engine.Point
	score int
}

// moveList collects distinct legal candidate moves for the side to move, with ordering scores. It holds
// no pointers, so it lives on the stack of the node that fills it.
type moveList struct {
	seen   engine.PointSet
	n      int
	koFree engine.Color // this side may retake a ko at once (the reader's koFree)
	arr    [64]readMove
}

// add puts pt in the list with the given score, once, when it is a legal move for the side to move in pos
// (retaking a ko is legal for koFree).
func (m *moveList) add(pos *engine.Position, pt engine.Point, score int) {
	if m.n == len(m.arr) || m.seen.Has(pt) {
		return
	}
	if !legalMove(pos, pt) && (pt != pos.Ko() || pos.ToMove() != m.koFree) {
		return
	}
	m.seen.Add(pt)
	m.arr[m.n] = readMove{pt, score}
	m.n++
}

// addNextTo adds the empty points next to the liberties lp (hane, extensions, nets), only those on the first
// line when edgeOnly is set, the more room around a point the better.
func (m *moveList) addNextTo(pos *engine.Position, lp []engine.Point, edgeOnly bool) {
	for _, a := range lp {
		for _, n := range engine.Neighbors(a) {
			if pos.At(n) == engine.Empty && (!edgeOnly || firstLine(pos, n)) {
				m.add(pos, n, 10+emptyNeighbours(pos, n))
			}
		}
	}
}

// sorted appends the moves, best score first (stable, so equal scores keep their order), to buf.
func (m *moveList) sorted(buf []engine.Point) []engine.Point {
	l := m.arr[:m.n]
	for i := 1; i < len(l); i++ { // insertion sort: the lists are short
		for j := i; j > 0 && l[j].score > l[j-1].score; j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
	for _, rm := range l {
		buf = append(buf, rm.pt)
	}
	return buf
}

// legalMove reports whether the side to move may play at pt under the simple ko rule.
func legalMove(pos *engine.Position, pt engine.Point) bool {
	if pos.At(pt) != engine.Empty || pt == pos.Ko() {
		return false
	}
	c := pos.ToMove()
	opp := c.Opponent()
	for _, n := range engine.Neighbors(pt) {
		switch pos.At(n) {
		case engine.Empty:
			return true
		case opp:
			if pos.AtariPoint(n) == pt {
				return true // captures
			}
		case c:
			if !pos.InAtari(n) {
				return true // joins a chain that keeps another liberty
			}
		}
	}
	return false
}

// snapback reports whether taking the single stone at target by playing lib leaves the capturing chain,
// of two or more stones, in atari to a recapture that is not itself in atari: the owner retakes more
// than it lost, so the capture does not count.
func snapback(pos *engine.Position, target, lib engine.Point) bool {
	if pos.ChainSize(target) != 1 {
		return false
	}
	child := *pos
	child.PlayFast(lib)
	if !child.InAtari(lib) || child.ChainSize(lib) < 2 {
		return false
	}
	re := child.AtariPoint(lib)
	if !legalMove(&child, re) {
		return false
	}
	child.PlayFast(re)
	return !child.InAtari(re) || child.AtariPoint(re) == child.Ko()
}

// koCapture reports whether taking the chain at target by playing lib is a ko capture: a lone stone taken
// by a lone stone left with that single liberty.
func koCapture(pos *engine.Position, target, lib engine.Point) bool {
	if pos.ChainSize(target) != 1 {
		return false
	}
	child := *pos
	child.PlayFast(lib)
	return child.Ko() == target
}

// emptyNeighbours counts the empty points next to pt.
func emptyNeighbours(pos *engine.Position, pt engine.Point) int {
	n := 0
	for _, q := range engine.Neighbors(pt) {
		if pos.At(q) == engine.Empty {
			n++
		}
	}
	return n
}

// adjacentChains appends the heads of the chains of colour c that touch the chain at target.
func adjacentChains(pos *engine.Position, target engine.Point, c engine.Color, buf []engine.Point) []engine.Point {
	var stones [engine.MaxPoints]engine.Point
	var seen engine.PointSet
	for _, s := range pos.ChainStones(target, stones[:0]) {
		for _, n := range engine.Neighbors(s) {
			if pos.At(n) != c {
				continue
			}
			if h := pos.ChainHead(n); !seen.Has(h) {
				seen.Add(h)
				buf = append(buf, h)
			}
		}
	}
	return buf
}

// winningCapture returns a capture that brings side's captures up to the Atari Go target, or NoPoint; with
// Targets, the attacker's must take one of them.
func (r *Reader) winningCapture(pos *engine.Position, side engine.Color) engine.Point {
	if len(r.Targets) > 0 && pos.At(r.chain) == side.Opponent() {
		for _, t := range r.Targets {
			if pos.At(t) == side.Opponent() {
				if lib := pos.AtariPoint(t); lib != engine.NoPoint && lib != pos.Ko() {
					return lib
				}
			}
		}
		return engine.NoPoint
	}
	need := r.target - pos.Captures(side)
	opp := side.Opponent()
	best, bestSize := engine.NoPoint, 0
	for row := 0; row < pos.Rows(); row++ {
		for col := 0; col < pos.Cols(); col++ {
			pt := engine.Pt(col, row)
			if pos.At(pt) != opp || pos.ChainHead(pt) != pt {
				continue
			}
			if lib := pos.AtariPoint(pt); lib != engine.NoPoint && lib != pos.Ko() {
				if n := pos.ChainSize(pt); n >= need && n > bestSize {
					best, bestSize = lib, n
				}
			}
		}
	}
	return best
}

// mustSave lists side's chains in atari whose capture would end the game (Atari Go rules only); when the
// list is not empty the chain at target is added to it if it is in atari too. It returns nil otherwise.
func (r *Reader) mustSave(pos *engine.Position, side engine.Color, target engine.Point) []engine.Point {
	if !r.atari {
		return nil
	}
	if len(r.Targets) > 0 {
		var out []engine.Point
		for _, t := range r.Targets {
			if pos.At(t) == side && pos.InAtari(t) && !slices.Contains(out, pos.ChainHead(t)) {
				out = append(out, pos.ChainHead(t))
			}
		}
		return out
	}
	need := r.target - pos.Captures(side.Opponent())
	var out []engine.Point
	for row := 0; row < pos.Rows(); row++ {
		for col := 0; col < pos.Cols(); col++ {
			pt := engine.Pt(col, row)
			if pos.At(pt) == side && pos.ChainHead(pt) == pt && pos.InAtari(pt) && pos.ChainSize(pt) >= need {
				out = append(out, pt)
			}
		}
	}
	if out != nil && pos.At(target) == side && pos.InAtari(target) {
		h := pos.ChainHead(target)
		found := false
		for _, c := range out {
			found = found || c == h
		}
		if !found {
			out = append(out, h)
		}
	}
	return out
}

// savingMoves appends the moves that may save the side to move's chains in atari listed in chains:
// extending on their liberty and capturing the opponent's chains in atari next to them.
func (r *Reader) savingMoves(pos *engine.Position, chains []engine.Point, buf []engine.Point) []engine.Point {
	ml := moveList{koFree: r.koFree}
	opp := pos.ToMove().Opponent()
	var adj [64]engine.Point
	for _, c := range chains {
		for _, a := range adjacentChains(pos, c, opp, adj[:0]) {
			if lib := pos.AtariPoint(a); lib != engine.NoPoint {
				ml.add(pos, lib, 100+pos.ChainSize(a))
			}
		}
		if lib := pos.AtariPoint(c); lib != engine.NoPoint {
			ml.add(pos, lib, 50+emptyNeighbours(pos, lib))
		}
	}
	return ml.sorted(buf)
}

// attackMoves appends the attacker's candidate moves against the chain at target, which has libs (2 or 3)
// liberties, best first.
func (r *Reader) attackMoves(pos *engine.Position, target engine.Point, libs, depth int, buf []engine.Point) []engine.Point {
	att := pos.ToMove()
	if save := r.mustSave(pos, att, target); save != nil {
		return r.savingMoves(pos, save, buf)
	}
	ml := moveList{koFree: r.koFree}
	r.retakeKo(pos, &ml)
	var libArr [8]engine.Point
	lp := pos.LibertyPoints(target, libArr[:0])
	if r.ladder {
		if libs != 2 {
			return buf
		}
		for i, a := range lp {
			b := lp[1-i]
			ml.add(pos, a, ladderScore(pos, a, b))
		}
		return ml.sorted(buf)
	}
	// Liberties: when there are two, prefer the atari that leaves the defender the fewest new liberties.
	for i, a := range lp {
		score := 40
		if libs == 2 {
			score += ladderScore(pos, a, lp[1-i])
		} else {
			score += emptyNeighbours(pos, a)
		}
		ml.add(pos, a, score)
	}
	// Surrounding chains in atari must be saved, or the threat removed by a capture.
	var adj, adj2 [64]engine.Point
	var l3 [8]engine.Point
	for _, a := range adjacentChains(pos, target, att, adj[:0]) {
		lib := pos.AtariPoint(a)
		if lib == engine.NoPoint {
			// A surrounding chain with two liberties may need a move before the atari can be played.
			if depth < r.NetDepth && pos.LibertiesUpTo(a, 3) == 2 {
				for _, l := range pos.LibertyPoints(a, l3[:0]) {
					ml.add(pos, l, 12+emptyNeighbours(pos, l))
				}
			}
			continue
		}
		ml.add(pos, lib, 60)
		for _, d := range adjacentChains(pos, a, att.Opponent(), adj2[:0]) {
			if dl := pos.AtariPoint(d); dl != engine.NoPoint {
				ml.add(pos, dl, 70+pos.ChainSize(d))
			}
		}
	}
	if depth == 0 && libs >= 3 {
		// At the root, a chain of four liberties may be netted from a point next to a liberty, one of three
		// from such a point on the first line (a descent or hane that takes its eye space); deeper, and from
		// the other points against three liberties, such moves cost more than they found on the questions of
		// real games.
		ml.addNextTo(pos, lp, libs == 3)
	}
	// Nets: the points next to the liberties, and the liberties of weak defender chains the target could
	// join through a liberty.
	if libs == 2 && depth < r.NetDepth {
		th := pos.ChainHead(target)
		var l2 [8]engine.Point
		for _, a := range lp {
			for _, n := range engine.Neighbors(a) {
				if pos.At(n) != att.Opponent() || pos.ChainHead(n) == th || pos.LibertiesUpTo(n, 3) > 2 {
					continue
				}
				for _, l := range pos.LibertyPoints(n, l2[:0]) {
					ml.add(pos, l, 15)
				}
			}
		}
		ml.addNextTo(pos, lp, false)
	}
	return ml.sorted(buf)
}

// retakeKo adds the retake of the ko just taken, first, when the side to move is the one free to retake kos
// at once: wherever the ko is, that side takes back, as if it had a ko threat for every ko.
func (r *Reader) retakeKo(pos *engine.Position, ml *moveList) {
	if k := pos.Ko(); k != engine.NoPoint && r.koFree == pos.ToMove() && !r.ladder {
		ml.add(pos, k, 200)
	}
}

// ladderScore ranks the atari at a that leaves the chain the single liberty b: the fewer empty points
// around b (the defender's escape), the better; an atari stone that could be captured at once ranks lower.
func ladderScore(pos *engine.Position, a, b engine.Point) int {
	score := 10 - 2*emptyNeighbours(pos, b)
	if emptyNeighbours(pos, a) <= 1 {
		score -= 3
	}
	return score
}

// defendMoves appends the defender's candidate moves for the chain at target, which has libs (1 or 2)
// liberties, best first.
func (r *Reader) defendMoves(pos *engine.Position, target engine.Point, libs, depth int, buf []engine.Point) []engine.Point {
	def := pos.ToMove()
	att := def.Opponent()
	ml := moveList{koFree: r.koFree}
	r.retakeKo(pos, &ml)
	var adj [64]engine.Point
	var libArr [8]engine.Point
	neighbours := adjacentChains(pos, target, att, adj[:0])
	// Capture surrounding stones in atari.
	for _, a := range neighbours {
		if lib := pos.AtariPoint(a); lib != engine.NoPoint {
			ml.add(pos, lib, 100+pos.ChainSize(a))
		}
	}
	lp := pos.LibertyPoints(target, libArr[:0])
	for _, a := range lp {
		ml.add(pos, a, 50+emptyNeighbours(pos, a))
	}
	th := pos.ChainHead(target)
	if !r.ladder {
		// A friendly chain in atari that the target could join through a liberty is saved by capturing a
		// chain in atari next to it.
		var adj2 [64]engine.Point
		for _, a := range lp {
			for _, n := range engine.Neighbors(a) {
				if pos.At(n) != def || pos.ChainHead(n) == th || !pos.InAtari(n) {
					continue
				}
				for _, c := range adjacentChains(pos, n, att, adj2[:0]) {
					if cl := pos.AtariPoint(c); cl != engine.NoPoint {
						ml.add(pos, cl, 90+pos.ChainSize(c))
					}
				}
			}
		}
	}
	if r.ladder || (libs == 1 && pos.ChainSize(target) > 1) {
		return ml.sorted(buf)
	}
	// Counter-ataris on surrounding chains with two liberties (with one liberty left, only a lone stone
	// gains by them: they set up a snapback).
	var l2 [8]engine.Point
	for _, a := range neighbours {
		if pos.LibertiesUpTo(a, 3) == 2 {
			for _, l := range pos.LibertyPoints(a, l2[:0]) {
				ml.add(pos, l, 30)
			}
		}
	}
	if r.atari {
		// Under Atari Go rules a capture anywhere wins, so an atari on any chain of the attacker's with two
		// liberties, far from the target too, is a threat the attacker must answer first.
		var seen engine.PointSet
		for _, pt := range pos.Points(nil) {
			if pos.At(pt) != att || seen.Has(pos.ChainHead(pt)) {
				continue
			}
			seen.Add(pos.ChainHead(pt))
			if pos.LibertiesUpTo(pt, 3) == 2 {
				for _, l := range pos.LibertyPoints(pt, l2[:0]) {
					ml.add(pos, l, 25)
				}
			}
		}
	}
	if depth == 0 {
		// Capturing races, at the root only (deeper, they cost more nodes than they find): shorten a
		// surrounding chain with three liberties or more, but no more than the target has.
		for _, a := range neighbours {
			if n := pos.LibertiesUpTo(a, libs+1); n >= 3 && n <= libs {
				for _, l := range pos.LibertyPoints(a, l2[:0]) {
					ml.add(pos, l, 14)
				}
			}
		}
	}
	if libs != 2 {
		return ml.sorted(buf)
	}
	// Strengthen a friendly chain the target could connect to through a liberty: one of up to three liberties,
	// or four in the first plies of a question's ko readings (deeper, the extra moves cost more than they find,
	// and the players' readers found nothing more with them).
	friendLibs := 3
	if r.codes && depth < friendFourLibDepth {
		friendLibs = 4
	}
	for _, a := range lp {
		for _, n := range engine.Neighbors(a) {
			if pos.At(n) != def || pos.ChainHead(n) == th || pos.LibertiesUpTo(n, 5) > friendLibs {
				continue
			}
			for _, l := range pos.LibertyPoints(n, l2[:0]) {
				ml.add(pos, l, 20)
			}
		}
	}
	// Moves next to the liberties: hane, extensions with room, moves that spoil a net.
	ml.addNextTo(pos, lp, false)
	return ml.sorted(buf)
}

// friendFourLibDepth is the ply from which the defender of a chain of two liberties no longer strengthens a
// friendly chain of four liberties it could connect to, in the ko readings of a question (defendMoves).
const friendFourLibDepth = 4

// firstLine reports whether pt is on the edge of the board.
func firstLine(pos *engine.Position, pt engine.Point) bool {
	return pt.Col() == 0 || pt.Row() == 0 || pt.Col() == pos.Cols()-1 || pt.Row() == pos.Rows()-1
}
