package scenes

import (
	"image"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// watchSpeeds are the least times between moves when two computers play,
// slowest first.
var watchSpeeds = []time.Duration{1500 * time.Millisecond, game.DefaultWatchDelay, 250 * time.Millisecond, 0}

// playScene is the game itself: the board, and a panel with whose turn it
// is, the captures, the players and the actions. It owns a game.Session and
// turns input into Match events and the Match into pictures.
type playScene struct {
	sess *game.Session
	view *board.View
	form *widget.Form

	panel   *widget.Panel
	rules   *widget.Label
	status  *widget.Label
	detail  *widget.Label
	message *widget.Label // a move refused, a problem: in the place of the lines under the headline while it shows
	more    *widget.Label // the lines of the message beyond that place, at the top of the words
	words   *widget.Label // the end's lines, the count's, and the headline's lines beyond their room
	goal    *widget.Label
	cards   [3]*seatCard

	undo, redo, pass, resign *widget.Button
	pause                    *widget.Button
	speed                    *widget.Radio
	done, resume             *widget.Button
	tool                     *widget.Radio
	clear, begin             *widget.Button
	menu, again, newGame     *widget.Button
	nextUp                   *widget.Button // after a rated game: the same game against the opponent the rating picks
	help                     *widget.Button
	helpOpen                 bool
	record                   playRecord // Review, Study, Save, Load and the list of moves
	coach                    playCoach  // the coach's toggle, sentence, Show and Take back
	hint                     playHint   // the Hint button, the hint's sentence, and where the game was decided
	line                     *lineView  // the coach's or the hint's line, its steps and its diagram
	aids                     playAids   // the aids' toggles
	rated                    ratedLine  // the rating change of the game just over

	detailRoom   int             // the height kept for the lines under the headline (see roomFor)
	roomKey      string          // the window and language detailRoom was worked out for
	noticeHeight int             // the height a notice over the window takes in the panel, 0 when none shows
	noticeAt     image.Rectangle // where that notice goes: in the room for words
	aidCaptions  map[*widget.Toggle][2]string

	pointer     boardPointer
	cursor      boardCursor
	msg         string
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

// newPlayScene builds the play scene around a running game.Session.
func newPlayScene(ctx *Context, sess *game.Session, sprites *board.Sprites) *playScene {
	m := sess.Match()
	s := &playScene{sess: sess, view: board.NewView(sprites)}
	s.panel = &widget.Panel{}
	s.rules = &widget.Label{Size: widget.SizeSmall, Dim: true, V: widget.AlignCenter}
	s.status = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.detail = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.message = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.words = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.more = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
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
	s.menu = &widget.Button{Kind: widget.ButtonQuiet}
	s.again = &widget.Button{Kind: widget.ButtonPrimary}
	s.newGame = &widget.Button{}
	s.nextUp = &widget.Button{}
	s.nextUp.Hidden = true
	s.help = &widget.Button{Kind: widget.ButtonQuiet, Text: "?"}

	s.record = newPlayRecord(ctx)
	s.newCoach(ctx)
	s.hint = newPlayHint()
	s.line = newLineView(sprites)
	s.aids = newPlayAids(ctx, m.Rules().Kind == engine.Go)
	s.form = widget.NewForm(s.rules, s.status, s.detail, s.message, s.more, s.hint.say, s.words)
	s.form.Add(s.coach.widgets()[:3]...)
	s.form.Add(s.line.widgets()...)
	s.form.Add(s.goal)
	for _, c := range []engine.Color{engine.Black, engine.White} {
		s.form.Add(s.cards[c].widgets()...)
	}
	s.form.Add(s.tool, s.clear, s.begin, s.done, s.resume, s.undo, s.redo, s.hint.button, s.pass, s.resign, s.pause, s.speed,
		s.aids.atari, s.aids.libs, s.aids.captured, s.aids.estimate, s.aids.risk, s.coach.toggle, s.again, s.hint.decided, s.nextUp, s.menu, s.newGame, s.help)
	s.form.Add(s.record.widgets()...)
	s.texts(ctx)
	// What the game.Session showed before the scene was built is not news: a game opened at its end is not
	// celebrated, nor its message cleared.
	s.sess.Shown()
	s.refresh(ctx)
	s.layout(ctx)
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
	s.record.texts(ctx)
	s.coach.texts(ctx)
	s.hint.texts(ctx)
	s.line.texts(ctx)
	s.aidCaptions = map[*widget.Toggle][2]string{}
	s.aids.texts(ctx, s.aidCaptions)
	s.aidCaptions[s.coach.toggle] = [2]string{s.coach.toggle.Text, ctx.Tr.T("play.coach.short")}
}

// Busy reports whether the computer is thinking or a stone is still moving.
func (s *playScene) Busy() bool {
	m := s.sess.Match()
	return m.Thinking() || m.Estimating() || s.sess.HintThinking() || s.sess.AidsThinking() || s.view.Animating() ||
		s.party.left > 0
}

// Update runs the game.Session and the input, follows its events, and then fills in and lays out
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

// show follows the game through the game.Session's events: a move played starts the board's animations; the count
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
