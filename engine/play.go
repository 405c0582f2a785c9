package engine

import "fmt"

// legal reports whether colour c may play at the empty-or-not point pt under simple ko, without playing it.
func (p *Position) legal(pt Point, c Color) error {
	pt &= arrMask
	if b := p.board[pt]; b != Empty {
		if b == Border {
			return ErrOffBoard
		}
		return ErrOccupied
	}
	if pt == p.ko && c == p.toMove {
		return ErrKo
	}
	if p.nbr[pt]&0xF != 0 {
		return nil // an empty neighbour is a liberty
	}
	opp := 3 - c
	for _, d := range dirs {
		n := (pt + d) & arrMask
		switch p.board[n] {
		case opp:
			if p.onlyLibertyIs(p.head[n], pt) {
				return nil // captures
			}
		case c:
			if !p.onlyLibertyIs(p.head[n], pt) {
				return nil // connects to a chain with another liberty
			}
		}
	}
	return ErrSuicide
}

// IsLegal reports whether colour c may play at pt now (passes included), with the reason when not.
// Superko is a matter of the game record (see Game.Play), so it is not checked here.
func (p *Position) IsLegal(m Move) error {
	if p.Over() {
		return ErrGameOver
	}
	if m.Point == Pass {
		if p.rules.Kind == AtariGo {
			return ErrPassNotAllowed
		}
		return nil
	}
	if !p.OnBoard(m.Point) {
		return ErrOffBoard
	}
	return p.legal(m.Point, m.Color)
}

// Play plays move m for the side to move with full legality checks and returns the stones it captured.
// On error the position is unchanged. In Atari Go a side with no legal move has lost, so any move then is ErrGameOver.
func (p *Position) Play(m Move) ([]Point, error) {
	if m.Color != p.toMove {
		return nil, fmt.Errorf("%w: %s to move", ErrWrongColor, p.toMove.Name())
	}
	if err := p.IsLegal(m); err != nil {
		if p.rules.Kind == AtariGo && !p.HasLegalMove() {
			return nil, fmt.Errorf("%w: %s has no legal move", ErrGameOver, p.toMove.Name())
		}
		return nil, fmt.Errorf("%s %s: %w", m.Color.Name(), m.Point.GTP(p.Rows()), err)
	}
	if m.Point == Pass {
		p.PlayPass()
		return nil, nil
	}
	var buf [MaxPoints]Point
	n := p.play(m.Point, m.Color, buf[:0])
	if n == 0 {
		return nil, nil
	}
	out := make([]Point, n)
	copy(out, buf[:n])
	return out, nil
}

// PlayPass passes for the side to move (no legality check).
func (p *Position) PlayPass() {
	p.passes++
	p.ko = NoPoint
	p.last = Pass
	p.moves++
	p.toMove = p.toMove.Opponent()
}

// PlayFast plays a legal move of the side to move at pt, without checks, and returns the number of stones captured.
// It is the playout path: calling it with an illegal move corrupts the position.
func (p *Position) PlayFast(pt Point) int {
	return p.play(pt, p.toMove, nil)
}

// play puts a stone of colour c at the empty point pt, captures, sets ko and passes the turn.
// Captured points are appended to capt when it is not nil; it returns the number captured.
func (p *Position) play(pt Point, c Color, capt []Point) int {
	pt &= arrMask
	opp := 3 - c
	p.removeEmpty(pt)
	p.board[pt] = c
	p.hash ^= zobrist[c&3][pt]
	p.head[pt] = pt
	p.next[pt] = pt
	p.size[pt] = 1
	p.libs[pt], p.libSum[pt], p.libSq[pt] = 0, 0, 0
	inc := uint16(1)<<nbrShift[c&3] - 1 // one more c neighbour, one fewer empty one
	for _, d := range dirs {
		n := (pt + d) & arrMask
		p.nbr[n] += inc
		switch p.board[n] {
		case Empty:
			p.addLib(pt, n)
		case Black, White:
			p.removeLib(p.head[n], pt)
		}
	}
	h := pt
	nb := p.nbr[pt]
	if nb&(0xF<<nbrShift[c&3]) != 0 {
		for _, d := range dirs {
			n := (pt + d) & arrMask
			if p.board[n] == c && p.head[n] != h {
				h = p.merge(h, p.head[n])
			}
		}
	}
	captured := 0
	var lastCaptured Point
	if nb&(0xF<<nbrShift[opp&3]) != 0 {
		for _, d := range dirs {
			n := (pt + d) & arrMask
			if p.board[n] == opp && p.libs[p.head[n]&arrMask] == 0 {
				lastCaptured = n
				captured += p.removeChain(p.head[n], c, &capt)
			}
		}
	}
	p.ko = NoPoint
	if captured == 1 && p.size[h&arrMask] == 1 && p.libs[h&arrMask] == 1 {
		p.ko = lastCaptured
	}
	p.captures[c&3] += int16(captured)
	p.passes = 0
	p.last = pt
	p.moves++
	p.toMove = opp
	return captured
}

// merge joins chains a and b and returns the representative of the result.
func (p *Position) merge(a, b Point) Point {
	a &= arrMask
	b &= arrMask
	if p.size[a] < p.size[b] {
		a, b = b, a
	}
	s := b
	for {
		p.head[s] = a
		s = p.next[s] & arrMask
		if s == b {
			break
		}
	}
	p.next[a], p.next[b] = p.next[b], p.next[a]
	p.size[a] += p.size[b]
	p.libs[a] += p.libs[b]
	p.libSum[a] += p.libSum[b]
	p.libSq[a] += p.libSq[b]
	return a
}

// removeChain takes chain h off the board (captured by colour by) and gives its points back as liberties.
func (p *Position) removeChain(h Point, by Color, capt *[]Point) int {
	h &= arrMask
	n := 0
	s := h
	victim := p.board[h]
	dec := uint16(1) - uint16(1)<<nbrShift[victim&3] // one fewer victim neighbour, one more empty one
	for {
		nx := p.next[s] & arrMask
		p.board[s] = Empty
		p.hash ^= zobrist[victim&3][s]
		p.addEmpty(s)
		if *capt != nil {
			*capt = append(*capt, s)
		}
		n++
		for _, d := range dirs {
			q := (s + d) & arrMask
			p.nbr[q] += dec
			if p.board[q] == by {
				p.addLib(p.head[q], s)
			}
		}
		s = nx
		if s == h {
			break
		}
	}
	return n
}
