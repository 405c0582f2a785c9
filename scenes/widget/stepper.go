package widget

import (
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Stepper shows a number between two small buttons, − and +; Left/Right
// (or −/+) change it when focused, and holding a button repeats.
type Stepper struct {
	Base
	// Value is the current value, kept within Min and Max.
	Value int
	// Min and Max bound the value.
	Min, Max int
	// Step is added or taken away by one press; 0 means 1.
	Step int
	// Format turns the value into text; nil prints the number.
	Format func(int) string
	// Arrows shows ‹ and › instead of − and +, for a choice among names.
	Arrows bool

	changed    bool
	minus      Base
	plus       Base
	holdFrames int
}

// NewStepper returns a stepper over [min, max] starting at v.
func NewStepper(v, min, max int, tip string) *Stepper {
	return &Stepper{Value: v, Min: min, Max: max, Base: Base{Tip: tip}}
}

// Changed reports whether the user changed the value this frame.
func (s *Stepper) Changed() bool { return s.changed }

// parts returns the rectangles of the − button, the value and the + button.
func (s *Stepper) parts() (minus, value, plus image.Rectangle) {
	r := s.Rect
	b := r.Dy()
	minus = image.Rect(r.Min.X, r.Min.Y, r.Min.X+b, r.Max.Y)
	plus = image.Rect(r.Max.X-b, r.Min.Y, r.Max.X, r.Max.Y)
	value = image.Rect(minus.Max.X, r.Min.Y, plus.Min.X, r.Max.Y)
	return
}

// add changes the value by n steps, clamped, and records a change.
func (s *Stepper) add(n int) {
	step := s.Step
	if step == 0 {
		step = 1
	}
	v := min(max(s.Value+n*step, s.Min), s.Max)
	if v != s.Value {
		s.Value = v
		s.changed = true
	}
}

// Update handles clicks on − and +, press-and-hold repeat and the arrow keys.
func (s *Stepper) Update(in *Input, focused bool) {
	s.changed = false
	mr, _, pr := s.parts()
	s.hovered = in.In(s.Rect)
	if s.minus.track(in, mr) {
		s.add(-1)
	}
	if s.plus.track(in, pr) {
		s.add(1)
	}
	// A press on the value itself belongs to the stepper, not to what lies below.
	if s.hovered && in.Pressed {
		in.Consume()
	}
	if (s.minus.pressing && s.minus.hovered) || (s.plus.pressing && s.plus.hovered) {
		s.holdFrames++
		if s.holdFrames > 24 && s.holdFrames%4 == 0 {
			if s.minus.pressing {
				s.add(-1)
			} else {
				s.add(1)
			}
		}
	} else {
		s.holdFrames = 0
	}
	if focused {
		if in.TakeKey(ebiten.KeyLeft) || in.TakeKey(ebiten.KeyMinus) || in.TakeKey(ebiten.KeyDown) || in.TakeKey(ebiten.KeyNumpadSubtract) {
			s.add(-1)
		}
		if in.TakeKey(ebiten.KeyRight) || in.TakeKey(ebiten.KeyEqual) || in.TakeKey(ebiten.KeyUp) || in.TakeKey(ebiten.KeyNumpadAdd) {
			s.add(1)
		}
	}
}

// Draw paints the two buttons and the value between them.
func (s *Stepper) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	mr, vr, pr := s.parts()
	radius := t.S(8)
	FillRoundRect(dst, s.Rect, radius, t.Button)
	StrokeRoundRect(dst, s.Rect, radius, t.S(1), t.ButtonBorder)
	face := t.Face(SizeLarge, true)
	for i, b := range []*Base{&s.minus, &s.plus} {
		r := mr
		glyph, plus := "−", "+"
		if s.Arrows {
			glyph, plus = "‹", "›"
		}
		enabled := s.Value > s.Min
		if i == 1 {
			r, glyph, enabled = pr, plus, s.Value < s.Max
		}
		enabled = enabled && !s.Disabled
		c := t.Text
		if !enabled {
			c = t.Disabled
		} else if b.hovered {
			bg := t.ButtonHover
			if b.pressing {
				bg = t.ButtonPressed
			}
			FillRoundRect(dst, r.Inset(t.I(2)), radius-t.S(2), bg)
		}
		DrawTextIn(dst, glyph, face, r, AlignCenter, AlignCenter, c)
	}
	text := strconv.Itoa(s.Value)
	if s.Format != nil {
		text = s.Format(s.Value)
	}
	c := t.Text
	if s.Disabled {
		c = t.Disabled
	}
	vf := t.Face(SizeBody, true)
	DrawTextIn(dst, Ellipsize(text, vf, float64(vr.Dx())), vf, vr, AlignCenter, AlignCenter, c)
	if focused {
		drawFocusRing(dst, t, s.Rect, radius)
	}
}
