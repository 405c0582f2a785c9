package ai

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestJudgeAgreesWithTheProblemSuite checks the judge on every problem of the tactical suite (the long ladders only
// without -short), whose answers a full-width search or the exact solver settles (problems_test.go): the moves it
// proves correct are exactly the problem's answers, and it proves every other legal move wrong.
func TestJudgeAgreesWithTheProblemSuite(t *testing.T) {
	problems := suiteForTest(t)
	j := NewJudge()
	ctx := context.Background()
	for _, p := range problems {
		pos := p.Position
		// The suite's answers are every move that forces the capture, as a page that takes any way counts them.
		g := Goal{Kind: p.Goal, Targets: []engine.Point{p.Target}, AnyWay: true}
		correct, wrong, err := j.Answers(ctx, &pos, g)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		rows := pos.Rows()
		slices.Sort(correct)
		if !slices.Equal(correct, p.Answers) {
			t.Errorf("%s (%s): judge accepts %s, the problem's answers are %s\n%s", p.Name, p.Source,
				gtpList(correct, rows), gtpList(p.Answers, rows), pos.String())
		}
		if undecided := len(pos.LegalMoves(nil)) - len(correct) - len(wrong); undecided > 0 {
			t.Errorf("%s: %d legal moves undecided", p.Name, undecided)
		}
	}
}

// longLadders are the suite's problems whose judging reads a ladder across the board, seconds each; the tests in
// -short mode leave them out (ladder-5, a short ladder, stays).
var longLadders = map[string]bool{"ladder-1": true, "ladder-2": true, "ladder-3": true, "ladder-4": true}

// suiteForTest returns the problem suite, without the long ladders in -short mode.
func suiteForTest(t *testing.T) []Problem {
	t.Helper()
	problems, err := LoadProblems()
	if err != nil {
		t.Fatal(err)
	}
	if !testing.Short() {
		return problems
	}
	return slices.DeleteFunc(problems, func(p Problem) bool { return longLadders[p.Name] })
}

// problemByName returns the suite's problem of that name.
func problemByName(t *testing.T, name string) Problem {
	t.Helper()
	problems, err := LoadProblems()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("no problem %q", name)
	return Problem{}
}

// TestJudgeCaptureLineEndsInTheCapture plays out the ladder of the suite's first ladder problem after its correct
// move: the line the judge shows alternates defence and atari and ends with the chain taken.
func TestJudgeCaptureLineEndsInTheCapture(t *testing.T) {
	p := problemByName(t, "ladder-1")
	pos := p.Position
	g := Goal{Kind: GoalCapture, Targets: []engine.Point{p.Target}}
	j := NewJudge()
	v, err := j.Move(context.Background(), &pos, g, p.Answers[0])
	if err != nil || !v.Known || !v.Correct || v.Reached {
		t.Fatalf("verdict %+v, %v", v, err)
	}
	q := pos
	q.PlayFast(p.Answers[0])
	for _, m := range v.Line {
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
			t.Fatalf("line %s: %v", gtpList(v.Line, pos.Rows()), err)
		}
	}
	if q.At(p.Target) == engine.White || q.Outcome().Winner != engine.Black {
		t.Errorf("after the line %s the chain stands:\n%s", gtpList(v.Line, pos.Rows()), q.String())
	}
	// The line chases the ladder to the edge, though a net would take the chain a few moves sooner.
	if v.Plies != 1+len(v.Line) || v.Quickest == 0 || v.Quickest > v.Plies || len(v.Line) < 6 {
		t.Errorf("plies %d, quickest %d, line %s: want a ladder of several moves", v.Plies, v.Quickest, gtpList(v.Line, pos.Rows()))
	}
	if m := LineMotif(&pos, append([]engine.Point{p.Answers[0]}, v.Line...), g.Targets); m != MotifLadder {
		t.Errorf("the line shows %s, want a ladder", m)
	}
	if st := j.State(context.Background(), &q, g, engine.Black); st != GoalReached {
		t.Errorf("state after the capture: %v", st)
	}
}

// TestJudgeWrongMoveIsRefuted checks that a wrong atari in the ladder problem is refuted: the chain escapes, and
// the line shows it reaching three liberties.
func TestJudgeWrongMoveIsRefuted(t *testing.T) {
	p := problemByName(t, "ladder-1")
	pos := p.Position
	g := Goal{Kind: GoalCapture, Targets: []engine.Point{p.Target}}
	wrong, _ := engine.ParseGTPPoint("C4", pos.Cols(), pos.Rows()) // the atari from the wrong side
	v, err := NewJudge().Move(context.Background(), &pos, g, wrong)
	if err != nil || !v.Known || v.Correct || len(v.Line) == 0 {
		t.Fatalf("verdict %+v, %v", v, err)
	}
	q := pos
	q.PlayFast(wrong)
	for _, m := range v.Line {
		q.PlayFast(m)
	}
	if q.At(p.Target) != engine.White || q.Liberties(p.Target) < 3 {
		t.Errorf("after the refutation %s the chain has %d liberties:\n%s", gtpList(v.Line, pos.Rows()), q.Liberties(p.Target), q.String())
	}
}

// TestJudgeLadderQuestion answers "does this ladder work?" on the suite's ladder and on the same ladder with a
// breaker in its path.
func TestJudgeLadderQuestion(t *testing.T) {
	j := NewJudge()
	for _, tc := range []struct {
		name  string
		works bool
	}{{"ladder-1", true}, {"ladder-breaker-1", false}} {
		p := problemByName(t, tc.name)
		works, known, line := j.LadderWorks(&p.Position, p.Target)
		if !known || works != tc.works {
			t.Errorf("%s: works %v known %v, want works %v", tc.name, works, known, tc.works)
		}
		if works && len(line) < 5 {
			t.Errorf("%s: ladder line %s is too short", tc.name, gtpList(line, p.Position.Rows()))
		}
	}
}

// TestJudgeLifeAndDeath checks the exact life-and-death search on the straight three in the corner: the middle
// point kills with Black to move and lives with White to move, and nothing else does either.
func TestJudgeLifeAndDeath(t *testing.T) {
	diagram := `
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . . . . . .
		X X X X X . .
		O O O O X . .
		. . . O X . .`
	j := NewJudge()
	ctx := context.Background()
	for _, tc := range []struct {
		toMove engine.Color
		kind   GoalKind
	}{{engine.Black, GoalKill}, {engine.White, GoalLive}} {
		pos := engine.MustDiagram(diagram, engine.GoRules(engine.Territory, 6.5))
		pos.SetToMove(tc.toMove)
		target, _ := engine.ParseGTPPoint("A2", 7, 7)
		g := Goal{Kind: tc.kind, Targets: []engine.Point{target}}
		if err := g.Check(&pos, tc.toMove); err != nil {
			t.Fatal(err)
		}
		correct, wrong, err := j.Answers(ctx, &pos, g)
		if err != nil {
			t.Fatal(err)
		}
		if got := gtpList(correct, 7); got != "B1" {
			t.Errorf("%s: correct %s, want B1", tc.kind, got)
		}
		moves := slices.DeleteFunc(pos.LegalMoves(nil), func(m engine.Point) bool { return m == engine.Pass })
		if len(correct)+len(wrong) != len(moves) {
			t.Errorf("%s: %d correct and %d wrong of %d moves", tc.kind, len(correct), len(wrong), len(moves))
		}
		// A wrong move is shown wrong by the other side's answer at the vital point.
		a1, _ := engine.ParseGTPPoint("A1", 7, 7)
		v, err := j.Move(ctx, &pos, g, a1)
		if err != nil || !v.Known || v.Correct || len(v.Line) == 0 || gtpList(v.Line[:1], 7) != "B1" {
			t.Errorf("%s: A1 verdict %+v, %v", tc.kind, v, err)
		}
	}
}

// TestJudgeWinIsTheSolversWord checks GoalWin on a small capture-1 board against the exact solver: the judge
// accepts a move exactly when the solver proves it wins.
func TestJudgeWinIsTheSolversWord(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . .
		. X O . .
		. O X . .
		. . . . .
		. . . . .`, engine.AtariRules(1))
	g := Goal{Kind: GoalWin}
	if err := g.Check(&pos, engine.Black); err != nil {
		t.Fatal(err)
	}
	j := NewJudge()
	correct, wrong, err := j.Answers(context.Background(), &pos, g)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range pos.LegalMoves(nil) {
		q := pos
		q.PlayFast(m)
		sol, err := NewSolver().Solve(context.Background(), &q, nil)
		if err != nil || !sol.Known {
			continue
		}
		if (sol.Winner == engine.Black) != slices.Contains(correct, m) {
			t.Errorf("%s: solver says %s wins, judge's correct moves %s", m.GTP(5), sol.Winner, gtpList(correct, 5))
		}
	}
	if len(correct) == 0 || len(wrong) == 0 {
		t.Errorf("correct %s, wrong %s: the crosscut should have both", gtpList(correct, 5), gtpList(wrong, 5))
	}
}

// TestJudgeQuestionBudget checks that a question needing more reading than the judge's budget is answered "not
// known", whatever part of the work ran out, and that the same question within the default budget is proven: a
// long ladder, or a short one in -short mode.
func TestJudgeQuestionBudget(t *testing.T) {
	name := "ladder-1"
	if testing.Short() {
		name = "ladder-5" // a short ladder
	}
	p := problemByName(t, name)
	pos := p.Position
	g := Goal{Kind: GoalCapture, Targets: []engine.Point{p.Target}}
	j := NewJudge()
	v, err := j.Move(context.Background(), &pos, g, p.Answers[0])
	if err != nil || !v.Known || !v.Correct {
		t.Fatalf("within the default budget: %+v, %v", v, err)
	}
	used := j.Spent()
	for _, budget := range []int{1, used / 4, used / 2, used - 1} {
		j := NewJudge()
		j.Budget = budget
		v, err := j.Move(context.Background(), &pos, g, p.Answers[0])
		if err != nil || v.Known {
			t.Errorf("budget %d of the %d nodes needed: %+v, %v; want not known", budget, used, v, err)
		}
		if works, known, _ := j.LadderWorks(&pos, p.Target); known && budget < 10 {
			t.Errorf("budget %d: the ladder question was answered (%v)", budget, works)
		}
	}
}

// TestLadderWorksShowsItsLine answers ladder questions on a board made for the test, with and without
// breakers: a ladder that works is shown to the capture, one that does not to the chain's escape along the
// ladder's own path (to the breaker), never as an empty line.
func TestLadderWorksShowsItsLine(t *testing.T) {
	const board = `
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . X . . . . .
. . X O . . . . .
. . . . X . . . .
. . . . . . . . .
. . . . . . . . .`
	tests := []struct {
		breakers string // White stones added
		works    bool
		line     string
	}{
		{"", true, "E4 D3 D2 C3 B3 C2 B2 C1 B1 D1 E1"},
		{"B3 G6", false, "E4 D3 D2 C3"},
		{"B2 H7", false, "E4 D3 D2 C3 B3 C2"},
	}
	for _, tc := range tests {
		pos := engine.MustDiagram(board, engine.AtariRules(1))
		for _, f := range strings.Fields(tc.breakers) {
			pt := gtpPoint(t, f, 9)
			pos.Place(pt, engine.White)
		}
		target := gtpPoint(t, "D4", 9)
		works, known, line := NewJudge().LadderWorks(&pos, target)
		var got []string
		end := pos
		end.SetToMove(engine.Black)
		for _, p := range line {
			got = append(got, p.GTP(9))
			if _, err := end.Play(engine.Move{Color: end.ToMove(), Point: p}); err != nil {
				t.Fatalf("breakers %q: the line is not legal at %s: %v", tc.breakers, p.GTP(9), err)
			}
		}
		if !known || works != tc.works || strings.Join(got, " ") != tc.line {
			t.Errorf("breakers %q: works %v known %v line %v; want works %v line %s", tc.breakers, works, known, got, tc.works, tc.line)
			continue
		}
		captured := !end.At(target).IsStone()
		if tc.works != captured || !tc.works && end.Liberties(target) < 3 {
			t.Errorf("breakers %q: the line ends with the chain captured %v, %d liberties", tc.breakers, captured, end.Liberties(target))
		}
	}
}

// TestJudgeSetsAsideWhatThePageDoesNotAsk judges moves on a capture page made for the test: the capture of the
// marked chain is right; a capture of another stone first, or a way to the chain slower than the quickest, is
// set aside (neither right nor refuted); a page that takes any way accepts the slower one.
func TestJudgeSetsAsideWhatThePageDoesNotAsk(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . . . .
		. . . X . . .
		. . X O X . .
		. . X O X . .
		. . X . X . .
		. . . . . . .
		. . . . . X O`, engine.AtariRules(1))
	pt := func(s string) engine.Point { return gtpPoint(t, s, 7) }
	tests := []struct {
		move    string
		anyWay  bool
		correct bool
		aside   Aside
	}{
		{"D3", false, true, AsideNone},     // captures the chain at once
		{"G2", false, false, AsideOffTask}, // captures the stone in the corner first
		{"A7", false, false, AsideSlower},  // the chain cannot escape, but it takes three plies, not one
		{"A7", true, true, AsideNone},      // any way counts
	}
	j := NewJudge()
	for _, tc := range tests {
		g := Goal{Kind: GoalCapture, Targets: []engine.Point{pt("D5")}, AnyWay: tc.anyWay}
		v, err := j.Move(context.Background(), &pos, g, pt(tc.move))
		if err != nil || !v.Known {
			t.Fatalf("%s: %v, known %v", tc.move, err, v.Known)
		}
		if v.Correct != tc.correct || v.Aside != tc.aside {
			t.Errorf("%s (any way %v): correct %v aside %v; want %v %v", tc.move, tc.anyWay, v.Correct, v.Aside, tc.correct, tc.aside)
		}
	}
}

// TestJudgeFarMoveLetsTheChainOut checks the page of the two white stones with one liberty: a move far away lets
// them out to three liberties, and Black can take them later only by first taking the stones White throws in to
// last longer, which a page that asks for the chain does not count; the capture at once is the one right move.
func TestJudgeFarMoveLetsTheChainOut(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . X O X . .
		. . X O X . .
		. . . X . . .
		. . . . . . .`, engine.AtariRules(1))
	j := NewJudge()
	d4 := gtpPoint(t, "D4", 7)
	g := Goal{Kind: GoalCapture, Targets: []engine.Point{d4}}
	for _, tc := range []struct {
		move    string
		correct bool
	}{{"C7", false}, {"A1", false}, {"D5", true}} {
		mv := gtpPoint(t, tc.move, 7)
		v, err := j.Move(context.Background(), &pos, g, mv)
		if err != nil || !v.Known || v.Aside != AsideNone || v.Correct != tc.correct {
			t.Errorf("%s: %+v (%v); want correct %v", tc.move, v, err, tc.correct)
		}
	}
}

// TestJudgeAsksForThePagesTactic checks a goal that names a tactic: the quickest way is right only when its line
// shows that tactic from its first move, and otherwise set aside as another way.
func TestJudgeAsksForThePagesTactic(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. X . . . . .
		. O . . . . .
		. X . . . . .
		. . . . . . .`, engine.AtariRules(1))
	pt := func(s string) engine.Point { return gtpPoint(t, s, 7) }
	j := NewJudge()
	for _, tc := range []struct {
		motif   Motif
		correct bool
		aside   Aside
	}{
		{MotifNone, true, AsideNone},
		{MotifLadder, true, AsideNone},   // C4 drives the stone along the edge, atari after atari
		{MotifNet, false, AsideOtherWay}, // as quick, but no net
		{MotifAtari, true, AsideNone},    // a plain atari names no tactic to ask for
		{MotifDoubleAtari, false, AsideOtherWay},
	} {
		g := Goal{Kind: GoalCapture, Targets: []engine.Point{pt("B3")}, Motif: tc.motif}
		v, err := j.Move(context.Background(), &pos, g, pt("C3"))
		if err != nil || !v.Known || v.Correct != tc.correct || v.Aside != tc.aside {
			t.Errorf("%v: %+v (%v); want correct %v aside %v", tc.motif, v, err, tc.correct, tc.aside)
		}
	}
}

// TestJudgeSetsAsideAMoveThatWinsOtherStones checks a move after which the target escapes but which puts another
// chain in a capture the learner forces: it is set aside, not refuted; a move far away stays refuted, though a
// capture of that chain was there before it.
func TestJudgeSetsAsideAMoveThatWinsOtherStones(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . . . .
		. X O X . . .
		. . . . . . .
		. . . . X O .
		. . . . . . .
		. O O O . X .
		. . . . . . .`, engine.AtariRules(1))
	pt := func(s string) engine.Point { return gtpPoint(t, s, 7) }
	j := NewJudge()
	for _, tc := range []struct {
		move  string
		aside Aside
	}{{"F5", AsideOffTask}, {"F3", AsideOffTask}, {"A1", AsideNone}} {
		g := Goal{Kind: GoalCapture, Targets: []engine.Point{pt("C6")}}
		v, err := j.Move(context.Background(), &pos, g, pt(tc.move))
		if err != nil || !v.Known || v.Correct || v.Aside != tc.aside {
			t.Errorf("%s: %+v (%v); want aside %v", tc.move, v, err, tc.aside)
		}
	}
}

// gtpPoint reads a point in GTP coordinates ("D4") on a board size points high; the test fails on a bad one.
func gtpPoint(t *testing.T, s string, size int) engine.Point {
	t.Helper()
	p, err := engine.ParseGTPPoint(s, size, size)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestJudgeReadsKoThreats checks a ko-threat page made for the test, under Go rules: White has just taken the ko
// at E5, so Black may not take back at once; the page names the stone in the ko and the stone a threat puts in
// atari. Only an atari on C3 is right (White saves it, and Black takes back the ko); any other move is refuted by
// White ending the ko; the take-back now is not allowed at all.
func TestJudgeReadsKoThreats(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . . . .
		. . . . X O .
		. . O X . X O
		. . . . X O .
		. X O . . . .
		. . X O . . .
		. . . . . . .`, engine.GoRules(engine.Territory, 6.5))
	pt := func(s string) engine.Point { return gtpPoint(t, s, 7) }
	pos.SetToMove(engine.White)
	if _, err := pos.Play(engine.Move{Color: engine.White, Point: pt("E5")}); err != nil {
		t.Fatal(err) // White takes the ko: the black stone on F5 is captured
	}
	j := NewJudge()
	g := Goal{Kind: GoalCapture, Targets: []engine.Point{pt("E5"), pt("C3")}, Motif: MotifKo}
	if _, err := j.Move(context.Background(), &pos, g, pt("F5")); !errors.Is(err, engine.ErrKo) {
		t.Errorf("taking back at once: %v; want %v", err, engine.ErrKo)
	}
	for _, tc := range []struct {
		move    string
		correct bool
		line    string // the proven line after the move
	}{
		{"C4", true, "D3 F5"}, // atari: White saves the stone, Black takes back the ko
		{"D3", true, "C4 F5"}, // the other atari
		{"A7", false, "F5"},   // no threat: White ends the ko
		{"D4", false, "F5"},   // next to the ko, but no threat
		{"B4", false, "F5"},   // near the stone, but no atari
	} {
		v, err := j.Move(context.Background(), &pos, g, pt(tc.move))
		if err != nil || !v.Known || v.Correct != tc.correct || v.Aside != AsideNone {
			t.Errorf("%s: %+v (%v); want correct %v", tc.move, v, err, tc.correct)
			continue
		}
		var got []string
		for _, m := range v.Line {
			got = append(got, m.GTP(7))
		}
		if strings.Join(got, " ") != tc.line {
			t.Errorf("%s: line %v; want %s", tc.move, got, tc.line)
		}
		if tc.correct {
			line := append([]engine.Point{pt(tc.move)}, v.Line...)
			if m := LineMotif(&pos, line, g.Targets); m != MotifKo {
				t.Errorf("%s: the line shows %v; want the ko", tc.move, m)
			}
		}
	}
}

// TestJudgeDoesNotRefuteWhatTheSolverWins checks a position from a random game where the reading, within its depth
// limits, finds a counter-capture against B6 (Black ataris the white stone on A4), but White saves that stone first
// and still takes A7, seven plies in all: the exact solver settles the game for White, so B6 is set aside as a
// slower way, not refuted; B7, the quickest way, is right.
func TestJudgeDoesNotRefuteWhatTheSolverWins(t *testing.T) {
	pos := engine.MustDiagram(`
		X . . O . . .
		. . . . X . X
		. O . X . . .
		O X X X . . .
		. . . . O . X
		O O . O . . .
		. O . . . . X`, engine.AtariRules(1))
	pos.SetToMove(engine.White)
	pt := func(s string) engine.Point { return gtpPoint(t, s, 7) }
	j := NewJudge()
	g := Goal{Kind: GoalCapture, Targets: []engine.Point{pt("A7")}}
	for _, tc := range []struct {
		move    string
		correct bool
		aside   Aside
	}{{"B6", false, AsideSlower}, {"B7", true, AsideNone}} {
		v, err := j.Move(context.Background(), &pos, g, pt(tc.move))
		if err != nil || !v.Known || v.Correct != tc.correct || v.Aside != tc.aside {
			t.Errorf("%s: %+v (%v); want correct %v aside %v", tc.move, v, err, tc.correct, tc.aside)
		}
	}
}
