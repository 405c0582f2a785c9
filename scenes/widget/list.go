package widget

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// ListColumn is one column of a List: its heading, its share of the width
// and how its cells are aligned.
type ListColumn struct {
	// Title is the heading; the heading row shows when any column has one.
	Title string
	// Weight is the column's share of the width, relative to the others.
	Weight float64
	// Align places the text in the cell.
	Align Align
}

// ListCell is one cell of a List: a text, optionally after a small stone-like dot.
type ListCell struct {
	// Text is the cell's text.
	Text string
	// Dot, when its alpha is not zero, draws a round dot of this colour before the text.
	Dot color.RGBA
	// DotEdge is the outline of the dot (for a light dot on a light row).
	DotEdge color.RGBA
	// Dim draws the text in the dimmed colour.
	Dim bool
	// Span is the number of following columns the cell also covers (their cells are not drawn).
	Span int
}

// List shows rows of cells under an optional heading, scrolled with the
// wheel, a dragging finger, the scroll bar or the keyboard (Up, Down, Page
// Up, Page Down, Home, End when focused). A click selects a row; a second
// click on the selected row, or Enter, activates it.
type List struct {
	Base
	// Columns describe the columns.
	Columns []ListColumn
	// Rows are the rows of cells, one cell per column.
	Rows [][]ListCell
	// Selected is the index of the selected row, -1 for none.
	Selected int
	// Empty is shown in the middle when there are no rows.
	Empty string
	// RowHeight is the height of a row in device-independent pixels; 0 means 30.
	RowHeight float64
	// Small uses the small text size.
	Small bool

	scroll    float64 // pixels scrolled from the top
	hoverRow  int
	pressRow  int
	pressY    int
	pressScr  float64
	dragging  bool
	thumbDrag bool
	changed   bool
	activated bool
	follow    bool
	scale     float64 // the theme's scale at the last Draw, for Update
}

// NewList returns a list with the given columns and no rows.
func NewList(columns []ListColumn, tip string) *List {
	return &List{Columns: columns, Selected: -1, hoverRow: -1, pressRow: -1, Base: Base{Tip: tip}}
}

// Changed reports whether the user selected another row this frame.
func (l *List) Changed() bool { return l.changed }

// Activated reports whether the user activated the selected row this frame.
func (l *List) Activated() bool { return l.activated }

// Select selects row i (-1 for none) and scrolls it into view.
func (l *List) Select(i int) {
	l.Selected = i
	l.follow = true
}

// rowH returns the row height in pixels.
func (l *List) rowH(t *Theme) int {
	h := l.RowHeight
	if h == 0 {
		h = 30
	}
	return t.I(h)
}

// hasHeader reports whether the heading row is shown.
func (l *List) hasHeader() bool {
	for _, c := range l.Columns {
		if c.Title != "" {
			return true
		}
	}
	return false
}

// body returns the part of the rectangle the rows scroll in.
func (l *List) body(t *Theme) image.Rectangle {
	r := l.Rect
	rh := l.rowH(t)
	if l.hasHeader() {
		r.Min.Y += rh
	}
	if rh > 0 && len(l.Rows)*rh > r.Dy() {
		// Rows that scroll show whole: the end of the list and a step of the wheel then never cut the top row.
		r.Max.Y = r.Min.Y + r.Dy()/rh*rh
	}
	return r
}

// maxScroll returns how far the rows can scroll.
func (l *List) maxScroll(t *Theme) float64 {
	return math.Max(0, float64(len(l.Rows)*l.rowH(t)-l.body(t).Dy()))
}

// scrollBar returns the track and the thumb of the scroll bar; both are
// empty when everything fits.
func (l *List) scrollBar(t *Theme) (track, thumb image.Rectangle) {
	b := l.body(t)
	total := len(l.Rows) * l.rowH(t)
	if total <= b.Dy() || b.Dy() <= 0 {
		return
	}
	w := t.I(10)
	track = image.Rect(b.Max.X-w-t.I(2), b.Min.Y+t.I(2), b.Max.X-t.I(2), b.Max.Y-t.I(2))
	th := max(t.I(24), track.Dy()*b.Dy()/total)
	y := track.Min.Y + int(float64(track.Dy()-th)*l.scroll/l.maxScroll(t))
	thumb = image.Rect(track.Min.X, y, track.Max.X, y+th)
	return
}

// Update follows the pointer and the keys.
func (l *List) Update(in *Input, focused bool) {
	t := &Theme{Scale: l.scale}
	if t.Scale == 0 {
		t.Scale = 1
	}
	l.changed, l.activated = false, false
	if l.Selected >= len(l.Rows) {
		l.Selected = len(l.Rows) - 1
	}
	b := l.body(t)
	rh := l.rowH(t)
	over := in.In(l.Rect) && !in.Consumed()
	l.hovered = over
	l.hoverRow = -1
	if over && in.Pos.In(b) {
		i := int((float64(in.Pos.Y-b.Min.Y) + l.scroll) / float64(rh))
		if i >= 0 && i < len(l.Rows) {
			l.hoverRow = i
		}
	}
	if over && in.WheelY != 0 {
		l.scroll -= in.WheelY * float64(rh) * 1.5
	}
	track, thumb := l.scrollBar(t)
	if over && in.Pressed {
		in.Consume()
		l.pressY, l.pressScr = in.Pos.Y, l.scroll
		switch {
		case in.Pos.In(thumb):
			l.thumbDrag = true
		case in.Pos.In(track):
			page := float64(b.Dy() - rh)
			if in.Pos.Y < thumb.Min.Y {
				l.scroll -= page
			} else {
				l.scroll += page
			}
		default:
			l.pressRow = l.hoverRow
		}
	}
	if in.Down && (l.pressRow >= 0 || l.dragging) && !l.thumbDrag {
		if dy := in.Pos.Y - l.pressY; l.dragging || dy > t.I(8) || dy < -t.I(8) {
			l.dragging = true
			l.pressRow = -1
			l.scroll = l.pressScr - float64(dy)
		}
	}
	if in.Down && l.thumbDrag && track.Dy() > thumb.Dy() {
		dy := float64(in.Pos.Y - l.pressY)
		l.scroll = l.pressScr + dy*l.maxScroll(t)/float64(track.Dy()-thumb.Dy())
	}
	if in.Released {
		if l.pressRow >= 0 && l.pressRow == l.hoverRow {
			in.Consume()
			if l.Selected == l.pressRow {
				l.activated = true
			} else {
				l.Selected = l.pressRow
				l.changed = true
			}
		}
		l.pressRow, l.dragging, l.thumbDrag = -1, false, false
	}
	if !in.Down && !in.Released {
		l.pressRow, l.dragging, l.thumbDrag = -1, false, false
	}
	if focused && len(l.Rows) > 0 {
		page := max(1, b.Dy()/rh-1)
		move := func(to int) {
			to = min(max(to, 0), len(l.Rows)-1)
			if to != l.Selected {
				l.Selected, l.changed = to, true
			}
			l.follow = true
		}
		switch {
		case in.TakeKey(ebiten.KeyUp):
			move(l.Selected - 1)
		case in.TakeKey(ebiten.KeyDown):
			move(l.Selected + 1)
		case in.TakeKey(ebiten.KeyPageUp):
			move(l.Selected - page)
		case in.TakeKey(ebiten.KeyPageDown):
			move(l.Selected + page)
		case in.TakeKey(ebiten.KeyHome):
			move(0)
		case in.TakeKey(ebiten.KeyEnd):
			move(len(l.Rows) - 1)
		case l.Selected >= 0 && (in.TakeKey(ebiten.KeyEnter) || in.TakeKey(ebiten.KeyNumpadEnter)):
			l.activated = true
		}
	}
	if l.follow && l.Selected >= 0 && b.Dy() > 0 {
		top := float64(l.Selected * rh)
		if top < l.scroll {
			l.scroll = top
		}
		if bottom := top + float64(rh); bottom > l.scroll+float64(b.Dy()) {
			l.scroll = bottom - float64(b.Dy())
		}
		l.follow = false
	}
	l.scroll = math.Min(math.Max(l.scroll, 0), l.maxScroll(t))
}

// ScrollToEnd shows the last rows.
func (l *List) ScrollToEnd() {
	l.scroll = math.Inf(1)
}

// Draw paints the heading, the visible rows and the scroll bar.
func (l *List) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	l.scale = t.Scale
	l.scroll = math.Min(math.Max(l.scroll, 0), l.maxScroll(t))
	radius := t.S(8)
	FillRoundRect(dst, l.Rect, radius, t.Panel)
	rh := l.rowH(t)
	size := SizeBody
	if l.Small {
		size = SizeSmall
	}
	face := t.Face(size, false)
	pad := t.I(10)
	track, thumb := l.scrollBar(t)
	inner := l.Rect
	if !track.Empty() {
		inner.Max.X = track.Min.X - t.I(2)
	}
	cols := l.columnRects(inner, pad)
	if l.hasHeader() {
		hr := image.Rect(l.Rect.Min.X, l.Rect.Min.Y, l.Rect.Max.X, l.Rect.Min.Y+rh)
		hf := t.Face(SizeSmall, true)
		for i, c := range l.Columns {
			cr := image.Rect(cols[i].Min.X, hr.Min.Y, cols[i].Max.X, hr.Max.Y)
			DrawTextIn(dst, Ellipsize(c.Title, hf, float64(cr.Dx())), hf, cr, c.Align, AlignCenter, t.TextDim)
		}
		FillRect(dst, float64(l.Rect.Min.X), float64(hr.Max.Y)-t.S(1), float64(l.Rect.Dx()), t.S(1), t.PanelBorder)
	}
	b := l.body(t)
	clip, ok := dst.SubImage(b.Intersect(dst.Bounds())).(*ebiten.Image)
	if ok && !b.Intersect(dst.Bounds()).Empty() {
		if len(l.Rows) == 0 && l.Empty != "" {
			DrawTextIn(clip, Wrap(l.Empty, t.Face(SizeBody, false), float64(b.Dx()-2*pad)), t.Face(SizeBody, false), b, AlignCenter, AlignCenter, t.TextDim)
		}
		first := int(l.scroll) / rh
		for i := first; i < len(l.Rows); i++ {
			y := b.Min.Y + i*rh - int(l.scroll)
			if y >= b.Max.Y {
				break
			}
			rr := image.Rect(inner.Min.X+t.I(3), y+t.I(1), inner.Max.X-t.I(3), y+rh-t.I(1))
			fg := t.Text
			switch {
			case i == l.Selected:
				FillRoundRect(clip, rr, t.S(6), t.SelectedBg)
				fg = t.SelectedText
			case i == l.hoverRow && !l.Disabled:
				FillRoundRect(clip, rr, t.S(6), t.ButtonHover)
			}
			for j := 0; j < len(l.Rows[i]) && j < len(cols); j++ {
				cell := l.Rows[i][j]
				last := min(j+cell.Span, len(cols)-1)
				cr := image.Rect(cols[j].Min.X, y, cols[last].Max.X, y+rh)
				align := l.Columns[j].Align
				j = last
				if cell.Dot.A != 0 {
					d := t.S(7)
					cx := float64(cr.Min.X) + d
					cy := float64(y) + float64(rh)/2
					FillCircle(clip, cx, cy, d, cell.Dot)
					if cell.DotEdge.A != 0 {
						StrokeCircle(clip, cx, cy, d, t.S(1), cell.DotEdge)
					}
					cr.Min.X += int(2*d + t.S(6))
				}
				c := fg
				if cell.Dim && i != l.Selected {
					c = t.TextDim
				}
				// A cell's text stays inside its cell, however many marks a name stacks on its letters.
				box := clip.SubImage(cr.Intersect(clip.Bounds())).(*ebiten.Image)
				DrawTextIn(box, Ellipsize(TameMarks(cell.Text), face, float64(cr.Dx())), face, cr, align, AlignCenter, c)
			}
		}
	}
	if !track.Empty() {
		FillRoundRect(dst, track, float64(track.Dx())/2, t.Button)
		c := t.TrackOff
		if l.thumbDrag {
			c = t.TextDim
		}
		FillRoundRect(dst, thumb, float64(thumb.Dx())/2, c)
	}
	StrokeRoundRect(dst, l.Rect, radius, t.S(1), t.ButtonBorder)
	if focused {
		drawFocusRing(dst, t, l.Rect, radius)
	}
}

// columnRects splits r into the columns by their weights, with padding.
func (l *List) columnRects(r image.Rectangle, pad int) []image.Rectangle {
	total := 0.0
	for _, c := range l.Columns {
		total += math.Max(c.Weight, 0)
	}
	if total == 0 {
		total = 1
	}
	out := make([]image.Rectangle, len(l.Columns))
	x := float64(r.Min.X + pad)
	w := float64(r.Dx() - 2*pad)
	gap := pad
	for i, c := range l.Columns {
		cw := w * math.Max(c.Weight, 0) / total
		x1 := int(x + cw)
		out[i] = image.Rect(int(x), r.Min.Y, x1-gap, r.Max.Y)
		if i == len(l.Columns)-1 {
			out[i].Max.X = r.Max.X - pad
		}
		x += cw
	}
	return out
}

// CutTitles returns the column headings that do not fit their columns at
// theme t (they are drawn shortened).
func (l *List) CutTitles(t *Theme) []string {
	if !l.hasHeader() {
		return nil
	}
	track, _ := l.scrollBar(t)
	inner := l.Rect
	if !track.Empty() {
		inner.Max.X = track.Min.X - t.I(2)
	}
	cols := l.columnRects(inner, t.I(10))
	face := t.Face(SizeSmall, true)
	var out []string
	for i, c := range l.Columns {
		if TextWidth(c.Title, face) > float64(cols[i].Dx()) {
			out = append(out, c.Title)
		}
	}
	return out
}

// CutCells returns the texts of the cells that do not fit their columns at
// theme t (they are drawn shortened).
func (l *List) CutCells(t *Theme) []string {
	track, _ := l.scrollBar(t)
	inner := l.Rect
	if !track.Empty() {
		inner.Max.X = track.Min.X - t.I(2)
	}
	cols := l.columnRects(inner, t.I(10))
	size := SizeBody
	if l.Small {
		size = SizeSmall
	}
	face := t.Face(size, false)
	var out []string
	for _, row := range l.Rows {
		for j := 0; j < len(row) && j < len(cols); j++ {
			c := row[j]
			last := min(j+c.Span, len(cols)-1)
			room := float64(cols[last].Max.X - cols[j].Min.X)
			j = last
			if c.Dot.A != 0 {
				room -= 2*t.S(7) + t.S(6)
			}
			if TextWidth(c.Text, face) > room {
				out = append(out, c.Text)
			}
		}
	}
	return out
}
