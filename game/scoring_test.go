package game

import (
	"errors"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

func TestScoringTakesTheEstimateUnlessMarkedByHand(t *testing.T) {
	s := humanVsComputer(t, engine.GoRules(engine.Area, 0.5), 5)
	s.Seats[engine.White] = Human
	m, _, _ := NewMatch(s, nil)
	mustPlay(t, m, 2, 0)
	mustPlay(t, m, 0, 0)
	m.Pass()
	effs, _ := m.Pass()
	var ask *AskDead
	for _, e := range effs {
		if a, ok := e.(AskDead); ok {
			ask = &a
		}
	}
	if ask == nil || !m.Estimating() {
		t.Fatalf("no AskDead in %v", effs)
	}
	var est engine.PointSet
	est.Add(engine.Pt(0, 0))
	m.DeadEstimated(ask.Seq+1, est) // stale: ignored
	if m.Dead().Has(engine.Pt(0, 0)) {
		t.Fatal("stale estimate used")
	}
	m.DeadEstimated(ask.Seq, est)
	if !m.Dead().Has(engine.Pt(0, 0)) || m.Estimating() {
		t.Fatal("estimate not used")
	}
	// After a person marks stones, a late estimate does not overwrite them.
	m.Undo()
	mustPlay(t, m, 4, 4)
	m.Pass()
	effs, _ = m.Pass()
	for _, e := range effs {
		if a, ok := e.(AskDead); ok {
			ask = &a
		}
	}
	m.ToggleDead(engine.Pt(4, 4))
	byHand := *m.Dead()
	m.DeadEstimated(ask.Seq, est)
	if !m.Dead().Has(engine.Pt(4, 4)) || *m.Dead() != byHand {
		t.Fatal("estimate overwrote the marks made by hand")
	}
}

func TestSessionDeliversTheDeadStoneEstimate(t *testing.T) {
	s := humanVsComputer(t, engine.GoRules(engine.Area, 0.5), 5)
	s.Seats[engine.White] = Human
	m, first, _ := NewMatch(s, nil)
	woken := wakes(t)
	sess := NewSessionEval(m, first, 1, DefaultEval())
	defer sess.Close()
	sess.Do(m.Play(engine.Pt(2, 2)))
	sess.Do(m.Pass())
	sess.Do(m.Pass())
	for sess.Update(); m.Estimating(); sess.Update() {
		awaitWake(t, woken, "estimate of the dead stones")
	}
}

// passToCount plays the moves (col,row pairs) for the person, answering each computer turn at the next point of
// replies (or with a pass when they run out), then passes for the person and lets the computer pass: the counting
// stage, with its AskDead.
func passToCount(t *testing.T, m *Match, moves [][2]int, replies [][2]int) AskDead {
	t.Helper()
	clk := &fakeClock{t: time.Unix(1000, 0)}
	m.now = clk.now
	// reply answers the computer's request among effs, if there is one, and returns what the answer brought.
	reply := func(effs []Effect) []Effect {
		a := asks(effs)
		if len(a) == 0 {
			return nil
		}
		res := ai.Result{Move: engine.Pass}
		if len(replies) > 0 {
			res.Move, replies = engine.Pt(replies[0][0], replies[0][1]), replies[1:]
		}
		clk.t = clk.t.Add(time.Hour)
		return m.ComputerMoved(a[0].Seq, res)
	}
	for _, mv := range moves {
		reply(mustPlay(t, m, mv[0], mv[1]))
	}
	effs, err := m.Pass()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range append(effs, reply(effs)...) {
		if a, ok := e.(AskDead); ok {
			return a
		}
	}
	t.Fatalf("no counting after two passes: state %v", m.State())
	return AskDead{}
}

func TestCountingAgainstTheComputer(t *testing.T) {
	// 5×5 territory counting: Black walls off the left edge, where a lone white stone at A1 is dead; White's wall
	// leaves a gap at C1, so the right side is no one's.
	//   5 . X O . .
	//   4 . X O . .
	//   3 . X O . .
	//   2 . X O . .
	//   1 O X . . .
	//     A B C D E
	m, _, err := NewMatch(humanVsComputer(t, engine.GoRules(engine.Territory, 0.5), 5), nil)
	if err != nil {
		t.Fatal(err)
	}
	ask := passToCount(t, m, [][2]int{{1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}},
		[][2]int{{2, 0}, {2, 1}, {2, 2}, {2, 3}, {0, 4}})
	if m.State() != Scoring {
		t.Fatalf("state %v", m.State())
	}
	a1 := engine.Pt(0, 4)
	var view engine.PointSet
	view.Add(a1)
	m.DeadEstimated(ask.Seq, view)
	if !m.Dead().Has(a1) || len(m.Disputed()) != 0 {
		t.Fatalf("the computer's view is not the proposal: dead A1 %v, disputed %v", m.Dead().Has(a1), m.Disputed())
	}
	sc := m.Score()
	// Black: 5 territory (A1 to A5, A1 a dead stone's point) + 0 captured + 1 dead; White: no territory, komi 0.5.
	if sc.Territory[engine.Black] != 5 || sc.Prisoners[engine.Black] != 1 || sc.Dead[engine.White] != 1 {
		t.Fatalf("count %+v", sc)
	}

	// A person who calls A1 alive disagrees with the computer: the count cannot be accepted.
	if _, err := m.ToggleDead(a1); err != nil {
		t.Fatal(err)
	}
	if d := m.Disputed(); len(d) != 1 || d[0] != a1 {
		t.Fatalf("disputed %v, want A1", d)
	}
	if _, err := m.AcceptScore(); !errors.Is(err, ErrDisputed) {
		t.Fatalf("a disputed count was accepted: %v", err)
	}

	// Resume play: both passes are taken back (the computer would pass again), and the person moves.
	if _, err := m.ResumePlay(); err != nil {
		t.Fatal(err)
	}
	if m.State() != HumanTurn || m.Position().LastMove() == engine.Pass {
		t.Fatalf("after resuming: state %v, last move %v", m.State(), m.Position().LastMove())
	}
	// The person captures A1 on the board, both pass, and the count agrees at once: Black 4 territory + 1 captured,
	// White komi 0.5.
	ask = passToCount(t, m, [][2]int{{0, 3}}, nil)
	m.DeadEstimated(ask.Seq, engine.PointSet{})
	if len(m.Disputed()) != 0 {
		t.Fatalf("disputed %v", m.Disputed())
	}
	if _, err := m.AcceptScore(); err != nil {
		t.Fatal(err)
	}
	if m.State() != Over || m.Record().Info.Result != "B+4.5" {
		t.Fatalf("state %v, RE %q; want the count B+4.5 in the record", m.State(), m.Record().Info.Result)
	}
	// Taking the end back takes the result back.
	if _, err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.Record().Info.Result != "" {
		t.Errorf("RE %q stays after the count was taken back", m.Record().Info.Result)
	}
}

func TestGroupIsWhatAClickMarks(t *testing.T) {
	tests := []struct {
		name  string
		board string
		at    string
		want  int // stones in the group
	}{
		{"two dead white stones inside Black's area, one group", `
			. X . . O .
			X . X O . .
			. O . X . .
			X . O X . .
			X X X . . .
			. . . . . .`, "B4", 2},
		{"a chain walled in by the other colour is its own group", `
			X X X X .
			X O . X .
			X X X X .
			. . . . O
			. . . . .`, "B4", 1},
		{"two white chains that reach each other through empty points", `
			O . O . X
			. . . . X
			X X X X X
			. . . . .
			. . . . .`, "A5", 2},
		{"an empty point is no group", `
			. X
			X .`, "A2", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := engine.MustDiagram(tc.board, engine.GoRules(engine.Area, 0))
			pt, err := engine.ParseGTPPoint(tc.at, p.Cols(), p.Rows())
			if err != nil {
				t.Fatal(err)
			}
			if got := len(Group(&p, pt)); got != tc.want {
				t.Errorf("the group at %s has %d stones, want %d", tc.at, got, tc.want)
			}
		})
	}
}
