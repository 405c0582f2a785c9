package engine

import "math"

// Score is the count of a finished Go game, broken down for display.
type Score struct {
	Scoring   Scoring
	Territory [3]int     // empty points (and points of dead stones) surrounded by each colour
	Stones    [3]int     // living stones of each colour on the board
	Dead      [3]int     // dead stones of each colour removed at the end
	Prisoners [3]int     // stones each colour captured during play, plus the opponent's dead stones
	Komi      float64    // points given to White
	Total     [3]float64 // the final points of each colour
	Owner     [MaxPoints]Color
}

// Score counts the position as finished with the stones in dead removed; dead may be nil.
// Territory is every empty region bordered by one colour only; regions touching both colours (seki, dame)
// are neutral. Under territory (Japanese) counting a region bordered by stones in seki is neutral too (see
// Seki); area counting gives it to its colour.
func (p *Position) Score(dead *PointSet) Score {
	var s Score
	s.Scoring = p.rules.Scoring
	s.Komi = p.rules.Komi
	isDead := func(pt Point) bool { return dead != nil && dead.Has(pt) && p.board[pt].IsStone() }
	var seki PointSet
	if s.Scoring == Territory {
		seki = p.Seki(dead)
	}
	var seen PointSet
	var region []Point
	for r := 0; r < int(p.rows); r++ {
		for c := 0; c < int(p.cols); c++ {
			pt := Pt(c, r)
			col := p.board[pt]
			if col.IsStone() && !isDead(pt) {
				s.Stones[col]++
				s.Owner[pt] = col
				continue
			}
			if col.IsStone() {
				s.Dead[col]++
			}
			if seen.Has(pt) {
				continue
			}
			// Flood the region of empty points and dead stones.
			region = append(region[:0], pt)
			seen.Add(pt)
			border := Empty
			neutral := false // touches both colours, or stones in seki
			for i := 0; i < len(region); i++ {
				q := region[i]
				for _, d := range dirs {
					n := q + d
					b := p.board[n]
					switch {
					case b == Border:
					case b == Empty || isDead(n):
						if !seen.Has(n) {
							seen.Add(n)
							region = append(region, n)
						}
					default:
						if seki.Has(n) {
							neutral = true
						}
						if border == Empty {
							border = b
						} else if border != b {
							neutral = true
						}
					}
				}
			}
			if neutral || border == Empty {
				continue
			}
			for _, q := range region {
				s.Territory[border]++
				s.Owner[q] = border
			}
		}
	}
	for _, c := range []Color{Black, White} {
		s.Prisoners[c] = p.Captures(c) + s.Dead[c.Opponent()]
		if s.Scoring == Area {
			s.Total[c] = float64(s.Territory[c] + s.Stones[c])
		} else {
			// Points of dead stones are territory only where they stood; captured stones are prisoners.
			s.Total[c] = float64(s.Territory[c] + s.Prisoners[c])
		}
	}
	s.Total[White] += s.Komi
	return s
}

// Outcome returns the winner and margin of the count (Empty and 0 for a draw).
func (s *Score) Outcome() Outcome {
	d := s.Total[Black] - s.Total[White]
	switch {
	case d > 0:
		return Outcome{Winner: Black, Reason: ByScore, Margin: d}
	case d < 0:
		return Outcome{Winner: White, Reason: ByScore, Margin: math.Abs(d)}
	}
	return Outcome{Reason: ByScore}
}
