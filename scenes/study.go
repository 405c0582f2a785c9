package scenes

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// studySizes are the board sizes the study board offers.
var studySizes = []int{5, 7, 9, 13, 19}

// studyScene is the study board: stones placed freely (in turn, one colour, or erased, several at once by
// dragging), prisoners counted, and the engine's hint, exact solver and tactical reader asked about the position;
// it saves the position as a game file and starts a game from it. The board (a game.Study) is kept in the
// Context, so it is still there after a game, a save or the menu.
type studyScene struct {
	study *game.Study
	asker *game.StudyAsker
	view  *board.View
	form  *widget.Form
	panel *widget.Panel

	title, rulesLine, prisoners, toMoveLbl, answer *widget.Label
	rules, size, tool, toMove                      *widget.Radio
	take                                           *widget.Toggle
	resetPris, undo, redo, clear                   *widget.Button
	hint, solve, read                              *widget.Button
	workshop                                       *widget.Button // Make an exercise: the teacher's workshop
	menu, save, play                               *widget.Button
	resize, keep                                   *widget.Button // the answers to "change the size?"
	line                                           *lineView      // the answer's proven line, up to its decisive move, and its steps

	pointer  boardPointer
	cursor   boardCursor
	dragging bool            // a press on the board is being dragged over it: each new point gets the tool
	dragLast engine.Point    // the last point the drag acted on
	reading  bool            // the next click on a chain asks the reader about it
	msg      string          // why the last click did nothing, in the user's language
	sizeAsk  int             // the size a change to would take the stones off the board, asked about; 0 when none
	noticeAt image.Rectangle // where a message over the window goes: under the answer
	ctx      *Context
	looks    // what the last frame showed (Dirty)
}

// newStudyScene builds the study board around the kept Study, making one when there is none.
func newStudyScene(ctx *Context, sprites *board.Sprites) *studyScene {
	if ctx.study == nil {
		r, n := ctx.LastSetup.Rules, ctx.LastSetup.Cols
		if ctx.LastSetup.Cols != ctx.LastSetup.Rows || n < engine.MinSize {
			n = 9
		}
		st, err := game.NewStudy(r, n, n)
		if err != nil {
			st, _ = game.NewStudy(engine.AtariRules(1), 9, 9)
		}
		ctx.study = st
	}
	st := ctx.study
	s := &studyScene{study: st, asker: &game.StudyAsker{}, view: board.NewView(sprites), dragLast: engine.NoPoint, ctx: ctx}
	s.panel = &widget.Panel{}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.rulesLine = &widget.Label{Size: widget.SizeSmall, Dim: true, V: widget.AlignCenter}
	s.prisoners = &widget.Label{Size: widget.SizeBody, V: widget.AlignCenter}
	s.toMoveLbl = &widget.Label{Size: widget.SizeBody, V: widget.AlignCenter}
	s.answer = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.rules = widget.NewRadio([]string{"", ""}, 0, "")
	if st.Rules().Kind == engine.Go {
		s.rules.Selected = 1
	}
	s.size = widget.NewRadio(nil, 0, "")
	s.size.Small = true
	s.fillSizes()
	s.tool = widget.NewRadio([]string{"", "", "", ""}, int(st.Tool), "")
	s.tool.Small = true
	s.toMove = widget.NewRadio([]string{"", ""}, 0, "")
	s.toMove.Small = true
	s.take = widget.NewToggle("", "", st.TakePrisoners)
	s.resetPris = &widget.Button{Kind: widget.ButtonQuiet}
	s.undo, s.redo, s.clear = &widget.Button{}, &widget.Button{}, &widget.Button{}
	s.hint, s.solve, s.read = &widget.Button{}, &widget.Button{}, &widget.Button{}
	s.workshop = &widget.Button{}
	s.menu = &widget.Button{Kind: widget.ButtonQuiet}
	s.save = &widget.Button{}
	s.play = &widget.Button{Kind: widget.ButtonPrimary}
	s.line = newLineView(sprites)
	s.form = widget.NewForm(s.title, s.rulesLine, s.rules, s.size, s.tool, s.take, s.prisoners, s.resetPris,
		s.toMoveLbl, s.toMove, s.undo, s.redo, s.clear, s.hint, s.solve, s.read, s.workshop)
	s.form.Add(s.line.widgets()...)
	s.resize, s.keep = &widget.Button{Kind: widget.ButtonPrimary}, &widget.Button{}
	s.form.Add(s.answer, s.resize, s.keep, s.menu, s.save, s.play)
	s.texts(ctx)
	return s
}

// fillSizes offers the study sizes, and the board's own when it is another (a copy of a game on 6×6).
func (s *studyScene) fillSizes() {
	b := s.study.Board()
	s.size.Options = s.size.Options[:0]
	s.size.Selected = -1
	for i, n := range studySizes {
		s.size.Options = append(s.size.Options, strconv.Itoa(n))
		if b.Cols() == n && b.Rows() == n {
			s.size.Selected = i
		}
	}
	if s.size.Selected < 0 {
		s.size.Options = append(s.size.Options, strconv.Itoa(b.Cols())+"×"+strconv.Itoa(b.Rows()))
		s.size.Selected = len(s.size.Options) - 1
	}
}

// texts sets the captions in the current language.
func (s *studyScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.title.Text = tr.T("study.title")
	s.rules.Options = []string{ctx.Tr.T("app.title"), ctx.Tr.T("common.go")}
	s.rules.Tip = tr.T("study.rules")
	s.size.Tip = tr.T("study.size")
	s.tool.Options = []string{tr.T("study.tool.alternate"), tr.T("common.black"), tr.T("common.white"), tr.T("study.tool.erase")}
	s.tool.Tip = tr.T("study.tool.tip")
	s.take.Text, s.take.Tip = tr.T("study.take"), tr.T("study.take.tip")
	s.resetPris.Text, s.resetPris.Tip = tr.T("study.prisoners.reset"), tr.T("study.prisoners.reset.tip")
	s.toMoveLbl.Text = tr.T("study.tomove")
	s.toMove.Options = []string{tr.T("common.black"), tr.T("common.white")}
	s.toMove.Tip = tr.T("study.tomove.tip")
	s.undo.Text, s.undo.Tip = ctx.Tr.T("common.undo"), tr.T("study.undo.tip")
	s.redo.Text, s.redo.Tip = ctx.Tr.T("common.redo"), tr.T("study.redo.tip")
	s.clear.Text, s.clear.Tip = tr.T("study.clear"), tr.T("study.clear.tip")
	s.hint.Text, s.hint.Tip = tr.T("play.hint"), tr.T("study.hint.tip")
	s.solve.Text, s.solve.Tip = tr.T("study.solve"), tr.T("study.solve.tip")
	s.read.Text, s.read.Tip = tr.T("study.read"), tr.T("study.read.tip")
	s.workshop.Text, s.workshop.Tip = tr.T("study.workshop"), tr.T("study.workshop.tip")
	s.menu.Text, s.menu.Tip = tr.T("common.menu"), tr.T("study.menu.tip")
	s.save.Text, s.save.Tip = tr.T("common.save"), tr.T("study.save.tip")
	s.play.Text, s.play.Tip = tr.T("study.play"), tr.T("study.play.tip")
	s.resize.Text, s.resize.Tip = tr.T("study.size.yes"), tr.T("study.size.yes.tip")
	s.keep.Text, s.keep.Tip = tr.T("study.size.no"), tr.T("study.size.no.tip")
	s.line.texts(ctx)
}

// refresh fills the panel from the study board and the last answer.
func (s *studyScene) refresh(ctx *Context) {
	st := s.study
	b := st.Board()
	tr := ctx.Tr
	s.rulesLine.Text = rulesText(ctx, st.Rules(), b.Cols(), b.Rows())
	s.prisoners.Text = tr.T("study.prisoners", st.Prisoners(engine.Black), st.Prisoners(engine.White))
	s.resetPris.Disabled = st.Prisoners(engine.Black)+st.Prisoners(engine.White) == 0
	s.toMove.Selected = 0
	if st.ToMove() == engine.White {
		s.toMove.Selected = 1
	}
	s.tool.Selected = int(st.Tool)
	s.take.On = st.TakePrisoners
	s.undo.Disabled, s.redo.Disabled = !st.CanUndo(), !st.CanRedo()
	s.clear.Disabled = b.EmptyCount() == b.Cols()*b.Rows()
	s.read.Kind = widget.ButtonNormal
	if s.reading {
		s.read.Kind = widget.ButtonPrimary
	}
	pos := st.Position()
	a, ok := s.asker.Answer(&pos)
	if line := shownLine(a, ok); len(line) > 0 {
		s.line.show(a.Question, &pos, line, 0, true)
	} else {
		s.line.hide()
	}
	s.line.refresh(ctx)
	hideAll(s.sizeAsk == 0, s.resize, s.keep)
	switch {
	case s.sizeAsk > 0:
		s.answer.Text, s.answer.Color = tr.T("study.size.ask", s.sizeAsk, s.sizeAsk), color.RGBA{}
	case s.msg != "":
		s.answer.Text, s.answer.Color = s.msg, ctx.Theme.Error
	case s.asker.Thinking():
		s.answer.Text, s.answer.Color = tr.T("study.thinking"), color.RGBA{}
	case ok:
		s.answer.Text, s.answer.Color = game.StudySentence(tr, a, b.Rows()), color.RGBA{}
	case s.reading:
		s.answer.Text, s.answer.Color = tr.T("study.read.pick"), color.RGBA{}
	default:
		s.answer.Text, s.answer.Color = tr.T("study.intro"), color.RGBA{}
	}
}

// layout puts the board beside the panel (above it when the screen is upright).
func (s *studyScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(tightPad(t, screenRect(ctx), 16))
	b := s.study.Board()
	var boardArea, panel image.Rectangle
	// A low landscape screen (a phone on its side) has the panel's rows in two columns beside a smaller board.
	twoCols := ctx.Landscape() && scr.Dy() < t.I(560)
	switch {
	case twoCols:
		side := min(scr.Dy(), scr.Dx()*7/20)
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Min.X+side, scr.Max.Y)
		panel = image.Rect(boardArea.Max.X+t.I(12), scr.Min.Y, scr.Max.X, scr.Max.Y)
	case ctx.Landscape():
		pw := min(t.I(440), scr.Dx()*2/5)
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X-pw-t.I(16), scr.Max.Y)
		panel = image.Rect(boardArea.Max.X+t.I(16), scr.Min.Y, scr.Max.X, scr.Max.Y)
	default:
		// The board leaves the panel its rows and room for the answer, which so never moves a control.
		inner := scr.Dx() - 2*tightPad(t, scr, 16)
		st := widget.Stack{W: inner, Gap: t.I(10)}
		s.layoutRows(t, &st, image.Rect(0, 0, inner, 0), image.Rectangle{}, false)
		need := st.Y + studyWordsRoom(t) + t.I(40) + 2*tightPad(t, scr, 16) + t.I(12)
		side := max(min(scr.Dx(), scr.Dy()*9/20, scr.Dy()-need), scr.Dy()/4)
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X, scr.Min.Y+side)
		panel = image.Rect(scr.Min.X, boardArea.Max.Y+t.I(12), scr.Max.X, scr.Max.Y)
	}
	s.view.Layout(boardArea, b.Cols(), b.Rows(), coordsOn(ctx))
	s.panel.Rect = panel
	s.layoutPanel(t, panel.Inset(tightPad(t, panel, 16)), twoCols)
}

// studyWordsRoom is the least room the panel keeps for the answer and the steps of its line.
func studyWordsRoom(t *widget.Theme) int {
	return int(4*t.LineHeight(widget.SizeBody)+0.999) + t.I(40)*3/4 + 2*t.I(10)
}

// layoutPanel stacks the panel's rows in r: in one column, or with twoCols the position's rows in the left one and
// the questions and buttons in the right one. The answer and its line's steps go in the room left above the
// buttons that leave, the steps at its bottom: nothing said moves a control.
func (s *studyScene) layoutPanel(t *widget.Theme, r image.Rectangle, twoCols bool) {
	bh, gap := t.I(40), t.I(10)
	right, whole := r, r
	if twoCols {
		bh, gap = t.I(36), t.I(6)
		cols := widget.SplitH(r, 2, t.I(12))
		r, right = cols[0], cols[1]
	}
	st := widget.Stack{X: r.Min.X, W: r.Dx(), Y: r.Min.Y, Gap: gap}
	r = s.layoutRows(t, &st, r, right, twoCols)
	bottom := r.Max.Y - bh
	// The answer and the line's steps (or the answers to a question), from the bottom of the room up; a long answer
	// takes the small size.
	y := bottom - gap
	if !s.resize.Hidden {
		parts := widget.SplitH(image.Rect(r.Min.X, y-bh, r.Max.X, y), 2, gap)
		s.resize.Rect, s.keep.Rect = parts[0], parts[1]
		y -= bh + gap
	}
	st2 := widget.Stack{X: r.Min.X, W: r.Dx(), Gap: gap}
	s.line.layout(t, &st2, bh)
	if st2.Y > 0 {
		lst := widget.Stack{X: r.Min.X, W: r.Dx(), Gap: gap, Y: y - st2.Y + gap}
		s.line.layout(t, &lst, bh)
		y -= st2.Y
	}
	top := st.Y + t.I(4)
	// A message over the window goes under the answer when both fit.
	s.noticeAt = image.Rectangle{}
	if text, actions, ok := s.ctx.notice(); ok {
		if h := toastHeight(t, text, actions, r.Dx()); s.answer.Height(t, r.Dx()) <= y-h-gap-top {
			s.noticeAt = image.Rect(r.Min.X, y-h, r.Max.X, y)
			y -= h + gap
		}
	}
	s.answer.Size = widget.SizeBody
	if s.answer.Height(t, r.Dx()) > y-top {
		s.answer.Size = widget.SizeSmall
	}
	s.answer.Rect = image.Rect(r.Min.X, top, r.Max.X, max(top, y))
	// The buttons that leave close the panel, across both columns.
	parts := widget.SplitH(image.Rect(whole.Min.X, bottom, whole.Max.X, whole.Max.Y), 3, gap)
	s.menu.Rect, s.save.Rect, s.play.Rect = parts[0], parts[1], parts[2]
}

// layoutRows stacks the rows of controls in st, in r: the position's, then (in right, with twoCols) the questions;
// it returns the column the answer goes in.
func (s *studyScene) layoutRows(t *widget.Theme, st *widget.Stack, r, right image.Rectangle, twoCols bool) image.Rectangle {
	bh, gap := t.I(40), t.I(10)
	if twoCols {
		bh, gap = t.I(36), t.I(6)
	}
	s.title.Rect = st.Next(t.I(32))
	s.rulesLine.Rect = st.Next(t.I(20))
	s.rules.Rect = st.Next(bh)
	s.size.Rect = st.Next(t.I(34))
	s.tool.Rect = st.Next(t.I(34))
	s.take.Rect = st.Next(t.I(28))
	row := st.Next(t.I(34))
	lw := min(row.Dx()*2/3, int(widget.TextWidth(s.prisoners.Text, t.Face(widget.SizeBody, false)))+t.I(8))
	s.prisoners.Rect = image.Rect(row.Min.X, row.Min.Y, row.Min.X+lw, row.Max.Y)
	s.resetPris.Rect = image.Rect(row.Min.X+lw+gap, row.Min.Y, row.Max.X, row.Max.Y)
	if twoCols {
		// A column too narrow for both: the count on its row, the button under it.
		s.prisoners.Rect = row
		row = st.Next(t.I(34))
		s.resetPris.Rect = image.Rect(row.Min.X, row.Min.Y, row.Min.X+row.Dx()*3/5, row.Max.Y)
	}
	row = st.Next(t.I(34))
	lw = min(row.Dx()/2, int(widget.TextWidth(s.toMoveLbl.Text, t.Face(widget.SizeBody, false)))+t.I(8))
	s.toMoveLbl.Rect = image.Rect(row.Min.X, row.Min.Y, row.Min.X+lw, row.Max.Y)
	s.toMove.Rect = image.Rect(row.Min.X+lw+gap, row.Min.Y, row.Max.X, row.Max.Y)
	if twoCols {
		r = right
		*st = widget.Stack{X: r.Min.X, W: r.Dx(), Y: r.Min.Y, Gap: gap}
	}
	parts := widget.SplitH(st.Next(bh), 3, gap)
	s.undo.Rect, s.redo.Rect, s.clear.Rect = parts[0], parts[1], parts[2]
	if twoCols {
		// A column too narrow for three: Clear board under Undo and Redo.
		parts = widget.SplitH(parts[0].Union(parts[2]), 2, gap)
		s.undo.Rect, s.redo.Rect = parts[0], parts[1]
		s.clear.Rect = st.Next(bh)
	}
	parts = widget.SplitH(st.Next(bh), 2, gap)
	s.hint.Rect, s.solve.Rect = parts[0], parts[1]
	parts = widget.SplitH(st.Next(bh), 2, gap)
	s.read.Rect, s.workshop.Rect = parts[0], parts[1]
	return r
}

// Update handles the controls, the keys and the board.
func (s *studyScene) Update(ctx *Context) Request {
	s.asker.Poll()
	s.layout(ctx)
	s.form.Update(ctx.Input)
	s.view.Update()
	s.line.update(ctx.Input, !s.cursor.on)
	if req := s.handleControls(ctx); req != nil {
		return req
	}
	s.handleBoard(ctx)
	s.refresh(ctx)
	s.layout(ctx)
	s.noteChanges()
	return nil
}

// handleControls carries out the buttons, radios and keys; it returns a request to leave.
func (s *studyScene) handleControls(ctx *Context) Request {
	st := s.study
	in := ctx.Input
	key := in.TakeKey
	changed := true
	switch {
	case s.sizeAsk == 0 && (s.menu.Clicked() || key(ebiten.KeyEscape)):
		return ToMenu{}
	case s.workshop.Clicked() || key(ebiten.KeyM):
		pos := st.Position()
		return ToWorkshop{From: &pos}
	case s.save.Clicked() || key(ebiten.KeyF3):
		return ToFiles{Save: true, Record: st.Record(), Back: ToStudy{}}
	case s.play.Clicked() || (!s.cursor.on && key(ebiten.KeyEnter)):
		return ToSetup{Study: true}
	case s.rules.Changed():
		st.SetRules(s.studyRules(ctx))
	case s.size.Changed() && s.size.Selected < len(studySizes):
		// A board with stones on it is not cleared without asking.
		if n, b := studySizes[s.size.Selected], st.Board(); b.EmptyCount() == b.Cols()*b.Rows() {
			s.setSize(ctx, n)
		} else {
			s.fillSizes()
			s.sizeAsk = n
			return nil
		}
	case s.sizeAsk > 0 && s.resize.Clicked():
		s.setSize(ctx, s.sizeAsk)
	case s.sizeAsk > 0 && (s.keep.Clicked() || key(ebiten.KeyEscape)):
		s.sizeAsk = 0
	case s.tool.Changed():
		st.Tool = game.StudyTool(s.tool.Selected)
	case s.take.Changed():
		st.TakePrisoners = s.take.On
	case s.resetPris.Clicked():
		st.ResetPrisoners()
	case s.toMove.Changed():
		st.SetToMove([]engine.Color{engine.Black, engine.White}[s.toMove.Selected])
	case (s.undo.Clicked() || key(ebiten.KeyBackspace)) && st.CanUndo():
		st.Undo()
	case (s.redo.Clicked() || key(ebiten.KeyR)) && st.CanRedo():
		st.Redo()
	case s.clear.Clicked() && !s.clear.Disabled:
		st.Clear()
	case s.hint.Clicked() || key(ebiten.KeyH):
		s.ask(game.AskHint, engine.NoPoint)
	case s.solve.Clicked() || key(ebiten.KeyW):
		s.ask(game.AskSolve, engine.NoPoint)
	case s.read.Clicked() || key(ebiten.KeyQ):
		s.reading = !s.reading
		s.msg = ""
	default:
		changed = false
		for i, k := range []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4} {
			if key(k) {
				st.Tool, changed = game.StudyTool(i), true
			}
		}
	}
	if changed {
		s.msg, s.sizeAsk = "", 0
		s.fillSizes()
	}
	return nil
}

// setSize gives the study board an empty board of n×n points (which Undo takes back).
func (s *studyScene) setSize(ctx *Context, n int) {
	s.sizeAsk = 0
	if err := s.study.Resize(n, n); err != nil {
		s.msg = ctx.ErrorText(err)
	}
}

// studyRules returns the rules the rules radio names: Atari Go to the first capture, or Go as last set up.
func (s *studyScene) studyRules(ctx *Context) engine.Rules {
	if s.rules.Selected == 0 {
		return engine.AtariRules(1)
	}
	if r := ctx.LastSetup.Rules; r.Kind == engine.Go {
		return r
	}
	return engine.GoRules(engine.Territory, 6.5)
}

// ask asks the engine question q about the position on the board (for the reader, about the chain at chain).
func (s *studyScene) ask(q game.StudyQuestion, chain engine.Point) {
	s.reading, s.msg = false, ""
	s.asker.Ask(q, s.study.Position(), chain)
}

// handleBoard places, erases or reads at the point clicked, tapped or reached by the keyboard's cursor; a drag
// over the board places (or erases) on every point it crosses.
func (s *studyScene) handleBoard(ctx *Context) {
	in := ctx.Input
	b := s.study.Board()
	pt, clicked := s.pointer.track(in, s.view, &s.cursor)
	if s.cursor.keys(in, b.Cols(), b.Rows()) {
		pt, clicked = s.cursor.pt, true
	}
	if s.reading {
		if clicked {
			if !b.At(pt).IsStone() {
				s.msg = ctx.Tr.T("study.read.empty")
				return
			}
			s.ask(game.AskRead, pt)
		}
		return
	}
	// A press starts a drag: the tool acts at once on the point pressed, and on each new point the drag reaches.
	if in.Pressed && s.pointer.pressAt != engine.NoPoint {
		s.dragging, s.dragLast = true, engine.NoPoint
	}
	if s.dragging && in.Down && s.pointer.hover != engine.NoPoint && s.pointer.hover != s.dragLast {
		s.dragLast = s.pointer.hover
		s.apply(ctx, s.dragLast, s.study.Tool != game.StudyAlternate || s.dragLast == s.pointer.pressAt)
		return
	}
	if in.Released || !in.Down {
		wasDrag := s.dragging
		s.dragging = false
		if wasDrag {
			return
		}
	}
	if clicked {
		s.apply(ctx, pt, true)
	}
}

// apply uses the tool at pt; a refusal is said when say is set (a drag passes quietly over stones).
func (s *studyScene) apply(ctx *Context, pt engine.Point, say bool) {
	before := *s.study.Board()
	if err := s.study.Apply(pt); err != nil {
		if say && !errors.Is(err, game.ErrStudyEmpty) && !errors.Is(err, engine.ErrOccupied) {
			s.msg = ctx.ErrorText(err)
			s.view.Refused(pt)
			ctx.Sound.Play(assets.IllegalWAV)
		}
		return
	}
	s.msg = ""
	after := s.study.Board()
	if s.study.Tool == game.StudyErase {
		s.view.Captured([]engine.Point{pt}, before.At(pt))
		return
	}
	var taken []engine.Point
	for _, p := range before.Points(nil) {
		if before.At(p).IsStone() && after.At(p) == engine.Empty {
			taken = append(taken, p)
		}
	}
	s.view.Placed(pt)
	if len(taken) > 0 {
		s.view.Captured(taken, after.At(pt).Opponent())
		ctx.Sound.Play(assets.CaptureWAV)
	} else {
		ctx.Sound.Play(assets.StoneWAV)
	}
}

// Draw paints the board, the answer's line or move on it, and the panel.
func (s *studyScene) Draw(screen *ebiten.Image, ctx *Context) {
	b := s.study.Board()
	mk := s.marks(ctx)
	s.view.Draw(screen, ctx.Theme, b, &mk)
	s.panel.Draw(screen, ctx.Theme, false)
	s.form.Draw(screen, ctx.Theme)
}

// marks says what to draw over the stones: the ko point, the pointer's ghost stone, and the answer shown.
func (s *studyScene) marks(ctx *Context) board.Marks {
	b := s.study.Board()
	mk := board.Marks{Last: engine.NoPoint, Ko: b.Ko(), Hover: s.pointer.hover, Highlight: engine.NoPoint}
	target := s.pointer.hover
	if s.cursor.on {
		target, mk.Highlight = s.cursor.pt, s.cursor.pt
	}
	if !s.reading && target != engine.NoPoint && b.At(target) == engine.Empty {
		switch s.study.Tool {
		case game.StudyAlternate:
			mk.Ghost, mk.GhostColor = target, b.ToMove()
		case game.StudyBlack:
			mk.Ghost, mk.GhostColor = target, engine.Black
		case game.StudyWhite:
			mk.Ghost, mk.GhostColor = target, engine.White
		}
	}
	pos := s.study.Position()
	a, ok := s.asker.Answer(&pos)
	if !ok {
		return mk
	}
	switch a.Question {
	case game.AskHint:
		h := a.Hint
		if h.Solved && h.Winner == a.ToMove {
			s.line.boardMarks(&mk, b)
		} else if h.Move != engine.Pass && h.Move != engine.NoPoint {
			mk.Ghosts = append(mk.Ghosts, board.Stone{Point: h.Move, Color: a.ToMove})
		}
	case game.AskSolve:
		s.line.boardMarks(&mk, b)
	case game.AskRead:
		mk.Rings = append(mk.Rings, b.ChainStones(a.Chain, nil)...)
		if a.AttackMove != engine.NoPoint && a.AttackMove != engine.Pass {
			mk.Ghosts = append(mk.Ghosts, board.Stone{Point: a.AttackMove, Color: a.Owner.Opponent()})
		}
		if a.DefendMove != engine.NoPoint && a.DefendMove != engine.Pass && a.Defend == ai.ReadSafe {
			mk.Ghosts = append(mk.Ghosts, board.Stone{Point: a.DefendMove, Color: a.Owner})
		}
	}
	return mk
}

// Leave stops a question still being answered.
func (s *studyScene) Leave(ctx *Context) { s.asker.Stop() }

// Busy reports whether the engine is answering or a stone is still moving.
func (s *studyScene) Busy() bool { return s.asker.Thinking() || s.view.Animating() }

// shownLine returns the proven line an answer shows on the board: the winning line of a solved hint or of "Who
// wins?"; nil for any other answer.
func shownLine(a game.StudyAnswer, ok bool) []engine.Point {
	switch {
	case !ok:
		return nil
	case a.Question == game.AskHint && a.Hint.Solved && a.Hint.Winner == a.ToMove:
		return a.Hint.Line
	case a.Question == game.AskSolve && a.Solved:
		return a.Line
	}
	return nil
}

// noteChanges notes whether the next frame must be drawn again without input: an answer arriving, an animation.
func (s *studyScene) noteChanges() {
	sig := fmt.Sprintf("%d|%s|%v|%d", s.study.Board().Key(), s.answer.Text, s.asker.Thinking(), s.line.shown)
	s.looks.note(sig, s.form.Animating() || s.view.Animating())
}

// Live returns nothing: the scene has no part that moves on its own.
func (s *studyScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// mainForm returns the scene's controls.
func (s *studyScene) mainForm() *widget.Form { return s.form }

// boardGeometry returns where the board is drawn.
func (s *studyScene) boardGeometry() board.Geometry { return s.view.Geometry() }

// describeShot says where the board and the headline are, for screenshots.
func (s *studyScene) describeShot() BoardShot {
	g := s.view.Geometry()
	r := s.title.Rect
	return BoardShot{Cols: g.Cols, Rows: g.Rows, X0: g.X0, Y0: g.Y0, Cell: g.Cell,
		Status: s.title.Text, StatusRect: [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}}
}

// noticeRect returns where a message over the window goes: under the answer, when both fit.
func (s *studyScene) noticeRect() image.Rectangle { return s.noticeAt }
