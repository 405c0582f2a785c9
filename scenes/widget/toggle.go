package widget

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Toggle is an on/off switch with a caption; a click anywhere on it, or
// Enter/Space when focused, flips it.
type Toggle struct {
	Base
	// Text is the caption right of the switch.
	Text string
	// On is the current state.
	On bool

	changed bool
	anim    float64
}

// NewToggle returns a toggle with a caption, a tooltip and a state.
func NewToggle(caption, tip string, on bool) *Toggle {
	t := &Toggle{Text: caption, On: on, Base: Base{Tip: tip}}
	if on {
		t.anim = 1
	}
	return t
}

// Width returns the width the switch and its whole caption take.
func (g *Toggle) Width(t *Theme) int {
	return t.I(42) + t.I(10) + int(TextWidth(g.Text, t.Face(SizeBody, false))+0.999)
}

// Changed reports whether the user flipped the toggle this frame.
func (g *Toggle) Changed() bool { return g.changed }

// Update flips the state on a click or on Enter/Space when focused.
func (g *Toggle) Update(in *Input, focused bool) {
	g.changed = g.track(in, g.Rect)
	if focused && (in.TakeKey(ebiten.KeyEnter) || in.TakeKey(ebiten.KeySpace)) {
		g.changed = true
	}
	if g.changed {
		g.On = !g.On
	}
	target := 0.0
	if g.On {
		target = 1
	}
	g.anim += (target - g.anim) * 0.35
	if math.Abs(target-g.anim) < 0.01 {
		g.anim = target
	}
}

// Animating reports whether the switch is still sliding.
func (g *Toggle) Animating() bool {
	return g.anim != 0 && g.anim != 1
}

// Draw paints the switch and the caption.
func (g *Toggle) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	h := t.I(24)
	w := t.I(42)
	y := (g.Rect.Min.Y + g.Rect.Max.Y - h) / 2
	track := image.Rect(g.Rect.Min.X, y, g.Rect.Min.X+w, y+h)
	off, on := t.TrackOff, t.Accent
	if g.Disabled {
		off, on = t.PanelBorder, t.Disabled
	}
	FillRoundRect(dst, track, float64(h)/2, mix(off, on, g.anim))
	d := float64(h) - t.S(6)
	kx := float64(track.Min.X) + t.S(3) + (float64(w)-t.S(6)-d)*g.anim
	ky := float64(track.Min.Y) + t.S(3)
	FillRoundRectF(dst, float32(kx), float32(ky+t.S(1)), float32(d), float32(d), float32(d/2), t.Shadow)
	FillRoundRectF(dst, float32(kx), float32(ky), float32(d), float32(d), float32(d/2), t.Panel)
	if g.hovered && !g.Disabled {
		StrokeRoundRect(dst, track, float64(h)/2, t.S(1), t.ButtonBorder)
	}
	c := t.Text
	if g.Disabled {
		c = t.Disabled
	}
	face := t.Face(SizeBody, false)
	tr := image.Rect(track.Max.X+t.I(10), g.Rect.Min.Y, g.Rect.Max.X, g.Rect.Max.Y)
	DrawTextIn(dst, Ellipsize(g.Text, face, float64(tr.Dx())), face, tr, AlignStart, AlignCenter, c)
	if focused {
		drawFocusRing(dst, t, g.Rect, t.S(6))
	}
}
