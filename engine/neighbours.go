package engine

// Position.nbr describes each point's four orthogonal neighbours in one number: the low eight bits are their
// colours, two bits each in the order of dirs (up, left, right, down), and the bits from nbrEmptyShift up
// count the empty ones. A move or a capture updates it with one addition per neighbour, and the tables
// below turn it into the masks and counts the playout needs without looking at the neighbours themselves.
const (
	nbrEmptyShift = 8
	nbrEmptyOne   = 1 << nbrEmptyShift
	nbrColours    = 1<<nbrEmptyShift - 1
)

// dirMask[x][colours] has bit k set when neighbour k (in the order of dirs) has colour x.
var dirMask = func() (t [4][256]uint8) {
	for pat := range 256 {
		for k := range 4 {
			t[pat>>(2*k)&3][pat] |= 1 << k
		}
	}
	return t
}()

// nbrPlace[c] holds, in its k-th 16 bits, the change to the nbr entry of neighbour k of a point when a stone of colour c is
// placed there: that neighbour sees the point in the opposite direction, 3−k.
var nbrPlace = func() (t [4]uint64) {
	for c := range 4 {
		for k := range 4 {
			t[c] |= uint64(uint16(c)<<(2*(3-k))-nbrEmptyOne) << (16 * k)
		}
	}
	return t
}()

// nbrCode returns the nbr entry of a point whose neighbours, in the order of dirs, have the given colours.
func nbrCode(cols [4]Color) uint16 {
	var v uint16
	for k, c := range cols {
		v |= uint16(c&3) << (2 * k)
		if c == Empty {
			v += nbrEmptyOne
		}
	}
	return v
}

// countNeighbours recomputes the neighbour descriptions of every point from the stones.
func (p *Position) countNeighbours() {
	clear(p.nbr[:])
	for pt := Point(Stride); int(pt) < MaxPoints-Stride; pt++ {
		p.nbr[pt] = nbrCode([4]Color{p.board[pt-Stride], p.board[pt-1], p.board[pt+1], p.board[pt+Stride]})
	}
}

// hasEmptyNeighbour reports whether the point with neighbour description nb has an empty neighbour.
func hasEmptyNeighbour(nb uint16) bool { return nb >= nbrEmptyOne }

// EmptyNeighbours returns how many of the four neighbours of the board point pt are empty.
func (p *Position) EmptyNeighbours(pt Point) int { return int(p.nbr[pt&arrMask] >> nbrEmptyShift) }

// HasNeighbour reports whether a point next to the board point pt holds colour c (Border for the edge).
func (p *Position) HasNeighbour(pt Point, c Color) bool {
	return dirMask[c&3][p.nbr[pt&arrMask]&nbrColours] != 0
}

// Neighbourhood returns the colours of the eight points around the board point pt (Border off the board),
// two bits each from the low bits up in the order up-left, up, up-right, left, right, down-left, down,
// down-right. It reads the neighbour entries of pt and of the points above and below it, which hold the
// diagonals, instead of the eight points.
func (p *Position) Neighbourhood(pt Point) uint16 {
	const edge = uint16(Border)
	pt &= arrMask
	nb := p.nbr[pt]
	up, left, right, down := nb&3, nb>>2&3, nb>>4&3, nb>>6&3
	upLeft, upRight, downLeft, downRight := edge, edge, edge, edge
	if up != edge {
		a := p.nbr[(pt-Stride)&arrMask]
		upLeft, upRight = a>>2&3, a>>4&3
	}
	if down != edge {
		b := p.nbr[(pt+Stride)&arrMask]
		downLeft, downRight = b>>2&3, b>>4&3
	}
	return upLeft | up<<2 | upRight<<4 | left<<6 | right<<8 | downLeft<<10 | down<<12 | downRight<<14
}
