package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"
)

// The learners' pictures (game.LearnerPictures): friendly animals and things a child who cannot read or type
// recognises and picks, drawn here from shapes in a square of side 1 (x to the right, y down), on a pastel disc of
// their own colour, and rasterised once for each size they are shown at.

// pictureShape is one filled shape of a picture, in its colour.
type pictureShape struct {
	c    color.RGBA
	path func(p *pen)
}

// pen fills a picture's shapes into an image in one colour, scaling the unit square to the image's size. Each
// polygon is filled on its own, so that overlapping ones wound either way add up instead of cutting holes.
type pen struct {
	dst *image.RGBA
	c   color.RGBA
	s   float64
}

// poly fills the closed polygon through pts (x, y, x, y, …).
func (p *pen) poly(pts ...float64) {
	w, h := p.dst.Bounds().Dx(), p.dst.Bounds().Dy()
	z := xvector.NewRasterizer(w, h)
	z.MoveTo(float32(pts[0]*p.s), float32(pts[1]*p.s))
	for i := 2; i+1 < len(pts); i += 2 {
		z.LineTo(float32(pts[i]*p.s), float32(pts[i+1]*p.s))
	}
	z.ClosePath()
	z.Draw(p.dst, p.dst.Bounds(), image.NewUniform(p.c), image.Point{})
}

// ellipse adds the ellipse of centre (cx, cy) and radii rx, ry, turned by angle (radians).
func (p *pen) ellipse(cx, cy, rx, ry, angle float64) {
	const n = 48
	sin, cos := math.Sincos(angle)
	pts := make([]float64, 0, 2*n)
	for i := range n {
		a := 2 * math.Pi * float64(i) / n
		x, y := rx*math.Cos(a), ry*math.Sin(a)
		pts = append(pts, cx+x*cos-y*sin, cy+x*sin+y*cos)
	}
	p.poly(pts...)
}

// circle adds the circle of centre (cx, cy) and radius r.
func (p *pen) circle(cx, cy, r float64) { p.ellipse(cx, cy, r, r, 0) }

// rect adds the rectangle from (x0, y0) to (x1, y1).
func (p *pen) rect(x0, y0, x1, y1 float64) { p.poly(x0, y0, x1, y0, x1, y1, x0, y1) }

// rgbOf is an opaque colour of a picture.
func rgbOf(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xFF} }

// Colours the pictures share.
var (
	inkDark  = rgbOf(0x2B221C)
	inkWhite = rgbOf(0xFFFFFF)
	inkPink  = rgbOf(0xF28FA0)
)

// eyes adds two round dark eyes at (x0, y) and (x1, y) with a white glint.
func eyes(x0, x1, y, r float64) []pictureShape {
	return []pictureShape{
		{inkDark, func(p *pen) { p.circle(x0, y, r); p.circle(x1, y, r) }},
		{inkWhite, func(p *pen) { p.circle(x0+r*0.35, y-r*0.35, r*0.35); p.circle(x1+r*0.35, y-r*0.35, r*0.35) }},
	}
}

// picture returns the shapes of picture key from back to front, its disc first; an unknown key gives the cat's.
func picture(key string) []pictureShape {
	disc := func(v uint32) pictureShape {
		return pictureShape{rgbOf(v), func(p *pen) { p.circle(0.5, 0.5, 0.49) }}
	}
	var out []pictureShape
	add := func(s ...pictureShape) { out = append(out, s...) }
	switch key {
	case "bear":
		fur, light := rgbOf(0x9A6A44), rgbOf(0xD9B48C)
		add(disc(0xE8F0D8),
			pictureShape{fur, func(p *pen) { p.circle(0.27, 0.3, 0.11); p.circle(0.73, 0.3, 0.11) }},
			pictureShape{light, func(p *pen) { p.circle(0.27, 0.3, 0.055); p.circle(0.73, 0.3, 0.055) }},
			pictureShape{fur, func(p *pen) { p.ellipse(0.5, 0.56, 0.31, 0.29, 0) }},
			pictureShape{light, func(p *pen) { p.ellipse(0.5, 0.67, 0.14, 0.11, 0) }},
			pictureShape{inkDark, func(p *pen) { p.ellipse(0.5, 0.625, 0.055, 0.038, 0) }})
		add(eyes(0.39, 0.61, 0.5, 0.036)...)
	case "rabbit":
		fur, inner := rgbOf(0xF4F1EC), inkPink
		add(disc(0xD8E8F4),
			pictureShape{rgbOf(0xC9C2B8), func(p *pen) { p.ellipse(0.39, 0.28, 0.085, 0.22, -0.12); p.ellipse(0.61, 0.28, 0.085, 0.22, 0.12) }},
			pictureShape{fur, func(p *pen) { p.ellipse(0.39, 0.28, 0.07, 0.2, -0.12); p.ellipse(0.61, 0.28, 0.07, 0.2, 0.12) }},
			pictureShape{inner, func(p *pen) { p.ellipse(0.39, 0.29, 0.03, 0.14, -0.12); p.ellipse(0.61, 0.29, 0.03, 0.14, 0.12) }},
			pictureShape{rgbOf(0xC9C2B8), func(p *pen) { p.ellipse(0.5, 0.63, 0.265, 0.245, 0) }},
			pictureShape{fur, func(p *pen) { p.ellipse(0.5, 0.63, 0.25, 0.23, 0) }},
			pictureShape{inner, func(p *pen) { p.poly(0.46, 0.66, 0.54, 0.66, 0.5, 0.71) }},
			pictureShape{rgbOf(0xF7C6CF), func(p *pen) { p.circle(0.35, 0.7, 0.045); p.circle(0.65, 0.7, 0.045) }})
		add(eyes(0.41, 0.59, 0.58, 0.033)...)
	case "frog":
		green, light := rgbOf(0x5DAA4A), rgbOf(0x9FD68A)
		add(disc(0xF4ECC8),
			pictureShape{green, func(p *pen) {
				p.circle(0.33, 0.38, 0.13)
				p.circle(0.67, 0.38, 0.13)
				p.ellipse(0.5, 0.6, 0.36, 0.25, 0)
			}},
			pictureShape{light, func(p *pen) { p.ellipse(0.5, 0.68, 0.24, 0.13, 0) }},
			pictureShape{inkWhite, func(p *pen) { p.circle(0.33, 0.37, 0.085); p.circle(0.67, 0.37, 0.085) }},
			pictureShape{inkDark, func(p *pen) { p.circle(0.34, 0.38, 0.045); p.circle(0.66, 0.38, 0.045) }},
			pictureShape{rgbOf(0x2F6B2A), func(p *pen) { p.ellipse(0.5, 0.6, 0.17, 0.05, 0) }},
			pictureShape{green, func(p *pen) { p.ellipse(0.5, 0.575, 0.19, 0.045, 0) }},
			pictureShape{rgbOf(0xF2A0A0), func(p *pen) { p.circle(0.26, 0.6, 0.04); p.circle(0.74, 0.6, 0.04) }})
	case "owl":
		brown, light, beak := rgbOf(0x8C6239), rgbOf(0xE8D2B0), rgbOf(0xF0A030)
		add(disc(0xDCE4F4),
			pictureShape{brown, func(p *pen) {
				p.poly(0.24, 0.2, 0.4, 0.3, 0.3, 0.4)
				p.poly(0.76, 0.2, 0.6, 0.3, 0.7, 0.4)
				p.ellipse(0.5, 0.57, 0.29, 0.34, 0)
			}},
			pictureShape{light, func(p *pen) { p.ellipse(0.5, 0.72, 0.17, 0.16, 0) }},
			pictureShape{inkWhite, func(p *pen) { p.circle(0.39, 0.46, 0.105); p.circle(0.61, 0.46, 0.105) }},
			pictureShape{beak, func(p *pen) { p.poly(0.46, 0.55, 0.54, 0.55, 0.5, 0.63) }})
		add(eyes(0.39, 0.61, 0.46, 0.05)...)
	case "fish":
		blue, dark := rgbOf(0x3C8DD8), rgbOf(0x2A6AA8)
		add(disc(0xF8E4D0),
			pictureShape{dark, func(p *pen) {
				p.poly(0.68, 0.5, 0.9, 0.3, 0.86, 0.5, 0.9, 0.7)
				p.poly(0.36, 0.33, 0.52, 0.22, 0.58, 0.36)
			}},
			pictureShape{blue, func(p *pen) { p.ellipse(0.44, 0.5, 0.3, 0.2, 0) }},
			pictureShape{rgbOf(0x7CB8EC), func(p *pen) { p.ellipse(0.46, 0.57, 0.2, 0.08, 0) }},
			pictureShape{dark, func(p *pen) { p.poly(0.5, 0.38, 0.53, 0.38, 0.53, 0.62, 0.5, 0.62) }})
		add(eyes(0.27, 0.27, 0.45, 0.04)...)
	case "ladybug":
		red := rgbOf(0xD83A2E)
		add(disc(0xE0F0D8),
			pictureShape{inkDark, func(p *pen) { p.circle(0.5, 0.28, 0.14); p.rect(0.38, 0.22, 0.4, 0.12); p.rect(0.6, 0.22, 0.62, 0.12) }},
			pictureShape{red, func(p *pen) { p.circle(0.5, 0.58, 0.3) }},
			pictureShape{inkDark, func(p *pen) {
				p.rect(0.49, 0.3, 0.51, 0.88)
				for _, c := range [][2]float64{{0.36, 0.48}, {0.64, 0.48}, {0.33, 0.67}, {0.67, 0.67}, {0.43, 0.8}, {0.57, 0.8}} {
					p.circle(c[0], c[1], 0.05)
				}
			}},
			pictureShape{inkWhite, func(p *pen) { p.circle(0.45, 0.24, 0.025); p.circle(0.55, 0.24, 0.025) }})
	case "sun":
		yellow, orange := rgbOf(0xF6C431), rgbOf(0xF29A2E)
		add(disc(0xD6ECF8),
			pictureShape{orange, func(p *pen) {
				for i := range 10 {
					a := 2 * math.Pi * float64(i) / 10
					s, c := math.Sincos(a)
					ds, dc := math.Sincos(a + 0.22)
					es, ec := math.Sincos(a - 0.22)
					p.poly(0.5+0.43*c, 0.5+0.43*s, 0.5+0.27*dc, 0.5+0.27*ds, 0.5+0.27*ec, 0.5+0.27*es)
				}
			}},
			pictureShape{yellow, func(p *pen) { p.circle(0.5, 0.5, 0.25) }},
			pictureShape{rgbOf(0xF4A0A0), func(p *pen) { p.circle(0.36, 0.56, 0.04); p.circle(0.64, 0.56, 0.04) }},
			pictureShape{inkDark, func(p *pen) { p.ellipse(0.5, 0.58, 0.1, 0.06, 0) }},
			pictureShape{yellow, func(p *pen) { p.ellipse(0.5, 0.555, 0.11, 0.05, 0) }})
		add(eyes(0.42, 0.58, 0.46, 0.03)...)
	case "flower":
		petal, middle, green := rgbOf(0xE86FA8), rgbOf(0xF6C431), rgbOf(0x4E9A3E)
		add(disc(0xF4E8F8),
			pictureShape{green, func(p *pen) {
				p.rect(0.48, 0.45, 0.52, 0.9)
				p.ellipse(0.62, 0.72, 0.11, 0.045, -0.5)
				p.ellipse(0.38, 0.78, 0.11, 0.045, 0.5)
			}},
			pictureShape{petal, func(p *pen) {
				for i := range 6 {
					s, c := math.Sincos(2 * math.Pi * float64(i) / 6)
					p.circle(0.5+0.15*c, 0.38+0.15*s, 0.11)
				}
			}},
			pictureShape{middle, func(p *pen) { p.circle(0.5, 0.38, 0.1) }})
	case "tree":
		add(disc(0xDDEFF8),
			pictureShape{rgbOf(0x8A5A34), func(p *pen) { p.rect(0.44, 0.55, 0.56, 0.88) }},
			pictureShape{rgbOf(0x3F8F3A), func(p *pen) { p.circle(0.5, 0.36, 0.22); p.circle(0.33, 0.5, 0.16); p.circle(0.67, 0.5, 0.16) }},
			pictureShape{rgbOf(0x5FB04F), func(p *pen) { p.circle(0.44, 0.3, 0.1) }},
			pictureShape{rgbOf(0xD83A2E), func(p *pen) { p.circle(0.36, 0.52, 0.035); p.circle(0.6, 0.4, 0.035); p.circle(0.66, 0.56, 0.035) }})
	case "boat":
		add(disc(0xF8EED8),
			pictureShape{rgbOf(0x5AA0D8), func(p *pen) { p.ellipse(0.5, 0.84, 0.4, 0.1, 0) }},
			pictureShape{rgbOf(0x6B4A30), func(p *pen) { p.rect(0.49, 0.16, 0.52, 0.66) }},
			pictureShape{inkWhite, func(p *pen) { p.poly(0.54, 0.2, 0.8, 0.62, 0.54, 0.62) }},
			pictureShape{rgbOf(0xF0D8A8), func(p *pen) { p.poly(0.47, 0.28, 0.47, 0.62, 0.26, 0.62) }},
			pictureShape{rgbOf(0xD83A2E), func(p *pen) { p.poly(0.52, 0.16, 0.64, 0.2, 0.52, 0.24) }},
			pictureShape{rgbOf(0xA8643A), func(p *pen) { p.poly(0.18, 0.66, 0.82, 0.66, 0.7, 0.8, 0.3, 0.8) }})
	case "apple":
		red := rgbOf(0xD83A2E)
		add(disc(0xF0F4D8),
			pictureShape{rgbOf(0x6B4A30), func(p *pen) { p.poly(0.49, 0.38, 0.52, 0.38, 0.56, 0.18, 0.53, 0.17) }},
			pictureShape{rgbOf(0x4E9A3E), func(p *pen) { p.ellipse(0.64, 0.24, 0.1, 0.045, -0.5) }},
			pictureShape{red, func(p *pen) { p.circle(0.4, 0.58, 0.23); p.circle(0.6, 0.58, 0.23); p.ellipse(0.5, 0.72, 0.2, 0.14, 0) }},
			pictureShape{rgbOf(0xF28070), func(p *pen) { p.ellipse(0.34, 0.5, 0.05, 0.09, 0.3) }})
	default: // the cat
		fur, inner := rgbOf(0xF0A050), inkPink
		add(disc(0xF8E0E0),
			pictureShape{fur, func(p *pen) {
				p.poly(0.22, 0.46, 0.26, 0.14, 0.46, 0.32)
				p.poly(0.78, 0.46, 0.74, 0.14, 0.54, 0.32)
				p.ellipse(0.5, 0.57, 0.31, 0.27, 0)
			}},
			pictureShape{inner, func(p *pen) { p.poly(0.27, 0.38, 0.29, 0.22, 0.4, 0.32); p.poly(0.73, 0.38, 0.71, 0.22, 0.6, 0.32) }},
			pictureShape{rgbOf(0xFAD8B0), func(p *pen) { p.ellipse(0.5, 0.68, 0.14, 0.1, 0) }},
			pictureShape{inner, func(p *pen) { p.poly(0.46, 0.62, 0.54, 0.62, 0.5, 0.67) }},
			pictureShape{rgbOf(0x7A4A28), func(p *pen) {
				p.rect(0.12, 0.64, 0.32, 0.655)
				p.rect(0.68, 0.64, 0.88, 0.655)
				p.poly(0.14, 0.72, 0.32, 0.68, 0.32, 0.695, 0.14, 0.735)
				p.poly(0.86, 0.72, 0.68, 0.68, 0.68, 0.695, 0.86, 0.735)
			}})
		add(eyes(0.39, 0.61, 0.52, 0.04)...)
	}
	return out
}

// pictureKey names a rasterised picture: which one and its side in pixels.
type pictureKey struct {
	key  string
	size int
}

// pictureCache holds the pictures rasterised so far; a window shows a few sizes of a dozen pictures.
var pictureCache = map[pictureKey]*ebiten.Image{}

// learnerPicture returns picture key as a size×size image, rasterised once.
func learnerPicture(key string, size int) *ebiten.Image {
	k := pictureKey{key, size}
	if img, ok := pictureCache[k]; ok {
		return img
	}
	rgba := image.NewRGBA(image.Rect(0, 0, size, size))
	for _, sh := range picture(key) {
		sh.path(&pen{dst: rgba, c: sh.c, s: float64(size)})
	}
	img := ebiten.NewImageFromImage(rgba)
	pictureCache[k] = img
	return img
}

// drawLearnerPicture draws picture key filling the square r.
func drawLearnerPicture(dst *ebiten.Image, key string, r image.Rectangle) {
	if r.Dx() <= 0 || r.Dy() <= 0 {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(learnerPicture(key, min(r.Dx(), r.Dy())), &op)
}

// pictureDrawer returns a widget.Tile's Picture for picture key.
func pictureDrawer(key string) func(dst *ebiten.Image, r image.Rectangle) {
	return func(dst *ebiten.Image, r image.Rectangle) { drawLearnerPicture(dst, key, r) }
}
