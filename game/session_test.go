package game

import (
	"sync"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// lockedClock is a fake clock safe to read from both the test and a Session.
type lockedClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *lockedClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *lockedClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func TestComputerAgainstComputerPlaysToTheEnd(t *testing.T) {
	for _, rules := range []engine.Rules{engine.AtariRules(3), engine.GoRules(engine.Area, 6.5)} {
		t.Run(rules.String(), func(t *testing.T) {
			clk := &lockedClock{t: time.Unix(1000, 0)}
			s := Setup{Rules: rules, Cols: 5, Rows: 5, First: engine.Black}
			s.Seats[engine.Black] = Computer(level(t))
			s.Seats[engine.White] = Computer(level(t))
			m, first, err := NewMatch(s, clk.now)
			if err != nil {
				t.Fatal(err)
			}
			woken := wakes(t)
			sess := NewSessionEval(m, first, 42, DefaultEval())
			defer sess.Close()
			played, ended := 0, 0
			for round := 0; m.State() != Over; round++ {
				if round == 10000 {
					t.Fatalf("no end after %d moves; state %v\n%s", played, m.State(), m.Position().String())
				}
				sess.Update()
				clk.advance(250 * time.Millisecond)
				for _, e := range sess.Shown() {
					switch e.(type) {
					case Played:
						played++
					case Ended:
						ended++
					}
				}
				if sess.Status().Running || m.Estimating() {
					awaitWake(t, woken, "computer move or estimate of the dead stones")
				}
			}
			for _, e := range sess.Shown() {
				if _, ok := e.(Ended); ok {
					ended++
				}
			}
			if ended != 1 || played == 0 || played != m.Position().MoveNumber() {
				t.Fatalf("played %d (record %d), ended %d", played, m.Position().MoveNumber(), ended)
			}
			t.Logf("%d moves, outcome %+v", played, m.Outcome())
			if o := m.Outcome(); o.Reason == engine.NotOver {
				t.Fatalf("outcome %+v", o)
			}
		})
	}
}

// TestSessionDropStopsTheWorkWithoutWaiting asks for a hint and the Go aids, drops the game and checks that
// nothing is being worked out any more; Close then waits for what was still stopping.
func TestSessionDropStopsTheWorkWithoutWaiting(t *testing.T) {
	var seats [3]Seat
	seats[engine.Black], seats[engine.White] = Human, Human
	m, first := NewMatchFromRecord(engine.NewGameFrom(engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7.5))), seats, nil)
	s := NewSessionEval(m, first, 1, DefaultEval())
	defer s.Close()
	s.AskHint()
	s.AskAids(AidWants{Estimate: true, Risk: true})
	if !s.HintThinking() || !s.AidsThinking() {
		t.Fatalf("hint thinking %v, aids thinking %v: nothing to drop", s.HintThinking(), s.AidsThinking())
	}
	s.Drop()
	s.Update()
	if s.HintThinking() || s.AidsThinking() || s.Status().Running {
		t.Fatal("work still runs after Drop")
	}
	if _, ok := s.Hint(); ok {
		t.Error("a hint was delivered after Drop")
	}
}
