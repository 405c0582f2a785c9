package main

import (
	"image"
	"image/color"
	"image/draw"
	"math"
)

// iconSize is the width and height of the application icon.
const iconSize = 64

// makeIcon shows a black and a white stone on a corner of the board.
func makeIcon(wood image.Image) *image.NRGBA {
	const scale = 4 // wood texels per icon pixel, so the grain stays fine
	board := image.NewRGBA(image.Rect(0, 0, iconSize, iconSize))
	for y := 0; y < iconSize; y++ {
		for x := 0; x < iconSize; x++ {
			board.SetRGBA(x, y, boxAverage(wood, 160+x*scale, 300+y*scale, scale))
		}
	}

	// Two grid lines each way; the stones sit on two diagonal points.
	line := color.RGBA{0x3A, 0x2A, 0x14, 0xFF}
	for _, p := range []int{19, 45} {
		for i := 0; i < iconSize; i++ {
			blend(board, p, i, line, 0.6)
			blend(board, i, p, line, 0.6)
		}
	}

	const stone = 31 // odd, so the centre falls on a pixel centre
	shadow := renderShadow(stone)
	place := func(img image.Image, x, y int) {
		r := image.Rect(x, y, x+stone, y+stone)
		draw.Draw(board, r, img, image.Point{}, draw.Over)
	}
	for _, p := range []int{4, 30} {
		place(shadow, p+1, p+2)
	}
	place(renderStone(stone, shadeBlack), 4, 4)
	place(renderStone(stone, shadeWhite), 30, 30)

	return roundCorners(board, 11)
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
