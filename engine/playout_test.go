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

// TestPlayableMatchesRules checks the light playout's candidate test against the rules: on positions from
// random games, a point is playable exactly when the move is legal (legal, which TestAgainstReference
// checks against a plain implementation) and does not fill the mover's eye (IsEye).
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
					if got := hasEmptyNeighbour(p.nbr[pt]) || pt != p.ko && p.closedPlayable(int(pt), c, p.nbr[pt], true); got != want {
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
				want := MarginWinner(float64(s.Territory[Black]+s.Stones[Black]) - float64(s.Territory[White]+s.Stones[White]) - komi)
				if w != want {
					t.Fatalf("%d×%d komi %v: AreaWinner %s, area count %s\n%s", size, size, komi, w.Name(), want.Name(), p.String())
				}
			}
		}
	}
}

// TestPlayoutLeavesPositionWhole checks that the light and the Atari Go playouts, which do not keep the
// liberty sums while they play, leave a position whose chains, liberties, hash and neighbour descriptions
// are all exact.
func TestPlayoutLeavesPositionWhole(t *testing.T) {
	rng := NewRand(9)
	for _, size := range []int{2, 3, 5, 7, 9, 13, 19} {
		for g := 0; g < 200; g++ {
			p := MustPosition(size, size, GoRules(Area, 7.5))
			for m := rng.Intn(size * size); m > 0 && p.Passes() < 2; m-- {
				if pt := p.lightMove(rng); pt == Pass {
					p.PlayPass()
				} else {
					p.PlayFast(pt)
				}
			}
			if g%2 == 0 {
				p.PlayoutLight(rng)
			} else {
				p.PlayoutAtari(rng)
			}
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

// TestPlayoutAtariMatchesRules checks the Atari Go playout against a plain loop that draws the same random
// empty points and asks the rules (legal) whether each is legal: from positions of random games, both
// must play the same moves, reach the same winner and leave the same stones and chain data.
func TestPlayoutAtariMatchesRules(t *testing.T) {
	rng := NewRand(11)
	for _, size := range []int{2, 3, 5, 7, 9, 13} {
		for g := 0; g < 300; g++ {
			start := MustPosition(size, size, AtariRules(1))
			for m := rng.Intn(size * size); m > 0; m-- {
				pt := start.lightMove(rng)
				if pt == Pass {
					break
				}
				start.PlayFast(pt)
			}
			seed := rng.Uint64()
			fast, plain := start, start
			wf, mf := fast.PlayoutAtari(NewRand(seed))
			wp, mp := plain.plainAtariPlayout(NewRand(seed))
			if wf != wp || mf != mp {
				t.Fatalf("%d×%d: playout gives %s after %d moves, the plain loop %s after %d\n%s",
					size, size, wf.Name(), mf, wp.Name(), mp, start.String())
			}
			if fast.String() != plain.String() || fast.Hash() != plain.Hash() || fast.Captures(wf) != plain.Captures(wp) {
				t.Fatalf("%d×%d: the playout and the plain loop end in different positions\n%s\n%s", size, size, fast.String(), plain.String())
			}
			if err := checkChains(&fast); err != nil {
				t.Fatalf("%d×%d: %v\n%s", size, size, err, fast.String())
			}
		}
	}
}

// plainAtariPlayout is PlayoutAtari written plainly: it draws empty points as the playout does and asks
// legal about each, and plays with the liberty sums kept.
func (p *Position) plainAtariPlayout(rng *Rand) (winner Color, moves int) {
	for {
		c := p.toMove
		pt := Pass
		for n := p.EmptyCount(); n > 0; n-- {
			i := rng.Intn(n)
			if q := p.EmptyPoint(i); p.legal(q, c) == nil {
				pt = q
				break
			}
			p.swapEmpty(i, n-1)
		}
		if pt == Pass {
			return c.Opponent(), moves
		}
		moves++
		if p.play(pt, c) > 0 {
			return c, moves
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
