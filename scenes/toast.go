package scenes

import (
	"image"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// toast is a message shown over whatever scene is on the screen, at the
// bottom, for a time long enough to read it; a click on it closes it
// sooner. It tells what happened outside any one scene: a file dropped
// on the window that cannot be opened, a damaged settings file.
type toast struct {
	text    string
	body    string // text wrapped to the box
	bad     bool
	frames  int
	rect    image.Rectangle
	changed bool
}

// show puts up msg; bad marks a problem.
func (t *toast) show(msg string, bad bool) {
	t.text, t.bad = msg, bad
	// About a second for every 15 characters, and at least six seconds, at 60 ticks a second.
	t.frames = 60 * max(6, 2+utf8.RuneCountInString(msg)/15)
	t.changed = true
}

// input closes the message when it is clicked and keeps the click from the scene below; run it before the scene.
func (t *toast) input(in *widget.Input) {
	if t.text == "" {
		return
	}
	if in.In(t.rect) && (in.Pressed || in.Released || in.Down) {
		if in.Released {
			t.text, t.changed = "", true
		}
		in.Consume()
	}
}

// update counts the message's time down and lays it out; it reports
// whether the message appeared, moved or went away.
func (t *toast) update(th *widget.Theme, w, h int) bool {
	changed := t.changed
	t.changed = false
	if t.text == "" {
		t.rect = image.Rectangle{}
		return changed
	}
	t.frames--
	if t.frames <= 0 {
		t.text, t.rect = "", image.Rectangle{}
		return true
	}
	r := t.layout(th, w, h)
	if r != t.rect {
		t.rect = r
		changed = true
	}
	return changed
}

// layout returns where the message box goes on a w×h screen.
func (t *toast) layout(th *widget.Theme, w, h int) image.Rectangle {
	face := th.Face(widget.SizeBody, false)
	pad := th.I(16)
	maxW := min(w-th.I(32), th.I(720))
	body := widget.Wrap(t.text, face, float64(maxW-2*pad-th.I(8)))
	t.body = body
	bw := int(math.Ceil(widget.TextWidth(body, face))) + 2*pad + th.I(8)
	lines := strings.Count(body, "\n") + 1
	bh := int(widget.LineSpacing(face)*float64(lines)) + 2*pad
	x := (w - bw) / 2
	y := h - bh - th.I(24)
	return image.Rect(x, y, x+bw, y+bh)
}

// draw paints the message box.
func (t *toast) draw(dst *ebiten.Image, th *widget.Theme) {
	if t.text == "" || t.rect.Empty() {
		return
	}
	face := th.Face(widget.SizeBody, false)
	pad := th.I(16)
	r := t.rect
	widget.ShadowRect(th, dst, r, th.S(10))
	widget.FillRoundRect(dst, r, th.S(10), th.TooltipBg)
	if t.bad {
		widget.FillRoundRect(dst, image.Rect(r.Min.X, r.Min.Y, r.Min.X+th.I(6), r.Max.Y), th.S(3), th.Error)
	}
	widget.DrawText(dst, t.body, face, float64(r.Min.X+pad+th.I(8)), float64(r.Min.Y+pad), widget.AlignStart, widget.AlignStart, th.TooltipText)
}
