package widget

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// tipDelay is how many frames the pointer rests before a tooltip shows.
const tipDelay = 36

// tipState follows the pointer and decides which tooltip to show.
type tipState struct {
	owner  Widget
	frames int
	text   string
	at     image.Point
	byKey  bool
	screen image.Rectangle
}

// pending reports whether a tooltip is about to appear or change.
func (s *tipState) pending() bool {
	return s.owner != nil && s.frames >= 0 && s.frames <= tipDelay
}

// focusChanged shows the tooltip of the newly focused widget at once.
func (s *tipState) focusChanged() {
	s.byKey = true
	s.frames = 0
}

// update picks the hovered widget's tooltip, or the focused one's after Tab.
func (s *tipState) update(in *Input, f *Form) {
	var over Widget
	if in.HasPointer() && in.Kind == PointerMouse {
		for i := len(f.items) - 1; i >= 0; i-- {
			w := f.items[i]
			b := w.Common()
			if !b.Hidden && b.Tip != "" && in.Pos.In(b.Rect) {
				over = w
				break
			}
		}
	}
	if in.Pressed || len(in.Keys) > 0 && !s.byKey {
		s.frames = -1 << 30
	}
	if over != nil {
		s.byKey = false
		if over != s.owner {
			s.owner, s.frames = over, 0
		}
		s.frames++
		if s.frames >= tipDelay {
			s.text = over.Common().Tip
			s.at = image.Pt(in.Pos.X, over.Common().Rect.Max.Y)
		} else {
			s.text = ""
		}
		return
	}
	s.owner = nil
	if s.byKey {
		if w := f.Focused(); w != nil && w.Common().Tip != "" {
			s.text = w.Common().Tip
			r := w.Common().Rect
			s.at = image.Pt((r.Min.X+r.Max.X)/2, r.Max.Y)
			s.frames++
			if s.frames > 60*6 {
				s.byKey, s.text = false, ""
			}
			return
		}
	}
	s.text = ""
}

// draw paints the tooltip box below its anchor, kept inside the screen.
func (s *tipState) draw(dst *ebiten.Image, t *Theme) {
	// A part of the screen being redrawn is not the screen: keep to the whole one.
	if b := dst.Bounds(); b.Min == (image.Point{}) {
		s.screen = b
	}
	if s.text == "" {
		return
	}
	r, body, pad := s.layout(t)
	ShadowRect(t, dst, r, t.S(6))
	FillRoundRect(dst, r, t.S(6), t.TooltipBg)
	DrawText(dst, body, t.Face(SizeSmall, false), float64(r.Min.X)+pad, float64(r.Min.Y)+pad, AlignStart, AlignStart, t.TooltipText)
}

// layout returns the tooltip's box, its wrapped text and the padding inside the box.
func (s *tipState) layout(t *Theme) (r image.Rectangle, body string, pad float64) {
	face := t.Face(SizeSmall, false)
	body = Wrap(s.text, face, t.S(300))
	w := TextWidth(body, face)
	lines := 1
	for _, c := range body {
		if c == '\n' {
			lines++
		}
	}
	h := LineSpacing(face) * float64(lines)
	pad = t.S(8)
	bw, bh := int(w+2*pad), int(h+2*pad)
	x := s.at.X - bw/2
	y := s.at.Y + t.I(6)
	sb := s.screen
	if !t.Screen.Empty() {
		sb = t.Screen
	}
	if x+bw > sb.Max.X-t.I(4) {
		x = sb.Max.X - t.I(4) - bw
	}
	if x < sb.Min.X+t.I(4) {
		x = sb.Min.X + t.I(4)
	}
	if y+bh > sb.Max.Y-t.I(4) {
		y = s.at.Y - bh - t.I(40)
	}
	return image.Rect(x, y, x+bw, y+bh), body, pad
}

// area returns the part of the screen the tooltip and its shadow cover, or an empty rectangle.
func (s *tipState) area(t *Theme) image.Rectangle {
	if s.text == "" {
		return image.Rectangle{}
	}
	r, _, _ := s.layout(t)
	return r.Inset(-t.I(16))
}
