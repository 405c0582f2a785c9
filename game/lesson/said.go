package lesson

import (
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// CanSay returns the kinds of Said an exercise of page p can come to say (SaidNothing aside), so that whoever puts
// them into words can check every sentence a page may show: a question's verdicts; a pointing goal's points and
// hints; the judge's verdicts on a move and the hints for any other goal, and a stone asked for on marked points
// refused when it is put elsewhere. A show or game page says none.
func (p *Page) CanSay() []SaidKind {
	switch {
	case p.Kind == PageQuestion:
		return []SaidKind{SaidSolved, SaidWrongAnswer, SaidUndecided}
	case p.Kind != PageExercise:
		return nil
	case p.Goal.Kind == ai.GoalLiberties:
		return []SaidKind{SaidSolved, SaidWrongPoint, SaidMorePoints, SaidHintLook, SaidHintLiberties, SaidHintMove}
	case p.Goal.Kind == ai.GoalAtari:
		return []SaidKind{SaidSolved, SaidWrongPoint, SaidHintLook, SaidHintLiberties, SaidHintMove}
	}
	out := []SaidKind{SaidGood, SaidSolved, SaidSolvedSlowly, SaidEscaped, SaidLost, SaidIllegal, SaidUndecided,
		SaidSlower, SaidOffTask, SaidHintLook, SaidHintLiberties, SaidHintMove}
	if p.Goal.Kind == ai.GoalPlace && len(p.Goal.Targets) > 0 {
		out = append(out, SaidWrongPoint)
	}
	if p.Goal.Kind == ai.GoalCapture && p.Goal.Motif.IsTactic() || p.OnlyAnswers {
		out = append(out, SaidOtherWay)
	}
	if p.Goal.Kind == ai.GoalConnect {
		out = append(out, SaidCut)
	}
	if start := p.Start(); start.Ko() != engine.NoPoint {
		out = append(out, SaidKoEnded)
	}
	return out
}
