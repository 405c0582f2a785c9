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
	if !p.notSuicide(pt, c) {
		return ErrSuicide
	}
	return nil
}

// notSuicide reports whether a stone of c at the empty point pt keeps a liberty: an empty neighbour, or it
// captures, or it joins a chain with another liberty.
func (p *Position) notSuicide(pt Point, c Color) bool {
	pt &= arrMask
	nb := p.nbr[pt]
	return hasEmptyNeighbour(nb) || p.closedPlayable(int(pt), c, nb, false)
}

// Playable reports whether colour c may play at pt under simple ko, as legal does but without the reason:
// the test of the AI's playouts.
func (p *Position) Playable(pt Point, c Color) bool {
	pt &= arrMask
	return p.board[pt] == Empty && (pt != p.ko || c != p.toMove) && p.notSuicide(pt, c)
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
	return p.captured(p.play(m.Point, m.Color)), nil
}

// captured returns a copy of the n stones the last move captured, which play left at the end of the empty
// list, or nil when there are none.
func (p *Position) captured(n int) []Point {
	if n == 0 {
		return nil
	}
	return append([]Point(nil), p.empty[int(p.nEmpty)-n:p.nEmpty]...)
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
	return p.play(pt, p.toMove)
}

// play puts a stone of colour c at the empty point pt, captures, sets ko and passes the turn, and returns
// the number of stones captured: they are the last entries of the empty list (see captured).
// It is the hot path of every playout, so it reads the neighbours' colours from the point's nbr entry, and
// the liberty bookkeeping is free of branches: empty points and the border have head NoPoint, whose chain
// entry is scratch.
func (p *Position) play(pt Point, c Color) int {
	at := int(pt) & arrMask
	opp := 3 - c
	nb := p.nbr[at]
	p.removeEmpty(at)
	p.board[at] = c
	p.hash ^= zobrist[c&3][at]
	hu, hl, hr, hd := p.nbrHeads(at)
	p.head[at], p.next[at], p.size[at] = uint16(at), uint16(at), 1
	p.libs[at] = nb >> nbrEmptyShift

	// Every neighbouring chain loses the point as a pseudo-liberty.
	inc := nbrPlace[c&3]
	nw := nbrWindow(&p.nbr, at)
	nw[wUp] += uint16(inc)
	nw[wLeft] += uint16(inc >> 16)
	nw[wRight] += uint16(inc >> 32)
	nw[wDown] += uint16(inc >> 48)
	// A chain next to the point more than once loses a pseudo-liberty for each time: the four decrements
	// go through memory, so a shared chain's count takes all of them.
	p.libs[hu]--
	p.libs[hl]--
	p.libs[hr]--
	p.libs[hd]--

	// The chains of opp left without a pseudo-liberty die; then those of c join the new stone. Taking a
	// chain off changes no other chain of opp, and joining changes none at all.
	cols := nb & nbrColours
	dead := dirMask[opp&3][cols] & (bit[uint8](p.libs[hu] == 0) | bit[uint8](p.libs[hl] == 0)<<1 |
		bit[uint8](p.libs[hr] == 0)<<2 | bit[uint8](p.libs[hd] == 0)<<3)
	own := dirMask[c&3][cols]
	if !p.noSums {
		p.placeSums(at, hu, hl, hr, hd, nb)
	}
	p.stones[c&3]++
	p.passes = 0
	p.last = Point(at)
	p.moves++
	p.toMove = opp
	p.ko = NoPoint
	h := at
	if own != 0 {
		// The new stone joins the first chain without relabelling it; further chains are merged.
		x := int(p.head[(at+int(dirs[bits.TrailingZeros8(own)&3]))&arrMask]) & arrMask
		p.join(at, x)
		h = x
		for own &= own - 1; own != 0; own &= own - 1 {
			q := (at + int(dirs[bits.TrailingZeros8(own)&3])) & arrMask
			if hq := int(p.head[q]); hq != h { // not a chain joined already
				h = p.merge(h, hq)
			}
		}
	}
	if dead == 0 {
		return 0
	}
	return p.capture(at, h, dead)
}

// capture takes off the chains of the opponent next to the stone just played at at (chain h) that are
// marked in dead, and sets the ko point; it returns the number of stones taken. The chains gain their
// liberties through the heads, so it does not matter that the stone has joined its chain already.
func (p *Position) capture(at, h int, dead uint8) int {
	at &= arrMask
	opp := p.toMove
	captured := 0
	lastCaptured := 0
	for ; dead != 0; dead &= dead - 1 {
		q := (at + int(dirs[bits.TrailingZeros8(dead)&3])) & arrMask
		if p.board[q] == opp { // not yet taken with another neighbour
			lastCaptured = q
			captured += p.removeChain(int(p.head[q]))
		}
	}
	p.captures[(3-opp)&3] += int16(captured)
	p.stones[opp&3] -= int16(captured)
	if captured == 1 && p.size[h&arrMask] == 1 && p.libs[h&arrMask] == 1 {
		p.ko = Point(lastCaptured)
	}
	return captured
}

// placeSums keeps the liberty sums when a stone is placed at at, whose neighbours' chains are hu, hl, hr
// and hd and whose nbr entry was nb.
func (p *Position) placeSums(at, hu, hl, hr, hd int, nb uint16) {
	at &= arrMask
	up, left, right, down := (at-Stride)&arrMask, (at-1)&arrMask, (at+1)&arrMask, (at+Stride)&arrMask
	// The new stone's liberty sums are over its empty neighbours, and the chains next to it lose at.
	mu, ml := emptyMask[nb&3], emptyMask[nb>>2&3]
	mr, md := emptyMask[nb>>4&3], emptyMask[nb>>6&3]
	p.libSum[at] = uint32(up)&mu + uint32(left)&ml + uint32(right)&mr + uint32(down)&md
	p.libSq[at] = squareOf[up]&mu + squareOf[left]&ml + squareOf[right]&mr + squareOf[down]&md
	sq := squareOf[at]
	p.libSum[hu&arrMask] -= uint32(at)
	p.libSum[hl&arrMask] -= uint32(at)
	p.libSum[hr&arrMask] -= uint32(at)
	p.libSum[hd&arrMask] -= uint32(at)
	p.libSq[hu&arrMask] -= sq
	p.libSq[hl&arrMask] -= sq
	p.libSq[hr&arrMask] -= sq
	p.libSq[hd&arrMask] -= sq
}

// nbrHeads returns the chain heads of the four neighbours of the point at on the board (the scratch entry
// for an empty or border neighbour), through a window of head (nbrWindow).
func (p *Position) nbrHeads(at int) (hu, hl, hr, hd int) {
	w := nbrWindow(&p.head, at)
	return int(w[wUp]) & arrMask, int(w[wLeft]) & arrMask, int(w[wRight]) & arrMask, int(w[wDown]) & arrMask
}

// restoreSums recomputes every chain's liberty sums from the empty points, after moves played without them:
// it clears the entries of the board's points (only the chains' representatives' entries mean anything)
// and adds up each empty point's pseudo-liberties.
func (p *Position) restoreSums() {
	first, last := Pt(0, 0), Pt(int(p.cols)-1, int(p.rows)-1)
	clear(p.libSum[first : last+1])
	clear(p.libSq[first : last+1])
	for _, e := range p.empty[:p.nEmpty] {
		hu, hl, hr, hd := p.nbrHeads(int(e))
		p.addSums(int(e), hu, hl, hr, hd)
	}
	p.noSums = false
}

// addSums adds the pseudo-liberty at to the liberty sums of the chains hu, hl, hr and hd (its neighbours').
func (p *Position) addSums(at, hu, hl, hr, hd int) {
	sum, sq := uint32(at), squareOf[at&arrMask]
	p.libSum[hu&arrMask] += sum
	p.libSum[hl&arrMask] += sum
	p.libSum[hr&arrMask] += sum
	p.libSum[hd&arrMask] += sum
	p.libSq[hu&arrMask] += sq
	p.libSq[hl&arrMask] += sq
	p.libSq[hr&arrMask] += sq
	p.libSq[hd&arrMask] += sq
}

// bit is 1 for true and 0 for false, in the integer type the branch-free sums need.
func bit[T uint8 | int](b bool) T {
	if b {
		return 1
	}
	return 0
}

// The neighbours of a point at are read through a window of a per-point array from the point above to the
// point below (nbrWindow): one bounds check for four reads. wUp, wLeft, wRight and wDown index the window.
const (
	wUp    = 0
	wLeft  = Stride - 1
	wRight = Stride + 1
	wDown  = 2 * Stride
)

// nbrWindow returns the window of a around the point at (see wUp …); at must be a point of the board.
func nbrWindow(a *[arrLen]uint16, at int) *[2*Stride + 1]uint16 {
	return (*[2*Stride + 1]uint16)(a[at-Stride:])
}

// emptyMask is all ones for Empty and zero for the other colours, for branch-free sums over neighbours.
var emptyMask = [4]uint32{Empty: ^uint32(0)}

// squareOf holds the square of every point, the term a pseudo-liberty adds to a chain's sum of squares
// (Position.libSq).
var squareOf = func() (t [arrLen]uint32) {
	for i := range t {
		t[i] = uint32(i) * uint32(i)
	}
	return t
}()

// join adds the lone stone at to chain x.
func (p *Position) join(at, x int) {
	at &= arrMask
	x &= arrMask
	p.head[at] = uint16(x)
	p.next[at], p.next[x] = p.next[x], uint16(at)
	p.size[x]++
	p.libs[x] += p.libs[at]
	if !p.noSums {
		p.libSum[x] += p.libSum[at]
		p.libSq[x] += p.libSq[at]
	}
}

// merge joins chains a and b and returns the representative of the result.
func (p *Position) merge(a, b int) int {
	a &= arrMask
	b &= arrMask
	// Keep the larger chain's representative (a swap without a branch: which is larger is random).
	x := (a ^ b) & -int(bit[uint8](p.size[a] < p.size[b]))
	a ^= x
	b ^= x
	s := b
	for {
		p.head[s&arrMask] = uint16(a)
		s = int(p.next[s]) & arrMask
		if s == b {
			break
		}
	}
	p.next[a], p.next[b] = p.next[b], p.next[a]
	p.size[a] += p.size[b]
	p.libs[a] += p.libs[b]
	if !p.noSums {
		p.libSum[a] += p.libSum[b]
		p.libSq[a] += p.libSq[b]
	}
	return a
}

// removeChain takes chain h off the board and gives its points back as liberties, adding them to the end of
// the empty list. Every neighbouring chain gets the freed point without a colour test: the only neighbouring
// chains are the capturer's,
// the victim's own stones (whose chain entry is dead and rewritten when a stone is next placed there) and
// the scratch entry of NoPoint.
func (p *Position) removeChain(h int) int {
	h &= arrMask
	n := 0
	s := h
	victim := p.board[h]
	dec := nbrPlace[victim&3] // subtracted: the neighbour sees an empty point where a victim stone was
	for {
		nx := int(p.next[s&arrMask]) & arrMask
		p.board[s] = Empty
		p.head[s] = noHead
		p.hash ^= zobrist[victim&3][s]
		p.addEmpty(Point(s))
		n++
		nw := nbrWindow(&p.nbr, s)
		nw[wUp] -= uint16(dec)
		nw[wLeft] -= uint16(dec >> 16)
		nw[wRight] -= uint16(dec >> 32)
		nw[wDown] -= uint16(dec >> 48)
		hu, hl, hr, hd := p.nbrHeads(s)
		p.libs[hu]++
		p.libs[hl]++
		p.libs[hr]++
		p.libs[hd]++
		if !p.noSums {
			p.addSums(s, hu, hl, hr, hd)
		}
		s = nx
		if s == h {
			break
		}
	}
	return n
}
