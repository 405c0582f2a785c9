package lesson

import (
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestJudgerStopDropsWhatWasAsked asks, stops, and finds nothing delivered; a request after Stop is answered.
func TestJudgerStopDropsWhatWasAsked(t *testing.T) {
	pos := engine.MustDiagram(`
. . . . . . .
. . . . . . .
. . . X . . .
. . X O X . .
. . . . . . .
. . . . . . .
. . . . . . .`, engine.AtariRules(1))
	goal := ai.Goal{Kind: ai.GoalCapture, Targets: []engine.Point{engine.Pt(3, 3)}}
	capture := engine.Pt(3, 4)
	r := NewJudger()
	defer r.Close()
	r.Ask(AskJudge{Seq: 1, Position: pos, Goal: goal, Move: capture})
	r.Stop()
	r.Close() // waits for the request in flight: whatever it found, it must not be delivered
	select {
	case got := <-r.Results():
		t.Fatalf("an answer asked before Stop was delivered: %+v", got)
	default:
	}
	r.Ask(AskJudge{Seq: 1, Position: pos, Goal: goal, Move: capture})
	select {
	case got := <-r.Results():
		if got.Err != nil || got.Seq != 1 || !got.Verdict.Correct {
			t.Errorf("the answer after Stop: %+v", got)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no answer after Stop")
	}
}
