package scenes

import (
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
)

// This file is the one place where scenes are built: a scene's Update returns a Request (requests.go) and the
// manager asks App.build for the scene it names. A new scene (the tutorial's lesson map and pages, the study
// board) gets its request type in requests.go and its case here.

// build makes the scene a request asks for.
func (a *App) build(req Request) Scene {
	switch r := req.(type) {
	case ToSetup:
		if r.Study && a.ctx.study != nil {
			return newStudySetupScene(&a.ctx, a.sprites, a.ctx.study)
		}
		return newSetupScene(&a.ctx, a.sprites)
	case ToStudy:
		if r.From != nil {
			a.ctx.study = game.StudyFrom(r.From)
		}
		return newStudyScene(&a.ctx, a.sprites)
	case ToWorkshop:
		if r.From == nil && r.Show == nil && (a.ctx.workshop == nil || a.ctx.workshop.draft == nil) {
			return newWorkshopLessonScene(&a.ctx, a.sprites)
		}
		return newWorkshopScene(&a.ctx, a.sprites, r.From, r.Show)
	case ToWorkshopLesson:
		return newWorkshopLessonScene(&a.ctx, a.sprites)
	case TryWorkshopPage:
		if a.ctx.workshop != nil && len(a.ctx.workshop.lesson.Pages) > 0 {
			return newTrialScene(&a.ctx, a.ctx.workshop.lesson.Lesson(), r.Page, a.sprites)
		}
		return newWorkshopLessonScene(&a.ctx, a.sprites)
	case StartGame:
		defer a.offerBack(a.ctx.Session)
		a.dropSession()
		r.Setup.Person = a.ctx.learnerName() // the record names the learner who plays
		m, first, err := game.NewMatch(r.Setup, a.ctx.Now)
		if err != nil {
			return newMenuScene(&a.ctx, a.sprites, a.ctx.ErrorText(err))
		}
		a.ctx.Seed++
		a.ctx.Session, a.ctx.sessionLearner = game.NewSessionEval(m, first, a.ctx.Seed, a.ctx.eval()), a.ctx.LearnerID
		if r.Lesson != nil {
			// A lesson's game is not the setup the player chose: the setup scene keeps offering theirs.
			a.ctx.lessonGame = &lessonGame{LessonLink: *r.Lesson, session: a.ctx.Session}
			return newPlayScene(&a.ctx, a.ctx.Session, a.sprites)
		}
		a.ctx.LastSetup = r.Setup
		a.rememberSetup(r.Setup)
		a.ctx.LastSetup.Place, a.ctx.LastSetup.Stones = false, engine.Setup{}
		return newPlayScene(&a.ctx, a.ctx.Session, a.sprites)
	case OpenRecord:
		if r.Previous {
			a.ctx.svc.keeper.DropPrevious(r.Record)
		} else {
			defer a.offerBack(a.ctx.Session)
		}
		a.dropSession()
		if w := game.RecordWarning(a.ctx.Tr, r.Record); w != "" { // a file that breaks the rules, shown as recorded
			a.ctx.Tell(w, false)
		}
		r.Record.ToEnd()
		m, first := game.NewMatchFromRecord(r.Record, r.Seats, a.ctx.Now)
		a.ctx.Seed++
		a.ctx.Session, a.ctx.sessionLearner = game.NewSessionEval(m, first, a.ctx.Seed, a.ctx.eval()), a.ctx.LearnerID
		return newPlayScene(&a.ctx, a.ctx.Session, a.sprites)
	case ContinueGame:
		if a.ctx.Session != nil {
			return newPlayScene(&a.ctx, a.ctx.Session, a.sprites)
		}
	case ToReview:
		if a.ctx.Session != nil && a.ctx.Session.Match().Record() != nil {
			return newReviewScene(&a.ctx, a.ctx.Session, a.sprites, r.Decided)
		}
	case ToFiles:
		if r.Save && r.Lesson != nil {
			return newLessonFileScene(&a.ctx, *r.Lesson, backOr(r.Back))
		}
		return newFilesScene(&a.ctx, r.Save, r.Record, backOr(r.Back))
	case ToSettings:
		return newSettingsScene(&a.ctx, backOr(r.Back))
	case ToLearn:
		return newLearnScene(&a.ctx, a.sprites, backOr(r.Back))
	case ToProgress:
		return newProgressScene(&a.ctx, backOr(r.Back))
	case ToLearners:
		return newLearnersScene(&a.ctx, r.Start)
	case EditLearner:
		return newLearnerEditScene(&a.ctx, r.ID)
	case ToOverview:
		return newOverviewScene(&a.ctx, backOr(r.Back))
	case ToTutorial:
		return newTutorialScene(&a.ctx, backOr(r.Back))
	case OpenLesson:
		if l := a.ctx.lesson(r.Key); l != nil {
			return newLessonScene(&a.ctx, l, r.Page, a.sprites)
		}
		return newTutorialScene(&a.ctx, ToMenu{})
	case OpenPractice:
		return newPracticeScene(&a.ctx, r.Kind, backOr(r.Back))
	case showPractice:
		s := newLessonScene(&a.ctx, practiceLesson(r.Kind, r.First), 0, a.sprites)
		s.back, s.feed, s.feedKind = backOr(r.Back), r.Feed, r.Kind
		return s
	}
	return newMenuScene(&a.ctx, a.sprites, "")
}

// dropSession lets go of the kept game; its thinking is stopped without
// waiting for it, so that a frame is never held up.
func (a *App) dropSession() {
	a.ctx.lessonGame = nil
	if old := a.ctx.Session; old != nil {
		a.ctx.Session = nil
		old.Drop()
	}
}

// offerBack tells, when old was an unfinished game that a new one has just replaced, that it is kept, with a button
// that brings it back at once.
func (a *App) offerBack(old *game.Session) {
	if old == nil || old == a.ctx.Session || !old.Match().Unfinished() || a.ctx.svc == nil {
		return
	}
	m := old.Match()
	req := OpenRecord{Record: m.Record(), Seats: [3]game.Seat{engine.Black: m.Seat(engine.Black), engine.White: m.Seat(engine.White)}, Previous: true}
	a.ctx.svc.toast.offer(a.ctx.Tr.T("play.left_kept", a.ctx.Tr.T("files.previous")), false, a.ctx.Tr.T("play.back_to_it"), req)
}

// backOr returns r, or the menu when r is nil.
func backOr(r Request) Request {
	if r == nil {
		return ToMenu{}
	}
	return r
}
