package widget

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Label is text inside a rectangle: wrapped to its width when Wrap is set,
// otherwise shortened with an ellipsis.
type Label struct {
	Base
	// Text is what is shown; newlines break lines.
	Text string
	// Size is the text role.
	Size TextSize
	// Bold selects the bold face.
	Bold bool
	// H and V align the text inside Rect.
	H, V Align
	// Color overrides the theme's text colour when its alpha is not zero.
	Color color.RGBA
	// Dim uses the theme's dimmed text colour.
	Dim bool
	// Wrap breaks long lines at spaces to fit the width.
	Wrap bool
}

// NewLabel returns a label of body size aligned to the left and centred vertically.
func NewLabel(s string) *Label {
	return &Label{Text: s, Size: SizeBody, V: AlignCenter}
}

// Update does nothing: labels do not react to input.
func (l *Label) Update(in *Input, focused bool) {
	l.hovered = in.In(l.Rect)
}

// Height returns how tall the label's text is when drawn at width w.
func (l *Label) Height(t *Theme, w int) int {
	face := t.Face(l.Size, l.Bold)
	s := l.Text
	if l.Wrap {
		s = Wrap(s, face, float64(w))
	}
	n := strings.Count(s, "\n") + 1
	return int(LineSpacing(face)*float64(n) + 0.5)
}

// Draw paints the text.
func (l *Label) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	if l.Text == "" || l.Rect.Empty() {
		return
	}
	face := t.Face(l.Size, l.Bold)
	c := t.Text
	if l.Dim {
		c = t.TextDim
	}
	if l.Color.A != 0 {
		c = l.Color
	}
	s := l.Text
	if l.Wrap {
		s = Wrap(s, face, float64(l.Rect.Dx()))
	} else if !strings.Contains(s, "\n") {
		s = Ellipsize(s, face, float64(l.Rect.Dx()))
	}
	DrawTextIn(dst, s, face, l.Rect, l.H, l.V, c)
}

// Panel is a rounded, lightly shadowed card that other widgets sit on.
type Panel struct {
	Base
	// Title, when set, is drawn at the top in bold.
	Title string
	// Flat leaves out the shadow and border.
	Flat bool
}

// Update does nothing: panels do not react to input.
func (p *Panel) Update(in *Input, focused bool) {}

// Draw paints the card and its title.
func (p *Panel) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	radius := t.S(12)
	if !p.Flat {
		ShadowRect(t, dst, p.Rect, radius)
	}
	FillRoundRect(dst, p.Rect, radius, t.Panel)
	if !p.Flat {
		StrokeRoundRect(dst, p.Rect, radius, t.S(1), t.PanelBorder)
	}
	if p.Title != "" {
		r := p.Rect
		r.Min.X += t.I(16)
		r.Min.Y += t.I(12)
		DrawText(dst, p.Title, t.Face(SizeLarge, true), float64(r.Min.X), float64(r.Min.Y), AlignStart, AlignStart, t.Text)
	}
}
