package game

import (
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

// level is the key of the first computer level, whatever the table holds.
func level(t *testing.T) string {
	t.Helper()
	lv := ai.Levels()
	if len(lv) == 0 {
		t.Fatal("no computer levels")
	}
	return lv[0].Key
}

// humanVsComputer returns a setup with a person as Black and the computer as White.
func humanVsComputer(t *testing.T, rules engine.Rules, size int) Setup {
	s := Setup{Rules: rules, Cols: size, Rows: size, First: engine.Black}
	s.Seats[engine.Black] = Human
	s.Seats[engine.White] = Computer(level(t))
	return s
}

// asks returns the Ask effects among effs.
func asks(effs []Effect) []Ask {
	var out []Ask
	for _, e := range effs {
		if a, ok := e.(Ask); ok {
			out = append(out, a)
		}
	}
	return out
}

// has reports whether effs holds an effect of the same type as want.
func has[T Effect](effs []Effect) bool {
	for _, e := range effs {
		if _, ok := e.(T); ok {
			return true
		}
	}
	return false
}

// mustPlay plays a person's move and fails the test on error.
func mustPlay(t *testing.T, m *Match, col, row int) []Effect {
	t.Helper()
	effs, err := m.Play(engine.Pt(col, row))
	if err != nil {
		t.Fatalf("play %d,%d: %v", col, row, err)
	}
	return effs
}

// answer returns a successful computer answer at col,row.
func answer(col, row int) ai.Result { return ai.Result{Move: engine.Pt(col, row)} }

func TestHumanMoveAsksComputerAndPacesTheReply(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	m, effs, err := NewMatch(humanVsComputer(t, engine.AtariRules(1), 7), clk.now)
	if err != nil {
		t.Fatal(err)
	}
	if len(effs) != 0 || m.State() != HumanTurn {
		t.Fatalf("start: state %v effects %v", m.State(), effs)
	}
	effs = mustPlay(t, m, 3, 3)
	if !has[Played](effs) {
		t.Errorf("no Played effect in %v", effs)
	}
	a := asks(effs)
	if len(a) != 1 || a[0].Color != engine.White || m.State() != ComputerTurn {
		t.Fatalf("after move: state %v asks %v", m.State(), a)
	}
	if a[0].Position.At(engine.Pt(3, 3)) != engine.Black {
		t.Error("the asked position lacks the person's stone")
	}
	// An early answer is held until the reply delay is over.
	if effs := m.ComputerMoved(a[0].Seq, answer(2, 2)); len(effs) != 0 {
		t.Fatalf("early answer played at once: %v", effs)
	}
	if effs := m.Tick(); len(effs) != 0 {
		t.Fatalf("tick before the delay played: %v", effs)
	}
	clk.advance(DefaultReplyDelay)
	effs = m.Tick()
	if !has[Played](effs) || m.State() != HumanTurn || m.Position().At(engine.Pt(2, 2)) != engine.White {
		t.Fatalf("after delay: state %v effects %v", m.State(), effs)
	}
}

func TestIllegalMoveIsExplainedAndTheSamePersonMovesAgain(t *testing.T) {
	s := humanVsComputer(t, engine.AtariRules(1), 5)
	s.Seats[engine.White] = Human
	m, _, err := NewMatch(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	mustPlay(t, m, 2, 2)
	_, err = m.Play(engine.Pt(2, 2))
	if !errors.Is(err, engine.ErrOccupied) {
		t.Fatalf("err = %v, want ErrOccupied", err)
	}
	if m.State() != HumanTurn || m.ToMove() != engine.White {
		t.Fatalf("state %v to move %v", m.State(), m.ToMove())
	}
	if _, err := m.Pass(); !errors.Is(err, engine.ErrPassNotAllowed) {
		t.Errorf("pass in Atari Go: %v", err)
	}
}

func TestUndoDuringThinkingCancelsAndTakesBackThePersonsMove(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	m, _, _ := NewMatch(humanVsComputer(t, engine.AtariRules(1), 7), clk.now)
	a := asks(mustPlay(t, m, 3, 3))
	effs, err := m.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if !has[Cancel](effs) || m.State() != HumanTurn || m.Position().At(engine.Pt(3, 3)) != engine.Empty {
		t.Fatalf("undo: state %v effects %v", m.State(), effs)
	}
	clk.advance(time.Second)
	if effs := m.ComputerMoved(a[0].Seq, answer(2, 2)); len(effs) != 0 || m.Position().At(engine.Pt(2, 2)) != engine.Empty {
		t.Fatalf("stale answer was played: %v", effs)
	}
}

func TestUndoAgainstTheComputerTakesBackItsReplyToo(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	m, _, _ := NewMatch(humanVsComputer(t, engine.AtariRules(1), 7), clk.now)
	a := asks(mustPlay(t, m, 3, 3))
	clk.advance(time.Second)
	m.ComputerMoved(a[0].Seq, answer(2, 2))
	if m.Position().MoveNumber() != 2 {
		t.Fatalf("moves = %d", m.Position().MoveNumber())
	}
	if _, err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.Position().MoveNumber() != 0 || m.State() != HumanTurn {
		t.Fatalf("after undo: move %d state %v", m.Position().MoveNumber(), m.State())
	}
	if _, err := m.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo at start: %v", err)
	}
	// Redo brings back both moves and leaves the person to move.
	effs, err := m.Redo()
	if err != nil {
		t.Fatal(err)
	}
	if m.Position().MoveNumber() != 2 || m.State() != HumanTurn || len(asks(effs)) != 0 {
		t.Fatalf("after redo: move %d state %v effects %v", m.Position().MoveNumber(), m.State(), effs)
	}
	// A different move after undo starts a variation and keeps the old line.
	m.Undo()
	mustPlay(t, m, 1, 1)
	if n := len(m.Record().Root().Children()); n != 2 {
		t.Errorf("root has %d variations, want 2", n)
	}
}

func TestSeatChangeDuringThinking(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	m, _, _ := NewMatch(humanVsComputer(t, engine.AtariRules(1), 7), clk.now)
	a := asks(mustPlay(t, m, 3, 3))

	// Another computer level: the move being computed is kept.
	effs := m.SetSeat(engine.White, Computer(level(t)))
	if has[Cancel](effs) || len(asks(effs)) != 0 || m.State() != ComputerTurn {
		t.Fatalf("level change: state %v effects %v", m.State(), effs)
	}
	clk.advance(time.Second)
	if effs := m.ComputerMoved(a[0].Seq, answer(2, 2)); !has[Played](effs) {
		t.Fatalf("answer after level change not played: %v", effs)
	}

	// A person takes over while the computer thinks: it is stopped at once.
	a = asks(mustPlay(t, m, 4, 4))
	effs = m.SetSeat(engine.White, Human)
	if !has[Cancel](effs) || m.State() != HumanTurn || m.ToMove() != engine.White {
		t.Fatalf("to human: state %v effects %v", m.State(), effs)
	}
	if effs := m.ComputerMoved(a[0].Seq, answer(1, 1)); len(effs) != 0 {
		t.Fatalf("stale answer played: %v", effs)
	}
	mustPlay(t, m, 1, 5)

	// A computer takes over the colour to move: it is asked at once.
	effs = m.SetSeat(engine.Black, Computer(level(t)))
	if a := asks(effs); len(a) != 1 || a[0].Color != engine.Black || m.State() != ComputerTurn {
		t.Fatalf("to computer: state %v effects %v", m.State(), effs)
	}
}

func TestCaptureEndsAtariGo(t *testing.T) {
	s := humanVsComputer(t, engine.AtariRules(1), 5)
	s.Seats[engine.White] = Human
	m, _, _ := NewMatch(s, nil)
	// Black surrounds the white stone at 1,1.
	moves := [][2]int{{1, 0}, {1, 1}, {0, 1}, {4, 4}, {2, 1}, {3, 4}}
	for _, mv := range moves {
		mustPlay(t, m, mv[0], mv[1])
	}
	effs := mustPlay(t, m, 1, 2)
	if m.State() != Over || !has[Ended](effs) {
		t.Fatalf("state %v effects %v", m.State(), effs)
	}
	if o := m.Outcome(); o.Winner != engine.Black || o.Reason != engine.ByCapture {
		t.Fatalf("outcome %+v", o)
	}
	if _, err := m.Play(engine.Pt(0, 0)); !errors.Is(err, engine.ErrGameOver) {
		t.Errorf("move after the end: %v", err)
	}
	// Undo after the end goes back into the game.
	if _, err := m.Undo(); err != nil || m.State() != HumanTurn {
		t.Fatalf("undo after end: %v %v", err, m.State())
	}
}

func TestTwoPassesOpenScoringAndAcceptEnds(t *testing.T) {
	s := humanVsComputer(t, engine.GoRules(engine.Area, 0.5), 5)
	s.Seats[engine.White] = Human
	m, _, _ := NewMatch(s, nil)
	mustPlay(t, m, 2, 0)
	mustPlay(t, m, 0, 0)
	m.Pass()
	effs, err := m.Pass()
	if err != nil || m.State() != Scoring || has[Ended](effs) {
		t.Fatalf("two passes: %v state %v effects %v", err, m.State(), effs)
	}
	// The lone white stone in the corner is in atari? No: it has two liberties; mark it by hand.
	if _, err := m.ToggleDead(engine.Pt(0, 0)); err != nil {
		t.Fatal(err)
	}
	if !m.Dead().Has(engine.Pt(0, 0)) {
		t.Fatal("stone not marked dead")
	}
	effs, err = m.AcceptScore()
	if err != nil || m.State() != Over || !has[Ended](effs) {
		t.Fatalf("accept: %v state %v effects %v", err, m.State(), effs)
	}
	if o := m.Outcome(); o.Winner != engine.Black || o.Reason != engine.ByScore || o.Margin != 24.5 {
		t.Fatalf("outcome %+v", o)
	}
	// Undo from the end takes back the last pass.
	if _, err := m.Undo(); err != nil || m.State() != HumanTurn {
		t.Fatalf("undo: %v state %v", err, m.State())
	}
}

// TestCountingIsToldOnReachingTheCount tells Counting when two passes reach the count, and again when play resumed
// reaches it anew; marking stones tells nothing, and accepting tells Ended.
func TestCountingIsToldOnReachingTheCount(t *testing.T) {
	s := humanVsComputer(t, engine.GoRules(engine.Area, 0.5), 5)
	s.Seats[engine.White] = Human
	m, _, _ := NewMatch(s, nil)
	mustPlay(t, m, 2, 0)
	if effs, _ := m.Pass(); has[Counting](effs) {
		t.Fatalf("one pass: %v", effs)
	}
	if effs, _ := m.Pass(); !has[Counting](effs) || m.State() != Scoring {
		t.Fatalf("two passes: state %v effects %v", m.State(), effs)
	}
	if effs, err := m.ToggleDead(engine.Pt(2, 0)); err != nil || len(effs) != 0 {
		t.Fatalf("marking: %v effects %v", err, effs)
	}
	if effs, err := m.ResumePlay(); err != nil || has[Counting](effs) {
		t.Fatalf("resume: %v effects %v", err, effs)
	}
	if effs, _ := m.Pass(); !has[Counting](effs) {
		t.Fatalf("passes after resuming: %v", effs)
	}
	if effs, err := m.AcceptScore(); err != nil || has[Counting](effs) || !has[Ended](effs) {
		t.Fatalf("accept: %v effects %v", err, effs)
	}
}

func TestResignDuringThinking(t *testing.T) {
	m, _, _ := NewMatch(humanVsComputer(t, engine.GoRules(engine.Territory, 6.5), 9), nil)
	mustPlay(t, m, 4, 4)
	effs, err := m.Resign(engine.Black)
	if err != nil || !has[Cancel](effs) || !has[Ended](effs) || m.State() != Over {
		t.Fatalf("resign: %v state %v effects %v", err, m.State(), effs)
	}
	if o := m.Outcome(); o.Winner != engine.White || o.Reason != engine.ByResignation {
		t.Fatalf("outcome %+v", o)
	}
}

func TestPlacingRefusesAChainWithoutLiberties(t *testing.T) {
	s := humanVsComputer(t, engine.AtariRules(1), 5)
	s.Place = true
	m, effs, err := NewMatch(s, nil)
	if err != nil || len(effs) != 0 || m.State() != Placing {
		t.Fatalf("start: %v %v %v", err, m.State(), effs)
	}
	for _, p := range []engine.Point{engine.Pt(1, 0), engine.Pt(0, 1)} {
		if _, err := m.PlaceStone(p, engine.Black); err != nil {
			t.Fatal(err)
		}
	}
	m.PlaceStone(engine.Pt(0, 0), engine.White)
	if _, err := m.FinishPlacing(); !errors.Is(err, engine.ErrNoLiberties) {
		t.Fatalf("finish: %v, want ErrNoLiberties", err)
	}
	if m.State() != Placing {
		t.Fatalf("state %v", m.State())
	}
	// Placing the same colour again clears the point.
	m.PlaceStone(engine.Pt(0, 0), engine.White)
	if m.Position().At(engine.Pt(0, 0)) != engine.Empty {
		t.Fatal("second placement did not clear")
	}
	if _, err := m.FinishPlacing(); err != nil {
		t.Fatal(err)
	}
	if rp := m.Record().Root().Position(); m.State() != HumanTurn || rp.At(engine.Pt(1, 0)) != engine.Black {
		t.Fatalf("after placing: state %v", m.State())
	}
	if _, err := m.PlaceStone(engine.Pt(3, 3), engine.Black); !errors.Is(err, ErrNotPlacing) {
		t.Errorf("placing after start: %v", err)
	}
}

func TestComputerFailurePausesWithANotice(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	m, _, _ := NewMatch(humanVsComputer(t, engine.AtariRules(1), 7), clk.now)
	a := asks(mustPlay(t, m, 3, 3))
	effs := m.ComputerMoved(a[0].Seq, ai.Result{Err: ai.ErrPanic})
	if n := m.Notice(); m.State() != Paused || n.Kind != NoticeComputerFailed || !errors.Is(n.Err, ai.ErrPanic) || len(effs) != 0 {
		t.Fatalf("state %v notice %+v effects %v", m.State(), n, effs)
	}
	effs = m.SetPaused(false)
	if len(asks(effs)) != 1 || m.State() != ComputerTurn || m.Notice().Kind != NoticeNone {
		t.Fatalf("resume: state %v effects %v", m.State(), effs)
	}
}

func TestComputerIllegalMovePausesWithANotice(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	m, _, _ := NewMatch(humanVsComputer(t, engine.AtariRules(1), 7), clk.now)
	a := asks(mustPlay(t, m, 3, 3))
	clk.t = clk.t.Add(time.Minute)                  // past the pacing delay, so the answer is played at once
	effs := m.ComputerMoved(a[0].Seq, answer(3, 3)) // on the person's stone
	if n := m.Notice(); m.State() != Paused || n.Kind != NoticeComputerIllegal || !errors.Is(n.Err, engine.ErrOccupied) || has[Played](effs) {
		t.Fatalf("state %v notice %+v effects %v", m.State(), n, effs)
	}
	if m.Position().At(engine.Pt(3, 3)) != engine.Black {
		t.Error("the refused move changed the board")
	}
}

func TestWatchModeUndoPausesAndStepsOneMove(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	s := humanVsComputer(t, engine.AtariRules(1), 7)
	s.Seats[engine.Black] = Computer(level(t))
	m, effs, _ := NewMatch(s, clk.now)
	a := asks(effs)
	if len(a) != 1 || !m.Watching() {
		t.Fatalf("start: %v", effs)
	}
	clk.advance(time.Second)
	a = asks(m.ComputerMoved(a[0].Seq, answer(3, 3)))
	clk.advance(time.Second)
	m.ComputerMoved(a[0].Seq, answer(2, 2))
	effs, _ = m.Undo()
	if m.State() != Paused || m.Position().MoveNumber() != 1 || !has[Cancel](effs) {
		t.Fatalf("undo: state %v move %d effects %v", m.State(), m.Position().MoveNumber(), effs)
	}
	if effs := m.SetPaused(false); len(asks(effs)) != 1 {
		t.Fatalf("resume: %v", effs)
	}
}

func TestSetupHandicapAndStart(t *testing.T) {
	s := humanVsComputer(t, engine.GoRules(engine.Territory, 0.5), 9)
	s.Handicap = 4
	p, err := s.Position()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, pt := range p.Points(nil) {
		if p.At(pt) == engine.Black {
			n++
		}
	}
	if n != 4 || p.ToMove() != engine.White {
		t.Fatalf("handicap stones %d, to move %v", n, p.ToMove())
	}
	// In Atari Go a stronger start: one stone in the centre, two to four on the handicap points, not five.
	for n, want := range map[int]string{1: "D4", 2: "E5 C3"} {
		s = humanVsComputer(t, engine.AtariRules(1), 7)
		s.Handicap = n
		p, err := s.Position()
		if err != nil {
			t.Fatalf("%d extra stones in Atari Go: %v", n, err)
		}
		var got []string
		for _, pt := range p.Points(nil) {
			if p.At(pt) == engine.Black {
				got = append(got, pt.GTP(7))
			}
		}
		if strings.Join(got, " ") != want || p.ToMove() != engine.White {
			t.Errorf("%d extra stones in Atari Go: %v, %v to move; want %s, White to move", n, got, p.ToMove(), want)
		}
	}
	s = humanVsComputer(t, engine.AtariRules(1), 7)
	s.Handicap = 5
	if err := s.Check(); !errors.Is(err, ErrBadSetup) {
		t.Errorf("five extra stones in Atari Go: %v", err)
	}
	// A komi that is not a number, or beyond all reason, is refused (a command-line -komi NaN or 1e308).
	for _, k := range []float64{math.NaN(), math.Inf(1), 1e308, -101, 101} {
		s = humanVsComputer(t, engine.GoRules(engine.Territory, k), 9)
		if err := s.Check(); !errors.Is(err, ErrBadSetup) {
			t.Errorf("komi %v: %v", k, err)
		}
	}
	s = humanVsComputer(t, engine.GoRules(engine.Territory, -100), 9)
	if err := s.Check(); err != nil {
		t.Errorf("komi -100: %v", err)
	}
	s = humanVsComputer(t, engine.AtariRules(1), 7)
	s.Start, s.First = engine.StartCrosscut, engine.White
	p, _ = s.Position()
	if p.ToMove() != engine.White || p.At(engine.Pt(3, 3)) != engine.Black || p.At(engine.Pt(4, 3)) != engine.White {
		t.Fatalf("crosscut:\n%s", p.String())
	}
}
