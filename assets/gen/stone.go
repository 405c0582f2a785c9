package main

import (
	"image"
	"math"
)

// stoneSize is the width and height of the stone images in pixels.
const stoneSize = 256

// stoneFill is the share of the image width that the stone's disc covers.
const stoneFill = 0.94

// vec is a small 3D vector used for shading.
type vec struct{ x, y, z float64 }

// norm returns v scaled to unit length.
func (v vec) norm() vec {
	l := math.Sqrt(v.x*v.x + v.y*v.y + v.z*v.z)
	return vec{v.x / l, v.y / l, v.z / l}
}

// dot returns the scalar product of v and w.
func (v vec) dot(w vec) float64 {
	return v.x*w.x + v.y*w.y + v.z*w.z
}

// Light comes from the upper left and slightly in front; image y grows down.
var (
	lightDir = vec{-0.55, -0.65, 1}.norm()
	halfDir  = vec{lightDir.x, lightDir.y, lightDir.z + 1}.norm()
)

// surface describes the stone's lens-shaped top at one point.
type surface struct {
	x, y float64 // position in the disc, each in [-1, 1]
	r    float64 // distance from the centre, 0..1
	n    vec     // surface normal
}

// lensSlope is the steepness of the stone's surface at distance r from the
// centre: a shallow spherical dome that rolls over into a rounded rim.
func lensSlope(r float64) float64 {
	const sphere = 1.7 // radius of the dome relative to the stone's radius
	rim := smoothstep(0.8, 1, r)
	return r/math.Sqrt(sphere*sphere-r*r) + 2.6*rim*rim
}

// shader returns the colour of a stone at one point of its surface.
type shader func(s surface) rgb

// renderStone draws a shaded disc on a transparent square of the given size.
func renderStone(size int, shade shader) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	c := float64(size) / 2
	radius := c * stoneFill
	rows(size, func(py int) {
		for px := 0; px < size; px++ {
			dx, dy := float64(px)+0.5-c, float64(py)+0.5-c
			d := math.Hypot(dx, dy)
			cover := clamp01(radius - d + 0.5)
			if cover == 0 {
				continue
			}
			r := math.Min(d/radius, 1)
			x, y := dx/math.Max(d, radius), dy/math.Max(d, radius)
			k := lensSlope(r) / math.Max(r, 1e-9)
			n := vec{k * x, k * y, 1}.norm()
			col := shade(surface{x: x, y: y, r: r, n: n})
			img.SetNRGBA(px, py, col.nrgba(cover))
		}
	})
	return img
}

// shadeBlack gives a matte slate look: very dark, a broad soft highlight and
// a little warm light thrown back from the board at the lower right rim.
func shadeBlack(s surface) rgb {
	diffuse := math.Max(s.n.dot(lightDir), 0)
	nh := math.Max(s.n.dot(halfDir), 0)
	base := hex(0x17171A).scale(0.55 + 0.6*diffuse)
	spec := 0.22*math.Pow(nh, 10) + 0.16*math.Pow(nh, 45)
	c := base.add(hex(0xD8DCE4).scale(spec))
	rim := math.Pow(1-s.n.z, 2) * math.Max(0, 0.6*s.n.x+0.8*s.n.y)
	return c.add(hex(0x6A5030).scale(0.35 * rim))
}

// shadeWhite gives a clam-shell look: off-white with faint curved growth
// stripes, grey towards the rim and a soft highlight.
func shadeWhite(s surface) rgb {
	diffuse := math.Max(s.n.dot(lightDir), 0)
	nh := math.Max(s.n.dot(halfDir), 0)

	// Growth stripes are fine arcs around a point far below the stone, of
	// uneven spacing and strength.
	dist := math.Hypot(s.x-0.2, s.y-2.8)
	phase := dist*62 + 9*valueNoise(dist*5, 0.5, 1<<16, 1, 77)
	stripe := math.Pow(0.5+0.5*math.Sin(phase), 4)
	stripe *= 0.3 + 0.7*valueNoise(dist*11, 0.5, 1<<16, 1, 78)

	base := hex(0xF4F2EC).mix(hex(0xDDD8CB), 0.22*stripe)
	c := base.scale(0.82 + 0.16*diffuse)
	c = c.mix(hex(0xB8B6B0), 0.45*math.Pow(s.r, 6))
	spec := 0.05*math.Pow(nh, 12) + 0.10*math.Pow(nh, 80)
	return c.add(rgb{spec, spec, spec})
}

// renderShadow draws a soft dark disc, to be placed slightly below a stone.
func renderShadow(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	c := float64(size) / 2
	radius := c * 0.88
	sigma := c * 0.045
	rows(size, func(py int) {
		for px := 0; px < size; px++ {
			d := math.Hypot(float64(px)+0.5-c, float64(py)+0.5-c)
			a := 0.35 * 0.5 * math.Erfc((d-radius)/(sigma*math.Sqrt2))
			img.SetNRGBA(px, py, rgb{}.nrgba(a))
		}
	})
	return img
}
