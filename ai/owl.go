package ai

import (
	"cmp"
	"slices"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// The life of a group in the open, read the way GNU Go's owl reads it: not an exact search like
// judge_life.go's, which needs a small enclosed area, but a narrow search of the moves next to the group,
// each position judged by what the group has. A group is the chain asked about and the chains of its colour
// linked to it: by two shared liberties (a diagonal, a bamboo joint) or by one the opponent cannot fill
// without putting itself in atari (a tiger's mouth). A position is
//
//   - dead when the chain asked about has been captured, or when its enclosed regions and pockets (small sets
//     of open points that lead nowhere wider) cannot give it two eyes, it has no room outside them, no
//     friendly stone near (owlGroup.shut), and its owner, moving first, cannot capture any opponent chain of
//     owlShortLibs liberties or fewer next to it, as the tactical reader reads it (owlSearch.dead);
//   - alive when the group has two eyes (owlGroup.eyes: enclosed regions of its empty points) or has escaped:
//     owlEscapeSpace or more empty points within owlEscapeReach of it, reached through points no opponent
//     stone touches (owlGroup.escape);
//   - open otherwise, and then the side to move tries its owlWidth best moves by how they leave the group.
//
// The side whose aim is asked (life for the group's owner, capture for the other side) must reach it within
// the depth and node bounds: a position left open counts against it. A yes is therefore a line found within
// the search's horizon, as good as its judgement of eyes and escape (not a proof, as GNU Go's owl answers are
// not); TestOwlAgreesWithExactSearch measures how often it holds. Iterative deepening finds the quickest such
// line first. Below the root the side not asked tries only its owlWidth best answers, so the move found is
// checked against every answer: a search of the other side's aim after it must fail (owlSearch.stands).
// Kos are read under the ko rule alone, so a side that takes a ko first wins it; owlReadCode, which answers
// GTP's owl_attack and owl_defend, also reads with one side free to retake every ko at once and tells the
// ko results apart as GNU Go does.

// Bounds and judgements of the search of a group's life in the open.
const (
	owlNodes       = 1500 // positions one reading looks at, by default
	owlDepth       = 10   // the deepest line, in moves
	owlWidth       = 6    // moves tried in a position below the root
	owlEscapeSpace = 10   // open points from which a group counts as escaped
	owlEscapeReach = 3    // how far from the group open points are counted
	owlRegionMax   = 24   // the largest empty region counted as eye space
	owlBigEye      = 7    // an enclosed region of this many points or more counts as two eyes
	owlPocket      = 18   // the most open points a pocket holds (owlPockets)
	owlDeadRoom    = 1    // the most open points outside its eye space a group counted dead may have
	owlDeadLibs    = 6    // the most liberties a group counted dead may have
	owlShortLibs   = 3    // the most liberties of an opponent chain whose capture is read when a group is shut in
	owlRaceNodes   = 200  // positions one reading of such a capture looks at
	owlRaceBits    = 12   // the size of the table of those readings, 2^owlRaceBits entries
)

// owlGroup is what a group has in one position: its stones, its liberties, its eyes and its room to escape.
type owlGroup struct {
	stones  engine.PointSet
	libs    []engine.Point
	eyes    int            // eyes it has
	maxEyes int            // eyes its enclosed regions and pockets could give it if it moved first in each
	escape  int            // open points near it (owlEscape)
	room    int            // the open points near it that lie outside its enclosed regions and pockets
	short   []engine.Point // a stone of each opponent chain next to it with owlShortLibs liberties or fewer
	friend  bool           // a stone of its colour outside it is within two empty points of it
}

// alive reports whether the group counts as alive: two eyes, or escaped.
func (g *owlGroup) alive() bool { return g.eyes >= 2 || g.escape >= owlEscapeSpace }

// shut reports whether the group has no way to live but a race: its enclosed regions cannot give it two eyes,
// and it has no room outside them and its pockets and no friendly stone near.
func (g *owlGroup) shut() bool {
	return g.maxEyes < 2 && g.room <= owlDeadRoom && !g.friend && len(g.libs) <= owlDeadLibs
}

// value is how good the group's position is for its owner, the order in which the search tries moves: the eyes
// it has, then the eyes it could make, its liberties and its room.
func (g *owlGroup) value() int {
	v := 10*g.eyes + 5*g.maxEyes + len(g.libs) + g.escape
	if g.alive() {
		v += 500
	}
	return v
}

// owlGroupAt returns the group of the chain at target (a stone) in pos.
func owlGroupAt(pos *engine.Position, target engine.Point) owlGroup {
	owner := pos.At(target)
	opp := owner.Opponent()
	var g owlGroup
	var libs engine.PointSet
	var buf []engine.Point
	add := func(pt engine.Point) {
		buf = pos.ChainStones(pt, buf[:0])
		for _, s := range buf {
			g.stones.Add(s)
		}
		buf = pos.LibertyPoints(pt, buf[:0])
		for _, l := range buf {
			if !libs.Has(l) {
				libs.Add(l)
				g.libs = append(g.libs, l)
			}
		}
	}
	add(target)
	for i := 0; i < len(g.libs); i++ { // g.libs grows as chains join
		l := g.libs[i]
		for _, n := range engine.Neighbors(l) {
			if pos.At(n) != owner || g.stones.Has(n) {
				continue
			}
			shared := 0
			buf = pos.LibertyPoints(n, buf[:0])
			for _, x := range buf {
				if libs.Has(x) {
					shared++
				}
			}
			if shared >= 2 || mcSelfAtari(pos, l, opp) {
				add(n)
				i = -1 // look at every liberty again: the new chain's may link others
				break
			}
		}
	}
	var seen, enclosed engine.PointSet
	inside := 0 // points of enclosed regions
	for _, l := range g.libs {
		if !seen.Has(l) {
			eyes, most, size := owlEyeValue(pos, l, owner, &seen, &enclosed)
			g.eyes += eyes
			g.maxEyes += most
			inside += size
		}
	}
	g.escape = owlEscape(pos, g.libs, opp)
	pockets, pocketPoints := owlPockets(pos, g.libs, opp, &enclosed)
	g.maxEyes += pockets
	g.room = max(0, g.escape-inside-pocketPoints)
	for _, l := range g.libs {
		for _, n := range engine.Neighbors(l) {
			switch pos.At(n) {
			case owner:
				g.friend = g.friend || !g.stones.Has(n)
			case engine.Empty:
				for _, m := range engine.Neighbors(n) {
					g.friend = g.friend || (pos.At(m) == owner && !g.stones.Has(m))
				}
			}
		}
	}
	var counted engine.PointSet
	var chain []engine.Point
	for _, st := range g.stones.Points(buf[:0]) {
		for _, n := range engine.Neighbors(st) {
			if pos.At(n) == opp && !counted.Has(n) {
				chain = pos.ChainStones(n, chain[:0])
				for _, c := range chain {
					counted.Add(c)
				}
				if pos.LibertiesUpTo(n, owlShortLibs+1) <= owlShortLibs {
					g.short = append(g.short, n)
				}
			}
		}
	}
	return g
}

// owlEyeValue returns the eyes the empty region of pos at start gives owner (0, 1 or 2), the most it could give
// with owner moving first in it, and its size when it is enclosed (else 0); it marks its points in seen, and in
// enclosedPts when it is enclosed. An enclosed region touches no opponent stone and has at most owlRegionMax
// points; it gives one eye (a one-point region only when it is a true eye), two from owlBigEye points, and could
// give two from three points.
func owlEyeValue(pos *engine.Position, start engine.Point, owner engine.Color, seen, enclosedPts *engine.PointSet) (eyes, most, size int) {
	opp := owner.Opponent()
	region := []engine.Point{start}
	seen.Add(start)
	enclosed := true
	for i := 0; i < len(region); i++ {
		for _, n := range engine.Neighbors(region[i]) {
			switch pos.At(n) {
			case opp:
				enclosed = false
			case engine.Empty:
				if !seen.Has(n) {
					seen.Add(n)
					region = append(region, n)
				}
			}
		}
	}
	if !enclosed || len(region) > owlRegionMax { // the whole region is marked, so that no part of it counts later
		return 0, 0, 0
	}
	for _, p := range region {
		enclosedPts.Add(p)
	}
	switch n := len(region); {
	case n == 1:
		if pos.IsEye(start, owner) {
			return 1, 1, 1
		}
		return 0, 0, 1
	case n == 2:
		return 1, 1, 2
	case n < owlBigEye:
		return 1, 2, n
	}
	return 2, 2, len(region)
}

// owlEscape counts the empty points within owlEscapeReach of a group with liberties libs that are reached
// through points no stone of opp touches.
func owlEscape(pos *engine.Position, libs []engine.Point, opp engine.Color) int {
	var open engine.PointSet
	var frontier, next []engine.Point
	for _, l := range libs {
		if !open.Has(l) && owlOpenPoint(pos, l, opp) {
			open.Add(l)
			frontier = append(frontier, l)
		}
	}
	count := len(frontier)
	for d := 1; d < owlEscapeReach && len(frontier) > 0; d++ {
		next = next[:0]
		for _, p := range frontier {
			for _, n := range engine.Neighbors(p) {
				if pos.At(n) == engine.Empty && !open.Has(n) && owlOpenPoint(pos, n, opp) {
					open.Add(n)
					next = append(next, n)
				}
			}
		}
		count += len(next)
		frontier, next = next, frontier
	}
	return count
}

// owlPockets counts the pockets next to a group with liberties libs, and the open points they hold: sets of at
// most owlPocket open points (no stone of opp next to them) joined to one another and to a liberty, outside the
// enclosed regions, that open onto nothing wider. A pocket is bounded by the group, the edge and points the
// opponent touches, so it may give one eye but is no way out.
func owlPockets(pos *engine.Position, libs []engine.Point, opp engine.Color, enclosed *engine.PointSet) (pockets, points int) {
	var seen engine.PointSet
	var set []engine.Point
	for _, l := range libs {
		if seen.Has(l) || enclosed.Has(l) || !owlOpenPoint(pos, l, opp) {
			continue
		}
		seen.Add(l)
		set = append(set[:0], l)
		for i := 0; i < len(set) && len(set) <= owlPocket; i++ {
			for _, n := range engine.Neighbors(set[i]) {
				if pos.At(n) == engine.Empty && !seen.Has(n) && !enclosed.Has(n) && owlOpenPoint(pos, n, opp) {
					seen.Add(n)
					set = append(set, n)
				}
			}
		}
		if len(set) <= owlPocket {
			pockets++
			points += len(set)
		}
	}
	return pockets, points
}

// owlOpenPoint reports whether no stone of opp is next to the point pt.
func owlOpenPoint(pos *engine.Position, pt engine.Point, opp engine.Color) bool {
	for _, n := range engine.Neighbors(pt) {
		if pos.At(n) == opp {
			return false
		}
	}
	return true
}

// owlSearch is one reading of a group's life in the open.
type owlSearch struct {
	owner    engine.Color
	target   engine.Point
	asker    engine.Color // whose aim is asked: the owner's (life) or the other side's (capture)
	nodes    int
	limit    int
	deadline time.Time // when set, the search stops at it as at the node bound
	memo     map[owlKey]bool
	check    bool         // answers at the root are checked (stands)
	races    *Reader      // reads the captures of the opponent's chains next to a shut group
	koFree   engine.Color // this side may retake a ko at once, as if it had a ko threat for every ko (Empty: neither)
	koSeen   bool         // a position with a ko was reached
}

// owlKey identifies a position of the search and the depth left to it.
type owlKey struct {
	key  uint64
	left int
}

// owlRead reads whether the side to move in pos reaches its aim for the group of the chain at target (life
// for its owner, capture for the other side) within limit positions, and the move that does; nodes is the
// positions looked at.
func owlRead(pos *engine.Position, target engine.Point, limit int) (move engine.Point, ok bool, nodes int) {
	return owlReadUntil(pos, target, limit, time.Time{})
}

// owlReadUntil is owlRead that also stops, with no answer, at deadline (unless zero).
func owlReadUntil(pos *engine.Position, target engine.Point, limit int, deadline time.Time) (move engine.Point, ok bool, nodes int) {
	return owlReadChecked(pos, target, limit, deadline, true, nil)
}

// owlReadChecked is owlReadUntil whose answer is checked (stands) when check is set; races, unless nil, is the
// reader of its races, shared with the search that asks.
func owlReadChecked(pos *engine.Position, target engine.Point, limit int, deadline time.Time, check bool, races *Reader) (move engine.Point, ok bool, nodes int) {
	s := &owlSearch{limit: limit, deadline: deadline, check: check, races: races}
	return s.read(pos, target)
}

// owlReadCode reads, as owlReadUntil, whether the side to move in pos reaches its aim for the group of the chain
// at target, and tells ko results apart as GNU Go's owl_attack and owl_defend do: CodeWins when it does so even
// if the other side may retake every ko at once, CodeKoFirst when it needs to take a ko first (the other side
// then needs ko threats), CodeKoThreat when it needs a ko threat for every ko, CodeFails otherwise. Each of the
// three readings may look at limit positions; nodes is the positions looked at in all.
func owlReadCode(pos *engine.Position, target engine.Point, limit int, deadline time.Time) (code ReadCode, move engine.Point, nodes int) {
	asker := pos.ToMove()
	worlds := [...]struct {
		free engine.Color
		code ReadCode
	}{{asker.Opponent(), CodeWins}, {engine.Empty, CodeKoFirst}, {asker, CodeKoThreat}}
	var races *Reader
	for _, w := range worlds {
		s := &owlSearch{limit: limit, deadline: deadline, check: true, races: races, koFree: w.free}
		mv, ok, n := s.read(pos, target)
		nodes += n
		races = s.races
		if ok {
			return w.code, mv, nodes
		}
		if !s.koSeen {
			break // no ko arose, so the other readings would go the same way
		}
	}
	return CodeFails, engine.Pass, nodes
}

// OwlAttack reads, with the open-group search, whether the opponent of the group of the chain at pt, moving
// first, kills it, ko results told apart as GNU Go's owl_attack tells them, and the move that does. Like GNU Go's
// owl, it is a narrow reading within bounds (owlNodes positions a reading), not a proof.
func OwlAttack(pos *engine.Position, pt engine.Point) (ReadCode, engine.Point) {
	return owlAsk(pos, pt, pos.At(pt).Opponent())
}

// OwlDefend is OwlAttack for the group's owner, moving first to make it live.
func OwlDefend(pos *engine.Position, pt engine.Point) (ReadCode, engine.Point) {
	return owlAsk(pos, pt, pos.At(pt))
}

// owlAsk reads the group of the chain at pt in pos with mover to move.
func owlAsk(pos *engine.Position, pt engine.Point, mover engine.Color) (ReadCode, engine.Point) {
	p := *pos
	p.SetToMove(mover)
	code, mv, _ := owlReadCode(&p, pt, owlNodes, time.Time{})
	return code, mv
}

// read runs the search from pos for the group of the chain at target, the side to move asking: its first
// move, by iterative deepening, with which it reaches its aim and which stands.
func (s *owlSearch) read(pos *engine.Position, target engine.Point) (move engine.Point, ok bool, nodes int) {
	s.owner, s.target, s.asker = pos.At(target), target, pos.ToMove()
	s.koSeen = s.koSeen || pos.Ko() != engine.NoPoint
	g := owlGroupAt(pos, target)
	moves := s.candidates(pos, &g)
	for depth := 2; depth <= owlDepth && s.nodes < s.limit; depth += 2 {
		s.memo = map[owlKey]bool{}
		for _, m := range moves {
			q := *pos
			q.PlayFast(m)
			if s.solve(&q, depth-1) && s.stands(&q) {
				return m, true, s.nodes
			}
		}
	}
	return engine.Pass, false, s.nodes
}

// stands reports whether the move that led to pos, found by the search to reach the asking side's aim, holds
// when the other side may answer with any of its moves and not only with the owlWidth best: the group's state
// as it stands, or an answer with which a search of the other side's aim (not checked in turn) succeeds,
// refutes it.
func (s *owlSearch) stands(pos *engine.Position) bool {
	if !s.check || pos.At(s.target) != s.owner {
		return true
	}
	g := owlGroupAt(pos, s.target)
	if s.asker != s.owner && g.alive() || s.asker == s.owner && s.dead(pos, &g) {
		return false // the other side need not answer
	}
	other := &owlSearch{limit: s.limit, deadline: s.deadline, races: s.races, koFree: s.koFree}
	_, refuted, n := other.read(pos, s.target)
	s.nodes += n
	s.koSeen = s.koSeen || other.koSeen
	return !refuted && (s.deadline.IsZero() || time.Now().Before(s.deadline)) // a check cut short is no check
}

// owlRiskMoves is how many of the opponent's best moves owlAtRisk tries.
const owlRiskMoves = 3

// owlAtRisk reports whether the group of the chain at target is at risk with its opponent to move in pos: one of
// the opponent's owlRiskMoves best moves leaves it captured or without a life the search finds within limit
// positions. It is a looser test than a kill found by owlRead, which must reach a dead group in every line:
// here a group whose life the search cannot find counts as at risk. nodes is the positions looked at.
func owlAtRisk(pos *engine.Position, target engine.Point, limit int, deadline time.Time) (risk bool, nodes int) {
	owner := pos.At(target)
	s := &owlSearch{owner: owner, target: target, asker: pos.ToMove()}
	g := owlGroupAt(pos, target)
	moves := s.candidates(pos, &g)
	if len(moves) > owlRiskMoves {
		moves = moves[:owlRiskMoves]
	}
	for _, m := range moves {
		q := *pos
		q.PlayFast(m)
		if q.At(target) != owner {
			return true, nodes
		}
		_, lives, n := owlReadUntil(&q, target, limit, deadline)
		nodes += n
		if !lives && (deadline.IsZero() || time.Now().Before(deadline)) {
			return true, nodes
		}
	}
	return false, nodes
}

// solve reports whether the asking side reaches its aim from pos within left more moves.
func (s *owlSearch) solve(pos *engine.Position, left int) bool {
	if pos.At(s.target) != s.owner {
		if pos.Ko() == s.target && s.koFree == s.owner && pos.ToMove() == s.owner {
			q := *pos // the chain asked about was a lone stone taken in a ko, and its owner takes back at once
			q.PlayFast(s.target)
			return s.solve(&q, left)
		}
		return s.asker != s.owner
	}
	if pos.Ko() != engine.NoPoint {
		s.koSeen = true
	}
	g := owlGroupAt(pos, s.target)
	retake := s.koFree == pos.ToMove() && owlKoTouches(pos, &g) // the state may change with the retake
	if g.alive() && !(retake && pos.ToMove() != s.owner) {
		return s.asker == s.owner
	}
	if !(retake && pos.ToMove() == s.owner) && s.dead(pos, &g) {
		return s.asker != s.owner
	}
	if s.nodes&31 == 31 && !s.deadline.IsZero() && time.Now().After(s.deadline) {
		s.limit = s.nodes
	}
	if left <= 0 || s.nodes >= s.limit {
		return false
	}
	key := owlKey{pos.Key(), left}
	if r, ok := s.memo[key]; ok {
		return r
	}
	s.nodes++
	moves := s.candidates(pos, &g)
	if len(moves) > owlWidth {
		moves = moves[:owlWidth]
	}
	asking := pos.ToMove() == s.asker
	res := !asking // the asking side needs one move that works; the other side one that refutes
	if !asking && len(moves) == 0 {
		q := *pos
		q.PlayPass()
		res = s.solve(&q, left-1)
	}
	for _, m := range moves {
		q := *pos
		q.PlayFast(m)
		if s.solve(&q, left-1) == asking {
			res = asking
			break
		}
	}
	if s.nodes < s.limit { // a result cut short by the node bound is not kept
		s.memo[key] = res
	}
	return res
}

// owlKoTouches reports whether pos has a ko just taken next to the group g: the point taken or the stone that
// took it touches one of its stones.
func owlKoTouches(pos *engine.Position, g *owlGroup) bool {
	k := pos.Ko()
	if k == engine.NoPoint {
		return false
	}
	for _, at := range [2]engine.Point{k, pos.LastMove()} {
		for _, n := range engine.Neighbors(at) {
			if g.stones.Has(n) {
				return true
			}
		}
	}
	return false
}

// dead reports whether the group g in pos counts as dead though not yet captured: it is shut in (owlGroup.shut)
// and its owner, moving first, cannot capture any of the opponent's chains next to it that are short of
// liberties.
func (s *owlSearch) dead(pos *engine.Position, g *owlGroup) bool {
	if !g.shut() {
		return false
	}
	if len(g.short) > 0 && s.races == nil {
		s.races = newReaderSized(owlRaceNodes, owlRaceBits)
	}
	for _, n := range g.short {
		if res, _ := s.races.Attack(pos, n); res != ReadSafe {
			return false
		}
	}
	return true
}

// candidates returns the legal moves of the side to move in pos near the group g, best first by how they
// leave the group: its liberties and the points next to them, and the liberties of the opponent's chains
// next to it that have two liberties or fewer. The side free to retake kos (koFree) retakes the ko just taken
// first, wherever it is.
func (s *owlSearch) candidates(pos *engine.Position, g *owlGroup) []engine.Point {
	mover := pos.ToMove()
	var set engine.PointSet
	var cand []engine.Point
	add := func(p engine.Point) {
		if pos.At(p) == engine.Empty && !set.Has(p) {
			set.Add(p)
			cand = append(cand, p)
		}
	}
	retake := engine.NoPoint
	if k := pos.Ko(); k != engine.NoPoint && mover == s.koFree {
		retake = k
		add(k)
	}
	for _, l := range g.libs {
		add(l)
		for _, n := range engine.Neighbors(l) {
			add(n)
		}
	}
	var buf []engine.Point
	for _, n := range g.short {
		if pos.LibertiesUpTo(n, 3) <= 2 {
			for _, l := range pos.LibertyPoints(n, buf[:0]) {
				add(l)
			}
		}
	}
	type scored struct {
		move  engine.Point
		value int
	}
	var out []scored
	for _, m := range cand {
		if m != retake && pos.IsLegal(engine.Move{Color: mover, Point: m}) != nil {
			continue
		}
		q := *pos
		q.PlayFast(m)
		v := -1000 // the chain asked about is captured
		if q.At(s.target) == s.owner {
			h := owlGroupAt(&q, s.target)
			v = h.value()
		}
		if mover != s.owner {
			v = -v
		}
		if mcBadSelfAtari(pos, m, mover) {
			v -= 50
		}
		if m == retake {
			v = 10_000
		}
		out = append(out, scored{m, v})
	}
	slices.SortStableFunc(out, func(a, b scored) int { return cmp.Compare(b.value, a.value) })
	moves := make([]engine.Point, len(out))
	for i, o := range out {
		moves[i] = o.move
	}
	return moves
}
