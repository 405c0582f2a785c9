package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Position is a whole game state as a value: stones, chains, captures, ko, side to move and hash.
// Copying it (next := pos) gives an independent position, so search and history need no undo code.
type Position struct {
	rules    Rules
	cols     int8
	rows     int8
	toMove   Color
	passes   int8   // consecutive passes just played
	ko       Point  // point the side to move may not play at (simple ko), or NoPoint
	last     Point  // last move's point (Pass, or NoPoint at the start)
	moves    int16  // moves played since the start position
	nEmpty   uint16 // length of the empty list
	captures [4]int16
	stones   [4]int16 // stones on the board by colour
	hash     uint64   // Zobrist hash of the stones only
	noSums   bool     // liberty sums are not being kept (during a light playout; see restoreSums)

	// The arrays that play and the playout index are unsigned: the compiler folds a zero-extending load
	// into an indexed address, but not a sign-extending one.
	board [arrLen]Color
	head  [arrLen]uint16 // chain representative of each stone (a Point; NoPoint on empty points and the border)
	next  [arrLen]uint16 // next stone of the same chain (circular list)
	nbr   [arrLen]uint16 // the colours of the four neighbours and how many are empty (see neighbours.go)

	// Per-chain data, valid at the representative. Pseudo-liberties count each
	// (stone, empty neighbour) pair; their sum and sum of squares tell whether
	// all of them are the same point (atari) and which point it is.
	libs   [arrLen]uint16
	libSum [arrLen]uint32
	libSq  [arrLen]uint32
	size   [arrLen]uint16

	empty    [arrLen]Point  // the empty points, in no order (the first nEmpty)
	emptyIdx [arrLen]uint16 // index of each empty point in empty
}

// arrLen is the length of the per-point arrays: a power of two at least MaxPoints, so that indices
// masked with arrMask need no bounds checks in the hot paths.
const (
	arrLen  = 512
	arrMask = arrLen - 1
)

// noHead is NoPoint as stored in head.
const noHead = uint16(NoPoint)

// NewPosition returns an empty board of cols×rows under the given rules with Black to move.
func NewPosition(cols, rows int, rules Rules) (Position, error) {
	var p Position
	if cols < MinSize || rows < MinSize || cols > MaxSize || rows > MaxSize {
		return p, fmt.Errorf("%w: %d×%d", ErrBadSize, cols, rows)
	}
	p.rules = rules
	p.cols, p.rows = int8(cols), int8(rows)
	p.toMove = Black
	for i := range p.board {
		p.board[i] = Border
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			pt := Pt(c, r)
			p.board[pt] = Empty
			p.emptyIdx[pt] = p.nEmpty
			p.empty[p.nEmpty] = pt
			p.nEmpty++
		}
	}
	p.countNeighbours()
	return p, nil
}

// ParseSize reads a board size written "N" or "COLSxROWS" ("×" also separates) and checks it against
// MinSize and MaxSize.
func ParseSize(s string) (cols, rows int, err error) {
	t := strings.ToLower(strings.TrimSpace(s))
	a, b, rect := strings.Cut(strings.ReplaceAll(t, "×", "x"), "x")
	cols, err1 := strconv.Atoi(a)
	rows, err2 := cols, error(nil)
	if rect {
		rows, err2 = strconv.Atoi(b)
	}
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("%w: %q (want N or COLSxROWS)", ErrBadSize, s)
	}
	if cols < MinSize || rows < MinSize || cols > MaxSize || rows > MaxSize {
		return 0, 0, fmt.Errorf("%w: %d×%d", ErrBadSize, cols, rows)
	}
	return cols, rows, nil
}

// MustPosition is NewPosition for sizes known to be valid; it panics on a bad size.
func MustPosition(cols, rows int, rules Rules) Position {
	p, err := NewPosition(cols, rows, rules)
	if err != nil {
		panic(err)
	}
	return p
}

// Cols returns the number of columns.
func (p *Position) Cols() int { return int(p.cols) }

// Rows returns the number of rows.
func (p *Position) Rows() int { return int(p.rows) }

// Rules returns the rules the position is played under.
func (p *Position) Rules() Rules { return p.rules }

// SetRules changes the rules (for example the komi) without touching the stones.
func (p *Position) SetRules(r Rules) { p.rules = r }

// ToMove returns the side to move.
func (p *Position) ToMove() Color { return p.toMove }

// SetToMove sets the side to move and clears the ko (as the SGF PL property does).
func (p *Position) SetToMove(c Color) {
	if c == Black || c == White {
		p.toMove = c
		p.ko = NoPoint
	}
}

// Ko returns the point the side to move may not play at because of simple ko, or NoPoint.
func (p *Position) Ko() Point { return p.ko }

// LastMove returns the point of the last move, Pass, or NoPoint before the first move.
func (p *Position) LastMove() Point { return p.last }

// MoveNumber returns the number of moves (passes included) played since the start position.
func (p *Position) MoveNumber() int { return int(p.moves) }

// Passes returns how many passes were played in a row just before now.
func (p *Position) Passes() int { return int(p.passes) }

// Captures returns how many stones colour c has captured.
func (p *Position) Captures(c Color) int { return int(p.captures[c&3]) }

// SetCaptures sets the capture count of colour c (for setups loaded from files).
func (p *Position) SetCaptures(c Color, n int) { p.captures[c&3] = int16(n) }

// Hash returns the Zobrist hash of the stones on the board (for positional superko).
func (p *Position) Hash() uint64 { return p.hash }

// Key returns a hash of the whole situation: stones, side to move and ko point (for transposition tables).
func (p *Position) Key() uint64 {
	k := p.hash ^ zobristKo[p.ko]
	if p.toMove == White {
		k ^= zobristWhiteToMove
	}
	return k
}

// At returns the colour at point pt (Border off the board).
func (p *Position) At(pt Point) Color {
	if pt <= 0 || int(pt) >= MaxPoints {
		return Border
	}
	return p.board[pt]
}

// OnBoard reports whether pt is a point of this board.
func (p *Position) OnBoard(pt Point) bool {
	return pt > 0 && int(pt) < MaxPoints && p.board[pt] != Border
}

// Points appends every point of the board, row by row from the top left, to buf and returns it.
func (p *Position) Points(buf []Point) []Point {
	for r := 0; r < int(p.rows); r++ {
		for c := 0; c < int(p.cols); c++ {
			buf = append(buf, Pt(c, r))
		}
	}
	return buf
}

// EmptyCount returns the number of empty points.
func (p *Position) EmptyCount() int { return int(p.nEmpty) }

// EmptyPoint returns the i-th empty point (0 ≤ i < EmptyCount) in no particular order.
func (p *Position) EmptyPoint(i int) Point { return p.empty[i] }

// EmptyPoints appends the empty points, in the order of EmptyPoint, to buf.
func (p *Position) EmptyPoints(buf []Point) []Point { return append(buf, p.empty[:p.nEmpty]...) }

// Neighbors returns the four orthogonal neighbours of pt (some may be off the board).
func Neighbors(pt Point) [4]Point {
	return [4]Point{pt - Stride, pt - 1, pt + 1, pt + Stride}
}

// addEmpty appends pt to the empty list.
func (p *Position) addEmpty(pt Point) {
	p.emptyIdx[pt&arrMask] = p.nEmpty
	p.empty[p.nEmpty&arrMask] = pt
	p.nEmpty++
}

// swapEmpty exchanges entries i and j of the empty list.
func (p *Position) swapEmpty(i, j int) {
	a, b := p.empty[i&arrMask], p.empty[j&arrMask]
	p.empty[i&arrMask], p.empty[j&arrMask] = b, a
	p.emptyIdx[b&arrMask], p.emptyIdx[a&arrMask] = uint16(i), uint16(j)
}

// removeEmpty takes the point at out of the empty list, moving the last entry into its place.
func (p *Position) removeEmpty(at int) {
	i := p.emptyIdx[at&arrMask]
	p.nEmpty--
	last := p.empty[p.nEmpty&arrMask]
	p.empty[i&arrMask] = last
	p.emptyIdx[last&arrMask] = i
}

func (p *Position) addLib(h, lib Point) {
	h &= arrMask
	p.libs[h]++
	p.libSum[h] += uint32(lib)
	p.libSq[h] += uint32(lib) * uint32(lib)
}
