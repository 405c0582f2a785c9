package scenes

import (
	"fmt"
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// learnerEditScene is where a learner's name and picture are chosen: a new learner's (who then plays), or the
// learner playing's. A child who cannot type picks a picture and leaves the name empty: the picture's name is used.
// A learner other than the last can be removed, with their file, after a second press that says what goes.
type learnerEditScene struct {
	id      string // the learner changed; "" for a new one
	form    *widget.Form
	panel   *widget.Panel
	title   *widget.Label
	nameL   *widget.Label
	name    *widget.TextField
	picL    *widget.Label
	tiles   []*widget.Tile // one a picture, in game.LearnerPictures' order
	warn    *widget.Label  // what the removal takes away, after its first press
	remove  *widget.Button
	cancel  *widget.Button
	done    *widget.Button
	problem *widget.Label

	picture string // the picture chosen
	confirm bool   // Remove was pressed once and asks to be pressed again
	leaving bool   // the learner was removed or added; the scene goes once the learner's record is open
	looks          // what the last frame showed (Dirty)
}

// newLearnerEditScene builds the scene for learner id, or for a new learner when id is "".
func newLearnerEditScene(ctx *Context, id string) *learnerEditScene {
	s := &learnerEditScene{id: id, picture: game.DefaultPicture}
	list := ctx.learners()
	name := ""
	if e, ok := list.Find(id); ok {
		name, s.picture = e.Name, e.Picture
	} else {
		s.id = ""
		// A new learner gets the first picture nobody has yet.
		taken := map[string]bool{}
		for _, e := range list.Learners {
			taken[e.Picture] = true
		}
		for _, p := range game.LearnerPictures() {
			if !taken[p] {
				s.picture = p
				break
			}
		}
	}
	s.panel = &widget.Panel{}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.nameL = &widget.Label{Size: widget.SizeBody, V: widget.AlignCenter}
	s.name = widget.NewTextField(name, "", "")
	s.name.MaxLen = game.MaxLearnerName
	s.picL = &widget.Label{Size: widget.SizeBody, V: widget.AlignCenter}
	s.warn = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignCenter, Color: ctx.Theme.Error}
	s.remove = &widget.Button{Kind: widget.ButtonQuiet}
	s.cancel = &widget.Button{Kind: widget.ButtonQuiet}
	s.done = &widget.Button{Kind: widget.ButtonPrimary}
	s.problem = &widget.Label{Size: widget.SizeSmall, Wrap: true, V: widget.AlignStart, Color: ctx.Theme.Error}
	s.remove.Hidden = s.id == "" || len(list.Learners) < 2
	s.form = widget.NewForm(s.panel, s.title, s.nameL, s.name, s.picL)
	for _, p := range game.LearnerPictures() {
		t := &widget.Tile{Picture: pictureDrawer(p), Small: true, Selected: p == s.picture}
		s.tiles = append(s.tiles, t)
		s.form.Add(t)
	}
	s.form.Add(s.warn, s.problem, s.remove, s.cancel, s.done)
	if s.id == "" {
		s.form.SetFocus(s.name) // a grown-up types the name at once; a child picks a picture
	}
	s.texts(ctx)
	return s
}

// texts sets the captions in the current language.
func (s *learnerEditScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.title.Text = tr.T("learner.edit.title")
	if s.id == "" {
		s.title.Text = tr.T("learner.new.title")
	}
	s.nameL.Text = tr.T("learner.name")
	s.name.Prompt = tr.T("learner.picture." + s.picture)
	s.name.Tip = tr.T("learner.name.tip")
	s.picL.Text = tr.T("learner.picture")
	for i, p := range game.LearnerPictures() {
		s.tiles[i].Text = tr.T("learner.picture." + p)
		s.tiles[i].Tip = tr.T("learner.picture.tip", s.tiles[i].Text)
	}
	shown := s.shownName(ctx)
	s.remove.Text, s.remove.Tip = tr.T("learner.remove"), tr.T("learner.remove.tip")
	s.warn.Hidden = !s.confirm
	s.remove.Kind, s.done.Kind = widget.ButtonQuiet, widget.ButtonPrimary
	if s.confirm {
		// The second press is the one asked for now: it leads, and Done steps back.
		s.warn.Text = tr.T("learner.remove.warn", shown)
		s.remove.Text = tr.T("learner.remove.confirm", shown)
		s.remove.Kind, s.done.Kind = widget.ButtonPrimary, widget.ButtonNormal
	}
	s.cancel.Text, s.cancel.Tip = tr.T("common.cancel"), tr.T("learner.cancel.tip")
	s.done.Text, s.done.Tip = tr.T("learner.done"), tr.T("learner.done.tip")
}

// shownName returns the name as it will be shown: the one typed, else the picture's.
func (s *learnerEditScene) shownName(ctx *Context) string {
	return game.LearnerEntry{Name: game.CleanLearnerName(s.name.Text), Picture: s.picture}.DisplayName(ctx.Tr)
}

// layout places the name, the pictures in a grid that fills the room, and the buttons.
func (s *learnerEditScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx)
	panel := scr.Inset(tightPad(t, scr, 24))
	panel = centered(panel, min(panel.Dx(), t.I(900)), panel.Dy())
	s.panel.Rect = panel
	in := panel.Inset(tightPad(t, panel, 24))
	gap := t.I(12)
	st := widget.Stack{X: in.Min.X, W: in.Dx(), Y: in.Min.Y, Gap: gap}
	s.title.Rect = st.Next(t.I(40))
	lw := min(t.I(160), in.Dx()/3)
	nr := st.Next(t.I(44))
	s.nameL.Rect, s.name.Rect = row(nr, lw, gap)
	s.name.Rect.Max.X = min(s.name.Rect.Max.X, s.name.Rect.Min.X+t.I(420))
	s.picL.Rect = st.Next(t.I(30))
	// Bottom: the warning of a removal, the problem, then the buttons.
	bh := t.I(46)
	bottom := in.Max.Y - bh
	s.done.Rect = image.Rect(in.Max.X-min(t.I(200), in.Dx()/3), bottom, in.Max.X, in.Max.Y)
	s.cancel.Rect = image.Rect(s.done.Rect.Min.X-gap-min(t.I(160), in.Dx()/4), bottom, s.done.Rect.Min.X-gap, in.Max.Y)
	s.remove.Rect = image.Rect(in.Min.X, bottom, s.cancel.Rect.Min.X-gap, in.Max.Y)
	if s.confirm {
		// The second press names who goes: a button as wide as the row, above Cancel and Done.
		s.remove.Rect = image.Rect(in.Min.X, bottom-gap-bh, in.Max.X, bottom-gap)
		bottom = s.remove.Rect.Min.Y
	}
	s.problem.Rect = image.Rectangle{}
	if s.problem.Text != "" {
		ph := s.problem.Height(t, in.Dx())
		s.problem.Rect = image.Rect(in.Min.X, bottom-gap-ph, in.Max.X, bottom-gap)
		bottom = s.problem.Rect.Min.Y
	}
	if !s.warn.Hidden {
		wh := s.warn.Height(t, in.Dx())
		s.warn.Rect = image.Rect(in.Min.X, bottom-gap-wh, in.Max.X, bottom-gap)
		bottom = s.warn.Rect.Min.Y
	}
	area := image.Rect(in.Min.X, st.Y, in.Max.X, bottom-gap)
	n := len(s.tiles)
	side, cols := 0, 1
	for c := 1; c <= n; c++ {
		rows := (n + c - 1) / c
		sd := min((area.Dx()-(c-1)*gap)/c, (area.Dy()-(rows-1)*gap)/rows, t.I(140))
		if sd > side {
			side, cols = sd, c
		}
	}
	rows := (n + cols - 1) / cols
	x0 := area.Min.X + (area.Dx()-(cols*side+(cols-1)*gap))/2
	y0 := area.Min.Y + max(0, (area.Dy()-(rows*side+(rows-1)*gap))/2)
	for i, tile := range s.tiles {
		x, y := x0+(i%cols)*(side+gap), y0+(i/cols)*(side+gap)
		tile.Rect = image.Rect(x, y, x+side, y+side)
	}
}

// Update handles the name, the pictures, Remove (pressed twice), Cancel and Done.
func (s *learnerEditScene) Update(ctx *Context) Request {
	if s.leaving {
		if ctx.switching() {
			return nil
		}
		return ToLearners{}
	}
	s.layout(ctx)
	s.form.Update(ctx.Input)
	in := ctx.Input
	for i, t := range s.tiles {
		if t.Clicked() {
			s.picture = game.LearnerPictures()[i]
			for _, o := range s.tiles {
				o.Selected = o == t
			}
		}
	}
	if s.name.Changed() || slices.ContainsFunc(s.tiles, (*widget.Tile).Clicked) {
		s.confirm = false
	}
	switch {
	case s.cancel.Clicked() || in.TakeKey(ebiten.KeyEscape):
		return ToLearners{}
	case s.done.Clicked() || s.name.Submitted():
		return s.keep(ctx)
	case !s.remove.Hidden && s.remove.Clicked():
		if s.confirm {
			ctx.removeLearner(s.id)
			s.leaving = true
			return nil
		}
		s.confirm = true
	}
	s.texts(ctx)
	s.layout(ctx)
	s.noteChanges()
	return nil
}

// keep adds the new learner, who then plays, or gives the learner the name and picture chosen, and goes back to
// "Who is playing?".
func (s *learnerEditScene) keep(ctx *Context) Request {
	st := ctx.learnerStore()
	if st == nil {
		return ToLearners{}
	}
	if s.id != "" {
		if err := st.Change(s.id, s.name.Text, s.picture); err != nil {
			s.problem.Text = ctx.ErrorText(err)
			return nil
		}
		return ToLearners{}
	}
	e, err := st.Add(s.name.Text, s.picture)
	if err != nil {
		s.problem.Text = ctx.ErrorText(err)
		return nil
	}
	ctx.chooseLearner(e.ID, false)
	s.leaving = true
	return nil
}

// Busy reports whether the scene waits for a learner's record to open.
func (s *learnerEditScene) Busy() bool { return s.leaving }

// Draw paints the panel, the name, the pictures and the buttons.
func (s *learnerEditScene) Draw(screen *ebiten.Image, ctx *Context) {
	s.form.Draw(screen, ctx.Theme)
}

// noteChanges decides whether the next frame must be drawn again.
func (s *learnerEditScene) noteChanges() {
	sig := fmt.Sprintf("%s|%s|%v|%s|%s|%v", s.name.Text, s.picture, s.confirm, s.problem.Text, s.title.Text, s.panel.Rect)
	s.looks.note(sig, s.form.Animating())
}

// Live returns nothing: the scene has no part that moves on its own.
func (s *learnerEditScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// mainForm returns the scene's controls.
func (s *learnerEditScene) mainForm() *widget.Form { return s.form }

// dataWidgets returns the warning and the confirmation, which hold the learner's own name.
func (s *learnerEditScene) dataWidgets() []widget.Widget { return []widget.Widget{s.remove, s.warn} }

// removeLearner takes learner id off the device's list; their file goes once the list is written. The learner
// playing is first replaced by another, whose record is opened (the removed one's writes finished first).
func (c *Context) removeLearner(id string) {
	st := c.learnerStore()
	if st == nil {
		return
	}
	if id != c.LearnerID {
		st.Remove(id)
		return
	}
	for _, e := range c.learners().Learners {
		if e.ID != id {
			c.chooseLearner(e.ID, false)
			c.svc.removing = id // removed once the other learner's record is open
			return
		}
	}
}
