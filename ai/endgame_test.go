package ai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// boundaryDiagram is a 7×7 position whose only undecided points are a two-point boundary (B2 … D6 in the middle
// row of the channel: a, b, c) and a dame (d): Black playing b makes a Black's, White playing b makes c White's,
// and d is neutral whoever fills it. Both chains are alive with four one-point eyes.
const boundaryDiagram = `
	. X X X O O .
	X X . . . O O
	. X X O O O .
	X X X X O O O
	. X X . O O .
	X X X O O O O
	. X X X O O .`

// TestEndgameHand checks positions settled by hand: the boundary point worth two is chosen over the dame, and
// passing is best when nothing is left.
func TestEndgameHand(t *testing.T) {
	b := engine.Pt(3, 1)
	tests := []struct {
		name    string
		diagram string
		rules   engine.Rules
		toMove  engine.Color
		move    engine.Point
		margin  float64
	}{
		// Black b: a is Black's, 5 points to 4 and komi 0.5. Anything else and White takes b: 4 to 5.5.
		{"boundary worth two, Black", boundaryDiagram, engine.GoRules(engine.Territory, 0.5), engine.Black, b, 0.5},
		// White b: 4 to 5 and komi 0.5.
		{"boundary worth two, White", boundaryDiagram, engine.GoRules(engine.Territory, 0.5), engine.White, b, 1.5},
		// Had Black filled the dame d instead, White would take b: two points less for Black than b.
		{"after the dame", `
			. X X X O O .
			X X . . . O O
			. X X O O O .
			X X X X O O O
			. X X X O O .
			X X X O O O O
			. X X X O O .`, engine.GoRules(engine.Territory, 0.5), engine.White, b, 1.5},
		{"nothing left, territory", `
			. X O . O
			X X O O O
			. X O . O
			X X O O O
			. X O . O`, engine.GoRules(engine.Territory, 0.5), engine.Black, engine.Pass, -0.5},
		// Area: Black 7 stones and 3 eyes, White 12 stones and 3 eyes, and komi 0.5.
		{"nothing left, area", `
			. X O . O
			X X O O O
			. X O . O
			X X O O O
			. X O . O`, engine.GoRules(engine.Area, 0.5), engine.White, engine.Pass, 5.5},
	}
	for _, tt := range tests {
		pos := engine.MustDiagram(tt.diagram, tt.rules)
		pos.SetToMove(tt.toMove)
		r, err := Endgame(context.Background(), &pos, EndgameLimit{})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if r.Move != tt.move || r.Margin != tt.margin {
			t.Errorf("%s: %s with margin %v, want %s with %v (line %s)", tt.name, r.Move.GTP(pos.Rows()), r.Margin,
				tt.move.GTP(pos.Rows()), tt.margin, lineString(r.Line, pos.Rows()))
		}
		checkEndgameLine(t, &pos, r)
	}
}

// TestHintEndgame checks that in Go the hint is the exact endgame's when few points are undecided, that it
// says when the endgame was too complex, and that early in the game it is the search's without a word of it.
func TestHintEndgame(t *testing.T) {
	pos := engine.MustDiagram(boundaryDiagram, engine.GoRules(engine.Territory, 0.5))
	h, err := Hint(context.Background(), &pos, 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if !h.Exact || h.Move != engine.Pt(3, 1) || h.Margin != 0.5 || h.Winner != engine.Black || h.Value != 1 ||
		h.Solved || h.TooComplex || len(h.Line) == 0 || h.Line[0] != h.Move {
		t.Errorf("exact endgame hint %+v", h)
	}
	hinter := NewHinter(1)
	hinter.Endgame.MaxNodes = 10
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	h, err = hinter.Hint(ctx, &pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h.Exact || !h.TooComplex || pos.IsLegal(engine.Move{Color: engine.Black, Point: h.Move}) != nil {
		t.Errorf("hint when the endgame is too complex %+v", h)
	}
	early := engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7))
	h, err = Hint(context.Background(), &early, 200*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if h.Exact || h.TooComplex {
		t.Errorf("hint on the empty board %+v", h)
	}
}

// checkEndgameLine checks that the principal line is legal, starts with the move and, when it ends the game, ends
// with the margin found.
func checkEndgameLine(t *testing.T, pos *engine.Position, r EndgameResult) {
	t.Helper()
	if len(r.Line) == 0 || r.Line[0] != r.Move {
		t.Errorf("line %s does not start with %s", lineString(r.Line, pos.Rows()), r.Move.GTP(pos.Rows()))
		return
	}
	p := *pos
	for _, m := range r.Line {
		if _, err := p.Play(engine.Move{Color: p.ToMove(), Point: m}); err != nil {
			t.Errorf("line %s: %v", lineString(r.Line, pos.Rows()), err)
			return
		}
	}
	if !p.Over() {
		return
	}
	dead := FindUnconditional(pos).Dead
	sc := p.Score(&dead)
	if d := sc.Total[pos.ToMove()] - sc.Total[pos.ToMove().Opponent()]; d != r.Margin {
		t.Errorf("line %s ends %v, the search says %v", lineString(r.Line, pos.Rows()), d, r.Margin)
	}
}

// TestEndgameRefuses checks the refusals: another game, too many undecided points, and the node budget.
func TestEndgameRefuses(t *testing.T) {
	atari := engine.MustPosition(5, 5, engine.AtariRules(1))
	if _, err := Endgame(context.Background(), &atari, EndgameLimit{}); !errors.Is(err, ErrEndgameNotGo) {
		t.Errorf("Atari Go: %v", err)
	}
	empty := engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7))
	if r, err := Endgame(context.Background(), &empty, EndgameLimit{}); !errors.Is(err, ErrEndgameNotSettled) || r.Undecided != 81 {
		t.Errorf("empty board: %v with %d undecided", err, r.Undecided)
	}
	pos := settledPosition(engine.NewRand(7), 9, engine.GoRules(engine.Territory, 6.5), 12, 12)
	r, err := Endgame(context.Background(), &pos, EndgameLimit{MaxUndecided: 20, MaxNodes: 200})
	if !errors.Is(err, ErrEndgameTooComplex) || r.Nodes < 200 {
		t.Errorf("200 nodes: %v after %d nodes", err, r.Nodes)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Endgame(ctx, &pos, EndgameLimit{MaxUndecided: 20}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// TestEndgameMatchesBruteForce compares the search with a plain minimax over the same game, without pruning or
// table, on random settled positions with a few undecided points, under both countings.
func TestEndgameMatchesBruteForce(t *testing.T) {
	rng := engine.NewRand(2024)
	komis := []float64{0, 0.5, 5.5, 6.5, 7}
	n, positions := 0, 100
	if testing.Short() {
		positions = 25
	}
	skipped, moved := 0, 0
	for i := 0; n < positions; i++ {
		size := 5 + 2*(i%2)
		rules := engine.GoRules(engine.Scoring(i/2%2), komis[i%len(komis)])
		pos := settledPosition(rng, size, rules, 3, 5)
		if i%3 == 0 {
			pos.SetToMove(engine.White)
		}
		region, _ := Undecided(&pos)
		dead := FindUnconditional(&pos).Dead
		var nodes int
		want := bruteEndgame(&pos, region, &dead, []uint64{pos.Hash()}, &nodes)
		if nodes > bruteLimit {
			skipped++
			continue
		}
		n++
		r, err := Endgame(context.Background(), &pos, EndgameLimit{})
		if err != nil {
			t.Fatalf("%v on\n%s", err, pos.String())
		}
		if got := int32(2 * r.Margin); got != want {
			t.Errorf("%s to move, %s, komi %v: search %v, brute force %v (%d nodes) on\n%s", pos.ToMove().Name(), rules,
				rules.Komi, r.Margin, float64(want)/2, nodes, pos.String())
		}
		// The move found is worth the margin by the brute force too.
		nodes = 0
		c := pos
		var v int32
		if r.Move == engine.Pass {
			c.PlayPass()
			if pos.Passes() > 0 {
				v = bruteFinal(&c, pos.ToMove(), &dead)
			} else {
				v = -bruteEndgame(&c, region, &dead, []uint64{pos.Hash(), c.Hash()}, &nodes)
			}
		} else {
			c.PlayFast(r.Move)
			v = -bruteEndgame(&c, region, &dead, []uint64{pos.Hash(), c.Hash()}, &nodes)
		}
		if v != want {
			t.Errorf("move %s is worth %v, the best %v on\n%s", r.Move.GTP(pos.Rows()), float64(v)/2, float64(want)/2, pos.String())
		}
		checkEndgameLine(t, &pos, r)
		if r.Move != engine.Pass {
			moved++
		}
	}
	t.Logf("%d positions compared (%d with a move better than the pass), %d left out as too big for the brute force",
		n, moved, skipped)
}

// bruteEndgame is the reference: the value in half points for the side to move of the game Endgame searches,
// by minimax over every move of region and the pass, with the superko guard over path (the positions before p
// and p). It gives up (with a meaningless value) once nodes passes bruteLimit.
func bruteEndgame(p *engine.Position, region []engine.Point, dead *engine.PointSet, path []uint64, nodes *int) int32 {
	b := brute{region: region, dead: dead, path: slices.Clone(path), nodes: nodes}
	return b.value(p, 0)
}

// brute is the state of bruteEndgame: the path and a position for each depth (kept off the goroutine's stack).
type brute struct {
	region []engine.Point
	dead   *engine.PointSet
	path   []uint64
	nodes  *int
	child  []*engine.Position
}

// value returns the value of p, depth moves below the first position.
func (b *brute) value(p *engine.Position, depth int) int32 {
	*b.nodes++
	if *b.nodes > bruteLimit {
		return 0
	}
	for len(b.child) <= depth {
		b.child = append(b.child, new(engine.Position))
	}
	c := b.child[depth]
	*c = *p
	c.PlayPass()
	var best int32
	if p.Passes() > 0 {
		best = bruteFinal(c, p.ToMove(), b.dead)
	} else {
		b.path = append(b.path, c.Hash())
		best = -b.value(c, depth+1)
		b.path = b.path[:len(b.path)-1]
	}
	for _, pt := range b.region {
		*c = *p
		if _, err := c.Play(engine.Move{Color: p.ToMove(), Point: pt}); err != nil || slices.Contains(b.path, c.Hash()) {
			continue
		}
		b.path = append(b.path, c.Hash())
		best = max(best, -b.value(c, depth+1))
		b.path = b.path[:len(b.path)-1]
	}
	return best
}

// bruteLimit is the most nodes bruteEndgame searches.
const bruteLimit = 100_000

// bruteFinal is the count of the finished game p for colour c in half points.
func bruteFinal(p *engine.Position, c engine.Color, dead *engine.PointSet) int32 {
	sc := p.Score(dead)
	return int32(math.Round(2 * (sc.Total[c] - sc.Total[c.Opponent()])))
}

// settledPosition returns a random size×size Go position with Black to move whose undecided empty points number
// from lo to hi, and whose undecided stones at most hi more: the end of a random playout (chains with one-point
// eyes, which Benson's algorithm proves alive) with a patch of stones on the boundary between the colours taken
// off.
func settledPosition(rng *engine.Rand, size int, rules engine.Rules, lo, hi int) engine.Position {
	for {
		p := engine.MustPosition(size, size, rules)
		p.PlayoutLight(rng)
		var s engine.Setup
		var boundary []engine.Point
		for _, pt := range p.Points(nil) {
			c := p.At(pt)
			switch c {
			case engine.Black:
				s.Black = append(s.Black, pt)
			case engine.White:
				s.White = append(s.White, pt)
			default:
				continue
			}
			for _, nb := range engine.Neighbors(pt) {
				if p.At(nb) == c.Opponent() {
					boundary = append(boundary, pt)
					break
				}
			}
		}
		if len(boundary) == 0 {
			continue
		}
		// Take off a connected patch of boundary stones, one at a time, until enough points are undecided.
		q := engine.MustPosition(size, size, rules)
		if err := q.PlaceAll(s); err != nil {
			panic(err)
		}
		patch := []engine.Point{boundary[rng.Intn(len(boundary))]}
		for len(patch) > 0 {
			i := rng.Intn(len(patch))
			pt := patch[i]
			patch = slices.Delete(patch, i, i+1)
			if !q.At(pt).IsStone() {
				continue
			}
			_ = q.Place(pt, engine.Empty)
			region, n := Undecided(&q)
			if n > hi || len(region) > n+hi {
				break
			}
			if n >= lo && rng.Intn(2) == 0 {
				return q
			}
			for _, nb := range engine.Neighbors(pt) {
				if q.At(nb).IsStone() && slices.Contains(boundary, nb) {
					patch = append(patch, nb)
				}
			}
		}
	}
}

// BenchmarkEndgame times the exact search on random 9×9 endgames (settledPosition, both countings, komi 6.5)
// with 6, 10, 12 and 14 undecided empty points, ten positions each, under the default node budget: it reports
// how many were solved, the median and the slowest time and node count of those solved, and ns/op for the ten.
// Run it with go test ./ai -run '^$' -bench Endgame -benchtime 1x.
func BenchmarkEndgame(b *testing.B) {
	for _, n := range []int{6, 10, 12, 14} {
		b.Run(fmt.Sprintf("undecided=%d", n), func(b *testing.B) {
			rng := engine.NewRand(uint64(100 + n))
			var positions []engine.Position
			for i := 0; i < 10; i++ {
				positions = append(positions, settledPosition(rng, 9, engine.GoRules(engine.Scoring(i%2), 6.5), n, n))
			}
			b.ResetTimer()
			var times []time.Duration
			var nodes []int64
			solved := 0
			for i := 0; i < b.N; i++ {
				for _, pos := range positions {
					start := time.Now()
					r, err := Endgame(context.Background(), &pos, EndgameLimit{MaxUndecided: n})
					if err != nil {
						continue
					}
					times = append(times, time.Since(start))
					nodes = append(nodes, r.Nodes)
					solved++
				}
			}
			if solved == 0 {
				return
			}
			slices.Sort(times)
			slices.Sort(nodes)
			b.ReportMetric(float64(solved)/float64(b.N), "solved/10")
			b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
			b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
			b.ReportMetric(float64(nodes[len(nodes)/2]), "median-nodes")
			b.ReportMetric(float64(nodes[len(nodes)-1]), "max-nodes")
		})
	}
}
