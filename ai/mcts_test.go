package ai

import (
	"context"
	"errors"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// randomGoPosition plays n random legal moves of Go from the empty size×size board.
func randomGoPosition(rng *engine.Rand, size, n int) engine.Position {
	pos := engine.MustPosition(size, size, engine.GoRules(engine.Area, 7.5))
	for i := 0; i < n; i++ {
		moves := pos.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		pos.PlayFast(moves[rng.Intn(len(moves))])
	}
	return pos
}

// TestPlayoutHelpersAgreeWithEngine checks the playout's O(1) legality test and its liberty count after a
// move against the engine (IsLegal, and Play followed by Liberties) on every empty point of random positions.
func TestPlayoutHelpersAgreeWithEngine(t *testing.T) {
	rng := engine.NewRand(3)
	checked := 0
	for g := 0; g < 60; g++ {
		pos := randomGoPosition(rng, 7+g%3, 20+rng.Intn(60))
		c := pos.ToMove()
		for i := 0; i < pos.EmptyCount(); i++ {
			pt := pos.EmptyPoint(i)
			want := pos.IsLegal(engine.Move{Color: c, Point: pt}) == nil
			if got := pos.Playable(pt, c); got != want {
				t.Fatalf("Playable %s = %v, engine says %v\n%s", pt.GTP(pos.Rows()), got, want, pos.String())
			}
			if !want {
				continue
			}
			next := pos
			captured, err := next.Play(engine.Move{Color: c, Point: pt})
			if err != nil {
				t.Fatal(err)
			}
			libs := min(next.Liberties(pt), 2)
			if len(captured) == 0 {
				if got := mcLibsAfter(&pos, pt, c); got != libs {
					t.Fatalf("mcLibsAfter %s = %d, want %d\n%s", pt.GTP(pos.Rows()), got, libs, pos.String())
				}
			}
			if got := mcCaptureSize(&pos, pt, c); got != len(captured) {
				t.Fatalf("mcCaptureSize %s = %d, want %d\n%s", pt.GTP(pos.Rows()), got, len(captured), pos.String())
			}
			checked++
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d moves checked", checked)
	}
}

// TestPlayoutEndsGames checks that policy playouts end every kind of game with a winner the engine agrees with.
func TestPlayoutEndsGames(t *testing.T) {
	pl := newMCPlayout(5)
	for _, rules := range []engine.Rules{engine.AtariRules(1), engine.AtariRules(3), engine.GoRules(engine.Area, 7.5)} {
		for i := 0; i < 200; i++ {
			pos, _ := engine.NewStart(7, 7, rules, engine.Start(i%3), engine.Black)
			pl.moves, pl.colors = pl.moves[:0], pl.colors[:0]
			w, margin := pl.run(&pos)
			if rules.Kind == engine.Go {
				if pos.Passes() >= 2 && (w != pos.AreaWinner() || margin != pos.AreaMargin()) {
					t.Fatalf("%s: winner %s by %g, area count says %s by %g", rules, w.Name(), margin, pos.AreaWinner().Name(), pos.AreaMargin())
				}
				continue
			}
			if margin != 0 {
				t.Fatalf("%s: a margin of %g in Atari Go", rules, margin)
			}
			if !pos.Over() {
				if w != mcCaptureLeader(&pos) {
					t.Fatalf("%s: stopped before the end with winner %s\n%s", rules, w.Name(), pos.String())
				}
				continue
			}
			if o := pos.Outcome(); o.Winner != w {
				t.Fatalf("%s: playout says %s wins, the engine %+v\n%s", rules, w.Name(), o, pos.String())
			}
		}
	}
}

// TestMCTSTactics checks that the search plays the move a beginner is taught to see, under capture-1 rules.
func TestMCTSTactics(t *testing.T) {
	cases := []struct {
		name  string
		board string
		white bool     // White to move
		want  []string // any of these
	}{
		{"capture", `
			. . . . . . .
			. . . . . . .
			. . X O . . .
			. X O X . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, false, []string{"C3"}},
		{"escape atari", `
			. . . . . . .
			. . . . . . .
			. . . O . . .
			. . O X O . .
			. . . . . . .
			. . . . X . .
			. . . . . . .`, false, []string{"D3"}},
		{"double atari", `
			. . . . . . .
			. . . . . . .
			. . . X . . .
			. . . O X . .
			. . . . O X .
			. . . . . . .
			. . . . . . .`, false, []string{"D3"}},
		{"white escapes", `
			. . . . . . .
			. . . . . . .
			. . . X . . .
			. . X O X . .
			. . . . . . .
			. . . . . X .
			. . . . . . .`, true, []string{"D3"}},
	}
	for _, tc := range cases {
		pos := engine.MustDiagram(tc.board, engine.AtariRules(1))
		if tc.white {
			pos.SetToMove(engine.White)
		}
		m := NewMCTS(3000, 1)
		m.Threads = 1
		mv, info, err := m.Move(context.Background(), &pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := mv.GTP(pos.Rows())
		ok := false
		for _, w := range tc.want {
			ok = ok || got == w
		}
		if !ok {
			t.Errorf("%s: played %s (value %.2f, pv %s), want one of %v\n%s", tc.name, got, info.Value, lineString(info.PV, pos.Rows()), tc.want, pos.String())
		}
	}
}

// TestMCTSDeterministic checks that a playout-limited search repeats exactly for a fixed seed and thread
// count, over two moves with the tree kept in between.
func TestMCTSDeterministic(t *testing.T) {
	for _, threads := range []int{1, 2} {
		var runs [2][]engine.Point
		for r := range runs {
			pos, _ := engine.NewStart(7, 7, engine.AtariRules(1), engine.StartCrosscut, engine.Black)
			m := NewMCTS(1500, 42)
			m.Threads = threads
			for i := 0; i < 4; i++ {
				mv, info, err := m.Move(context.Background(), &pos, nil)
				if err != nil {
					t.Fatal(err)
				}
				runs[r] = append(runs[r], mv, engine.Point(info.Playouts))
				if _, err := pos.Play(engine.Move{Color: pos.ToMove(), Point: mv}); err != nil || pos.Over() {
					break
				}
			}
		}
		if len(runs[0]) != len(runs[1]) {
			t.Fatalf("%d threads: runs differ: %v and %v", threads, runs[0], runs[1])
		}
		for i := range runs[0] {
			if runs[0][i] != runs[1][i] {
				t.Fatalf("%d threads: runs differ: %v and %v", threads, runs[0], runs[1])
			}
		}
	}
}

// TestMCTSReusesTree checks that after the opponent's answer the search starts from the subtree it had.
func TestMCTSReusesTree(t *testing.T) {
	pos, _ := engine.NewStart(7, 7, engine.AtariRules(1), engine.StartCrosscut, engine.Black)
	m := NewMCTS(3000, 9)
	m.Threads = 1
	mv, info, err := m.Move(context.Background(), &pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(info.PV) < 2 {
		t.Fatalf("principal variation too short: %v", info.PV)
	}
	pos.PlayFast(mv)
	pos.PlayFast(info.PV[1])
	m.Playouts = 1
	_, info2, err := m.Move(context.Background(), &pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	if info2.Playouts < 20 {
		t.Fatalf("after the expected reply the root has %d playouts; the subtree was not kept", info2.Playouts)
	}
}

// TestMCTSHonoursContext cancels a time-limited search while it runs: it returns context.Canceled (a search that
// does not stop is caught by the test's timeout, not by a clock a loaded machine would beat); a search cancelled
// before it starts returns at once with the same error; and a search with a playout budget and no deadline plays
// its playouts and names a move.
func TestMCTSHonoursContext(t *testing.T) {
	pos := engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7.5))
	m := NewMCTS(0, 1)
	m.Threads = 2
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{})
	go func() {
		<-started
		cancel()
	}()
	close(started)
	if _, _, err := m.Move(ctx, &pos, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled search returned %v", err)
	}
	if _, _, err := m.Move(ctx, &pos, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("a search cancelled before it began returned %v", err)
	}
	b := NewMCTS(200, 1)
	b.Threads = 2
	mv, info, err := b.Move(context.Background(), &pos, nil)
	if err != nil || !pos.OnBoard(mv) && mv != engine.Pass || info.Playouts == 0 {
		t.Errorf("search with a budget: move %v, info %+v, err %v", mv, info, err)
	}
}

// TestParseMCTS checks the specification strings of the search player.
func TestParseMCTS(t *testing.T) {
	p, err := ParsePlayer("mcts:2000,t2,m0.03,noreuse,explore=0.1,goexplore=0.05,rave=900", 1)
	if err != nil {
		t.Fatal(err)
	}
	m := p.(*MCTS)
	if m.Playouts != 2000 || m.Threads != 2 || m.Margin != 0.03 || m.Reuse || m.par.explore != 0.1 || m.par.goExplore != 0.05 || m.par.raveK != 900 ||
		m.par.expandAt != defaultMCParams.expandAt {
		t.Errorf("parsed %+v", m)
	}
	if again, err := ParsePlayer(m.Name(), 1); err != nil || again.Name() != m.Name() {
		t.Errorf("name %q does not read back: %v %v", m.Name(), again, err)
	}
	if p, err := ParsePlayer("mcts:500ms", 1); err != nil || p.(*MCTS).Time != 500*time.Millisecond {
		t.Errorf("mcts:500ms: %v %v", p, err)
	}
	for _, bad := range []string{"mcts:x", "mcts:t0", "mcts:m2", "mcts:-5", "mcts:explore=x", "mcts:rave=-1", "mcts:depth=3"} {
		if _, err := ParsePlayer(bad, 1); !errors.Is(err, ErrUnknownPlayer) {
			t.Errorf("%s: err %v", bad, err)
		}
	}
}

// TestShapes checks the 3×3 playout shapes: a hane and an edge block fit, with either colour to play and
// turned any way; a move in open space or next to a lone stone does not.
func TestShapes(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . . . .
		. X O X . . .
		. . . . . . .
		. . . . . . .
		. . . . . O .
		. . . . . . .
		. X O . . . .`, engine.GoRules(engine.Area, 7.5))
	cases := []struct {
		pt   string
		want bool
	}{
		{"C5", true},  // under X O X: the enclosing hane
		{"D3", false}, // open space
		{"F2", false}, // under a lone stone
	}
	for _, c := range cases {
		pt, _ := engine.ParseGTPPoint(c.pt, 7, 7)
		if got := mcFitsShape(&pos, pt); got != c.want {
			t.Errorf("%s: fits a shape %v, want %v\n%s", c.pt, got, c.want, pos.String())
		}
	}
	// The same hane turned a quarter and with the colours exchanged.
	turned := engine.MustDiagram(`
		. . . . .
		. O . . .
		. X . . .
		. O . . .
		. . . . .`, engine.GoRules(engine.Area, 7.5))
	if pt, _ := engine.ParseGTPPoint("C3", 5, 5); !mcFitsShape(&turned, pt) {
		t.Errorf("the turned hane at C3 does not fit\n%s", turned.String())
	}
}

// TestNakade checks which self-ataris count as throw-ins that spoil an eye (Black to play at the point).
func TestNakade(t *testing.T) {
	cases := []struct {
		name, board, pt string
		want            bool
	}{
		{"two-point eye in the corner", `
			. . . . .
			. . . . .
			. . . . .
			O O O . .
			. . O . .`, "A1", true},
		{"three-point space: the throw-in at its end is not it", `
			. . . . .
			. . . . .
			. . . . .
			O O O O .
			. . . O .`, "A1", false},
		{"second stone in a three-point space", `
			. . . . .
			. . . . .
			. . . . .
			O O O O .
			X . . O .`, "B1", true},
		{"the liberty touches another black chain", `
			. . . . .
			. . . . .
			. . . . .
			O O O . .
			. . X . .`, "A1", false},
		{"a self-atari in the open", `
			. . . . .
			. . . . .
			. . O . .
			. O . O .
			. . . . .`, "C2", false},
		{"four stones are too many", `
			. . . . . .
			. . . . . .
			O O O O O O
			X X X . . O
			O O O O O O
			. . . . . .`, "D3", false},
	}
	for _, c := range cases {
		pos := engine.MustDiagram(c.board, engine.GoRules(engine.Area, 7.5))
		pt, err := engine.ParseGTPPoint(c.pt, pos.Cols(), pos.Rows())
		if err != nil {
			t.Fatal(err)
		}
		if !mcSelfAtari(&pos, pt, engine.Black) {
			t.Fatalf("%s: %s is not a self-atari\n%s", c.name, c.pt, pos.String())
		}
		if got := mcNakade(&pos, pt, engine.Black); got != c.want {
			t.Errorf("%s: mcNakade(%s) = %v, want %v\n%s", c.name, c.pt, got, c.want, pos.String())
		}
	}
}

// blackPlayoutWins plays n policy playouts from pos (seeded alike every time) and returns how many Black won.
func blackPlayoutWins(pos *engine.Position, n int) int {
	pl := newMCPlayout(7)
	black := 0
	for range n {
		p := *pos
		pl.moves, pl.colors = pl.moves[:0], pl.colors[:0]
		if w, _ := pl.run(&p); w == engine.Black {
			black++
		}
	}
	return black
}

// TestPlayoutsKillOneEye checks that the playouts see a group with one two-point eye die: White's 18 points
// would win with komi if the group lived, so Black must win nearly every playout, whoever moves first.
func TestPlayoutsKillOneEye(t *testing.T) {
	for _, first := range []engine.Color{engine.Black, engine.White} {
		pos := engine.MustDiagram(`
			. . . . . .
			. . . . . .
			X X X X X X
			O O O O O O
			O O O O O O
			. . O O O O`, engine.GoRules(engine.Area, 6.5))
		pos.SetToMove(first)
		const n = 400
		if black := blackPlayoutWins(&pos, n); black < n*9/10 {
			t.Errorf("%v to move: Black won %d of %d playouts; the one-eyed group lived in the rest", first, black, n)
		}
	}
}

// TestVital checks the vital point the playouts take in an eye space that the last move's stones enclose, and
// the spaces that have none: vitalSpace with spaces of up to six points, and mcVital, which knows the
// three-point spaces alone and must agree with it on them.
func TestVital(t *testing.T) {
	cases := []struct {
		name, board, last, want string
		mover                   engine.Color
		size                    int // the points of the space, 0 when it is not one
	}{
		{"straight three: Black kills", `
			. . . . . .
			. . . . . .
			X X X X X X
			O O O O O O
			O . . . O O
			O O O O O O`, "E2", "C2", engine.Black, 3},
		{"the mover's own eye space is not it", `
			. . . . . .
			. . . . . .
			X X X X X X
			O O O O O O
			O . . . O O
			O O O O O O`, "E2", "", engine.White, 3},
		{"bent three in the corner", `
			. . . . .
			. . . . .
			O O O . .
			. . O . .
			. O O . .`, "B1", "A2", engine.Black, 3},
		{"straight four: no vital point", `
			. . . . . .
			. . . . . .
			X X X X X X
			O O O O O O
			O . . . . O
			O O O O O O`, "F2", "", engine.Black, 4},
		{"walls of both colours: not an eye space", `
			. . . . . .
			. . . . . .
			X X X X X X
			O O O O O O
			X . . . O O
			O O O O O O`, "E2", "", engine.Black, 0},
		{"pyramid four", `
			. . . . . . .
			X X X X X X X
			O O O O O O O
			O O . O O O O
			O . . . O O O
			O O O O O O O`, "E2", "C2", engine.Black, 4},
		{"square four: no vital point", `
			. . . . . . .
			X X X X X X X
			O O O O O O O
			O . . O O O O
			O . . O O O O
			O O O O O O O`, "D2", "", engine.Black, 4},
		{"bulky five", `
			. . . . . . .
			X X X X X X X
			O O O O O O O
			O . . O O O O
			O . . . O O O
			O O O O O O O`, "E2", "C2", engine.Black, 5},
		{"crossed five", `
			. . . . . . .
			X X X X X X X
			O O O O O O O
			O O . O O O O
			O . . . O O O
			O O . O O O O
			O O O O O O O`, "E3", "C3", engine.Black, 5},
		{"T-shaped five: no vital point", `
			. . . . . . .
			X X X X X X X
			O O O O O O O
			O O . O O O O
			O O . O O O O
			O . . . O O O
			O O O O O O O`, "E2", "", engine.Black, 5},
		{"rabbity six", `
			. . . . . . .
			X X X X X X X
			O O O O O O O
			O O . O O O O
			O . . . O O O
			O O . . O O O
			O O O O O O O`, "E3", "C3", engine.Black, 6},
		{"six in a rectangle: no vital point", `
			. . . . . . .
			X X X X X X X
			O O O O O O O
			O . . . O O O
			O . . . O O O
			O O O O O O O`, "E2", "", engine.Black, 6},
		{"seven points: too big", `
			. . . . . . .
			X X X X X X X
			O O O O O O O
			O O . O O O O
			O . . . O O O
			O O . . . O O
			O O O O O O O`, "F2", "", engine.Black, 7},
		{"a pyramid with Black's stone in its wall: not an eye space", `
			. . . . . . .
			X X X X X X X
			O O O O O O O
			O O . X O O O
			O . . . O O O
			O O O O O O O`, "E2", "", engine.Black, 0},
	}
	for _, c := range cases {
		pos := engine.MustDiagram(c.board, engine.GoRules(engine.Area, 7.5))
		last := gtp(t, &pos, c.last)
		want := engine.NoPoint
		if c.want != "" {
			want = gtp(t, &pos, c.want)
		}
		if got := newMCPlayout(1).vitalSpace(&pos, last, c.mover, mcMaxVital); got != want {
			t.Errorf("%s: vital point %s, want %s\n%s", c.name, got.GTP(pos.Rows()), c.want, pos.String())
		}
		if c.size > 3 {
			if got := newMCPlayout(1).vitalSpace(&pos, last, c.mover, c.size-1); got != engine.NoPoint {
				t.Errorf("%s: with spaces of up to %d points, vital point %s, want none", c.name, c.size-1, got.GTP(pos.Rows()))
			}
		}
		if c.size != 3 {
			want = engine.NoPoint
		}
		if got := mcVital(&pos, last, c.mover); got != want {
			t.Errorf("%s: the three-point vital point %s, want %s\n%s", c.name, got.GTP(pos.Rows()), want.GTP(pos.Rows()), pos.String())
		}
	}
}

// straightThreeEnclosed returns a position in which White's last move, E2, has left its group one eye space, a
// straight three with its vital point at C2, Black to move.
func straightThreeEnclosed(t *testing.T) engine.Position {
	t.Helper()
	pos := engine.MustDiagram(`
		. . . . . .
		. . . . . .
		X X X X X X
		O O O O O O
		O . . . . O
		O O O O O O`, engine.GoRules(engine.Area, 6.5))
	pos.SetToMove(engine.White)
	pos.PlayFast(gtp(t, &pos, "E2"))
	return pos
}

// TestPlayoutsKillAtTheVitalPoint checks that the playouts see a group whose only eye space is a straight
// three die when the attacker moves first: White's 18 stones would win with komi if the group lived, so Black
// must win nearly every playout.
func TestPlayoutsKillAtTheVitalPoint(t *testing.T) {
	pos := straightThreeEnclosed(t)
	const n = 400
	if black := blackPlayoutWins(&pos, n); black < n*9/10 {
		t.Errorf("Black won %d of %d playouts; the group lived in the rest", black, n)
	}
	for _, tc := range []struct {
		spec string
		want int
	}{{"mcts:100", 3}, {"mcts:100,vital=0", 0}, {"mcts:100,vital=1", 3}, {"mcts:100,vital=6", 6}, {"mcts:100,vital=9", 6}} {
		pl, err := ParsePlayer(tc.spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		m := pl.(*MCTS)
		if got := m.prepareTree(nil, &pos, 1).pl.vital; got != tc.want {
			t.Errorf("%s: the playouts take vital points of spaces up to %d, want %d", tc.spec, got, tc.want)
		}
	}
}

// TestPlayoutDefends checks the playout's answer in Go to a chain put in atari by the last move: it is saved
// by capturing a chain next to it rather than by extending.
func TestPlayoutDefends(t *testing.T) {
	rules := engine.GoRules(engine.Area, 7.5)
	at := func(pos *engine.Position, s string) engine.Point {
		pt, err := engine.ParseGTPPoint(s, pos.Cols(), pos.Rows())
		if err != nil {
			t.Fatal(err)
		}
		return pt
	}
	// White's C3 puts B3 in atari; A4 captures A3 and saves it, B2 would only extend.
	save := engine.MustDiagram(`
		. . . . .
		. O . . .
		O X . . .
		X . . . .
		. . . . .`, rules)
	save.SetToMove(engine.White)
	save.PlayFast(at(&save, "C3"))
	if got := newMCPlayout(1).choose(&save, engine.Black, engine.NoPoint, false); got != at(&save, "A4") {
		t.Errorf("saves B3 at %s, want the capture at A4\n%s", got.GTP(5), save.String())
	}
}

// TestMarginCentre checks the centre of the margin's share (the knob behind): off, or for the side that is
// ahead, it stays at zero; for the side behind it follows the mean margin of the search's playouts, with the
// last search's mean as a prior; and a playout that loses by less is then worth clearly more to the side
// behind, where the share about zero could not tell a loss by 30 from one by 60.
func TestMarginCentre(t *testing.T) {
	cases := []struct {
		name    string
		behind  float32
		toMove  engine.Color
		prev    float64   // mean margin of the search before
		margins []float64 // this search's playouts (Black's margin)
		want    float64
	}{
		{"off", 0, engine.Black, -40, []float64{-40, -40}, 0},
		{"no playouts yet", 1, engine.Black, -40, nil, 0},
		{"black behind", 1, engine.Black, -40, []float64{-40, -40}, -40},
		{"black behind, prior and search", 1, engine.Black, 0, slices.Repeat([]float64{-30}, marginPrior), -15},
		{"black ahead", 1, engine.Black, 30, []float64{30}, 0},
		{"white behind", 1, engine.White, 50, []float64{50}, 50},
		{"white ahead", 1, engine.White, -50, []float64{-50}, 0},
	}
	for _, tc := range cases {
		pos := engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7.5))
		pos.SetToMove(tc.toMove)
		par := defaultMCParams
		par.behind = tc.behind
		tr := newMCTree(1, par)
		tr.rootPos, tr.prevMargin = pos, tc.prev
		for _, m := range tc.margins {
			tr.marginSum += m
			tr.marginN++
		}
		if got := tr.centreMargin(); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: centre %g, want %g", tc.name, got, tc.want)
		}
	}

	// Black at the root, losing by 45 on average: a playout lost by 30 against one lost by 60.
	for _, behind := range []float32{0, 1} {
		par := defaultMCParams
		par.behind = behind
		tr := newMCTree(1, par)
		tr.rootPos = engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7.5))
		tr.marginSum, tr.marginN, tr.prevMargin = -45*100, 100, -45
		tr.centre = tr.centreMargin()
		gap := tr.value(engine.Black, engine.White, -30) - tr.value(engine.Black, engine.White, -60)
		if behind == 1 && gap < par.scoreShare/2 {
			t.Errorf("behind on: a loss by 30 is worth only %g more than one by 60", gap)
		}
		if behind == 0 && gap > par.scoreShare/100 {
			t.Errorf("behind off: a loss by 30 is worth %g more than one by 60, want about nothing", gap)
		}
	}
}

// TestHopeless checks the knob hopeless: a search whose side won fewer than that share of the playouts of
// the search before counts a playout as won against the margin it expects, and still reports its share of
// games won against the komi.
func TestHopeless(t *testing.T) {
	cases := []struct {
		name      string
		hopeless  float32
		toMove    engine.Color
		prevBlack float64 // Black's share of the playouts of the search before
		want      bool
	}{
		{"off", 0, engine.Black, 0.01, false},
		{"black hopeless", 0.25, engine.Black, 0.1, true},
		{"black in the game", 0.25, engine.Black, 0.4, false},
		{"black winning, white to move", 0.25, engine.White, 0.9, true},
		{"white in the game", 0.25, engine.White, 0.5, false},
	}
	for _, tc := range cases {
		par := defaultMCParams
		par.hopeless = tc.hopeless
		tr := newMCTree(1, par)
		tr.rootPos = engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7.5))
		tr.rootPos.SetToMove(tc.toMove)
		tr.prevBlack = tc.prevBlack
		if got := tr.hopelessNow(); got != tc.want {
			t.Errorf("%s: hopeless %v, want %v", tc.name, got, tc.want)
		}
	}

	// White owns six rows of nine, with nothing but one-point eyes for Black to invade: Black, to move, loses
	// every playout by about thirty points. The gap at J3 keeps the lower rows unsettled, so that there is
	// something to search.
	pos := engine.MustDiagram(`
		. O . O . O . O .
		O O O O O O O O O
		. O . O . O . O .
		O O O O O O O O O
		. O . O . O . O .
		O O O O O O O O O
		X X X X X X X X .
		. . . . . . . . .
		. . . . . . . . .`, engine.GoRules(engine.Area, 7.5))
	for _, hopeless := range []float32{0, 0.25} {
		m := NewMCTS(3000, 7)
		m.Threads, m.par.hopeless = 1, hopeless
		var info Info
		for range 2 { // the second search knows the first one's share
			var err error
			if _, info, err = m.Move(context.Background(), &pos, nil); err != nil {
				t.Fatal(err)
			}
		}
		tr := m.trees[0]
		best := tr.bestChild(tr.root)
		v, w := best.played()
		if tr.shifted != (hopeless > 0) {
			t.Errorf("hopeless=%g: shifted %v", hopeless, tr.shifted)
		}
		if info.Value > 0.1 {
			t.Errorf("hopeless=%g: reported %.2f of games won, want about none", hopeless, info.Value)
		}
		if hopeless > 0 && w/v < 0.3 {
			t.Errorf("hopeless=%g: the search's value %.2f, want about even against the expected margin", hopeless, w/v)
		}
	}
}

// TestPlayoutLadders checks the Go playout's ladders (the knob pladder): a chain in atari is not extended
// into a ladder that catches it, and the atari that starts such a ladder is played at once; where the ladder
// fails, the chain is extended as without the knob. Whether each ladder works is settled by the
// reader's ladder reading at the budget of a single question, not by the playout's small one.
func TestPlayoutLadders(t *testing.T) {
	rules := engine.GoRules(engine.Area, 7.5)
	cases := []struct {
		name, board, last string
		extension, atari  string // the extension of the chain in atari, the atari of the extended chain
		caught            bool   // the ladder works
	}{
		{"a ladder to the edge", `
			. . . . . .
			. . . . . .
			. . O . . .
			. O X . . .
			. . . O . .
			. . . . . .`, "D3", "C2", "B2", true},
		{"a breaker on the ladder's path", `
			. . . . . . . . .
			. . . . . . . . .
			. . . . O . . . .
			. . . O X . . . .
			. . . . . O . . .
			. . . . . . . . .
			. . X . . . . . .
			. . . . . . . . .
			. . . . . . . . .`, "F6", "E5", "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := engine.MustDiagram(c.board, rules)
			at := func(s string) engine.Point {
				pt, err := engine.ParseGTPPoint(s, pos.Cols(), pos.Rows())
				if err != nil {
					t.Fatal(err)
				}
				return pt
			}
			pos.SetToMove(engine.White)
			pos.PlayFast(at(c.last))
			// The question reader's ladder reading of the extended chain, White to move, is the truth.
			ext := pos
			ext.PlayFast(at(c.extension))
			res, mv := NewQuestionReader().Ladder(&ext, at(c.extension))
			if (res == ReadCaptured) != c.caught {
				t.Fatalf("the reader says %v (%s) after %s; the case says caught=%v\n%s", res, mv.GTP(pos.Rows()), c.extension, c.caught, ext.String())
			}
			plain, ladders := newMCPlayout(1), newMCPlayout(1)
			ladders.ladders = true
			if got := plain.choose(&pos, engine.Black, engine.NoPoint, false); got != at(c.extension) {
				t.Errorf("without ladders the playout plays %s, want the extension %s", got.GTP(pos.Rows()), c.extension)
			}
			got := ladders.choose(&pos, engine.Black, engine.NoPoint, false)
			if c.caught == (got == at(c.extension)) {
				t.Errorf("with ladders the playout plays %s (the extension is %s, caught=%v)", got.GTP(pos.Rows()), c.extension, c.caught)
			}
			if !c.caught {
				return
			}
			for seed := uint64(1); seed <= 5; seed++ {
				pl := newMCPlayout(seed)
				pl.ladders = true
				if got := pl.choose(&ext, engine.White, at(c.last), false); got != at(c.atari) {
					t.Errorf("seed %d: against the extended chain the playout plays %s, want the ladder's atari %s", seed, got.GTP(pos.Rows()), c.atari)
				}
			}
		})
	}
}

// TestVitalPrior checks that with the knob vitalprior the tree gives the vital point of a three-point eye space
// the last move enclosed its prior, and without it the prior of a move next to the last.
func TestVitalPrior(t *testing.T) {
	pos := straightThreeEnclosed(t)
	vital := gtp(t, &pos, "C2")
	for _, on := range []float32{1, 0} {
		par := defaultMCParams
		par.vitalPrior = on
		tr := newMCTree(1, par)
		node := &mcNode{}
		tr.expand(node, &pos)
		var got prior
		for _, k := range node.children {
			if k.move == vital {
				got = prior{k.pn, k.pw}
			}
		}
		want := priorVital
		if on == 0 {
			want = priorEven
		}
		if got != want {
			t.Errorf("vitalprior=%v: C2 has the prior %v, want %v", on, got, want)
		}
	}
}
