package lesson

import (
	"context"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Judge answers a: a question's reading (does the ladder work, does Black win the count), the correct moves for
// an AskJudge without a move, or the verdict on the move. It honours ctx.
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
		correct, _, err := j.Answers(ctx, &a.Position, a.Goal)
		return Verdict{Verdict: ai.Verdict{Known: err == nil}, Answers: correct}, err
	}
	v, err := j.Move(ctx, &a.Position, a.Goal, a.Move)
	return Verdict{Verdict: v}, err
}
