package main

import (
	"bytes"
	"encoding/binary"
	"math"
)

// sampleRate is the rate of every generated sound, in samples per second.
const sampleRate = 44100

// flatQ is the quality factor of a filter with no resonant bump.
const flatQ = 1 / math.Sqrt2

// peakLevel is the target peak, −3 dBFS, as a fraction of full scale.
var peakLevel = math.Pow(10, -3.0/20)

// track is a mono sound being synthesised, one float per sample.
type track []float64

// newTrack returns silence lasting the given number of seconds.
func newTrack(seconds float64) track {
	return make(track, int(math.Round(seconds*sampleRate)))
}

// at returns the time in seconds of sample i.
func at(i int) float64 {
	return float64(i) / sampleRate
}

// fade ramps the start and end of t with raised-cosine curves.
func (t track) fade(in, out float64) {
	nIn := int(in * sampleRate)
	nOut := int(out * sampleRate)
	for i := 0; i < nIn && i < len(t); i++ {
		t[i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(nIn))
	}
	for i := 0; i < nOut && i < len(t); i++ {
		t[len(t)-1-i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(nOut))
	}
}

// normalise scales t so that its largest sample reaches peakLevel.
func (t track) normalise() {
	peak := 0.0
	for _, v := range t {
		peak = math.Max(peak, math.Abs(v))
	}
	if peak == 0 {
		return
	}
	k := peakLevel / peak
	for i := range t {
		t[i] *= k
	}
}

// wav encodes t as a 16-bit little-endian mono PCM WAV file.
func (t track) wav() []byte {
	var b bytes.Buffer
	dataLen := uint32(2 * len(t))
	put := func(v any) { _ = binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	put(36 + dataLen)
	b.WriteString("WAVE")
	b.WriteString("fmt ")
	put(uint32(16))
	put(uint16(1)) // PCM
	put(uint16(1)) // mono
	put(uint32(sampleRate))
	put(uint32(sampleRate * 2))
	put(uint16(2))
	put(uint16(16))
	b.WriteString("data")
	put(dataLen)
	for _, v := range t {
		s := math.Round(math.Max(-1, math.Min(1, v)) * 32767)
		put(int16(s))
	}
	return b.Bytes()
}

// biquad is a second-order IIR filter in direct form I.
type biquad struct {
	b0, b1, b2, a1, a2 float64
	x1, x2, y1, y2     float64
}

// newBandpass returns a band-pass filter with 0 dB peak gain at freq.
func newBandpass(freq, q float64) *biquad {
	w := 2 * math.Pi * freq / sampleRate
	alpha := math.Sin(w) / (2 * q)
	a0 := 1 + alpha
	return &biquad{b0: alpha / a0, b2: -alpha / a0, a1: -2 * math.Cos(w) / a0, a2: (1 - alpha) / a0}
}

// newLowpass returns a resonance-free low-pass filter with the given cutoff.
func newLowpass(freq float64) *biquad {
	w := 2 * math.Pi * freq / sampleRate
	alpha := math.Sin(w) / (2 * flatQ)
	cw := math.Cos(w)
	a0 := 1 + alpha
	return &biquad{b0: (1 - cw) / 2 / a0, b1: (1 - cw) / a0, b2: (1 - cw) / 2 / a0, a1: -2 * cw / a0, a2: (1 - alpha) / a0}
}

// newHighpass returns a resonance-free high-pass filter with the given cutoff.
func newHighpass(freq float64) *biquad {
	w := 2 * math.Pi * freq / sampleRate
	alpha := math.Sin(w) / (2 * flatQ)
	cw := math.Cos(w)
	a0 := 1 + alpha
	return &biquad{b0: (1 + cw) / 2 / a0, b1: -(1 + cw) / a0, b2: (1 + cw) / 2 / a0, a1: -2 * cw / a0, a2: (1 - alpha) / a0}
}

// step filters one sample.
func (f *biquad) step(x float64) float64 {
	y := f.b0*x + f.b1*f.x1 + f.b2*f.x2 - f.a1*f.y1 - f.a2*f.y2
	f.x2, f.x1 = f.x1, x
	f.y2, f.y1 = f.y1, y
	return y
}
