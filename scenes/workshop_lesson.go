package scenes

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/job"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// savedLesson is what saving the workshop's lesson in the folder of own lessons found: the file's name and path,
// and the folder read again.
type savedLesson struct {
	file, path string
	folder     lesson.Folder
}

// workshopLessonScene is the lesson being made in the teacher's workshop: its title in the language chosen, its
// pages in a list (the page chosen on the board), moved up and down, edited on the workshop's page, deleted with a
// second click, and tried as a learner will see them; Save writes it into the folder of own lessons (written whole
// or not at all, off the game loop), where the lesson map, atarigo-lessons and other devices read it, and Save as
// file writes a copy where the teacher chooses (in the browser, a download), to share.
type workshopLessonScene struct {
	kept  *workshopKept
	view  *board.View
	form  *widget.Form
	panel *widget.Panel

	heading, titleLbl, message *widget.Label
	lang                       *widget.Radio
	title                      *widget.TextField
	list                       *widget.List
	up, down, edit, del        *widget.Button
	try, save, saveAs          *widget.Button
	newPage, mine, menu        *widget.Button

	msg      string
	bad      bool
	deleting int // the page a second click of Delete takes out, -1 when none
	// picking is set while the list shows the own lessons to reopen (owns) instead of the pages; opening is the one
	// a second click of Open puts in place of the lesson being made, -1 when none.
	picking bool
	owns    []*lesson.Lesson
	opening int
	saving  job.Slot[string, savedLesson]
	looks   // what the last frame showed (Dirty)
}

// newWorkshopLessonScene shows the lesson being made.
func newWorkshopLessonScene(ctx *Context, sprites *board.Sprites) *workshopLessonScene {
	k := ctx.workshopKept()
	s := &workshopLessonScene{kept: k, view: board.NewView(sprites), deleting: -1, opening: -1}
	s.panel = &widget.Panel{}
	s.heading = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.titleLbl = &widget.Label{Size: widget.SizeBody, V: widget.AlignCenter}
	s.message = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.lang = widget.NewRadio(nil, 0, "")
	s.lang.Small = true
	s.title = widget.NewTextField("", "", "")
	s.title.MaxLen = 80
	s.list = widget.NewList(nil, "")
	s.list.Small = true
	s.list.RowHeight = 30
	s.up, s.down, s.edit, s.del = &widget.Button{}, &widget.Button{}, &widget.Button{}, &widget.Button{}
	s.try = &widget.Button{Kind: widget.ButtonPrimary}
	s.save, s.saveAs = &widget.Button{Kind: widget.ButtonPrimary}, &widget.Button{}
	s.newPage, s.mine, s.menu = &widget.Button{}, &widget.Button{}, &widget.Button{Kind: widget.ButtonQuiet}
	s.form = widget.NewForm(s.panel, s.heading, s.lang, s.titleLbl, s.title, s.list, s.up, s.down, s.edit, s.del,
		s.try, s.save, s.saveAs, s.message, s.newPage, s.mine, s.menu)
	s.langFromKept()
	s.texts(ctx)
	s.rows(ctx)
	if n := len(k.lesson.Pages); n > 0 {
		s.list.Select(min(max(k.selected, 0), n-1))
	}
	if k.lesson.Title.In(k.lang) == "" {
		s.form.SetFocus(s.title)
	}
	if k.restored > 0 {
		s.say(ctx.Tr.Plural("workshop.restored", float64(k.restored)), false)
		k.restored = 0
	}
	s.layout(ctx)
	return s
}

// langFromKept shows the language the words are written in and the title in it.
func (s *workshopLessonScene) langFromKept() {
	for i, code := range lesson.Languages {
		if code == s.kept.lang {
			s.lang.Selected = i
		}
	}
	s.title.SetText(s.kept.lesson.Title[s.kept.lang])
}

// texts sets the captions in the current language.
func (s *workshopLessonScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.heading.Text = tr.T("workshop.lesson.title")
	s.lang.Options = s.lang.Options[:0]
	for _, code := range lesson.Languages {
		s.lang.Options = append(s.lang.Options, game.LanguageName(code))
	}
	s.lang.Tip = tr.T("workshop.lang.tip")
	s.titleLbl.Text = tr.T("workshop.lesson.name")
	s.title.Prompt, s.title.Tip = tr.T("workshop.lesson.name.prompt"), tr.T("workshop.lesson.name.tip")
	s.list.Columns = []widget.ListColumn{
		{Title: tr.T("workshop.col.page"), Weight: 0.5},
		{Title: tr.T("workshop.col.task"), Weight: 1.5},
		{Title: tr.T("workshop.col.words"), Weight: 4},
	}
	s.list.Empty = tr.T("workshop.lesson.empty")
	s.list.Tip = tr.T("workshop.lesson.list.tip")
	s.up.Text, s.up.Tip = tr.T("workshop.lesson.up"), tr.T("workshop.lesson.up.tip")
	s.down.Text, s.down.Tip = tr.T("workshop.lesson.down"), tr.T("workshop.lesson.down.tip")
	s.edit.Text, s.edit.Tip = tr.T("workshop.lesson.edit"), tr.T("workshop.lesson.edit.tip")
	s.del.Text, s.del.Tip = tr.T("workshop.lesson.delete"), tr.T("workshop.lesson.delete.tip")
	s.del.Kind = widget.ButtonNormal
	if s.deleting >= 0 {
		s.del.Text, s.del.Kind = tr.T("workshop.lesson.delete.sure", s.deleting+1), widget.ButtonPrimary
	}
	s.try.Text, s.try.Tip = tr.T("workshop.lesson.try"), tr.T("workshop.lesson.try.tip")
	s.save.Text, s.save.Tip = tr.T("common.save"), tr.T("workshop.lesson.save.tip")
	s.saveAs.Text, s.saveAs.Tip = tr.T("workshop.lesson.save_as"), tr.T("workshop.lesson.save_as.tip")
	s.newPage.Text, s.newPage.Tip = tr.T("workshop.lesson.new_page"), tr.T("workshop.lesson.new_page.tip")
	s.mine.Text, s.mine.Tip, s.mine.Selected = tr.T("workshop.lesson.mine"), tr.T("workshop.lesson.mine.tip"), false
	if s.picking {
		s.mine.Text, s.mine.Tip, s.mine.Selected = tr.T("workshop.lesson.mine.back"), tr.T("workshop.lesson.mine.back.tip"), true
		s.list.Columns = []widget.ListColumn{
			{Title: tr.T("workshop.col.title"), Weight: 3},
			{Title: tr.T("workshop.col.pages"), Weight: 0.8},
			{Title: tr.T("workshop.col.file"), Weight: 2},
		}
		s.list.Empty, s.list.Tip = tr.T("workshop.mine.empty"), tr.T("workshop.mine.list.tip")
		s.edit.Text, s.edit.Tip, s.edit.Kind = tr.T("workshop.mine.open"), tr.T("workshop.mine.open.tip"), widget.ButtonPrimary
		if s.opening >= 0 {
			s.edit.Text = tr.T("workshop.mine.open.sure")
		}
	} else {
		s.edit.Kind = widget.ButtonNormal
	}
	s.menu.Text, s.menu.Tip = tr.T("common.menu"), tr.T("workshop.lesson.menu.tip")
}

// rows fills the list with the pages: their number, what they ask and their words in the language chosen; while
// an own lesson is chosen to reopen, with the own lessons: their titles, pages and files.
func (s *workshopLessonScene) rows(ctx *Context) {
	s.list.Rows = s.list.Rows[:0]
	if s.picking {
		for _, l := range s.owns {
			s.list.Rows = append(s.list.Rows, []widget.ListCell{
				{Text: l.Title.In(s.kept.lang)}, {Text: strconv.Itoa(len(l.Pages))},
				{Text: strings.TrimPrefix(l.Key, lesson.OwnPrefix) + ".sgf", Dim: true},
			})
		}
		return
	}
	for i := range s.kept.lesson.Pages {
		p := &s.kept.lesson.Pages[i]
		words := p.Text[s.kept.lang]
		dim := words == ""
		if dim {
			words = p.Text.In(s.kept.lang) // written in another language only
		}
		s.list.Rows = append(s.list.Rows, []widget.ListCell{
			{Text: strconv.Itoa(i + 1)}, {Text: pageTaskText(ctx, p)}, {Text: words, Dim: dim},
		})
	}
}

// pageTaskText names what a page asks, as the workshop's choice of task does; a page of a reopened lesson that the
// workshop does not make (a game, a pointing goal) is named as kept as its file has it.
func pageTaskText(ctx *Context, p *lesson.Page) string {
	if d, ok := lesson.DraftOf(p); ok {
		return ctx.Tr.T("workshop.task." + d.Task.String())
	}
	if p.Kind == lesson.PageShow {
		return ctx.Tr.T("workshop.task.show")
	}
	return ctx.Tr.T("workshop.task.kept")
}

// selected returns the page chosen in the list, -1 when none (and while the list shows the own lessons).
func (s *workshopLessonScene) selected() int {
	if i := s.list.Selected; !s.picking && i >= 0 && i < len(s.kept.lesson.Pages) {
		return i
	}
	return -1
}

// layout puts the board (the page chosen) beside the panel, above it when the screen is upright.
func (s *workshopLessonScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(tightPad(t, screenRect(ctx), 16))
	var boardArea, panel image.Rectangle
	if ctx.Landscape() {
		pw := min(t.I(560), scr.Dx()*11/20)
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X-pw-t.I(16), scr.Max.Y)
		panel = image.Rect(boardArea.Max.X+t.I(16), scr.Min.Y, scr.Max.X, scr.Max.Y)
	} else {
		side := min(scr.Dx(), scr.Dy()*2/5)
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X, scr.Min.Y+side)
		panel = image.Rect(scr.Min.X, boardArea.Max.Y+t.I(12), scr.Max.X, scr.Max.Y)
	}
	if i := s.selected(); i >= 0 {
		start := s.kept.lesson.Pages[i].Start()
		s.view.Layout(boardArea, start.Cols(), start.Rows(), coordsOn(ctx))
	}
	s.panel.Rect = panel
	r := panel.Inset(tightPad(t, panel, 16))
	bh, gap := t.I(38), t.I(8)
	st := widget.Stack{X: r.Min.X, W: r.Dx(), Y: r.Min.Y, Gap: gap}
	s.heading.Rect = st.Next(t.I(30))
	s.lang.Rect = st.Next(t.I(30))
	row := st.Next(bh)
	lw := min(row.Dx()/3, int(widget.TextWidth(s.titleLbl.Text, t.Face(widget.SizeBody, false)))+t.I(10))
	s.titleLbl.Rect = image.Rect(row.Min.X, row.Min.Y, row.Min.X+lw, row.Max.Y)
	s.title.Rect = image.Rect(row.Min.X+lw, row.Min.Y, row.Max.X, row.Max.Y)
	// From the bottom: New page and Menu, the message, Save and Save as, Try, the page's buttons; the list takes
	// the rest.
	y := r.Max.Y - bh
	parts := widget.SplitH(image.Rect(r.Min.X, y, r.Max.X, r.Max.Y), 3, gap)
	s.newPage.Rect, s.mine.Rect, s.menu.Rect = parts[0], parts[1], parts[2]
	y -= gap
	mh := max(s.message.Height(t, r.Dx()), int(2*t.LineHeight(widget.SizeBody)+0.999))
	s.message.Rect = image.Rect(r.Min.X, y-mh, r.Max.X, y)
	y -= mh + gap
	parts = widget.SplitH(image.Rect(r.Min.X, y-bh, r.Max.X, y), 2, gap)
	s.save.Rect, s.saveAs.Rect = parts[0], parts[1]
	y -= bh + gap
	s.try.Rect = image.Rect(r.Min.X, y-bh, r.Max.X, y)
	y -= bh + gap
	parts = widget.SplitH(image.Rect(r.Min.X, y-bh, r.Max.X, y), 4, gap)
	s.up.Rect, s.down.Rect, s.edit.Rect, s.del.Rect = parts[0], parts[1], parts[2], parts[3]
	if s.picking { // Open it here alone on the row
		s.edit.Rect = image.Rect(r.Min.X, y-bh, r.Max.X, y)
	}
	y -= bh + gap
	s.list.Rect = image.Rect(r.Min.X, st.Y+t.I(4), r.Max.X, max(y, st.Y+t.I(4)))
}

// refresh fills the panel from the lesson and the last message.
func (s *workshopLessonScene) refresh(ctx *Context) {
	s.texts(ctx)
	s.rows(ctx)
	i, n := s.selected(), len(s.kept.lesson.Pages)
	s.up.Disabled, s.down.Disabled = i <= 0, i < 0 || i >= n-1
	s.edit.Disabled, s.del.Disabled, s.try.Disabled = i < 0, i < 0, i < 0
	busy := s.saving.Running()
	s.save.Disabled, s.saveAs.Disabled = n == 0 || busy, n == 0 || busy
	for _, b := range []*widget.Button{s.up, s.down, s.del, s.try, s.save, s.saveAs, s.newPage} {
		b.Hidden = s.picking
	}
	s.title.Disabled = s.picking
	if s.picking {
		s.edit.Disabled = s.pickedOwn() < 0
	}
	switch {
	case busy:
		s.message.Text, s.message.Color = ctx.Tr.T("workshop.lesson.saving"), color.RGBA{}
	case s.msg != "":
		s.message.Text, s.message.Color = s.msg, color.RGBA{}
		if s.bad {
			s.message.Color = ctx.Theme.Error
		}
	case s.picking && s.opening >= 0:
		s.message.Text, s.message.Color = ctx.Tr.Plural("workshop.mine.replaces", float64(n), n), color.RGBA{}
	case s.picking:
		s.message.Text, s.message.Color = ctx.Tr.T("workshop.mine.intro"), color.RGBA{}
	default:
		s.message.Text, s.message.Color = ctx.Tr.T("workshop.lesson.intro"), color.RGBA{}
	}
}

// say shows msg under the buttons; bad marks a problem.
func (s *workshopLessonScene) say(msg string, bad bool) { s.msg, s.bad = msg, bad }

// Update handles the controls and the saving off the game loop.
func (s *workshopLessonScene) Update(ctx *Context) Request {
	s.pollSave(ctx)
	s.kept.pollKeep(ctx)
	s.layout(ctx)
	s.form.Update(ctx.Input)
	s.view.Update()
	if !s.saving.Running() { // the lesson's file is written before anything else is done with it
		if req := s.handleControls(ctx); req != nil {
			return req
		}
	}
	s.refresh(ctx)
	s.layout(ctx)
	s.noteChanges()
	return nil
}

// handleControls carries out the buttons and the fields; it returns a request to leave.
func (s *workshopLessonScene) handleControls(ctx *Context) Request {
	k := s.kept
	in := ctx.Input
	if s.form.Focused() != s.list && len(s.list.Rows) > 0 { // the arrows choose a page from anywhere but the list
		switch {
		case in.TakeKey(ebiten.KeyUp):
			s.list.Select(max(s.list.Selected-1, 0))
			k.selected, s.deleting = s.list.Selected, -1
		case in.TakeKey(ebiten.KeyDown):
			s.list.Select(min(s.list.Selected+1, len(s.list.Rows)-1))
			k.selected, s.deleting = s.list.Selected, -1
		}
	}
	if s.picking || s.mine.Clicked() {
		return s.handlePicking(ctx)
	}
	i := s.selected()
	if !s.del.Clicked() && (in.Pressed || in.Released) && s.deleting >= 0 && !s.del.Hovered() {
		s.deleting = -1 // anything else but the second click keeps the page
	}
	switch {
	case s.menu.Clicked() || (s.form.Focused() != s.title && in.TakeKey(ebiten.KeyEscape)):
		return ToMenu{}
	case s.newPage.Clicked():
		k.draft, k.editing = nil, -1
		return ToStudy{}
	case s.try.Clicked() && i >= 0:
		k.selected = i
		return TryWorkshopPage{Page: i}
	case (s.edit.Clicked() || s.list.Activated()) && i >= 0:
		d, ok := lesson.DraftOf(&k.lesson.Pages[i])
		if !ok {
			s.say(ctx.Tr.T("workshop.lesson.not_editable"), true)
			return nil
		}
		k.draft, k.editing, k.selected = d, i, i
		return ToWorkshop{}
	case s.up.Clicked() && i > 0:
		s.move(i, i-1)
		k.keep(ctx)
	case s.down.Clicked() && i >= 0 && i < len(k.lesson.Pages)-1:
		s.move(i, i+1)
		k.keep(ctx)
	case s.del.Clicked() && i >= 0:
		if s.deleting != i {
			s.deleting = i
			return nil
		}
		k.lesson.Delete(i)
		k.keep(ctx)
		s.deleting = -1
		if k.editing == i {
			k.editing = -1
		} else if k.editing > i {
			k.editing--
		}
		s.list.Select(min(i, len(k.lesson.Pages)-1))
		s.say(ctx.Tr.T("workshop.lesson.deleted", i+1), false)
	case s.save.Clicked() && !s.save.Disabled:
		s.startSave(ctx)
	case s.saveAs.Clicked() && !s.saveAs.Disabled:
		data, err := k.lesson.Bytes()
		if err != nil {
			s.say(lessonWordsProblem(ctx, err), true)
			return nil
		}
		name := strings.TrimSuffix(k.lesson.FileName(), ".sgf")
		return ToFiles{Save: true, Lesson: &LessonFile{Name: name, Data: data}, Back: ToWorkshopLesson{}}
	case s.lang.Changed():
		k.lang = lesson.Languages[s.lang.Selected]
		s.langFromKept()
	}
	if s.title.Changed() {
		k.lesson.Title[k.lang] = strings.TrimSpace(s.title.Text)
		k.keep(ctx)
	}
	if s.list.Changed() {
		k.selected = s.list.Selected
		s.deleting = -1
	}
	return nil
}

// pickedOwn returns the own lesson chosen in the list while it shows them, -1 when none.
func (s *workshopLessonScene) pickedOwn() int {
	if i := s.list.Selected; s.picking && i >= 0 && i < len(s.owns) {
		return i
	}
	return -1
}

// handlePicking carries out the controls while an own lesson is chosen to reopen: Lessons of mine shows them (read
// as the lesson map reads them) or goes back to the pages, and Open (or a double click) makes the lesson chosen the
// one being made, with a second click when that puts pages aside.
func (s *workshopLessonScene) handlePicking(ctx *Context) Request {
	k, in := s.kept, ctx.Input
	if !s.edit.Clicked() && (in.Pressed || in.Released) && s.opening >= 0 && !s.edit.Hovered() {
		s.opening = -1 // anything else but the second click keeps the lesson being made
	}
	switch {
	case s.mine.Clicked() && !s.picking:
		s.owns = s.owns[:0]
		list, _ := ctx.lessons()
		for _, l := range list {
			if l.Own {
				s.owns = append(s.owns, l)
			}
		}
		s.picking, s.msg, s.deleting, s.opening = true, "", -1, -1
		s.list.Select(0)
	case s.mine.Clicked() || (s.form.Focused() != s.title && in.TakeKey(ebiten.KeyEscape)):
		s.picking, s.opening = false, -1
		s.list.Select(min(max(k.selected, 0), len(k.lesson.Pages)-1))
	case (s.edit.Clicked() || s.list.Activated()) && s.pickedOwn() >= 0:
		i := s.pickedOwn()
		if len(k.lesson.Pages) > 0 && s.opening != i {
			s.opening = i
			return nil
		}
		w, err := lesson.Reopen(s.owns[i])
		if err != nil {
			s.say(ctx.Tr.T("study.error", ctx.ErrorText(err)), true)
			return nil
		}
		k.lesson, k.draft, k.editing, k.selected = w, nil, -1, 0
		k.keep(ctx)
		s.picking, s.opening = false, -1
		s.list.Select(0)
		s.langFromKept()
		s.say(ctx.Tr.T("workshop.mine.opened", w.FileName()), false)
	case s.list.Changed():
		s.opening = -1
	}
	return nil
}

// move moves page i to j, and the choice and the page being edited with it.
func (s *workshopLessonScene) move(i, j int) {
	k := s.kept
	if k.lesson.Move(i, j) != nil {
		return
	}
	switch k.editing {
	case i:
		k.editing = j
	case j:
		k.editing = i
	}
	s.list.Select(j)
	k.selected, s.deleting, s.msg = j, -1, ""
}

// lessonWordsProblem says what the lesson's words lack, or why it cannot be written.
func lessonWordsProblem(ctx *Context, err error) string {
	if errors.Is(err, lesson.ErrNoWords) {
		return ctx.Tr.T("workshop.lesson.no_words")
	}
	return ctx.Tr.T("study.error", ctx.ErrorText(err))
}

// startSave writes the lesson into the folder of own lessons off the game loop: under its title's name the first
// time (beside a lesson of that name, never over it), over its own file after that.
func (s *workshopLessonScene) startSave(ctx *Context) {
	k := s.kept
	if k.lesson.Title.In(k.lang) == "" {
		s.say(ctx.Tr.T("workshop.lesson.no_words"), true)
		return
	}
	data, err := k.lesson.Bytes()
	if err != nil {
		s.say(lessonWordsProblem(ctx, err), true)
		return
	}
	name, how := k.lesson.FileName(), game.BesideLesson
	if k.lesson.File != "" {
		how = game.ReplaceLesson
	}
	old := ctx.own
	s.saving.Start(name, func(context.Context) (savedLesson, error) {
		p, err := game.AddLessonFile(name, data, how)
		if err != nil {
			return savedLesson{}, err
		}
		return savedLesson{file: filepath.Base(p), path: p, folder: lesson.ReloadFolder(filepath.Dir(p), old)}, nil
	})
}

// pollSave takes the end of the saving: the lesson map reads the folder again, or the teacher hears why nothing was
// written.
func (s *workshopLessonScene) pollSave(ctx *Context) {
	a, ok := s.saving.Poll()
	if !ok {
		return
	}
	tr := ctx.Tr
	if a.Err != nil {
		s.say(tr.T("workshop.lesson.save_failed", game.WriteProblem(tr, a.Err)), true)
		return
	}
	s.kept.lesson.File = a.Value.file
	s.kept.keep(ctx)
	ctx.own = a.Value.folder
	ctx.forgetLessons()
	s.say(tr.T("workshop.lesson.saved", a.Value.file), false)
}

// Draw paints the page chosen on the board, and the panel.
func (s *workshopLessonScene) Draw(screen *ebiten.Image, ctx *Context) {
	if i := s.selected(); i >= 0 {
		p := &s.kept.lesson.Pages[i]
		start := p.Start()
		mk := board.Marks{Last: engine.NoPoint, Ko: start.Ko(), Hover: engine.NoPoint, Highlight: engine.NoPoint}
		for _, t := range p.Goal.Targets {
			if start.At(t).IsStone() {
				mk.Rings = append(mk.Rings, start.ChainStones(t, nil)...)
			}
		}
		s.view.Draw(screen, ctx.Theme, &start, &mk)
	}
	s.panel.Draw(screen, ctx.Theme, false)
	s.form.Draw(screen, ctx.Theme)
}

// Leave lets the saving finish on its own; its answer is then never taken.
func (s *workshopLessonScene) Leave(ctx *Context) {}

// Busy reports whether the lesson is being saved, or kept for the next window.
func (s *workshopLessonScene) Busy() bool { return s.saving.Running() || s.kept.keeping.Running() }

// noteChanges notes whether the next frame must be drawn again without input.
func (s *workshopLessonScene) noteChanges() {
	sig := fmt.Sprintf("%d|%d|%s|%v|%d|%v|%d", s.list.Selected, len(s.kept.lesson.Pages), s.message.Text, s.saving.Running(),
		s.deleting, s.picking, s.opening)
	s.looks.note(sig, s.form.Animating() || s.view.Animating())
}

// Live returns nothing: the scene has no part that moves on its own.
func (s *workshopLessonScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// mainForm returns the scene's controls.
func (s *workshopLessonScene) mainForm() *widget.Form { return s.form }

// boardGeometry returns where the board is drawn.
func (s *workshopLessonScene) boardGeometry() board.Geometry { return s.view.Geometry() }

// describeShot says where the board is and what the panel says, for screenshots.
func (s *workshopLessonScene) describeShot() BoardShot {
	g := s.view.Geometry()
	r := s.message.Rect
	return BoardShot{Cols: g.Cols, Rows: g.Rows, X0: g.X0, Y0: g.Y0, Cell: g.Cell, Status: s.message.Text,
		StatusRect: [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}}
}

// dataWidgets returns the controls that show the teacher's own words (the title and the pages' words), which may
// be cut to fit.
func (s *workshopLessonScene) dataWidgets() []widget.Widget {
	return []widget.Widget{s.title, s.list, s.message}
}
