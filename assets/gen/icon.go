package main

import (
	"image"
	"image/color"
	"image/draw"
	"math"
)

// iconRegion is the side, in wood texels, of the piece of board an icon shows at every size.
const iconRegion = 256

// makeIcon shows a black and a white stone on a corner of the board, size pixels square; the drawing is laid
// out on a 64-pixel grid and scaled, so every size shows the same picture.
func makeIcon(wood image.Image, size int) *image.NRGBA {
	k := float64(size) / 64 // pixels per unit of the 64-pixel layout
	board := image.NewRGBA(image.Rect(0, 0, size, size))
	scale := max(1, iconRegion/size) // wood texels per icon pixel, so the grain stays fine
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			tx, ty := 160+x*iconRegion/size, 300+y*iconRegion/size
			board.SetRGBA(x, y, boxAverage(wood, tx, ty, scale))
		}
	}

	// Two grid lines each way; the stones sit on two diagonal points.
	line := color.RGBA{0x3A, 0x2A, 0x14, 0xFF}
	width := max(1, int(math.Round(k)))
	for _, p := range []float64{19, 45} {
		at := int(math.Round((p+0.5)*k - float64(width)/2))
		for w := at; w < at+width; w++ {
			for i := 0; i < size; i++ {
				blend(board, w, i, line, 0.6)
				blend(board, i, w, line, 0.6)
			}
		}
	}

	stone := int(math.Round(31*k)) | 1 // odd, so the centre falls on a pixel centre
	shadow := renderShadow(stone)
	place := func(img image.Image, x, y int) {
		r := image.Rect(x, y, x+stone, y+stone)
		draw.Draw(board, r, img, image.Point{}, draw.Over)
	}
	// The stones' corners are where a 31-pixel stone centred on the lines at 19.5 and 45.5 starts.
	at := func(centre float64) int { return int(math.Round(centre*k - float64(stone)/2)) }
	for _, c := range []float64{19.5, 45.5} {
		place(shadow, at(c)+max(1, int(math.Round(k))), at(c)+max(2, int(math.Round(2*k))))
	}
	place(renderStone(stone, shadeBlack), at(19.5), at(19.5))
	place(renderStone(stone, shadeWhite), at(45.5), at(45.5))

	return roundCorners(board, 11*k)
}

// boxAverage returns the mean colour of the n×n block at (x0, y0).
func boxAverage(img image.Image, x0, y0, n int) color.RGBA {
	var r, g, b uint32
	for y := y0; y < y0+n; y++ {
		for x := x0; x < x0+n; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			r, g, b = r+cr, g+cg, b+cb
		}
	}
	k := uint32(n*n) * 257
	return color.RGBA{uint8((r + k/2) / k), uint8((g + k/2) / k), uint8((b + k/2) / k), 0xFF}
}

// blend mixes colour c into the pixel at (x, y) by amount t.
func blend(img *image.RGBA, x, y int, c color.RGBA, t float64) {
	o := img.RGBAAt(x, y)
	mixc := func(a, b uint8) uint8 { return uint8(math.Round(lerp(float64(a), float64(b), t))) }
	img.SetRGBA(x, y, color.RGBA{mixc(o.R, c.R), mixc(o.G, c.G), mixc(o.B, c.B), 0xFF})
}

// roundCorners copies img with its corners cut to a radius, antialiased.
func roundCorners(img *image.RGBA, radius float64) *image.NRGBA {
	b := img.Bounds()
	out := image.NewNRGBA(b)
	w, h := float64(b.Dx()), float64(b.Dy())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			cx := math.Max(radius, math.Min(w-radius, px))
			cy := math.Max(radius, math.Min(h-radius, py))
			a := clamp01(radius - math.Hypot(px-cx, py-cy) + 0.5)
			c := img.RGBAAt(x, y)
			out.SetNRGBA(x, y, color.NRGBA{c.R, c.G, c.B, to8(a)})
		}
	}
	return out
}
