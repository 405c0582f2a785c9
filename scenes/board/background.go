package board

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Colours of the board drawing.
var (
	lineColor  = color.RGBA{0x2B, 0x1D, 0x12, 0xE0}
	coordColor = color.RGBA{0x4A, 0x33, 0x20, 0xD0}
	edgeColor  = color.RGBA{0x8A, 0x5F, 0x32, 0xFF}
)

// gtpLetters are the column letters of Go coordinates (no I).
const gtpLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// drawBackground paints the wood, grid, star points and coordinates of g
// into a new image the size of g.Wood.
func drawBackground(s *Sprites, t *widget.Theme, g Geometry) *ebiten.Image {
	w, h := g.Wood.Dx(), g.Wood.Dy()
	img := ebiten.NewImage(w, h)
	// Wood: the texture scaled so that its grain keeps a natural size, the
	// board cut from it with slightly rounded corners.
	wood := s.image(spriteWood)
	tb := wood.Bounds()
	k := math.Max(float64(w), float64(h)) / float64(tb.Dx())
	k = math.Max(k, 0.55)
	tile := ebiten.NewImage(w, h)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(k, k)
	tile.DrawImage(wood, op)
	mask := ebiten.NewImage(w, h)
	r := t.S(5)
	widget.FillRoundRectF(mask, 0, 0, float32(w), float32(h), float32(r), color.White)
	mop := &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceIn}
	mask.DrawImage(tile, mop)
	img.DrawImage(mask, nil)
	tile.Deallocate()
	mask.Deallocate()
	widget.StrokeRoundRect(img, img.Bounds(), r, math.Max(1, t.S(1.5)), edgeColor)

	ox, oy := g.X0-float64(g.Wood.Min.X), g.Y0-float64(g.Wood.Min.Y)
	lw := math.Max(1, math.Round(g.Cell/48))
	x1 := ox + float64(g.Cols-1)*g.Cell
	y1 := oy + float64(g.Rows-1)*g.Cell
	// Lines are whole-pixel rectangles centred on the intersections, so they stay crisp.
	ow := lw + 1
	h0 := math.Floor(ow / 2)
	for c := 0; c < g.Cols; c++ {
		x := ox + float64(c)*g.Cell
		wdt := lw
		if c == 0 || c == g.Cols-1 {
			wdt = ow
		}
		widget.FillRect(img, x-math.Floor(wdt/2), oy-h0, wdt, y1-oy+ow, lineColor)
	}
	for r := 0; r < g.Rows; r++ {
		y := oy + float64(r)*g.Cell
		wdt := lw
		if r == 0 || r == g.Rows-1 {
			wdt = ow
		}
		widget.FillRect(img, ox-h0, y-math.Floor(wdt/2), x1-ox+ow, wdt, lineColor)
	}
	for _, pt := range StarPoints(g.Cols, g.Rows) {
		x := ox + float64(pt.Col())*g.Cell + 0.5
		y := oy + float64(pt.Row())*g.Cell + 0.5
		widget.FillCircle(img, x, y, math.Max(2, g.Cell*0.09), lineColor)
	}
	if g.Coords {
		face := t.FacePx(math.Round(math.Max(9, math.Min(g.Cell*0.34, t.S(15)))), false)
		d := g.Cell * 0.64
		for c := 0; c < g.Cols; c++ {
			x := ox + float64(c)*g.Cell
			l := string(gtpLetters[c])
			widget.DrawText(img, l, face, x, oy-d, widget.AlignCenter, widget.AlignCenter, coordColor)
			widget.DrawText(img, l, face, x, y1+d, widget.AlignCenter, widget.AlignCenter, coordColor)
		}
		for r := 0; r < g.Rows; r++ {
			y := oy + float64(r)*g.Cell
			n := strconv.Itoa(g.Rows - r)
			widget.DrawText(img, n, face, ox-d, y, widget.AlignCenter, widget.AlignCenter, coordColor)
			widget.DrawText(img, n, face, x1+d, y, widget.AlignCenter, widget.AlignCenter, coordColor)
		}
	}
	return img
}
