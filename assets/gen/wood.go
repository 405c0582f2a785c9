package main

import (
	"image"
	"math"
	"sort"
)

// woodSize is the width and height of the board texture in pixels.
const woodSize = 1024

// Wood colours: two tones of kaya for the broad variation and the darker,
// more saturated tone of the latewood lines.
var (
	woodLight = hex(0xE8C27A)
	woodMid   = hex(0xDCB35C)
	woodLate  = hex(0xB8833E)
)

// growthRing is one year of growth in the straight-grain cut: light
// earlywood ending in a thin dark latewood line.
type growthRing struct {
	start, width float64 // in pixels across the texture
	line         float64 // latewood line width in pixels
	strength     float64 // how dark the line is, 0..1
}

// grain is the set of growth rings laid side by side across one tile.
type grain struct {
	rings  []growthRing
	starts []float64
	seed   uint64
}

// newGrain lays out rings of varying width so that they exactly fill the
// tile width, which keeps the texture seamless from left to right.
func newGrain(seed uint64) grain {
	r := rng{seed}
	var rings []growthRing
	total := 0.0
	for i := 0; total < woodSize; i++ {
		density := valueNoise(float64(i)/9, 0.5, 1<<16, 1, seed+1)
		w := 5.5 * (0.55 + 1.1*density) * r.between(0.7, 1.3)
		rings = append(rings, growthRing{
			width:    w,
			line:     r.between(0.9, 2.2),
			strength: math.Pow(r.float(), 0.7),
		})
		total += w
	}
	k := woodSize / total
	pos := 0.0
	g := grain{rings: rings, seed: seed}
	for i := range g.rings {
		g.rings[i].width *= k
		g.rings[i].start = pos
		g.starts = append(g.starts, pos)
		pos += g.rings[i].width
	}
	return g
}

// darkness returns how much latewood colour to use at horizontal position p
// (pixels, any value; it wraps) and tile row v in [0, 1).
func (g grain) darkness(p, v float64) float64 {
	p = math.Mod(p, woodSize)
	if p < 0 {
		p += woodSize
	}
	i := sort.SearchFloat64s(g.starts, p)
	if i == len(g.starts) || g.starts[i] > p {
		i--
	}
	ring := g.rings[i]
	// Lines fade in and out and thicken and thin along their length.
	n := len(g.rings)
	slow := valueNoise(float64(i), v*7, n, 7, g.seed+2)
	fast := valueNoise(float64(i), v*41, n, 41, g.seed+3)
	s := ring.strength * (0.3 + 0.5*slow + 0.2*fast)
	lw := ring.line * (0.7 + 0.6*valueNoise(float64(i), v*13, n, 13, g.seed+4))
	toEnd := ring.start + ring.width - p
	line := 1 - smoothstep(0.15*lw, 1.4*lw, toEnd)
	t := (p - ring.start) / ring.width
	return s * (line + 0.08*t*t)
}

// makeWood paints the tileable board texture.
func makeWood(seed uint64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, woodSize, woodSize))
	g := newGrain(seed)
	const samples = 4
	rows(woodSize, func(y int) {
		v := (float64(y) + 0.5) / woodSize
		for x := 0; x < woodSize; x++ {
			u := (float64(x) + 0.5) / woodSize
			warp := 0.016*(2*fbm(u, v, 2, 2, 4, seed+10)-1) +
				0.004*(2*fbm(u, v, 24, 3, 2, seed+11)-1)
			gu := u + warp
			dark := 0.0
			for s := 0; s < samples; s++ {
				off := (float64(s)+0.5)/samples - 0.5
				dark += g.darkness(gu*woodSize+off, v)
			}
			dark /= samples

			broad := smoothstep(0.25, 0.75, fbm(gu, v, 5, 2, 5, seed+12))
			streak := fbm(gu, v, 48, 2, 3, seed+13)
			fibre := valueNoise(gu*512, v*24, 512, 24, seed+14)

			c := woodMid.mix(woodLight, broad)
			c = c.scale(1 + 0.07*(streak-0.5) + 0.06*(fibre-0.5))
			c = c.mix(woodLate, 0.7*dark)
			img.SetRGBA(x, y, rgbaOf(c))
		}
	})
	return img
}
