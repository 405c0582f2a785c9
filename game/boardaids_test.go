package game

import (
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestSessionAids asks for the Go aids on a board split by two walls with a white stone in atari: the estimate
// gives Black the lead it has, the stone in atari is at risk, a move drops the aids of the old position, and the
// aids are never worked out in Atari Go.
func TestSessionAids(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . X O . .
		. . . X O . .
		. . . X O . .
		. . . X O . .
		. O X X O . .
		. . . X O . .
		. . . X O . .`, engine.GoRules(engine.Area, 0.5))
	var seats [3]Seat
	seats[engine.Black], seats[engine.White] = Human, Human
	m, first := NewMatchFromRecord(engine.NewGameFrom(pos), seats, nil)
	s := NewSessionEval(m, first, 1, DefaultEval())
	defer s.Close()
	want := AidWants{Estimate: true, Risk: true}
	s.AskAids(want)
	if !s.aiding.Running() {
		t.Fatal("the aids are not being worked out")
	}
	<-s.aiding.Ready()
	s.Update()
	a, ok := s.Aids()
	if !ok {
		t.Fatal("no aids after they were worked out")
	}
	if c, lead := a.Lead(); c != engine.Black || lead != 28-21-0.5 {
		t.Errorf("the estimate says %v leads by %v, want Black by 6.5 (totals %v)", c, lead, a.Score.Total)
	}
	b3 := engine.Pt(1, 4)
	if !a.Risk.Has(b3) || a.Risk.Len() != 1 {
		t.Errorf("at risk: %v, want only the white stone at B3", a.Risk.Points(nil))
	}
	if !a.Dead.Has(b3) {
		t.Error("the estimate does not take the lone white stone in Black's area for dead")
	}
	s.AskAids(want) // the same position: nothing new is started
	if s.aiding.Running() {
		t.Error("the same aids were asked again for the same position")
	}
	if err := s.Do(m.Play(engine.Pt(0, 0))); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Aids(); ok {
		t.Error("the aids of the position before the move are still given")
	}
	s.AskAids(AidWants{})
	if s.aiding.Running() || s.aids != nil {
		t.Error("switching the aids off keeps them")
	}

	ag := engine.MustDiagram(". . .\n. X .\n. . .", engine.AtariRules(1))
	m2, first2 := NewMatchFromRecord(engine.NewGameFrom(ag), seats, nil)
	s2 := NewSessionEval(m2, first2, 1, DefaultEval())
	defer s2.Close()
	s2.AskAids(want)
	if s2.aiding.Running() {
		t.Error("the Go aids are worked out in Atari Go")
	}
}
