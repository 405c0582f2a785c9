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
	anchor image.Rectangle   // the control the tooltip belongs to
	avoid  []image.Rectangle // the form's other controls, which the tooltip keeps clear of where it can
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
	if in.HasPointer() && in.Kind == PointerMouse && !in.Touched {
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
			s.note(f, over)
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
			s.note(f, w)
			s.frames++
			if s.frames > 60*6 {
				s.byKey, s.text = false, ""
			}
			return
		}
	}
	s.text = ""
}

// note keeps where the tooltip's control is and where the form's other controls are.
func (s *tipState) note(f *Form, owner Widget) {
	s.anchor = owner.Common().Rect
	s.avoid = s.avoid[:0]
	for _, w := range f.items {
		switch w.(type) {
		case *Label, *Panel:
			continue
		}
		if b := w.Common(); w != owner && !b.Hidden && !b.Rect.Empty() {
			s.avoid = append(s.avoid, b.Rect)
		}
	}
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
	sb := s.screen
	if !t.Screen.Empty() {
		sb = t.Screen
	}
	inside := func(x, y int) image.Rectangle {
		x = max(min(x, sb.Max.X-t.I(4)-bw), sb.Min.X+t.I(4))
		y = max(min(y, sb.Max.Y-t.I(4)-bh), sb.Min.Y+t.I(4))
		return image.Rect(x, y, x+bw, y+bh)
	}
	// Below the control, else above it, else beside it: the first place that covers no other control, or the one
	// that covers least of them.
	a := s.anchor
	if a.Empty() {
		a = image.Rectangle{Min: image.Pt(s.at.X, s.at.Y-t.I(40)), Max: s.at}
	}
	gap := t.I(6)
	places := []image.Rectangle{
		inside(s.at.X-bw/2, a.Max.Y+gap),
		inside(s.at.X-bw/2, a.Min.Y-gap-bh),
		inside(a.Max.X+gap, a.Min.Y),
		inside(a.Min.X-gap-bw, a.Min.Y),
	}
	best, least := places[0], -1
	for _, r := range places {
		in := r.Intersect(a)
		covered := in.Dx() * in.Dy()
		for _, c := range s.avoid {
			in := r.Intersect(c)
			covered += in.Dx() * in.Dy()
		}
		if least < 0 || covered < least {
			best, least = r, covered
		}
		if covered == 0 {
			break
		}
	}
	return best, body, pad
}

// area returns the part of the screen the tooltip and its shadow cover, or an empty rectangle.
func (s *tipState) area(t *Theme) image.Rectangle {
	if s.text == "" {
		return image.Rectangle{}
	}
	r, _, _ := s.layout(t)
	return r.Inset(-t.I(16))
}
