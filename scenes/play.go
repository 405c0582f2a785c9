package scenes

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// watchSpeeds are the least times between moves when two computers play,
// slowest first.
var watchSpeeds = []time.Duration{1500 * time.Millisecond, game.DefaultWatchDelay, 250 * time.Millisecond, 0}

// playScene is the game itself: the board, and a panel with whose turn it
// is, the captures, the players and the actions. It owns a game Session and
// turns input into Match events and the Match into pictures.
type playScene struct {
	sess *game.Session
	view *board.View
	form *widget.Form

	panel   *widget.Panel
	rules   *widget.Label
	status  *widget.Label
	detail  *widget.Label
	message *widget.Label
	goal    *widget.Label
	cards   [3]*seatCard

	undo, redo, pass, resign *widget.Button
	pause                    *widget.Button
	speed                    *widget.Radio
	done, resume             *widget.Button
	tool                     *widget.Radio
	clear, begin             *widget.Button
	atari, libs, captured    *widget.Toggle
	menu, again, newGame     *widget.Button
	help                     *widget.Button
	helpOpen                 bool
	playExtras
	playCoach
	playHint
	playGoAids
	rated ratedLine // the rating change of the game just over

	pointer     boardPointer
	cursor      boardCursor
	msg         string
	msgIsBad    bool
	lastSig     string
	dirty       bool
	looks       []uint32          // what each board point showed in the last frame (see board.View.Looks)
	prevLooks   []uint32          // the frame before, kept for its memory
	shown       []shownPart       // what each control and seat card showed in the last frame
	damage      []image.Rectangle // screen parts changed since the last frame drawn
	lastPointer image.Point       // where the pointer was at the last tick
	thinkSecs   int
	clockShow   int
	resignUntil time.Time // until when a second click on Resign resigns
	party       party     // the confetti when a person beats the computer
}

// resignConfirmTime is how long Resign waits for the second click that confirms it.
const resignConfirmTime = 4 * time.Second

// newPlayScene builds the play scene around a running session.
func newPlayScene(ctx *Context, sess *game.Session, sprites *board.Sprites) *playScene {
	m := sess.Match()
	s := &playScene{sess: sess, view: board.NewView(sprites)}
	s.panel = &widget.Panel{}
	s.rules = &widget.Label{Size: widget.SizeSmall, Dim: true, V: widget.AlignCenter}
	s.status = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.detail = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.message = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.goal = &widget.Label{Size: widget.SizeSmall, Wrap: true, V: widget.AlignEnd, Dim: true}
	for _, c := range []engine.Color{engine.Black, engine.White} {
		s.cards[c] = newSeatCard(ctx, c, m.Seat(c))
	}
	s.undo, s.redo = &widget.Button{}, &widget.Button{}
	s.pass, s.resign = &widget.Button{}, &widget.Button{}
	s.pause = &widget.Button{}
	s.speed = widget.NewRadio([]string{"", "", "", ""}, 1, "")
	s.speed.Small = true
	for i, d := range watchSpeeds {
		if d == m.WatchDelay() {
			s.speed.Selected = i
		}
	}
	s.done = &widget.Button{Kind: widget.ButtonPrimary}
	s.resume = &widget.Button{}
	s.tool = widget.NewRadio([]string{"", "", ""}, 0, "")
	s.clear = &widget.Button{}
	s.begin = &widget.Button{Kind: widget.ButtonPrimary}
	aids := m.Rules().Kind == engine.AtariGo
	s.atari = widget.NewToggle("", "", aids)
	s.libs = widget.NewToggle("", "", aids)
	s.captured = widget.NewToggle("", "", false)
	s.menu = &widget.Button{Kind: widget.ButtonQuiet}
	s.again = &widget.Button{Kind: widget.ButtonPrimary}
	s.newGame = &widget.Button{}
	s.help = &widget.Button{Kind: widget.ButtonQuiet, Text: "?"}

	s.newExtras(ctx)
	s.newCoach(ctx)
	s.newHint()
	s.newGoAids(ctx)
	s.form = widget.NewForm(s.rules, s.status, s.detail, s.message, s.hintSay)
	s.form.Add(s.coachWidgets()[:3]...)
	s.form.Add(s.goal)
	for _, c := range []engine.Color{engine.Black, engine.White} {
		s.form.Add(s.cards[c].widgets()...)
	}
	s.form.Add(s.tool, s.clear, s.begin, s.done, s.resume, s.undo, s.redo, s.hintBtn, s.pass, s.resign, s.pause, s.speed,
		s.atari, s.libs, s.captured, s.estimate, s.risk, s.coach, s.again, s.newGame, s.decided, s.menu, s.help)
	s.form.Add(s.extraWidgets()...)
	s.texts(ctx)
	// What the Session showed before the scene was built is not news: a game opened at its end is not
	// celebrated, nor its message cleared.
	s.sess.Shown()
	s.refresh(ctx)
	return s
}

// texts sets the captions in the current language.
func (s *playScene) texts(ctx *Context) {
	s.undo.Text, s.undo.Tip = ctx.Tr.T("common.undo"), ctx.Tr.T("play.undo.tip")
	s.redo.Text, s.redo.Tip = ctx.Tr.T("common.redo"), ctx.Tr.T("play.redo.tip")
	s.pass.Text, s.pass.Tip = ctx.Tr.T("common.pass"), ctx.Tr.T("play.pass.tip")
	s.resign.Text, s.resign.Tip = ctx.Tr.T("common.resign"), ctx.Tr.T("play.resign.tip")
	s.speed.Options = []string{ctx.Tr.T("play.speed.slow"), ctx.Tr.T("play.speed.normal"), ctx.Tr.T("play.speed.fast"), ctx.Tr.T("play.speed.instant")}
	s.speed.Tip = ctx.Tr.T("play.speed.tip")
	s.done.Text, s.done.Tip = ctx.Tr.T("common.count"), ctx.Tr.T("play.count.tip")
	s.resume.Text, s.resume.Tip = ctx.Tr.T("play.resume_counting"), ctx.Tr.T("play.resume_counting.tip")
	s.tool.Options = []string{ctx.Tr.T("common.black"), ctx.Tr.T("common.white"), ctx.Tr.T("play.tool.erase")}
	s.tool.Tip = ctx.Tr.T("play.tool.tip")
	s.clear.Text, s.clear.Tip = ctx.Tr.T("play.clear"), ctx.Tr.T("play.clear.tip")
	s.begin.Text, s.begin.Tip = ctx.Tr.T("common.start_game"), ctx.Tr.T("play.begin.tip")
	s.atari.Text, s.atari.Tip = ctx.Tr.T("play.aid.atari"), ctx.Tr.T("play.aid.atari.tip")
	s.libs.Text, s.libs.Tip = ctx.Tr.T("play.aid.liberties"), ctx.Tr.T("play.aid.liberties.tip")
	s.captured.Text, s.captured.Tip = ctx.Tr.T("play.aid.captured"), ctx.Tr.T("play.aid.captured.tip")
	s.menu.Text, s.menu.Tip = ctx.Tr.T("common.menu"), ctx.Tr.T("play.menu.tip")
	s.again.Text, s.again.Tip = ctx.Tr.T("play.again"), ctx.Tr.T("play.again.tip")
	s.newGame.Text, s.newGame.Tip = ctx.Tr.T("common.new_game"), ctx.Tr.T("play.new_game.tip")
	if ctx.lessonOf(s.sess) != nil {
		s.newGame.Text, s.newGame.Tip = ctx.Tr.T("tutorial.back_to_lesson"), ctx.Tr.T("tutorial.back_to_lesson.tip")
	}
	s.help.Tip = ctx.Tr.T("play.help.tip")
	for _, c := range s.cards {
		if c != nil {
			c.picker.kind.Options = []string{ctx.Tr.T("common.person"), ctx.Tr.T("common.computer")}
			c.picker.kind.Tip = ctx.Tr.T("play.seat.tip")
		}
	}
	s.extraTexts(ctx)
	s.coachTexts(ctx)
	s.hintTexts(ctx)
	s.goAidTexts(ctx)
}

// Busy reports whether the computer is thinking or a stone is still moving.
func (s *playScene) Busy() bool {
	m := s.sess.Match()
	return m.Thinking() || m.Estimating() || s.sess.HintThinking() || s.sess.AidsThinking() || s.view.Animating() ||
		s.party.left > 0
}

// Update runs the game Session and the input, follows the Session's events, and then fills in and lays out
// the panel for the frame to draw: each step once a frame.
func (s *playScene) Update(ctx *Context) Request {
	s.sess.Update()
	if st := s.sess.Status(); st.Running {
		s.thinkSecs = int(st.Elapsed.Seconds())
	}
	req := s.handleInput(ctx)
	s.show(ctx)
	s.refresh(ctx)
	s.layout(ctx)
	s.noteChanges(ctx)
	return req
}

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
	if req := s.updateExtras(ctx); req != nil {
		return req
	}
	s.updateCoach(ctx)
	s.updateHint(ctx)
	s.updateGoAids(ctx)
	if req := s.updateDecided(ctx); req != nil {
		return req
	}
	s.handleBoard(ctx)
	return nil
}

// show follows the game through the Session's events: a move played starts the board's animations; the count
// reached or the end of the game clears the message of the game before; the end also updates the learner's
// rating and throws the confetti when a person beat the computer.
func (s *playScene) show(ctx *Context) {
	for _, e := range s.sess.Shown() {
		switch e := e.(type) {
		case game.Played:
			if !e.Move.IsPass() {
				s.view.Placed(e.Move.Point)
				s.view.Captured(e.Captured, e.Move.Color.Opponent())
			}
		case game.Counting:
			s.msg = ""
		case game.Ended:
			s.msg = ""
			s.rateGame(ctx)
			if s.personWon(s.sess.Match()) {
				s.party.start(s.view.Geometry().Wood, ctx.Theme, ctx.Seed)
			}
		}
	}
}

// act shows in words the error of a Match event, which went through s.sess.Do as every change to the match
// does, or clears the message when there is none.
func (s *playScene) act(ctx *Context, err error) {
	if err != nil {
		s.msg, s.msgIsBad = ctx.ErrorText(err), true
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
	case in.TakeKey(ebiten.KeyA):
		s.atari.On = !s.atari.On
	case in.TakeKey(ebiten.KeyL):
		s.libs.On = !s.libs.On
	case in.TakeKey(ebiten.KeyC):
		s.captured.On = !s.captured.On
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
