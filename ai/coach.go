package ai

import (
	"context"

	"github.com/seed593a7f8d/atarigo/engine"
)

// The coach looks at one move of a person in Atari Go and says something only when the engine proved it: that
// the move gave away a win the exact solver had proven, or that it lets the opponent force a capture the reader
// proves and that was not there before the move. Where nothing is proven it is silent. The line it shows is
// the proof, named by LineMotif like every line of the tutorial.

// CoachKind says what the coach proved about a move.
type CoachKind uint8

const (
	// CoachSilent means nothing was proven against the move.
	CoachSilent CoachKind = iota
	// CoachThrewWin means the mover had a win the solver proved, and after the move the opponent wins.
	CoachThrewWin
	// CoachAllowsCapture means the opponent, to move, can now capture a chain of the mover that it could not
	// capture before the move.
	CoachAllowsCapture
)

var coachKindNames = [...]string{"silent", "threw-win", "allows-capture"}

// String names the kind as the catalog keys do ("allows-capture").
func (k CoachKind) String() string { return coachKindNames[min(int(k), len(coachKindNames)-1)] }

// CoachNote is what the coach proved about one move.
type CoachNote struct {
	Kind CoachKind
	// Mover is the colour of the person who made the move.
	Mover engine.Color
	// Line is the opponent's proven line after the move, the opponent's first move first.
	Line []engine.Point
	// Target is a stone of the mover's chain the line captures (NoPoint when the line wins by other means).
	Target engine.Point
	// Motif names the tactic of Line.
	Motif Motif
}

// coachSolveNodes bounds each of the coach's exact solves: a question the solver cannot settle within it is left
// to the reader, or to silence.
const coachSolveNodes = 150000

// Coach checks moves; it keeps a judge (reader and solver) between calls and is not safe for concurrent use.
type Coach struct {
	judge *Judge
}

// NewCoach returns a coach.
func NewCoach() *Coach { return &Coach{judge: NewJudge()} }

// Check looks at the move mv of the side to move in before, under Atari Go rules, and returns what it proves
// against it (CoachSilent when nothing). An illegal move is an error; under Go rules the coach is silent.
func (c *Coach) Check(ctx context.Context, before *engine.Position, mv engine.Point) (CoachNote, error) {
	mover := before.ToMove()
	after := *before
	if _, err := after.Play(engine.Move{Color: mover, Point: mv}); err != nil {
		return CoachNote{}, err
	}
	note := CoachNote{Mover: mover, Target: engine.NoPoint}
	if before.Rules().Kind != engine.AtariGo || after.Over() {
		return note, nil
	}
	// A proven win given away: the solver settles both sides of the move.
	if sol, ok := c.result(ctx, before); ok && sol.Winner == mover {
		if sol, ok := c.result(ctx, &after); ok && sol.Winner != mover {
			if sol, ok = c.solve(ctx, &after); !ok {
				return note, ctx.Err()
			}
			// A line the solver could not read out to the end shows nothing: the reader's check below may.
			if line := c.complete(ctx, &after, sol.Line); winsFor(&after, line, mover.Opponent()) {
				note.Kind, note.Line = CoachThrewWin, line
				note.Target = capturedBy(&after, line, mover)
				if after.At(note.Target) != mover {
					note.Target = engine.NoPoint // a stone the line itself placed: no chain on the board now
				}
				note.Motif = lineTactic(&after, line, targetsOf(note.Target))
				return note, nil
			}
		}
	}
	if t, line := c.newCapture(ctx, before, &after, mover); t != engine.NoPoint {
		// Where the solver settles the game, a capture the mover answers by winning first is no danger.
		if sol, ok := c.result(ctx, &after); ok && sol.Winner == mover {
			return note, nil
		}
		note.Kind, note.Line, note.Target = CoachAllowsCapture, line, t
		note.Motif = lineTactic(&after, line, []engine.Point{t})
	}
	return note, ctx.Err()
}

// lineTactic names the tactic of line against targets (see LineMotif) for a sentence about a game, where the line
// is no lesson's but the proof's: the name is given only when the line shows that tactic from its first move to the
// capture, every later move of the attacker the capture or an atari on a chain of the targets. A long fight whose
// first move merely takes a liberty, or an atari followed by quiet moves or by ataris elsewhere, is named by no
// tactic (MotifNone).
func lineTactic(pos *engine.Position, line []engine.Point, targets []engine.Point) Motif {
	m := LineMotif(pos, line, targets)
	if m == MotifNone || m == MotifCapture {
		return m
	}
	att := pos.ToMove()
	q := *pos
	for i, mv := range line {
		caps := q.Captures(att)
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: mv}); err != nil {
			return MotifNone
		}
		if i == 0 || i%2 != 0 || q.Captures(att) > caps {
			continue
		}
		pressed := false
		for _, t := range targets {
			pressed = pressed || q.At(t) == att.Opponent() && q.InAtari(t)
		}
		if !pressed {
			return MotifNone
		}
	}
	return m
}

// complete plays line from pos and, where it stops before the game ends (the solver leaves a working ladder
// unplayed), goes on with the solver's line from where it stopped, so that the line shown ends in the capture.
func (c *Coach) complete(ctx context.Context, pos *engine.Position, line []engine.Point) []engine.Point {
	out := append([]engine.Point(nil), line...)
	q := *pos
	for _, m := range line {
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
			return out
		}
	}
	for !q.Over() && len(out) < c.judge.MaxPlies {
		sol, ok := c.solve(ctx, &q)
		if !ok || len(sol.Line) == 0 {
			break
		}
		for _, m := range sol.Line {
			if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
				return out
			}
			out = append(out, m)
		}
	}
	return out
}

// result returns the solver's result for pos, without its line, when it settles it within coachSolveNodes.
func (c *Coach) result(ctx context.Context, pos *engine.Position) (Solution, bool) {
	return c.judge.solveWithin(ctx, pos, coachSolveNodes, true)
}

// solve returns the solver's result for pos with its line when it settles it within coachSolveNodes.
func (c *Coach) solve(ctx context.Context, pos *engine.Position) (Solution, bool) {
	sol, ok := c.judge.solveWithin(ctx, pos, coachSolveNodes, false)
	if ok && len(sol.Line) == 0 {
		// The proof used the budget up before its line was read out; the table now holds it, and a second
		// call with more room reads the line.
		sol, ok = c.judge.solveWithin(ctx, pos, 4*coachSolveNodes, false)
	}
	return sol, ok && len(sol.Line) > 0
}

// newCapture finds a chain of mover that the opponent, to move in after, captures by a line the judge proves,
// and that was not capturable with the opponent to move before the move; it returns a stone of it and the line.
func (c *Coach) newCapture(ctx context.Context, before, after *engine.Position, mover engine.Color) (engine.Point, []engine.Point) {
	j := c.judge
	var seen engine.PointSet
	for _, t := range after.Points(nil) {
		if after.At(t) != mover || seen.Has(after.ChainHead(t)) {
			continue
		}
		seen.Add(after.ChainHead(t))
		if ctx.Err() != nil {
			return engine.NoPoint, nil
		}
		j.begin()
		r, first := j.attack(after, t)
		if r != ReadCaptured || first == engine.NoPoint {
			continue
		}
		if c.capturableBefore(before, after, t, mover) {
			continue
		}
		q := *after
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: first}); err != nil {
			continue
		}
		line := append([]engine.Point{first}, j.captureLine(ctx, &q, []engine.Point{t}, mover.Opponent())...)
		if !capturesChain(after, line, t) {
			continue // the line wins by another capture: it says nothing about this chain
		}
		return t, line
	}
	return engine.NoPoint, nil
}

// capturableBefore reports whether, before the move, the opponent to move could capture (or might, as far as
// the reader can tell) a chain of mover that the chain at t in after grew from. A chain made of the new stone
// alone was not there: it counts as new.
func (c *Coach) capturableBefore(before, after *engine.Position, t engine.Point, mover engine.Color) bool {
	q := *before
	q.SetToMove(mover.Opponent())
	j := c.judge
	var seen engine.PointSet
	for _, s := range after.ChainStones(t, nil) {
		if q.At(s) != mover || seen.Has(q.ChainHead(s)) {
			continue
		}
		seen.Add(q.ChainHead(s))
		j.begin()
		if r, _ := j.attack(&q, s); r != ReadSafe {
			return true
		}
	}
	return false
}

// replay plays line from pos and asks done after each move, given the positions before and after it; it reports
// whether done said yes before the line ran out or met an illegal move.
func replay(pos *engine.Position, line []engine.Point, done func(prev, q *engine.Position) bool) bool {
	q := *pos
	for _, m := range line {
		prev := q
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
			return false
		}
		if done(&prev, &q) {
			return true
		}
	}
	return false
}

// capturedBy returns a stone of mover's that line, played from pos, captures first; NoPoint when it captures
// none of mover's stones.
func capturedBy(pos *engine.Position, line []engine.Point, mover engine.Color) engine.Point {
	taken := engine.NoPoint
	replay(pos, line, func(prev, q *engine.Position) bool {
		for _, pt := range prev.Points(nil) {
			if prev.At(pt) == mover && q.At(pt) == engine.Empty {
				taken = pt
				return true
			}
		}
		return false
	})
	return taken
}

// winsFor reports whether line, played from pos, ends the game with c the winner.
func winsFor(pos *engine.Position, line []engine.Point, c engine.Color) bool {
	won := false
	replay(pos, line, func(_, q *engine.Position) bool {
		won = q.Over() && q.Outcome().Winner == c
		return q.Over()
	})
	return won
}

// capturesChain reports whether line, played from pos, captures the chain at t.
func capturesChain(pos *engine.Position, line []engine.Point, t engine.Point) bool {
	owner := pos.At(t)
	return replay(pos, line, func(_, q *engine.Position) bool { return q.At(t) != owner })
}

// targetsOf returns the one target t as a list, or none for NoPoint.
func targetsOf(t engine.Point) []engine.Point {
	if t == engine.NoPoint {
		return nil
	}
	return []engine.Point{t}
}
