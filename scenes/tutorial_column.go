package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The column of a lesson page, beside the board (below it in portrait): the lesson's title and the page dots,
// what the page says, the feedback, the buttons the page's state offers, and where each goes.

// texts sets the captions in the current language.
func (s *lessonScene) texts(ctx *Context) {
	tr := ctx.Tr
	lang := tr.Lang()
	s.toMap.Text, s.toMap.Tip = "‹ "+tr.T("tutorial.lessons"), tr.T("tutorial.lessons.tip")
	les, pg, page := s.sess.Lesson(), s.sess.Page(), s.sess.PageIndex()
	s.title.Text = les.Title.In(lang)
	if n := lessonNumber(les.Key); n > 0 {
		s.title.Text = fmt.Sprintf("%d. %s", n, s.title.Text)
	}
	s.counter.Text = tr.T("tutorial.page", page+1, len(les.Pages))
	s.text.Text = pg.Text.In(lang)
	s.toPlay.Text = ""
	switch {
	case pg.Kind == lesson.PageGame: // the learner plays Black in a game (lesson.Page.Learner)
		s.toPlay.Text = tr.T("tutorial.game_black", levelName(ctx, pg.Level))
	case s.sess.Exercise() != nil && pg.Kind == lesson.PageExercise && !s.sess.Pointing():
		s.toPlay.Text = tr.T("tutorial.you_play.black")
		if pg.Learner() == engine.White {
			s.toPlay.Text = tr.T("tutorial.you_play.white")
		}
	}
	s.play.Text, s.play.Tip = tr.T("tutorial.play_game"), tr.T("tutorial.play_game.tip")
	s.more.Text, s.more.Tip = tr.T("practice.more"), tr.T("practice.more.tip")
	if k, ok := practiceKindOf(les); ok {
		s.more.Tip = tr.T("practice.more.tip_kind", practiceKindName(tr, k))
	}
	s.hint.Text, s.hint.Tip = tr.T("tutorial.hint"), tr.T("tutorial.hint.tip")
	if !lesson.Taught("liberty", les.Taught()) {
		s.hint.Tip = tr.T("tutorial.hint.tip_free") // the second hint speaks of free points
	}
	s.showMe.Text, s.showMe.Tip = tr.T("tutorial.show_me"), tr.T("tutorial.show_me.tip")
	s.retry.Text, s.retry.Tip = tr.T("tutorial.retry"), tr.T("tutorial.retry.tip")
	s.runTexts(ctx)
	s.yes.Text, s.yes.Tip = tr.T("common.yes"), tr.T("tutorial.yes.tip")
	s.no.Text, s.no.Tip = tr.T("common.no"), tr.T("tutorial.no.tip")
	s.prev.Text, s.prev.Tip = tr.T("common.back"), tr.T("tutorial.prev.tip")
	switch {
	case page < len(les.Pages)-1 || s.feed != nil:
		s.next.Text, s.next.Tip = tr.T("tutorial.next"), tr.T("tutorial.next.tip")
	case isPractice(les):
		s.next.Text, s.next.Tip = tr.T("tutorial.finish"), tr.T("practice.finish.tip")
	case s.nextLesson(ctx) != nil:
		s.next.Text, s.next.Tip = tr.T("tutorial.next_lesson"), tr.T("tutorial.next_lesson.tip")
	default:
		s.next.Text, s.next.Tip = tr.T("tutorial.finish"), tr.T("tutorial.finish.tip")
	}
	s.caption.Text = s.sess.Caption(lang)
	s.feedback.Text, s.feedback.Color = s.saying(ctx)
	if s.between != engine.NoPoint {
		s.feedback.Text, s.feedback.Color = tr.T("tutorial.between_points"), ctx.Theme.Accent
	}
	s.notice.Text = ""
	if les.Own {
		s.notice.Text = checkNotice(ctx, les, page)
	}
}

// runTexts names the button that plays the moves by themselves after what it does now (Pause while they play,
// Replay at their last frame, else Play), and the step controls and how far the board is through the moves.
func (s *lessonScene) runTexts(ctx *Context) {
	tr := ctx.Tr
	at, n := s.sess.Frame()
	switch {
	case s.sess.Playing():
		s.run.Text, s.run.Tip = tr.T("tutorial.pause"), tr.T("tutorial.pause.tip")
	case at == n:
		s.run.Text, s.run.Tip = tr.T("tutorial.replay"), tr.T("tutorial.replay.tip")
	default:
		s.run.Text, s.run.Tip = tr.T("tutorial.play"), tr.T("tutorial.play.tip")
	}
	s.steps.back.Tip, s.steps.next.Tip = tr.T("rewind.step_back.tip"), tr.T("rewind.step_forward.tip")
	s.steps.count.Text = tr.T("tutorial.frame.start")
	if at > 0 {
		s.steps.count.Text = tr.T("rewind.position", at, n)
	}
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
	s.view.Layout(boardArea, s.sess.Board().Cols(), s.sess.Board().Rows(), coordsOn(ctx))

	bh := t.I(46)
	// The navigation at the foot of the column, the actions above it.
	nav := image.Rect(col.Min.X, col.Max.Y-bh, col.Max.X, col.Max.Y)
	halves := widget.SplitH(nav, 2, gap)
	s.prev.Rect, s.next.Rect = halves[0], halves[1]
	// Where More practice is offered, Try again and More practice share a row of their own, as halves, so that
	// neither changes its width or place when the exercise's other buttons come and go.
	pair := !s.more.Hidden
	above := nav.Min.Y
	if pair {
		row := image.Rect(col.Min.X, above-gap-bh, col.Max.X, above-gap)
		halves := widget.SplitH(row, 2, gap)
		s.retry.Rect, s.more.Rect = halves[0], halves[1]
		above = row.Min.Y
	}
	var actions []*widget.Button
	for _, b := range []*widget.Button{s.play, s.yes, s.no, s.hint, s.showMe, s.retry, s.more} {
		if !b.Hidden && !(pair && (b == s.retry || b == s.more)) {
			actions = append(actions, b)
		}
	}
	if len(actions) > 0 {
		act := image.Rect(col.Min.X, above-gap-bh, col.Max.X, above-gap)
		for i, r := range widget.SplitH(act, len(actions), gap) {
			actions[i].Rect = r
		}
		above = act.Min.Y
	}
	// The steps through the moves played out, over the buttons that act on the page: back, how far, Play, forward.
	s.steps.row(t, image.Rect(col.Min.X, above-gap-bh, col.Max.X, above-gap))
	mid := s.steps.count.Rect
	runW := max(mid.Dx()/2, min(mid.Dx()*3/4, int(widget.TextWidth(s.run.Text, t.Face(widget.SizeBody, false)))+t.I(32)))
	s.run.Rect = image.Rect(mid.Max.X-runW+gap/2, mid.Min.Y, mid.Max.X-gap/2, mid.Max.Y)
	s.steps.count.Rect.Max.X = s.run.Rect.Min.X

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
	s.notice.Rect = image.Rectangle{}
	if s.notice.Text != "" {
		s.notice.Rect = st.Next(s.notice.Height(t, st.W))
	}
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
	n := len(s.sess.Lesson().Pages)
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
	busy, ex, pg, les := s.sess.Busy(), s.sess.Exercise(), s.sess.Page(), s.sess.Lesson()
	hideAll(true, s.play, s.yes, s.no, s.hint, s.showMe, s.retry, s.run, s.more)
	steppable := s.sess.Steppable()
	at, n := s.sess.Frame()
	s.steps.hideSteps(!steppable)
	s.steps.enable(at > 0, at < n)
	s.run.Hidden, s.run.Disabled = !steppable, false
	if _, ok := practiceKindOf(les); ok && s.sess.PageIndex() == len(les.Pages)-1 && s.feed == nil {
		s.more.Hidden = false // nothing is locked: More practice waits on no page
	}
	switch {
	case pg.Kind == lesson.PageGame:
		s.play.Hidden = false
	case pg.Kind == lesson.PageShow:
	case ex == nil:
	case pg.Kind == lesson.PageQuestion:
		waiting := ex.State() == lesson.Waiting
		s.yes.Hidden, s.no.Hidden = !waiting, !waiting
		s.retry.Hidden = waiting || ex.State() == lesson.Judging // once answered, never held back by the line shown
	default:
		st := ex.State()
		s.hint.Hidden = st == lesson.Solved || st == lesson.Refuted
		s.showMe.Hidden = s.hint.Hidden
		s.hint.Disabled = st != lesson.Waiting || busy || s.sess.ShowingMe() || s.sess.HintsUsedUp()
		s.showMe.Disabled = st != lesson.Waiting || busy || s.sess.ShowingMe()
		s.retry.Hidden = !s.sess.Moved() && st != lesson.Refuted
		s.retry.Disabled = busy && (st == lesson.Waiting || st == lesson.Judging)
	}
	s.prev.Disabled = s.sess.PageIndex() == 0
	s.next.Kind = widget.ButtonNormal
	if s.sess.Done() {
		s.next.Kind = widget.ButtonPrimary
	}
	s.retry.Kind = widget.ButtonNormal
	if ex != nil && ex.State() == lesson.Refuted && !busy {
		s.retry.Kind = widget.ButtonPrimary
	}
}

// drawDots paints a dot a page: done pages in the colour of success, this page larger.
func (s *lessonScene) drawDots(screen *ebiten.Image, ctx *Context) {
	t := ctx.Theme
	for i, r := range s.dots {
		cx, cy := float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2)
		rad := min(t.S(5), float64(r.Dx())*0.3)
		c := t.TrackOff
		if s.sess.PageStars(i) > 0 {
			c = t.Good
		}
		if i == s.sess.PageIndex() {
			widget.StrokeCircle(screen, cx, cy, rad+t.S(3), t.S(2), t.Accent)
		}
		widget.FillCircle(screen, cx, cy, rad, c)
	}
}
