package widget

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Radio is a row of segments of which exactly one is selected (a segmented
// control), or a column of them when Vertical; Left/Right move the selection when focused.
type Radio struct {
	Base
	// Options are the segment captions.
	Options []string
	// Tips, when set, are tooltips per option (the Base tip is used otherwise).
	Tips []string
	// Selected is the index of the chosen option.
	Selected int
	// Small uses the small text size.
	Small bool
	// Vertical stacks the segments in a column (a narrow screen), each as high as Rect's height shared out.
	Vertical bool

	changed bool
	hoverAt int
	pressAt int
}

// NewRadio returns a segmented control over options with one selected.
func NewRadio(options []string, selected int, tip string) *Radio {
	return &Radio{Options: options, Selected: selected, Base: Base{Tip: tip}, hoverAt: -1, pressAt: -1}
}

// Changed reports whether the user picked another option this frame.
func (r *Radio) Changed() bool { return r.changed }

// segments returns the rectangle of each option.
func (r *Radio) segments() []image.Rectangle {
	if r.Vertical {
		return splitV(r.Rect, len(r.Options))
	}
	return SplitH(r.Rect, len(r.Options), 0)
}

// splitV cuts r into n rows of equal height.
func splitV(r image.Rectangle, n int) []image.Rectangle {
	out := make([]image.Rectangle, n)
	for i := range n {
		out[i] = image.Rect(r.Min.X, r.Min.Y+i*r.Dy()/n, r.Max.X, r.Min.Y+(i+1)*r.Dy()/n)
	}
	return out
}

// Update selects the clicked segment or moves with Left/Right when focused.
func (r *Radio) Update(in *Input, focused bool) {
	r.changed = false
	r.hovered = in.In(r.Rect) && !in.Consumed()
	r.hoverAt = -1
	segs := r.segments()
	if r.hovered {
		for i, s := range segs {
			if in.Pos.In(s) {
				r.hoverAt = i
			}
		}
	}
	if r.hovered && in.Pressed {
		r.pressAt = r.hoverAt
		in.Consume()
	}
	if in.Released {
		if r.pressAt >= 0 && r.pressAt == r.hoverAt {
			r.pick(r.hoverAt)
			in.Consume()
		}
		r.pressAt = -1
	}
	if !in.Down && !in.Released {
		r.pressAt = -1
	}
	if focused {
		if in.TakeKey(ebiten.KeyLeft) && r.Selected > 0 {
			r.pick(r.Selected - 1)
		}
		if in.TakeKey(ebiten.KeyRight) && r.Selected < len(r.Options)-1 {
			r.pick(r.Selected + 1)
		}
	}
	if r.hoverAt >= 0 && r.hoverAt < len(r.Tips) && r.Tips[r.hoverAt] != "" {
		r.Tip = r.Tips[r.hoverAt]
	}
}

// pick selects option i and records a change.
func (r *Radio) pick(i int) {
	if i != r.Selected {
		r.Selected = i
		r.changed = true
	}
}

// Draw paints the segments with the selected one filled.
func (r *Radio) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	radius := t.S(8)
	FillRoundRect(dst, r.Rect, radius, t.Button)
	segs := r.segments()
	size := SizeBody
	if r.Small {
		size = SizeSmall
	}
	for i, s := range segs {
		fg := t.Text
		switch {
		case r.Disabled:
			fg = t.Disabled
		case i == r.Selected:
			FillRoundRect(dst, s.Inset(t.I(2)), radius-t.S(1), t.SelectedBg)
			fg = t.SelectedText
		case i == r.hoverAt:
			bg := t.ButtonHover
			if r.pressAt == i {
				bg = t.ButtonPressed
			}
			FillRoundRect(dst, s.Inset(t.I(2)), radius-t.S(1), bg)
		}
		if i > 0 && i != r.Selected && i-1 != r.Selected {
			if r.Vertical {
				FillRoundRectF(dst, float32(s.Min.X)+float32(t.S(8)), float32(s.Min.Y), float32(s.Dx())-float32(t.S(16)), float32(t.S(1)), 0, t.PanelBorder)
			} else {
				FillRoundRectF(dst, float32(s.Min.X), float32(s.Min.Y)+float32(t.S(8)), float32(t.S(1)), float32(s.Dy())-float32(t.S(16)), 0, t.PanelBorder)
			}
		}
		face := t.Face(size, i == r.Selected)
		DrawTextIn(dst, Ellipsize(r.Options[i], face, float64(s.Dx())-t.S(6)), face, s, AlignCenter, AlignCenter, fg)
	}
	StrokeRoundRect(dst, r.Rect, radius, t.S(1), t.ButtonBorder)
	if focused {
		drawFocusRing(dst, t, r.Rect, radius)
	}
}
