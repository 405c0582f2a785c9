package ai

import (
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestPlanTimes checks the move's own time and the latest stop of a search under a time plan.
func TestPlanTimes(t *testing.T) {
	start := time.Unix(1000, 0)
	at := func(ms int) time.Time { return start.Add(time.Duration(ms) * time.Millisecond) }
	cases := []struct {
		name       string
		bank       time.Duration
		ctxEnd     time.Time
		soft, hard time.Time
	}{
		{"nothing saved", 0, time.Time{}, at(1000), at(1000)},
		{"0.4 s saved", 400 * time.Millisecond, time.Time{}, at(1100), at(1400)},
		{"more saved than a move's time", 6 * time.Second, time.Time{}, at(2500), at(3500)},
		{"a debt", -400 * time.Millisecond, time.Time{}, at(900), at(900)},
		{"a debt of more than two moves", -3 * time.Second, time.Time{}, at(500), at(500)},
		{"the context ends first", time.Second, at(600), at(600), at(600)},
		{"the context ends in the extra time", time.Second, at(1500), at(1250), at(1500)},
	}
	for _, c := range cases {
		soft, hard := planTimes(start, time.Second, c.bank, c.ctxEnd)
		if !soft.Equal(c.soft) || !hard.Equal(c.hard) {
			t.Errorf("%s: %v and %v after the start, want %v and %v", c.name, soft.Sub(start), hard.Sub(start),
				c.soft.Sub(start), c.hard.Sub(start))
		}
	}
}

// TestSettleBank checks what a move adds to the time plan's bank or takes from it.
func TestSettleBank(t *testing.T) {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	cases := []struct {
		name                string
		bank, elapsed, want time.Duration
	}{
		{"a move that ends early saves the rest", 0, ms(300), ms(700)},
		{"a move that goes on spends the bank", ms(700), ms(1500), ms(200)},
		{"the bank holds four moves' time at most", ms(3800), ms(100), ms(4000)},
		{"a debt is at most one move's time", ms(-500), ms(1800), ms(-1000)},
	}
	for _, c := range cases {
		if got := settleBank(c.bank, time.Second, c.elapsed); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestPlanStop checks when the first thread ends a search under a time plan: before the move's own time
// when the most searched move cannot be overtaken at the rate so far, after it when that move is also the best
// valued one among the moves searched at least a third as much.
func TestPlanStop(t *testing.T) {
	start := time.Unix(1000, 0)
	stop := &mcStop{plan: true, start: start, soft: start.Add(time.Second)}
	half, after := start.Add(500*time.Millisecond), start.Add(1100*time.Millisecond)
	// Each child: visits and wins from playouts.
	type child struct{ v, w float32 }
	cases := []struct {
		name     string
		children []child
		now      time.Time
		n        int // the thread's playouts in this move
		want     bool
	}{
		{"a lead no rate can close", []child{{3000, 1800}, {999, 500}, {10, 3}}, half, 2000, true},
		{"a lead the time left can close", []child{{3000, 1800}, {1001, 500}}, half, 2000, false},
		{"one move only", []child{{3000, 1800}}, half, 2000, false},
		{"past the time, the most searched is the best", []child{{3000, 1800}, {1500, 800}}, after, 4000, true},
		{"past the time, a close rival has a better share", []child{{3000, 1800}, {1500, 950}}, after, 4000, false},
		{"past the time, a better share on few playouts", []child{{3000, 1800}, {900, 600}}, after, 4000, true},
	}
	for _, c := range cases {
		tr := &mcTree{root: &mcNode{}}
		for i, ch := range c.children {
			tr.root.children = append(tr.root.children, mcNode{move: engine.Point(20 + i), visits: ch.v + 5, wins: ch.w + 2.5,
				pn: 5, pw: 2.5})
		}
		if got := tr.planStop(stop, c.now, c.n); got != c.want {
			t.Errorf("%s: stops %v, want %v", c.name, got, c.want)
		}
	}
}
