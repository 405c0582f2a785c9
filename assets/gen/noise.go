package main

import "math"

// lattice returns a fixed pseudo-random value in [0, 1) for an integer
// lattice point and a seed.
func lattice(x, y int, seed uint64) float64 {
	h := mix64(uint64(uint32(x))*0x9E3779B97F4A7C15 ^ uint64(uint32(y))*0xC2B2AE3D27D4EB4F ^ mix64(seed))
	return float64(h>>11) / (1 << 53)
}

// wrap returns i modulo n in [0, n).
func wrap(i, n int) int {
	i %= n
	if i < 0 {
		i += n
	}
	return i
}

// quintic is the smooth interpolation curve 6t⁵ − 15t⁴ + 10t³.
func quintic(t float64) float64 {
	return t * t * t * (t*(t*6-15) + 10)
}

// valueNoise returns smooth noise in [0, 1) at (x, y) measured in lattice
// cells; the pattern repeats every px cells across and py cells down.
func valueNoise(x, y float64, px, py int, seed uint64) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx), int(fy)
	tx, ty := quintic(x-fx), quintic(y-fy)
	x0, x1 := wrap(ix, px), wrap(ix+1, px)
	y0, y1 := wrap(iy, py), wrap(iy+1, py)
	a := lattice(x0, y0, seed)
	b := lattice(x1, y0, seed)
	c := lattice(x0, y1, seed)
	d := lattice(x1, y1, seed)
	top := a + (b-a)*tx
	bottom := c + (d-c)*tx
	return top + (bottom-top)*ty
}

// fbm sums octaves of tileable value noise at tile coordinates (u, v) in
// [0, 1); the first octave has cx by cy cells and each further octave
// doubles both. The result lies in [0, 1) and tiles seamlessly.
func fbm(u, v float64, cx, cy, octaves int, seed uint64) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for o := 0; o < octaves; o++ {
		sum += amp * valueNoise(u*float64(cx), v*float64(cy), cx, cy, seed+uint64(o)*7919)
		norm += amp
		amp *= 0.5
		cx *= 2
		cy *= 2
	}
	return sum / norm
}

// smoothstep maps x from [e0, e1] onto a smooth 0..1 ramp.
func smoothstep(e0, e1, x float64) float64 {
	t := (x - e0) / (e1 - e0)
	if t <= 0 {
		return 0
	}
	if t >= 1 {
		return 1
	}
	return t * t * (3 - 2*t)
}

// clamp01 limits x to [0, 1].
func clamp01(x float64) float64 {
	return math.Max(0, math.Min(1, x))
}

// lerp blends a and b by t.
func lerp(a, b, t float64) float64 {
	return a + (b-a)*t
}
