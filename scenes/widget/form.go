package widget

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Widget is anything a Form can lay out, update and draw.
type Widget interface {
	// Common returns the shared state: rectangle, tooltip, hidden, disabled.
	Common() *Base
	// Update reacts to this frame's input; focused says whether the widget has keyboard focus.
	Update(in *Input, focused bool)
	// Draw paints the widget; focused says whether to show the focus ring.
	Draw(dst *ebiten.Image, t *Theme, focused bool)
}

// Base is the state every widget shares; embed it.
type Base struct {
	// Rect is where the widget is drawn and hit-tested, in screen pixels.
	Rect image.Rectangle
	// Tip is the tooltip text; empty means no tooltip.
	Tip string
	// Hidden widgets are neither drawn nor updated.
	Hidden bool
	// Disabled widgets are drawn dimmed and ignore input.
	Disabled bool
	// NoFocus keeps the widget out of the Tab order.
	NoFocus bool

	hovered  bool
	pressing bool
}

// Common returns b itself, so that embedding Base satisfies Widget.Common.
func (b *Base) Common() *Base { return b }

// Hovered reports whether the pointer is over the widget.
func (b *Base) Hovered() bool { return b.hovered }

// track follows the pointer over r and reports a click: a press and a
// release both inside r; it consumes the pointer events it uses.
func (b *Base) track(in *Input, r image.Rectangle) bool {
	b.hovered = in.In(r) && !in.Consumed()
	clicked := false
	if b.hovered && in.Pressed {
		b.pressing = true
		in.Consume()
	}
	if in.Released {
		if b.pressing && b.hovered {
			clicked = true
			in.Consume()
		}
		b.pressing = false
	}
	if !in.Down && !in.Released {
		b.pressing = false
	}
	if in.Kind == PointerTouch && !in.Down && !in.Released {
		b.hovered = false
	}
	return clicked
}

// noInput is a frame without pointer or keys, given to widgets that are
// hidden or disabled.
var noInput Input

// focusable reports whether a widget can take keyboard focus now.
func focusable(w Widget) bool {
	b := w.Common()
	if b.NoFocus || b.Hidden || b.Disabled {
		return false
	}
	switch w.(type) {
	case *Label, *Panel:
		return false
	}
	return true
}

// pausedFocus reports whether w keeps the keyboard focus though it cannot take it now: a widget disabled for a
// while (a button while its file is written) keeps it, so that Tab goes on from it however long the work takes.
func pausedFocus(w Widget) bool {
	b := w.Common()
	return b.Disabled && !b.Hidden && !b.NoFocus
}

// Form owns a set of widgets: it updates and draws them in order, moves the
// keyboard focus with Tab and Shift+Tab and shows tooltips.
type Form struct {
	items    []Widget
	focus    int
	showRing bool
	tip      tipState
}

// NewForm returns a form holding ws in drawing and Tab order.
func NewForm(ws ...Widget) *Form {
	return &Form{items: ws, focus: -1}
}

// Add appends widgets to the form.
func (f *Form) Add(ws ...Widget) {
	f.items = append(f.items, ws...)
}

// Focused returns the widget with keyboard focus, or nil.
func (f *Form) Focused() Widget {
	if f.focus < 0 || f.focus >= len(f.items) {
		return nil
	}
	return f.items[f.focus]
}

// SetFocus gives w the keyboard focus and shows the focus ring.
func (f *Form) SetFocus(w Widget) {
	for i, it := range f.items {
		if it == w {
			f.focus = i
			f.showRing = true
		}
	}
}

// Update passes this frame's input to the widgets; Tab and Shift+Tab move the
// focus, and a pointer press hides the focus ring.
func (f *Form) Update(in *Input) {
	if in.Key(ebiten.KeyTab) {
		in.TakeKey(ebiten.KeyTab)
		f.moveFocus(in.Shift)
	}
	if in.Pressed {
		f.showRing = false
	}
	if cur := f.Focused(); cur != nil && !focusable(cur) && !pausedFocus(cur) {
		f.focus = -1
	}
	// Widgets drawn last are on top, so they see the pointer first.
	for i := len(f.items) - 1; i >= 0; i-- {
		w := f.items[i]
		b := w.Common()
		if b.Hidden || b.Disabled {
			// A widget that cannot be used forgets any click or change it had.
			w.Update(&noInput, false)
			b.hovered = !b.Hidden && in.In(b.Rect)
			continue
		}
		focused := i == f.focus
		w.Update(in, focused)
		if in.Pressed && in.Consumed() && focusable(w) && i != f.focus && w.Common().hovered {
			f.focus = i
		}
	}
	f.tip.update(in, f)
}

// Animating reports whether the form will look different next frame without
// any input: a switch sliding or a tooltip about to appear.
func (f *Form) Animating() bool {
	if f.tip.pending() {
		return true
	}
	for _, w := range f.items {
		if a, ok := w.(interface{ Animating() bool }); ok && !w.Common().Hidden && a.Animating() {
			return true
		}
	}
	return false
}

// TipArea returns the part of the screen the tooltip shown now covers, or an empty rectangle.
func (f *Form) TipArea(t *Theme) image.Rectangle { return f.tip.area(t) }

// Ring returns the widget drawn with the keyboard focus ring, or nil.
func (f *Form) Ring() Widget {
	if !f.showRing {
		return nil
	}
	return f.Focused()
}

// moveFocus steps the focus to the next (or previous) focusable widget.
func (f *Form) moveFocus(back bool) {
	n := len(f.items)
	if n == 0 {
		return
	}
	f.showRing = true
	i := f.focus
	for range n {
		if back {
			i--
			if i < 0 {
				i = n - 1
			}
		} else {
			i++
			if i >= n {
				i = 0
			}
		}
		if focusable(f.items[i]) {
			f.focus = i
			f.tip.focusChanged()
			return
		}
	}
}

// Draw paints the widgets in order, then the focus ring and the tooltip.
func (f *Form) Draw(dst *ebiten.Image, t *Theme) {
	for i, w := range f.items {
		if w.Common().Hidden {
			continue
		}
		w.Draw(dst, t, f.showRing && i == f.focus)
	}
	f.tip.draw(dst, t)
}

// drawFocusRing outlines r to show keyboard focus.
func drawFocusRing(dst *ebiten.Image, t *Theme, r image.Rectangle, radius float64) {
	g := t.I(3)
	StrokeRoundRect(dst, r.Inset(-g), radius+float64(g), t.S(2), t.Focus)
}

// Find returns the centre of the visible, enabled control captioned text: a
// button, a toggle, a card (by its title), one option of a radio group or a text
// field (by its prompt) (scripts click it).
func (f *Form) Find(text string) (image.Point, bool) {
	for i := len(f.items) - 1; i >= 0; i-- {
		w := f.items[i]
		b := w.Common()
		if b.Hidden || b.Disabled || b.Rect.Empty() {
			continue
		}
		mid := func(r image.Rectangle) image.Point { return image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2) }
		switch w := w.(type) {
		case *Button:
			if w.Text == text {
				return mid(w.Rect), true
			}
		case *Toggle:
			if w.Text == text {
				return mid(w.Rect), true
			}
		case *Card:
			if w.Title == text {
				return mid(w.Rect), true
			}
		case *TextField:
			if w.Prompt == text {
				return mid(w.Rect), true
			}
		case *Tile:
			if w.Text == text {
				return mid(w.Rect), true
			}
		case *Radio:
			for j, o := range w.Options {
				if o == text {
					return mid(w.segments()[j]), true
				}
			}
		}
	}
	return image.Point{}, false
}
