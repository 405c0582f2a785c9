package widget

import (
	"image"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
)

// TextField is a one-line text entry: a click gives it the keyboard focus,
// typed characters go in at the caret, Backspace and Delete remove, Left,
// Right, Home and End move the caret, and Enter submits.
type TextField struct {
	Base
	// Text is the current text.
	Text string
	// Prompt is shown dimmed while Text is empty.
	Prompt string
	// MaxLen bounds the number of characters; 0 means no bound.
	MaxLen int

	caret     int  // rune index
	all       bool // the whole text is selected: typing replaces it
	hasFocus  bool
	changed   bool
	submitted bool
}

// NewTextField returns a field holding text with the caret at its end.
func NewTextField(text, prompt, tip string) *TextField {
	f := &TextField{Text: text, Prompt: prompt, Base: Base{Tip: tip}}
	f.caret = len([]rune(text))
	return f
}

// Changed reports whether the text was edited this frame.
func (f *TextField) Changed() bool { return f.changed }

// Submitted reports whether Enter was pressed in the field this frame.
func (f *TextField) Submitted() bool { return f.submitted }

// SetText replaces the text and puts the caret at its end.
func (f *TextField) SetText(s string) {
	f.Text = s
	f.caret = len([]rune(s))
}

// SelectAll selects the whole text, so that typing replaces it (a proposed name).
func (f *TextField) SelectAll() {
	f.all = f.Text != ""
	f.caret = len([]rune(f.Text))
}

// Update edits the text when the field has the keyboard focus.
func (f *TextField) Update(in *Input, focused bool) {
	f.changed, f.submitted = false, false
	f.track(in, f.Rect)
	f.hasFocus = focused
	if !focused {
		return
	}
	r := []rune(f.Text)
	f.caret = min(max(f.caret, 0), len(r))
	edit := func(nr []rune, caret int) {
		r, f.caret, f.changed = nr, caret, true
	}
	if f.all && (len(in.Chars) > 0 || in.Key(ebiten.KeyBackspace) || in.Key(ebiten.KeyDelete)) {
		// Typing over the selected text replaces it.
		in.TakeKey(ebiten.KeyBackspace)
		in.TakeKey(ebiten.KeyDelete)
		edit(nil, 0)
	}
	if f.all && (in.Key(ebiten.KeyLeft) || in.Key(ebiten.KeyRight) || in.Key(ebiten.KeyHome) || in.Key(ebiten.KeyEnd) || in.Pressed) {
		f.all = false
	}
	if f.changed {
		f.all = false
	}
	for _, c := range in.Chars {
		if !unicode.IsPrint(c) || (f.MaxLen > 0 && len(r) >= f.MaxLen) {
			continue
		}
		nr := append(append(append([]rune{}, r[:f.caret]...), c), r[f.caret:]...)
		edit(nr, f.caret+1)
	}
	if len(in.Chars) > 0 {
		in.Chars = in.Chars[:0] // typed here, not a shortcut
	}
	switch {
	case in.TakeKey(ebiten.KeyBackspace):
		if f.caret > 0 {
			edit(append(append([]rune{}, r[:f.caret-1]...), r[f.caret:]...), f.caret-1)
		}
	case in.TakeKey(ebiten.KeyDelete):
		if f.caret < len(r) {
			edit(append(append([]rune{}, r[:f.caret]...), r[f.caret+1:]...), f.caret)
		}
	case in.TakeKey(ebiten.KeyLeft):
		f.caret = max(f.caret-1, 0)
	case in.TakeKey(ebiten.KeyRight):
		f.caret = min(f.caret+1, len(r))
	case in.TakeKey(ebiten.KeyHome):
		f.caret = 0
	case in.TakeKey(ebiten.KeyEnd):
		f.caret = len(r)
	case in.TakeKey(ebiten.KeyEnter) || in.TakeKey(ebiten.KeyNumpadEnter):
		f.submitted = true
	}
	f.Text = string(r)
}

// Draw paints the box, the text (its end kept in view) and, while the field
// has the focus, the caret.
func (f *TextField) Draw(dst *ebiten.Image, t *Theme, focused bool) {
	radius := t.S(8)
	border := t.ButtonBorder
	if f.hasFocus {
		border = t.Focus
	}
	FillRoundRect(dst, f.Rect, radius, t.Panel)
	StrokeRoundRect(dst, f.Rect, radius, t.S(1), border)
	if f.hasFocus {
		StrokeRoundRect(dst, f.Rect.Inset(t.I(1)), radius-t.S(1), t.S(1), border)
	}
	face := t.Face(SizeBody, false)
	pad := t.I(12)
	box := image.Rect(f.Rect.Min.X+pad, f.Rect.Min.Y, f.Rect.Max.X-pad, f.Rect.Max.Y)
	if f.Text == "" {
		if f.Prompt != "" {
			DrawTextIn(dst, Ellipsize(f.Prompt, face, float64(box.Dx())), face, box, AlignStart, AlignCenter, t.TextDim)
		}
	}
	r := []rune(f.Text)
	caret := min(max(f.caret, 0), len(r))
	// Keep the caret in view: drop characters from the left while it is past the box.
	start := 0
	for start < caret && TextWidth(string(r[start:caret]), face) > float64(box.Dx())-t.S(2) {
		start++
	}
	shown := string(r[start:])
	if TextWidth(shown, face) > float64(box.Dx()) {
		shown = Ellipsize(shown, face, float64(box.Dx()))
	}
	c := t.Text
	if f.Disabled {
		c = t.Disabled
	}
	if f.all && f.hasFocus && f.Text != "" {
		w := min(TextWidth(shown, face), float64(box.Dx()))
		h := LineSpacing(face)
		FillRoundRectF(dst, float32(box.Min.X)-2, float32(float64(f.Rect.Min.Y+f.Rect.Max.Y)/2-h/2), float32(w)+4, float32(h), float32(t.S(3)), WithAlpha(t.Focus, 0x40))
	}
	if f.Text != "" {
		DrawTextIn(dst, shown, face, box, AlignStart, AlignCenter, c)
	}
	if f.hasFocus && !f.Disabled {
		x := float64(box.Min.X) + TextWidth(string(r[start:caret]), face)
		h := LineSpacing(face) * 0.9
		y := float64(f.Rect.Min.Y+f.Rect.Max.Y)/2 - h/2
		FillRect(dst, x, y, t.S(1.5), h, t.Text)
	}
	if focused {
		drawFocusRing(dst, t, f.Rect, radius)
	}
}
