package main

import "math"

// mode is one damped sine partial of something struck.
type mode struct {
	freq  float64 // Hz
	decay float64 // time constant in seconds
	gain  float64
}

// strike adds a set of decaying partials to t starting at time start; attack
// is the rise time in seconds, which softens the very first instant.
func (t track) strike(start, gain, attack float64, modes []mode, r *rng) {
	first := int(start * sampleRate)
	for _, m := range modes {
		phase := r.float() * 2 * math.Pi
		for i := first; i < len(t); i++ {
			s := at(i - first)
			env := math.Exp(-s / m.decay)
			if env < 1e-5 {
				break
			}
			if attack > 0 {
				env *= 1 - math.Exp(-s/attack)
			}
			t[i] += gain * m.gain * env * math.Sin(2*math.Pi*m.freq*s+phase)
		}
	}
}

// burst adds a filtered noise burst at time start with an exponential decay.
func (t track) burst(start, gain, decay float64, f *biquad, r *rng) {
	first := int(start * sampleRate)
	for i := first; i < len(t); i++ {
		env := math.Exp(-at(i-first) / decay)
		if env < 1e-5 {
			break
		}
		t[i] += gain * env * f.step(r.signed())
	}
}

// finish fades and normalises a track and encodes it as WAV.
func (t track) finish(in, out float64) []byte {
	t.fade(in, out)
	t.normalise()
	return t.wav()
}

// makeStoneSound is the crisp clack of a stone set down on a thick board:
// a bright noise click, the ringing of the stone and board around 1–4 kHz
// and a short low knock from the board's body.
func makeStoneSound(seed uint64) []byte {
	r := rng{seed}
	t := newTrack(0.12)
	t.burst(0, 0.9, 0.0006, newHighpass(2000), &r)
	t.burst(0, 0.5, 0.0015, newBandpass(1400, 1.2), &r)
	t.burst(0, 0.6, 0.007, newBandpass(2100, 2.5), &r)
	t.strike(0, 0.4, 0.00015, []mode{
		{1190, 0.021, 1.0},
		{1740, 0.016, 0.75},
		{2410, 0.012, 0.6},
		{3020, 0.009, 0.45},
		{3880, 0.006, 0.3},
		{5230, 0.0035, 0.2},
	}, &r)
	t.strike(0, 0.28, 0.0008, []mode{{185, 0.014, 1}, {410, 0.009, 0.5}}, &r)
	return t.finish(0.0004, 0.025)
}

// makeCaptureSound is a few stones lifted off the board and touching each
// other: three quick, softer and higher clicks.
func makeCaptureSound(seed uint64) []byte {
	r := rng{seed}
	t := newTrack(0.3)
	hits := []struct{ start, gain, pitch float64 }{
		{0.000, 1.0, 1.00},
		{0.082, 0.7, 1.07},
		{0.171, 0.85, 0.95},
	}
	for _, h := range hits {
		t.burst(h.start, 0.35, 0.0005, newBandpass(5200*h.pitch, 0.9), &r)
		t.strike(h.start, 0.45*h.gain, 0.0003, []mode{
			{1650 * h.pitch, 0.010, 0.45},
			{2870 * h.pitch, 0.007, 1.0},
			{4130 * h.pitch, 0.005, 0.6},
			{5710 * h.pitch, 0.003, 0.3},
		}, &r)
	}
	soft := newLowpass(6500)
	for i := range t {
		t[i] = soft.step(t[i])
	}
	return t.finish(0.0005, 0.03)
}

// makeGameEndSound is a gentle rising three-note chime: G5, C6, E6.
func makeGameEndSound(seed uint64) []byte {
	r := rng{seed}
	t := newTrack(0.9)
	notes := []struct{ start, freq, gain float64 }{
		{0.00, 783.99, 0.8},
		{0.15, 1046.50, 0.8},
		{0.30, 1318.51, 1.0},
	}
	for _, n := range notes {
		t.strike(n.start, n.gain, 0.004, []mode{
			{n.freq, 0.42, 1.0},
			{n.freq * 1.0021, 0.38, 0.35},
			{n.freq * 2.0, 0.20, 0.16},
			{n.freq * 3.01, 0.09, 0.05},
			{n.freq * 5.43, 0.03, 0.02},
		}, &r)
	}
	return t.finish(0.002, 0.12)
}

// makeSolvedSound is a quick, bright rising arpeggio for a solved exercise: C6, E6, G6 and a ringing C7.
func makeSolvedSound(seed uint64) []byte {
	r := rng{seed}
	t := newTrack(1.0)
	notes := []struct{ start, freq, gain, decay float64 }{
		{0.00, 1046.50, 0.55, 0.18},
		{0.08, 1318.51, 0.60, 0.18},
		{0.16, 1567.98, 0.65, 0.20},
		{0.26, 2093.00, 0.80, 0.45},
	}
	for _, n := range notes {
		t.strike(n.start, n.gain, 0.003, []mode{
			{n.freq, n.decay, 1.0},
			{n.freq * 1.0017, n.decay * 0.9, 0.3},
			{n.freq * 2.0, n.decay * 0.5, 0.12},
			{n.freq * 3.0, n.decay * 0.3, 0.04},
		}, &r)
	}
	return t.finish(0.002, 0.15)
}

// makeIllegalSound is a soft, low, dull thunk with a falling pitch.
func makeIllegalSound(seed uint64) []byte {
	r := rng{seed}
	t := newTrack(0.15)
	t.burst(0, 0.5, 0.005, newBandpass(420, 1.5), &r)
	phase := 0.0
	for i := range t {
		s := at(i)
		f := 125 + 95*math.Exp(-s/0.018)
		phase += 2 * math.Pi * f / sampleRate
		env := (1 - math.Exp(-s/0.002)) * math.Exp(-s/0.03)
		t[i] += env * (math.Sin(phase) + 0.45*math.Exp(-s/0.015)*math.Sin(2.6*phase))
	}
	t.strike(0, 0.35, 0.001, []mode{{330, 0.018, 1}, {610, 0.01, 0.4}}, &r)
	dull := newLowpass(1400)
	for i := range t {
		t[i] = dull.step(t[i])
	}
	return t.finish(0.001, 0.03)
}
