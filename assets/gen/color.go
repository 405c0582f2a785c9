package main

import (
	"image/color"
	"math"
)

// rgb is a colour with channels in [0, 1].
type rgb struct{ r, g, b float64 }

// hex makes an rgb from a 0xRRGGBB value.
func hex(v uint32) rgb {
	return rgb{float64(v>>16&0xFF) / 255, float64(v>>8&0xFF) / 255, float64(v&0xFF) / 255}
}

// mix blends c towards d by t.
func (c rgb) mix(d rgb, t float64) rgb {
	return rgb{lerp(c.r, d.r, t), lerp(c.g, d.g, t), lerp(c.b, d.b, t)}
}

// scale multiplies every channel by k.
func (c rgb) scale(k float64) rgb {
	return rgb{c.r * k, c.g * k, c.b * k}
}

// add sums two colours channel by channel.
func (c rgb) add(d rgb) rgb {
	return rgb{c.r + d.r, c.g + d.g, c.b + d.b}
}

// to8 rounds a channel value to a byte.
func to8(x float64) uint8 {
	return uint8(math.Round(clamp01(x) * 255))
}

// nrgba converts c with straight alpha a to an 8-bit colour.
func (c rgb) nrgba(a float64) color.NRGBA {
	return color.NRGBA{to8(c.r), to8(c.g), to8(c.b), to8(a)}
}

// rgbaOf converts an opaque colour to 8-bit RGBA.
func rgbaOf(c rgb) color.RGBA {
	return color.RGBA{to8(c.r), to8(c.g), to8(c.b), 255}
}
