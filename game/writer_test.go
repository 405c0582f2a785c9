package game

import (
	"errors"
	"slices"
	"sync"
	"testing"
)

// TestLatestWriterRunsTheNewest holds the first write on a gate while three more are handed over: only the newest
// of those runs after it, Flush waits for it, its error is reported, and nothing runs after Close.
func TestLatestWriterRunsTheNewest(t *testing.T) {
	w := NewLatestWriter()
	var mu sync.Mutex
	var ran []int
	gate, started := make(chan struct{}), make(chan struct{})
	record := func(n int, err error) func() error {
		return func() error {
			mu.Lock()
			ran = append(ran, n)
			mu.Unlock()
			return err
		}
	}
	w.Put(func() error { close(started); <-gate; return record(1, nil)() })
	<-started
	errThird := errors.New("third failed")
	for n := 2; n <= 4; n++ {
		var err error
		if n == 4 {
			err = errThird
		}
		if e := w.Put(record(n, err)); e != nil {
			t.Fatal(e)
		}
	}
	close(gate)
	if err := w.Flush(); !errors.Is(err, errThird) {
		t.Errorf("Flush: %v, want the newest write's error", err)
	}
	if !slices.Equal(ran, []int{1, 4}) {
		t.Errorf("ran %v, want the first and the newest", ran)
	}
	w.Put(record(5, nil))
	if err := w.Close(); err != nil {
		t.Errorf("Close: %v, want the last write's success", err)
	}
	if err := w.Put(record(6, nil)); !errors.Is(err, ErrWriterClosed) {
		t.Errorf("Put after Close: %v", err)
	}
	if !slices.Equal(ran, []int{1, 4, 5}) {
		t.Errorf("ran %v: Close must run what is pending and nothing after", ran)
	}
}
