package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// seatCard shows one colour in the play scene: its stone, name, captures,
// and the controls to change who plays it.
type seatCard struct {
	color    engine.Color
	rect     image.Rectangle
	name     *widget.Label
	captures *widget.Label
	picker   *seatPicker
	toMove   bool
	thinking bool
}

// newSeatCard builds the card of colour c played by s.
func newSeatCard(ctx *Context, c engine.Color, s game.Seat) *seatCard {
	card := &seatCard{color: c, picker: newSeatPicker(ctx, s)}
	card.name = &widget.Label{Size: widget.SizeBody, Bold: true, V: widget.AlignCenter}
	card.captures = &widget.Label{Size: widget.SizeSmall, H: widget.AlignEnd, V: widget.AlignCenter, Dim: true}
	card.picker.kind.Small = true
	return card
}

// widgets returns the card's widgets in Tab order.
func (c *seatCard) widgets() []widget.Widget {
	return []widget.Widget{c.name, c.captures, c.picker.kind, c.picker.level}
}

// refresh fills in the card from m: its colour's name and captures, the levels the board allows, whether it is to
// move or thinking, and the seat m has (a file or undo does not change seats, but the card stays honest).
func (card *seatCard) refresh(ctx *Context, m *game.Match) {
	c, p, r, st := card.color, m.Position(), m.Rules(), m.State()
	card.name.Text = colorName(ctx, c)
	n := p.Captures(c)
	if r.Kind == engine.AtariGo && n < r.Target() {
		card.captures.Text = ctx.Tr.T("play.captured_of", n, r.Target())
	} else {
		card.captures.Text = ctx.Tr.T("play.captured", n)
	}
	card.picker.level.Tip = card.picker.levelTip(ctx)
	card.picker.level.Max = max(0, len(ai.LevelsFor(p.Cols(), p.Rows(), r))-1)
	toMove := p.ToMove() == c
	card.toMove = toMove && (st == game.HumanTurn || st == game.ComputerTurn || st == game.Paused)
	card.thinking = toMove && st == game.ComputerTurn
	if seat := m.Seat(c); seat != card.picker.seat() {
		fresh := newSeatPicker(ctx, seat)
		card.picker.kind.Selected, card.picker.level.Value = fresh.kind.Selected, fresh.level.Value
	}
}

// seatCardHeight returns the height of a card: one row of controls when
// wide, two (who plays, then the level) when tall.
func seatCardHeight(t *widget.Theme, tall bool) int {
	if tall {
		return t.I(140)
	}
	return t.I(82)
}

// layout places the card in r: the name line on top, the controls below,
// side by side or (tall) one under the other.
func (c *seatCard) layout(t *widget.Theme, r image.Rectangle, tall bool) {
	c.rect = r
	in := r.Inset(t.I(10))
	top := image.Rect(in.Min.X+t.I(38), in.Min.Y, in.Max.X, in.Min.Y+t.I(26))
	c.name.Rect = top
	c.captures.Rect = top
	c.picker.level.Hidden = c.picker.kind.Selected == 0
	if tall {
		c.captures.Rect = image.Rect(in.Min.X, top.Max.Y, in.Max.X, top.Max.Y+t.I(18))
		c.captures.H = widget.AlignStart
		c.picker.kind.Rect = image.Rect(in.Min.X, in.Max.Y-t.I(70), in.Max.X, in.Max.Y-t.I(38))
		c.picker.level.Rect = image.Rect(in.Min.X, in.Max.Y-t.I(32), in.Max.X, in.Max.Y)
		return
	}
	c.captures.H = widget.AlignEnd
	ctl := image.Rect(in.Min.X, in.Max.Y-t.I(34), in.Max.X, in.Max.Y)
	// Person or Computer gets what its longer word needs (bold, as when chosen), the level the rest.
	gap := t.I(8)
	need := 0
	for _, o := range c.picker.kind.Options {
		need = max(need, int(widget.TextWidth(o, t.Face(widget.SizeSmall, true))))
	}
	kw := (ctl.Dx() - gap) / 2
	kw = min(max(kw, 2*(need+t.I(12))), ctl.Dx()-gap-t.I(120))
	c.picker.kind.Rect = image.Rect(ctl.Min.X, ctl.Min.Y, ctl.Min.X+kw, ctl.Max.Y)
	c.picker.level.Rect = image.Rect(ctl.Min.X+kw+gap, ctl.Min.Y, ctl.Max.X, ctl.Max.Y)
}

// draw paints the card's background, its stone and, while the computer
// thinks for this colour, a turning spinner.
func (c *seatCard) draw(dst *ebiten.Image, t *widget.Theme, seconds int) {
	bg := t.Panel
	border := t.PanelBorder
	if c.toMove {
		bg = widget.Mix(t.Panel, t.ButtonHover, 0.9)
		border = t.Accent
	}
	widget.FillRoundRect(dst, c.rect, t.S(10), bg)
	widget.StrokeRoundRect(dst, c.rect, t.S(10), t.S(c.borderWidth()), border)
	cx := float64(c.rect.Min.X) + t.S(10+11)
	cy := float64(c.rect.Min.Y) + t.S(10+13)
	rad := t.S(10)
	fill, edge := t.TerritoryBlack, t.TerritoryBlack
	if c.color == engine.White {
		fill, edge = t.TerritoryWht, t.ButtonBorder
	}
	widget.FillCircle(dst, cx, cy+t.S(1), rad, t.Shadow)
	widget.FillCircle(dst, cx, cy, rad, fill)
	widget.StrokeCircle(dst, cx, cy, rad, t.S(1), edge)
	if c.thinking {
		drawSpinner(dst, t, cx, cy, t.S(15), seconds)
	}
}

// borderWidth is the card's border width: thicker for the side to move.
func (c *seatCard) borderWidth() float64 {
	if c.toMove {
		return 2
	}
	return 1
}

// drawSpinner draws the thinking clock around (x, y): a ring of eight dots
// that light up one a second, from the top and clockwise, as the computer
// thinks. It changes once a second only, so the window is drawn again
// rarely while the computer works.
func drawSpinner(dst *ebiten.Image, t *widget.Theme, x, y, r float64, seconds int) {
	const n = 8
	lit := seconds%n + 1
	for i := range n {
		a := float64(i)/n*2*math.Pi - math.Pi/2
		c := widget.WithAlpha(t.Accent, 0x50)
		if i < lit {
			c = t.Accent
		}
		widget.FillCircle(dst, x+r*math.Cos(a), y+r*math.Sin(a), t.S(2.8), c)
	}
}
