package engine

import "fmt"

// Place puts a stone of colour c (or Empty to clear) at pt for a setup position: nothing is captured,
// the ko is cleared and the side to move is kept. A chain may be left without liberties; Validate reports it.
func (p *Position) Place(pt Point, c Color) error {
	if !p.OnBoard(pt) {
		return fmt.Errorf("place %d: %w", pt, ErrOffBoard)
	}
	if c == Border {
		c = Empty
	}
	if p.board[pt] == c {
		p.ko = NoPoint
		return nil
	}
	if old := p.board[pt]; old.IsStone() {
		p.hash ^= zobrist[old][pt]
	}
	if c.IsStone() {
		p.hash ^= zobrist[c][pt]
	}
	p.board[pt] = c
	p.ko = NoPoint
	p.rebuild()
	return nil
}

// PlaceAll applies a whole setup at once (cleared points first, then black, then white stones) and
// rebuilds the chains once; like Place it captures nothing and clears the ko.
func (p *Position) PlaceAll(s Setup) error {
	for _, list := range []struct {
		pts []Point
		c   Color
	}{{s.Empty, Empty}, {s.Black, Black}, {s.White, White}} {
		for _, pt := range list.pts {
			if !p.OnBoard(pt) {
				return fmt.Errorf("place %s: %w", pt.SGF(), ErrOffBoard)
			}
			if old := p.board[pt]; old.IsStone() {
				p.hash ^= zobrist[old][pt]
			}
			if list.c.IsStone() {
				p.hash ^= zobrist[list.c][pt]
			}
			p.board[pt] = list.c
		}
	}
	p.ko = NoPoint
	p.rebuild()
	return nil
}

// rebuild recomputes chains, pseudo-liberties and the empty list from the stones.
func (p *Position) rebuild() {
	p.nEmpty = 0
	p.stones = [4]int16{}
	for r := 0; r < int(p.rows); r++ {
		for c := 0; c < int(p.cols); c++ {
			pt := Pt(c, r)
			p.head[pt] = noHead // empty points keep head NoPoint (see play)
			p.stones[p.board[pt]&3]++
			if p.board[pt] == Empty {
				p.addEmpty(pt)
			}
		}
	}
	for r := 0; r < int(p.rows); r++ {
		for c := 0; c < int(p.cols); c++ {
			pt := Pt(c, r)
			col := p.board[pt]
			if !col.IsStone() || p.head[pt] != noHead {
				continue
			}
			// Flood the chain, linking stones into a circular list headed by pt.
			p.head[pt], p.next[pt] = uint16(pt), uint16(pt)
			p.size[pt] = 0
			p.libs[pt], p.libSum[pt], p.libSq[pt] = 0, 0, 0
			stack := []Point{pt}
			for len(stack) > 0 {
				s := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				p.size[pt]++
				for _, d := range dirs {
					q := s + d
					switch {
					case p.board[q] == Empty:
						p.addLib(pt, q)
					case p.board[q] == col && p.head[q] == noHead:
						p.head[q] = uint16(pt)
						p.next[q], p.next[pt] = p.next[pt], uint16(q)
						stack = append(stack, q)
					}
				}
			}
		}
	}
	p.countNeighbours()
}

// Validate returns an ErrNoLiberties error naming a chain that has no liberty, or nil when every chain has one.
func (p *Position) Validate() error {
	for r := 0; r < int(p.rows); r++ {
		for c := 0; c < int(p.cols); c++ {
			pt := Pt(c, r)
			if p.board[pt].IsStone() && p.ChainHead(pt) == pt && p.libs[pt] == 0 {
				return fmt.Errorf("%w: the %s chain of %d stone(s) at %s", ErrNoLiberties,
					lower(p.board[pt].Name()), p.size[pt], pt.GTP(p.Rows()))
			}
		}
	}
	return nil
}

func lower(s string) string {
	b := []byte(s)
	if len(b) > 0 && b[0] >= 'A' && b[0] <= 'Z' {
		b[0] += 'a' - 'A'
	}
	return string(b)
}
