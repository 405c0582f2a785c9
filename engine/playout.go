package engine

// lightMove picks a uniformly random legal move of the side to move that does not fill its own eye,
// or Pass when there is none. It reorders the empty list but keeps it valid.
func (p *Position) lightMove(rng *Rand) Point {
	c := p.toMove
	for n := int(p.nEmpty); n > 0; n-- {
		i := rng.Intn(n)
		pt := p.empty[i]
		if !p.IsEye(pt, c) && p.legal(pt, c) == nil {
			return pt
		}
		// Move the rejected point behind the candidates.
		last := p.empty[n-1]
		p.empty[i], p.empty[n-1] = last, pt
		p.emptyIdx[last], p.emptyIdx[pt] = int16(i), int16(n-1)
	}
	return Pass
}

// PlayoutLight plays the reference-bot light playout from here to two passes (random empty point, never
// filling a one-point eye of the side to move, pass when nothing else is legal) and returns the area-score
// winner at the position's komi and the number of moves played, both final passes included.
func (p *Position) PlayoutLight(rng *Rand) (winner Color, moves int) {
	limit := 3 * int(p.cols) * int(p.rows)
	for p.passes < 2 && moves < limit {
		pt := p.lightMove(rng)
		if pt == Pass {
			p.PlayPass()
		} else {
			p.play(pt, p.toMove, nil)
		}
		moves++
	}
	return p.AreaWinner(), moves
}

// AreaWinner counts stones and one-colour-bordered empty regions (area scoring, every stone alive) and returns the winner at the rules' komi (Empty on a tie).
func (p *Position) AreaWinner() Color {
	var score [4]int
	for r := 0; r < int(p.rows); r++ {
		for c := 0; c < int(p.cols); c++ {
			pt := Pt(c, r)
			switch col := p.board[pt]; col {
			case Black, White:
				score[col]++
			case Empty:
				var seen [4]bool
				for _, d := range dirs {
					seen[p.board[pt+d]] = true
				}
				if seen[Black] && !seen[White] {
					score[Black]++
				} else if seen[White] && !seen[Black] {
					score[White]++
				} else if !seen[Black] && !seen[White] {
					// A larger empty region: count it properly.
					s := p.Score(nil)
					d := float64(s.Territory[Black]+s.Stones[Black]) - float64(s.Territory[White]+s.Stones[White]) - p.rules.Komi
					return winnerOf(d)
				}
			}
		}
	}
	return winnerOf(float64(score[Black]-score[White]) - p.rules.Komi)
}

func winnerOf(d float64) Color {
	switch {
	case d > 0:
		return Black
	case d < 0:
		return White
	}
	return Empty
}

// PlayoutAtari plays uniformly random legal moves until the first capture or until the side to move has no
// legal move, and returns the winner (the capturer, or the opponent of the side left without a move) and the moves played.
func (p *Position) PlayoutAtari(rng *Rand) (winner Color, moves int) {
	c := p.toMove
	for {
		pt := p.randomLegal(rng)
		if pt == Pass {
			return c.Opponent(), moves
		}
		moves++
		if p.play(pt, c, nil) > 0 {
			return c, moves
		}
		c = c.Opponent()
	}
}

// randomLegal picks a uniformly random legal move of the side to move, or Pass when there is none.
func (p *Position) randomLegal(rng *Rand) Point {
	c := p.toMove
	for n := int(p.nEmpty); n > 0; n-- {
		i := rng.Intn(n)
		pt := p.empty[i]
		if p.legal(pt, c) == nil {
			return pt
		}
		last := p.empty[n-1]
		p.empty[i], p.empty[n-1] = last, pt
		p.emptyIdx[last], p.emptyIdx[pt] = int16(i), int16(n-1)
	}
	return Pass
}
