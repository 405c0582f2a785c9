package scenes

import (
	"image/color"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// This file puts what an exercise says (lesson.Said) into words of the learner's language. Every sentence
// states only what the judge proved: the motif comes from the proven line (ai.LineMotif), the liberty count
// from the position the refutation leaves, and who captured from the position itself.

// judgeQuietFrames is how long a move is judged before the page says it is being checked.
const judgeQuietFrames = 20

// saying returns the feedback line of the page and its colour.
func (s *lessonScene) saying(ctx *Context) (string, color.RGBA) {
	t, tr := ctx.Theme, ctx.Tr
	ex, pg := s.sess.Exercise(), s.sess.Page()
	good, bad, hint, quiet := t.Good, t.Error, t.Accent, t.TextDim
	switch {
	case s.waitNext:
		return tr.T("practice.making_next"), quiet
	case s.sess.Err() != nil:
		return ctx.ErrorText(s.sess.Err()), bad
	case ex == nil:
		return "", quiet
	case ex.State() == lesson.Judging:
		switch {
		case s.sess.JudgingTicks() < judgeQuietFrames:
			return "", quiet
		case ex.Checking():
			return tr.T("tutorial.judging"), quiet
		}
		return tr.T("tutorial.finding"), quiet
	case s.sess.Playing() && ex.State() != lesson.Waiting:
		if pg.Goal.Kind == ai.GoalLadder { // the verdict first, then the ladder's line to watch
			return s.ladderText(ctx, true)
		}
		return tr.T("tutorial.watch"), quiet
	}
	said := ex.Said()
	goal := pg.Goal
	switch said.Kind {
	case lesson.SaidGood:
		if ex.Learner() == engine.Black {
			return tr.T("tutorial.good.white"), good
		}
		return tr.T("tutorial.good.black"), good
	case lesson.SaidSolved:
		return s.solvedText(ctx, said), good
	case lesson.SaidSolvedSlowly:
		return tr.T("tutorial.solved_slowly"), good
	case lesson.SaidEscaped:
		return tr.Plural("tutorial.escaped", float64(said.Liberties), said.Liberties), bad
	case lesson.SaidLost:
		return s.lostText(ctx), bad
	case lesson.SaidIllegal:
		if said.Err != nil {
			return ctx.ErrorText(said.Err), bad
		}
		return tr.T("move.occupied"), bad
	case lesson.SaidWrongPoint:
		switch goal.Kind {
		case ai.GoalLiberties:
			return tr.T("tutorial.wrong_point.liberties"), bad
		case ai.GoalPlace:
			return tr.T("tutorial.wrong_point.place"), bad
		}
		return tr.T("tutorial.wrong_point.atari"), bad
	case lesson.SaidMorePoints:
		return tr.Plural("tutorial.more_points", float64(said.Count), said.Count), good
	case lesson.SaidWrongAnswer:
		if goal.Kind == ai.GoalCount {
			b, w := s.count(ctx)
			return tr.T("tutorial.wrong.count", b, w), bad
		}
		return s.ladderText(ctx, false)
	case lesson.SaidUndecided:
		return tr.T("tutorial.undecided"), bad
	case lesson.SaidSlower:
		return tr.T("tutorial.slower"), hint
	case lesson.SaidOffTask:
		return tr.T("tutorial.off_task"), hint
	case lesson.SaidHintLook:
		if start := pg.Start(); !start.At(said.Point).IsStone() {
			return tr.T("tutorial.hint.look_point"), hint // a point asked for, not stones
		}
		return tr.T("tutorial.hint.look"), hint
	case lesson.SaidHintLiberties:
		return tr.Plural("tutorial.hint.liberties", float64(said.Count), said.Count), hint
	case lesson.SaidHintMove:
		return tr.T("tutorial.hint.move"), hint
	}
	return "", quiet
}

// solvedText says what the learner achieved: by the goal, and for a capture by the motif of the proven line.
func (s *lessonScene) solvedText(ctx *Context, said lesson.Said) string {
	tr := ctx.Tr
	switch s.sess.Page().Goal.Kind {
	case ai.GoalLiberties:
		return tr.T("tutorial.solved.liberties")
	case ai.GoalAtari:
		return tr.T("tutorial.solved.atari_point")
	case ai.GoalPlace:
		return tr.T("tutorial.solved.place")
	case ai.GoalSave:
		return tr.T("tutorial.solved.save")
	case ai.GoalLive:
		return tr.T("tutorial.solved.live")
	case ai.GoalKill:
		return tr.T("tutorial.solved.kill")
	case ai.GoalLadder:
		text, _ := s.ladderText(ctx, false)
		return text
	case ai.GoalCount:
		b, w := s.count(ctx)
		return tr.T("tutorial.solved.count", b, w)
	}
	return motifSolvedText(ctx, said.Motif)
}

// ladderText says whether the answer to a ladder question was right and what the ladder does: while its line is
// played (watching) it asks to watch, once played it says what was seen.
func (s *lessonScene) ladderText(ctx *Context, watching bool) (string, color.RGBA) {
	right := s.sess.Exercise().State() == lesson.Solved
	works := s.sess.Answered() == right
	key := map[[3]bool]string{
		{true, true, true}: "tutorial.solved.ladder_works", {true, false, true}: "tutorial.solved.ladder_fails_watch",
		{false, true, true}: "tutorial.wrong.ladder_works", {false, false, true}: "tutorial.wrong.ladder_fails",
		{true, true, false}: "tutorial.solved.ladder_works_seen", {true, false, false}: "tutorial.solved.ladder_fails",
		{false, true, false}: "tutorial.wrong.ladder_works_seen", {false, false, false}: "tutorial.wrong.ladder_fails_seen",
	}[[3]bool{right, works, watching}]
	if right {
		return ctx.Tr.T(key), ctx.Theme.Good
	}
	return ctx.Tr.T(key), ctx.Theme.Error
}

// motifSolvedText says that a capture succeeded, naming the tactic of its proven line.
func motifSolvedText(ctx *Context, m ai.Motif) string {
	tr := ctx.Tr
	switch m {
	case ai.MotifAtari:
		return tr.T("tutorial.solved.atari")
	case ai.MotifDoubleAtari:
		return tr.T("tutorial.solved.double-atari")
	case ai.MotifLadder:
		return tr.T("tutorial.solved.ladder")
	case ai.MotifNet:
		return tr.T("tutorial.solved.net")
	case ai.MotifSnapback:
		return tr.T("tutorial.solved.snapback")
	case ai.MotifThrowIn:
		return tr.T("tutorial.solved.throw-in")
	case ai.MotifRace:
		return tr.T("tutorial.solved.race")
	case ai.MotifShortage:
		return tr.T("tutorial.solved.shortage")
	}
	return tr.T("tutorial.solved.capture")
}

// lostText says how a refuted move lost, from the position the refutation left: the opponent captured first,
// the chain to save was taken, or (when neither is on the board) that the move does not reach the goal.
func (s *lessonScene) lostText(ctx *Context) string {
	tr := ctx.Tr
	ex, pg := s.sess.Exercise(), s.sess.Page()
	pos := ex.Position()
	start := pg.Start()
	for _, pt := range pg.Goal.Targets {
		if start.At(pt) == ex.Learner() && pos.At(pt) != ex.Learner() {
			return tr.T("tutorial.lost.save")
		}
	}
	if pos.Rules().Kind == engine.AtariGo && pos.Over() && pos.Outcome().Winner == ex.Learner().Opponent() {
		if ex.Learner() == engine.Black {
			return tr.T("tutorial.lost.first.white")
		}
		return tr.T("tutorial.lost.first.black")
	}
	return tr.T("tutorial.lost.goal")
}

// count returns Black's and White's points in the page's position, counted by the engine with no stone dead.
func (s *lessonScene) count(ctx *Context) (black, white string) {
	start := s.sess.Page().Start()
	sc := start.Score(nil)
	return ctx.Num(sc.Total[engine.Black]), ctx.Num(sc.Total[engine.White])
}
