package engine

import (
	"errors"
	"fmt"
	"math/rand"
	"testing"
)

// refBoard is the slow, obviously-correct reference: a 2-D array, chains found by flood fill,
// simple ko as "may not recreate the board as it was before the opponent's last move".
type refBoard struct {
	cols, rows int
	cells      [][]Color
	prev       [][]Color // the board before the last move
	toMove     Color
	captures   [3]int
}

func newRef(cols, rows int) *refBoard {
	r := &refBoard{cols: cols, rows: rows, toMove: Black}
	r.cells = make([][]Color, rows)
	for i := range r.cells {
		r.cells[i] = make([]Color, cols)
	}
	return r
}

func (r *refBoard) clone() [][]Color {
	out := make([][]Color, r.rows)
	for i := range r.cells {
		out[i] = append([]Color(nil), r.cells[i]...)
	}
	return out
}

func (r *refBoard) neighbours(c, w int) [][2]int {
	var out [][2]int
	for _, d := range [][2]int{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
		x, y := c+d[0], w+d[1]
		if x >= 0 && y >= 0 && x < r.cols && y < r.rows {
			out = append(out, [2]int{x, y})
		}
	}
	return out
}

// chain returns the stones of the chain at (c, w) and its number of liberties.
func (r *refBoard) chain(cells [][]Color, c, w int) ([][2]int, int) {
	col := cells[w][c]
	seen := map[[2]int]bool{{c, w}: true}
	libs := map[[2]int]bool{}
	stack := [][2]int{{c, w}}
	var stones [][2]int
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		stones = append(stones, s)
		for _, n := range r.neighbours(s[0], s[1]) {
			switch cells[n[1]][n[0]] {
			case Empty:
				libs[n] = true
			case col:
				if !seen[n] {
					seen[n] = true
					stack = append(stack, n)
				}
			}
		}
	}
	return stones, len(libs)
}

// try returns the board after colour col plays at (c, w), the number captured, and an error for illegal moves.
func (r *refBoard) try(c, w int, col Color) ([][]Color, int, error) {
	if r.cells[w][c] != Empty {
		return nil, 0, ErrOccupied
	}
	next := r.clone()
	next[w][c] = col
	captured := 0
	for _, n := range r.neighbours(c, w) {
		if next[n[1]][n[0]] == col.Opponent() {
			stones, libs := r.chain(next, n[0], n[1])
			if libs == 0 {
				for _, s := range stones {
					next[s[1]][s[0]] = Empty
					captured++
				}
			}
		}
	}
	if _, libs := r.chain(next, c, w); libs == 0 {
		return nil, 0, ErrSuicide
	}
	if r.prev != nil && equalCells(next, r.prev) {
		return nil, 0, ErrKo
	}
	return next, captured, nil
}

func equalCells(a, b [][]Color) bool {
	for i := range a {
		for j := range a[i] {
			if a[i][j] != b[i][j] {
				return false
			}
		}
	}
	return true
}

func (r *refBoard) play(c, w int) int {
	next, n, err := r.try(c, w, r.toMove)
	if err != nil {
		panic(err)
	}
	r.prev = r.cells
	r.cells = next
	r.captures[r.toMove] += n
	r.toMove = r.toMove.Opponent()
	return n
}

func (r *refBoard) pass() {
	r.prev = nil
	r.toMove = r.toMove.Opponent()
}

// TestAgainstReference plays thousands of random games and compares every point's legality,
// the stones, the captures and the hash with the reference after every move.
func TestAgainstReference(t *testing.T) {
	sizes := []struct{ cols, rows, games int }{
		{2, 2, 500}, {3, 3, 800}, {4, 4, 800}, {5, 5, 500}, {7, 5, 200}, {6, 9, 100}, {9, 9, 100}, {13, 13, 20}, {19, 19, 6},
	}
	if testing.Short() {
		for i := range sizes {
			sizes[i].games /= 10
		}
	}
	rng := rand.New(rand.NewSource(7))
	games := 0
	for _, sz := range sizes {
		for g := 0; g < sz.games; g++ {
			games++
			if err := compareGame(sz.cols, sz.rows, rng); err != nil {
				t.Fatalf("%d×%d game %d: %v", sz.cols, sz.rows, g, err)
			}
		}
	}
	t.Logf("%d random games agree with the reference", games)
}

func compareGame(cols, rows int, rng *rand.Rand) error {
	pos := MustPosition(cols, rows, GoRules(Area, 7.5))
	ref := newRef(cols, rows)
	maxMoves := 3 * cols * rows
	hashes := map[uint64]string{}
	for m := 0; m < maxMoves; m++ {
		var legal []Point
		full := cols*rows <= 25 || m%10 == 0 // every point on small boards, on larger ones every tenth move
		for w := 0; w < rows; w++ {
			for c := 0; c < cols; c++ {
				pt := Pt(c, w)
				if !full && pt != pos.Ko() && pos.At(pt) != Empty {
					continue
				}
				if !full && pt != pos.Ko() && rng.Intn(8) != 0 {
					if pos.IsLegal(Move{pos.ToMove(), pt}) == nil {
						legal = append(legal, pt)
					}
					continue
				}
				_, _, refErr := ref.try(c, w, ref.toMove)
				err := pos.IsLegal(Move{pos.ToMove(), pt})
				if !sameErr(err, refErr) {
					return fmt.Errorf("move %d, %s at %s: engine says %v, reference %v\n%s", m, pos.ToMove().Name(), pt.GTP(rows), err, refErr, pos.String())
				}
				if err == nil {
					legal = append(legal, pt)
				}
			}
		}
		if len(legal) == 0 || rng.Intn(50) == 0 {
			if _, err := pos.Play(Move{pos.ToMove(), Pass}); err != nil {
				return err
			}
			ref.pass()
			if pos.Passes() >= 2 {
				return nil
			}
			continue
		}
		if rng.Intn(30) == 0 {
			// A setup edit mid-game: take a stone off, as an SGF AE property would.
			c, w := rng.Intn(cols), rng.Intn(rows)
			if err := pos.Place(Pt(c, w), Empty); err != nil {
				return err
			}
			ref.cells[w][c] = Empty
			ref.prev = nil
			continue
		}
		pt := legal[rng.Intn(len(legal))]
		captured, err := pos.Play(Move{pos.ToMove(), pt})
		if err != nil {
			return fmt.Errorf("move %d: %v", m, err)
		}
		n := ref.play(pt.Col(), pt.Row())
		if len(captured) != n {
			return fmt.Errorf("move %d at %s: engine captured %d, reference %d", m, pt.GTP(rows), len(captured), n)
		}
		for w := 0; w < rows; w++ {
			for c := 0; c < cols; c++ {
				if got, want := pos.At(Pt(c, w)), ref.cells[w][c]; got != want {
					return fmt.Errorf("move %d: point %s is %v, reference %v\n%s", m, Pt(c, w).GTP(rows), got, want, pos.String())
				}
			}
		}
		if pos.Captures(Black) != ref.captures[Black] || pos.Captures(White) != ref.captures[White] {
			return fmt.Errorf("move %d: captures %d/%d, reference %d/%d", m, pos.Captures(Black), pos.Captures(White), ref.captures[Black], ref.captures[White])
		}
		if err := checkChains(&pos); err != nil {
			return fmt.Errorf("move %d: %v", m, err)
		}
		s := pos.String()
		if prev, ok := hashes[pos.Hash()]; ok && prev != s {
			return fmt.Errorf("hash collision between\n%s\nand\n%s", prev, s)
		}
		hashes[pos.Hash()] = s
		fresh := MustDiagram(s, pos.Rules())
		if fresh.Hash() != pos.Hash() {
			return fmt.Errorf("move %d: incremental hash differs from a fresh one", m)
		}
	}
	return nil
}

// checkChains compares the incremental chain data with exact counts.
func checkChains(p *Position) error {
	var count [4]int16
	for _, pt := range p.Points(nil) {
		count[p.At(pt)]++
	}
	if count[Black] != p.stones[Black] || count[White] != p.stones[White] {
		return fmt.Errorf("stones %d/%d on the board, counted %d/%d", count[Black], count[White], p.stones[Black], p.stones[White])
	}
	for _, pt := range p.Points(nil) {
		var code uint16
		for i, d := range []Point{-Stride - 1, -Stride, -Stride + 1, -1, 1, Stride - 1, Stride, Stride + 1} {
			code |= uint16(p.At(pt+d)) << (2 * i)
		}
		empty := 0
		var has [4]bool
		for _, q := range Neighbors(pt) {
			if p.At(q) == Empty {
				empty++
			}
			has[p.At(q)&3] = true
		}
		for _, c := range []Color{Empty, Black, White, Border} {
			if got := p.HasNeighbour(pt, c); got != has[c&3] {
				return fmt.Errorf("point %d: HasNeighbour(%v) %v, want %v", pt, c, got, has[c&3])
			}
		}
		if got := p.Neighbourhood(pt); got != code {
			return fmt.Errorf("point %d: Neighbourhood %016b, want %016b", pt, got, code)
		}
		if got := p.EmptyNeighbours(pt); got != empty {
			return fmt.Errorf("point %d: EmptyNeighbours %d, want %d", pt, got, empty)
		}
	}
	for _, pt := range p.Points(nil) {
		if !p.At(pt).IsStone() {
			continue
		}
		libs := p.LibertyPoints(pt, nil)
		if p.Liberties(pt) != len(libs) {
			return fmt.Errorf("chain at %d: Liberties %d, LibertyPoints %d", pt, p.Liberties(pt), len(libs))
		}
		for limit := 1; limit <= 6; limit++ {
			if got, want := p.LibertiesUpTo(pt, limit), min(len(libs), limit); got != want {
				return fmt.Errorf("chain at %d: LibertiesUpTo(%d) %d, want %d", pt, limit, got, want)
			}
		}
		if p.InAtari(pt) != (len(libs) == 1) {
			return fmt.Errorf("chain at %d: InAtari %v with %d liberties", pt, p.InAtari(pt), len(libs))
		}
		if len(libs) == 1 && p.AtariPoint(pt) != libs[0] {
			return fmt.Errorf("chain at %d: AtariPoint %d, liberty %d", pt, p.AtariPoint(pt), libs[0])
		}
		if got := len(p.ChainStones(pt, nil)); got != p.ChainSize(pt) {
			return fmt.Errorf("chain at %d: %d stones listed, size %d", pt, got, p.ChainSize(pt))
		}
	}
	return nil
}

func sameErr(a, b error) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	for _, e := range []error{ErrOccupied, ErrSuicide, ErrKo} {
		if errors.Is(a, e) != errors.Is(b, e) {
			return false
		}
	}
	return true
}
