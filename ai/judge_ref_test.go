package ai_test

import (
	"slices"

	"github.com/seed593a7f8d/atarigo/engine"
)

// refCapture is the judge's obviously-correct reference for capture goals: a plain search over every legal move
// of both sides with the engine's own rules, to a fixed number of plies, memoised by position. It shares nothing
// with the reader: no candidate moves, no depth limits by liberty count, no ladder shortcut. Its only pruning is
// exact: a chain with more liberties than the attacker has moves left cannot be captured in time, and a capture
// on the last move must be on a chain's last liberty.
type refCapture struct {
	targets []engine.Point
	// any makes any capture of the defender's stones count, not only of the targets.
	any  bool
	memo map[uint64]bool
}

// newRefCapture returns a reference for captures of the chains at targets (any capture with anyCapture).
func newRefCapture(targets []engine.Point, anyCapture bool) *refCapture {
	return &refCapture{targets: targets, any: anyCapture, memo: map[uint64]bool{}}
}

// plies returns the fewest plies (the capturing move included) in which the side to move in pos forces a capture
// the reference counts before anything else is captured, trying 1, 3, … up to most; 0 when it cannot within most.
func (r *refCapture) plies(pos *engine.Position, most int) int {
	for d := 1; d <= most; d += 2 {
		if r.forces(pos, d) {
			return d
		}
	}
	return 0
}

// movePlies returns the fewest plies, mv included, in which the side to move in pos forces the capture starting
// with mv; 0 when it cannot within most.
func (r *refCapture) movePlies(pos *engine.Position, mv engine.Point, most int) int {
	q := *pos
	captured, err := q.Play(engine.Move{Color: q.ToMove(), Point: mv})
	if err != nil {
		return 0
	}
	if len(captured) > 0 || q.Over() {
		if r.counts(captured, &q, pos.ToMove()) {
			return 1
		}
		return 0
	}
	for d := 3; d <= most; d += 2 {
		if r.holdsNot(&q, d-1) {
			return d
		}
	}
	return 0
}

// counts reports whether the attacker's move that captured captured (and left q) reaches the reference's goal.
func (r *refCapture) counts(captured []engine.Point, q *engine.Position, attacker engine.Color) bool {
	if q.Over() && len(captured) == 0 {
		return q.Outcome().Winner == attacker
	}
	return r.any || slices.ContainsFunc(r.targets, func(t engine.Point) bool { return slices.Contains(captured, t) })
}

// goalChains returns a stone of each of the defender's chains whose capture counts, with the attacker to move.
func (r *refCapture) goalChains(pos *engine.Position) []engine.Point {
	def := pos.ToMove().Opponent()
	if !r.any {
		var out []engine.Point
		for _, t := range r.targets {
			if pos.At(t) == def {
				out = append(out, t)
			}
		}
		return out
	}
	var out []engine.Point
	for _, pt := range pos.Points(nil) {
		if pos.At(pt) == def {
			out = append(out, pt)
		}
	}
	return out
}

// forces reports whether the attacker, to move in pos, captures within plies plies.
func (r *refCapture) forces(pos *engine.Position, plies int) bool {
	key := pos.Key()*31 + uint64(plies)
	if v, ok := r.memo[key]; ok {
		return v
	}
	v := r.forcesRead(pos, plies)
	r.memo[key] = v
	return v
}

// forcesRead is forces without the memo.
func (r *refCapture) forcesRead(pos *engine.Position, plies int) bool {
	moves := (plies + 1) / 2
	chains := r.goalChains(pos)
	least := 1000
	for _, c := range chains {
		least = min(least, pos.Liberties(c))
	}
	if least > moves {
		return false
	}
	attacker := pos.ToMove()
	try := pos.LegalMoves(nil)
	if plies == 1 {
		try = try[:0]
		for _, c := range chains {
			if pos.Liberties(c) == 1 {
				try = append(try, pos.AtariPoint(c))
			}
		}
	}
	for _, m := range try {
		q := *pos
		captured, err := q.Play(engine.Move{Color: attacker, Point: m})
		if err != nil {
			continue
		}
		if len(captured) > 0 || q.Over() {
			if r.counts(captured, &q, attacker) {
				return true
			}
			continue // other stones first: not this way
		}
		if plies >= 3 && r.holdsNot(&q, plies-1) {
			return true
		}
	}
	return false
}

// holdsNot reports whether every move of the defender, to move in pos, leaves the attacker a capture within
// plies-1 more plies; a defender's capture, or a defender without a legal move who thereby loses, ends it.
func (r *refCapture) holdsNot(pos *engine.Position, plies int) bool {
	moves := pos.LegalMoves(nil)
	if len(moves) == 0 {
		return true // under Atari Go rules a side without a legal move has lost
	}
	// The defender's captures and its own liberties first: they refute most tries at once.
	first := func(m engine.Point) int {
		for _, n := range engine.Neighbors(m) {
			if pos.OnBoard(n) && pos.At(n) == pos.ToMove().Opponent() && pos.Liberties(n) == 1 {
				return 0
			}
		}
		for _, n := range engine.Neighbors(m) {
			if pos.OnBoard(n) && pos.At(n) == pos.ToMove() {
				return 1
			}
		}
		return 2
	}
	slices.SortStableFunc(moves, func(a, b engine.Point) int { return first(a) - first(b) })
	for _, m := range moves {
		q := *pos
		captured, err := q.Play(engine.Move{Color: q.ToMove(), Point: m})
		if err != nil {
			continue
		}
		if len(captured) > 0 {
			return false
		}
		if q.Over() || !r.forces(&q, plies-1) {
			return false
		}
	}
	return true
}
