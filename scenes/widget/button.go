package widget

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// ButtonKind chooses how prominent a button looks.
type ButtonKind int

// Button kinds.
const (
	// ButtonNormal is a light button with a border.
	ButtonNormal ButtonKind = iota
	// ButtonPrimary is filled with the accent colour: the main action of a screen.
	ButtonPrimary
	// ButtonQuiet has no border until hovered: for secondary actions.
	ButtonQuiet
)

// Button is a clickable rectangle with a text; Enter or Space clicks it when
// it has keyboard focus.
type Button struct {
	Base
	// Text is the caption.
	Text string
	// Kind is the look.
	Kind ButtonKind
	// Small uses the small text size.
	Small bool
	// Selected draws the button as switched on (for a button that toggles a mode).
	Selected bool

	clicked bool
}

// NewButton returns a normal button with a caption and a tooltip.
func NewButton(caption, tip string) *Button {
	return &Button{Text: caption, Base: Base{Tip: tip}}
}

// Clicked reports whether the button was clicked or activated this frame.
func (b *Button) Clicked() bool { return b.clicked }

// Update handles the pointer and, when focused, Enter and Space.
func (b *Button) Update(in *Input, focused bool) {
	b.clicked = b.track(in, b.Rect)
	if focused && (in.TakeKey(ebiten.KeyEnter) || in.TakeKey(ebiten.KeySpace) || in.TakeKey(ebiten.KeyNumpadEnter)) {
		b.clicked = true
	}
}

// Draw paints the button in its current state.
func (b *Button) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	radius := t.S(8)
	var bg, fg, border color.RGBA
	switch {
	case b.Disabled:
		bg, fg, border = t.Button, t.Disabled, t.PanelBorder
	case b.Kind == ButtonPrimary:
		bg, fg, border = t.Accent, t.TextOnAccent, t.AccentPressed
		if b.hovered {
			bg = t.AccentHover
		}
		if b.pressing && b.hovered {
			bg = t.AccentPressed
		}
	case b.Selected:
		bg, fg, border = t.SelectedBg, t.SelectedText, t.SelectedBg
	default:
		bg, fg, border = t.Button, t.Text, t.ButtonBorder
		if b.Kind == ButtonQuiet {
			bg, border = color.RGBA{}, color.RGBA{}
		}
		if b.hovered {
			bg, border = t.ButtonHover, t.ButtonBorder
		}
		if b.pressing && b.hovered {
			bg = t.ButtonPressed
		}
	}
	r := b.Rect
	if b.pressing && b.hovered {
		r = r.Add(imagePt(0, t.I(1)))
	} else if !b.Disabled && b.Kind != ButtonQuiet {
		ShadowRect(t, dst, r, radius)
	}
	if bg.A > 0 {
		FillRoundRect(dst, r, radius, bg)
	}
	if border.A > 0 {
		StrokeRoundRect(dst, r, radius, t.S(1), border)
	}
	size := SizeBody
	if b.Small {
		size = SizeSmall
	}
	face := t.Face(size, b.Kind == ButtonPrimary)
	if TextWidth(b.Text, face) > float64(r.Dx())-t.S(12) {
		face = t.Face(SizeSmall, b.Kind == ButtonPrimary) // a long caption in a narrow button
	}
	label := Ellipsize(b.Text, face, float64(r.Dx())-t.S(12))
	DrawTextIn(dst, label, face, r, AlignCenter, AlignCenter, fg)
	if focused {
		drawFocusRing(dst, t, b.Rect, radius)
	}
}
