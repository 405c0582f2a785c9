package engine

import (
	"math"
	"testing"
)

// TestReferenceBotStatistics checks the published light-playout figures on empty 9×9: mean game length
// 111.0 ± 0.5 moves (both final passes counted) and Black winning 0.421 ± 0.01 at komi 7.5, area scoring.
func TestReferenceBotStatistics(t *testing.T) {
	n := 100000
	if testing.Short() {
		n = 20000
	}
	start := MustPosition(9, 9, GoRules(Area, 7.5))
	rng := NewRand(1)
	total, black := 0, 0
	for i := 0; i < n; i++ {
		p := start
		w, m := p.PlayoutLight(rng)
		total += m
		if w == Black {
			black++
		}
	}
	mean := float64(total) / float64(n)
	frac := float64(black) / float64(n)
	t.Logf("%d playouts: mean length %.2f, Black wins %.4f", n, mean, frac)
	tol := 0.5
	if testing.Short() {
		tol = 1.0
	}
	if math.Abs(mean-111.0) > tol {
		t.Errorf("mean game length %.2f, want 111.0 ± %.1f", mean, tol)
	}
	if math.Abs(frac-0.421) > 0.01*math.Sqrt(100000/float64(n)) {
		t.Errorf("Black win fraction %.4f, want 0.421 ± 0.01", frac)
	}
}

// TestPlayableMatchesRules checks the playout's one-pass candidate test against the rules: on positions
// from random games, a point is playable exactly when the move is legal and does not fill the mover's eye.
func TestPlayableMatchesRules(t *testing.T) {
	rng := NewRand(3)
	checked := 0
	for _, size := range []int{2, 3, 5, 7, 9, 13} {
		for g := 0; g < 300; g++ {
			p := MustPosition(size, size, GoRules(Area, 7.5))
			for m := 0; m < 3*size*size && p.Passes() < 2; m++ {
				c := p.ToMove()
				var ok []Point
				for i := 0; i < p.EmptyCount(); i++ {
					pt := p.EmptyPoint(i)
					want := !p.IsEye(pt, c) && p.legal(pt, c) == nil
					if got := hasEmptyNeighbour(p.nbr[pt]) || p.playable(pt, c); got != want {
						t.Fatalf("%s at %s: playable %v, rules say %v\n%s", c.Name(), pt.GTP(size), got, want, p.String())
					}
					if want {
						ok = append(ok, pt)
					}
					checked++
				}
				if len(ok) == 0 {
					p.PlayPass()
				} else {
					p.play(ok[rng.Intn(len(ok))], c)
				}
			}
		}
	}
	t.Logf("%d points checked", checked)
}

// TestAreaWinnerAfterPlayouts checks the quick count at the end of light playouts against the full area
// count, on several sizes and komis.
func TestAreaWinnerAfterPlayouts(t *testing.T) {
	rng := NewRand(5)
	for _, size := range []int{2, 3, 5, 7, 9, 13} {
		for _, komi := range []float64{0, 0.5, 6.5, 7} {
			start := MustPosition(size, size, GoRules(Area, komi))
			for g := 0; g < 200; g++ {
				p := start
				w, _ := p.PlayoutLight(rng)
				s := p.Score(nil)
				want := winnerOf(float64(s.Territory[Black]+s.Stones[Black]) - float64(s.Territory[White]+s.Stones[White]) - komi)
				if w != want {
					t.Fatalf("%d×%d komi %v: AreaWinner %s, area count %s\n%s", size, size, komi, w.Name(), want.Name(), p.String())
				}
			}
		}
	}
}

// TestPlayoutLeavesPositionWhole checks that a light playout, which does not keep the liberty sums while it
// plays, leaves a position whose chains, liberties, hash and neighbour descriptions are all exact.
func TestPlayoutLeavesPositionWhole(t *testing.T) {
	rng := NewRand(9)
	for _, size := range []int{2, 3, 5, 7, 9, 13, 19} {
		for g := 0; g < 100; g++ {
			p := MustPosition(size, size, GoRules(Area, 7.5))
			for m := rng.Intn(size * size); m > 0 && p.Passes() < 2; m-- {
				if pt := p.lightMove(rng); pt == Pass {
					p.PlayPass()
				} else {
					p.PlayFast(pt)
				}
			}
			p.PlayoutLight(rng)
			if err := checkChains(&p); err != nil {
				t.Fatalf("%d×%d: %v\n%s", size, size, err, p.String())
			}
			fresh := MustDiagram(p.String(), p.Rules())
			if fresh.Hash() != p.Hash() {
				t.Fatalf("%d×%d: hash differs from a fresh one\n%s", size, size, p.String())
			}
			for _, pt := range p.Points(nil) {
				if fresh.nbr[pt] != p.nbr[pt] {
					t.Fatalf("%d×%d: the neighbour description of %s differs from a fresh one\n%s", size, size, pt.GTP(size), p.String())
				}
			}
		}
	}
}

// lightMove returns a uniformly random move by the light-playout rule (legal, not filling the mover's own
// eye), or Pass; tests use it to play random games one move at a time.
func (p *Position) lightMove(rng *Rand) Point {
	var ok []Point
	for i := 0; i < p.EmptyCount(); i++ {
		if pt := p.EmptyPoint(i); !p.IsEye(pt, p.toMove) && p.legal(pt, p.toMove) == nil {
			ok = append(ok, pt)
		}
	}
	if len(ok) == 0 {
		return Pass
	}
	return ok[rng.Intn(len(ok))]
}
