package widget

import "image/color"

// mix blends a towards b by f in [0, 1].
func mix(a, b color.RGBA, f float64) color.RGBA {
	if f < 0 {
		f = 0
	}
	if f > 1 {
		f = 1
	}
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*f + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// Mix blends a towards b by f in [0, 1]; scenes use it for hover and fades.
func Mix(a, b color.RGBA, f float64) color.RGBA { return mix(a, b, f) }

// WithAlpha returns c with its alpha set to a, the colour premultiplied.
func WithAlpha(c color.RGBA, a uint8) color.RGBA {
	k := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), a}
}
