package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The play scene's Go aids: the score estimate (each point shaded with its likely owner, the lead in the panel) and
// the stones at risk (the chains the reader proves lost if their opponent moves first), both worked out off the game
// loop for the position on the board.

// playGoAids holds the Go aids' toggles.
type playGoAids struct {
	estimate, risk *widget.Toggle
}

// newGoAids makes the Go aids' toggles, switched on as the settings keep them; hidden outside Go.
func (s *playScene) newGoAids(ctx *Context) {
	var on game.Aids
	if ctx.Settings != nil {
		on = ctx.Settings.Aids
	}
	s.estimate = widget.NewToggle("", "", on.Estimate)
	s.risk = widget.NewToggle("", "", on.Risk)
	goGame := s.sess.Match().Rules().Kind == engine.Go
	s.estimate.Hidden, s.risk.Hidden = !goGame, !goGame
}

// goAidTexts sets the Go aids' captions in the current language.
func (s *playScene) goAidTexts(ctx *Context) {
	tr := ctx.Tr
	s.estimate.Text, s.estimate.Tip = tr.T("play.aid.estimate"), tr.T("play.aid.estimate.tip")
	s.risk.Text, s.risk.Tip = tr.T("play.aid.risk"), tr.T("play.aid.risk.tip")
}

// goAidsLive reports whether the Go aids apply now: in a Go game being played.
func (s *playScene) goAidsLive() bool {
	m := s.sess.Match()
	st := m.State()
	return m.Rules().Kind == engine.Go && (st == game.HumanTurn || st == game.ComputerTurn || st == game.Paused)
}

// updateGoAids turns the estimate on or off with S and the stones at risk with X, keeps both in the settings and
// has the game.Session work out those that are on for the position on the board.
func (s *playScene) updateGoAids(ctx *Context) {
	if s.sess.Match().Rules().Kind != engine.Go {
		return
	}
	in := ctx.Input
	switch {
	case in.TakeKey(ebiten.KeyS):
		s.estimate.On = !s.estimate.On
	case in.TakeKey(ebiten.KeyX):
		s.risk.On = !s.risk.On
	}
	if st := ctx.Settings; st != nil && (st.Aids.Estimate != s.estimate.On || st.Aids.Risk != s.risk.On) {
		st.Aids.Estimate, st.Aids.Risk = s.estimate.On, s.risk.On
		ctx.SaveSettings()
	}
	want := game.AidWants{}
	if s.goAidsLive() {
		want = game.AidWants{Estimate: s.estimate.On, Risk: s.risk.On}
	}
	s.sess.AskAids(want)
}

// goAidMarks adds the Go aids worked out for the position on the board to mk.
func (s *playScene) goAidMarks(mk *board.Marks) {
	a, ok := s.sess.Aids()
	if !ok || !s.goAidsLive() {
		return
	}
	if a.Wants.Estimate && s.estimate.On {
		mk.Territory = &a.Score.Owner
		mk.Dead = &a.Dead
	}
	if a.Wants.Risk && s.risk.On {
		mk.Risk = a.Risk.Points(nil)
	}
}

// estimateLine says who leads by the estimate, or that it is being worked out; empty with the estimate off.
func (s *playScene) estimateLine(ctx *Context) string {
	if !s.estimate.On || !s.goAidsLive() {
		return ""
	}
	a, ok := s.sess.Aids()
	if !ok || !a.Wants.Estimate {
		return ctx.Tr.T("play.estimate.thinking")
	}
	c, lead := a.Lead()
	if c == engine.Empty || lead < 1 {
		return ctx.Tr.T("play.estimate.even")
	}
	return ctx.Tr.T("play.estimate.lead", colorName(ctx, c), ctx.Tr.Number(lead))
}
