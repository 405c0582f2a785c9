package game

import (
	"errors"
	"sync"
)

// ErrWriterClosed means a write was handed to a LatestWriter after Close.
var ErrWriterClosed = errors.New("the writer is closed")

// LatestWriter runs writes off the caller's goroutine, one at a time, so the game loop never waits for the disk;
// when writes come faster than the disk, only the newest waiting one is run. The autosave and the settings both
// write through one. Its methods are safe for concurrent use.
type LatestWriter struct {
	mu      sync.Mutex
	cond    *sync.Cond
	pending func() error // the next write; nil when there is nothing to do
	queued  uint64       // writes handed over
	done    uint64       // writes carried out or dropped for a newer one
	closed  bool
	err     error
	exited  chan struct{}
}

// NewLatestWriter returns a LatestWriter with its goroutine running; Close stops it.
func NewLatestWriter() *LatestWriter {
	w := &LatestWriter{exited: make(chan struct{})}
	w.cond = sync.NewCond(&w.mu)
	go w.run()
	return w
}

// Put hands write over to be run after the writes before it, replacing one that has not started yet; it returns
// ErrWriterClosed after Close. What write returns is reported by Err.
func (w *LatestWriter) Put(write func() error) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return ErrWriterClosed
	}
	w.pending = write
	w.queued++
	w.cond.Broadcast()
	return nil
}

// Flush waits until every write handed over before it has run (or was replaced by a newer one that has run) and
// returns the error of the last write.
func (w *LatestWriter) Flush() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	want := w.queued
	for w.done < want {
		w.cond.Wait()
	}
	return w.err
}

// Err returns the error of the last write run, nil after a successful one.
func (w *LatestWriter) Err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

// Close runs what is pending, stops the goroutine and returns the last write's error; later Puts fail.
func (w *LatestWriter) Close() error {
	w.mu.Lock()
	if !w.closed {
		w.closed = true
		w.cond.Broadcast()
	}
	w.mu.Unlock()
	<-w.exited
	return w.Err()
}

// run is the writing goroutine.
func (w *LatestWriter) run() {
	defer close(w.exited)
	w.mu.Lock()
	for {
		for w.pending == nil && !w.closed {
			w.cond.Wait()
		}
		if w.pending == nil {
			w.mu.Unlock()
			return
		}
		write, upto := w.pending, w.queued
		w.pending = nil
		w.mu.Unlock()
		err := write()
		w.mu.Lock()
		w.err = err
		w.done = upto
		w.cond.Broadcast()
	}
}
