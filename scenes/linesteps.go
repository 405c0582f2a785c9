package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// lineSteps are the controls that step through a line of moves shown, wherever one is shown (an aid's line in a
// game, a lesson page's moves): a button back, one forward, and between them how much of the line shows. The arrow
// keys step too: alone where the board's keyboard cursor does not use them, else with Shift.
type lineSteps struct {
	back, next *widget.Button
	count      *widget.Label
}

// newLineSteps makes the step controls, hidden until a line steps, with arrows on their buttons.
func newLineSteps() lineSteps {
	c := lineSteps{back: &widget.Button{Small: true, Text: "←"}, next: &widget.Button{Small: true, Text: "→"},
		count: &widget.Label{Size: widget.SizeSmall, Dim: true, Wrap: true, H: widget.AlignCenter, V: widget.AlignCenter}}
	c.hideSteps(true)
	return c
}

// stepWidgets returns the step controls in Tab order.
func (c *lineSteps) stepWidgets() []widget.Widget { return []widget.Widget{c.back, c.count, c.next} }

// hideSteps hides the step controls, or shows them.
func (c *lineSteps) hideSteps(h bool) { hideAll(h, c.back, c.next, c.count) }

// enable lets the buttons step back and forward, or greys out the one that cannot.
func (c *lineSteps) enable(back, next bool) {
	c.back.Disabled, c.next.Disabled = !back, !next
}

// step returns the step asked for this frame: -1 back, 1 forward, 0 none. The buttons step, the arrow keys with
// Shift, and the arrow keys alone when arrows is set.
func (c *lineSteps) step(in *widget.Input, arrows bool) int {
	key := func(k ebiten.Key) bool { return (arrows || in.Shift) && in.TakeKey(k) }
	switch {
	case c.back.Clicked() || key(ebiten.KeyLeft):
		return -1
	case c.next.Clicked() || key(ebiten.KeyRight):
		return 1
	}
	return 0
}

// row puts the step buttons at the ends of r and how much of the line shows between them.
func (c *lineSteps) row(t *widget.Theme, r image.Rectangle) {
	w := min(r.Dx()/5, t.I(56))
	c.back.Rect = image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y)
	c.next.Rect = image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y)
	c.count.Rect = image.Rect(r.Min.X+w, r.Min.Y, r.Max.X-w, r.Max.Y)
}
