package lesson

import (
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Marks are what a lesson page draws over its stones, in points of the board: the window adds what follows the
// pointer (the hover, the stone about to be played).
type Marks struct {
	// Numbers are the numbers of the moves played out, on the stones still on the board; nil when a single move
	// is shown, which Last marks instead.
	Numbers []Numbered
	// Last is the last move's point, engine.NoPoint when Numbers are shown.
	Last engine.Point
	// Rings circles points: the goal's targets, a show page's circles, the hint's chain or move.
	Rings []engine.Point
	// Labels are a show page's texts on points.
	Labels []StepLabel
	// Arrows are a show page's arrows.
	Arrows [][2]engine.Point
	// Dots are liberties shown and the points the learner found.
	Dots []engine.Point
	// Territory, once a count question is answered, is whose each point is; nil before.
	Territory *[engine.MaxPoints]engine.Color
	// HintMove is the hint's move, for the window to show as the stone to play; engine.NoPoint when none.
	HintMove engine.Point
	// Ko is the point the side to move may not take back at once under Go rules (a ko just taken), engine.NoPoint
	// when there is none.
	Ko engine.Point
}

// Marks returns what the page draws over the board now.
func (s *Session) Marks() Marks {
	pos := &s.board
	mk := Marks{Last: engine.NoPoint, HintMove: engine.NoPoint, Ko: engine.NoPoint}
	if pos.Rules().Kind == engine.Go {
		mk.Ko = pos.Ko()
	}
	if numbers := s.numbers(); (s.pg.Kind == PageShow && len(s.steps) > 2) || len(numbers) > 1 {
		for _, n := range numbers {
			if pos.At(n.Point).IsStone() {
				mk.Numbers = append(mk.Numbers, n)
			}
		}
	} else {
		mk.Last = pos.LastMove()
	}
	if st, _, ok := s.Step(); ok {
		mk.Rings = append(mk.Rings, st.Marks.Rings...)
		mk.Labels = append(mk.Labels, st.Marks.Labels...)
		mk.Arrows = append(mk.Arrows, st.Marks.Arrows...)
		for _, pt := range st.Marks.Liberties {
			mk.Dots = append(mk.Dots, pos.LibertyPoints(pt, nil)...)
		}
		return mk
	}
	if s.ex == nil {
		return mk
	}
	s.targetMarks(&mk)
	mk.Dots = append(mk.Dots, s.ex.Picked()...)
	if t := s.escaped(); t != engine.NoPoint { // the decisive frame of an escape: the liberties it won
		mk.Dots = append(mk.Dots, pos.LibertyPoints(t, nil)...)
	}
	if s.pg.Goal.Kind == ai.GoalCount && s.ex.State() != Waiting && s.ex.State() != Judging {
		sc := pos.Score(nil) // once answered, whose each point is
		mk.Territory = &sc.Owner
	}
	said := s.ex.Said()
	switch said.Kind {
	case SaidHintLook:
		if pos.At(said.Point).IsStone() {
			mk.Rings = append(mk.Rings, pos.ChainStones(said.Point, nil)...)
		}
	case SaidHintLiberties: // the chain the hint speaks of, and its liberties
		if pos.At(said.Point).IsStone() {
			mk.Rings = append(mk.Rings, pos.ChainStones(said.Point, nil)...)
		}
		mk.Dots = append(mk.Dots, pos.LibertyPoints(said.Point, nil)...)
	case SaidHintMove:
		mk.Rings = append(mk.Rings, said.Point)
		if !s.Pointing() {
			mk.HintMove = said.Point
		}
	case SaidSolvedSlowly:
		if pos.At(said.Point) == engine.Empty {
			mk.Rings = append(mk.Rings, said.Point)
		}
	}
	return mk
}

// targetMarks rings the goal's targets when the page's words do not point at them.
func (s *Session) targetMarks(mk *Marks) {
	g := s.pg.Goal
	ring := s.opt.RingTargets
	switch g.Kind {
	case ai.GoalLiberties, ai.GoalSave, ai.GoalLadder, ai.GoalLive, ai.GoalKill, ai.GoalPlace:
		ring = true
	}
	if !ring {
		return
	}
	for _, pt := range g.Targets {
		if s.board.At(pt).IsStone() {
			mk.Rings = append(mk.Rings, s.board.ChainStones(pt, nil)...)
		} else if g.Kind == ai.GoalPlace {
			mk.Rings = append(mk.Rings, pt) // where the stone is to go
		}
	}
}

// escaped returns a stone of the goal's target that got away at the end of a finished try (a refutation that
// lets it out, the answer to a ladder that does not work) while the board shows that end; NoPoint otherwise.
func (s *Session) escaped() engine.Point {
	if s.ex == nil || len(s.moves) == 0 || s.at < len(s.moves) {
		return engine.NoPoint
	}
	st, said := s.ex.State(), s.ex.Said().Kind
	ladderFails := s.pg.Goal.Kind == ai.GoalLadder && (st == Solved || st == Refuted) && s.answered != (st == Solved)
	if said != SaidEscaped && !ladderFails {
		return engine.NoPoint
	}
	start := s.pg.Start()
	for _, t := range s.pg.Goal.Targets {
		if owner := start.At(t); owner.IsStone() && owner != s.ex.Learner() && s.board.At(t) == owner {
			return t
		}
	}
	return engine.NoPoint
}

// Playable reports whether the learner may play at pt now: an exercise waiting for a move, pt empty and legal.
func (s *Session) Playable(pt engine.Point) bool {
	return s.ex != nil && s.pg.Kind == PageExercise && !s.Pointing() && s.ex.State() == Waiting && !s.Busy() &&
		pt != engine.NoPoint && s.board.At(pt) == engine.Empty &&
		s.board.IsLegal(engine.Move{Color: s.ex.Learner(), Point: pt}) == nil
}
