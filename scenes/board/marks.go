package board

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Colours of the markers.
var (
	lastMoveColor  = color.RGBA{0xD8, 0x2A, 0x1C, 0xFF}
	koColor        = color.RGBA{0x2B, 0x1D, 0x12, 0xFF}
	atariColor     = color.RGBA{0xE3, 0x3B, 0x1E, 0xFF}
	riskOnBlack    = color.RGBA{0xFF, 0x8A, 0x6E, 0xFF}
	libertyColor   = color.RGBA{0x1F, 0x7A, 0x8C, 0xFF}
	highlightColor = color.RGBA{0x1F, 0x7A, 0x8C, 0xFF}
	terrBlack      = color.RGBA{0x1A, 0x14, 0x10, 0xFF}
	terrWhite      = color.RGBA{0xFA, 0xF6, 0xEE, 0xFF}
	terrOutline    = color.RGBA{0x5A, 0x46, 0x36, 0xFF}
	arrowColor     = color.RGBA{0x1F, 0x5F, 0xB0, 0xFF}
	labelPatch     = color.RGBA{0xE2, 0xBE, 0x82, 0xFF}
)

// square fills (or, with stroke > 0, outlines) a square of side s centred on (x, y).
func square(dst *ebiten.Image, x, y, s, stroke float64, c color.Color) {
	x0, y0 := math.Round(x-s/2), math.Round(y-s/2)
	if stroke > 0 {
		widget.StrokeRect(dst, x0, y0, s, s, math.Round(stroke), c)
		return
	}
	widget.FillRect(dst, x0, y0, s, s, c)
}

// drawLast marks the last move with a red square on the stone.
func (v *View) drawLast(dst *ebiten.Image, p engine.Point) {
	x, y := v.geo.Center(p)
	s := math.Round(v.geo.Cell * 0.3)
	square(dst, x, y, s, 0, lastMoveColor)
}

// drawKo marks the ko point with an empty square.
func (v *View) drawKo(dst *ebiten.Image, p engine.Point) {
	x, y := v.geo.Center(p)
	s := math.Round(v.geo.Cell * 0.44)
	square(dst, x, y, s, math.Max(1.5, v.geo.Cell*0.06), koColor)
}

// drawHighlight rings the stone at p.
func (v *View) drawHighlight(dst *ebiten.Image, t *widget.Theme, p engine.Point) {
	x, y := v.geo.Center(p)
	widget.StrokeCircle(dst, x, y, v.geo.Cell*0.55, math.Max(2, v.geo.Cell*0.07), highlightColor)
}

// drawAtari rings every stone whose chain has a single liberty and marks that liberty.
func (v *View) drawAtari(dst *ebiten.Image, pos *engine.Position) {
	w := math.Max(2, v.geo.Cell*0.075)
	r := v.geo.Cell * 0.5
	for _, p := range pos.Points(nil) {
		if !pos.At(p).IsStone() || !pos.InAtari(p) {
			continue
		}
		x, y := v.geo.Center(p)
		widget.StrokeCircle(dst, x, y, r, w, atariColor)
		if pos.ChainHead(p) == p {
			lx, ly := v.geo.Center(pos.AtariPoint(p))
			widget.StrokeCircle(dst, lx, ly, v.geo.Cell*0.16, w, atariColor)
		}
	}
}

// drawRisk draws a triangle on the stone at p, in the colour that stands out on it: a chain at risk.
func (v *View) drawRisk(dst *ebiten.Image, pos *engine.Position, p engine.Point) {
	x, y := v.geo.Center(p)
	r := v.geo.Cell * 0.27
	w := math.Max(2, v.geo.Cell*0.07)
	c := color.Color(riskOnBlack)
	if pos.At(p) == engine.White {
		c = atariColor
	}
	var px, py [3]float64
	for i := range 3 {
		a := -math.Pi/2 + float64(i)*2*math.Pi/3
		px[i], py[i] = x+r*math.Cos(a), y+r*0.08+r*math.Sin(a)
	}
	for i := range 3 {
		widget.Line(dst, px[i], py[i], px[(i+1)%3], py[(i+1)%3], w, c)
	}
}

// drawLiberties marks the liberties of the chain at p and shows their number on the stone.
func (v *View) drawLiberties(dst *ebiten.Image, t *widget.Theme, pos *engine.Position, p engine.Point) {
	v.libBuf = pos.LibertyPoints(p, v.libBuf[:0])
	for _, l := range v.libBuf {
		x, y := v.geo.Center(l)
		widget.FillCircle(dst, x, y, v.geo.Cell*0.14, widget.WithAlpha(libertyColor, 0xD0))
	}
	x, y := v.geo.Center(p)
	n := strconv.Itoa(len(v.libBuf))
	face := t.FacePx(math.Round(math.Max(10, v.geo.Cell*0.42)), true)
	fg := color.RGBA{0xFF, 0xFF, 0xFF, 0xFF}
	if pos.At(p) == engine.White {
		fg = color.RGBA{0x10, 0x10, 0x10, 0xFF}
	}
	if len(v.libBuf) == 1 {
		fg = atariColor
	}
	widget.DrawText(dst, n, face, x, y, widget.AlignCenter, widget.AlignCenter, fg)
}

// drawTerritory marks the empty points each side owns.
func (v *View) drawTerritory(dst *ebiten.Image, pos *engine.Position, m *Marks) {
	for _, p := range pos.Points(nil) {
		if pos.At(p) == engine.Empty {
			v.terrMark(dst, p, m.Territory[p])
		}
	}
}

// drawDeadTerritory marks the points of dead stones with their new owner.
func (v *View) drawDeadTerritory(dst *ebiten.Image, pos *engine.Position, m *Marks) {
	if m.Dead == nil {
		return
	}
	for _, p := range pos.Points(nil) {
		if pos.At(p).IsStone() && m.Dead.Has(p) {
			v.terrMark(dst, p, m.Territory[p])
		}
	}
}

// terrMark draws the small square of owner c at p.
func (v *View) terrMark(dst *ebiten.Image, p engine.Point, c engine.Color) {
	if !c.IsStone() {
		return
	}
	x, y := v.geo.Center(p)
	s := math.Round(v.geo.Cell * 0.32)
	fill := terrBlack
	if c == engine.White {
		fill = terrWhite
	}
	square(dst, x, y, s, 0, fill)
	if c == engine.White {
		square(dst, x, y, s, 1, terrOutline)
	}
}

// drawRefused rings a point where a move was refused, fading with alpha.
func (v *View) drawRefused(dst *ebiten.Image, p engine.Point, alpha float64) {
	x, y := v.geo.Center(p)
	a := uint8(255 * math.Min(1, alpha*1.5))
	widget.StrokeCircle(dst, x, y, v.geo.Cell*0.42, math.Max(3, v.geo.Cell*0.09), widget.WithAlpha(atariColor, a))
}

// drawNoLiberty rings every stone whose chain has no liberty (possible only
// in a composed position, which cannot be played until it is fixed).
func (v *View) drawNoLiberty(dst *ebiten.Image, pos *engine.Position) {
	w := math.Max(2, v.geo.Cell*0.09)
	for _, p := range pos.Points(nil) {
		if pos.At(p).IsStone() && pos.Liberties(p) == 0 {
			x, y := v.geo.Center(p)
			widget.StrokeCircle(dst, x, y, v.geo.Cell*0.52, w, atariColor)
		}
	}
}

// drawDot puts a liberty-coloured dot on p.
func (v *View) drawDot(dst *ebiten.Image, p engine.Point) {
	x, y := v.geo.Center(p)
	widget.FillCircle(dst, x, y, v.geo.Cell*0.17, libertyColor)
}

// drawArrow draws an arrow from the centre of a.From to near the centre of a.To.
func (v *View) drawArrow(dst *ebiten.Image, a Arrow) {
	x0, y0 := v.geo.Center(a.From)
	x1, y1 := v.geo.Center(a.To)
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	ux, uy := dx/n, dy/n
	w := math.Max(2, v.geo.Cell*0.09)
	head := v.geo.Cell * 0.3
	tx, ty := x1-ux*v.geo.Cell*0.2, y1-uy*v.geo.Cell*0.2 // the tip stops short of the point's centre
	c := widget.WithAlpha(arrowColor, 0xE8)
	widget.Line(dst, x0+ux*v.geo.Cell*0.2, y0+uy*v.geo.Cell*0.2, tx, ty, w, c)
	for _, s := range []float64{1, -1} {
		// The two strokes of the head, at 35 degrees to the shaft.
		cs, sn := math.Cos(0.61), s*math.Sin(0.61)
		hx, hy := -(ux*cs - uy*sn), -(ux*sn + uy*cs)
		widget.Line(dst, tx, ty, tx+hx*head, ty+hy*head, w, c)
	}
}

// drawLabel writes l.Text on its point: in the stone's opposite colour on a stone, on a patch of board
// otherwise so that the lines do not cross it.
func (v *View) drawLabel(dst *ebiten.Image, t *widget.Theme, pos *engine.Position, l Label) {
	x, y := v.geo.Center(l.Point)
	size := v.geo.Cell * 0.46
	if len([]rune(l.Text)) > 1 {
		size = v.geo.Cell * 0.38
	}
	face := t.FacePx(math.Round(math.Max(9, size)), true)
	var fg color.Color
	switch pos.At(l.Point) {
	case engine.Black:
		fg = color.RGBA{0xFF, 0xFF, 0xFF, 0xFF}
	case engine.White:
		fg = color.RGBA{0x10, 0x10, 0x10, 0xFF}
	default:
		widget.FillCircle(dst, x, y, v.geo.Cell*0.3, labelPatch)
		fg = koColor
	}
	widget.DrawText(dst, l.Text, face, x, y, widget.AlignCenter, widget.AlignCenter, fg)
}
