package engine

// Reason says why a game ended.
type Reason uint8

const (
	// NotOver means the game goes on.
	NotOver Reason = iota
	// ByCapture means a side reached the Atari Go capture target.
	ByCapture
	// ByExhaustion means the side to move had no legal move (Atari Go).
	ByExhaustion
	// ByResignation means a side resigned.
	ByResignation
	// ByScore means two passes ended a Go game and the count decided.
	ByScore
	// ByForfeit means a side lost by an illegal move, a crash or running out of time.
	ByForfeit
	// ByLongCycle means a whole-board repetition ended the game (see Cycle).
	ByLongCycle
)

// String names the reason in lower-case English.
func (r Reason) String() string {
	return [...]string{"not over", "capture", "exhaustion", "resignation", "score", "forfeit", "long cycle"}[r]
}

// Outcome is the result of a game: who won (Empty for a draw or no result), why, and by how much when scored.
type Outcome struct {
	Winner Color
	Reason Reason
	Margin float64 // points, for ByScore
}

// Over reports whether the game is over by the rules alone (capture target, no legal move, two passes).
func (p *Position) Over() bool {
	if p.rules.Kind == AtariGo {
		t := int16(p.rules.Target())
		return p.captures[Black] >= t || p.captures[White] >= t || !p.HasLegalMove()
	}
	return p.passes >= 2
}

// HasLegalMove reports whether the side to move has a legal move on the board (passes not counted).
func (p *Position) HasLegalMove() bool {
	for i := 0; i < int(p.nEmpty); i++ {
		if p.legal(p.empty[i], p.toMove) == nil {
			return true
		}
	}
	return false
}

// LegalMoves appends every legal board move of the side to move to buf (passes not included).
func (p *Position) LegalMoves(buf []Point) []Point {
	for r := 0; r < int(p.rows); r++ {
		for c := 0; c < int(p.cols); c++ {
			if pt := Pt(c, r); p.board[pt] == Empty && p.legal(pt, p.toMove) == nil {
				buf = append(buf, pt)
			}
		}
	}
	return buf
}

// Outcome returns the result by the rules alone; a Go game after two passes is scored with every stone alive.
func (p *Position) Outcome() Outcome {
	if p.rules.Kind == AtariGo {
		t := int16(p.rules.Target())
		switch {
		case p.captures[Black] >= t && p.captures[White] >= t:
			return Outcome{Winner: p.toMove.Opponent(), Reason: ByCapture}
		case p.captures[Black] >= t:
			return Outcome{Winner: Black, Reason: ByCapture}
		case p.captures[White] >= t:
			return Outcome{Winner: White, Reason: ByCapture}
		case !p.HasLegalMove():
			return Outcome{Winner: p.toMove.Opponent(), Reason: ByExhaustion}
		}
		return Outcome{}
	}
	if p.passes < 2 {
		return Outcome{}
	}
	s := p.Score(nil)
	return s.Outcome()
}
