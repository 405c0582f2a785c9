package ai

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// watchedPlayer wraps a player and tells when its Move started and when it returned, with the context's error
// at that moment (nil when the player answered on its own).
type watchedPlayer struct {
	Player
	started  chan struct{}
	returned chan error
}

func watch(p Player) *watchedPlayer {
	return &watchedPlayer{Player: p, started: make(chan struct{}, 1), returned: make(chan error, 1)}
}

func (w *watchedPlayer) Move(ctx context.Context, pos *engine.Position, prog *Progress) (engine.Point, Info, error) {
	w.started <- struct{}{}
	mv, info, err := w.Player.Move(ctx, pos, prog)
	w.returned <- ctx.Err()
	return mv, info, err
}

// gatedPlayer answers its move only when the test closes release; it does not heed cancellation, as a slow
// player would not.
type gatedPlayer struct {
	move    engine.Point
	started chan struct{}
	release chan struct{}
}

func gated(move engine.Point) *gatedPlayer {
	return &gatedPlayer{move: move, started: make(chan struct{}, 1), release: make(chan struct{})}
}

func (g *gatedPlayer) Name() string { return "gated" }
func (g *gatedPlayer) Move(context.Context, *engine.Position, *Progress) (engine.Point, Info, error) {
	g.started <- struct{}{}
	<-g.release
	return g.move, Info{}, nil
}

// goroutineIn reports whether some goroutine's stack holds the function fn now.
func goroutineIn(fn string) bool {
	buf := make([]byte, 1<<20)
	return strings.Contains(string(buf[:runtime.Stack(buf, true)]), fn)
}

// failAfter is how long a test waits for something that should happen at once before it reports a hang.
const failAfter = 30 * time.Second

// receive waits for a value on ch, failing the test with what after failAfter.
func receive[T any](t testing.TB, ch <-chan T, what string) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(failAfter):
		t.Fatalf("%s: nothing after %v", what, failAfter)
		panic("unreachable")
	}
}

// waitForProgress returns once the running request has reported work (nodes or playouts).
func waitForProgress(t testing.TB, w *Worker) {
	t.Helper()
	tick := time.NewTicker(time.Millisecond)
	defer tick.Stop()
	give := time.After(failAfter)
	for {
		if s := w.Status(); s.Nodes > 0 || s.Playouts > 0 {
			return
		}
		select {
		case <-tick.C:
		case <-give:
			t.Fatal("the running request reported no progress")
		}
	}
}

// panicPlayer panics inside Move.
type panicPlayer struct{}

func (panicPlayer) Name() string { return "panic" }
func (panicPlayer) Move(context.Context, *engine.Position, *Progress) (engine.Point, Info, error) {
	var board []int
	_ = board[3] // an index out of range, as a real bug would
	return engine.NoPoint, Info{}, nil
}

// longSearch is a Monte-Carlo search that would think for an hour unless stopped.
func longSearch() *MCTS {
	m := NewMCTS(0, 1)
	m.Time = time.Hour
	m.Threads = DefaultThreads()
	return m
}

func go9() engine.Position { return engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7.5)) }

// stoppable lists the real players whose stopping the tests check: the Monte-Carlo search on 9×9 Go and the exact
// solver on the empty 6×6 board, which it cannot settle in a test's time.
var stoppable = []struct {
	name   string
	player func() Player
	pos    func() engine.Position
}{
	{"search", func() Player { return longSearch() }, go9},
	{"solver", func() Player { return NewPerfect(0, 1) }, func() engine.Position { return engine.MustPosition(6, 6, engine.AtariRules(1)) }},
}

// TestWorkerStopsThePlayer checks that a running search ends when it is cancelled and when a newer request
// replaces it; both searches would otherwise go on for an hour. How fast they stop is BenchmarkWorkerStop's figure.
func TestWorkerStopsThePlayer(t *testing.T) {
	w := NewWorker()
	defer w.Close()
	for _, sr := range stoppable {
		for _, how := range []string{"cancel", "new request"} {
			p := watch(sr.player())
			w.Start(Request{Player: p, Position: sr.pos()})
			receive(t, p.started, sr.name+" start")
			waitForProgress(t, w)
			if how == "cancel" {
				w.Cancel()
			} else {
				next := gated(engine.Pass)
				w.Start(Request{Player: next, Position: go9()})
				defer close(next.release)
			}
			if err := receive(t, p.returned, sr.name+", "+how); !errors.Is(err, context.Canceled) {
				t.Errorf("%s, %s: returned with context error %v, want it cancelled", sr.name, how, err)
			}
		}
	}
}

// BenchmarkWorkerStop reports how long a running search goes on after Cancel, in milliseconds a stop.
func BenchmarkWorkerStop(b *testing.B) {
	for _, sr := range stoppable {
		b.Run(sr.name, func(b *testing.B) {
			w := NewWorker()
			defer w.Close()
			var total time.Duration
			for i := 0; i < b.N; i++ {
				p := watch(sr.player())
				w.Start(Request{Player: p, Position: sr.pos()})
				receive(b, p.started, "start")
				waitForProgress(b, w)
				stopped := time.Now()
				w.Cancel()
				receive(b, p.returned, "stop")
				total += time.Since(stopped)
			}
			b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/stop")
		})
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
		p := watch(m)
		w.Start(Request{Player: p, Position: go9()})
		receive(t, p.started, "search start")
	}
	last := gated(engine.Pass)
	w.Start(Request{Player: last, Position: go9()})
	receive(t, last.started, "last request start")
	// Asked by what runs, not by how many goroutines: an earlier test's goroutines may end meanwhile.
	if !goroutineIn("(*gatedPlayer).Move") {
		t.Fatal("the worker runs no goroutine while busy")
	}
	close(last.release)
	w.Close()
	after := runtime.NumGoroutine()
	for give := time.Now().Add(failAfter); after > before && time.Now().Before(give); after = runtime.NumGoroutine() {
		runtime.Gosched() // goroutines that returned may take a moment to be gone
	}
	if after > before {
		buf := make([]byte, 1<<16)
		t.Fatalf("%d goroutines before, %d after Close:\n%s", before, after, buf[:runtime.Stack(buf, true)])
	}
	if id := w.Start(Request{Player: NewRandom(1), Position: go9()}); id != 0 {
		t.Errorf("a closed worker accepted request %d", id)
	}
}

// TestWorkerNeverDeliversStaleResults starts requests that answer late, after a newer request, and checks that
// only the newest is delivered, and nothing after Cancel.
func TestWorkerNeverDeliversStaleResults(t *testing.T) {
	w := NewWorker()
	defer w.Close()
	pos := go9()
	var players []*gatedPlayer
	var ids []uint64
	for i := 0; i < 4; i++ {
		p := gated(engine.Pt(i, 0))
		players = append(players, p)
		ids = append(ids, w.Start(Request{Player: p, Position: pos}))
		receive(t, p.started, "start")
	}
	// The newest answers first, then the older ones, which were replaced but did not stop.
	for i := len(players) - 1; i >= 0; i-- {
		close(players[i].release)
	}
	w.wg.Wait() // every request has answered
	last := ids[len(ids)-1]
	select {
	case r := <-w.Results():
		if r.ID != last || r.Move != engine.Pt(len(ids)-1, 0) {
			t.Fatalf("got result %d (move %v), want only %d", r.ID, r.Move, last)
		}
	default:
		t.Fatal("no result")
	}
	select {
	case r := <-w.Results():
		t.Fatalf("stale result %d delivered", r.ID)
	default:
	}
	p := gated(engine.Pass)
	w.Start(Request{Player: p, Position: pos})
	receive(t, p.started, "start")
	w.Cancel()
	close(p.release)
	w.wg.Wait()
	select {
	case r := <-w.Results():
		t.Fatalf("result %d of a cancelled request delivered", r.ID)
	default:
	}
}

// progressPlayer reports progress, waits until the test has read it, then answers with the playouts it counted.
type progressPlayer struct {
	reported chan struct{}
	release  chan struct{}
}

func (progressPlayer) Name() string { return "progress" }
func (p progressPlayer) Move(_ context.Context, _ *engine.Position, prog *Progress) (engine.Point, Info, error) {
	prog.AddPlayouts(120)
	prog.AddNodes(7)
	prog.SetBest(engine.Pt(4, 4))
	p.reported <- struct{}{}
	<-p.release
	return engine.Pt(4, 4), Info{Playouts: 120}, nil
}

// TestWorkerProgressWhileRunning reads the progress of a running request: its counters and best move appear in
// Status before the answer, and Status is idle after it.
func TestWorkerProgressWhileRunning(t *testing.T) {
	w := NewWorker()
	defer w.Close()
	p := progressPlayer{reported: make(chan struct{}), release: make(chan struct{})}
	id := w.Start(Request{Player: p, Position: go9()})
	receive(t, p.reported, "progress")
	s := w.Status()
	if !s.Running || s.ID != id || s.Playouts != 120 || s.Nodes != 7 || s.Best != engine.Pt(4, 4) {
		t.Fatalf("status while running: %+v", s)
	}
	close(p.release)
	r := receive(t, w.Results(), "result")
	if r.ID != id || r.Err != nil || r.Info.Playouts != 120 {
		t.Fatalf("result %+v", r)
	}
	if w.Busy() || w.Status().Running {
		t.Error("worker busy after its answer")
	}
}

// TestWorkerTimeoutEndsTheSearch checks that a request's Timeout is its player's deadline: a search that would
// think for an hour answers, with the playouts it reported, once its tenth of a second is over.
func TestWorkerTimeoutEndsTheSearch(t *testing.T) {
	w := NewWorker()
	defer w.Close()
	id := w.Start(Request{Player: longSearch(), Position: go9(), Timeout: 100 * time.Millisecond})
	r := receive(t, w.Results(), "result")
	if r.ID != id || r.Err != nil || r.Info.Playouts == 0 || r.Move == engine.NoPoint {
		t.Fatalf("result %+v", r)
	}
}

// TestWorkerNotifiesAfterDelivering checks that the Notify function runs once an answer is on the channel.
func TestWorkerNotifiesAfterDelivering(t *testing.T) {
	w := NewWorker()
	defer w.Close()
	notified := make(chan bool, 1)
	w.Notify(func() { notified <- len(w.Results()) == 1 })
	id := w.Start(Request{Player: panicPlayer{}, Position: go9()})
	if ready := <-notified; !ready {
		t.Fatal("notified before the answer was on the channel")
	}
	if r := <-w.Results(); r.ID != id {
		t.Fatalf("result for request %d, want %d", r.ID, id)
	}
}
