package lesson

import (
	"context"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Judge answers a: a question's reading (does the ladder work, does Black win the count), the correct moves for
// an AskJudge without a move (Known when some move is correct or every move was proved not to be), or the verdict
// on the move. It honours ctx.
func Judge(ctx context.Context, j *ai.Judge, a AskJudge) (Verdict, error) {
	switch {
	case a.Goal.Kind == ai.GoalCount:
		sc := a.Position.Score(nil)
		w := sc.Outcome().Winner
		return Verdict{Verdict: ai.Verdict{Known: w != engine.Empty}, Works: w == engine.Black}, nil
	case a.Goal.Kind == ai.GoalLadder:
		works, known, line := j.LadderWorks(&a.Position, a.Goal.Targets[0])
		return Verdict{Verdict: ai.Verdict{Known: known, Line: line}, Works: works}, nil
	case a.Move == engine.NoPoint:
		// Known: a correct move was found, or every move was read to its end and none is (the page has no answer).
		correct, wrong, err := j.Answers(ctx, &a.Position, a.Goal)
		known := err == nil && (len(correct) > 0 || len(wrong) == movesOf(&a.Position))
		return Verdict{Verdict: ai.Verdict{Known: known}, Answers: correct}, err
	}
	v, err := j.Move(ctx, &a.Position, a.Goal, a.Move)
	return Verdict{Verdict: v}, err
}

// movesOf counts the moves the judge's Answers reads in pos: the legal moves but a pass.
func movesOf(pos *engine.Position) int {
	n := 0
	for _, m := range pos.LegalMoves(nil) {
		if m != engine.Pass {
			n++
		}
	}
	return n
}
