package widget

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Card is a clickable tile for one thing of a set, such as a lesson on the lesson map: a round badge with a
// number, a title, a line of detail, a progress bar and up to three stars. Enter or Space clicks it when it
// has keyboard focus.
type Card struct {
	Base
	// Badge is the short text in the circle (the lesson's number).
	Badge string
	// Title is the card's name, drawn bold.
	Title string
	// Detail is a line under the title (the lesson's state).
	Detail string
	// Progress is the share done, 0…1, drawn as a bar; a negative value draws none.
	Progress float64
	// Stars is how many of the three stars are earned; StarsShown draws the three stars at all.
	Stars      int
	StarsShown bool
	// Done draws the badge in the colour of success.
	Done bool
	// Marked draws the card outlined in the accent colour (the lesson last opened).
	Marked bool
	// Warning draws a "!" in the colour of errors on the badge's edge (a lesson the check finds problems in).
	Warning bool

	clicked bool
}

// Clicked reports whether the card was clicked or activated this frame.
func (c *Card) Clicked() bool { return c.clicked }

// Update handles the pointer and, when focused, Enter and Space.
func (c *Card) Update(in *Input, focused bool) {
	c.clicked = c.track(in, c.Rect)
	if focused && (in.TakeKey(ebiten.KeyEnter) || in.TakeKey(ebiten.KeySpace) || in.TakeKey(ebiten.KeyNumpadEnter)) {
		c.clicked = true
	}
}

// CardPad is the card's inner margin in unscaled pixels; TitleRoom uses it.
const CardPad = 14

// titleLeft returns the x of the title, right of the badge, relative to the card.
func (c *Card) titleLeft(t *Theme) float64 {
	return t.S(CardPad) + 2*c.badgeRadius(t) + t.S(12)
}

// badgeRadius returns the radius of the badge's circle.
func (c *Card) badgeRadius(t *Theme) float64 {
	return min(t.S(22), float64(c.Rect.Dy())*0.3)
}

// TitleRoom returns the width the title may take, and the detail's.
func (c *Card) TitleRoom(t *Theme) float64 {
	return float64(c.Rect.Dx()) - c.titleLeft(t) - t.S(CardPad)
}

// Draw paints the card in its current state.
func (c *Card) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	r := c.Rect
	radius := t.S(12)
	bg, border := t.Panel, t.PanelBorder
	if c.hovered {
		bg = t.ButtonHover
	}
	if c.pressing && c.hovered {
		bg = t.ButtonPressed
	}
	if c.Marked {
		border = t.Accent
	}
	ShadowRect(t, dst, r, radius)
	FillRoundRect(dst, r, radius, bg)
	StrokeRoundRect(dst, r, radius, t.S(1.5), border)
	if focused {
		drawFocusRing(dst, t, r, radius)
	}
	x0, y0 := float64(r.Min.X), float64(r.Min.Y)
	h := float64(r.Dy())
	br := c.badgeRadius(t)
	bx, by := x0+t.S(CardPad)+br, y0+h*0.42
	badge, badgeText := t.ButtonBorder, t.Text
	switch {
	case c.Done:
		badge, badgeText = t.Good, t.TextOnAccent
	case c.Progress > 0:
		badge, badgeText = t.Accent, t.TextOnAccent
	}
	FillCircle(dst, bx, by, br, badge)
	DrawText(dst, c.Badge, t.Face(SizeLarge, true), bx, by, AlignCenter, AlignCenter, badgeText)
	if c.Warning {
		wr := br * 0.45
		wx, wy := bx+br*0.72, by-br*0.72
		FillCircle(dst, wx, wy, wr+t.S(1.5), bg)
		FillCircle(dst, wx, wy, wr, t.Error)
		DrawText(dst, "!", t.Face(SizeSmall, true), wx, wy, AlignCenter, AlignCenter, t.TextOnAccent)
	}

	tx := x0 + c.titleLeft(t)
	room := c.TitleRoom(t)
	DrawText(dst, Ellipsize(c.Title, t.Face(SizeBody, true), room), t.Face(SizeBody, true), tx, y0+h*0.30, AlignStart, AlignCenter, t.Text)
	DrawText(dst, Ellipsize(c.Detail, t.Face(SizeSmall, false), room), t.Face(SizeSmall, false), tx, y0+h*0.56, AlignStart, AlignCenter, t.TextDim)

	bottom := y0 + h*0.80
	sr := t.S(8)
	starsW := 0.0
	if c.StarsShown {
		starsW = 3*2*sr + 2*t.S(3)
		for i := range 3 {
			col := color.Color(t.TrackOff)
			if i < c.Stars {
				col = StarColor
			}
			FillStar(dst, float64(r.Max.X)-t.S(CardPad)-starsW+sr+float64(i)*(2*sr+t.S(3)), bottom, sr, col)
		}
	}
	if c.Progress >= 0 {
		bw := room - starsW - t.S(10)
		bh := t.S(6)
		FillRoundRectF(dst, float32(tx), float32(bottom-bh/2), float32(bw), float32(bh), float32(bh/2), t.TrackOff)
		if c.Progress > 0 {
			fill := t.Accent
			if c.Done {
				fill = t.Good
			}
			FillRoundRectF(dst, float32(tx), float32(bottom-bh/2), float32(max(bh, bw*min(c.Progress, 1))), float32(bh), float32(bh/2), fill)
		}
	}
}

// StarColor is the gold of an earned star.
var StarColor = color.RGBA{0xE8, 0xA8, 0x20, 0xFF}
