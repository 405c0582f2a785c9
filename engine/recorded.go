package engine

// PlayAsRecorded plays move m of colour m.Color the way SGF FF[4] asks a reader to execute a recorded move, whether
// the rules allow it or not, and returns the opponent stones it captured and the rule it breaks (ErrOccupied,
// ErrSuicide or ErrKo; nil for a legal move). A legal move or a ko recapture is played as Play plays it. On an
// occupied point the new stone replaces the one there; then the opponent chains next to it left without a
// liberty are captured, and last the mover's own chain if it has none (a suicide: its stones count as the
// opponent's captures). The turn passes to m.Color's opponent. m must be a point of the board (not a pass).
func (p *Position) PlayAsRecorded(m Move) (captured []Point, broken error) {
	c := m.Color
	if p.toMove != c {
		p.SetToMove(c) // a move out of turn: SetToMove also clears the ko, as a PL would
	}
	err := p.legal(m.Point, c)
	switch err {
	case nil, ErrKo:
		return p.captured(p.play(m.Point, c)), err
	case ErrOccupied, ErrSuicide:
		return p.playAnyway(m.Point, c), err
	}
	panic("engine: PlayAsRecorded off the board: " + err.Error())
}

// playAnyway executes a move that play cannot make (a stone on a stone, a suicide) the slow way: it sets the
// stone, rebuilds the chains, takes off the opponent chains next to it without a liberty and then its own if
// it has none, and returns the opponent stones taken.
func (p *Position) playAnyway(pt Point, c Color) []Point {
	opp := c.Opponent()
	p.set(pt, c)
	p.rebuild()
	var taken []Point
	for _, q := range Neighbors(pt) {
		if p.board[q] == opp && p.libs[p.head[q]] == 0 {
			taken = p.ChainStones(q, taken)
			for _, s := range p.ChainStones(q, nil) {
				p.set(s, Empty)
			}
			p.rebuild()
		}
	}
	p.captures[c&3] += int16(len(taken))
	if p.libs[p.head[pt]] == 0 {
		own := p.ChainStones(pt, nil)
		for _, s := range own {
			p.set(s, Empty)
		}
		p.captures[opp&3] += int16(len(own))
		p.rebuild()
	}
	p.passes = 0
	p.last = pt
	p.moves++
	p.toMove = opp
	p.ko = NoPoint
	return taken
}

// set puts colour c (Empty to clear) at pt, keeping the hash; the chains are stale until rebuild.
func (p *Position) set(pt Point, c Color) {
	if old := p.board[pt]; old.IsStone() {
		p.hash ^= zobrist[old][pt]
	}
	if c.IsStone() {
		p.hash ^= zobrist[c][pt]
	}
	p.board[pt] = c
}
