package ai

import (
	"math"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

func TestEulerExamples(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board string
		black int
		white int
	}{
		{"empty", `
. . .
. . .
. . .`, 0, 0},
		{"one stone", `
. . .
. X .
. . .`, 1, 0},
		{"diagonal stones are two groups", `
X . .
. X .
. . O`, 2, 1},
		{"a ring with a hole", `
. . . . .
. X X X .
. X . X .
. X X X .
. . . . .`, 0, 0},
		{"a ring with two holes", `
X X X X X
X . X . X
X X X X X`, -1, 0},
		{"an eye open to the edge is no hole", `
X . X
X X X
. . .`, 1, 0},
		{"a hole with a white stone in it is still a hole", `
X X X
X O X
X X X`, 0, 1},
		{"a hole whose empty points meet diagonally", `
X X X X
X . X X
X X . X
X X X X`, 0, 0},
	} {
		pos, _ := engine.ParseDiagram(tc.board, engine.AtariRules(1)) // some boards have chains without liberties
		if b, w := Euler(&pos, engine.Black), Euler(&pos, engine.White); b != tc.black || w != tc.white {
			t.Errorf("%s: Euler black %d white %d, want %d %d", tc.name, b, w, tc.black, tc.white)
		}
	}
}

// eulerByFloodFill counts 4-connected groups of colour c minus holes: 8-connected regions of the other
// points that do not reach the frame of off-board points around the board.
func eulerByFloodFill(pos *engine.Position, c engine.Color) int {
	cols, rows := pos.Cols(), pos.Rows()
	fg := func(x, y int) bool {
		return x >= 0 && y >= 0 && x < cols && y < rows && pos.At(engine.Pt(x, y)) == c
	}
	type xy struct{ x, y int }
	seen := map[xy]bool{}
	groups := 0
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			if !fg(x, y) || seen[xy{x, y}] {
				continue
			}
			groups++
			stack := []xy{{x, y}}
			seen[xy{x, y}] = true
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, d := range []xy{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					q := xy{p.x + d.x, p.y + d.y}
					if fg(q.x, q.y) && !seen[q] {
						seen[q] = true
						stack = append(stack, q)
					}
				}
			}
		}
	}
	// Background regions over the padded frame, 8-connected; the one containing (−1,−1) is the outside.
	holes := 0
	bseen := map[xy]bool{}
	for y := -1; y <= rows; y++ {
		for x := -1; x <= cols; x++ {
			if fg(x, y) || bseen[xy{x, y}] {
				continue
			}
			outside := false
			stack := []xy{{x, y}}
			bseen[xy{x, y}] = true
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if p.x < 0 || p.y < 0 || p.x >= cols || p.y >= rows {
					outside = true
				}
				for dx := -1; dx <= 1; dx++ {
					for dy := -1; dy <= 1; dy++ {
						q := xy{p.x + dx, p.y + dy}
						if q.x < -1 || q.y < -1 || q.x > cols || q.y > rows || fg(q.x, q.y) || bseen[q] {
							continue
						}
						bseen[q] = true
						stack = append(stack, q)
					}
				}
			}
			if !outside {
				holes++
			}
		}
	}
	return groups - holes
}

func TestEulerAgainstFloodFill(t *testing.T) {
	rng := engine.NewRand(42)
	for i := 0; i < 400; i++ {
		cols, rows := 2+rng.Intn(8), 2+rng.Intn(8)
		pos := engine.MustPosition(cols, rows, engine.AtariRules(1))
		for _, pt := range pos.Points(nil) {
			switch rng.Intn(5) {
			case 0, 1:
				pos.Place(pt, engine.Black)
			case 2:
				pos.Place(pt, engine.White)
			}
		}
		for _, c := range []engine.Color{engine.Black, engine.White} {
			if got, want := Euler(&pos, c), eulerByFloodFill(&pos, c); got != want {
				t.Fatalf("%s: quad count %d, flood fill %d\n%s", c.Name(), got, want, pos.String())
			}
		}
	}
}

func TestLibertyOrders(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board string
		c     engine.Color
		want  [4]int
	}{
		{"centre stone", `
. . . . . . .
. . . . . . .
. . . . . . .
. . . X . . .
. . . . . . .
. . . . . . .
. . . . . . .`, engine.Black, [4]int{0, 4, 8, 12}},
		{"corner stone", `
X . . . .
. . . . .
. . . . .
. . . . .
. . . . .`, engine.Black, [4]int{0, 2, 3, 4}},
		{"stones count once, at the smallest distance", `
. . . . .
. X . X .
. . . . .`, engine.Black, [4]int{0, 7, 6, 0}},
		{"occupied points do not count but do not block", `
. . . . .
. O X O .
. . O . .`, engine.Black, [4]int{0, 1, 6, 4}},
	} {
		pos := engine.MustDiagram(tc.board, engine.AtariRules(1))
		if f := Features(&pos, tc.c); f.L != tc.want {
			t.Errorf("%s: L = %v, want %v", tc.name, f.L, tc.want)
		}
	}
}

func TestEvaluateFor(t *testing.T) {
	pos := engine.MustDiagram(`
. . . . . . .
. . . . . . .
. . . . . . .
. . . X . . .
. . . . . . .
. . . . . . .
. . . . . . .`, engine.AtariRules(1))
	p := DefaultEvalParams()
	// Black: L = 4, 8, 12 (the 7×7 board cuts off no point within 3), E = 1; White has nothing.
	wantB := p.Alpha*p.Delta*4 + p.Beta*p.Delta*8 + p.Gamma*p.Delta*12 + p.Epsilon*1
	wantW := -(p.Alpha*4 + p.Beta*8 + p.Gamma*12) - p.Epsilon*1
	if got := EvaluateFor(&pos, engine.Black, p); math.Abs(got-wantB) > 1e-9 {
		t.Errorf("V(black) = %v, want %v", got, wantB)
	}
	if got := EvaluateFor(&pos, engine.White, p); math.Abs(got-wantW) > 1e-9 {
		t.Errorf("V(white) = %v, want %v", got, wantW)
	}
	if p != (EvalParams{Alpha: 1, Beta: 1, Gamma: 0.75, Delta: 3.45, Epsilon: -4}) {
		t.Errorf("default constants %+v", p)
	}
	// Prisoners count only with a non-zero weight.
	pos.SetCaptures(engine.Black, 2)
	p.Prisoner = 10
	if got := EvaluateFor(&pos, engine.Black, p); math.Abs(got-wantB-20) > 1e-9 {
		t.Errorf("V(black) with prisoners = %v, want %v", got, wantB+20)
	}
}

func BenchmarkEvaluate9x9(b *testing.B) {
	rng := engine.NewRand(1)
	pos, _ := randomGame(9, 30, rng)
	p := DefaultEvalParams()
	for b.Loop() {
		EvaluateFor(&pos, engine.Black, p)
	}
}
