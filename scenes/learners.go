package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// learnersScene is "Who is playing?": the device's learners as pictures with their names, a tap on one makes them
// the learner playing (their lessons, practice, ratings and coach) and goes on to the menu. Below, for the grown-ups:
// add a learner, change the name and picture of the one playing, and the overview of all of them. It opens at the
// start when the device has more than one learner (Start: a choice is the only way on), and from the menu's picture
// of the learner playing.
type learnersScene struct {
	start bool
	form  *widget.Form
	panel *widget.Panel
	title *widget.Label
	hint  *widget.Label
	tiles []*widget.Tile
	ids   []string // the learner of each tile
	prev  *widget.IconButton
	next  *widget.IconButton
	add   *widget.Button
	edit  *widget.Button
	over  *widget.Button
	back  *widget.Button

	page    int    // the page of tiles shown, when they do not fit on one
	perPage int    // the tiles one page holds
	chosen  string // the learner tapped, whose record is being opened
	looks          // what the last frame showed (Dirty)
}

// newLearnersScene builds "Who is playing?"; start says it is the first screen. It looks again at the list of
// learners on disk, which another window may have changed.
func newLearnersScene(ctx *Context, start bool) *learnersScene {
	s := &learnersScene{start: start}
	s.panel = &widget.Panel{}
	s.title = &widget.Label{Size: widget.SizeTitle, Bold: true, H: widget.AlignCenter, V: widget.AlignCenter}
	s.hint = &widget.Label{Size: widget.SizeBody, Dim: true, Wrap: true, H: widget.AlignCenter, V: widget.AlignStart}
	s.prev = widget.NewIconButton(widget.IconPrev, "")
	s.next = widget.NewIconButton(widget.IconNext, "")
	s.add = &widget.Button{}
	s.edit = &widget.Button{}
	s.over = &widget.Button{Kind: widget.ButtonQuiet}
	s.back = &widget.Button{Kind: widget.ButtonQuiet}
	s.back.Hidden = start
	s.form = widget.NewForm(s.panel, s.title, s.hint)
	s.tilesFor(ctx)
	if st := ctx.learnerStore(); st != nil {
		st.Refresh() // what another window added or changed comes in with the write's merge
	}
	s.texts(ctx)
	return s
}

// tilesFor makes a tile for each learner of the list, the learner playing selected, and puts the form together.
func (s *learnersScene) tilesFor(ctx *Context) {
	list := ctx.learners()
	s.tiles, s.ids = s.tiles[:0], s.ids[:0]
	for _, e := range list.Learners {
		t := &widget.Tile{Text: e.DisplayName(ctx.Tr), Picture: pictureDrawer(e.Picture), Selected: e.ID == ctx.LearnerID}
		s.tiles = append(s.tiles, t)
		s.ids = append(s.ids, e.ID)
	}
	s.form = widget.NewForm(s.panel, s.title, s.hint)
	for _, t := range s.tiles {
		s.form.Add(t)
	}
	s.form.Add(s.prev, s.next, s.add, s.edit, s.over, s.back)
}

// texts sets the captions in the current language.
func (s *learnersScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.title.Text = tr.T("learners.title")
	s.hint.Text = tr.T("learners.hint")
	for _, t := range s.tiles {
		t.Tip = tr.T("learners.tile.tip", t.Text)
	}
	s.prev.Tip, s.next.Tip = tr.T("learners.prev.tip"), tr.T("learners.next.tip")
	s.add.Text, s.add.Tip = tr.T("learners.add"), tr.T("learners.add.tip")
	s.edit.Text, s.edit.Tip = tr.T("learners.edit"), tr.T("learners.edit.tip", ctx.learnerName())
	s.over.Text, s.over.Tip = tr.T("learners.overview"), tr.T("learners.overview.tip")
	s.back.Text, s.back.Tip = tr.T("common.back"), tr.T("learners.back.tip")
}

// layout places the title, the tiles (a page of them when they do not all fit) and the buttons.
func (s *learnersScene) layout(ctx *Context) {
	t := ctx.Theme
	scr := screenRect(ctx)
	panel := scr.Inset(tightPad(t, scr, 24))
	panel = centered(panel, min(panel.Dx(), t.I(1000)), panel.Dy())
	s.panel.Rect = panel
	in := panel.Inset(tightPad(t, panel, 24))
	gap := t.I(12)
	st := widget.Stack{X: in.Min.X, W: in.Dx(), Y: in.Min.Y, Gap: gap}
	s.title.Rect = st.Next(t.I(56))
	s.hint.Rect = st.Next(s.hint.Height(t, in.Dx()))
	// The buttons: in a row when they fit, else two a row, at the bottom.
	buttons := []*widget.Button{s.add, s.edit, s.over, s.back}
	var shown []*widget.Button
	need := 0
	for _, b := range buttons {
		if !b.Hidden {
			shown = append(shown, b)
			need += int(widget.TextWidth(b.Text, t.Face(widget.SizeBody, false))) + t.I(32) + gap
		}
	}
	bh := t.I(46)
	perRow := len(shown)
	if need > in.Dx() {
		perRow = 2
	}
	rows := (len(shown) + perRow - 1) / perRow
	top := in.Max.Y - rows*bh - (rows-1)*gap
	for i := 0; i < len(shown); i += perRow {
		y := top + i/perRow*(bh+gap)
		for j, c := range widget.SplitH(image.Rect(in.Min.X, y, in.Max.X, y+bh), min(perRow, len(shown)-i), gap) {
			shown[i+j].Rect = c
		}
	}
	// The tiles: as large as a child's finger likes them, smaller when there are many, then in pages.
	area := image.Rect(in.Min.X, st.Y, in.Max.X, top-gap)
	arrows := t.I(44)
	n := len(s.tiles)
	side := t.I(170)
	cols, rowsFit := 1, 1
	fit := func() bool {
		cols = max(1, (area.Dx()+gap)/(side+gap))
		rowsFit = max(1, (area.Dy()+gap)/(side+gap))
		return cols*rowsFit >= n
	}
	for !fit() && side > t.I(104) {
		side -= t.I(6)
	}
	s.perPage = cols * rowsFit
	paged := n > s.perPage
	if paged {
		area.Max.Y -= arrows + gap
		fit()
		s.perPage = cols * rowsFit
	}
	pages := (n + s.perPage - 1) / s.perPage
	s.page = min(max(s.page, 0), max(pages-1, 0))
	first := s.page * s.perPage
	shownTiles := min(n-first, s.perPage)
	usedCols := min(cols, shownTiles)
	usedRows := (shownTiles + cols - 1) / cols
	gridW := usedCols*side + (usedCols-1)*gap
	gridH := usedRows*side + (usedRows-1)*gap
	x0 := area.Min.X + (area.Dx()-gridW)/2
	y0 := area.Min.Y + max(0, (area.Dy()-gridH)/2)
	for i, tile := range s.tiles {
		k := i - first
		tile.Hidden = k < 0 || k >= s.perPage
		if tile.Hidden {
			tile.Rect = image.Rectangle{}
			continue
		}
		x := x0 + (k%cols)*(side+gap)
		y := y0 + (k/cols)*(side+gap)
		tile.Rect = image.Rect(x, y, x+side, y+side)
	}
	hideAll(!paged, s.prev, s.next)
	if paged {
		y := area.Max.Y + gap
		mid := (in.Min.X + in.Max.X) / 2
		s.prev.Rect = image.Rect(mid-gap/2-arrows*2, y, mid-gap/2, y+arrows)
		s.next.Rect = image.Rect(mid+gap/2, y, mid+gap/2+arrows*2, y+arrows)
		s.prev.Disabled = s.page == 0
		s.next.Disabled = s.page >= pages-1
	}
}

// Update handles a tap on a learner (their record is opened, then the menu follows), the paging and the buttons.
func (s *learnersScene) Update(ctx *Context) Request {
	if len(s.ids) != len(ctx.learners().Learners) || s.renamed(ctx) {
		s.tilesFor(ctx) // the list changed: another window's learners came in
		s.texts(ctx)
	}
	s.layout(ctx)
	s.form.Update(ctx.Input)
	in := ctx.Input
	if s.chosen != "" {
		if ctx.switching() {
			return nil
		}
		return ToMenu{}
	}
	for i, t := range s.tiles {
		if !t.Hidden && t.Clicked() {
			s.chosen = s.ids[i]
			ctx.chooseLearner(s.ids[i], false)
			for _, o := range s.tiles {
				o.Selected = o == t
			}
			return nil
		}
	}
	switch {
	case !s.prev.Hidden && s.prev.Clicked():
		s.page--
	case !s.next.Hidden && s.next.Clicked():
		s.page++
	case s.add.Clicked():
		return EditLearner{}
	case s.edit.Clicked():
		return EditLearner{ID: ctx.LearnerID}
	case s.over.Clicked():
		return ToOverview{Back: ToLearners{Start: s.start}}
	case !s.back.Hidden && (s.back.Clicked() || in.TakeKey(ebiten.KeyEscape)):
		return ToMenu{}
	}
	s.noteChanges()
	return nil
}

// renamed reports whether a learner shown has another name or picture in the list now.
func (s *learnersScene) renamed(ctx *Context) bool {
	list := ctx.learners()
	for i, id := range s.ids {
		e, ok := list.Find(id)
		if !ok || e.DisplayName(ctx.Tr) != s.tiles[i].Text {
			return true
		}
	}
	return false
}

// Busy reports whether a learner's record is being opened.
func (s *learnersScene) Busy() bool { return s.chosen != "" }

// Draw paints the panel, the tiles and the buttons.
func (s *learnersScene) Draw(screen *ebiten.Image, ctx *Context) {
	s.form.Draw(screen, ctx.Theme)
}

// noteChanges decides whether the next frame must be drawn again.
func (s *learnersScene) noteChanges() {
	sig := fmt.Sprintf("%d|%d|%s|%v", s.page, len(s.tiles), s.title.Text, s.panel.Rect)
	s.looks.note(sig, s.form.Animating())
}

// Live returns nothing: the scene has no part that moves on its own.
func (s *learnersScene) Live(buf []image.Rectangle) []image.Rectangle { return buf }

// mainForm returns the scene's controls.
func (s *learnersScene) mainForm() *widget.Form { return s.form }

// dataWidgets returns the learners' tiles, whose names are the learners' own and may be shortened to fit.
func (s *learnersScene) dataWidgets() []widget.Widget {
	out := make([]widget.Widget, len(s.tiles))
	for i, t := range s.tiles {
		out[i] = t
	}
	return out
}
