package scenes

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// celebrateFrames is how long the stars of a solved exercise take to appear, in frames (60 a second).
const celebrateFrames = 70

// lessonScene shows one lesson page at a time: the board, what the page says, and what the learner can do. The
// flow of the lesson (the page, its exercise, the judge, the moves played out, hints, stars and progress) is
// lesson.Session's; the scene hands it the learner's input, ticks it once a frame and draws what it reports.
type lessonScene struct {
	sess *lesson.Session
	back Request // where Lessons and the end of a practice set lead
	// feed brings the further pages of a practice set while the learner works, nil when none come.
	feed     *practiceFeed
	feedKind lesson.PracticeKind
	waitNext bool // Next was pressed on the last page made so far
	sprites  *board.Sprites
	view     *board.View

	form     *widget.Form
	toMap    *widget.Button
	title    *widget.Label
	counter  *widget.Label
	text     *widget.Label
	toPlay   *widget.Label
	caption  *widget.Label
	feedback *widget.Label
	notice   *widget.Label // for the teacher: what the check of an own lesson found on this page
	play     *widget.Button
	more     *widget.Button
	hint     *widget.Button
	showMe   *widget.Button
	retry    *widget.Button
	run      *widget.Button // Play, Pause or Replay: the moves played out, by themselves
	steps    lineSteps      // a step back and forward through the moves played out
	yes      *widget.Button
	no       *widget.Button
	prev     *widget.Button
	next     *widget.Button
	dots     []image.Rectangle // the page dots, which open their page when clicked

	solvedAt int // the frame the exercise was seen solved, -1 before
	frame    int
	pointer  boardPointer
	cursor   boardCursor
	// between is the point nearest a click between the points, which a page asking for stones on points marks
	// while it says where stones go; NoPoint when none is shown.
	between engine.Point

	looks // what the last frame showed (Dirty)

	// trial is set when a teacher tries a page of the workshop's lesson: no progress is kept, and the lesson ends
	// back in the workshop.
	trial bool
}

// newLessonScene opens page page of lesson l; a negative page opens the first page the learner has not done.
func newLessonScene(ctx *Context, l *lesson.Lesson, page int, sprites *board.Sprites) *lessonScene {
	return openLessonScene(ctx, l, page, sprites, false)
}

// newTrialScene opens page page of the lesson l being made in the teacher's workshop, as a learner will see it;
// the learner's progress is neither read nor written, and its Lessons button and the end of its last page lead
// back to the workshop's lesson.
func newTrialScene(ctx *Context, l *lesson.Lesson, page int, sprites *board.Sprites) *lessonScene {
	s := openLessonScene(ctx, l, max(page, 0), sprites, true)
	s.back = ToWorkshopLesson{}
	return s
}

// openLessonScene opens page page of lesson l, for a learner or, with trial, for a teacher trying it.
func openLessonScene(ctx *Context, l *lesson.Lesson, page int, sprites *board.Sprites, trial bool) *lessonScene {
	s := &lessonScene{sprites: sprites, view: board.NewView(sprites), back: ToTutorial{Back: ToMenu{}}, solvedAt: -1, trial: trial}
	s.toMap = &widget.Button{Kind: widget.ButtonQuiet}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, Wrap: true, V: widget.AlignStart}
	s.counter = &widget.Label{Size: widget.SizeSmall, Dim: true, V: widget.AlignCenter}
	s.text = &widget.Label{Size: widget.SizeLarge, Wrap: true, V: widget.AlignStart}
	s.toPlay = &widget.Label{Size: widget.SizeBody, Dim: true, V: widget.AlignCenter}
	s.caption = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.feedback = &widget.Label{Size: widget.SizeBody, Bold: true, Wrap: true, V: widget.AlignStart}
	s.notice = &widget.Label{Size: widget.SizeSmall, Wrap: true, V: widget.AlignStart, Color: ctx.Theme.Error}
	s.hint, s.showMe, s.retry, s.run = &widget.Button{}, &widget.Button{}, &widget.Button{}, &widget.Button{}
	s.steps = newLineSteps()
	s.play = &widget.Button{Kind: widget.ButtonPrimary}
	s.more = &widget.Button{}
	s.yes, s.no = &widget.Button{Kind: widget.ButtonPrimary}, &widget.Button{Kind: widget.ButtonPrimary}
	s.prev, s.next = &widget.Button{}, &widget.Button{}
	s.form = widget.NewForm(s.toMap, s.title, s.counter, s.notice, s.text, s.toPlay, s.caption, s.feedback)
	s.form.Add(s.steps.stepWidgets()...)
	s.form.Add(s.play, s.yes, s.no, s.hint, s.showMe, s.retry, s.run, s.more, s.prev, s.next)
	opt := lesson.Options{Save: ctx.SaveProgress, RingTargets: isPractice(l), Lang: ctx.Tr.Lang()}
	if ctx.Settings != nil {
		opt.Pace = ctx.Settings.LessonPace
	}
	if ctx.Learner != nil && !trial {
		opt.Progress = &ctx.Learner.Tutorial
		if page < 0 {
			page = ctx.Learner.Tutorial.State(l.Key, len(l.Pages)).Next
		}
		if ctx.Learner.Tutorial.Last != l.Key && !isPractice(l) {
			ctx.Learner.Tutorial.Last = l.Key
			ctx.SaveProgress()
		}
	}
	s.sess = lesson.NewSession(l, page, opt)
	s.refresh(ctx)
	return s
}

// open shows page i from its start.
func (s *lessonScene) open(i int) {
	s.sess.Open(i)
	s.solvedAt = -1
	s.between = engine.NoPoint
}

// refresh puts the page's state into the captions, the buttons shown and their places.
func (s *lessonScene) refresh(ctx *Context) {
	s.texts(ctx)
	s.shown()
	s.layout(ctx)
}

// nextLesson returns the lesson after this one, or nil.
func (s *lessonScene) nextLesson(ctx *Context) *lesson.Lesson {
	list, _ := ctx.lessons()
	for i, l := range list {
		if l.Key == s.sess.Lesson().Key && i+1 < len(list) {
			return list[i+1]
		}
	}
	return nil
}

// Update hands the buttons, the board and the keys to the lesson.Session, lets its time run and shows what it reports.
// The input meets the controls where the last frame drew them; the page is laid out once, at the end.
func (s *lessonScene) Update(ctx *Context) Request {
	s.frame++
	in := ctx.Input
	s.pollFeed(ctx)
	ctx.runChecks(s.sess.Lesson().Own) // an own lesson's check goes on while its page is shown; the notice follows
	s.form.Update(in)
	s.view.Update()
	s.sess.Tick()
	s.takeEvents(ctx)
	if req := s.buttons(ctx); req != nil {
		return req
	}
	s.handleDots(ctx)
	if pt, clicked := s.pointer.track(in, s.view, &s.cursor); clicked {
		s.between = engine.NoPoint
		if in.Kind == widget.PointerTouch && s.sess.Steppable() && !s.takesMoves() {
			s.sess.Forward() // on a phone a tap on a board that takes no move steps forward
		} else {
			s.sess.Click(pt)
		}
	}
	if s.pointer.missed != engine.NoPoint && s.placing() {
		s.between = s.pointer.missed
	}
	if ex := s.sess.Exercise(); ex != nil && s.sess.Page().Kind == lesson.PageExercise && ex.State() == lesson.Waiting && !s.sess.Busy() {
		if s.cursor.keys(in, s.sess.Board().Cols(), s.sess.Board().Rows()) {
			s.between = engine.NoPoint
			s.sess.Click(s.cursor.pt)
		}
	}
	if !s.placing() {
		s.between = engine.NoPoint
	}
	s.takeEvents(ctx)
	s.refresh(ctx)
	s.sess.Read(s.feedback.Text) // the moves wait while the feedback is being read
	s.noteChanges(ctx)
	return nil
}

// takesMoves reports whether the board takes the learner's moves or points: an exercise waiting for one.
func (s *lessonScene) takesMoves() bool {
	ex := s.sess.Exercise()
	return ex != nil && s.sess.Page().Kind == lesson.PageExercise && ex.State() == lesson.Waiting && !s.sess.ShowingMe()
}

// placing reports whether the page asks for stones on points (the first lesson's exercises) and waits for one:
// a click between the points then gets a word on where stones go and the nearest point marked.
func (s *lessonScene) placing() bool {
	ex, pg := s.sess.Exercise(), s.sess.Page()
	return ex != nil && pg.Kind == lesson.PageExercise && pg.Goal.Kind == ai.GoalPlace && ex.State() == lesson.Waiting &&
		!s.sess.Busy() && !s.sess.ShowingMe()
}

// takeEvents shows what the lesson.Session reports: stones played and taken with their sounds, a refused point, the
// stars of a solved exercise.
func (s *lessonScene) takeEvents(ctx *Context) {
	for _, e := range s.sess.Events() {
		switch e := e.(type) {
		case lesson.Played:
			s.view.Placed(e.Move.Point)
			if len(e.Captured) > 0 {
				s.view.Captured(e.Captured, e.Move.Color.Opponent())
				ctx.Sound.Play(assets.CaptureWAV)
			} else {
				ctx.Sound.Play(assets.StoneWAV)
			}
		case lesson.Refused:
			s.view.Refused(e.Point)
			ctx.Sound.Play(assets.IllegalWAV)
		case lesson.ExerciseSolved:
			s.solvedAt = s.frame
			ctx.Sound.Play(assets.SolvedWAV)
		}
	}
}

// buttons handles the buttons and their keys; it returns a request to leave the page.
func (s *lessonScene) buttons(ctx *Context) Request {
	in := ctx.Input
	les, pg, page := s.sess.Lesson(), s.sess.Page(), s.sess.PageIndex()
	avail := func(b *widget.Button) bool { return !b.Hidden && !b.Disabled }
	switch {
	case s.toMap.Clicked() || in.TakeKey(ebiten.KeyEscape):
		return s.back
	case avail(s.more) && (s.more.Clicked() || in.TakeKey(ebiten.KeyM)):
		k, _ := practiceKindOf(les)
		if isPractice(les) {
			return OpenPractice{Kind: k, Back: s.back}
		}
		return OpenPractice{Kind: k, Back: OpenLesson{Key: les.Key, Page: page}}
	case s.next.Clicked() || in.TakeKey(ebiten.KeyPageDown):
		if pg.Kind == lesson.PageShow {
			s.sess.FinishShow() // a learner who reads fast skips the animation
		}
		return s.goTo(ctx, page+1)
	case avail(s.prev) && (s.prev.Clicked() || in.TakeKey(ebiten.KeyPageUp)):
		return s.goTo(ctx, page-1)
	case s.sess.Steppable() && s.stepped(in):
	case avail(s.run) && (s.run.Clicked() || in.TakeKey(ebiten.KeySpace)):
		if s.sess.Playing() {
			s.sess.Pause()
		} else {
			s.sess.Play()
		}
	case avail(s.run) && pg.Kind == lesson.PageShow && in.TakeKey(ebiten.KeyR):
		s.sess.Replay()
	case avail(s.play) && (s.play.Clicked() || in.TakeKey(ebiten.KeyEnter)):
		return StartGame{Setup: lessonSetup(pg), Lesson: &LessonLink{Key: les.Key, Page: page, Learner: pg.Learner()}}
	case avail(s.hint) && (s.hint.Clicked() || in.TakeKey(ebiten.KeyH)):
		s.sess.Hint()
	case avail(s.showMe) && (s.showMe.Clicked() || in.TakeKey(ebiten.KeyS)):
		s.sess.ShowMe()
	case avail(s.retry) && (s.retry.Clicked() || in.TakeKey(ebiten.KeyR)):
		s.sess.Retry()
		s.solvedAt = -1
	case avail(s.yes) && (s.yes.Clicked() || in.TakeKey(ebiten.KeyY)):
		s.sess.Answer(true)
	case avail(s.no) && (s.no.Clicked() || in.TakeKey(ebiten.KeyN)):
		s.sess.Answer(false)
	}
	return nil
}

// stepped steps through the moves played out with the step buttons or the arrow keys, and reports whether it did.
func (s *lessonScene) stepped(in *widget.Input) bool {
	switch s.steps.step(in, true) {
	case -1:
		s.sess.Back()
	case 1:
		s.sess.Forward()
	default:
		return false
	}
	return true
}

// goTo opens page i, or leaves for the next lesson (or the map) past the last page.
func (s *lessonScene) goTo(ctx *Context, i int) Request {
	les := s.sess.Lesson()
	switch {
	case i < 0:
		return nil
	case i >= len(les.Pages) && s.feed != nil:
		s.waitNext = true // the next practice page is still being made
		return nil
	case i < len(les.Pages):
		s.open(i)
		return nil
	}
	if l := s.nextLesson(ctx); l != nil && !isPractice(les) && !s.trial {
		return OpenLesson{Key: l.Key, Page: 0}
	}
	return s.back
}

// handleDots opens the page of a page dot clicked.
func (s *lessonScene) handleDots(ctx *Context) {
	in := ctx.Input
	if !in.Released || in.Consumed() {
		return
	}
	for i, r := range s.dots {
		if in.In(r) && i != s.sess.PageIndex() {
			in.Consume()
			s.goTo(ctx, i)
			return
		}
	}
}

// noteChanges decides whether the next frame must be drawn again.
func (s *lessonScene) noteChanges(ctx *Context) {
	state := -1
	if ex := s.sess.Exercise(); ex != nil {
		state = int(ex.State())
	}
	at, n := s.sess.Frame()
	sig := fmt.Sprintf("%d|%d|%x|%v|%s|%s|%d|%v|%d|%d|%s|%d|%d/%d|%s", s.sess.PageIndex(), state, s.sess.Board().Hash(),
		s.sess.Playing(), s.feedback.Text, s.caption.Text, s.pointer.hover, s.cursor, ctx.W, ctx.H, s.notice.Text, s.between,
		at, n, s.run.Text)
	s.looks.note(sig, s.view.Animating() || s.form.Animating() || s.celebrating())
}

// celebrating reports whether the stars are still appearing.
func (s *lessonScene) celebrating() bool {
	return s.solvedAt >= 0 && s.frame-s.solvedAt <= celebrateFrames
}

// Live returns nothing: whatever moves makes the scene dirty.
func (s *lessonScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// Busy reports whether the judge is deciding, moves are being played out by themselves or the stars are appearing;
// moves held back by the learner wait without a frame drawn.
func (s *lessonScene) Busy() bool {
	return s.sess.Moving() || s.view.Animating() || s.celebrating() || s.waitNext
}

// Leave stops the judge, and the making of practice pages, when the page is left.
func (s *lessonScene) Leave(ctx *Context) {
	if s.feed != nil {
		s.feed.cancel()
	}
	s.sess.Close()
}

// mainForm returns the scene's controls.
func (s *lessonScene) mainForm() *widget.Form { return s.form }

// boardGeometry returns where the board is drawn.
func (s *lessonScene) boardGeometry() board.Geometry { return s.view.Geometry() }

// describeShot says where the board and the feedback are, what the page tells the teacher and the caption of a
// shown line, for screenshots.
func (s *lessonScene) describeShot() BoardShot {
	g := s.view.Geometry()
	r := s.feedback.Rect
	return BoardShot{Cols: g.Cols, Rows: g.Rows, X0: g.X0, Y0: g.Y0, Cell: g.Cell,
		Status: s.feedback.Text, StatusRect: [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}, Notice: s.notice.Text,
		Caption: s.caption.Text}
}

// Draw paints the board with its marks, the column, the page dots and the stars of a solved exercise.
func (s *lessonScene) Draw(screen *ebiten.Image, ctx *Context) {
	t := ctx.Theme
	mk := s.marks()
	s.view.Draw(screen, t, s.sess.Board(), &mk)
	s.form.Draw(screen, t)
	s.drawDots(screen, ctx)
	if r := s.toPlay.Rect; !r.Empty() {
		rad := float64(r.Dy()) * 0.36
		cx, cy := float64(r.Min.X)-t.S(16), float64(r.Min.Y+r.Dy()/2)
		fill, edge := t.Text, t.Text
		if s.sess.Page().Learner() == engine.White {
			fill = widget.Mix(t.Panel, t.TextOnAccent, 0.5)
		}
		widget.FillCircle(screen, cx, cy, rad, fill)
		widget.StrokeCircle(screen, cx, cy, rad, t.S(1.2), edge)
	}
	s.drawStars(screen, ctx)
}

// drawStars paints the stars a solved exercise earned beside the feedback, popping in one after another.
func (s *lessonScene) drawStars(screen *ebiten.Image, ctx *Context) {
	if s.solvedAt < 0 || s.sess.Page().Kind == lesson.PageShow || s.feedback.Rect.Empty() {
		return
	}
	t := ctx.Theme
	earned := s.sess.Stars()
	r := s.feedback.Rect
	base := t.S(12)
	for i := range lesson.MaxStars {
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

// marks says what to draw over the stones: the lesson.Session's marks of the page, and where the pointer or the keys
// would play.
func (s *lessonScene) marks() board.Marks {
	lm := s.sess.Marks()
	mk := board.Marks{Hover: s.pointer.hover, Last: lm.Last, Ko: lm.Ko, Rings: lm.Rings, Dots: lm.Dots, Territory: lm.Territory}
	for _, n := range lm.Numbers {
		mk.Labels = append(mk.Labels, board.Label{Point: n.Point, Text: fmt.Sprint(n.N)})
	}
	for _, l := range lm.Labels {
		mk.Labels = append(mk.Labels, board.Label{Point: l.Point, Text: l.Text})
	}
	for _, a := range lm.Arrows {
		mk.Arrows = append(mk.Arrows, board.Arrow{From: a[0], To: a[1]})
	}
	ex := s.sess.Exercise()
	if ex == nil {
		return mk
	}
	if h := lm.HintMove; h != engine.NoPoint && (s.pointer.hover == engine.NoPoint || s.pointer.hover == h) {
		mk.Ghost, mk.GhostColor = h, ex.Learner()
	}
	target := s.pointer.hover
	if s.cursor.on {
		target = s.cursor.pt
		mk.Highlight = s.cursor.pt
	}
	if s.sess.Playable(target) {
		mk.Ghost, mk.GhostColor = target, ex.Learner()
	}
	if s.between != engine.NoPoint { // the point nearest a click between the points, where the stone would go
		mk.Highlight = s.between
		if target == engine.NoPoint && s.sess.Playable(s.between) {
			mk.Ghost, mk.GhostColor = s.between, ex.Learner()
		}
	}
	return mk
}
