package scenes

import (
	"image"

	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// centered returns a w×h rectangle centred in r (shrunk to fit).
func centered(r image.Rectangle, w, h int) image.Rectangle {
	w, h = min(w, r.Dx()), min(h, r.Dy())
	x := r.Min.X + (r.Dx()-w)/2
	y := r.Min.Y + (r.Dy()-h)/2
	return image.Rect(x, y, x+w, y+h)
}

// screenRect returns the whole screen of ctx.
func screenRect(ctx *Context) image.Rectangle {
	return image.Rect(0, 0, ctx.W, ctx.H)
}

// row splits r into a label part of width lw and the rest, with a gap.
func row(r image.Rectangle, lw, gap int) (label, control image.Rectangle) {
	label = image.Rect(r.Min.X, r.Min.Y, r.Min.X+lw, r.Max.Y)
	control = image.Rect(r.Min.X+lw+gap, r.Min.Y, r.Max.X, r.Max.Y)
	return
}

// hideAll sets Hidden on every widget given.
func hideAll(hidden bool, ws ...widget.Widget) {
	for _, w := range ws {
		w.Common().Hidden = hidden
	}
}

// tightPad returns a margin of pad unscaled pixels around r, or a third of it when r is as small as a phone's screen
// in either direction, where the controls need the room more than the margin does.
func tightPad(t *widget.Theme, r image.Rectangle, pad float64) int {
	if r.Dx() < t.I(560) || r.Dy() < t.I(560) {
		return t.I(pad / 3)
	}
	return t.I(pad)
}
