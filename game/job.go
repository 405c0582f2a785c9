package game

import (
	"context"
	"sync"

	"github.com/seed593a7f8d/atarigo/job"
)

// job runs one piece of work off the game loop on a goroutine of its own: stop cancels it and waits for it, and
// poll reads its answer without waiting.
type bgJob[T any] struct {
	cancel context.CancelFunc
	done   chan T // holds the answer; closed without one when the work found nothing
	wg     sync.WaitGroup
}

// startJob starts work; its answer counts when ok is true and the job was not stopped.
func startJob[T any](work func(ctx context.Context) (answer T, ok bool)) *bgJob[T] {
	ctx, cancel := context.WithCancel(context.Background())
	j := &bgJob[T]{cancel: cancel, done: make(chan T, 1)}
	j.wg.Add(1)
	go func() {
		defer j.wg.Done()
		defer job.Wake()
		defer close(j.done)
		if v, ok := work(ctx); ok && ctx.Err() == nil {
			j.done <- v
		}
	}()
	return j
}

// stop cancels the work and waits for its goroutine.
func (j *bgJob[T]) stop() {
	j.cancel()
	j.wg.Wait()
}

// poll reports whether the work has ended and, if so, its answer (ok false when it found none).
func (j *bgJob[T]) poll() (answer T, ended, ok bool) {
	select {
	case v, ok := <-j.done:
		j.wg.Wait()
		return v, true, ok
	default:
		return answer, false, false
	}
}
