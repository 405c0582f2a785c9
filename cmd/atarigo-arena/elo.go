package main

import "math"

// Elo is an Elo difference with its 95% confidence interval; infinite values mean a score of 0% or 100%.
type Elo struct {
	Diff, Low, High float64
}

// eloOfScore is the logistic Elo difference of an expected score s (0…1): −400·log10(1/s − 1).
func eloOfScore(s float64) float64 {
	switch {
	case s <= 0:
		return math.Inf(-1)
	case s >= 1:
		return math.Inf(1)
	}
	return -400 * math.Log10(1/s-1)
}

// EloFromResults returns A's Elo difference to B from wins, draws and losses: the logistic Elo of the mean
// score, and the 95% interval from the normal approximation of the mean score (mean ± 1.96·σ/√n, σ the
// per-game standard deviation of the score) mapped through the same formula, as cutechess-cli computes it.
func EloFromResults(wins, draws, losses int) Elo {
	n := float64(wins + draws + losses)
	if n == 0 {
		return Elo{Diff: 0, Low: math.Inf(-1), High: math.Inf(1)}
	}
	w, d, l := float64(wins)/n, float64(draws)/n, float64(losses)/n
	s := w + d/2
	variance := w*(1-s)*(1-s) + d*(0.5-s)*(0.5-s) + l*s*s
	margin := 1.959963984540054 * math.Sqrt(variance/n)
	return Elo{Diff: eloOfScore(s), Low: eloOfScore(s - margin), High: eloOfScore(s + margin)}
}
