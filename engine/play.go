package engine

import (
	"fmt"
	"math/bits"
)

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
// It is the hot path of every playout, so the four neighbours are written out and the liberty
// bookkeeping is branch-free: empty points and the border have head NoPoint, whose chain entry is scratch.
func (p *Position) play(pt Point, c Color, capt []Point) int {
	pt &= arrMask
	opp := 3 - c
	p.removeEmpty(pt)
	up, left, right, down := (pt-Stride)&arrMask, (pt-1)&arrMask, (pt+1)&arrMask, (pt+Stride)&arrMask
	bu, bl, br, bd := p.board[up], p.board[left], p.board[right], p.board[down]
	hu, hl, hr, hd := p.head[up]&arrMask, p.head[left]&arrMask, p.head[right]&arrMask, p.head[down]&arrMask
	p.board[pt] = c
	p.hash ^= zobrist[c&3][pt]
	p.head[pt] = pt
	p.next[pt] = pt
	p.size[pt] = 1

	// The new stone's pseudo-liberties are its empty neighbours.
	mu, ml, mr, md := emptyMask[bu&3], emptyMask[bl&3], emptyMask[br&3], emptyMask[bd&3]
	p.libs[pt] = int16(-(mu + ml + mr + md))
	p.libSum[pt] = int32(up)&mu + int32(left)&ml + int32(right)&mr + int32(down)&md
	p.libSq[pt] = libSq[up]&mu + libSq[left]&ml + libSq[right]&mr + libSq[down]&md

	// Every neighbouring chain loses pt as a pseudo-liberty.
	p.removeLib(hu, pt)
	p.removeLib(hl, pt)
	p.removeLib(hr, pt)
	p.removeLib(hd, pt)
	inc := uint16(1)<<nbrShift[c&3] - 1 // one more c neighbour, one fewer empty one
	p.nbr[up] += inc
	p.nbr[left] += inc
	p.nbr[right] += inc
	p.nbr[down] += inc

	// The neighbouring chains of opp left without a pseudo-liberty die, and those of c join the new
	// stone. The flags are computed without branches; the loops run only over set bits. Joining
	// chains of c changes no chain of opp, so the dead are found first.
	dead := b2u(bu == opp)&b2u(p.libs[hu] == 0) | b2u(bl == opp)&b2u(p.libs[hl] == 0)<<1 |
		b2u(br == opp)&b2u(p.libs[hr] == 0)<<2 | b2u(bd == opp)&b2u(p.libs[hd] == 0)<<3
	nbs := [4]Point{up, left, right, down}
	h := pt
	own := b2u(bu == c) | b2u(bl == c)<<1 | b2u(br == c)<<2 | b2u(bd == c)<<3
	for own != 0 {
		n := nbs[bits.TrailingZeros8(own)&3]
		own &= own - 1
		if hn := p.head[n&arrMask]; hn != h {
			h = p.merge(h, hn)
		}
	}
	captured := 0
	var lastCaptured Point
	for dead != 0 {
		n := nbs[bits.TrailingZeros8(dead)&3] & arrMask
		dead &= dead - 1
		if p.board[n] == opp { // not yet taken with a neighbour of the same chain
			lastCaptured = n
			captured += p.removeChain(p.head[n], c, &capt)
		}
	}
	p.ko = NoPoint
	if captured == 1 && p.size[h&arrMask] == 1 && p.libs[h&arrMask] == 1 {
		p.ko = lastCaptured
	}
	p.captures[c&3] += int16(captured)
	p.stones[c&3]++
	p.stones[opp&3] -= int16(captured)
	p.passes = 0
	p.last = pt
	p.moves++
	p.toMove = opp
	return captured
}

// b2u is 1 for true and 0 for false.
func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// emptyMask is all ones for Empty and zero for the other colours, for branch-free sums over neighbours.
var emptyMask = [4]int32{Empty: -1}

// libSq holds the square of every point, the term a pseudo-liberty adds to a chain's sum of squares.
var libSq = func() (t [arrLen]int32) {
	for i := range t {
		t[i] = int32(i) * int32(i)
	}
	return t
}()

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
// Every neighbouring chain gets the freed point without a colour test: the only neighbouring chains are by's,
// the victim's own stones (whose chain entry is dead and rewritten when a stone is next placed there) and
// the scratch entry of NoPoint.
func (p *Position) removeChain(h Point, by Color, capt *[]Point) int {
	h &= arrMask
	n := 0
	s := h
	victim := p.board[h]
	dec := uint16(1) - uint16(1)<<nbrShift[victim&3] // one fewer victim neighbour, one more empty one
	for {
		nx := p.next[s] & arrMask
		p.board[s] = Empty
		p.head[s] = NoPoint
		p.hash ^= zobrist[victim&3][s]
		p.addEmpty(s)
		if *capt != nil {
			*capt = append(*capt, s)
		}
		n++
		sq := libSq[s]
		for _, q := range [4]Point{s - Stride, s - 1, s + 1, s + Stride} {
			q &= arrMask
			p.nbr[q] += dec
			g := p.head[q] & arrMask
			p.libs[g]++
			p.libSum[g] += int32(s)
			p.libSq[g] += sq
		}
		s = nx
		if s == h {
			break
		}
	}
	return n
}
