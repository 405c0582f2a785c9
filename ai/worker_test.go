package ai

import (
	"context"
	"errors"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// timedPlayer wraps a player and records when its Move returned.
type timedPlayer struct {
	Player
	returned chan time.Time
}

func newTimedPlayer(p Player) *timedPlayer {
	return &timedPlayer{Player: p, returned: make(chan time.Time, 16)}
}

func (t *timedPlayer) Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error) {
	mv, info, err := t.Player.Move(ctx, pos, prog)
	t.returned <- time.Now()
	return mv, info, err
}

// panicPlayer panics inside Move.
type panicPlayer struct{}

func (panicPlayer) Name() string { return "panic" }
func (panicPlayer) Move(context.Context, *engine.Position, *Progress) (engine.Point, Info, error) {
	var board []int
	_ = board[3] // an index out of range, as a real bug would
	return engine.NoPoint, Info{}, nil
}

// slowPlayer ignores cancellation for a while, then answers with a fixed move.
type slowPlayer struct {
	delay time.Duration
	move  engine.Point
}

func (s slowPlayer) Name() string { return "slow" }
func (s slowPlayer) Move(context.Context, *engine.Position, *Progress) (engine.Point, Info, error) {
	time.Sleep(s.delay)
	return s.move, Info{}, nil
}

// longSearch is a Monte-Carlo search that would think for ten seconds unless stopped.
func longSearch() *MCTS {
	m := NewMCTS(0, 1)
	m.Time = 10 * time.Second
	m.Threads = DefaultThreads()
	return m
}

func go9() engine.Position { return engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7.5)) }

// TestWorkerStopsWithin20ms measures how long a running search goes on after Cancel and after a newer
// request: both must end within 20 ms, for the Monte-Carlo search (Go, 9×9) and for the exact solver
// (the empty 6×6 board, which it cannot settle in the time).
func TestWorkerStopsWithin20ms(t *testing.T) {
	w := NewWorker()
	defer w.Close()
	six := engine.MustPosition(6, 6, engine.AtariRules(1))
	searches := []struct {
		name   string
		player func() Player
		pos    engine.Position
	}{
		{"search", func() Player { return longSearch() }, go9()},
		{"solver", func() Player { return NewPerfect(0, 1) }, six},
	}
	// On a loaded machine one trial can lose the core for longer than 20 ms, so each case gets up to five
	// trials and the best one counts; all are logged.
	for _, sr := range searches {
		for _, how := range []string{"cancel", "new request"} {
			var delays []time.Duration
			best := time.Hour
			for trial := 0; trial < 5 && best > 20*time.Millisecond; trial++ {
				p := newTimedPlayer(sr.player())
				w.Start(Request{Player: p, Position: sr.pos})
				time.Sleep(50 * time.Millisecond)
				stopped := time.Now()
				if how == "cancel" {
					w.Cancel()
				} else {
					w.Start(Request{Player: slowPlayer{move: engine.Pass}, Position: go9()})
				}
				select {
				case ret := <-p.returned:
					d := ret.Sub(stopped)
					delays = append(delays, d)
					best = min(best, d)
				case <-time.After(time.Second):
					t.Fatalf("%s, %s: did not stop", sr.name, how)
				}
			}
			if best > 20*time.Millisecond {
				t.Errorf("%s, %s: went on %v after being stopped (trials %v)", sr.name, how, best, delays)
			} else {
				t.Logf("%s, %s: stopped %v later (trials %v)", sr.name, how, best, delays)
			}
		}
	}
}

// TestWorkerPanicBecomesError checks that a panic inside a player is delivered as an ErrPanic result.
func TestWorkerPanicBecomesError(t *testing.T) {
	w := NewWorker()
	defer w.Close()
	id := w.Start(Request{Player: panicPlayer{}, Position: go9()})
	select {
	case r := <-w.Results():
		if r.ID != id || !errors.Is(r.Err, ErrPanic) {
			t.Fatalf("result %+v, want ID %d with ErrPanic", r, id)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("no result after a panic")
	}
	if w.Busy() {
		t.Error("worker still busy after the panic")
	}
}

// TestWorkerNoGoroutineOutlivesClose counts goroutines before, during and after several requests and Close.
func TestWorkerNoGoroutineOutlivesClose(t *testing.T) {
	before := runtime.NumGoroutine()
	w := NewWorker()
	for i := 0; i < 5; i++ {
		m := longSearch()
		m.Threads = 2
		w.Start(Request{Player: m, Position: go9()})
		time.Sleep(5 * time.Millisecond)
	}
	w.Start(Request{Player: slowPlayer{delay: 30 * time.Millisecond}, Position: go9()})
	if runtime.NumGoroutine() <= before {
		t.Fatal("the worker runs no goroutine while busy")
	}
	w.Close()
	after := runtime.NumGoroutine()
	for i := 0; i < 50 && after > before; i++ {
		time.Sleep(time.Millisecond) // goroutines that returned may take a moment to be gone
		after = runtime.NumGoroutine()
	}
	if after > before {
		buf := make([]byte, 1<<16)
		t.Fatalf("%d goroutines before, %d after Close:\n%s", before, after, buf[:runtime.Stack(buf, true)])
	}
	if id := w.Start(Request{Player: NewRandom(1), Position: go9()}); id != 0 {
		t.Errorf("a closed worker accepted request %d", id)
	}
}

// TestWorkerNeverDeliversStaleResults starts requests that answer late and checks that only the newest is
// delivered, and nothing after Cancel.
func TestWorkerNeverDeliversStaleResults(t *testing.T) {
	w := NewWorker()
	defer w.Close()
	pos := go9()
	var ids []uint64
	for i := 0; i < 4; i++ {
		ids = append(ids, w.Start(Request{Player: slowPlayer{delay: 40 * time.Millisecond, move: engine.Pt(i, 0)}, Position: pos}))
		time.Sleep(10 * time.Millisecond)
	}
	last := ids[len(ids)-1]
	select {
	case r := <-w.Results():
		if r.ID != last || r.Move != engine.Pt(len(ids)-1, 0) {
			t.Fatalf("got result %d (move %v), want only %d", r.ID, r.Move, last)
		}
	case <-time.After(time.Second):
		t.Fatal("no result")
	}
	time.Sleep(60 * time.Millisecond) // every older request has answered by now
	select {
	case r := <-w.Results():
		t.Fatalf("stale result %d delivered", r.ID)
	default:
	}
	w.Start(Request{Player: slowPlayer{delay: 20 * time.Millisecond}, Position: pos})
	w.Cancel()
	time.Sleep(50 * time.Millisecond)
	select {
	case r := <-w.Results():
		t.Fatalf("result %d of a cancelled request delivered", r.ID)
	default:
	}
}

// TestWorkerProgressWhileRunning reads the progress of a running search: playouts grow and a best move
// appears before the answer.
func TestWorkerProgressWhileRunning(t *testing.T) {
	w := NewWorker()
	defer w.Close()
	m := longSearch()
	id := w.Start(Request{Player: m, Position: go9(), Timeout: 1500 * time.Millisecond})
	var seen atomic.Int64
	deadline := time.Now().Add(1200 * time.Millisecond)
	var s Status
	for time.Now().Before(deadline) {
		s = w.Status()
		if s.Playouts > 0 && s.Best != engine.NoPoint {
			seen.Store(s.Playouts)
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if seen.Load() == 0 || !s.Running || s.ID != id || s.Elapsed <= 0 {
		t.Fatalf("status while running: %+v", s)
	}
	select {
	case r := <-w.Results():
		if r.ID != id || r.Err != nil || r.Info.Playouts < seen.Load() {
			t.Fatalf("result %+v after progress %d", r, seen.Load())
		}
		if r.Elapsed > 2*time.Second { // the deadline plus room for a loaded machine
			t.Errorf("a 1.5 s request took %v", r.Elapsed)
		}
	case <-time.After(3 * time.Second):
		t.Fatal("no result before the deadline")
	}
	if w.Busy() || w.Status().Running {
		t.Error("worker busy after its answer")
	}
}
