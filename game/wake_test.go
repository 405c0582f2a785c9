package game

import (
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/job"
)

// wakes sets the wake for the test and returns the channel it signals; a wake waits in it until taken.
func wakes(t *testing.T) <-chan struct{} {
	woken := make(chan struct{}, 1)
	job.SetWake(func() {
		select {
		case woken <- struct{}{}:
		default:
		}
	})
	t.Cleanup(func() { job.SetWake(nil) })
	return woken
}

// awaitWake waits for a wake from work off the game loop; the test fails, naming what it waited for, when none
// comes within a minute.
func awaitWake(t *testing.T, woken <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-woken:
	case <-time.After(time.Minute):
		t.Fatalf("no %s came within a minute", what)
	}
}
