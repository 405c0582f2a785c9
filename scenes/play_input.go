package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
)

// The play scene's input: the panel's buttons, the keys and the clicks on the board, each turned into a Match
// event that goes through the scene's game.Session (s.sess.Do), the one entry for every change to the match.

// handleInput lets the help, the panel and the board react to this frame's input, in the places of the last
// frame drawn, and returns the request of a control that leaves the scene.
func (s *playScene) handleInput(ctx *Context) Request {
	if s.updateHelp(ctx) {
		s.view.Update()
		return nil
	}
	s.form.Update(ctx.Input)
	s.view.Update()
	s.party.step()
	if req := s.handleButtons(ctx); req != nil {
		return req
	}
	if req := s.handleKeys(ctx); req != nil {
		return req
	}
	if req := s.updateRecord(ctx); req != nil {
		return req
	}
	s.updateCoach(ctx)
	s.updateHint(ctx)
	s.updateLine(ctx)
	s.updateAids(ctx)
	if req := s.updateDecided(ctx); req != nil {
		return req
	}
	s.handleBoard(ctx)
	return nil
}

// act shows in words the error of a Match event, which went through s.sess.Do as every change to the match
// does, or clears the message when there is none.
func (s *playScene) act(ctx *Context, err error) {
	if err != nil {
		s.msg = ctx.ErrorText(err)
		return
	}
	s.msg = ""
}

// newGameRequest is where New game leads: the setup, or for a lesson's game back to its lesson page.
func (s *playScene) newGameRequest(ctx *Context) Request {
	if lg := ctx.lessonOf(s.sess); lg != nil {
		return OpenLesson{Key: lg.Key, Page: lg.Page}
	}
	return ToSetup{}
}

// handleButtons reacts to clicks on the panel.
func (s *playScene) handleButtons(ctx *Context) Request {
	m := s.sess.Match()
	d := s.sess.Do
	switch {
	case s.menu.Clicked():
		return ToMenu{}
	case s.help.Clicked():
		s.helpOpen = true
	case s.newGame.Clicked():
		return s.newGameRequest(ctx)
	case s.again.Clicked():
		if lg := ctx.lessonOf(s.sess); lg != nil {
			return StartGame{Setup: m.Setup(), Lesson: &lg.LessonLink}
		}
		return StartGame{Setup: m.Setup()}
	case s.nextUp.Clicked():
		st, _ := s.nextSetup(ctx)
		return StartGame{Setup: st}
	case s.undo.Clicked():
		s.act(ctx, d(m.Undo()))
	case s.redo.Clicked():
		s.act(ctx, d(m.Redo()))
	case s.pass.Clicked():
		s.act(ctx, d(m.Pass()))
	case s.resign.Clicked() && ctx.Now().Before(s.resignUntil):
		s.resignUntil = time.Time{}
		s.act(ctx, d(m.Resign(s.resigner())))
	case s.resign.Clicked():
		// One click could end the game by mistake: the first only asks.
		s.resignUntil = ctx.Now().Add(resignConfirmTime)
	case s.pause.Clicked():
		d(m.SetPaused(!m.Paused()), nil)
	case s.done.Clicked():
		s.act(ctx, d(m.AcceptScore()))
	case s.resume.Clicked():
		s.act(ctx, d(m.ResumePlay()))
	case s.clear.Clicked():
		s.act(ctx, d(m.ClearPlaced()))
	case s.begin.Clicked():
		s.act(ctx, d(m.FinishPlacing()))
	}
	if s.speed.Changed() {
		d(m.SetDelays(game.DefaultReplyDelay, watchSpeeds[s.speed.Selected]), nil)
	}
	for _, c := range []engine.Color{engine.Black, engine.White} {
		p := s.cards[c].picker
		if p.kind.Changed() || p.level.Changed() {
			d(m.SetSeat(c, p.seat()), nil)
		}
	}
	return nil
}

// resigner returns the colour the Resign button gives up for: the only
// person's colour, or the side to move between two people.
func (s *playScene) resigner() engine.Color {
	m := s.sess.Match()
	b, w := m.Seat(engine.Black).IsHuman(), m.Seat(engine.White).IsHuman()
	switch {
	case b && !w:
		return engine.Black
	case w && !b:
		return engine.White
	}
	return m.ToMove()
}

// handleKeys reacts to the keyboard shortcuts.
func (s *playScene) handleKeys(ctx *Context) Request {
	in := ctx.Input
	m := s.sess.Match()
	d := s.sess.Do
	switch {
	case helpKey(in):
		s.helpOpen = true
	case in.TakeKey(ebiten.KeyEscape):
		return ToMenu{}
	case in.TakeKey(ebiten.KeyN):
		return s.newGameRequest(ctx)
	case in.TakeKey(ebiten.KeyBackspace):
		s.act(ctx, d(m.Undo()))
	case in.TakeKey(ebiten.KeyR):
		s.act(ctx, d(m.Redo()))
	case in.TakeKey(ebiten.KeyP) && m.Rules().Kind == engine.Go:
		s.act(ctx, d(m.Pass()))
	}
	switch m.State() {
	case game.Placing:
		for i, k := range []ebiten.Key{ebiten.KeyB, ebiten.KeyW, ebiten.KeyE} {
			if in.TakeKey(k) {
				s.tool.Selected = i
			}
		}
		if in.TakeKey(ebiten.KeyEnter) {
			s.act(ctx, d(m.FinishPlacing()))
		}
	case game.Scoring:
		if in.TakeKey(ebiten.KeyEnter) {
			s.act(ctx, d(m.AcceptScore()))
		}
	}
	if m.Watching() && in.TakeKey(ebiten.KeySpace) {
		d(m.SetPaused(!m.Paused()), nil)
	}
	// While a line steps, the arrows step it (Shift with them, too, once the board's keyboard cursor shows).
	s.line.update(in, !s.cursor.on)
	s.handleCursor(ctx)
	return nil
}

// handleCursor moves the keyboard cursor on the board with the arrow keys
// and plays at it with Enter or Space.
func (s *playScene) handleCursor(ctx *Context) {
	p := s.sess.Match().Position()
	if s.cursor.keys(ctx.Input, p.Cols(), p.Rows()) {
		s.boardAction(ctx, s.cursor.pt)
	}
}

// handleBoard follows the pointer over the board and acts on a click or tap.
func (s *playScene) handleBoard(ctx *Context) {
	if pt, clicked := s.pointer.track(ctx.Input, s.view, &s.cursor); clicked {
		s.boardAction(ctx, pt)
	}
}

// boardAction does what a click on pt means in the current state: play,
// place a stone, or mark a chain dead.
func (s *playScene) boardAction(ctx *Context, pt engine.Point) {
	m := s.sess.Match()
	switch m.State() {
	case game.Placing:
		c := []engine.Color{engine.Black, engine.White, engine.Empty}[s.tool.Selected]
		s.act(ctx, s.sess.Do(m.PlaceStone(pt, c)))
	case game.Scoring:
		s.act(ctx, s.sess.Do(m.ToggleDead(pt)))
	case game.Over:
		// The panel is full of the game's end; the reminder that the game is over shows over the board for a moment.
		if err := s.sess.Do(m.Play(pt)); err != nil {
			ctx.Tell(ctx.ErrorText(err), true)
			s.view.Refused(pt)
			ctx.Sound.Play(assets.IllegalWAV)
		}
	default:
		err := s.sess.Do(m.Play(pt))
		s.act(ctx, err)
		if err != nil {
			s.view.Refused(pt)
			ctx.Sound.Play(assets.IllegalWAV)
		}
	}
}
