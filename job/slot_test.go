package job

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
)

// TestSlotDeliversAnswer checks that an answer arrives with what it was about, once, and leaves the slot idle.
func TestSlotDeliversAnswer(t *testing.T) {
	var s Slot[string, int]
	release := make(chan struct{})
	s.Start("a", func(ctx context.Context) (int, error) { <-release; return 7, nil })
	if _, ok := s.Poll(); ok {
		t.Fatal("an answer before the work ended")
	}
	if about, ok := s.About(); !ok || about != "a" || !s.Running() {
		t.Fatalf("About = %q, %v; Running %v", about, ok, s.Running())
	}
	close(release)
	a, ok := s.Wait()
	if !ok || a.About != "a" || a.Value != 7 || a.Err != nil {
		t.Fatalf("Wait = %+v, %v", a, ok)
	}
	if _, ok := s.Poll(); ok || s.Running() {
		t.Fatal("the answer was delivered twice, or the slot is not idle")
	}
}

// TestSlotNewerStartCancelsOlder checks that a newer Start cancels the older work and that only the newer answer
// is ever delivered.
func TestSlotNewerStartCancelsOlder(t *testing.T) {
	var s Slot[int, string]
	cancelled := make(chan struct{})
	s.Start(1, func(ctx context.Context) (string, error) {
		<-ctx.Done()
		close(cancelled)
		return "old", nil
	})
	s.Start(2, func(ctx context.Context) (string, error) { return "new", nil })
	<-cancelled // the older work saw its cancellation
	a, ok := s.Wait()
	if !ok || a.About != 2 || a.Value != "new" {
		t.Fatalf("Wait = %+v, %v; want the newer answer", a, ok)
	}
	s.Stop()
	if _, ok := s.Poll(); ok {
		t.Fatal("the cancelled work's answer was delivered")
	}
}

// TestSlotPollForDropsMovedOn checks that an answer about another board than the one shown is dropped.
func TestSlotPollForDropsMovedOn(t *testing.T) {
	tests := []struct {
		about, now int
		want       bool
	}{
		{about: 3, now: 3, want: true},
		{about: 3, now: 4, want: false},
	}
	for _, tc := range tests {
		var s Slot[int, int]
		done := make(chan struct{})
		s.Start(tc.about, func(ctx context.Context) (int, error) { defer close(done); return 1, nil })
		<-done
		s.all.Wait() // the answer is on its channel once the goroutine has ended
		if _, ok := s.PollFor(tc.now); ok != tc.want {
			t.Errorf("about %d, now %d: PollFor ok = %v, want %v", tc.about, tc.now, ok, tc.want)
		}
		if s.Running() {
			t.Errorf("about %d, now %d: a dropped answer left the slot busy", tc.about, tc.now)
		}
	}
}

// TestSlotPanicBecomesError checks that a panic in the work is delivered as ErrPanic.
func TestSlotPanicBecomesError(t *testing.T) {
	var s Slot[int, int]
	s.Start(1, func(ctx context.Context) (int, error) { panic("boom") })
	a, ok := s.Wait()
	if !ok || !errors.Is(a.Err, ErrPanic) {
		t.Fatalf("Wait = %+v, %v; want ErrPanic", a, ok)
	}
}

// TestSlotWakes checks that an answer asks the window for a frame, and that cancelled work does not.
func TestSlotWakes(t *testing.T) {
	var woken atomic.Int32
	SetWake(func() { woken.Add(1) })
	defer SetWake(nil)
	var s Slot[int, int]
	s.Start(1, func(ctx context.Context) (int, error) { <-ctx.Done(); return 0, ctx.Err() })
	s.Start(2, func(ctx context.Context) (int, error) { return 2, nil })
	s.Wait()
	s.Stop()
	if n := woken.Load(); n != 1 {
		t.Fatalf("woken %d times, want 1 (the cancelled work must not wake)", n)
	}
}

// TestSlotIdle checks the zero Slot: nothing to poll, wait for, stop or cancel.
func TestSlotIdle(t *testing.T) {
	var s Slot[int, int]
	if _, ok := s.Poll(); ok {
		t.Error("Poll on an idle slot")
	}
	if _, ok := s.Wait(); ok {
		t.Error("Wait on an idle slot")
	}
	s.Cancel()
	s.Stop()
}

// TestSlotReady checks that Ready is closed once the answer can be polled, leaves the answer to Poll, and is nil
// on an idle slot.
func TestSlotReady(t *testing.T) {
	var s Slot[int, int]
	if s.Ready() != nil {
		t.Fatal("an idle slot has a Ready channel")
	}
	release := make(chan struct{})
	s.Start(1, func(ctx context.Context) (int, error) { <-release; return 5, nil })
	ready := s.Ready()
	select {
	case <-ready:
		t.Fatal("ready before the work ended")
	default:
	}
	close(release)
	<-ready
	if a, ok := s.Poll(); !ok || a.Value != 5 {
		t.Fatalf("Poll after Ready = %+v, %v", a, ok)
	}
}
