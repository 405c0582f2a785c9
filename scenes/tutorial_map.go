package scenes

import (
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// partB is the number of the first lesson of Part B, the bridge to Go; the lessons before it are Atari Go.
const partB = 16

// lessons returns the built-in lessons and then the own ones (game.LessonsDir), read once until forgotten; a
// built-in file that cannot be used is the error returned, an own file that cannot be used is among the own
// folder's problems, which the map shows.
func (c *Context) lessons() ([]*lesson.Lesson, error) {
	if c.lessonList == nil && c.lessonErr == nil {
		if c.builtin == nil {
			c.builtin, c.lessonErr = lesson.LoadDir(assets.Lessons(), ".")
			if c.lessonErr == nil && len(c.builtin) == 0 {
				c.lessonErr = fmt.Errorf("%w: no lessons", lesson.ErrBadLesson)
			}
		}
		own := lesson.Folder{}
		if dir, err := game.LessonsDir(); err == nil {
			own = lesson.ReloadFolder(dir, c.own) // the lessons of unchanged files stay, with their checks
		}
		c.setOwn(own)
	}
	return c.lessonList, c.lessonErr
}

// setOwn makes f the own lessons, after the built-in ones, and forgets the checks of own lessons no longer there.
func (c *Context) setOwn(f lesson.Folder) {
	c.own = f
	c.lessonList = append(slices.Clone(c.builtin), f.Lessons...)
	c.lessonGen++
	c.checks.keepOnly(f.Lessons)
}

// lesson returns the lesson with key, or nil.
func (c *Context) lesson(key string) *lesson.Lesson {
	list, _ := c.lessons()
	for _, l := range list {
		if l.Key == key {
			return l
		}
	}
	return nil
}

// forgetLessons makes the next lessons read the lessons again (a lesson file was added); the own files that did
// not change keep their lessons.
func (c *Context) forgetLessons() {
	c.lessonList, c.lessonErr = nil, nil
}

// lessonNumber returns the number a lesson's key starts with ("10-ladder" is 10), 0 when it has none.
func lessonNumber(key string) int {
	head, _, _ := strings.Cut(strings.TrimPrefix(key, lesson.OwnPrefix), "-")
	n, err := strconv.Atoi(head)
	if err != nil {
		return 0
	}
	return n
}

// tutorialScene is the lesson map: every lesson as a card with its state, in two parts, Atari Go and
// the bridge to Go. Nothing is locked: any card opens its lesson.
type tutorialScene struct {
	back     Request
	head     *widget.Form // the title, the subtitle and Back, which stay put
	grid     *widget.Form // the cards and the part headings, which scroll
	all      *widget.Form // every control, for scripts and the fit test
	title    *widget.Label
	subtitle *widget.Label
	note     *widget.Label
	done     *widget.Button
	parts    [4]*widget.Label
	folder   *widget.Label
	cards    []*widget.Card // a card a lesson, then a card a practice kind
	lessons  []*lesson.Lesson
	kinds    []lesson.PracticeKind // the practice cards' kinds: mixed first
	loadErr  error                 // why the built-in lessons cannot be used
	gen      int                   // the Context's lessonGen the cards were made for
	version  int                   // counts the times the captions were set, for noteChanges
	watch    folderWatch           // looks at the folder of own lessons while the map is shown
	checking bool                  // an own lesson was being checked at the last Update

	view    image.Rectangle // the part of the screen the grid scrolls in
	scroll  int             // how far the grid is scrolled, in pixels
	content int             // the grid's height
	drag    dragState
	looks   // what the last frame showed (Dirty)
}

// dragState follows a finger (or a held button) dragging the grid.
type dragState struct {
	on      bool        // the press started in the grid
	moved   bool        // it moved far enough to be a drag rather than a tap
	start   image.Point // where it went down
	startAt int         // the scroll when it went down
}

// newTutorialScene builds the lesson map; back is where Back leads.
func newTutorialScene(ctx *Context, back Request) *tutorialScene {
	s := &tutorialScene{back: back, watch: folderWatch{every: folderPoll}}
	s.title = &widget.Label{Size: widget.SizeTitle, Bold: true, V: widget.AlignCenter}
	s.subtitle = &widget.Label{Size: widget.SizeBody, Dim: true, Wrap: true, V: widget.AlignStart}
	s.note = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart, Color: ctx.Theme.Error}
	s.done = &widget.Button{}
	s.done.NoFocus = true
	s.head = widget.NewForm(s.title, s.subtitle, s.done)
	for i := range s.parts {
		s.parts[i] = &widget.Label{Size: widget.SizeLarge, Bold: true, Wrap: true, V: widget.AlignCenter}
	}
	s.folder = &widget.Label{Size: widget.SizeSmall, Dim: true, Wrap: true, V: widget.AlignStart}
	s.fill(ctx)
	if ctx.Learner != nil && !ctx.Learner.Tutorial.Offered {
		ctx.Learner.Tutorial.Offered = true
		ctx.SaveProgress()
	}
	s.texts(ctx)
	s.layout(ctx)
	s.focusLast(ctx)
	return s
}

// fill makes a card for each lesson of ctx's list and each practice kind, in the grid with the part headings.
func (s *tutorialScene) fill(ctx *Context) {
	s.grid = widget.NewForm()
	for _, p := range s.parts {
		s.grid.Add(p)
	}
	s.grid.Add(s.folder)
	list, err := ctx.lessons()
	s.loadErr, s.lessons, s.kinds, s.cards = err, list, nil, nil
	if kinds, _ := practiceWeights(ctx, list); len(kinds) > 0 {
		s.kinds = append([]lesson.PracticeKind{{}}, kinds...)
	}
	for range len(list) + len(s.kinds) {
		c := &widget.Card{}
		s.cards = append(s.cards, c)
		s.grid.Add(c)
	}
	s.all = widget.NewForm(s.title, s.subtitle, s.done, s.note, s.parts[0], s.parts[1], s.parts[2], s.parts[3], s.folder)
	for _, c := range s.cards {
		s.all.Add(c)
	}
	s.gen = ctx.lessonGen
}

// refill makes the cards anew for the lessons read again (the folder of own lessons changed), keeping the
// scroll and the focus on the card of the same lesson.
func (s *tutorialScene) refill(ctx *Context) {
	focus := ""
	for i, c := range s.cards {
		if s.grid.Focused() == c && i < len(s.lessons) {
			focus = s.lessons[i].Key
		}
	}
	s.fill(ctx)
	s.texts(ctx)
	for i, l := range s.lessons {
		if l.Key == focus {
			s.grid.SetFocus(s.cards[i])
		}
	}
	s.layout(ctx)
}

// notes says what cannot be used: the built-in lessons, an own file (with the reader's precise reason), an own
// lesson the check could not check.
func (s *tutorialScene) notes(ctx *Context) string {
	var notes []string
	if s.loadErr != nil {
		notes = append(notes, ctx.ErrorText(s.loadErr))
	}
	if err := ctx.own.Err; err != nil {
		dir, _ := game.LessonsDir()
		notes = append(notes, ctx.Tr.T("tutorial.bad_folder", dir, game.FolderProblem(ctx.Tr, err)))
	}
	for _, p := range ctx.own.Problems {
		notes = append(notes, ctx.Tr.T("tutorial.bad_file", p.Name, game.LessonProblem(ctx.Tr, p.Err)))
	}
	notes = append(notes, checkFailures(ctx)...)
	return strings.Join(notes, "\n")
}

// texts sets the captions in the current language and each card's state.
func (s *tutorialScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.note.Text = s.notes(ctx)
	s.version++
	s.title.Text = tr.T("tutorial.title")
	s.subtitle.Text = tr.T("tutorial.subtitle")
	s.done.Text, s.done.Tip = tr.T("common.back"), tr.T("setup.back.tip")
	s.parts[0].Text, s.parts[1].Text = tr.T("tutorial.part_a"), tr.T("tutorial.part_b")
	s.parts[2].Text = tr.T("tutorial.own")
	s.parts[3].Text = tr.T("practice.part")
	s.practiceTexts(ctx)
	dir, err := game.LessonsDir()
	if err != nil {
		dir = "—"
	}
	s.folder.Text = tr.T("tutorial.folder", dir)
	own := 0
	titles := map[string]int{} // how many lessons have each title, in this language
	for _, l := range s.lessons {
		titles[l.Title.In(tr.Lang())]++
	}
	for i, l := range s.lessons {
		c := s.cards[i]
		st := s.state(ctx, l)
		c.Badge = strconv.Itoa(lessonNumber(l.Key))
		if l.Own {
			own++
			if lessonNumber(l.Key) == 0 {
				c.Badge = strconv.Itoa(own)
			}
		}
		c.Title = l.Title.In(tr.Lang())
		c.Tip = tr.T("tutorial.card.tip")
		c.Done, c.Stars, c.StarsShown = st.Finished(), st.Stars, st.Finished()
		c.Progress = float64(st.Done) / float64(max(st.Pages, 1))
		switch {
		case st.Finished():
			c.Detail = tr.T("tutorial.finished")
		case st.Started():
			c.Detail = tr.T("tutorial.progress", st.Done, st.Pages)
		default:
			c.Detail = tr.Plural("tutorial.pages", float64(st.Pages), st.Pages)
		}
		if l.Own && titles[c.Title] > 1 {
			// Lessons of one title (the same file kept twice) are told apart by their files' names.
			c.Detail = tr.T("tutorial.card.file", strings.TrimPrefix(l.Key, lesson.OwnPrefix)+".sgf", c.Detail)
		}
		c.Marked = ctx.Learner != nil && ctx.Learner.Tutorial.Last == l.Key
		if l.Own {
			checkCard(ctx, c, l)
		}
	}
}

// practiceTexts fills the practice cards: the kind, and how often it was missed lately.
func (s *tutorialScene) practiceTexts(ctx *Context) {
	tr := ctx.Tr
	for i, k := range s.kinds {
		c := s.cards[len(s.lessons)+i]
		c.Title, c.Tip, c.Progress = practiceCardTitle(tr, k), tr.T("practice.card.tip"), -1
		c.Badge = strings.ToUpper(string([]rune(c.Title)[:1]))
		c.Detail = tr.T("practice.card.detail")
		missed := 0
		if ctx.Learner != nil {
			missed = ctx.Learner.Tutorial.Missed[k.String()]
		}
		switch {
		case k == lesson.PracticeKind{}:
			c.Detail, c.Badge = tr.T("practice.card.mixed.detail"), "?"
		case missed > 0:
			c.Detail = tr.Plural("practice.card.missed", float64(missed), missed)
		}
		c.Marked = missed > 0
	}
}

// cardPart returns the part of the map card i is in.
func (s *tutorialScene) cardPart(i int) int {
	if i < len(s.lessons) {
		return partOfLesson(s.lessons[i])
	}
	return 3
}

// state returns how far the learner got in lesson l.
func (s *tutorialScene) state(ctx *Context, l *lesson.Lesson) (st game.LessonState) {
	if ctx.Learner == nil {
		return game.LessonState{Pages: len(l.Pages)}
	}
	return ctx.Learner.Tutorial.State(l.Key, len(l.Pages))
}

// focusLast gives the keyboard focus to the lesson last opened (or the first not finished) and scrolls to it.
func (s *tutorialScene) focusLast(ctx *Context) {
	pick := -1
	for i, l := range s.lessons {
		if s.cards[i].Marked && l.Key == ctx.Learner.Tutorial.Last {
			pick = i
			break
		}
		if pick < 0 && !s.state(ctx, l).Finished() {
			pick = i
		}
	}
	if pick < 0 && len(s.cards) > 0 {
		pick = 0
	}
	if pick >= 0 {
		s.grid.SetFocus(s.cards[pick])
		s.reveal(s.cards[pick])
		s.layout(ctx)
	}
}

// layout places the head and lays the cards out in as many columns as fit, the part headings across.
func (s *tutorialScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(t.I(24))
	in := centered(scr, min(scr.Dx(), t.I(1100)), scr.Dy())
	bw := min(t.I(160), in.Dx()/3)
	s.done.Rect = image.Rect(in.Max.X-bw, in.Min.Y, in.Max.X, in.Min.Y+t.I(44))
	s.title.Rect = image.Rect(in.Min.X, in.Min.Y, s.done.Rect.Min.X-t.I(12), in.Min.Y+t.I(44))
	s.title.Size = widget.SizeTitle
	if widget.TextWidth(s.title.Text, t.Face(widget.SizeTitle, true)) > float64(s.title.Rect.Dx()) {
		s.title.Size = widget.SizeLarge // a narrow screen
	}
	st := widget.Stack{X: in.Min.X, W: in.Dx(), Y: s.title.Rect.Max.Y + t.I(12), Gap: t.I(6)}
	s.subtitle.Rect = st.Next(s.subtitle.Height(t, st.W))
	s.note.Rect = image.Rectangle{}
	if s.note.Text != "" {
		s.note.Rect = st.Next(s.note.Height(t, st.W))
	}
	st.Skip(t.I(8))
	s.view = image.Rect(in.Min.X-t.I(12), st.Y, in.Max.X+t.I(12), screenRect(ctx).Max.Y)

	gap := t.I(14)
	cols := max(1, (in.Dx()+gap)/(t.I(300)+gap))
	cw := (in.Dx() - (cols-1)*gap) / cols
	ch := t.I(96)
	headH := t.I(40)
	y := st.Y + t.I(6) - s.scroll
	col := 0
	part := -1
	for i := range s.cards {
		p := s.cardPart(i)
		if p != part {
			if col > 0 {
				y += ch + gap
				col = 0
			}
			part = p
			h := max(headH, s.parts[p].Height(t, in.Dx()))
			s.parts[p].Rect = image.Rect(in.Min.X, y, in.Max.X, y+h)
			y += h + t.I(4)
		}
		x := in.Min.X + col*(cw+gap)
		s.cards[i].Rect = image.Rect(x, y, x+cw, y+ch)
		col++
		if col == cols {
			col = 0
			y += ch + gap
		}
	}
	if col > 0 {
		y += ch + gap
	}
	fh := s.folder.Height(t, in.Dx())
	s.folder.Rect = image.Rect(in.Min.X, y, in.Max.X, y+fh)
	y += fh + gap
	for p, l := range s.parts {
		l.Hidden = !s.hasPart(p)
	}
	s.content = y + s.scroll + t.I(24) - (st.Y + t.I(6))
	// Whatever lies wholly outside the scrolled area is hidden, so that it is neither hit nor off the screen.
	for _, w := range s.grid.Items() {
		b := w.Common()
		if l, ok := w.(*widget.Label); ok && s.partOf(l) >= 0 && !s.hasPart(s.partOf(l)) {
			continue
		}
		b.Hidden = !b.Rect.Overlaps(s.view) || !b.Rect.In(screenRect(ctx))
	}
}

// partOfLesson returns the part of the map a lesson is in: 0 Atari Go, 1 the bridge to Go, 2 own lessons.
func partOfLesson(l *lesson.Lesson) int {
	switch {
	case l.Own:
		return 2
	case lessonNumber(l.Key) >= partB:
		return 1
	}
	return 0
}

// hasPart reports whether some card belongs to part p.
func (s *tutorialScene) hasPart(p int) bool {
	for i := range s.cards {
		if s.cardPart(i) == p {
			return true
		}
	}
	return false
}

// partOf returns which part heading l is, -1 for another label.
func (s *tutorialScene) partOf(l *widget.Label) int {
	for i, p := range s.parts {
		if l == p {
			return i
		}
	}
	return -1
}

// maxScroll returns how far the grid can be scrolled.
func (s *tutorialScene) maxScroll() int {
	return max(0, s.content-s.view.Dy())
}

// reveal scrolls so that card c is wholly in view.
func (s *tutorialScene) reveal(c *widget.Card) {
	r := c.Rect
	switch {
	case r.Min.Y < s.view.Min.Y:
		s.scroll -= s.view.Min.Y - r.Min.Y + 8
	case r.Max.Y > s.view.Max.Y:
		s.scroll += r.Max.Y - s.view.Max.Y + 8
	}
}

// Update scrolls the grid, moves the focus with the arrows and opens the lesson of a card clicked.
func (s *tutorialScene) Update(ctx *Context) Request {
	in := ctx.Input
	if s.watchFolder(ctx) || s.gen != ctx.lessonGen {
		s.refill(ctx)
	}
	if ctx.runChecks(true) {
		s.texts(ctx)
	}
	s.checking = ctx.checking()
	s.layout(ctx)
	s.head.Update(in)
	s.scrollInput(ctx)
	if in.HasPointer() && !in.In(s.view) {
		in.Consume() // a card partly scrolled under the head is not hit there
	}
	s.arrows(ctx)
	s.grid.Update(in)
	s.scroll = min(max(s.scroll, 0), s.maxScroll())
	for i, c := range s.cards {
		switch {
		case !c.Clicked():
		case i < len(s.lessons):
			return OpenLesson{Key: s.lessons[i].Key, Page: -1}
		default:
			return OpenPractice{Kind: s.kinds[i-len(s.lessons)], Back: ToTutorial{Back: s.back}}
		}
	}
	if s.done.Clicked() || in.TakeKey(ebiten.KeyEscape) {
		return s.back
	}
	s.noteChanges(ctx)
	return nil
}

// scrollInput scrolls with the wheel, a drag of the grid, Page Up and Page Down, Home and End.
func (s *tutorialScene) scrollInput(ctx *Context) {
	in := ctx.Input
	if in.WheelY != 0 && in.In(s.view) {
		s.scroll -= int(in.WheelY * float64(ctx.Theme.I(48)))
	}
	switch {
	case in.TakeKey(ebiten.KeyPageDown):
		s.scroll += s.view.Dy() * 4 / 5
	case in.TakeKey(ebiten.KeyPageUp):
		s.scroll -= s.view.Dy() * 4 / 5
	case in.TakeKey(ebiten.KeyHome):
		s.scroll = 0
	case in.TakeKey(ebiten.KeyEnd):
		s.scroll = s.maxScroll()
	}
	d := &s.drag
	if in.Pressed && in.In(s.view) {
		*d = dragState{on: true, start: in.Pos, startAt: s.scroll}
	}
	if d.on && (in.Down || in.Released) {
		dy := in.Pos.Y - d.start.Y
		if abs(dy) > ctx.Theme.I(10) {
			d.moved = true
		}
		if d.moved {
			s.scroll = d.startAt - dy
			in.Consume() // a drag is not a tap on the card it started on
		}
	}
	if !in.Down && !in.Released {
		d.on = false
	}
	s.scroll = min(max(s.scroll, 0), s.maxScroll())
	s.layout(ctx)
}

// arrows moves the focus among the cards with the arrow keys, in the grid's rows and columns, and keeps it in view.
func (s *tutorialScene) arrows(ctx *Context) {
	in := ctx.Input
	cur := -1
	for i, c := range s.cards {
		if s.grid.Focused() == c {
			cur = i
		}
	}
	if len(s.cards) == 0 {
		return
	}
	next := -1
	switch {
	case in.TakeKey(ebiten.KeyRight):
		next = min(cur+1, len(s.cards)-1)
	case in.TakeKey(ebiten.KeyLeft):
		next = max(cur-1, 0)
	case in.TakeKey(ebiten.KeyDown):
		next = s.nearest(cur, +1)
	case in.TakeKey(ebiten.KeyUp):
		next = s.nearest(cur, -1)
	}
	if next < 0 {
		return
	}
	s.grid.SetFocus(s.cards[next])
	s.reveal(s.cards[next])
	s.scroll = min(max(s.scroll, 0), s.maxScroll())
	s.layout(ctx)
}

// nearest returns the card in the next row (dir +1) or the row before (-1) closest in x to card cur.
func (s *tutorialScene) nearest(cur, dir int) int {
	if cur < 0 {
		return 0
	}
	from := s.cards[cur].Rect
	best, bestD := cur, 1<<30
	for i, c := range s.cards {
		r := c.Rect
		if (dir > 0 && r.Min.Y <= from.Min.Y) || (dir < 0 && r.Min.Y >= from.Min.Y) {
			continue
		}
		d := abs(r.Min.Y-from.Min.Y)*4 + abs(r.Min.X-from.Min.X)
		if d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// Draw paints the head and the scrolled grid, clipped under the head.
func (s *tutorialScene) Draw(screen *ebiten.Image, ctx *Context) {
	t := ctx.Theme
	clip := s.view.Intersect(screen.Bounds())
	s.grid.Draw(screen.SubImage(clip).(*ebiten.Image), t)
	if s.scroll > 0 { // a soft edge says there is more above
		for i := range t.I(10) {
			a := uint8(60 - 6*i)
			widget.FillRect(screen, float64(clip.Min.X), float64(clip.Min.Y+i), float64(clip.Dx()), 1, widget.WithAlpha(t.Shadow, a))
		}
	}
	if s.scroll < s.maxScroll() {
		for i := range t.I(10) {
			a := uint8(60 - 6*i)
			widget.FillRect(screen, float64(clip.Min.X), float64(clip.Max.Y-1-i), float64(clip.Dx()), 1, widget.WithAlpha(t.Shadow, a))
		}
	}
	s.head.Draw(screen, t)
	if s.note.Text != "" {
		s.note.Draw(screen, t, false)
	}
}

// noteChanges decides whether the next frame must be drawn again.
func (s *tutorialScene) noteChanges(ctx *Context) {
	focus := -1
	for i, c := range s.cards {
		if s.grid.Focused() == c {
			focus = i
		}
	}
	sig := fmt.Sprintf("%d|%d|%s|%d|%d|%d", s.scroll, focus, s.title.Text, ctx.W, ctx.H, s.version)
	s.looks.note(sig, s.grid.Animating() || s.head.Animating())
}

// Live returns nothing: the map has no part that moves on its own.
func (s *tutorialScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// Busy reports whether an own lesson is being checked; the folder's watch, which never ends, does not count.
func (s *tutorialScene) Busy() bool { return s.checking }

// Leave stops the folder's watch; the check of own lessons goes on (a lesson page shows what it finds).
func (s *tutorialScene) Leave(ctx *Context) { s.watch.slot.Cancel() }

// mainForm returns every control of the scene.
func (s *tutorialScene) mainForm() *widget.Form { return s.all }

// abs returns the absolute value of x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
