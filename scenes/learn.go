package scenes

import (
	"context"
	"fmt"
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/job"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// learnScene is "Learn more": the glossary of Go terms, a list of
// names beside the explanation of the one chosen, and web pages about Go
// that open in the system browser.
type learnScene struct {
	back  Request
	form  *widget.Form
	panel *widget.Panel
	title *widget.Label
	tabs  *widget.Radio
	list  *widget.List
	card  *widget.Panel // drawn by Draw under the form, a shade darker than the panel
	head  *widget.Label
	body  *widget.Label
	url   *widget.Label
	open  *widget.Button
	note  *widget.Label
	done  *widget.Button

	view    *board.View // the diagram of the term shown, when it has one
	diagram struct {
		id    string
		pos   engine.Position
		marks board.Marks
		ok    bool
	}

	terms   []game.Term
	links   []game.Link
	opening job.Slot[string, struct{}] // the system browser being asked for a link, about its address
	looks                              // what the last frame showed (Dirty)
}

// newLearnScene builds the scene on the glossary; back is where Back leads.
func newLearnScene(ctx *Context, sprites *board.Sprites, back Request) *learnScene {
	s := &learnScene{back: back, view: board.NewView(sprites)}
	s.panel = &widget.Panel{}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.tabs = widget.NewRadio([]string{"", ""}, 0, "")
	s.list = widget.NewList([]widget.ListColumn{{Weight: 1}}, "")
	s.list.RowHeight = 32
	s.card = &widget.Panel{Flat: true}
	s.head = &widget.Label{Size: widget.SizeLarge, Bold: true, Wrap: true, V: widget.AlignStart}
	s.body = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.url = &widget.Label{Size: widget.SizeSmall, Dim: true, V: widget.AlignStart}
	s.open = &widget.Button{Kind: widget.ButtonPrimary}
	s.note = &widget.Label{Size: widget.SizeSmall, Wrap: true, V: widget.AlignStart, Color: ctx.Theme.Error}
	s.done = &widget.Button{}
	s.form = widget.NewForm(s.title, s.tabs, s.list, s.head, s.body, s.url, s.open, s.note, s.done)
	s.texts(ctx)
	s.fill(ctx)
	s.list.Select(0)
	s.form.SetFocus(s.list)
	return s
}

// texts sets the captions in the current language.
func (s *learnScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.title.Text = tr.T("learn.title")
	s.tabs.Options = []string{tr.T("learn.glossary"), tr.T("learn.links")}
	s.tabs.Tips = []string{tr.T("learn.glossary.tip"), tr.T("learn.links.tip")}
	s.open.Text, s.open.Tip = tr.T("learn.open"), tr.T("learn.open.tip")
	s.done.Text, s.done.Tip = tr.T("common.back"), tr.T("setup.back.tip")
	s.terms = game.Glossary(tr)
	s.links = game.Links(tr)
}

// fill puts the terms or the links into the list.
func (s *learnScene) fill(ctx *Context) {
	s.list.Rows = s.list.Rows[:0]
	if s.tabs.Selected == 0 {
		for _, t := range s.terms {
			s.list.Rows = append(s.list.Rows, []widget.ListCell{{Text: t.Name}})
		}
		s.list.Tip = ctx.Tr.T("learn.glossary.tip")
	} else {
		for _, l := range s.links {
			s.list.Rows = append(s.list.Rows, []widget.ListCell{{Text: l.Name}})
		}
		s.list.Tip = ctx.Tr.T("learn.open.tip")
	}
}

// show fills the card with the term or link selected.
func (s *learnScene) show() {
	i := s.list.Selected
	s.head.Text, s.body.Text, s.url.Text = "", "", ""
	s.open.Hidden = true
	s.diagram.ok = false
	switch {
	case i < 0:
	case s.tabs.Selected == 0 && i < len(s.terms):
		s.head.Text, s.body.Text = s.terms[i].Name, s.terms[i].Text
		s.loadDiagram(s.terms[i].ID)
	case s.tabs.Selected == 1 && i < len(s.links):
		l := s.links[i]
		s.head.Text, s.body.Text, s.url.Text = l.Name, l.About, l.URL
		s.open.Hidden = false
	}
}

// layout places the list left and the card right (or below when narrow).
func (s *learnScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(t.I(24))
	panel := centered(scr, min(scr.Dx(), t.I(1000)), min(scr.Dy(), t.I(680)))
	s.panel.Rect = panel
	in := panel.Inset(t.I(20))
	gap := t.I(12)
	s.title.Rect = image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+t.I(34))
	tw := min(in.Dx(), t.I(420))
	s.tabs.Rect = image.Rect(in.Min.X, s.title.Rect.Max.Y+gap, in.Min.X+tw, s.title.Rect.Max.Y+gap+t.I(38))
	bottom := in.Max.Y - t.I(46)
	s.done.Rect = image.Rect(in.Max.X-t.I(180), bottom, in.Max.X, in.Max.Y)
	area := image.Rect(in.Min.X, s.tabs.Rect.Max.Y+gap, in.Max.X, bottom-gap)
	var card image.Rectangle
	if area.Dx() >= t.I(560) {
		// The list is as wide as its longest name needs, within reason.
		face := t.Face(widget.SizeBody, false)
		need := t.I(240)
		for _, name := range s.names() {
			need = max(need, int(widget.TextWidth(name, face))+t.I(40))
		}
		lw := min(need, area.Dx()*9/20)
		s.list.Rect = image.Rect(area.Min.X, area.Min.Y, area.Min.X+lw, area.Max.Y)
		card = image.Rect(area.Min.X+lw+gap, area.Min.Y, area.Max.X, area.Max.Y)
	} else {
		mid := area.Min.Y + area.Dy()*2/5
		s.list.Rect = image.Rect(area.Min.X, area.Min.Y, area.Max.X, mid)
		card = image.Rect(area.Min.X, mid+gap, area.Max.X, area.Max.Y)
	}
	s.card.Rect = card
	c := card.Inset(t.I(18))
	st := widget.Stack{X: c.Min.X, W: c.Dx(), Y: c.Min.Y, Gap: t.I(10)}
	s.head.Rect = st.Next(s.head.Height(t, st.W))
	s.body.Rect = st.Next(s.body.Height(t, st.W))
	if s.url.Text != "" {
		s.url.Rect = st.Next(t.I(18))
		st.Skip(t.I(6))
		s.open.Rect = st.Next(t.I(42))
		s.open.Rect.Max.X = s.open.Rect.Min.X + min(st.W, t.I(240))
	}
	s.note.Rect = image.Rectangle{}
	if s.note.Text != "" {
		s.note.Rect = st.Next(s.note.Height(t, st.W))
	}
	// The term's diagram fills what is left of the card, when that is enough to read it.
	s.view.Layout(image.Rectangle{}, 2, 2, false)
	if s.diagram.ok {
		st.Skip(t.I(4))
		side := min(st.W, c.Max.Y-st.Y)
		if side >= t.I(120) {
			s.view.Layout(image.Rect(st.X, st.Y, st.X+side, st.Y+side), s.diagram.pos.Cols(), s.diagram.pos.Rows(), false)
		}
	}
}

// loadDiagram makes the diagram of the term id the one shown, or none when it has none.
func (s *learnScene) loadDiagram(id string) {
	if s.diagram.id == id {
		s.diagram.ok = s.diagram.pos.Cols() > 0
		return
	}
	s.diagram.id = id
	s.diagram.ok = false
	d, ok := game.GlossaryDiagram(id)
	if !ok {
		return
	}
	p, marked, line, err := d.Position()
	if err != nil {
		return
	}
	mk := board.Marks{Last: engine.NoPoint, Ko: engine.NoPoint, Ghost: engine.NoPoint, Hover: engine.NoPoint,
		Highlight: engine.NoPoint, Rings: marked}
	c := engine.Black
	for i, pt := range line {
		mk.Ghosts = append(mk.Ghosts, board.Stone{Point: pt, Color: c})
		mk.Labels = append(mk.Labels, board.Label{Point: pt, Text: strconv.Itoa(i + 1)})
		c = c.Opponent()
	}
	s.diagram.pos, s.diagram.marks, s.diagram.ok = p, mk, true
}

// Update handles the tabs, the list and the buttons.
func (s *learnScene) Update(ctx *Context) Request {
	s.show()
	s.layout(ctx)
	in := ctx.Input
	if s.form.Focused() != s.list && len(s.list.Rows) > 0 {
		// The arrows move in the list wherever the focus is.
		switch {
		case in.TakeKey(ebiten.KeyDown):
			s.list.Select(min(s.list.Selected+1, len(s.list.Rows)-1))
			s.note.Text = ""
		case in.TakeKey(ebiten.KeyUp):
			s.list.Select(max(s.list.Selected-1, 0))
			s.note.Text = ""
		}
	}
	s.form.Update(in)
	if s.tabs.Changed() {
		s.fill(ctx)
		s.list.Select(0)
		s.note.Text = ""
	}
	if s.list.Changed() {
		s.note.Text = ""
	}
	if s.open.Clicked() || (s.tabs.Selected == 1 && s.list.Activated()) {
		s.startOpen(ctx)
	}
	s.poll(ctx)
	s.show()
	if s.done.Clicked() || ctx.Input.TakeKey(ebiten.KeyEscape) {
		return s.back
	}
	s.noteChanges()
	return nil
}

// startOpen asks the system browser for the selected link, off the game loop.
func (s *learnScene) startOpen(ctx *Context) {
	i := s.list.Selected
	if i < 0 || i >= len(s.links) || s.opening.Running() {
		return
	}
	u := s.links[i].URL
	// A browser that opens elsewhere, or not at all, says nothing: the note says what was asked and the address.
	s.note.Text, s.note.Color = ctx.Tr.T("learn.opening", u), ctx.Theme.TextDim
	s.opening.Start(u, func(context.Context) (struct{}, error) { return struct{}{}, game.OpenURL(u) })
}

// poll shows why the browser could not be opened, with the address to type.
func (s *learnScene) poll(ctx *Context) {
	if r, ok := s.opening.Poll(); ok && r.Err != nil {
		s.note.Text, s.note.Color = ctx.Tr.T("learn.open_failed", ctx.ErrorText(r.Err), r.About), ctx.Theme.Error
	}
}

// Draw paints the panel, the list and the card.
func (s *learnScene) Draw(screen *ebiten.Image, ctx *Context) {
	t := ctx.Theme
	s.panel.Draw(screen, t, false)
	widget.FillRoundRect(screen, s.card.Rect, t.S(10), widget.Mix(t.Panel, t.Background, 0.6))
	s.form.Draw(screen, t)
	if s.diagram.ok && !s.view.Geometry().Wood.Empty() {
		mk := s.diagram.marks
		s.view.Draw(screen, t, &s.diagram.pos, &mk)
	}
}

// noteChanges decides whether the next frame must be drawn again.
func (s *learnScene) noteChanges() {
	sig := fmt.Sprintf("%d|%d|%s|%s|%s", s.tabs.Selected, s.list.Selected, s.head.Text, s.note.Text, s.title.Text)
	s.looks.note(sig, s.form.Animating())
}

// Live returns nothing: the scene has no part that moves on its own.
func (s *learnScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// Busy reports whether the browser is being started.
func (s *learnScene) Busy() bool { return s.opening.Running() }

// mainForm returns the scene's controls.
func (s *learnScene) mainForm() *widget.Form { return s.form }

// names returns the names of both lists, the terms and the links.
func (s *learnScene) names() []string {
	out := make([]string, 0, len(s.terms)+len(s.links))
	for _, t := range s.terms {
		out = append(out, t.Name)
	}
	for _, l := range s.links {
		out = append(out, l.Name)
	}
	return out
}
