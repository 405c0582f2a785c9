package widget

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Tile is a clickable square for one of a set of things shown by a picture, such as a learner or the pictures a
// learner chooses from: the picture above, a caption below, outlined when selected. Enter or Space clicks it when
// it has keyboard focus.
type Tile struct {
	Base
	// Text is the caption under the picture; empty leaves the whole tile to the picture.
	Text string
	// Picture draws the picture into the square it is given; nil draws none.
	Picture func(dst *ebiten.Image, r image.Rectangle)
	// Selected outlines the tile in the accent colour.
	Selected bool
	// Small uses the small text size for the caption.
	Small bool
	// Row puts the picture at the left and the caption beside it, for a tile wider than tall.
	Row bool

	clicked bool
}

// Clicked reports whether the tile was clicked or activated this frame.
func (c *Tile) Clicked() bool { return c.clicked }

// Update handles the pointer and, when focused, Enter and Space.
func (c *Tile) Update(in *Input, focused bool) {
	c.clicked = c.track(in, c.Rect)
	if focused && (in.TakeKey(ebiten.KeyEnter) || in.TakeKey(ebiten.KeySpace) || in.TakeKey(ebiten.KeyNumpadEnter)) {
		c.clicked = true
	}
}

// captionSize returns the size of the caption's text.
func (c *Tile) captionSize() TextSize {
	if c.Small {
		return SizeSmall
	}
	return SizeBody
}

// CaptionRoom returns the width the caption may take.
func (c *Tile) CaptionRoom(t *Theme) float64 {
	if c.Row {
		return float64(c.Rect.Max.X-c.PictureRect(t).Max.X) - t.S(16)
	}
	return float64(c.Rect.Dx()) - t.S(10)
}

// PictureRect returns the square the picture is drawn in: the tile above its caption (beside it, with Row),
// within a margin.
func (c *Tile) PictureRect(t *Theme) image.Rectangle {
	r := c.Rect.Inset(t.I(6))
	if c.Row {
		side := max(r.Dy(), 0)
		return image.Rect(r.Min.X, r.Min.Y, r.Min.X+side, r.Min.Y+side)
	}
	if c.Text != "" {
		r.Max.Y -= int(LineSpacing(t.Face(c.captionSize(), false))) + t.I(2)
	}
	side := max(min(r.Dx(), r.Dy()), 0)
	x := r.Min.X + (r.Dx()-side)/2
	return image.Rect(x, r.Min.Y, x+side, r.Min.Y+side)
}

// Draw paints the tile in its current state.
func (c *Tile) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	r := c.Rect
	radius := t.S(12)
	bg, border, width := t.Panel, t.PanelBorder, t.S(1)
	if c.hovered {
		bg = t.ButtonHover
	}
	if c.pressing && c.hovered {
		bg = t.ButtonPressed
	}
	if c.Selected {
		border, width = t.Accent, t.S(3)
	}
	if c.Disabled {
		border = t.PanelBorder
	}
	ShadowRect(t, dst, r, radius)
	FillRoundRect(dst, r, radius, bg)
	StrokeRoundRect(dst, r, radius, width, border)
	if focused {
		drawFocusRing(dst, t, r, radius)
	}
	if c.Picture != nil {
		c.Picture(dst, c.PictureRect(t))
	}
	if c.Text != "" {
		face := t.Face(c.captionSize(), c.Selected)
		col := t.Text
		if c.Disabled {
			col = t.Disabled
		}
		pic := c.PictureRect(t)
		label := Ellipsize(c.Text, face, c.CaptionRoom(t))
		if c.Row {
			box := image.Rect(pic.Max.X+t.I(10), r.Min.Y, r.Max.X-t.I(6), r.Max.Y)
			DrawTextIn(dst, label, face, box, AlignStart, AlignCenter, col)
			return
		}
		box := image.Rect(r.Min.X+t.I(5), pic.Max.Y, r.Max.X-t.I(5), r.Max.Y-t.I(4))
		DrawTextIn(dst, label, face, box, AlignCenter, AlignCenter, col)
	}
}
