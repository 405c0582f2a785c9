package ai

import (
	"math"

	"github.com/seed593a7f8d/atarigo/engine"
)

// The playout policy of the Monte-Carlo search. From the position at the end of the tree it plays fast
// moves to the end of the game: Atari Go ends at the capture target or when the side to move has no legal
// move; Go at two passes (or a move limit), scored by area with every stone alive. Each move, in order:
//
//  1. capture a chain in atari next to the last two moves (in Atari Go, the biggest capture wins at once);
//  2. save a chain of the mover that the last move put in atari, in Go by capturing a chain next to it if
//     it can, else by extending it to two or more liberties (with the knob pladder, not into a ladder that
//     catches it: mcLadder);
//  2b. in Go, take the vital point of a three-point eye space the last move's stones enclose (mcVital, the
//     knob vital): the owner would make two eyes there, and the stone leaves it one;
//  3. sometimes put the last move's chain in atari when it has two liberties and the atari is safe (with
//     pladder, always when the atari starts a ladder that catches it);
//     in Go, most of the time play next to the last move where a 3×3 shape fits (mcts_patterns.go);
//  4. else a random legal move that is neither a self-atari (in Go a throw-in that spoils an eye, mcNakade,
//     is allowed) nor (in Go, or when anything else is left) the filling of a one-point eye of its own.
//
// Only the neighbourhood of the last moves is examined, so a move costs about as much as the engine's
// light playouts; chains and liberties come from the engine's pseudo-liberty atari tests.

// mcPlayout holds what one search thread needs to run playouts: random numbers, the moves played (for
// RAVE) and scratch space.
type mcPlayout struct {
	rng       *engine.Rand
	atariProb uint32 // chance of step 3, in 1/1024
	shapeProb uint32 // chance of looking for a shape move in Go, in 1/1024
	moves     []engine.Point
	colors    []engine.Color
	cand      []engine.Point
	ladders   bool     // Go playouts read ladders (mcParams.playoutLadders)
	vital     int      // the largest eye space whose vital point Go playouts take, 0 for none (mcParams.vital)
	mark      []uint32 // per point, the flood of vitalSpace that last reached it (nil until it floods)
	gen       uint32   // the latest flood's mark
}

// newMCPlayout returns playout state seeded with seed.
func newMCPlayout(seed uint64) *mcPlayout {
	return &mcPlayout{rng: engine.NewRand(seed), atariProb: 400, shapeProb: 900, vital: 3}
}

// mcCaptures reports whether a stone of c at the empty point pt captures something.
func mcCaptures(pos *engine.Position, pt engine.Point, c engine.Color) bool {
	opp := c.Opponent()
	for _, n := range engine.Neighbors(pt) {
		if pos.At(n) == opp && pos.AtariPoint(n) == pt {
			return true
		}
	}
	return false
}

// mcLibsAfter returns how many liberties the chain of a stone of c at the empty point pt would have, counting
// only up to 2 (enough to tell a self-atari), without looking at captures.
func mcLibsAfter(pos *engine.Position, pt engine.Point, c engine.Color) int {
	if pos.EmptyNeighbours(pt) >= 2 {
		return 2
	}
	var libs [2]engine.Point
	n := 0
	addLib := func(l engine.Point) bool {
		if l == pt || (n > 0 && libs[0] == l) {
			return false
		}
		libs[n] = l
		n++
		return n == 2
	}
	ns := engine.Neighbors(pt)
	for _, q := range ns {
		if pos.At(q) == engine.Empty && addLib(q) {
			return 2
		}
	}
	var buf [8]engine.Point
	for _, q := range ns {
		if pos.At(q) != c || pos.InAtari(q) {
			continue // an own chain in atari has only pt
		}
		if pos.LibertiesUpTo(q, 3) >= 3 {
			return 2
		}
		for _, l := range pos.LibertyPoints(q, buf[:0]) {
			if addLib(l) {
				return 2
			}
		}
	}
	return n
}

// mcSelfAtari reports whether c playing at pt leaves its own chain with at most one liberty without capturing.
func mcSelfAtari(pos *engine.Position, pt engine.Point, c engine.Color) bool {
	return mcLibsAfter(pos, pt, c) < 2 && !mcCaptures(pos, pt, c)
}

// mcMaxNakade is the largest chain a throw-in may make and still count as spoiling an eye (mcNakade).
const mcMaxNakade = 3

// mcNakade reports whether c at pt, a self-atari, spoils an opponent's eye: the chain the stone makes has at
// most mcMaxNakade stones, and it and its one liberty touch nothing but opponent stones and the edge, so they
// fill a small eye space of the opponent's. The opponent must capture and leaves one eye where it would have
// had room for two; without such moves a group with one small eye space lives in every playout.
func mcNakade(pos *engine.Position, pt engine.Point, c engine.Color) bool {
	var chain [mcMaxNakade]engine.Point
	chain[0] = pt
	n := 1
	for _, q := range engine.Neighbors(pt) {
		if pos.At(q) != c || mcHas(chain[:n], q) {
			continue
		}
		if n+pos.ChainSize(q) > mcMaxNakade {
			return false
		}
		n += len(pos.ChainStones(q, chain[n:n]))
	}
	lib := engine.NoPoint
	for _, s := range chain[:n] {
		for _, q := range engine.Neighbors(s) {
			if q == pt || pos.At(q) != engine.Empty {
				continue // own neighbours are in the chain; the rest is the opponent's or the edge
			}
			if lib != engine.NoPoint && lib != q {
				return false
			}
			lib = q
		}
	}
	if lib == engine.NoPoint {
		return false
	}
	for _, q := range engine.Neighbors(lib) {
		switch pos.At(q) {
		case engine.Empty:
			if q != pt {
				return false
			}
		case c:
			if !mcHas(chain[:n], q) {
				return false
			}
		}
	}
	return true
}

// mcVital returns the vital point of an eye space of three empty points next to last that the last mover's
// stones (and the edge) enclose, when c, the other side, may play it without a self-atari that spoils
// nothing: the point next to the other two, where the owner would make two eyes. It returns NoPoint when
// there is none.
func mcVital(pos *engine.Position, last engine.Point, c engine.Color) engine.Point {
	for _, start := range engine.Neighbors(last) {
		if pos.At(start) != engine.Empty {
			continue
		}
		mid := engine.NoPoint
		switch pos.EmptyNeighbours(start) {
		case 1: // an end: the middle is its one empty neighbour, with one more beyond it
			if a := mcEmptyNext(pos, start, engine.NoPoint); pos.EmptyNeighbours(a) == 2 &&
				pos.EmptyNeighbours(mcEmptyNext(pos, a, start)) == 1 {
				mid = a
			}
		case 2: // the middle: both its empty neighbours are ends
			a := mcEmptyNext(pos, start, engine.NoPoint)
			if pos.EmptyNeighbours(a) == 1 && pos.EmptyNeighbours(mcEmptyNext(pos, start, a)) == 1 {
				mid = start
			}
		}
		if mid == engine.NoPoint {
			continue
		}
		a := mcEmptyNext(pos, mid, engine.NoPoint)
		b := mcEmptyNext(pos, mid, a)
		if pos.HasNeighbour(mid, c) || pos.HasNeighbour(a, c) || pos.HasNeighbour(b, c) {
			continue // c's stone in the wall: not an eye space of the last mover's
		}
		if pos.Playable(mid, c) && !mcBadSelfAtari(pos, mid, c) {
			return mid
		}
	}
	return engine.NoPoint
}

// mcMaxVital is the largest eye space whose vital point the playouts know: the rabbity six.
const mcMaxVital = 6

// vitalPoint returns the vital point c, the side to move, takes in an eye space the last move enclosed, or
// NoPoint: mcVital for spaces of three points, vitalSpace when the playout knows larger ones.
func (pl *mcPlayout) vitalPoint(pos *engine.Position, last engine.Point, c engine.Color) engine.Point {
	if pl.vital <= 3 {
		return mcVital(pos, last, c)
	}
	return pl.vitalSpace(pos, last, c, pl.vital)
}

// vitalSpace returns the vital point of an eye space of three to most (at most mcMaxVital) empty points next
// to last that the last mover's stones (and the edge) enclose, when c, the other side, may play it without a
// self-atari that spoils nothing; NoPoint when there is none. The spaces with a vital point are the straight
// and bent three, the pyramid four, the bulky and crossed fives and the rabbity six: a point of the space
// touches more of it than any other, and the stone there leaves the owner one eye. A space is told by the
// number of its points, their largest count of neighbours in it, and the number of neighbouring pairs in it
// (a bulky five and a rabbity six hold one square, as many pairs as points; the other fives and sixes with
// such a point hold none).
func (pl *mcPlayout) vitalSpace(pos *engine.Position, last engine.Point, c engine.Color, most int) engine.Point {
	var space [mcMaxVital]engine.Point
	switch {
	case pl.mark == nil: // only playouts that know the larger spaces need marks
		pl.mark = make([]uint32, engine.MaxPoints)
	case pl.gen > math.MaxUint32-8: // before the marks wrap round
		clear(pl.mark)
		pl.gen = 0
	}
	first := pl.gen + 1 // the marks of this call's spaces are first and above
	for _, start := range engine.Neighbors(last) {
		if pos.At(start) != engine.Empty || pl.mark[start] >= first {
			continue // a point of a space already looked at
		}
		pl.gen++
		n, enclosed := pl.floodSpace(pos, start, c, first, space[:0:most])
		if !enclosed || n < 3 {
			continue
		}
		v, top, pairs := engine.NoPoint, 0, 0
		for _, p := range space[:n] {
			d := 0
			for _, q := range engine.Neighbors(p) {
				if pl.mark[q] == pl.gen {
					d++
				}
			}
			pairs += d
			switch {
			case d > top:
				v, top = p, d
			case d == top:
				v = engine.NoPoint // no single point touches the most
			}
		}
		pairs /= 2
		vital := v != engine.NoPoint && (n == 3 && top == 2 || n == 4 && top == 3 ||
			n == 5 && (top == 4 || top == 3 && pairs == 5) || n == 6 && top == 4 && pairs == 6)
		if vital && pos.Playable(v, c) && !mcBadSelfAtari(pos, v, c) {
			return v
		}
	}
	return engine.NoPoint
}

// floodSpace collects into space, up to its capacity, the empty points joined to start, marking them with the
// playout's current mark, and returns how many it collected and whether they are all of them and none touches
// a stone of c. It stops at a point marked since first, which belongs to a space already found not to be one.
func (pl *mcPlayout) floodSpace(pos *engine.Position, start engine.Point, c engine.Color, first uint32, space []engine.Point) (int, bool) {
	space = append(space, start)
	pl.mark[start] = pl.gen
	for i := 0; i < len(space); i++ {
		for _, q := range engine.Neighbors(space[i]) {
			switch pos.At(q) {
			case c:
				return len(space), false
			case engine.Empty:
				switch m := pl.mark[q]; {
				case m == pl.gen:
				case m >= first || len(space) == cap(space):
					return len(space), false
				default:
					pl.mark[q] = pl.gen
					space = append(space, q)
				}
			}
		}
	}
	return len(space), true
}

// mcEmptyNext returns the first empty point next to pt that is not the point not, or NoPoint when there is none.
func mcEmptyNext(pos *engine.Position, pt, not engine.Point) engine.Point {
	for _, q := range engine.Neighbors(pt) {
		if q != not && pos.At(q) == engine.Empty {
			return q
		}
	}
	return engine.NoPoint
}

// mcBadSelfAtari reports whether c playing at pt is a self-atari the playouts avoid: one that is not a
// throw-in spoiling an eye.
func mcBadSelfAtari(pos *engine.Position, pt engine.Point, c engine.Color) bool {
	return mcSelfAtari(pos, pt, c) && !mcNakade(pos, pt, c)
}

// run plays pos out to the end of the game and returns the winner (Empty for a draw) and, in Go, the margin
// (Black's area less White's and the komi; 0 in Atari Go); moves are appended to the playout's move record.
func (pl *mcPlayout) run(pos *engine.Position) (engine.Color, float64) {
	rules := pos.Rules()
	target := rules.Target()
	atari := rules.Kind == engine.AtariGo
	limit := pos.MoveNumber() + 3*pos.Cols()*pos.Rows()
	prev := engine.NoPoint // the mover's own previous move
	if n := len(pl.moves); n >= 2 {
		prev = pl.moves[n-2]
	}
	for {
		c := pos.ToMove()
		if pos.MoveNumber() >= limit {
			if atari {
				return mcCaptureLeader(pos), 0
			}
			return mcAreaResult(pos)
		}
		pt := pl.choose(pos, c, prev, atari)
		prev = pos.LastMove()
		if pt == engine.NoPoint {
			if atari {
				return c.Opponent(), 0 // no legal move: the side to move loses
			}
			pt = engine.Pass
		}
		pl.moves = append(pl.moves, pt)
		pl.colors = append(pl.colors, c)
		if pt == engine.Pass {
			pos.PlayPass()
			if pos.Passes() >= 2 {
				return mcAreaResult(pos)
			}
			continue
		}
		if pos.PlayFast(pt) > 0 && atari && pos.Captures(c) >= target {
			return c, 0
		}
	}
}

// mcAreaResult counts a finished Go playout with every stone alive: the winner (Empty on a tie) and Black's
// margin.
func mcAreaResult(pos *engine.Position) (engine.Color, float64) {
	m := pos.AreaMargin()
	return engine.MarginWinner(m), m
}

// mcCaptureLeader returns the side with more captures, Empty when equal.
func mcCaptureLeader(pos *engine.Position) engine.Color {
	b, w := pos.Captures(engine.Black), pos.Captures(engine.White)
	switch {
	case b > w:
		return engine.Black
	case w > b:
		return engine.White
	}
	return engine.Empty
}

// mcMaxSaveChain is the largest chain in atari whose stones the playouts look around for a capture that saves it.
const mcMaxSaveChain = 8

// captureNext returns the point that captures a chain of opp in atari next to the chain at pt (which is
// in atari too), or NoPoint; only chains of up to mcMaxSaveChain stones are looked around.
func (pl *mcPlayout) captureNext(pos *engine.Position, pt engine.Point, opp engine.Color) engine.Point {
	if pos.ChainSize(pt) > mcMaxSaveChain {
		return engine.NoPoint
	}
	var buf [mcMaxSaveChain]engine.Point
	for _, s := range pos.ChainStones(pt, buf[:0]) {
		for _, n := range engine.Neighbors(s) {
			if pos.At(n) == opp {
				if a := pos.AtariPoint(n); a != engine.NoPoint && a != pos.Ko() {
					return a
				}
			}
		}
	}
	return engine.NoPoint
}

// choose returns the policy's move for c, the side to move, or NoPoint when c has no legal move worth
// playing (in Go the caller passes then). prev is c's own previous move.
func (pl *mcPlayout) choose(pos *engine.Position, c engine.Color, prev engine.Point, atari bool) engine.Point {
	last := pos.LastMove()
	opp := c.Opponent()
	// 1. Captures next to the last two moves.
	best, bestSize := engine.NoPoint, 0
	consider := func(q engine.Point) {
		if pos.At(q) != opp {
			return
		}
		if a := pos.AtariPoint(q); a != engine.NoPoint && a != pos.Ko() {
			if s := pos.ChainSize(q); s > bestSize {
				best, bestSize = a, s
			}
		}
	}
	if last > 0 {
		consider(last)
	}
	if prev > 0 && pos.At(prev) == c {
		for _, q := range engine.Neighbors(prev) {
			consider(q)
		}
	}
	if best != engine.NoPoint {
		return best
	}
	// 2. Save own chains the last move put in atari: by capturing a chain next to them, else by extending.
	if last > 0 && pos.At(last) == opp {
		for _, q := range engine.Neighbors(last) {
			if !atari && pos.At(q) == c && pos.InAtari(q) {
				if a := pl.captureNext(pos, q, opp); a != engine.NoPoint {
					return a
				}
			}
		}
		for _, q := range engine.Neighbors(last) {
			if pos.At(q) == c {
				if a := pos.AtariPoint(q); a != engine.NoPoint && a != pos.Ko() && mcLibsAfter(pos, a, c) >= 2 &&
					!pl.escapeLaddered(pos, a, c) {
					return a
				}
			}
		}
		// 2b. The vital point of an eye space the last move shaped.
		if pl.vital > 0 && !atari {
			if v := pl.vitalPoint(pos, last, c); v != engine.NoPoint {
				return v
			}
		}
		// 3. Atari the last move's chain when it has two liberties: always when a ladder catches it.
		if pl.ladders && pos.LibertiesUpTo(last, 3) == 2 {
			if a := pl.ladderAtari(pos, last); a != engine.NoPoint {
				return a
			}
		}
		if uint32(pl.rng.Intn(1024)) < pl.atariProb && pos.LibertiesUpTo(last, 3) == 2 {
			var buf [2]engine.Point
			libs := pos.LibertyPoints(last, buf[:0])
			i := pl.rng.Intn(2)
			for k := 0; k < 2; k++ {
				if a := libs[(i+k)%2]; pos.Playable(a, c) && mcLibsAfter(pos, a, c) >= 2 {
					return a
				}
			}
		}
	}
	// 3b. In Go, a shape move next to the last move.
	if !atari && last > 0 && uint32(pl.rng.Intn(1024)) < pl.shapeProb {
		var shaped [8]engine.Point
		n := 0
		for _, d := range mcShapeOffsets {
			if q := last + d; pos.At(q) == engine.Empty && mcFitsShape(pos, q) && pos.Playable(q, c) && !mcSelfAtari(pos, q, c) {
				shaped[n] = q
				n++
			}
		}
		if n > 0 {
			return shaped[pl.rng.Intn(n)]
		}
	}
	// 4. A random move, drawn from the empty points without putting back those that do not do, so that
	// each is tested at most once and the move is uniform among those that do.
	pl.cand = pos.EmptyPoints(pl.cand[:0])
	for m := len(pl.cand); m > 0; m-- {
		i := pl.rng.Intn(m)
		pt := pl.cand[i]
		if !pos.IsEye(pt, c) && pos.Playable(pt, c) && !(mcSelfAtari(pos, pt, c) && (atari || !mcNakade(pos, pt, c))) {
			return pt
		}
		pl.cand[i] = pl.cand[m-1]
	}
	if !atari {
		return engine.NoPoint
	}
	// In Atari Go a side must move: an eye filling, else a self-atari.
	var fill, self engine.Point
	nFill, nSelf := 0, 0
	for i := 0; i < pos.EmptyCount(); i++ {
		pt := pos.EmptyPoint(i)
		if !pos.Playable(pt, c) {
			continue
		}
		if !mcSelfAtari(pos, pt, c) {
			if nFill++; pl.rng.Intn(nFill) == 0 {
				fill = pt
			}
		} else if nSelf++; pl.rng.Intn(nSelf) == 0 {
			self = pt
		}
	}
	switch {
	case nFill > 0:
		return fill
	case nSelf > 0:
		return self
	}
	return engine.NoPoint
}

// mcLadderSteps bounds the ataris of a playout's ladder.
const mcLadderSteps = 40

// ladderOpen reports whether the chain at pt, with two liberties, cannot be in a ladder because both of its
// liberties have three empty neighbours besides the other liberty (an atari at either fails at once).
func ladderOpen(pos *engine.Position, pt engine.Point) bool {
	var buf [2]engine.Point
	libs := pos.LibertyPoints(pt, buf[:0])
	return len(libs) != 2 || ladderRoom(pos, libs[1], libs[0]) >= 3 && ladderRoom(pos, libs[0], libs[1]) >= 3
}

// ladderRoom is the number of empty neighbours of e besides a: the liberties a chain in atari at e (after
// an atari at a) gets by extending there, unless the extension joins another chain (mcJoins).
func ladderRoom(pos *engine.Position, a, e engine.Point) int {
	n := 0
	for _, x := range engine.Neighbors(e) {
		if x != a && pos.At(x) == engine.Empty {
			n++
		}
	}
	return n
}

// mcLadder reads on q, which it changes, whether the chain at pt (two liberties) is caught in a ladder with
// its opponent to move, and returns the first atari when it is. It reads one line, as a playout needs a
// quick answer more than an exact one: the attacker ataris at the liberty that leaves the other the fewest
// empty neighbours (never a self-atari), the defender extends; the chain escapes when it can capture a chain
// of the attacker next to it, when the extension joins another of its chains or when it gives three liberties.
func (pl *mcPlayout) mcLadder(q *engine.Position, pt engine.Point) engine.Point {
	def := q.At(pt)
	att := def.Opponent()
	head := q.ChainHead(pt)
	first := engine.NoPoint
	for range mcLadderSteps {
		var buf [2]engine.Point
		libs := q.LibertyPoints(pt, buf[:0])
		if len(libs) != 2 {
			return engine.NoPoint
		}
		best, room := engine.NoPoint, 3
		for i, a := range libs {
			e := libs[1-i]
			if !q.Playable(a, att) || mcLibsAfter(q, a, att) < 2 || mcJoins(q, e, def, head) {
				continue
			}
			if n := ladderRoom(q, a, e); n < room {
				best, room = a, n
			}
		}
		if best == engine.NoPoint {
			return engine.NoPoint
		}
		if first == engine.NoPoint {
			first = best
		}
		q.SetToMove(att)
		q.PlayFast(best)
		if pl.captureNext(q, pt, att) != engine.NoPoint {
			return engine.NoPoint
		}
		e := q.AtariPoint(pt)
		if e == engine.NoPoint || room == 0 || !q.Playable(e, def) {
			return first
		}
		q.PlayFast(e)
		head = q.ChainHead(pt)
		if q.LibertiesUpTo(pt, 2) < 2 {
			return first
		}
	}
	return engine.NoPoint
}

// mcJoins reports whether a stone of c at e touches a chain of c other than the one headed by head.
func mcJoins(pos *engine.Position, e engine.Point, c engine.Color, head engine.Point) bool {
	for _, x := range engine.Neighbors(e) {
		if pos.At(x) == c && pos.ChainHead(x) != head {
			return true
		}
	}
	return false
}

// escapeLaddered reports whether extending c's chain in atari at a leaves it with two liberties in a ladder
// that catches it (always false without the playout's ladders).
func (pl *mcPlayout) escapeLaddered(pos *engine.Position, a engine.Point, c engine.Color) bool {
	if !pl.ladders || mcCaptures(pos, a, c) {
		return false
	}
	q := *pos
	q.PlayFast(a)
	if q.LibertiesUpTo(a, 3) != 2 || ladderOpen(&q, a) {
		return false
	}
	return pl.mcLadder(&q, a) != engine.NoPoint
}

// ladderAtari returns the atari that captures the chain at pt (two liberties, the opponent's) in a
// ladder, or NoPoint.
func (pl *mcPlayout) ladderAtari(pos *engine.Position, pt engine.Point) engine.Point {
	if ladderOpen(pos, pt) {
		return engine.NoPoint
	}
	q := *pos
	return pl.mcLadder(&q, pt)
}
