package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The play scene's coach: the Coach toggle (K) among the aids, and, when the coach proved something about the
// person's last move, its sentence with Show (the proven line as numbered ghost stones) and Take back.

// playCoach holds the coach's controls.
type playCoach struct {
	coach     *widget.Toggle
	coachSay  *widget.Label
	coachShow *widget.Button
	coachBack *widget.Button
	showing   bool         // the proven line is drawn
	advised   *engine.Node // the move the advice shown is about
}

// newCoach makes the coach's controls; the coach starts on in Atari Go as the settings say (by default for a
// person against a level up to Medium), and keeps its state when the scene is built again for the same game.
func (s *playScene) newCoach(ctx *Context) {
	m := s.sess.Match()
	if !s.sess.CoachingChosen() {
		mode := game.CoachUpToMedium
		if ctx.Settings != nil {
			mode = ctx.Settings.Coach
		}
		s.sess.SetCoaching(game.CoachedByDefault(m.Setup(), mode))
	}
	s.coach = widget.NewToggle("", "", s.sess.Coaching())
	s.coach.Hidden = m.Rules().Kind != engine.AtariGo
	s.coachSay = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.coachShow = &widget.Button{}
	s.coachBack = &widget.Button{Kind: widget.ButtonPrimary}
	hideAll(true, s.coachSay, s.coachShow, s.coachBack)
}

// coachWidgets returns the coach's controls in Tab order.
func (s *playScene) coachWidgets() []widget.Widget {
	return []widget.Widget{s.coachSay, s.coachShow, s.coachBack, s.coach}
}

// coachTexts sets the coach's captions in the current language.
func (s *playScene) coachTexts(ctx *Context) {
	tr := ctx.Tr
	s.coach.Text, s.coach.Tip = tr.T("play.coach"), tr.T("play.coach.tip")
	s.coachShow.Text, s.coachShow.Tip = tr.T("play.coach.show"), tr.T("play.coach.show.tip")
	s.coachBack.Text, s.coachBack.Tip = tr.T("play.coach.take_back"), tr.T("play.coach.take_back.tip")
}

// updateCoach follows the toggle and the advice, and handles Show and Take back.
func (s *playScene) updateCoach(ctx *Context) {
	m := s.sess.Match()
	if m.Rules().Kind == engine.AtariGo {
		changed := s.coach.Changed()
		if ctx.Input.TakeKey(ebiten.KeyK) {
			s.coach.On, changed = !s.coach.On, true
		}
		if changed {
			s.sess.SetCoaching(s.coach.On)
		}
	}
	a, ok := s.sess.Advice()
	ok = ok && m.State() != game.Placing
	if _, decided := s.sess.Decided(); decided && m.State() == game.Over {
		ok = false // where the game was decided says more, with the review to show it
	}
	if !ok || a.Node != s.advised {
		s.showing = false
		s.advised = nil
	}
	hideAll(!ok, s.coachSay, s.coachShow, s.coachBack)
	if !ok {
		return
	}
	s.advised = a.Node
	s.coachSay.Text = game.CoachSentence(ctx.Tr, a, m.Position().Rows(), m.State() == game.Over)
	switch {
	case s.coachShow.Clicked():
		s.showing = !s.showing
	case s.coachBack.Clicked():
		s.showing = false
		s.act(ctx, s.sess.Do(m.Undo()))
	}
	s.coachShow.Text = ctx.Tr.T("play.coach.show")
	if s.showing {
		s.coachShow.Text = ctx.Tr.T("play.coach.hide")
	}
}

// coachMarks draws the proven line, when shown, as numbered ghost stones on the points still empty in p.
func (s *playScene) coachMarks(mk *board.Marks, p *engine.Position) {
	a, ok := s.sess.Advice()
	if !s.showing || !ok {
		return
	}
	lineGhosts(mk, p, a.Note.Line, a.Note.Mover.Opponent())
}

// layoutCoach puts the coach's sentence and its two buttons in the next rows of st.
func (s *playScene) layoutCoach(t *widget.Theme, st *widget.Stack, bh, gap int) {
	if s.coachSay.Hidden {
		s.coachSay.Rect, s.coachShow.Rect, s.coachBack.Rect = image.Rectangle{}, image.Rectangle{}, image.Rectangle{}
		return
	}
	s.coachSay.Rect = st.Next(s.coachSay.Height(t, st.W))
	parts := widget.SplitH(st.Next(bh*17/20), 2, gap) // a little lower than the game's own buttons
	s.coachShow.Rect, s.coachBack.Rect = parts[0], parts[1]
}
