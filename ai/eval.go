package ai

import "github.com/seed593a7f8d/atarigo/engine"

// How the thesis evaluation was reconstructed.
//
// The thesis (chapter 4.7 "Ohodnocovací funkce" and 4.8) names four aims — keep many
// liberties, hold much territory, join stones into groups, make eyes — and two measures for them, but the
// formula itself is a missing figure. What the text does say:
//
//   - "Liberties of order n" are the empty points at Manhattan distance n from the player's stones, counted
//     for the whole board rather than per group; orders 1, 2 and 3 are used (higher orders did not help).
//     The footnote defines the distance as walking exactly n steps along the grid lines, so we use the plain
//     grid distance |dx|+|dy| to the side's nearest stone (stones of either colour do not block it), and an
//     empty point counts once, at its smallest distance: L1, L2, L3 partition the empty points near the side.
//   - E is the Euler number of the binary image of the side's stones: groups minus holes. It is counted by
//     sliding a 2×2 window over the board and counting the patterns Q1 (one stone), Q3 (three stones) and
//     QD (two stones on a diagonal). The thesis remarks that only one of two eyes in its Figure 6 counts as
//     a hole and that giving QD a smaller weight would recognise more eyes: that is the 4-connected form of
//     Gray's bit-quad formula, E = (n(Q1) − n(Q3) + 2·n(QD)) / 4, in which diagonal stones are separate groups
//     (as in Go) and the empty points of a hole may meet diagonally. "The edges of the board always count as
//     empty": the window also covers a frame of off-board points, all of them empty. E is counted for Black
//     and for White separately; for one colour the other colour's stones are background like empty points
//     (the thesis says its scan "takes the opponent's stones into account" without saying how; this is the
//     only reading that keeps E an Euler number).
//   - α, β, γ weigh the liberties of order 1, 2, 3; δ weighs "attack against defence" (the smaller, the more
//     aggressive); ε weighs the Euler number (negative joins stones into groups, larger scatters them). The
//     best values found were α=1, β=1, γ=0.75, δ=3.45, ε=−4 with AlphaBeta at depth 3.
//
// From these, for the side s the evaluation is
//
//	V(s) = α·(δ·L1(s) − L1(o)) + β·(δ·L2(s) − L2(o)) + γ·(δ·L3(s) − L3(o)) + ε·(E(s) − E(o))
//
// with o the opponent: δ scales one's own liberties against the opponent's (a smaller δ cares more about
// taking the opponent's liberties, i.e. plays more aggressively), and with ε < 0 fewer groups and more holes
// (eyes) for oneself are better. The thesis computes the value for Black and negates it for White; with
// δ ≠ 1 the formula is not antisymmetric, so we read "the value for the player" as V of the computer's own
// colour, and the search minimises it at the opponent's turns. Captures never enter V: in first-capture Atari
// Go a capture ends the game and is scored as a win by the search. For Atari Go with a larger capture
// target the optional Prisoner weight (not in the thesis, 0 by default) adds the difference in captures.

// EvalParams are the constants of the thesis evaluation; the zero value is not useful, start from DefaultEvalParams.
type EvalParams struct {
	Alpha    float64 // weight of liberties of order 1 (empty points next to the side's stones)
	Beta     float64 // weight of liberties of order 2
	Gamma    float64 // weight of liberties of order 3
	Delta    float64 // weight of one's own liberties against the opponent's; smaller is more aggressive
	Epsilon  float64 // weight of the Euler number (groups − holes); negative joins stones into groups
	Prisoner float64 // weight of the difference in captured stones (not in the thesis; 0 by default)
}

// DefaultEvalParams returns the thesis constants α=1, β=1, γ=0.75, δ=3.45, ε=−4.
func DefaultEvalParams() EvalParams {
	return EvalParams{Alpha: 1, Beta: 1, Gamma: 0.75, Delta: 3.45, Epsilon: -4}
}

// EvalFeatures are the measured features of one colour.
type EvalFeatures struct {
	L     [4]int // L[1], L[2], L[3]: empty points at Manhattan distance exactly 1, 2, 3 from the nearest stone
	Euler int    // groups − holes of the colour's stones (4-connected), by the bit-quad count
}

// Features measures colour c's liberties of orders 1–3 and Euler number on pos.
func Features(pos *engine.Position, c engine.Color) EvalFeatures {
	var f EvalFeatures
	var dist [engine.MaxPoints]uint8
	cols, rows := pos.Cols(), pos.Rows()
	const far = 4
	// Two-pass distance transform for the grid (L1) metric, capped at far.
	for r := 0; r < rows; r++ {
		for col := 0; col < cols; col++ {
			pt := engine.Pt(col, r)
			d := uint8(far)
			if pos.At(pt) == c {
				d = 0
			} else {
				if r > 0 && dist[pt-engine.Stride]+1 < d {
					d = dist[pt-engine.Stride] + 1
				}
				if col > 0 && dist[pt-1]+1 < d {
					d = dist[pt-1] + 1
				}
			}
			dist[pt] = d
		}
	}
	for r := rows - 1; r >= 0; r-- {
		for col := cols - 1; col >= 0; col-- {
			pt := engine.Pt(col, r)
			d := dist[pt]
			if r < rows-1 && dist[pt+engine.Stride]+1 < d {
				d = dist[pt+engine.Stride] + 1
			}
			if col < cols-1 && dist[pt+1]+1 < d {
				d = dist[pt+1] + 1
			}
			dist[pt] = d
			if d >= 1 && d <= 3 && pos.At(pt) == engine.Empty {
				f.L[d]++
			}
		}
	}
	f.Euler = Euler(pos, c)
	return f
}

// Euler returns the Euler number (4-connected groups minus holes) of colour c's stones by Gray's bit-quad
// count over every 2×2 window, off-board points counting as empty: (n(Q1) − n(Q3) + 2·n(QD)) / 4.
func Euler(pos *engine.Position, c engine.Color) int {
	cols, rows := pos.Cols(), pos.Rows()
	// A frame of empty points around the board: row r, column col is at (r+1)*w + col+1.
	const w = engine.MaxSize + 2
	var g [w * w]uint8
	for r := 0; r < rows; r++ {
		for col := 0; col < cols; col++ {
			if pos.At(engine.Pt(col, r)) == c {
				g[(r+1)*w+col+1] = 1
			}
		}
	}
	q1, q3, qd := 0, 0, 0
	for r := 0; r <= rows; r++ {
		for col := 0; col <= cols; col++ {
			i := r*w + col
			a, b, d, e := g[i], g[i+1], g[i+w], g[i+w+1]
			switch a + b + d + e {
			case 1:
				q1++
			case 3:
				q3++
			case 2:
				if a == e {
					qd++
				}
			}
		}
	}
	return (q1 - q3 + 2*qd) / 4
}

// EvaluateFor returns V(me) of the thesis evaluation on pos (see the reconstruction above).
func EvaluateFor(pos *engine.Position, me engine.Color, p EvalParams) float64 {
	own, opp := Features(pos, me), Features(pos, me.Opponent())
	w := [4]float64{0, p.Alpha, p.Beta, p.Gamma}
	v := 0.0
	for k := 1; k <= 3; k++ {
		v += w[k] * (p.Delta*float64(own.L[k]) - float64(opp.L[k]))
	}
	v += p.Epsilon * float64(own.Euler-opp.Euler)
	if p.Prisoner != 0 {
		v += p.Prisoner * float64(pos.Captures(me)-pos.Captures(me.Opponent()))
	}
	return v
}
