package ai

import "github.com/seed593a7f8d/atarigo/engine"

// The playout policy of the Monte-Carlo search. From the position at the end of the tree it plays fast
// moves to the end of the game: Atari Go ends at the capture target or when the side to move has no legal
// move; Go at two passes (or a move limit), scored by area with every stone alive. Each move, in order:
//
//  1. capture a chain in atari next to the last two moves (in Atari Go, the biggest capture wins at once);
//  2. save a chain of the mover that the last move put in atari, in Go by capturing a chain next to it if
//     it can, else by extending it to two or more liberties;
//  3. sometimes put the last move's chain in atari when it has two liberties and the atari is safe;
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
}

// newMCPlayout returns playout state seeded with seed.
func newMCPlayout(seed uint64) *mcPlayout {
	return &mcPlayout{rng: engine.NewRand(seed), atariProb: 400, shapeProb: 900}
}

// mcLegal reports whether colour c, the side to move, may play at pt (simple ko included), using only the
// O(1) atari tests: a neighbour that is empty, an opponent chain whose only liberty is pt, or an own chain
// with another liberty makes the move legal.
func mcLegal(pos *engine.Position, pt engine.Point, c engine.Color) bool {
	if pos.At(pt) != engine.Empty || pt == pos.Ko() {
		return false
	}
	ns := engine.Neighbors(pt)
	for _, n := range ns {
		if pos.At(n) == engine.Empty {
			return true
		}
	}
	for _, n := range ns {
		switch pos.At(n) {
		case c:
			if pos.AtariPoint(n) != pt {
				return true
			}
		case c.Opponent():
			if pos.AtariPoint(n) == pt {
				return true
			}
		}
	}
	return false
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
				if a := pos.AtariPoint(q); a != engine.NoPoint && a != pos.Ko() && mcLibsAfter(pos, a, c) >= 2 {
					return a
				}
			}
		}
		// 3. Atari the last move's chain when it has two liberties.
		if uint32(pl.rng.Intn(1024)) < pl.atariProb && pos.LibertiesUpTo(last, 3) == 2 {
			var buf [2]engine.Point
			libs := pos.LibertyPoints(last, buf[:0])
			i := pl.rng.Intn(2)
			for k := 0; k < 2; k++ {
				if a := libs[(i+k)%2]; mcLegal(pos, a, c) && mcLibsAfter(pos, a, c) >= 2 {
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
			if q := last + d; pos.At(q) == engine.Empty && mcFitsShape(pos, q) && mcLegal(pos, q, c) && !mcSelfAtari(pos, q, c) {
				shaped[n] = q
				n++
			}
		}
		if n > 0 {
			return shaped[pl.rng.Intn(n)]
		}
	}
	// 4. A random move: a few quick draws, then a full scan.
	n := pos.EmptyCount()
	for try := 0; try < 8 && n > 0; try++ {
		pt := pos.EmptyPoint(pl.rng.Intn(n))
		if mcLegal(pos, pt, c) && !pos.IsEye(pt, c) && !mcSelfAtari(pos, pt, c) {
			return pt
		}
	}
	pl.cand = pl.cand[:0]
	var fill, self engine.Point // in Atari Go a side must move: an eye filling, else a self-atari
	nFill, nSelf := 0, 0
	for i := 0; i < n; i++ {
		pt := pos.EmptyPoint(i)
		if !mcLegal(pos, pt, c) {
			continue
		}
		sa := mcSelfAtari(pos, pt, c) && (atari || !mcNakade(pos, pt, c))
		switch {
		case !sa && !pos.IsEye(pt, c):
			pl.cand = append(pl.cand, pt)
		case !atari:
		case !sa:
			if nFill++; pl.rng.Intn(nFill) == 0 {
				fill = pt
			}
		default:
			if nSelf++; pl.rng.Intn(nSelf) == 0 {
				self = pt
			}
		}
	}
	switch {
	case len(pl.cand) > 0:
		return pl.cand[pl.rng.Intn(len(pl.cand))]
	case nFill > 0:
		return fill
	case nSelf > 0:
		return self
	}
	return engine.NoPoint
}
