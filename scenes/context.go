package scenes

import (
	"time"

	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Context is what every scene may use: the theme, this frame's input, the
// screen size, translations and the state the scenes share.
type Context struct {
	// Theme is the look, scaled for the screen.
	Theme *widget.Theme
	// Input is this frame's pointer and keyboard state.
	Input *widget.Input
	// W and H are the screen size in pixels.
	W, H int
	// Tr gives the user-interface texts in the chosen language.
	Tr *game.Translator
	// Session is the game kept for Continue; nil when there is none.
	Session *game.Session
	// LastSetup is the setup of the last game started, offered again by the setup scene.
	LastSetup game.Setup
	// Seed seeds the computer players; each game adds its own offset.
	Seed uint64
	// Frame counts the frames drawn since the start.
	Frame int
	// Now returns the time; tests and scripts may replace it.
	Now func() time.Time
	// NoQuit hides Quit where the system closes the app (phones, browsers).
	NoQuit bool
	// Settings are the device's settings; a scene that changes them calls SaveSettings.
	Settings *game.Settings
	// Learner is the record of the learner playing (lesson stars, practice misses, ratings, choice of coach), kept
	// in the learner's own file; a scene that changes it calls SaveProgress. Nil keeps no progress.
	Learner *game.Learner
	// LearnerID is the id of the learner playing in the device's list of learners (learnerswitch.go).
	LearnerID string
	// sessionLearner is the learner who played the kept game (Session): its end rates them only, not a learner
	// chosen since.
	sessionLearner string
	// Sound plays the game's sounds; nil plays nothing.
	Sound *Sounds
	// lessonGame ties the kept game to the lesson page that started it; nil for other games.
	lessonGame *lessonGame
	// lessonList is the built-in lessons and then the own ones, read by lessons (tutorial_map.go) until
	// forgotten, and lessonErr why the built-in ones cannot be used; builtin and own are what was read of each,
	// and lessonGen counts the times the list was made anew (the folder watch compares it, tutorial_watch.go).
	lessonList []*lesson.Lesson
	lessonErr  error
	builtin    []*lesson.Lesson
	own        lesson.Folder
	lessonGen  int
	// checks is the check of the own lessons, run off the game loop (tutorial_check.go); nil until first run.
	checks *ownChecks
	// study is the study board, kept while the window is open; nil until it is first opened.
	study *game.Study
	// workshop is the teacher's workshop (workshop.go), kept while the window is open; nil until it is first opened.
	workshop *workshopKept
	// svc holds what lasts beside the scenes: settings saving, autosave, messages (services.go).
	svc *services
}

// Num writes a number the way the current language does ("6.5", "6,5").
// ErrorText explains err in the current language (game.ErrorText).
func (c *Context) ErrorText(err error) string { return game.ErrorText(c.Tr, err) }

func (c *Context) Num(x float64) string {
	return c.Tr.Number(x)
}

// Landscape reports whether the screen is wider than tall.
func (c *Context) Landscape() bool {
	return c.W >= c.H
}

// coordsOn reports whether the board shows its coordinates (a setting).
func coordsOn(ctx *Context) bool {
	return ctx.Settings == nil || ctx.Settings.Aids.Coordinates
}

// ratings returns the learner's ratings; none without a learner.
func (c *Context) ratings() game.Ratings {
	if c.Learner == nil {
		return nil
	}
	return c.Learner.Ratings
}

// coach returns the learner's choice of coach: their own, else the one the device's settings keep.
func (c *Context) coach() game.CoachChoice {
	st := game.DefaultSettings()
	if c.Settings != nil {
		st = *c.Settings
	}
	if c.Learner == nil {
		return game.CoachChoice{Mode: st.Coach, Picks: st.CoachPicks}
	}
	return c.Learner.CoachChoice(st)
}

// setCoach makes ch the learner's own choice of coach and saves it with their record.
func (c *Context) setCoach(ch game.CoachChoice) {
	if c.Learner == nil {
		return
	}
	c.Learner.SetCoach(ch)
	c.SaveProgress()
}
