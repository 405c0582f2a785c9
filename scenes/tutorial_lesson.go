package scenes

import (
	"fmt"
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Timing of the board's animations, in frames (60 a second).
const (
	// showFirstFrames is the pause before a show page's first move, so that the learner reads the board first.
	showFirstFrames = 50
	// showMoveFrames is the time between two moves of a show page.
	showMoveFrames = 45
	// answerFirstFrames is the pause between the learner's move and the computer's answer.
	answerFirstFrames = 24
	// answerMoveFrames is the time between two moves of a refutation or of a line being shown.
	answerMoveFrames = 36
	// celebrateFrames is how long the stars of a solved exercise take to appear.
	celebrateFrames = 70
)

// lesson returns the built-in lesson with key, or nil.
func (c *Context) lesson(key string) *lesson.Lesson {
	list, _ := c.lessons()
	for _, l := range list {
		if l.Key == key {
			return l
		}
	}
	return nil
}

// lessonScene shows one lesson page at a time: the board, what the page says, and what the
// learner can do. A show page plays its moves out with their marks; an exercise or question page hands the
// learner's clicks to a lesson.Exercise, asks the judge off the game loop (lesson.Judger) and plays the
// computer's answers and refutations out on the board.
type lessonScene struct {
	les  *lesson.Lesson
	back Request // where Lessons and the end of a practice set lead
	// feed brings the further pages of a practice set while the learner works, nil when none come.
	feed     *practiceFeed
	feedKind lesson.PracticeKind
	waitNext bool // Next was pressed on the last page made so far
	page     int
	pg       *lesson.Page
	sprites  *board.Sprites
	view     *board.View
	judger   *lesson.Judger
	tut      *game.Tutorial // the learner's progress, nil without settings

	form     *widget.Form
	toMap    *widget.Button
	title    *widget.Label
	counter  *widget.Label
	text     *widget.Label
	toPlay   *widget.Label
	caption  *widget.Label
	feedback *widget.Label
	play     *widget.Button
	more     *widget.Button
	hint     *widget.Button
	showMe   *widget.Button
	retry    *widget.Button
	replay   *widget.Button
	yes      *widget.Button
	no       *widget.Button
	prev     *widget.Button
	next     *widget.Button
	dots     []image.Rectangle // the page dots, which open their page when clicked

	ex       *lesson.Exercise
	answered bool // the learner's answer to a question page, once given
	auto     bool // Show me is playing the engine's line for the learner
	moved    bool // the learner changed the exercise's position since its start
	err      string

	disp     engine.Position // the position on the board
	steps    []lesson.Step   // a show page's steps; step is the last one shown
	step     int
	queue    []engine.Point // moves still to be played out on the board
	tick     int            // frames until the next move of the queue
	numbered []board.Label  // the move numbers of the moves played out
	number   int            // the next move number
	solvedAt int            // the frame the exercise was seen solved, -1 before
	askedAt  int            // the frame the judge was last asked
	frame    int
	pointer  boardPointer
	score    engine.Score // the count shown on a count question once answered
	cursor   boardCursor

	lastSig string
	dirty   bool
}

// newLessonScene opens page page of lesson l; a negative page opens the first page the learner has not done.
func newLessonScene(ctx *Context, l *lesson.Lesson, page int, sprites *board.Sprites) *lessonScene {
	s := &lessonScene{les: l, sprites: sprites, view: board.NewView(sprites), judger: lesson.NewJudger(),
		back: ToTutorial{Back: ToMenu{}}}
	if ctx.Settings != nil {
		s.tut = &ctx.Settings.Tutorial
	}
	s.toMap = &widget.Button{Kind: widget.ButtonQuiet}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, Wrap: true, V: widget.AlignStart}
	s.counter = &widget.Label{Size: widget.SizeSmall, Dim: true, V: widget.AlignCenter}
	s.text = &widget.Label{Size: widget.SizeLarge, Wrap: true, V: widget.AlignStart}
	s.toPlay = &widget.Label{Size: widget.SizeBody, Dim: true, V: widget.AlignCenter}
	s.caption = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.feedback = &widget.Label{Size: widget.SizeBody, Bold: true, Wrap: true, V: widget.AlignStart}
	s.hint, s.showMe, s.retry, s.replay = &widget.Button{}, &widget.Button{}, &widget.Button{}, &widget.Button{}
	s.play = &widget.Button{Kind: widget.ButtonPrimary}
	s.more = &widget.Button{}
	s.yes, s.no = &widget.Button{Kind: widget.ButtonPrimary}, &widget.Button{Kind: widget.ButtonPrimary}
	s.prev, s.next = &widget.Button{}, &widget.Button{}
	s.form = widget.NewForm(s.toMap, s.title, s.counter, s.text, s.toPlay, s.caption, s.feedback,
		s.play, s.yes, s.no, s.hint, s.showMe, s.retry, s.replay, s.more, s.prev, s.next)
	if page < 0 {
		page = 0
		if ctx.Settings != nil {
			page = ctx.Settings.Tutorial.State(l.Key, len(l.Pages)).Next
		}
	}
	if ctx.Settings != nil && ctx.Settings.Tutorial.Last != l.Key && !isPractice(l) {
		ctx.Settings.Tutorial.Last = l.Key
		ctx.SaveSettings()
	}
	s.open(ctx, min(page, len(l.Pages)-1))
	return s
}

// open shows page i from its start.
func (s *lessonScene) open(ctx *Context, i int) {
	s.page, s.pg = i, &s.les.Pages[i]
	s.ex, s.answered, s.auto, s.moved, s.err = nil, false, false, false, ""
	s.steps, s.step, s.queue, s.numbered, s.number = nil, 0, nil, nil, 1
	s.solvedAt = -1
	s.disp = s.pg.Start()
	switch s.pg.Kind {
	case lesson.PageShow:
		s.steps = s.pg.Steps()
		for _, st := range s.steps[1:] {
			s.queue = append(s.queue, st.Move.Point)
		}
		s.tick = showFirstFrames
		if len(s.queue) == 0 {
			s.pageDone(ctx, lesson.PageShow, 3)
		}
	case lesson.PageExercise, lesson.PageQuestion:
		s.ex = lesson.NewExercise(s.pg)
	}
	s.texts(ctx)
}

// texts sets the captions in the current language.
func (s *lessonScene) texts(ctx *Context) {
	tr := ctx.Tr
	lang := tr.Lang()
	s.toMap.Text, s.toMap.Tip = "‹ "+tr.T("tutorial.lessons"), tr.T("tutorial.lessons.tip")
	s.title.Text = s.les.Title.In(lang)
	if n := lessonNumber(s.les.Key); n > 0 {
		s.title.Text = fmt.Sprintf("%d. %s", n, s.title.Text)
	}
	s.counter.Text = tr.T("tutorial.page", s.page+1, len(s.les.Pages))
	s.text.Text = s.pg.Text.In(lang)
	s.toPlay.Text = ""
	switch {
	case s.pg.Kind == lesson.PageGame: // the learner plays Black in a game (lesson.Page.Learner)
		s.toPlay.Text = tr.T("tutorial.game_black", ctx.T(levelName(s.pg.Level)))
	case s.ex != nil && s.pg.Kind == lesson.PageExercise && !s.pointing():
		s.toPlay.Text = tr.T("tutorial.you_play.black")
		if s.pg.Learner() == engine.White {
			s.toPlay.Text = tr.T("tutorial.you_play.white")
		}
	}
	s.play.Text, s.play.Tip = tr.T("tutorial.play_game"), tr.T("tutorial.play_game.tip")
	s.more.Text, s.more.Tip = tr.T("practice.more"), tr.T("practice.more.tip")
	if k, ok := practiceKindOf(s.les); ok {
		s.more.Tip = tr.T("practice.more.tip_kind", practiceKindName(tr, k))
	}
	s.hint.Text, s.hint.Tip = tr.T("tutorial.hint"), tr.T("tutorial.hint.tip")
	s.showMe.Text, s.showMe.Tip = tr.T("tutorial.show_me"), tr.T("tutorial.show_me.tip")
	s.retry.Text, s.retry.Tip = tr.T("tutorial.retry"), tr.T("tutorial.retry.tip")
	s.replay.Text, s.replay.Tip = tr.T("rewind.replay"), tr.T("tutorial.replay.tip")
	s.yes.Text, s.yes.Tip = tr.T("common.yes"), tr.T("tutorial.yes.tip")
	s.no.Text, s.no.Tip = tr.T("common.no"), tr.T("tutorial.no.tip")
	s.prev.Text, s.prev.Tip = tr.T("common.back"), tr.T("tutorial.prev.tip")
	switch {
	case s.page < len(s.les.Pages)-1 || s.feed != nil:
		s.next.Text, s.next.Tip = tr.T("tutorial.next"), tr.T("tutorial.next.tip")
	case isPractice(s.les):
		s.next.Text, s.next.Tip = tr.T("tutorial.finish"), tr.T("practice.finish.tip")
	case s.nextLesson(ctx) != nil:
		s.next.Text, s.next.Tip = tr.T("tutorial.next_lesson"), tr.T("tutorial.next_lesson.tip")
	default:
		s.next.Text, s.next.Tip = tr.T("tutorial.finish"), tr.T("tutorial.finish.tip")
	}
	s.caption.Text = s.captionText(lang)
	s.feedback.Text, s.feedback.Color = s.saying(ctx)
}

// captionText returns what the move last shown on a show page says.
func (s *lessonScene) captionText(lang string) string {
	for i := min(s.step, len(s.steps)-1); i > 0; i-- {
		if t := s.steps[i].Text; t != nil {
			return t.In(lang)
		}
	}
	return ""
}

// nextLesson returns the lesson after this one, or nil.
func (s *lessonScene) nextLesson(ctx *Context) *lesson.Lesson {
	list, _ := ctx.lessons()
	for i, l := range list {
		if l.Key == s.les.Key && i+1 < len(list) {
			return list[i+1]
		}
	}
	return nil
}

// layout places the board left of the column (above it in portrait) and the column's parts.
func (s *lessonScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(t.I(20))
	gap := t.I(12)
	var boardArea, col image.Rectangle
	if ctx.Landscape() {
		colW := max(t.I(340), min(t.I(520), scr.Dx()*2/5))
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X-colW-t.I(20), scr.Max.Y)
		side := min(boardArea.Dx(), boardArea.Dy())
		boardArea = centered(boardArea, side, side)
		col = image.Rect(scr.Max.X-colW, scr.Min.Y, scr.Max.X, scr.Max.Y)
	} else {
		side := min(scr.Dx(), scr.Dy()*11/20)
		boardArea = image.Rect(scr.Min.X+(scr.Dx()-side)/2, scr.Min.Y+t.I(44), scr.Min.X+(scr.Dx()+side)/2, scr.Min.Y+t.I(44)+side)
		col = image.Rect(scr.Min.X, boardArea.Max.Y+gap, scr.Max.X, scr.Max.Y)
	}
	s.view.Layout(boardArea, s.disp.Cols(), s.disp.Rows(), coordsOn(ctx))

	bh := t.I(46)
	// The navigation at the foot of the column, the actions above it.
	nav := image.Rect(col.Min.X, col.Max.Y-bh, col.Max.X, col.Max.Y)
	halves := widget.SplitH(nav, 2, gap)
	s.prev.Rect, s.next.Rect = halves[0], halves[1]
	var actions []*widget.Button
	for _, b := range []*widget.Button{s.play, s.yes, s.no, s.hint, s.showMe, s.retry, s.replay, s.more} {
		if !b.Hidden {
			actions = append(actions, b)
		}
	}
	if len(actions) > 0 {
		act := image.Rect(col.Min.X, nav.Min.Y-gap-bh, col.Max.X, nav.Min.Y-gap)
		for i, r := range widget.SplitH(act, len(actions), gap) {
			actions[i].Rect = r
		}
	}

	mapW := min(col.Dx(), int(widget.TextWidth(s.toMap.Text, t.Face(widget.SizeBody, true)))+t.I(36))
	if ctx.Landscape() {
		s.toMap.Rect = image.Rect(col.Min.X, col.Min.Y, col.Min.X+mapW, col.Min.Y+t.I(38))
	} else {
		s.toMap.Rect = image.Rect(scr.Min.X, scr.Min.Y, scr.Min.X+mapW, scr.Min.Y+t.I(38))
	}
	st := widget.Stack{X: col.Min.X, W: col.Dx(), Y: col.Min.Y, Gap: t.I(8)}
	if ctx.Landscape() {
		st.Skip(s.toMap.Rect.Dy() + t.I(10))
	}
	s.title.Rect = st.Next(s.title.Height(t, st.W))
	dotsRow := st.Next(t.I(20))
	s.counter.Rect = dotsRow
	s.layoutDots(ctx, dotsRow)
	st.Skip(t.I(4))
	s.text.Rect = st.Next(s.text.Height(t, st.W))
	s.toPlay.Rect = image.Rectangle{}
	if s.toPlay.Text != "" {
		r := st.Next(t.I(26))
		r.Min.X += t.I(30) // room for the stone drawn before it
		s.toPlay.Rect = r
	}
	s.caption.Rect = image.Rectangle{}
	if s.caption.Text != "" {
		s.caption.Rect = st.Next(s.caption.Height(t, st.W))
	}
	st.Skip(t.I(6))
	s.feedback.Rect = image.Rectangle{}
	if s.feedback.Text != "" {
		w := st.W
		if s.solvedAt >= 0 {
			w -= t.I(96) // room for the stars
		}
		r := st.Next(s.feedback.Height(t, w))
		r.Max.X = r.Min.X + w
		s.feedback.Rect = r
	}
}

// layoutDots places one dot a page right of the page counter.
func (s *lessonScene) layoutDots(ctx *Context, row image.Rectangle) {
	t := ctx.Theme
	cw := int(widget.TextWidth(s.counter.Text, t.Face(widget.SizeSmall, false))) + t.I(14)
	step := t.I(20)
	n := len(s.les.Pages)
	if cw+n*step > row.Dx() {
		step = max(t.I(10), (row.Dx()-cw)/max(n, 1))
	}
	s.dots = s.dots[:0]
	for i := range n {
		x := row.Min.X + cw + i*step
		s.dots = append(s.dots, image.Rect(x, row.Min.Y, x+step, row.Max.Y))
	}
}

// shown sets which buttons the page and its state offer.
func (s *lessonScene) shown() {
	busy := s.busyBoard()
	hideAll(true, s.play, s.yes, s.no, s.hint, s.showMe, s.retry, s.replay, s.more)
	if _, ok := practiceKindOf(s.les); ok && s.page == len(s.les.Pages)-1 && s.feed == nil {
		s.more.Hidden = false // nothing is locked: More practice waits on no page
	}
	switch {
	case s.pg.Kind == lesson.PageGame:
		s.play.Hidden = false
	case s.pg.Kind == lesson.PageShow:
		s.replay.Hidden = len(s.steps) < 2
		s.replay.Disabled = busy
	case s.ex == nil:
	case s.pg.Kind == lesson.PageQuestion:
		waiting := s.ex.State() == lesson.Waiting
		s.yes.Hidden, s.no.Hidden = !waiting, !waiting
		s.retry.Hidden = waiting || s.ex.State() == lesson.Judging
		s.retry.Disabled = busy
	default:
		st := s.ex.State()
		s.hint.Hidden = st == lesson.Solved || st == lesson.Refuted
		s.showMe.Hidden = s.hint.Hidden
		s.hint.Disabled = st != lesson.Waiting || busy || s.auto || s.hintsUsedUp()
		s.showMe.Disabled = st != lesson.Waiting || busy || s.auto
		s.retry.Hidden = !s.moved && st != lesson.Refuted
		s.retry.Disabled = busy && st != lesson.Refuted
	}
	s.prev.Disabled = s.page == 0
	s.next.Kind = widget.ButtonNormal
	if s.done() {
		s.next.Kind = widget.ButtonPrimary
	}
	s.retry.Kind = widget.ButtonNormal
	if s.ex != nil && s.ex.State() == lesson.Refuted && !busy {
		s.retry.Kind = widget.ButtonPrimary
	}
}

// hintsUsedUp reports whether the last hint, the move, is on the board already.
func (s *lessonScene) hintsUsedUp() bool {
	return s.ex != nil && s.ex.Said().Kind == lesson.SaidHintMove
}

// done reports whether this page is done: its moves played out, or its exercise solved.
func (s *lessonScene) done() bool {
	switch {
	case s.busyBoard():
		return false
	case s.pg.Kind == lesson.PageShow:
		return true
	case s.pg.Kind == lesson.PageGame:
		return s.tut != nil && s.tut.Stars(s.les.Key, s.page) > 0
	case s.ex != nil:
		return s.ex.State() == lesson.Solved
	}
	return false
}

// busyBoard reports whether moves are still being played out or judged.
func (s *lessonScene) busyBoard() bool {
	return len(s.queue) > 0 || (s.ex != nil && s.ex.State() == lesson.Judging)
}

// Update reacts to the buttons, the board and the judge, and plays the moves out.
func (s *lessonScene) Update(ctx *Context) Request {
	s.frame++
	in := ctx.Input
	s.pollFeed(ctx)
	s.shown()
	s.layout(ctx)
	s.form.Update(in)
	s.view.Update()
	s.poll(ctx)
	s.animate(ctx)
	if req := s.buttons(ctx); req != nil {
		return req
	}
	s.handleDots(ctx)
	s.handleBoard(ctx)
	if s.ex != nil && s.pg.Kind == lesson.PageExercise && s.ex.State() == lesson.Waiting && !s.busyBoard() {
		if s.cursor.keys(in, s.disp.Cols(), s.disp.Rows()) {
			s.click(ctx, s.cursor.pt)
		}
	}
	s.runShowMe(ctx)
	s.checkSolved(ctx)
	s.texts(ctx)
	s.shown()
	s.layout(ctx)
	s.noteChanges(ctx)
	return nil
}

// buttons handles the buttons and their keys; it returns a request to leave the page.
func (s *lessonScene) buttons(ctx *Context) Request {
	in := ctx.Input
	avail := func(b *widget.Button) bool { return !b.Hidden && !b.Disabled }
	switch {
	case s.toMap.Clicked() || in.TakeKey(ebiten.KeyEscape):
		return s.back
	case avail(s.more) && (s.more.Clicked() || in.TakeKey(ebiten.KeyM)):
		k, _ := practiceKindOf(s.les)
		if isPractice(s.les) {
			return OpenPractice{Kind: k, Back: s.back}
		}
		return OpenPractice{Kind: k, Back: OpenLesson{Key: s.les.Key, Page: s.page}}
	case s.next.Clicked() || in.TakeKey(ebiten.KeyPageDown) || (s.pg.Kind == lesson.PageShow && in.TakeKey(ebiten.KeyRight)):
		if s.pg.Kind == lesson.PageShow && !s.done() {
			s.finishShow(ctx) // a learner who reads fast skips the animation
		}
		return s.goTo(ctx, s.page+1)
	case avail(s.prev) && (s.prev.Clicked() || in.TakeKey(ebiten.KeyPageUp) || (s.pg.Kind == lesson.PageShow && in.TakeKey(ebiten.KeyLeft))):
		return s.goTo(ctx, s.page-1)
	case avail(s.play) && (s.play.Clicked() || in.TakeKey(ebiten.KeyEnter)):
		return StartGame{Setup: lessonSetup(s.pg), Lesson: &LessonLink{Key: s.les.Key, Page: s.page, Learner: s.pg.Learner()}}
	case avail(s.hint) && (s.hint.Clicked() || in.TakeKey(ebiten.KeyH)):
		s.effects(ctx, s.ex.Hint())
	case avail(s.showMe) && (s.showMe.Clicked() || in.TakeKey(ebiten.KeyS)):
		s.auto = true
	case avail(s.retry) && (s.retry.Clicked() || in.TakeKey(ebiten.KeyR)):
		s.restart(ctx)
	case avail(s.replay) && (s.replay.Clicked() || in.TakeKey(ebiten.KeyR)):
		s.open(ctx, s.page)
	case avail(s.yes) && (s.yes.Clicked() || in.TakeKey(ebiten.KeyY)):
		s.answered = true
		s.effects(ctx, s.ex.Answer(true))
	case avail(s.no) && (s.no.Clicked() || in.TakeKey(ebiten.KeyN)):
		s.answered = false
		s.effects(ctx, s.ex.Answer(false))
	}
	return nil
}

// pollFeed adds the practice pages made since the last frame, and opens the next one when it was waited for.
func (s *lessonScene) pollFeed(ctx *Context) {
	if s.feed == nil {
		return
	}
	for {
		select {
		case p := <-s.feed.pages:
			addPracticePage(s.les, s.feedKind, p)
			if s.waitNext {
				s.waitNext = false
				s.open(ctx, len(s.les.Pages)-1)
			}
			continue
		case <-s.feed.done:
			// Every page was sent before the end: take those still waiting, then stop listening.
			for len(s.feed.pages) > 0 {
				addPracticePage(s.les, s.feedKind, <-s.feed.pages)
			}
			s.feed = nil
			if s.waitNext && s.page+1 < len(s.les.Pages) {
				s.open(ctx, s.page+1)
			}
			s.waitNext = false
		default:
		}
		return
	}
}

// goTo opens page i, or leaves for the next lesson (or the map) past the last page.
func (s *lessonScene) goTo(ctx *Context, i int) Request {
	switch {
	case i < 0:
		return nil
	case i >= len(s.les.Pages) && s.feed != nil:
		s.waitNext = true // the next practice page is still being made
		return nil
	case i < len(s.les.Pages):
		s.judger.Stop()
		s.open(ctx, i)
		return nil
	}
	if l := s.nextLesson(ctx); l != nil && !isPractice(s.les) {
		return OpenLesson{Key: l.Key, Page: 0}
	}
	return s.back
}

// restart puts the exercise back to its start.
func (s *lessonScene) restart(ctx *Context) {
	s.judger.Stop()
	s.ex.Retry()
	s.disp = s.pg.Start()
	s.queue, s.numbered, s.number, s.auto, s.moved, s.err = nil, nil, 1, false, false, ""
	s.solvedAt = -1
}

// handleDots opens the page of a page dot clicked.
func (s *lessonScene) handleDots(ctx *Context) {
	in := ctx.Input
	if !in.Released || in.Consumed() {
		return
	}
	for i, r := range s.dots {
		if in.In(r) && i != s.page {
			in.Consume()
			s.goTo(ctx, i)
			return
		}
	}
}

// handleBoard follows the pointer over the board and hands a click or tap to the exercise.
func (s *lessonScene) handleBoard(ctx *Context) {
	if pt, clicked := s.pointer.track(ctx.Input, s.view, &s.cursor); clicked {
		s.click(ctx, pt)
	}
}

// click is the learner's click on pt: a move of the exercise, shown at once while the judge decides it.
func (s *lessonScene) click(ctx *Context, pt engine.Point) {
	if s.ex == nil || s.pg.Kind != lesson.PageExercise || s.busyBoard() || s.ex.State() != lesson.Waiting {
		return
	}
	s.err = ""
	effects := s.ex.Click(pt)
	switch s.ex.Said().Kind {
	case lesson.SaidIllegal, lesson.SaidWrongPoint:
		s.view.Refused(pt)
		ctx.Sound.Play(assets.IllegalWAV)
		return
	}
	if s.ex.State() == lesson.Judging {
		s.moved = true
		s.playOnBoard(ctx, engine.Move{Color: s.ex.Learner(), Point: pt})
	}
	s.effects(ctx, effects)
}

// playOnBoard plays a move on the shown position with its animation, sound and number.
func (s *lessonScene) playOnBoard(ctx *Context, mv engine.Move) bool {
	captured, err := s.disp.Play(mv)
	if err != nil {
		return false
	}
	s.view.Placed(mv.Point)
	if len(captured) > 0 {
		s.view.Captured(captured, mv.Color.Opponent())
		ctx.Sound.Play(assets.CaptureWAV)
	} else {
		ctx.Sound.Play(assets.StoneWAV)
	}
	// A stone played where one was taken carries only its own number.
	s.numbered = slices.DeleteFunc(s.numbered, func(l board.Label) bool { return l.Point == mv.Point })
	s.numbered = append(s.numbered, board.Label{Point: mv.Point, Text: fmt.Sprint(s.number)})
	s.number++
	return true
}

// effects does what the exercise asks: the judge is asked off the game loop, moves are queued to be shown.
func (s *lessonScene) effects(ctx *Context, list []lesson.Effect) {
	for _, e := range list {
		switch e := e.(type) {
		case lesson.AskJudge:
			s.askedAt = s.frame
			s.judger.Ask(e)
		case lesson.Show:
			s.disp = e.Position
			s.queue = append([]engine.Point(nil), e.Moves...)
			s.tick = answerFirstFrames
		}
	}
}

// poll takes the judge's answer when it has come.
func (s *lessonScene) poll(ctx *Context) {
	if s.ex == nil {
		return
	}
	select {
	case r := <-s.judger.Results():
		if r.Err != nil {
			s.err = ctx.ErrorText(r.Err)
			s.restart(ctx)
			return
		}
		before := s.ex.State()
		effects := s.ex.Judged(r.Seq, r.Verdict)
		if before == lesson.Judging && s.ex.State() == lesson.Refuted {
			s.noteKind(ctx, (*game.Tutorial).Miss)
		}
		if before == lesson.Judging && !slices.ContainsFunc(effects, isShow) {
			s.disp = *s.ex.Position() // no moves to show: the board is the exercise's
		}
		s.effects(ctx, effects)
	default:
	}
}

// isShow reports whether e is a Show.
func isShow(e lesson.Effect) bool {
	_, ok := e.(lesson.Show)
	return ok
}

// animate plays the next queued move when its time has come; a show page's step brings its marks and words.
func (s *lessonScene) animate(ctx *Context) {
	if len(s.queue) == 0 {
		return
	}
	if s.tick > 0 {
		s.tick--
		return
	}
	pt := s.queue[0]
	s.queue = s.queue[1:]
	mv := engine.Move{Color: s.disp.ToMove(), Point: pt}
	if s.pg.Kind == lesson.PageShow && s.step+1 < len(s.steps) {
		s.step++
		mv = s.steps[s.step].Move
	}
	if !s.playOnBoard(ctx, mv) {
		s.queue = nil // a line that stops being legal is shown as far as it goes
	}
	s.tick = answerMoveFrames
	if s.pg.Kind == lesson.PageShow {
		s.tick = showMoveFrames
	}
	if len(s.queue) == 0 {
		s.tick = 0
		if s.pg.Kind == lesson.PageShow {
			s.pageDone(ctx, lesson.PageShow, 3)
		}
		if s.ex != nil && s.ex.State() != lesson.Judging {
			s.disp = *s.ex.Position()
		}
	}
}

// finishShow plays the rest of a show page at once.
func (s *lessonScene) finishShow(ctx *Context) {
	for len(s.queue) > 0 {
		s.tick = 0
		s.animate(ctx)
	}
}

// runShowMe plays, for the learner, the hint's move and then the engine's own next move, until the goal is
// reached: the hints are asked for (and counted) as if the learner had asked.
func (s *lessonScene) runShowMe(ctx *Context) {
	if !s.auto || s.ex == nil || s.busyBoard() {
		return
	}
	if s.ex.State() != lesson.Waiting {
		s.auto = false
		return
	}
	if pt := s.ex.Next(); pt != engine.NoPoint && s.ex.Said().Kind == lesson.SaidGood {
		s.click(ctx, pt)
		return
	}
	if said := s.ex.Said(); said.Kind == lesson.SaidHintMove {
		if s.pointing() && slices.Contains(s.ex.Picked(), said.Point) {
			s.effects(ctx, s.ex.Hint())
			return
		}
		s.click(ctx, said.Point)
		return
	}
	if said := s.ex.Said(); said.Kind == lesson.SaidUndecided {
		s.auto = false
		return
	}
	s.effects(ctx, s.ex.Hint())
}

// pointing reports whether the page asks to point at points rather than to play.
func (s *lessonScene) pointing() bool {
	k := s.pg.Goal.Kind
	return k == ai.GoalLiberties || k == ai.GoalAtari
}

// checkSolved records a page done once its exercise is solved and its moves are played out, and starts the
// celebration.
func (s *lessonScene) checkSolved(ctx *Context) {
	if s.ex == nil || s.ex.State() != lesson.Solved || s.solvedAt >= 0 || len(s.queue) > 0 {
		return
	}
	s.solvedAt = s.frame
	s.auto = false
	s.pageDone(ctx, s.pg.Kind, s.ex.Stars())
	if s.ex.Stars() == game.MaxStars {
		s.noteKind(ctx, (*game.Tutorial).Mastered)
	}
	ctx.Sound.Play(assets.SolvedWAV)
}

// noteKind records a miss or a mastery (note) of the practice kind this page trains, if it trains one.
func (s *lessonScene) noteKind(ctx *Context, note func(*game.Tutorial, string)) {
	k, ok := lesson.KindOf(s.pg)
	if !ok || s.tut == nil {
		return
	}
	note(s.tut, k.String())
	ctx.SaveSettings()
}

// pageDone records page done with stars in the settings, written at once.
func (s *lessonScene) pageDone(ctx *Context, _ lesson.PageKind, stars int) {
	if ctx.Settings != nil && ctx.Settings.Tutorial.Done(s.les.Key, s.page, stars) {
		ctx.SaveSettings()
	}
}

// stars returns the stars the exercise earned, 0 before it is solved.
func (s *lessonScene) stars() int {
	if s.ex == nil || s.solvedAt < 0 {
		return 0
	}
	return s.ex.Stars()
}

// noteChanges decides whether the next frame must be drawn again.
func (s *lessonScene) noteChanges(ctx *Context) {
	state := -1
	if s.ex != nil {
		state = int(s.ex.State())
	}
	sig := fmt.Sprintf("%d|%d|%d|%d|%s|%s|%d|%v|%d|%d", s.page, state, len(s.queue), s.step, s.feedback.Text,
		s.caption.Text, s.pointer.hover, s.cursor, ctx.W, ctx.H)
	s.dirty = sig != s.lastSig || s.view.Animating() || s.form.Animating() || s.celebrating()
	s.lastSig = sig
}

// celebrating reports whether the stars are still appearing.
func (s *lessonScene) celebrating() bool {
	return s.solvedAt >= 0 && s.frame-s.solvedAt <= celebrateFrames
}

// Dirty reports whether the scene looks different from the last frame.
func (s *lessonScene) Dirty() bool { return s.dirty }

// Live returns nothing: whatever moves makes the scene dirty.
func (s *lessonScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// Busy reports whether the judge is deciding, moves are being played out or the stars are appearing.
func (s *lessonScene) Busy() bool {
	return s.busyBoard() || s.view.Animating() || s.celebrating() || s.auto || s.waitNext
}

// Leave stops the judge, and the making of practice pages, when the page is left.
func (s *lessonScene) Leave(ctx *Context) {
	if s.feed != nil {
		s.feed.cancel()
	}
	go s.judger.Close()
}

// mainForm returns the scene's controls.
func (s *lessonScene) mainForm() *widget.Form { return s.form }

// boardGeometry returns where the board is drawn.
func (s *lessonScene) boardGeometry() board.Geometry { return s.view.Geometry() }

// describeShot says where the board and the feedback are, for screenshots.
func (s *lessonScene) describeShot() BoardShot {
	g := s.view.Geometry()
	r := s.feedback.Rect
	return BoardShot{Cols: g.Cols, Rows: g.Rows, X0: g.X0, Y0: g.Y0, Cell: g.Cell,
		Status: s.feedback.Text, StatusRect: [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}}
}

// Draw paints the board with its marks, the column, the page dots and the stars of a solved exercise.
func (s *lessonScene) Draw(screen *ebiten.Image, ctx *Context) {
	t := ctx.Theme
	mk := s.marks()
	s.view.Draw(screen, t, &s.disp, &mk)
	s.form.Draw(screen, t)
	s.drawDots(screen, ctx)
	if r := s.toPlay.Rect; !r.Empty() {
		rad := float64(r.Dy()) * 0.36
		cx, cy := float64(r.Min.X)-t.S(16), float64(r.Min.Y+r.Dy()/2)
		fill, edge := t.Text, t.Text
		if s.pg.Learner() == engine.White {
			fill = widget.Mix(t.Panel, t.TextOnAccent, 0.5)
		}
		widget.FillCircle(screen, cx, cy, rad, fill)
		widget.StrokeCircle(screen, cx, cy, rad, t.S(1.2), edge)
	}
	s.drawStars(screen, ctx)
}

// drawDots paints a dot a page: done pages in the colour of success, this page larger.
func (s *lessonScene) drawDots(screen *ebiten.Image, ctx *Context) {
	t := ctx.Theme
	for i, r := range s.dots {
		cx, cy := float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2)
		rad := min(t.S(5), float64(r.Dx())*0.3)
		c := t.TrackOff
		if s.tut != nil && s.tut.Stars(s.les.Key, i) > 0 {
			c = t.Good
		}
		if i == s.page {
			widget.StrokeCircle(screen, cx, cy, rad+t.S(3), t.S(2), t.Accent)
		}
		widget.FillCircle(screen, cx, cy, rad, c)
	}
}

// drawStars paints the stars a solved exercise earned beside the feedback, popping in one after another.
func (s *lessonScene) drawStars(screen *ebiten.Image, ctx *Context) {
	if s.solvedAt < 0 || s.pg.Kind == lesson.PageShow || s.feedback.Rect.Empty() {
		return
	}
	t := ctx.Theme
	earned := s.stars()
	r := s.feedback.Rect
	base := t.S(12)
	for i := range game.MaxStars {
		age := float64(s.frame-s.solvedAt-i*12) / 24
		if age <= 0 {
			continue
		}
		scale := 1.0
		if age < 1 { // an overshoot, then settling
			scale = 1 + 0.35*math.Sin(age*math.Pi) - 0.35*(1-age)
		}
		c := t.TrackOff
		if i < earned {
			c = widget.StarColor
		}
		cx := float64(r.Max.X) + t.S(18) + float64(i)*t.S(28)
		cy := float64(r.Min.Y) + t.S(12)
		widget.FillStar(screen, cx, cy, base*scale, c)
	}
}

// marks says what to draw over the stones: the goal's target, the learner's points, the hints, the numbers of
// the moves played out and a show page's own marks.
func (s *lessonScene) marks() board.Marks {
	mk := board.Marks{Hover: s.pointer.hover}
	numbers := s.pg.Kind == lesson.PageShow && len(s.steps) > 2 || len(s.numbered) > 1
	if numbers {
		for _, l := range s.numbered {
			if s.disp.At(l.Point).IsStone() {
				mk.Labels = append(mk.Labels, l)
			}
		}
	} else {
		mk.Last = s.disp.LastMove()
	}
	if s.pg.Kind == lesson.PageShow {
		sm := s.steps[min(s.step, len(s.steps)-1)].Marks
		mk.Rings = append(mk.Rings, sm.Rings...)
		for _, l := range sm.Labels {
			mk.Labels = append(mk.Labels, board.Label{Point: l.Point, Text: l.Text})
		}
		for _, a := range sm.Arrows {
			mk.Arrows = append(mk.Arrows, board.Arrow{From: a[0], To: a[1]})
		}
		for _, pt := range sm.Liberties {
			mk.Dots = append(mk.Dots, s.disp.LibertyPoints(pt, nil)...)
		}
		return mk
	}
	if s.ex == nil {
		return mk
	}
	g := s.pg.Goal
	ring := isPractice(s.les) // a practice page's words cannot describe its stones: they are marked
	switch g.Kind {
	case ai.GoalLiberties, ai.GoalSave, ai.GoalLadder, ai.GoalLive, ai.GoalKill, ai.GoalPlace:
		ring = true
	}
	if ring {
		for _, pt := range g.Targets {
			if s.disp.At(pt).IsStone() {
				mk.Rings = append(mk.Rings, s.disp.ChainStones(pt, nil)...)
			} else if g.Kind == ai.GoalPlace {
				mk.Rings = append(mk.Rings, pt) // where the stone is to go
			}
		}
	}
	mk.Dots = append(mk.Dots, s.ex.Picked()...)
	if g.Kind == ai.GoalCount && s.ex.State() != lesson.Waiting && s.ex.State() != lesson.Judging {
		s.score = s.disp.Score(nil) // once answered, whose each point is
		mk.Territory = &s.score.Owner
	}
	said := s.ex.Said()
	switch said.Kind {
	case lesson.SaidHintLook:
		if s.disp.At(said.Point).IsStone() {
			mk.Rings = append(mk.Rings, s.disp.ChainStones(said.Point, nil)...)
		}
	case lesson.SaidHintLiberties:
		mk.Dots = append(mk.Dots, s.disp.LibertyPoints(said.Point, nil)...)
	case lesson.SaidHintMove:
		mk.Rings = append(mk.Rings, said.Point)
		if !s.pointing() && (s.pointer.hover == engine.NoPoint || s.pointer.hover == said.Point) {
			mk.Ghost, mk.GhostColor = said.Point, s.ex.Learner()
		}
	case lesson.SaidSolvedSlowly:
		if s.disp.At(said.Point) == engine.Empty {
			mk.Rings = append(mk.Rings, said.Point)
		}
	}
	target := s.pointer.hover
	if s.cursor.on {
		target = s.cursor.pt
		mk.Highlight = s.cursor.pt
	}
	if s.pg.Kind == lesson.PageExercise && !s.pointing() && s.ex.State() == lesson.Waiting && !s.busyBoard() &&
		target != engine.NoPoint && s.disp.At(target) == engine.Empty &&
		s.disp.IsLegal(engine.Move{Color: s.ex.Learner(), Point: target}) == nil {
		mk.Ghost, mk.GhostColor = target, s.ex.Learner()
	}
	return mk
}
