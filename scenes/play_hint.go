package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The play scene's hint: the Hint button (H) where a person plays, the hint's sentence, and its move on the board:
// a proven win's line is shown as the coach's is (see updateLine), else the move alone as a ghost stone.

// playHint holds the hint's controls.
type playHint struct {
	button  *widget.Button
	say     *widget.Label
	decided *widget.Button // after an Atari Go game: the review at the move that decided it
}

// newPlayHint makes the hint's controls, hidden until there is something to show.
func newPlayHint() playHint {
	h := playHint{button: &widget.Button{}, say: &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart},
		decided: &widget.Button{}}
	h.say.Hidden, h.decided.Hidden = true, true
	return h
}

// texts sets the hint's captions in the current language.
func (h *playHint) texts(ctx *Context) {
	h.button.Text, h.button.Tip = ctx.Tr.T("play.hint"), ctx.Tr.T("play.hint.tip")
	h.decided.Text, h.decided.Tip = ctx.Tr.T("play.decided"), ctx.Tr.T("play.decided.tip")
}

// updateHint asks for a hint on the button or H, and puts the hint being shown into words.
func (s *playScene) updateHint(ctx *Context) {
	m := s.sess.Match()
	st := m.State()
	people := m.Seat(engine.Black).IsHuman() || m.Seat(engine.White).IsHuman()
	s.hint.button.Hidden = !people || st == game.Placing || st == game.Scoring || st == game.Over
	s.hint.button.Disabled = st != game.HumanTurn || s.sess.HintThinking()
	if !s.hint.button.Hidden && !s.hint.button.Disabled && (s.hint.button.Clicked() || ctx.Input.TakeKey(ebiten.KeyH)) {
		s.sess.AskHint()
		s.coach.showing = false // the hint's line takes the board
	}
	h, ok := s.sess.Hint()
	switch {
	case s.sess.HintThinking():
		s.hint.say.Text, s.hint.say.Hidden = ctx.Tr.T("play.hint.thinking"), false
	case ok:
		s.hint.say.Text, s.hint.say.Hidden = game.HintSentence(ctx.Tr, h.Hint, m.ToMove(), m.Position().Rows()), false
	default:
		s.hint.say.Text, s.hint.say.Hidden = "", true
	}
}

// updateDecided shows, once an Atari Go game is over and the solver found where it was decided, the button that
// opens the review there; it returns that request when the button or D is pressed.
func (s *playScene) updateDecided(ctx *Context) Request {
	_, ok := s.sess.Decided()
	s.hint.decided.Hidden = !ok || s.sess.Match().State() != game.Over
	if !s.hint.decided.Hidden && (s.hint.decided.Clicked() || ctx.Input.TakeKey(ebiten.KeyD)) {
		return ToReview{Decided: true}
	}
	return nil
}

// decidedLine says where the game just over was decided: to the person who gave the win away, the win they
// missed; empty when nothing was proven.
func (s *playScene) decidedLine(ctx *Context) string {
	d, ok := s.sess.Decided()
	if !ok {
		return ""
	}
	m := s.sess.Match()
	person := m.Seat(d.Turn.Mover).IsHuman() && !m.Seat(d.Turn.Mover.Opponent()).IsHuman()
	return game.DecidedSentence(ctx.Tr, d, m.Position().Rows(), person)
}

// hintMarks draws a hint without a whole proven line on the board: its move alone as a ghost stone (a whole line is
// the line view's, see updateLine).
func (s *playScene) hintMarks(mk *board.Marks, p *engine.Position) {
	h, ok := s.sess.Hint()
	if !ok || h.Hint.Move == engine.Pass || h.Hint.Whole {
		return
	}
	mk.Ghosts = append(mk.Ghosts, board.Stone{Point: h.Hint.Move, Color: p.ToMove()})
}
