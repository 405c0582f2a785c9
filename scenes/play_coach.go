package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The play scene's coach: the Coach toggle (K) among the aids, and, when the coach proved something about the
// person's last move, its sentence with Show (the proven line as numbered ghost stones, on the board while the board
// is the position after that move or follows the line from it, else on a diagram in the panel) and Take back. The
// line shown, the coach's or the hint's, is chosen here too.

// playCoach holds the coach's controls.
type playCoach struct {
	toggle  *widget.Toggle
	say     *widget.Label
	show    *widget.Button
	back    *widget.Button
	showing bool         // the proven line is drawn
	advised *engine.Node // the move the advice shown is about
}

// newCoach makes the coach's controls; the coach starts on in Atari Go as the learner's choice says (by default for a
// person against a level up to Medium), and keeps its state when the scene is built again for the same game.
func (s *playScene) newCoach(ctx *Context) {
	m := s.sess.Match()
	if !s.sess.CoachingChosen() {
		s.sess.SetCoaching(game.CoachedByDefault(m.Setup(), ctx.coach().Mode))
	}
	s.coach.toggle = widget.NewToggle("", "", s.sess.Coaching())
	s.coach.toggle.Hidden = m.Rules().Kind != engine.AtariGo
	s.coach.say = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.coach.show = &widget.Button{}
	s.coach.back = &widget.Button{Kind: widget.ButtonPrimary}
	hideAll(true, s.coach.say, s.coach.show, s.coach.back)
}

// widgets returns the coach's controls in Tab order.
func (c *playCoach) widgets() []widget.Widget {
	return []widget.Widget{c.say, c.show, c.back, c.toggle}
}

// texts sets the coach's captions in the current language.
func (c *playCoach) texts(ctx *Context) {
	tr := ctx.Tr
	c.toggle.Text, c.toggle.Tip = tr.T("play.coach"), tr.T("play.coach.tip")
	c.show.Text, c.show.Tip = tr.T("play.coach.show"), tr.T("play.coach.show.tip")
	c.back.Text, c.back.Tip = tr.T("play.coach.take_back"), tr.T("play.coach.take_back.tip")
}

// updateCoach follows the toggle and the advice, and handles Show and Take back.
func (s *playScene) updateCoach(ctx *Context) {
	m := s.sess.Match()
	if m.Rules().Kind == engine.AtariGo {
		changed := s.coach.toggle.Changed()
		if ctx.Input.TakeKey(ebiten.KeyK) {
			s.coach.toggle.On, changed = !s.coach.toggle.On, true
		}
		if changed {
			s.sess.SetCoaching(s.coach.toggle.On)
		}
	}
	a, ok := s.sess.Advice()
	ok = ok && m.State() != game.Placing
	if _, decided := s.sess.Decided(); decided && m.State() == game.Over {
		ok = false // where the game was decided says more, with the review to show it
	}
	if !ok || a.Node != s.coach.advised {
		s.coach.showing = false
		s.coach.advised = nil
	}
	hideAll(!ok, s.coach.say, s.coach.show, s.coach.back)
	if !ok {
		return
	}
	s.coach.advised = a.Node
	// Once the board has left the line (the reply was another move), what the coach proved is past: it says so.
	_, follows := playedAlong(a.Node, m.Record().Current(), a.Note.Line)
	s.coach.say.Text = game.CoachSentence(ctx.Tr, a, m.Position().Rows(), m.State() == game.Over || !follows)
	switch {
	case s.coach.show.Clicked():
		s.coach.showing = !s.coach.showing
	case s.coach.back.Clicked():
		s.coach.showing = false
		s.act(ctx, s.sess.Do(m.Undo()))
	}
	s.coach.show.Text = ctx.Tr.T("play.coach.show")
	if s.coach.showing {
		s.coach.show.Text = ctx.Tr.T("play.coach.hide")
	}
}

// updateLine chooses the line shown: the coach's while Show is on, from the position after the person's move (on
// the board while the board follows it), else a hint's whole winning line, from the board.
func (s *playScene) updateLine(ctx *Context) {
	m := s.sess.Match()
	a, advised := s.sess.Advice()
	h, hinted := s.sess.Hint()
	switch {
	case s.coach.showing && advised && m.Record() != nil:
		start := a.Node.Position()
		played, follows := playedAlong(a.Node, m.Record().Current(), a.Note.Line)
		s.line.show(a.Node, &start, a.Note.Line, played, follows)
	case hinted && h.Hint.Whole && h.Hint.Move != engine.Pass:
		s.line.show(h.Node, m.Position(), h.Hint.Line, 0, true)
	default:
		s.line.hide()
	}
	s.line.refresh(ctx)
}
