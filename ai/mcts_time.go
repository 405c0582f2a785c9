package ai

import (
	"sync/atomic"
	"time"
)

// mcStop is how a search decides to stop: a playout budget per thread, a time limit, the context. With a time
// plan (the knob timeplan) the first thread also stops the search before soft, the move's own time, when the
// most searched move can no longer be overtaken in it, and past soft only while the most searched move is not
// the one with the best value; no thread searches past deadline.
type mcStop struct {
	flag     atomic.Bool
	deadline time.Time
	plan     bool
	start    time.Time // when the playouts began
	soft     time.Time
}

// mcPlanEvery is how many playouts of the first thread pass between the time plan's looks at the root.
const mcPlanEvery = 256

// mcPlanSpread is the share of the bank a move adds to its own time: what the plan saves is spent on the moves
// after, not only on the unsettled ones.
const mcPlanSpread = 4

// planTimes returns the move's own time and the time no search passes under a time plan: the move's time is
// per after start and a quarter of the bank (less a quarter of a debt, down to half of per), and the search
// may go on past it by the rest of the bank, up to per again; a deadline of the context (the zero time when
// there is none) comes first.
func planTimes(start time.Time, per, bank time.Duration, ctxEnd time.Time) (soft, hard time.Time) {
	share := bank / mcPlanSpread
	soft = start.Add(max(per+share, per/2))
	hard = soft.Add(min(max(bank-share, 0), per))
	if !ctxEnd.IsZero() {
		if ctxEnd.Before(soft) {
			soft = ctxEnd
		}
		if ctxEnd.Before(hard) {
			hard = ctxEnd
		}
	}
	return soft, hard
}

// settleBank returns the bank after a move that took elapsed of its time per: what it saved is added, what it
// took beyond is repaid, and the bank stays between −per and four times per.
func settleBank(bank, per, elapsed time.Duration) time.Duration {
	return min(max(bank+per-elapsed, -per), 4*per)
}

// planStop reports whether the first thread, after n playouts of its own in this move, stops the search at
// now: before the move's own time when the most searched move leads the next by more playouts than the
// thread will play in the time left at its rate so far, after it when the most searched move also has the
// best value among the moves searched at least a third as much.
func (t *mcTree) planStop(stop *mcStop, now time.Time, n int) bool {
	best, second := t.topTwo()
	if best == nil {
		return false
	}
	if now.Before(stop.soft) {
		spent := now.Sub(stop.start).Seconds()
		if spent <= 0 || second == nil {
			return false
		}
		bv, _ := best.played()
		sv, _ := second.played()
		left := float64(n) / spent * stop.soft.Sub(now).Seconds()
		return float64(bv-sv) > left
	}
	return !t.unstable(best)
}

// topTwo returns the root's two moves with the most playouts (prior knowledge left out), not proven lost;
// second is nil when there is one.
func (t *mcTree) topTwo() (best, second *mcNode) {
	for i := range t.root.children {
		ch := &t.root.children[i]
		if ch.proven == -1 {
			continue
		}
		v, _ := ch.played()
		switch {
		case best == nil:
			best = ch
		case v > best.visits-best.pn:
			best, second = ch, best
		case second == nil || v > second.visits-second.pn:
			second = ch
		}
	}
	return best, second
}

// unstable reports whether a move of the root searched at least a third as much as best has a better share
// of won playouts than best, so that more time may change the choice.
func (t *mcTree) unstable(best *mcNode) bool {
	bv, bw := best.played()
	if bv <= 0 {
		return false
	}
	for i := range t.root.children {
		ch := &t.root.children[i]
		v, w := ch.played()
		if ch != best && ch.proven != -1 && v >= bv/3 && v > 0 && w/v > bw/bv {
			return true
		}
	}
	return false
}
