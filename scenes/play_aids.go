package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The play scene's aids, kept in the settings: the beginner's (stones in atari, liberties, captured stones) and, in
// Go, the score estimate (each point shaded with its likely owner, the lead in the panel) and the stones at risk (the
// chains the reader proves lost if their opponent moves first), both worked out off the game loop for the position on
// the board.

// playAids holds the aids' toggles.
type playAids struct {
	atari, libs, captured *widget.Toggle
	estimate, risk        *widget.Toggle
}

// newPlayAids makes the aids' toggles, switched on as the settings keep them (without settings, the atari and
// liberty aids in Atari Go); the Go aids are hidden outside a Go game.
func newPlayAids(ctx *Context, goGame bool) playAids {
	on := game.Aids{Atari: !goGame, Liberties: !goGame}
	if ctx.Settings != nil {
		on = ctx.Settings.Aids
	}
	a := playAids{atari: widget.NewToggle("", "", on.Atari), libs: widget.NewToggle("", "", on.Liberties),
		captured: widget.NewToggle("", "", on.Captured),
		estimate: widget.NewToggle("", "", on.Estimate), risk: widget.NewToggle("", "", on.Risk)}
	a.estimate.Hidden, a.risk.Hidden = !goGame, !goGame
	return a
}

// texts sets the aids' captions in the current language: each aid's key names its caption, with ".short" its
// caption where the aids go two by two in a narrow panel, and with ".tip" its tooltip; captions holds both
// captions of each switch.
func (a *playAids) texts(ctx *Context, captions map[*widget.Toggle][2]string) {
	for key, t := range map[string]*widget.Toggle{"play.aid.atari": a.atari, "play.aid.liberties": a.libs,
		"play.aid.captured": a.captured, "play.aid.estimate": a.estimate, "play.aid.risk": a.risk} {
		t.Text, t.Tip = ctx.Tr.T(key), ctx.Tr.T(key+".tip")
		captions[t] = [2]string{t.Text, ctx.Tr.T(key + ".short")}
	}
}

// aidTexts gives the switches togg their whole captions, or their short ones.
func (s *playScene) aidTexts(togg []*widget.Toggle, short bool) {
	for _, g := range togg {
		if c, ok := s.aidCaptions[g]; ok {
			g.Text = c[0]
			if short {
				g.Text = c[1]
			}
		}
	}
}

// aidToggles returns the aids at the bottom of the panel: the Go aids in Go, the coach in Atari Go.
func (s *playScene) aidToggles() []*widget.Toggle {
	togg := []*widget.Toggle{s.aids.atari, s.aids.libs, s.aids.captured}
	if s.sess.Match().Rules().Kind == engine.Go {
		return append(togg, s.aids.estimate, s.aids.risk)
	}
	return append(togg, s.coach.toggle)
}

// goAidsLive reports whether the Go aids apply now: in a Go game being played.
func (s *playScene) goAidsLive() bool {
	m := s.sess.Match()
	st := m.State()
	return m.Rules().Kind == engine.Go && (st == game.HumanTurn || st == game.ComputerTurn || st == game.Paused)
}

// updateAids turns the aids on or off with their keys (A, L, C; in Go S and X), keeps them in the settings and has
// the game.Session work out the Go aids that are on for the position on the board.
func (s *playScene) updateAids(ctx *Context) {
	a, in := &s.aids, ctx.Input
	goGame := s.sess.Match().Rules().Kind == engine.Go
	for _, k := range []struct {
		key ebiten.Key
		t   *widget.Toggle
		on  bool
	}{{ebiten.KeyA, a.atari, true}, {ebiten.KeyL, a.libs, true}, {ebiten.KeyC, a.captured, true},
		{ebiten.KeyS, a.estimate, goGame}, {ebiten.KeyX, a.risk, goGame}} {
		if k.on && in.TakeKey(k.key) {
			k.t.On = !k.t.On
		}
	}
	if st := ctx.Settings; st != nil {
		kept := st.Aids
		kept.Atari, kept.Liberties, kept.Captured = a.atari.On, a.libs.On, a.captured.On
		if goGame {
			kept.Estimate, kept.Risk = a.estimate.On, a.risk.On
		}
		if kept != st.Aids {
			st.Aids = kept
			ctx.SaveSettings()
		}
	}
	if !goGame {
		return
	}
	want := game.AidWants{}
	if s.goAidsLive() {
		want = game.AidWants{Estimate: a.estimate.On, Risk: a.risk.On}
	}
	s.sess.AskAids(want)
}

// goAidMarks adds the Go aids worked out for the position on the board to mk.
func (s *playScene) goAidMarks(mk *board.Marks) {
	a, ok := s.sess.Aids()
	if !ok || !s.goAidsLive() {
		return
	}
	if a.Wants.Estimate && s.aids.estimate.On {
		mk.Territory = &a.Score.Owner
		mk.Dead = &a.Dead
	}
	if a.Wants.Risk && s.aids.risk.On {
		mk.Risk = a.Risk.Points(nil)
	}
}

// estimateLine says who leads by the estimate, or that it is being worked out; empty with the estimate off.
func (s *playScene) estimateLine(ctx *Context) string {
	if !s.aids.estimate.On || !s.goAidsLive() {
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
