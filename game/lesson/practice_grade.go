package lesson

import (
	"slices"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Measure is what the judge proved of a practice page, from which its grade is read; tools print it.
type Measure struct {
	// Moves counts the learner's moves along the quickest proven line, the capture included (1 for an escape).
	Moves int
	// Tempting counts the refuted first moves that look like a try: on a liberty of a target's chain, or giving
	// atari.
	Tempting int
	// Decoys counts the unrelated stones added to the built-in shape.
	Decoys int
	// Working counts the first moves the judge accepts.
	Working int
	// Refuted counts every first move the judge refutes, tempting or not.
	Refuted int
	// Aside counts the first moves that force a capture more slowly or take other stones first: neither accepted
	// nor refuted.
	Aside int
	// Nodes counts the reading nodes judging every legal move took (ai.Judge.Spent summed).
	Nodes int
}

// Grade is how hard a practice page is, from what the judge proved of it.
type Grade uint8

const (
	// GradeNone is the grade of a page that was not graded.
	GradeNone Grade = iota
	// GradeEasy is a short solution with little around it.
	GradeEasy
	// GradeMedium is a longer solution, or a short one among tempting moves and distracting stones.
	GradeMedium
	// GradeHard is a long solution among tempting moves, or one with a single working move among many.
	GradeHard
)

var gradeNames = [...]string{"none", "easy", "medium", "hard"}

// String returns "easy", "medium" or "hard" (the catalog keys' word).
func (g Grade) String() string { return gradeNames[min(int(g), len(gradeNames)-1)] }

// The weights of GradeOf's score: what one more learner move, one tempting wrong move, one decoy and a single
// working first move add; each working first move beyond two takes a decoy's weight off.
const (
	gradeMoveWeight     = 4
	gradeTemptingWeight = 2
	gradeDecoyWeight    = 1
	gradeSingleWeight   = 1
	// gradeMedium and gradeHard are the least scores of a medium and a hard page.
	gradeMedium = 5
	gradeHard   = 13
)

// GradeOf grades a practice page by its measure: a score that grows with each learner move beyond the first, each
// tempting wrong move and each decoy, and shrinks with each working first move, read as easy, medium or hard. It
// never falls when Moves, Tempting or Decoys grow or Working shrinks. A one-move page is easy without tempting
// moves (up to three decoys), and with up to practiceMaxDecoys decoys it is hard only among five tempting moves
// or more.
func GradeOf(m Measure) Grade {
	score := gradeMoveWeight*max(m.Moves-1, 0) + gradeTemptingWeight*max(m.Tempting, 0) + gradeDecoyWeight*max(m.Decoys, 0)
	switch {
	case m.Working <= 1:
		score += gradeSingleWeight
	case m.Working > 2:
		score -= gradeDecoyWeight * (m.Working - 2)
	}
	switch {
	case score >= gradeHard:
		return GradeHard
	case score >= gradeMedium:
		return GradeMedium
	}
	return GradeEasy
}

// tempting reports whether the learner's move mv in pos, to move, looks like a try at goal g: it is on a liberty
// of a target's chain, or it leaves a chain of the opponent next to it in atari.
func tempting(pos *engine.Position, g ai.Goal, mv engine.Point) bool {
	for _, t := range g.Targets {
		if pos.At(t).IsStone() && slices.Contains(pos.LibertyPoints(t, nil), mv) {
			return true
		}
	}
	q := *pos
	if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: mv}); err != nil {
		return false
	}
	for _, n := range engine.Neighbors(mv) {
		if q.OnBoard(n) && q.At(n) == pos.ToMove().Opponent() && q.InAtari(n) {
			return true
		}
	}
	return false
}
