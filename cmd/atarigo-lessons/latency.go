package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"slices"
	"sort"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// latencyRuns is how many times each wrong move is judged; the fastest run counts, so that a busy machine's
// pauses do not count as the judge's.
const latencyRuns = 3

// refutation is the time the judge took to refute one wrong first move.
type refutation struct {
	source string
	move   string
	took   time.Duration
}

// measureLatency times, on one core, the judge's verdict on every wrong first move of every exercise: the time
// from a learner's wrong move to the start of its refutation on the board. Each move is judged by a fresh judge
// (no tables kept from an earlier move), as on a page just opened.
func measureLatency(lessons []*lesson.Lesson, out io.Writer) error {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	var all []refutation
	for _, l := range lessons {
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Kind != lesson.PageExercise {
				continue
			}
			r, err := lesson.CheckPage(context.Background(), ai.NewJudge(), p)
			if err != nil {
				return fmt.Errorf("%s: %w", p.Source, err)
			}
			wrong := make([]engine.Point, 0, len(r.Refuted))
			for m := range r.Refuted {
				wrong = append(wrong, m)
			}
			slices.Sort(wrong)
			start := p.Start()
			for _, m := range wrong {
				best := time.Duration(1<<63 - 1)
				for range latencyRuns {
					a := lesson.AskJudge{Position: start, Goal: p.Goal, Move: m}
					t0 := time.Now()
					if _, err := lesson.Judge(context.Background(), ai.NewJudge(), a); err != nil {
						return fmt.Errorf("%s %s: %w", p.Source, m.GTP(start.Rows()), err)
					}
					best = min(best, time.Since(t0))
				}
				all = append(all, refutation{source: p.Source, move: m.GTP(start.Rows()), took: best})
			}
		}
	}
	if len(all) == 0 {
		return fmt.Errorf("no wrong move to time")
	}
	sort.Slice(all, func(a, b int) bool { return all[a].took < all[b].took })
	at := func(q float64) time.Duration { return all[min(len(all)-1, int(q*float64(len(all))))].took }
	fmt.Fprintf(out, "wrong first moves: %d (fastest of %d runs each, one core, a fresh judge each)\n", len(all), latencyRuns)
	fmt.Fprintf(out, "median %s, 90%% %s, 99%% %s, worst %s\n", ms(at(0.5)), ms(at(0.9)), ms(at(0.99)), ms(all[len(all)-1].took))
	fmt.Fprintln(out, "slowest:")
	for _, r := range all[max(0, len(all)-5):] {
		fmt.Fprintf(out, "  %s %s %s\n", r.source, r.move, ms(r.took))
	}
	return nil
}

// ms writes a duration in milliseconds.
func ms(d time.Duration) string {
	return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
}
