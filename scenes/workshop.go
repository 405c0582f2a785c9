package scenes

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/job"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// workshopKept is the teacher's workshop as it lasts while the window is open: the lesson being made, the page
// being made (nil when none) and which page it edits, the language the words are written in, and the judge the
// pages are judged with (one at a time).
type workshopKept struct {
	lesson  lesson.Workshop
	draft   *lesson.Draft
	editing int // the page the draft edits, -1 for a new page
	// selected is the page the lesson's list shows selected.
	selected int
	lang     string
	judge    *ai.Judge
	judgeMu  *sync.Mutex
	// keeping writes the lesson into the config folder after each change, off the game loop, so that it survives
	// closing the window (game.KeepWorkshop); writes says which write is the latest. restored is the number of pages
	// of a lesson read back from there, until the lesson's view has said so.
	keeping  job.Slot[uint64, struct{}]
	writes   *keptWrites
	restored int
}

// keptWrites orders the writes of the kept lesson: only the latest one started writes, so that an older one
// finishing late never puts an older lesson over a newer one.
type keptWrites struct {
	mu     sync.Mutex
	latest uint64
}

// workshopKept returns the kept workshop, making it on first use, its words in the window's language: the lesson
// being made when the window last closed comes back, offered with a button to it.
func (c *Context) workshopKept() *workshopKept {
	if c.workshop == nil {
		k := &workshopKept{lesson: lesson.Workshop{Title: lesson.Text{}}, editing: -1, lang: c.Tr.Lang(),
			judgeMu: &sync.Mutex{}, writes: &keptWrites{}}
		c.workshop = k
		w, ok, err := game.KeptWorkshop()
		switch {
		case err != nil:
			c.Tell(c.Tr.T("workshop.keep_unread", c.ErrorText(err)), true)
		case ok && len(w.Pages) > 0:
			k.lesson, k.restored = w, len(w.Pages)
			if c.svc != nil {
				c.svc.toast.offer(c.Tr.Plural("workshop.restored", float64(k.restored)), false, c.Tr.T("workshop.lesson.title"),
					ToWorkshopLesson{})
			}
		}
	}
	return c.workshop
}

// keep writes the lesson as it is now into the config folder, off the game loop; a lesson that cannot be written
// is told at once.
func (k *workshopKept) keep(ctx *Context) {
	data, err := k.lesson.Keep()
	if err != nil {
		ctx.Tell(ctx.Tr.T("workshop.keep_failed", ctx.ErrorText(err)), true)
		return
	}
	w := k.writes
	w.mu.Lock()
	w.latest++
	rev := w.latest
	w.mu.Unlock()
	k.keeping.Start(rev, func(context.Context) (struct{}, error) {
		w.mu.Lock()
		defer w.mu.Unlock()
		if rev != w.latest {
			return struct{}{}, nil // a newer lesson is written instead
		}
		return struct{}{}, game.KeepWorkshop(data)
	})
}

// pollKeep tells at once when the lesson could not be kept for the next window, and why.
func (k *workshopKept) pollKeep(ctx *Context) {
	if a, ok := k.keeping.Poll(); ok && a.Err != nil {
		ctx.Tell(ctx.Tr.T("workshop.keep_failed", game.WriteProblem(ctx.Tr, a.Err)), true)
	}
}

// workshopTry is a row of the page's list of tries: a try of the examination and what kind of move it is.
type workshopTry struct {
	kind tryKind
	try  lesson.Try
}

// tryKind is how the engine judged a try's first move.
type tryKind uint8

const (
	tryRight tryKind = iota
	tryWrong
	tryAside
	tryAnswer
)

// workshopScene is the workshop's page: a page made from the study board's position. The teacher chooses what it
// asks (the task), clicks the chains it is about and the side to move, and writes its words; the engine judges
// the page off the game loop after each change, as the lesson file will be judged (lesson.Examine), and the scene
// lists every right first move with its line, the tempting wrong ones with their refutations and those set aside,
// each with what the learner would read, in the words of the lesson page (workshop_words.go). A page the engine
// cannot settle, with no right move or with every move right, is said so and can only be added as a show page.
type workshopScene struct {
	kept  *workshopKept
	draft *lesson.Draft
	rev   uint64 // counts the changes to what the judge reads; the examination is about one
	// judging is the examination of the draft, about its revision.
	judging job.Slot[uint64, *lesson.Examination]
	exam    *lesson.Examination // the examination of the draft as it is, nil while none
	examErr error               // why the draft cannot be a page, or why the engine could not judge it
	tries   []workshopTry
	view    *board.View
	form    *widget.Form
	panel   *widget.Panel

	title, pageLbl, marksLbl, verdict, detail *widget.Label
	tasks                                     [2]*widget.Radio
	learner                                   *widget.Radio
	motif                                     *widget.Stepper
	list                                      *widget.List
	lang                                      *widget.Radio
	text, hint                                *widget.TextField
	back, toLesson, add                       *widget.Button
	// words are the glossary's words that start with the word being typed in the page's text, in the language the
	// words are written in (terms, of termsLang); a click puts one in its place.
	words     [4]*widget.Button
	terms     []game.Term
	termsLang string

	msg     string // why the last click or Add did nothing, in the teacher's language
	pointer boardPointer
	cursor  boardCursor
	looks   // what the last frame showed (Dirty)
}

// motifChoices are the tactics a capture page may name, after "named by the engine" (the stepper's 0).
var motifChoices = []ai.Motif{ai.MotifCapture, ai.MotifAtari, ai.MotifDoubleAtari, ai.MotifLadder, ai.MotifNet,
	ai.MotifSnapback, ai.MotifThrowIn, ai.MotifRace, ai.MotifShortage, ai.MotifKo}

// newWorkshopScene opens the page being made: show when it is set (a new show page of a game's moves), else from pos
// when it is set (the study board's position, keeping what was chosen for the page before), else the kept one.
func newWorkshopScene(ctx *Context, sprites *board.Sprites, pos *engine.Position, show *lesson.Draft) *workshopScene {
	kept := ctx.workshopKept()
	switch {
	case show != nil:
		kept.draft, kept.editing = show, -1
	case pos != nil:
		d := lesson.NewDraft(*pos)
		if kept.draft != nil {
			d.Carry(kept.draft)
		}
		kept.draft = d
	}
	s := &workshopScene{kept: kept, draft: kept.draft, view: board.NewView(sprites)}
	s.panel = &widget.Panel{}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.pageLbl = &widget.Label{Size: widget.SizeSmall, Dim: true, V: widget.AlignCenter}
	s.marksLbl = &widget.Label{Size: widget.SizeSmall, Wrap: true, V: widget.AlignStart}
	s.verdict = &widget.Label{Size: widget.SizeBody, Bold: true, Wrap: true, V: widget.AlignStart}
	s.detail = &widget.Label{Size: widget.SizeSmall, Wrap: true, V: widget.AlignStart}
	for i := range s.tasks {
		s.tasks[i] = widget.NewRadio(nil, -1, "")
		s.tasks[i].Small = true
	}
	s.learner = widget.NewRadio([]string{"", ""}, 0, "")
	s.learner.Small = true
	s.motif = widget.NewStepper(0, 0, len(motifChoices), "")
	s.motif.Arrows = true
	s.list = widget.NewList(nil, "")
	s.list.Small = true
	s.list.RowHeight = 26
	s.lang = widget.NewRadio(nil, 0, "")
	s.lang.Small = true
	s.text = widget.NewTextField("", "", "")
	s.text.MaxLen = 300
	s.hint = widget.NewTextField("", "", "")
	s.hint.MaxLen = 200
	s.back = &widget.Button{Kind: widget.ButtonQuiet}
	s.toLesson = &widget.Button{}
	s.add = &widget.Button{Kind: widget.ButtonPrimary}
	s.form = widget.NewForm(s.panel, s.title, s.pageLbl, s.tasks[0], s.tasks[1], s.learner, s.motif, s.marksLbl, s.verdict,
		s.list, s.detail, s.lang, s.text)
	for i := range s.words {
		s.words[i] = &widget.Button{Small: true, Base: widget.Base{Hidden: true}}
		s.form.Add(s.words[i])
	}
	s.form.Add(s.hint, s.back, s.toLesson, s.add)
	if s.draft != nil {
		s.fromDraft()
		s.judge()
	}
	s.texts(ctx)
	s.layout(ctx)
	return s
}

// fromDraft sets the controls from the draft.
func (s *workshopScene) fromDraft() {
	d := s.draft
	for i, t := range lesson.Tasks {
		r, at := s.tasks[i/5], i%5
		if d.Task == t {
			r.Selected = at
			s.tasks[1-i/5].Selected = -1
		}
	}
	s.learner.Selected = 0
	if d.Learner() == engine.White {
		s.learner.Selected = 1
	}
	s.motif.Value = 0
	if d.Named {
		for i, m := range motifChoices {
			if m == d.Motif {
				s.motif.Value = i + 1
			}
		}
	}
	s.wordsFromDraft()
}

// wordsFromDraft puts the draft's words in the language chosen into the fields.
func (s *workshopScene) wordsFromDraft() {
	for i, code := range lesson.Languages {
		if code == s.kept.lang {
			s.lang.Selected = i
		}
	}
	s.text.SetText(s.draft.Text[s.kept.lang])
	s.hint.SetText(s.draft.Hint[s.kept.lang])
}

// texts sets the captions in the current language.
func (s *workshopScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.title.Text = tr.T("workshop.title")
	for i, t := range lesson.Tasks {
		r := s.tasks[i/5]
		if i%5 == 0 {
			r.Options, r.Tips = r.Options[:0], r.Tips[:0]
		}
		r.Options = append(r.Options, tr.T("workshop.task."+t.String()))
		r.Tips = append(r.Tips, tr.T("workshop.task."+t.String()+".tip"))
	}
	s.learner.Options = []string{tr.T("workshop.learner.black"), tr.T("workshop.learner.white")}
	s.learner.Tip = tr.T("workshop.learner.tip")
	s.motif.Tip = tr.T("workshop.motif.tip")
	s.motif.Format = func(v int) string {
		if v == 0 {
			if s.exam != nil && s.exam.Named != ai.MotifNone {
				return tr.T("workshop.motif.named", tr.T("workshop.motif."+s.exam.Named.String()))
			}
			return tr.T("workshop.motif.auto")
		}
		return tr.T("workshop.motif.chosen", tr.T("workshop.motif."+motifChoices[v-1].String()))
	}
	first := tr.T("workshop.col.move")
	if s.exam != nil && s.exam.Page.Kind == lesson.PageQuestion {
		first = tr.T("workshop.col.answer")
	}
	s.list.Columns = []widget.ListColumn{
		{Title: first, Weight: 1},
		{Title: tr.T("workshop.col.verdict"), Weight: 2.2},
		{Title: tr.T("workshop.col.line"), Weight: 3},
	}
	s.list.Tip = tr.T("workshop.list.tip")
	s.list.Empty = ""
	s.lang.Options = s.lang.Options[:0]
	for _, code := range lesson.Languages {
		s.lang.Options = append(s.lang.Options, game.LanguageName(code))
	}
	s.lang.Tip = tr.T("workshop.lang.tip")
	s.text.Prompt, s.text.Tip = tr.T("workshop.text"), tr.T("workshop.text.tip")
	for _, b := range s.words {
		b.Tip = tr.T("workshop.word.tip")
	}
	s.hint.Prompt, s.hint.Tip = tr.T("workshop.hint"), tr.T("workshop.hint.tip")
	s.back.Text, s.back.Tip = tr.T("workshop.back"), tr.T("workshop.back.tip")
	s.toLesson.Text, s.toLesson.Tip = tr.Plural("workshop.to_lesson", float64(len(s.kept.lesson.Pages))), tr.T("workshop.to_lesson.tip")
	s.add.Tip = tr.T("workshop.add.tip")
}

// judge starts the engine on the draft as it is now, off the game loop; an older examination is dropped.
func (s *workshopScene) judge() {
	s.rev++
	s.exam, s.examErr, s.tries = nil, nil, nil
	s.list.Rows, s.list.Selected = nil, -1
	if err := s.draft.Check(); err != nil {
		s.judging.Cancel()
		s.examErr = err
		return
	}
	d := s.draft.Clone()
	k := s.kept
	if k.judge == nil {
		k.judge = ai.NewJudge()
	}
	j, mu := k.judge, k.judgeMu
	s.judging.Start(s.rev, func(ctx context.Context) (*lesson.Examination, error) {
		mu.Lock()
		defer mu.Unlock()
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return lesson.Examine(ctx, j, d)
	})
}

// poll takes the examination once it has come, when it is about the draft as it is.
func (s *workshopScene) poll(ctx *Context) {
	a, ok := s.judging.PollFor(s.rev)
	if !ok {
		return
	}
	s.exam, s.examErr = a.Value, a.Err
	if a.Err != nil {
		s.exam = nil
		return
	}
	s.fillTries(ctx)
}

// fillTries lists the examination's tries: a question's answers, or the right moves, the tempting wrong ones and
// those set aside; the first row is selected, its line on the board.
func (s *workshopScene) fillTries(ctx *Context) {
	x := s.exam
	s.tries = s.tries[:0]
	for _, t := range x.Answers {
		s.tries = append(s.tries, workshopTry{tryAnswer, t})
	}
	for _, l := range []struct {
		kind tryKind
		list []lesson.Try
	}{{tryRight, x.Right}, {tryWrong, x.Wrong}, {tryAside, x.Aside}} {
		for _, t := range l.list {
			s.tries = append(s.tries, workshopTry{l.kind, t})
		}
	}
	s.rows(ctx)
	if len(s.tries) > 0 {
		s.list.Select(0)
	}
}

// rows fills the list from the tries, in the current language.
func (s *workshopScene) rows(ctx *Context) {
	s.list.Rows = s.list.Rows[:0]
	if s.exam == nil {
		return
	}
	start := s.exam.Page.Start()
	for _, t := range s.tries {
		s.list.Rows = append(s.list.Rows, []widget.ListCell{
			{Text: tryMove(ctx, t, start.Rows())},
			{Text: tryVerdict(ctx, s.exam, t)},
			{Text: lineText(ctx, &start, t.try.Line), Dim: true},
		})
	}
}

// refresh fills the panel from the draft, the examination and the words.
func (s *workshopScene) refresh(ctx *Context) {
	tr := ctx.Tr
	k := s.kept
	s.texts(ctx)
	switch {
	case k.editing >= 0:
		s.pageLbl.Text = tr.T("workshop.page.editing", k.editing+1, len(k.lesson.Pages))
	default:
		s.pageLbl.Text = tr.T("workshop.page.new", len(k.lesson.Pages)+1)
	}
	d := s.draft
	s.motif.Hidden = !d.Task.TakesMotif()
	s.marksLbl.Text, s.marksLbl.Color = marksText(ctx, d), color.RGBA{}
	if s.msg != "" {
		s.marksLbl.Text, s.marksLbl.Color = s.msg, ctx.Theme.Error
	}
	s.verdict.Text, s.verdict.Color = s.verdictText(ctx)
	s.detail.Text = ""
	if i := s.list.Selected; i >= 0 && i < len(s.tries) && s.exam != nil {
		s.detail.Text = tr.T("workshop.reads", learnerSays(ctx, s.exam.Page, s.tries[i].try))
	}
	s.add.Disabled = s.judging.Running() || s.exam == nil
	switch {
	case s.exam != nil && !s.exam.Exercise() && d.Task != lesson.TaskShow:
		s.add.Text = tr.T("workshop.add.show")
	case k.editing >= 0:
		s.add.Text = tr.T("workshop.add.update", k.editing+1)
	default:
		s.add.Text = tr.T("workshop.add")
	}
}

// marksText says which chains the task is about and how to mark them.
func marksText(ctx *Context, d *lesson.Draft) string {
	c, most := d.Task.Marks(d.Learner())
	tr := ctx.Tr
	if c == engine.Empty && len(d.Moves) > 0 {
		return tr.Plural("workshop.show.moves", float64(len(d.Moves)))
	}
	if c == engine.Empty {
		return tr.T("workshop.marks.none." + d.Task.String())
	}
	colour := "white"
	if c == engine.Black {
		colour = "black"
	}
	key := "workshop.marks.many." + colour
	if most == 1 {
		key = "workshop.marks.one." + colour
	}
	return tr.T(key) + " " + tr.Plural("workshop.marks.count", float64(chainsMarked(d)), chainsMarked(d))
}

// chainsMarked counts the chains the draft marks.
func chainsMarked(d *lesson.Draft) int { return len(d.Targets) }

// verdictText says what the engine found of the page, and the colour it is said in.
func (s *workshopScene) verdictText(ctx *Context) (string, color.RGBA) {
	t := ctx.Theme
	switch {
	case errors.Is(s.examErr, lesson.ErrTwoChains):
		return draftProblemText(ctx, s.examErr), t.TextDim
	case unmarked(s.examErr):
		return ctx.Tr.T("workshop.verdict.waiting"), t.TextDim
	case s.examErr != nil:
		return draftProblemText(ctx, s.examErr), t.Error
	case s.judging.Running():
		return ctx.Tr.T("workshop.judging"), t.TextDim
	case s.exam == nil:
		return "", color.RGBA{}
	}
	text, ok := examText(ctx, s.exam)
	if !ok {
		return text, t.Error
	}
	return text, t.Good
}

// unmarked reports whether err says only that the chains the task is about are not marked yet, which the line
// above the verdict asks for.
func unmarked(err error) bool {
	return errors.Is(err, ai.ErrNoTarget) || errors.Is(err, ai.ErrOneTarget)
}

// layout puts the board beside the panel (above it when the screen is upright).
func (s *workshopScene) layout(ctx *Context) {
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
	if s.draft != nil {
		s.view.Layout(boardArea, s.draft.Start.Cols(), s.draft.Start.Rows(), coordsOn(ctx))
	}
	s.panel.Rect = panel
	r := panel.Inset(tightPad(t, panel, 16))
	bh, gap := t.I(38), t.I(8)
	st := widget.Stack{X: r.Min.X, W: r.Dx(), Y: r.Min.Y, Gap: gap}
	row := st.Next(t.I(30))
	s.title.Rect = row
	tw := int(widget.TextWidth(s.title.Text, t.Face(widget.SizeLarge, true))) + t.I(12)
	s.pageLbl.Rect = image.Rect(min(row.Min.X+tw, row.Max.X), row.Min.Y, row.Max.X, row.Max.Y)
	s.pageLbl.H = widget.AlignEnd
	s.tasks[0].Rect = st.Next(t.I(32))
	s.tasks[1].Rect = st.Next(t.I(32))
	s.learner.Rect = st.Next(t.I(32))
	if !s.motif.Hidden {
		s.motif.Rect = st.Next(t.I(32))
	}
	s.marksLbl.Rect = st.Next(s.marksLbl.Height(t, r.Dx()))
	// From the bottom: the buttons, the words, the detail of the row chosen; the verdict and the list share the rest.
	bottom := r.Max.Y - bh
	parts := widget.SplitH(image.Rect(r.Min.X, bottom, r.Max.X, r.Max.Y), 3, gap)
	s.back.Rect, s.toLesson.Rect, s.add.Rect = parts[0], parts[1], parts[2]
	y := bottom - gap
	s.hint.Rect = image.Rect(r.Min.X, y-bh, r.Max.X, y)
	y -= bh + gap
	if !s.words[0].Hidden { // the glossary's words, under the text they go into
		wh := t.I(28)
		parts := widget.SplitH(image.Rect(r.Min.X, y-wh, r.Max.X, y), len(s.words), gap)
		for i, b := range s.words {
			b.Rect = parts[i]
		}
		y -= wh + gap
	}
	s.text.Rect = image.Rect(r.Min.X, y-bh, r.Max.X, y)
	y -= bh + gap
	s.lang.Rect = image.Rect(r.Min.X, y-t.I(30), r.Max.X, y)
	y -= t.I(30) + gap
	dh := max(s.detail.Height(t, r.Dx()), int(2*t.LineHeight(widget.SizeSmall)+0.999))
	s.detail.Rect = image.Rect(r.Min.X, y-dh, r.Max.X, y)
	y -= dh + gap
	vh := min(s.verdict.Height(t, r.Dx()), max(y-st.Y-t.I(60), 0))
	s.verdict.Rect = image.Rect(r.Min.X, st.Y, r.Max.X, st.Y+vh)
	s.list.Rect = image.Rect(r.Min.X, st.Y+vh+gap, r.Max.X, max(y, st.Y+vh+gap))
	s.list.Hidden = len(s.list.Rows) == 0
}

// Update handles the controls, the keys and the board.
func (s *workshopScene) Update(ctx *Context) Request {
	if s.draft == nil { // nothing to make: the lesson is shown instead
		return ToWorkshopLesson{}
	}
	s.poll(ctx)
	s.kept.pollKeep(ctx)
	s.layout(ctx)
	s.form.Update(ctx.Input)
	s.view.Update()
	if req := s.handleControls(ctx); req != nil {
		return req
	}
	s.handleBoard(ctx)
	s.refresh(ctx)
	s.layout(ctx)
	s.noteChanges()
	return nil
}

// handleControls carries out the buttons, choices and fields; it returns a request to leave.
func (s *workshopScene) handleControls(ctx *Context) Request {
	d, k := s.draft, s.kept
	in := ctx.Input
	typing := s.form.Focused() == s.text || s.form.Focused() == s.hint
	switch {
	case s.back.Clicked() || (!typing && in.TakeKey(ebiten.KeyEscape)):
		pos := d.Start
		return ToStudy{From: &pos}
	case s.toLesson.Clicked():
		return ToWorkshopLesson{}
	case s.add.Clicked() && !s.add.Disabled:
		return s.addPage(ctx)
	case s.tasks[0].Changed() || s.tasks[1].Changed():
		i := s.tasks[0].Selected
		if s.tasks[1].Changed() {
			i = 5 + s.tasks[1].Selected
			s.tasks[0].Selected = -1
		} else {
			s.tasks[1].Selected = -1
		}
		d.SetTask(lesson.Tasks[i])
		s.msg = ""
		s.judge()
	case s.learner.Changed():
		d.SetLearner([]engine.Color{engine.Black, engine.White}[s.learner.Selected])
		s.msg = ""
		s.judge()
	case s.motif.Changed():
		if s.motif.Value == 0 {
			d.SetMotif(ai.MotifNone, false)
		} else {
			d.SetMotif(motifChoices[s.motif.Value-1], true)
		}
		s.judge()
	case s.lang.Changed():
		k.lang = lesson.Languages[s.lang.Selected]
		s.wordsFromDraft()
	}
	for _, b := range s.words {
		if b.Clicked() && !b.Hidden {
			s.text.SetText(game.CompleteTerm(s.text.Text, b.Text))
			d.Text[k.lang] = strings.TrimSpace(s.text.Text)
			s.form.SetFocus(s.text)
		}
	}
	if s.text.Changed() {
		d.Text[k.lang] = strings.TrimSpace(s.text.Text)
		s.msg = ""
	}
	s.suggestWords()
	if s.hint.Changed() {
		d.Hint[k.lang] = strings.TrimSpace(s.hint.Text)
	}
	if s.list.Changed() {
		s.msg = ""
	}
	return nil
}

// handleBoard marks or lets go of the chain clicked, tapped or reached by the keyboard's cursor.
func (s *workshopScene) handleBoard(ctx *Context) {
	in := ctx.Input
	b := &s.draft.Start
	pt, clicked := s.pointer.track(in, s.view, &s.cursor)
	if s.form.Focused() == nil && s.cursor.keys(in, b.Cols(), b.Rows()) {
		pt, clicked = s.cursor.pt, true
	}
	if !clicked {
		return
	}
	if err := s.draft.Toggle(pt); err != nil {
		s.msg = draftProblemText(ctx, err)
		s.view.Refused(pt)
		return
	}
	s.msg = ""
	s.judge()
}

// addPage adds the page to the lesson (or puts it in place of the page it edits) and shows the lesson; a page the
// engine found no exercise in goes as a show page. A page without words in any language is not added.
func (s *workshopScene) addPage(ctx *Context) Request {
	d, k, x := s.draft, s.kept, s.exam
	if len(lessonTextLangs(d.Text)) == 0 {
		s.msg = ctx.Tr.T("workshop.add.no_words")
		return nil
	}
	page := *x.Page
	if !x.Exercise() && page.Kind != lesson.PageShow {
		show := d.Clone()
		show.SetTask(lesson.TaskShow)
		p, err := show.Page(ai.MotifNone, nil)
		if err != nil {
			s.msg = draftProblemText(ctx, err)
			return nil
		}
		page = p
	}
	page.Text, page.Hint = cloneWords(d.Text), cloneWords(d.Hint)
	if page.Kind != lesson.PageExercise {
		page.Hint = lesson.Text{}
	}
	defer k.keep(ctx)
	if k.editing >= 0 && k.lesson.Replace(k.editing, page) == nil {
		k.selected = k.editing
	} else {
		k.selected = k.lesson.Add(page)
	}
	k.draft, k.editing = nil, -1
	return ToWorkshopLesson{}
}

// suggestWords shows the glossary's words, in the language the page's words are written in, that start with the
// word being typed at the end of its text.
func (s *workshopScene) suggestWords() {
	if s.termsLang != s.kept.lang {
		s.terms, s.termsLang = game.Glossary(game.NewTranslator(s.kept.lang)), s.kept.lang
	}
	found := game.SuggestTerms(s.terms, s.text.Text, len(s.words))
	for i, b := range s.words {
		b.Hidden = i >= len(found)
		if !b.Hidden {
			b.Text = found[i]
		}
	}
}

// lessonTextLangs returns the languages t has words in.
func lessonTextLangs(t lesson.Text) []string {
	var out []string
	for _, code := range lesson.Languages {
		if t[code] != "" {
			out = append(out, code)
		}
	}
	return out
}

// cloneWords returns a copy of t without its empty texts.
func cloneWords(t lesson.Text) lesson.Text {
	out := lesson.Text{}
	for k, v := range t {
		if v != "" {
			out[k] = v
		}
	}
	return out
}

// Draw paints the board with the chains marked and the line of the row chosen, and the panel.
func (s *workshopScene) Draw(screen *ebiten.Image, ctx *Context) {
	if s.draft == nil {
		return
	}
	mk := s.marks()
	s.view.Draw(screen, ctx.Theme, &s.draft.Start, &mk)
	s.panel.Draw(screen, ctx.Theme, false)
	s.form.Draw(screen, ctx.Theme)
}

// marks rings the chains the page is about and numbers the line of the row chosen.
func (s *workshopScene) marks() board.Marks {
	b := &s.draft.Start
	mk := board.Marks{Last: engine.NoPoint, Ko: engine.NoPoint, Hover: s.pointer.hover, Highlight: engine.NoPoint}
	if s.cursor.on {
		mk.Highlight = s.cursor.pt
	}
	for _, t := range s.draft.Targets {
		mk.Rings = append(mk.Rings, b.ChainStones(t, nil)...)
	}
	if i := s.list.Selected; s.exam != nil && i >= 0 && i < len(s.tries) {
		start := s.exam.Page.Start()
		first := start.ToMove()
		if s.tries[i].kind == tryAnswer && len(s.draft.Targets) > 0 {
			first = start.At(s.draft.Targets[0]).Opponent() // the ladder's attacker moves first
		}
		lineMarks(&mk, b, s.tries[i].try.Line, first, 0)
	}
	return mk
}

// Leave stops the judge when the page is left; the draft is kept.
func (s *workshopScene) Leave(ctx *Context) { s.judging.Cancel() }

// Busy reports whether the engine is judging the page or a stone is still moving.
func (s *workshopScene) Busy() bool { return s.judging.Running() || s.view.Animating() }

// noteChanges notes whether the next frame must be drawn again without input.
func (s *workshopScene) noteChanges() {
	sig := fmt.Sprintf("%d|%v|%s|%s|%d|%d|%v", s.rev, s.judging.Running(), s.verdict.Text, s.marksLbl.Text,
		s.list.Selected, s.pointer.hover, s.cursor)
	s.looks.note(sig, s.form.Animating() || s.view.Animating())
}

// Live returns nothing: the scene has no part that moves on its own.
func (s *workshopScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// mainForm returns the scene's controls.
func (s *workshopScene) mainForm() *widget.Form { return s.form }

// boardGeometry returns where the board is drawn.
func (s *workshopScene) boardGeometry() board.Geometry { return s.view.Geometry() }

// dataWidgets returns the controls that show the teacher's words and the engine's long lines, which may be cut to
// fit (a line is numbered whole on the board).
func (s *workshopScene) dataWidgets() []widget.Widget { return []widget.Widget{s.list, s.text, s.hint} }

// describeShot says where the board is and what the engine found, for screenshots: the verdict, and the learner's
// words of the row chosen as the caption.
func (s *workshopScene) describeShot() BoardShot {
	g := s.view.Geometry()
	r := s.verdict.Rect
	return BoardShot{Cols: g.Cols, Rows: g.Rows, X0: g.X0, Y0: g.Y0, Cell: g.Cell, Status: s.verdict.Text,
		StatusRect: [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}, Notice: s.marksLbl.Text, Caption: s.detail.Text}
}
