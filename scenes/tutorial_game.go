package scenes

import (
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// A lesson's game page (lesson.PageGame) is a game against a computer level from the page's position, played in
// the play scene like any other game. This file is what ties the two: the Setup the page starts, and the link
// the play scene checks to finish the page when the learner wins and to lead back to the lesson.

// lessonGame is the link of the kept game to its lesson page, and whether its win was recorded.
type lessonGame struct {
	LessonLink
	session  *game.Session
	recorded bool
}

// lessonSetup returns the game of page: its position (stones as extra stones on an empty board), rules and side
// to move, the learner (Page.Learner) at the board and the page's computer level against them.
func lessonSetup(p *lesson.Page) game.Setup {
	pos := p.Start()
	s := game.Setup{Rules: pos.Rules(), Cols: pos.Cols(), Rows: pos.Rows(), Start: engine.StartEmpty, First: pos.ToMove()}
	for _, pt := range pos.Points(nil) {
		switch pos.At(pt) {
		case engine.Black:
			s.Stones.Black = append(s.Stones.Black, pt)
		case engine.White:
			s.Stones.White = append(s.Stones.White, pt)
		}
	}
	s.Seats[p.Learner()] = game.Human
	s.Seats[p.Learner().Opponent()] = game.Computer(p.Level)
	return s
}

// lessonOf returns the lesson link of the game.Session sess, or nil when it is not a lesson's game.
func (c *Context) lessonOf(sess *game.Session) *lessonGame {
	if c.lessonGame != nil && c.lessonGame.session == sess {
		return c.lessonGame
	}
	return nil
}

// noteLessonWin finishes the lesson page of the game of sess once the learner has won it; it reports whether
// the game is a won lesson game.
func (c *Context) noteLessonWin(sess *game.Session) bool {
	lg := c.lessonOf(sess)
	m := sess.Match()
	if lg == nil || m.State() != game.Over || m.Outcome().Winner != lg.Learner {
		return false
	}
	if !lg.recorded {
		lg.recorded = true
		if c.Learner != nil && c.Learner.Tutorial.Done(lg.Key, lg.Page, game.MaxStars) {
			c.SaveProgress()
		}
	}
	return true
}
