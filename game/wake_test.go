package game

import (
	"context"
	"testing"

	"github.com/seed593a7f8d/atarigo/job"
)

// TestJobWakesWhenItEnds checks that work off the game loop calls the wake once its answer can be polled.
func TestJobWakesWhenItEnds(t *testing.T) {
	woken := make(chan struct{}, 1)
	job.SetWake(func() { woken <- struct{}{} })
	defer job.SetWake(nil)
	j := startJob(func(context.Context) (int, bool) { return 7, true })
	<-woken
	if v, ended, ok := j.poll(); !ended || !ok || v != 7 {
		t.Fatalf("after the wake: answer %d, ended %v, ok %v; want 7, true, true", v, ended, ok)
	}
}
