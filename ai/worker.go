package ai

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// ErrPanic wraps a panic inside a player, turned into an error result.
var ErrPanic = errors.New("the computer player failed")

// Request asks the Worker for a move.
type Request struct {
	Player   Player
	Position engine.Position // copied: the caller may go on changing its own
	Timeout  time.Duration   // 0 means no deadline
}

// Result is the Worker's answer to one request.
type Result struct {
	ID      uint64
	Move    engine.Point
	Color   engine.Color // the side the move is for
	Info    Info
	Err     error
	Elapsed time.Duration
}

// Worker runs one request at a time off the caller's goroutine and answers on a channel with one slot: the
// pattern of package job for players, whose answers may be awaited on the channel and whose progress is read
// while they think. A new request or Cancel stops the old one; results of stopped requests are never delivered.
type Worker struct {
	mu      sync.Mutex
	id      uint64
	cancel  context.CancelFunc
	started time.Time
	running bool
	prog    *Progress
	results chan Result
	wg      sync.WaitGroup
	closed  bool
	notify  func()
}

// NewWorker returns an idle Worker.
func NewWorker() *Worker {
	return &Worker{results: make(chan Result, 1), prog: &Progress{}}
}

// Notify sets f to be called, on the Worker's goroutine, each time an answer is put on the Results channel (nil
// for none): a window that stops its game loop while nothing moves wakes there. Call it before the first Start.
func (w *Worker) Notify(f func()) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.notify = f
}

// Results is the channel answers arrive on; poll it with select and default from the game loop.
func (w *Worker) Results() <-chan Result { return w.results }

// Start cancels any request in progress and starts req; it returns the request's ID.
func (w *Worker) Start(req Request) uint64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return 0
	}
	w.stopLocked()
	w.id++
	id := w.id
	ctx, cancel := context.WithCancel(context.Background())
	if req.Timeout > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), req.Timeout)
	}
	w.cancel = cancel
	w.started = time.Now()
	w.running = true
	prog := &Progress{}
	prog.reset()
	w.prog = prog
	pos := req.Position
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		defer cancel()
		res := Result{ID: id, Color: pos.ToMove()}
		start := time.Now()
		func() {
			defer func() {
				if r := recover(); r != nil {
					res.Err = fmt.Errorf("%w: %v", ErrPanic, r)
				}
			}()
			res.Move, res.Info, res.Err = req.Player.Move(ctx, &pos, prog)
		}()
		res.Elapsed = time.Since(start)
		w.deliver(res)
	}()
	return id
}

// deliver hands res to the caller unless a newer request or Cancel made it stale.
func (w *Worker) deliver(res Result) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if res.ID != w.id || !w.running {
		return
	}
	w.running = false
	select {
	case <-w.results: // drop an unread older answer
	default:
	}
	w.results <- res
	if w.notify != nil {
		w.notify()
	}
}

// stopLocked cancels the running request; w.mu is held.
func (w *Worker) stopLocked() {
	if w.cancel != nil {
		w.cancel()
		w.cancel = nil
	}
	w.running = false
	select {
	case <-w.results:
	default:
	}
}

// Cancel stops the request in progress, if any; its result is never delivered.
func (w *Worker) Cancel() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.stopLocked()
}

// Busy reports whether a request is in progress.
func (w *Worker) Busy() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.running
}

// Status is a snapshot of the request in progress.
type Status struct {
	Running  bool
	ID       uint64
	Elapsed  time.Duration
	Nodes    int64
	Playouts int64
	Best     engine.Point
}

// Status returns the progress of the request in progress.
func (w *Worker) Status() Status {
	w.mu.Lock()
	s := Status{Running: w.running, ID: w.id}
	if w.running {
		s.Elapsed = time.Since(w.started)
	}
	prog := w.prog
	w.mu.Unlock()
	s.Nodes, s.Playouts, s.Best = prog.Snapshot()
	return s
}

// Close cancels any request and waits until no goroutine of the Worker is left.
func (w *Worker) Close() {
	w.mu.Lock()
	w.closed = true
	w.stopLocked()
	w.mu.Unlock()
	w.wg.Wait()
}
