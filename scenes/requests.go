package scenes

import (
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// Request is what a scene's Update returns to ask for another scene; nil
// means stay.
type Request interface {
	request()
}

// ToMenu asks for the main menu.
type ToMenu struct{}

// ToSetup asks for the setup scene, filled in with the last setup used; with Study, for a game from the study
// board's position.
type ToSetup struct {
	Study bool
}

// ToStudy asks for the study board; From, when set, is a position copied onto it (from a game).
type ToStudy struct {
	From *engine.Position
}

// ToWorkshop asks for the teacher's workshop's page: Show when set (a show page of a game's moves), else a page made
// from From, when set (the study board's position), else the page being made.
type ToWorkshop struct {
	From *engine.Position
	Show *lesson.Draft
}

// ToWorkshopLesson asks for the lesson being made in the teacher's workshop.
type ToWorkshopLesson struct{}

// TryWorkshopPage asks for page Page of the lesson being made in the workshop, as a learner will see it; its
// Lessons button leads back to the workshop's lesson.
type TryWorkshopPage struct {
	Page int
}

// StartGame asks for a new game from Setup, replacing any kept game; Lesson, when set, is the lesson page the
// game belongs to (a milestone game: winning it finishes the page).
type StartGame struct {
	Setup  game.Setup
	Lesson *LessonLink
}

// LessonLink ties a game to the lesson page that started it.
type LessonLink struct {
	// Key and Page name the lesson page.
	Key  string
	Page int
	// Learner is the colour the learner plays.
	Learner engine.Color
}

// OpenRecord asks to continue a game record (a file) with the given seats; Previous tells that it is the game left
// open earlier, brought back, whose copy kept on disk is then dropped.
type OpenRecord struct {
	Record   *engine.Game
	Seats    [3]game.Seat
	Previous bool
}

// ContinueGame asks to go back to the kept game.
type ContinueGame struct{}

// Quit asks to close the window.
type Quit struct{}

// ToReview asks for the review (rewind) scene of the kept game; Decided opens it at the move where the game was
// decided.
type ToReview struct {
	Decided bool
}

// ToFiles asks for the list of saved games: to save the kept game (Save)
// or to open a saved one. Back is where Cancel leads.
type ToFiles struct {
	Save bool
	// Record, with Save, is the record to save instead of the kept game (the study board's position).
	Record *engine.Game
	Back   Request
	// Lesson, with Save, is a lesson file to save instead (the teacher's workshop's lesson, to share).
	Lesson *LessonFile
}

// LessonFile is a lesson file to save: the name proposed for it and its contents.
type LessonFile struct {
	Name string
	Data []byte
}

// ToSettings asks for the settings scene; Back is where it leads when closed.
type ToSettings struct {
	Back Request
}

// ToLearn asks for the "Learn more" scene; Back is where it leads when closed.
type ToLearn struct {
	Back Request
}

// ToProgress asks for the learner's progress; Back is where it leads when closed.
type ToProgress struct {
	Back Request
}

// ToTutorial asks for the lesson map; Back is where it leads when closed.
type ToTutorial struct {
	Back Request
}

// OpenLesson asks for a page of the lesson with the given key; a Page of -1 opens the first page not done yet.
type OpenLesson struct {
	Key  string
	Page int
}

// KeepLesson answers the question a dropped lesson file asks when an own lesson has its name: Replace writes it
// as that lesson's new version, else it is kept beside it under a free name. It changes no scene.
type KeepLesson struct {
	Name    string
	Data    []byte
	Replace bool
}

// ImportLearner answers the question a learner's file dropped on the window (or picked) asks when a learner of its
// name is on this device: Merge adds it to that learner's record, else it becomes a new learner. It changes no
// scene.
type ImportLearner struct {
	Learner game.LearnerExport
	Merge   bool
}

// ToLearners asks for "Who is playing?", the device's learners to choose from; Start says it is the first screen,
// with no way back but a choice.
type ToLearners struct {
	Start bool
}

// EditLearner asks for the screen where a learner's name and picture are chosen: learner ID's, or a new learner's
// when ID is "".
type EditLearner struct {
	ID string
}

// ToOverview asks for the overview of the device's learners, for a teacher or a parent; Back is where it leads.
type ToOverview struct {
	Back Request
}

func (KeepLesson) request()    {}
func (ImportLearner) request() {}
func (ToLearners) request()    {}
func (EditLearner) request()   {}
func (ToOverview) request()    {}
func (ToTutorial) request()    {}
func (OpenLesson) request()    {}
func (ToReview) request()      {}
func (ToFiles) request()       {}
func (ToStudy) request()       {}
func (ToSettings) request()    {}
func (ToLearn) request()       {}
func (ToProgress) request()    {}

func (ToMenu) request()       {}
func (ToSetup) request()      {}
func (StartGame) request()    {}
func (ContinueGame) request() {}
func (OpenRecord) request()   {}
func (Quit) request()         {}

func (ToWorkshop) request()       {}
func (ToWorkshopLesson) request() {}
func (TryWorkshopPage) request()  {}
