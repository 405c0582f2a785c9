package lesson

import (
	"context"
	"sync"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Judged is the judge's answer to the AskJudge of the same Seq, or the error that kept it from one.
type Judged struct {
	Seq     uint64
	Verdict Verdict
	Err     error
}

// Judge answers a: a question's reading (does the ladder work, does Black win the count), the correct moves for
// an AskJudge without a move, or the verdict on the move. It honours ctx.
func Judge(ctx context.Context, j *ai.Judge, a AskJudge) (Verdict, error) {
	switch {
	case a.Goal.Kind == ai.GoalCount:
		sc := a.Position.Score(nil)
		w := sc.Outcome().Winner
		return Verdict{Verdict: ai.Verdict{Known: w != engine.Empty}, Works: w == engine.Black}, nil
	case a.Goal.Kind == ai.GoalLadder:
		works, known, line := j.LadderWorks(&a.Position, a.Goal.Targets[0])
		return Verdict{Verdict: ai.Verdict{Known: known, Line: line}, Works: works}, nil
	case a.Move == engine.NoPoint:
		correct, _, err := j.Answers(ctx, &a.Position, a.Goal)
		return Verdict{Verdict: ai.Verdict{Known: err == nil}, Answers: correct}, err
	}
	v, err := j.Move(ctx, &a.Position, a.Goal, a.Move)
	return Verdict{Verdict: v}, err
}

// Judger runs the judge off the game loop, one request at a time on its own goroutine: a newer request stops the
// one in progress, whose answer is never delivered. The window polls Results once a frame.
type Judger struct {
	mu      sync.Mutex // guards cancel and latest, never held while judging
	judgeMu sync.Mutex // the judge keeps tables between calls: one call at a time
	judge   *ai.Judge
	cancel  context.CancelFunc
	latest  uint64
	results chan Judged
	wg      sync.WaitGroup
}

// NewJudger returns an idle Judger.
func NewJudger() *Judger {
	return &Judger{judge: ai.NewJudge(), results: make(chan Judged, 1)}
}

// Results is the channel answers arrive on; poll it with select and default.
func (r *Judger) Results() <-chan Judged { return r.results }

// Ask starts judging a, stopping the request in progress.
func (r *Judger) Ask(a AskJudge) {
	r.mu.Lock()
	if r.cancel != nil {
		r.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel, r.latest = cancel, a.Seq
	r.mu.Unlock()
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		r.judgeMu.Lock()
		if ctx.Err() != nil {
			r.judgeMu.Unlock()
			return
		}
		v, err := Judge(ctx, r.judge, a)
		r.judgeMu.Unlock()
		r.mu.Lock()
		defer r.mu.Unlock()
		if ctx.Err() != nil || a.Seq != r.latest {
			return
		}
		select {
		case <-r.results: // drop an unread older answer
		default:
		}
		r.results <- Judged{Seq: a.Seq, Verdict: v, Err: err}
	}()
}

// Close stops the request in progress and waits until no goroutine of the Judger is left.
func (r *Judger) Close() {
	r.mu.Lock()
	if r.cancel != nil {
		r.cancel()
	}
	r.mu.Unlock()
	r.wg.Wait()
}

// Stop stops the request in progress and forgets any answer not yet read, so that nothing asked before it is
// delivered after it (a page left, an exercise started again).
func (r *Judger) Stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cancel != nil {
		r.cancel()
		r.cancel = nil
	}
	r.latest = 0 // no request has Seq 0: an answer in flight is dropped
	select {
	case <-r.results:
	default:
	}
}
