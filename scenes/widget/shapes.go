package widget

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"
)

// Shapes are drawn from small anti-aliased masks rasterised once on the CPU
// and cached by size: discs and rings for circles and rounded corners, a
// white pixel for straight parts. Drawing them is a few plain image draws,
// which stay cheap even on software renderers (anti-aliased triangle draws
// are not).

// ringKey identifies a cached disc (width 0) or ring mask.
type ringKey struct {
	r, w int // radius and stroke width in quarter pixels
}

var ringCache = map[ringKey]*ebiten.Image{}

// quarter rounds x to quarter pixels.
func quarter(x float64) int { return int(math.Round(x * 4)) }

// ringMask returns a white mask of size 2R×2R, R = ceil(r), holding a disc of
// radius r centred in it, or a ring of that outer radius and width w.
func ringMask(r, w float64) *ebiten.Image {
	k := ringKey{quarter(r), quarter(w)}
	if img, ok := ringCache[k]; ok {
		return img
	}
	r, w = float64(k.r)/4, float64(k.w)/4
	R := int(math.Ceil(r))
	size := max(2*R, 1)
	z := xvector.NewRasterizer(size, size)
	c := float64(R)
	circlePath(z, c, c, r, false)
	if w > 0 && w < r {
		circlePath(z, c, c, r-w, true)
	}
	mask := image.NewAlpha(image.Rect(0, 0, size, size))
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	rgba := image.NewRGBA(mask.Bounds())
	draw.DrawMask(rgba, rgba.Bounds(), image.White, image.Point{}, mask, image.Point{}, draw.Src)
	img := ebiten.NewImageFromImage(rgba)
	ringCache[k] = img
	return img
}

var starCache = map[int]*ebiten.Image{}

// starMask returns a white mask of size 2R×2R, R = ceil(r), holding a five-pointed star of outer radius r.
func starMask(r float64) *ebiten.Image {
	k := quarter(r)
	if img, ok := starCache[k]; ok {
		return img
	}
	r = float64(k) / 4
	R := int(math.Ceil(r))
	size := max(2*R, 1)
	z := xvector.NewRasterizer(size, size)
	c := float64(R)
	for i := range 10 {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		a := -math.Pi/2 + math.Pi*float64(i)/5
		x, y := float32(c+rr*math.Cos(a)), float32(c+rr*math.Sin(a)+r*0.08)
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
	mask := image.NewAlpha(image.Rect(0, 0, size, size))
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	rgba := image.NewRGBA(mask.Bounds())
	draw.DrawMask(rgba, rgba.Bounds(), image.White, image.Point{}, mask, image.Point{}, draw.Src)
	img := ebiten.NewImageFromImage(rgba)
	starCache[k] = img
	return img
}

// FillStar fills a five-pointed star of outer radius r centred at (cx, cy).
func FillStar(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	m := starMask(r)
	h := float64(m.Bounds().Dx()) / 2
	drawMask(dst, m, math.Round(cx-h), math.Round(cy-h), c)
}

// circlePath adds a circle to z, counter-clockwise or (reverse) clockwise.
func circlePath(z *xvector.Rasterizer, cx, cy, r float64, reverse bool) {
	n := max(24, int(r*2))
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		if reverse {
			a = -a
		}
		x, y := float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
}

// drawMask draws src (a white mask or part of one) at (x, y) in colour c.
func drawMask(dst, src *ebiten.Image, x, y float64, c color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(src, op)
}

// FillRect fills an axis-aligned rectangle in colour c (no anti-aliasing needed).
func FillRect(dst *ebiten.Image, x, y, w, h float64, c color.Color) {
	if w <= 0 || h <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(whitePixel, op)
}

// StrokeRect outlines an axis-aligned rectangle with lines of width lw inside it.
func StrokeRect(dst *ebiten.Image, x, y, w, h, lw float64, c color.Color) {
	FillRect(dst, x, y, w, lw, c)
	FillRect(dst, x, y+h-lw, w, lw, c)
	FillRect(dst, x, y+lw, lw, h-2*lw, c)
	FillRect(dst, x+w-lw, y+lw, lw, h-2*lw, c)
}

// FillCircle fills a disc of radius r centred at (cx, cy).
func FillCircle(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	m := ringMask(r, 0)
	h := float64(m.Bounds().Dx()) / 2
	drawMask(dst, m, math.Round(cx-h), math.Round(cy-h), c)
}

// Line draws a straight line of width w from (x0, y0) to (x1, y1), with round ends.
func Line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n > 0 {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(0, -0.5)
		op.GeoM.Scale(n, w)
		op.GeoM.Rotate(math.Atan2(dy, dx))
		op.GeoM.Translate(x0, y0)
		op.ColorScale.ScaleWithColor(c)
		dst.DrawImage(whitePixel, op)
	}
	FillCircle(dst, x0, y0, w/2, c)
	FillCircle(dst, x1, y1, w/2, c)
}

// StrokeCircle draws a ring of outer radius r and width w centred at (cx, cy).
func StrokeCircle(dst *ebiten.Image, cx, cy, r, w float64, c color.Color) {
	m := ringMask(r, w)
	h := float64(m.Bounds().Dx()) / 2
	drawMask(dst, m, math.Round(cx-h), math.Round(cy-h), c)
}

// roundRect draws a rounded rectangle from the corners of mask m (a disc
// or ring of radius R) and the straight parts: filled, or as an outline of
// width lw when lw > 0.
func roundRect(dst *ebiten.Image, x, y, w, h float64, R int, lw float64, m *ebiten.Image, c color.Color) {
	r := float64(R)
	sub := func(x0, y0 int) *ebiten.Image {
		return m.SubImage(image.Rect(x0, y0, x0+R, y0+R)).(*ebiten.Image)
	}
	drawMask(dst, sub(0, 0), x, y, c)
	drawMask(dst, sub(R, 0), x+w-r, y, c)
	drawMask(dst, sub(0, R), x, y+h-r, c)
	drawMask(dst, sub(R, R), x+w-r, y+h-r, c)
	if lw <= 0 {
		FillRect(dst, x+r, y, w-2*r, h, c)
		FillRect(dst, x, y+r, r, h-2*r, c)
		FillRect(dst, x+w-r, y+r, r, h-2*r, c)
		return
	}
	FillRect(dst, x+r, y, w-2*r, lw, c)
	FillRect(dst, x+r, y+h-lw, w-2*r, lw, c)
	FillRect(dst, x, y+r, lw, h-2*r, c)
	FillRect(dst, x+w-lw, y+r, lw, h-2*r, c)
}

// cornerRadius returns the whole-pixel corner radius that fits a w×h rectangle.
func cornerRadius(radius, w, h float64) int {
	return int(math.Max(0, math.Min(math.Round(radius), math.Floor(math.Min(w, h)/2))))
}

// FillRoundRectF fills a rounded rectangle; coordinates are rounded to whole pixels.
func FillRoundRectF(dst *ebiten.Image, x, y, w, h, radius float32, c color.Color) {
	fx, fy := math.Round(float64(x)), math.Round(float64(y))
	fw, fh := math.Round(float64(x+w))-fx, math.Round(float64(y+h))-fy
	R := cornerRadius(float64(radius), fw, fh)
	if R == 0 {
		FillRect(dst, fx, fy, fw, fh, c)
		return
	}
	roundRect(dst, fx, fy, fw, fh, R, 0, ringMask(float64(R), 0), c)
}

// FillRoundRect fills r with rounded corners of the given radius.
func FillRoundRect(dst *ebiten.Image, r image.Rectangle, radius float64, c color.Color) {
	FillRoundRectF(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), float32(radius), c)
}

// StrokeRoundRect outlines r with rounded corners, the line of the given
// width lying inside r.
func StrokeRoundRect(dst *ebiten.Image, r image.Rectangle, radius, width float64, c color.Color) {
	w, h := float64(r.Dx()), float64(r.Dy())
	R := cornerRadius(radius, w, h)
	lw := math.Max(1, math.Round(width))
	if R == 0 {
		StrokeRect(dst, float64(r.Min.X), float64(r.Min.Y), w, h, lw, c)
		return
	}
	roundRect(dst, float64(r.Min.X), float64(r.Min.Y), w, h, R, lw, ringMask(float64(R), lw), c)
}

// ShadowRect draws a soft shadow around and below r: rings of growing
// size and falling strength, outlines only, so nothing is painted twice
// under the card itself.
func ShadowRect(t *Theme, dst *ebiten.Image, r image.Rectangle, radius float64) {
	n := max(2, t.I(4))
	for i := 1; i <= n; i++ {
		a := uint8(0x30 * (n + 1 - i) / (n + 1))
		c := WithAlpha(t.Shadow, a)
		rr := image.Rect(r.Min.X-i+1, r.Min.Y-i/2+1, r.Max.X+i-1, r.Max.Y+i+i/2)
		StrokeRoundRect(dst, rr, radius+float64(i), 1, c)
	}
}
