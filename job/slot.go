package job

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// ErrPanic wraps a panic inside the work, delivered as the answer's error.
var ErrPanic = errors.New("the work failed")

// Answer is what a piece of work found, with what it was about.
type Answer[K comparable, T any] struct {
	// About is what the work was started for (Slot.Start's about).
	About K
	// Value is what the work returned, beside Err when it returned both; the zero value after a panic.
	Value T
	// Err is why the work found nothing: its own error, or ErrPanic.
	Err error
}

// Slot holds the one piece of work of a kind that its owner has running off the game loop. Its methods are
// called from one goroutine (the game loop, or a test); the work runs on a goroutine of its own. The zero Slot
// is idle and ready to use.
type Slot[K comparable, T any] struct {
	cur *running[K, T]
	all sync.WaitGroup // every goroutine the slot started, stale ones too
}

// running is one piece of work started by a Slot.
type running[K comparable, T any] struct {
	about  K
	cancel context.CancelFunc
	done   chan Answer[K, T] // holds the answer once the work has ended
	ready  chan struct{}     // closed once the answer is on done
}

// Start cancels the work in progress, whose answer is then never delivered, and starts work about about on a
// goroutine of its own. The work should return soon after ctx is cancelled.
func (s *Slot[K, T]) Start(about K, work func(ctx context.Context) (T, error)) {
	s.Cancel()
	ctx, cancel := context.WithCancel(context.Background())
	r := &running[K, T]{about: about, cancel: cancel, done: make(chan Answer[K, T], 1), ready: make(chan struct{})}
	s.cur = r
	s.all.Add(1)
	go func() {
		defer s.all.Done()
		defer cancel()
		a := Answer[K, T]{About: about}
		func() {
			defer func() {
				if p := recover(); p != nil {
					a.Value, a.Err = *new(T), fmt.Errorf("%w: %v", ErrPanic, p)
				}
			}()
			a.Value, a.Err = work(ctx)
		}()
		if ctx.Err() != nil {
			return // cancelled: nobody waits for this answer
		}
		r.done <- a
		close(r.ready)
		Wake()
	}()
}

// Poll returns the answer once the work has ended, and leaves the slot idle; ok is false while the work runs or
// when none was started. It never waits.
func (s *Slot[K, T]) Poll() (a Answer[K, T], ok bool) {
	if s.cur == nil {
		return a, false
	}
	select {
	case a = <-s.cur.done:
		s.cur = nil
		return a, true
	default:
		return a, false
	}
}

// PollFor is Poll for an owner whose board may have moved on: an answer about anything but now is dropped.
func (s *Slot[K, T]) PollFor(now K) (a Answer[K, T], ok bool) {
	a, ok = s.Poll()
	if !ok || a.About != now {
		return Answer[K, T]{}, false
	}
	return a, true
}

// Running reports whether work was started and its answer has not been taken yet.
func (s *Slot[K, T]) Running() bool { return s.cur != nil }

// About returns what the running work is about; ok is false when the slot is idle.
func (s *Slot[K, T]) About() (about K, ok bool) {
	if s.cur == nil {
		return about, false
	}
	return s.cur.about, true
}

// Ready returns a channel that is closed once the running work's answer can be polled, without taking it: a
// select may wait on it beside other channels. It is nil when the slot is idle, and never closed for work that
// is cancelled.
func (s *Slot[K, T]) Ready() <-chan struct{} {
	if s.cur == nil {
		return nil
	}
	return s.cur.ready
}

// Cancel stops the work in progress without waiting for it; its answer is never delivered.
func (s *Slot[K, T]) Cancel() {
	if s.cur != nil {
		s.cur.cancel()
		s.cur = nil
	}
}

// Stop cancels the work in progress and waits until every goroutine the slot started has ended.
func (s *Slot[K, T]) Stop() {
	s.Cancel()
	s.all.Wait()
}

// Wait blocks until the running work has ended, then returns its answer as Poll does; ok is false when the slot
// is idle.
func (s *Slot[K, T]) Wait() (a Answer[K, T], ok bool) {
	if s.cur == nil {
		return a, false
	}
	a = <-s.cur.done
	s.cur = nil
	return a, true
}
