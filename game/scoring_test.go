package game

import (
	"testing"
	"time"

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
	m.DeadEstimated(ask.Seq, est)
	if !m.Dead().Has(engine.Pt(4, 4)) || m.Dead().Has(engine.Pt(0, 0)) {
		t.Fatal("estimate overwrote the marks made by hand")
	}
}

func TestSessionDeliversTheDeadStoneEstimate(t *testing.T) {
	s := humanVsComputer(t, engine.GoRules(engine.Area, 0.5), 5)
	s.Seats[engine.White] = Human
	m, first, _ := NewMatch(s, nil)
	sess := NewSession(m, first, 1)
	defer sess.Close()
	sess.Do(m.Play(engine.Pt(2, 2)))
	sess.Do(m.Pass())
	sess.Do(m.Pass())
	deadline := time.Now().Add(10 * time.Second)
	for m.Estimating() {
		if time.Now().After(deadline) {
			t.Fatal("no estimate")
		}
		sess.Update()
		time.Sleep(time.Millisecond)
	}
}
