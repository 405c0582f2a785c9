package scenes

import (
	"errors"
	"image/color"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// This file puts what an exercise says (lesson.Said) into words of the learner's language. Every sentence
// states only what the judge proved: the motif comes from the proven line (ai.LineMotif), the liberty count
// from the position the refutation leaves, and who captured from the position itself. The words come in the
// order the lessons teach them (lesson.Terms): the page knows which lesson it shows, names a tactic only once its
// lesson has come, says "stones" before the chains lesson and "a stone" of a single stone, and speaks of free
// points before the liberties lesson.

// judgeQuietFrames is how long a move is judged before the page says it is being checked.
const judgeQuietFrames = 20

// phase is what the lesson page is doing, as far as its feedback line is concerned.
type phase uint8

const (
	// phaseSaid shows what the exercise said last.
	phaseSaid phase = iota
	// phaseQuiet says nothing: no exercise, or the judge was asked a moment ago.
	phaseQuiet
	// phaseMaking says that the next practice page is being made.
	phaseMaking
	// phaseErr says why the lesson.Session could not go on.
	phaseErr
	// phaseChecking says that the learner's move is being checked.
	phaseChecking
	// phaseFinding says that a good move is being looked for (a hint, Show me, a question).
	phaseFinding
)

// lostKind is how a refuted move lost.
type lostKind uint8

const (
	// lostGoal means the move does not reach the goal, and neither of the others is on the board.
	lostGoal lostKind = iota
	// lostSave means a chain the page asks to save was captured.
	lostSave
	// lostFirst means the opponent captured first in Atari Go.
	lostFirst
)

// subject counts the stones a sentence speaks of and the chains they make.
type subject struct{ stones, chains int }

// subjectOf returns the stones of the chains at pts in pos (empty points aside), each chain once.
func subjectOf(pos *engine.Position, pts ...engine.Point) subject {
	var sub subject
	var seen []engine.Point
	for _, pt := range pts {
		if !pos.At(pt).IsStone() {
			continue
		}
		stones := pos.ChainStones(pt, nil)
		dup := false
		for _, s := range stones {
			for _, x := range seen {
				dup = dup || s == x
			}
		}
		if dup {
			continue
		}
		seen = append(seen, stones...)
		sub.stones += len(stones)
		sub.chains++
	}
	return sub
}

// feedback is what the feedback line of a lesson page is chosen from: what the page is doing, what the exercise
// said, the lesson the learner is on and what the board shows of the stones the sentence is about. It holds no
// lesson.Session, so that a test can ask for every sentence a page may show.
type feedback struct {
	phase   phase
	said    lesson.Said
	goal    ai.GoalKind
	learner engine.Color
	// taught is how far into the lessons the learner is (lesson.Lesson.Taught): the terms the words may use.
	taught int
	// subject is the stones the sentence is about: the target that got away or was lost, the marked chain of a
	// hint, the point refused or picked, the chains saved.
	subject subject
	lost    lostKind
	// right and works are a ladder question's: the answer was right, and the ladder works.
	right, works bool
	// ahead says that the board shows a frame before the end of the line that answers the learner (a refutation, a
	// question's ladder): the words say what the line will show, not what it has shown.
	ahead bool
	// black and white are a count question's points, written in the learner's language.
	black, white string
	// err is why the lesson.Session could not go on (phaseErr).
	err error
	// file is the name of the page's lesson file, which a page with no answer names.
	file string
	// hint is the page author's hint (AGHI) in the learner's language, said as the first hint; "" for none.
	hint string
}

// saying returns the feedback line of the page and its colour.
func (s *lessonScene) saying(ctx *Context) (string, color.RGBA) {
	return s.facts(ctx).text(ctx)
}

// facts gathers what the feedback line is chosen from.
func (s *lessonScene) facts(ctx *Context) feedback {
	ex, pg := s.sess.Exercise(), s.sess.Page()
	f := feedback{phase: phaseSaid, goal: pg.Goal.Kind, taught: s.sess.Lesson().Taught()}
	f.file, _, _ = strings.Cut(pg.Source, ":")
	switch {
	case s.waitNext:
		f.phase = phaseMaking
	case s.sess.Err() != nil:
		f.phase, f.err = phaseErr, s.sess.Err()
	case ex == nil:
		f.phase = phaseQuiet
	case ex.State() == lesson.Judging:
		switch {
		case s.sess.JudgingTicks() < judgeQuietFrames:
			f.phase = phaseQuiet
		case ex.Checking():
			f.phase = phaseChecking
		default:
			f.phase = phaseFinding
		}
	}
	if at, n := s.sess.Frame(); ex != nil && at < n && (ex.State() == lesson.Solved || ex.State() == lesson.Refuted) {
		f.ahead = true // the line of the answer is still to come on the board: say what it will show
	}
	if ex == nil {
		return f
	}
	f.exercise(ctx, ex, pg, s.sess.Answered())
	return f
}

// exercise gathers what the exercise ex of page pg said and what its board shows of the stones the sentence is
// about; answered is the answer given to a question. The workshop asks it of the exercises it plays through as a
// learner would.
func (f *feedback) exercise(ctx *Context, ex *lesson.Exercise, pg *lesson.Page, answered bool) {
	f.said, f.learner = ex.Said(), ex.Learner()
	f.hint = pg.Hint.In(ctx.Tr.Lang())
	f.right = ex.State() == lesson.Solved
	f.works = answered == f.right
	if pg.Goal.Kind == ai.GoalCount && (f.said.Kind == lesson.SaidSolved || f.said.Kind == lesson.SaidWrongAnswer) {
		start := pg.Start()
		sc := start.Score(nil) // counted by the engine with no stone dead
		f.black, f.white = ctx.Num(sc.Total[engine.Black]), ctx.Num(sc.Total[engine.White])
	}
	pos, start := ex.Position(), pg.Start()
	switch f.said.Kind {
	case lesson.SaidEscaped:
		for _, t := range pg.Goal.Targets { // the first target still on the board, as the exercise found it
			if owner := start.At(t); owner != ex.Learner() && pos.At(t) == owner {
				f.subject = subjectOf(pos, t)
				break
			}
		}
	case lesson.SaidLost:
		f.lost = lostGoal
		for _, t := range pg.Goal.Targets {
			if start.At(t) == ex.Learner() && pos.At(t) != ex.Learner() {
				f.lost, f.subject = lostSave, subjectOf(&start, t) // the stones the page asked to save
				break
			}
		}
		if f.lost == lostGoal && pos.Rules().Kind == engine.AtariGo && pos.Over() &&
			pos.Outcome().Winner == ex.Learner().Opponent() {
			f.lost = lostFirst
		}
	case lesson.SaidWrongPoint:
		if pg.Goal.Kind == ai.GoalLiberties {
			f.subject = subjectOf(pos, pg.Goal.Targets...)
		} else {
			f.subject = subjectOf(pos, f.said.Point)
		}
	case lesson.SaidHintLook, lesson.SaidHintLiberties:
		f.subject = subjectOf(pos, f.said.Point)
	case lesson.SaidSolved:
		switch pg.Goal.Kind {
		case ai.GoalAtari:
			if picked := ex.Picked(); len(picked) > 0 {
				f.subject = subjectOf(pos, picked[len(picked)-1])
			}
		case ai.GoalSave:
			f.subject = subjectOf(pos, pg.Goal.Targets...)
		}
	}
}

// knows reports whether the learner has been taught the term named key.
func (f feedback) knows(key string) bool { return lesson.Taught(key, f.taught) }

// noun returns the ending of a catalog key that names the subject: ".stone" for a single stone, ".chain" for one
// chain of several stones once chains are taught, ".stones" otherwise.
func (f feedback) noun() string {
	switch {
	case f.subject.stones <= 1:
		return ".stone"
	case f.subject.chains == 1 && f.knows("chain"):
		return ".chain"
	}
	return ".stones"
}

// text returns the feedback line and its colour.
func (f feedback) text(ctx *Context) (string, color.RGBA) {
	t, tr := ctx.Theme, ctx.Tr
	good, bad, hint, quiet := t.Good, t.Error, t.Accent, t.TextDim
	switch f.phase {
	case phaseQuiet:
		return "", quiet
	case phaseMaking:
		return tr.T("practice.making_next"), quiet
	case phaseErr:
		return ctx.ErrorText(f.err), bad
	case phaseChecking:
		return tr.T("tutorial.judging"), quiet
	case phaseFinding:
		return tr.T("tutorial.finding"), quiet
	}
	said := f.said
	switch said.Kind {
	case lesson.SaidGood:
		if f.learner == engine.Black {
			return tr.T("tutorial.good.white"), good
		}
		return tr.T("tutorial.good.black"), good
	case lesson.SaidSolved:
		return f.solvedText(ctx), good
	case lesson.SaidSolvedSlowly:
		return tr.T("tutorial.solved_slowly"), good
	case lesson.SaidEscaped:
		if f.ahead {
			return tr.T("tutorial.escape_ahead" + f.noun()), bad
		}
		if !f.knows("liberty") {
			return tr.T("tutorial.got_away" + f.noun()), bad
		}
		return tr.Plural("tutorial.escaped"+f.noun(), float64(said.Liberties), said.Liberties), bad
	case lesson.SaidLost:
		return f.lostText(ctx), bad
	case lesson.SaidCut, lesson.SaidKoEnded:
		key := map[lesson.SaidKind]string{lesson.SaidCut: "tutorial.cut", lesson.SaidKoEnded: "tutorial.ko_ended"}[said.Kind]
		if f.ahead {
			key += "_ahead" // the cut or the connection is still to come on the board
		}
		if f.learner == engine.Black {
			return tr.T(key + ".white"), bad
		}
		return tr.T(key + ".black"), bad
	case lesson.SaidIllegal:
		return f.illegalText(ctx), bad
	case lesson.SaidWrongPoint:
		switch f.goal {
		case ai.GoalLiberties:
			return tr.T("tutorial.wrong_point.liberties" + f.noun()), bad
		case ai.GoalPlace:
			return tr.T("tutorial.wrong_point.place"), bad
		}
		if f.subject.stones == 0 {
			return tr.T("tutorial.wrong_point.atari.empty"), bad
		}
		return tr.T("tutorial.wrong_point.atari" + f.noun()), bad
	case lesson.SaidMorePoints:
		return tr.Plural("tutorial.more_points", float64(said.Count), said.Count), good
	case lesson.SaidWrongAnswer:
		if f.goal == ai.GoalCount {
			return tr.T("tutorial.wrong.count", f.black, f.white), bad
		}
		return f.ladderText(ctx, f.ahead)
	case lesson.SaidUndecided:
		if said.NoAnswer {
			return tr.T("tutorial.no_answer", f.file), bad
		}
		return tr.T("tutorial.undecided"), bad
	case lesson.SaidSlower:
		return tr.T("tutorial.slower"), hint
	case lesson.SaidOffTask:
		return tr.T("tutorial.off_task"), hint
	case lesson.SaidOtherWay:
		if !said.Motif.IsTactic() || !lesson.MotifTaught(said.Motif, f.taught) {
			return tr.T("tutorial.other_way"), hint // a tactic not taught yet is not named
		}
		return tr.T("tutorial.other_way." + said.Motif.String()), hint
	case lesson.SaidHintLook:
		if f.hint != "" {
			return f.hint, hint // the author's own hint comes first; the board marks where to look
		}
		if f.subject.stones == 0 {
			return tr.T("tutorial.hint.look_point"), hint // a point asked for, not stones
		}
		return tr.T("tutorial.hint.look" + f.stonesNoun()), hint
	case lesson.SaidHintLiberties:
		if !f.knows("liberty") {
			return tr.Plural("tutorial.hint.free_points"+f.stonesNoun(), float64(said.Count), said.Count), hint
		}
		return tr.Plural("tutorial.hint.liberties"+f.noun(), float64(said.Count), said.Count), hint
	case lesson.SaidHintMove:
		return tr.T("tutorial.hint.move"), hint
	}
	return "", quiet
}

// stonesNoun is noun for the sentences that speak of stones whatever the lesson: ".stone" or ".stones".
func (f feedback) stonesNoun() string {
	if f.subject.stones <= 1 {
		return ".stone"
	}
	return ".stones"
}

// solvedText says what the learner achieved: by the goal, and for a capture by the motif of the proven line once
// the lesson learner is on has taught it.
func (f feedback) solvedText(ctx *Context) string {
	tr := ctx.Tr
	switch f.goal {
	case ai.GoalLiberties:
		return tr.T("tutorial.solved.liberties")
	case ai.GoalAtari:
		return tr.T("tutorial.solved.atari_point" + f.noun())
	case ai.GoalPlace:
		return tr.T("tutorial.solved.place")
	case ai.GoalSave:
		return tr.T("tutorial.solved.save" + f.noun())
	case ai.GoalConnect:
		return tr.T("tutorial.solved.connect")
	case ai.GoalLive:
		return tr.T("tutorial.solved.live")
	case ai.GoalKill:
		return tr.T("tutorial.solved.kill")
	case ai.GoalLadder:
		text, _ := f.ladderText(ctx, f.ahead)
		return text
	case ai.GoalCount:
		return tr.T("tutorial.solved.count", f.black, f.white)
	}
	if !lesson.MotifTaught(f.said.Motif, f.taught) {
		return tr.T("tutorial.solved.capture")
	}
	return motifSolvedText(ctx, f.said.Motif)
}

// ladderText says whether the answer to a ladder question was right and what the ladder does: before the end of
// its line (watching) it asks to watch what will happen, at the end it says what was seen.
func (f feedback) ladderText(ctx *Context, watching bool) (string, color.RGBA) {
	key := map[[3]bool]string{
		{true, true, true}: "tutorial.solved.ladder_works", {true, false, true}: "tutorial.solved.ladder_fails_watch",
		{false, true, true}: "tutorial.wrong.ladder_works", {false, false, true}: "tutorial.wrong.ladder_fails",
		{true, true, false}: "tutorial.solved.ladder_works_seen", {true, false, false}: "tutorial.solved.ladder_fails",
		{false, true, false}: "tutorial.wrong.ladder_works_seen", {false, false, false}: "tutorial.wrong.ladder_fails_seen",
	}[[3]bool{f.right, f.works, watching}]
	if f.right {
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
	case ai.MotifKo:
		return tr.T("tutorial.solved.ko")
	}
	return tr.T("tutorial.solved.capture")
}

// lostText says how a refuted move lost, from the position the refutation left (before the board shows its end, how it
// will lose): the stones to save were taken, the opponent captured first, or (when neither is on the board) that the
// move does not reach the goal.
func (f feedback) lostText(ctx *Context) string {
	tr := ctx.Tr
	lost := "tutorial.lost"
	if f.ahead {
		lost = "tutorial.lost_ahead" // the line that loses is still to come on the board
	}
	switch f.lost {
	case lostSave:
		return tr.T(lost + ".save" + f.noun())
	case lostFirst:
		if f.learner == engine.Black {
			return tr.T(lost + ".first.white")
		}
		return tr.T(lost + ".first.black")
	}
	return tr.T("tutorial.lost.goal")
}

// illegalText says why a move is not allowed; the rules a lesson has not taught yet are said in plain words (no
// liberties and no capture, a stone taken back at once).
func (f feedback) illegalText(ctx *Context) string {
	err := f.said.Err
	switch {
	case err == nil:
		return ctx.Tr.T("move.occupied")
	case errors.Is(err, engine.ErrSuicide) && !f.knows("liberty"):
		return ctx.Tr.T("tutorial.illegal.suicide_free")
	case errors.Is(err, engine.ErrSuicide) && !f.knows("suicide"):
		return ctx.Tr.T("tutorial.illegal.suicide")
	case errors.Is(err, engine.ErrKo) && !f.knows("ko"):
		return ctx.Tr.T("tutorial.illegal.ko")
	}
	return ctx.ErrorText(err)
}
