package ai

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Candidate is one move of a running search as analysis tools show it.
type Candidate struct {
	Move    engine.Point   // the move (engine.Pass in Go)
	Visits  int            // playouts through the move, prior knowledge left out
	Winrate float64        // the mover's share of wins in those playouts (1 or 0 when Proven)
	Prior   float64        // the move's share of the prior knowledge the search started with, 0…1
	Proven  int8           // +1: the move wins by force; −1: it loses by force; 0: not proven
	PV      []engine.Point // the expected line, the move first
}

// Analysis is a snapshot of a search: the candidate moves, best first, and the playouts run so far.
type Analysis struct {
	Candidates []Candidate
	Playouts   int64
}

// Analyze searches pos until ctx ends and, each time a value arrives on ticks, pauses the search and hands
// report a snapshot of it (report runs on the calling goroutine). It returns the last snapshot, taken when ctx
// ended, which a caller that must play chooses its move from (its first candidate). The search keeps its tree
// from one snapshot to the next; m.Playouts, when set, is the least number of playouts between two snapshots
// (so that even ticks that come at once show some search), and m.Time is not used.
func (m *MCTS) Analyze(ctx context.Context, pos *engine.Position, ticks <-chan time.Time, report func(Analysis)) (Analysis, error) {
	if pos.Over() {
		return Analysis{}, fmt.Errorf("%w: %w", ErrNoMove, engine.ErrGameOver)
	}
	if len(pos.LegalMoves(nil)) == 0 {
		if pos.Rules().Kind == engine.Go {
			a := Analysis{Candidates: []Candidate{{Move: engine.Pass, Winrate: 0.5, Prior: 1, PV: []engine.Point{engine.Pass}}}}
			if report != nil {
				report(a)
			}
			return a, nil
		}
		return Analysis{}, ErrNoMove
	}
	threads := max(1, m.Threads)
	for len(m.trees) < threads {
		m.trees = append(m.trees, nil)
	}
	m.calls++
	know := m.rootKnowledge(ctx, pos)
	dead := m.rootDeadStones(ctx, pos)
	for k := 0; k < threads; k++ {
		seed := m.seed ^ uint64(k+1)*0x9E3779B97F4A7C15 ^ m.calls*0xBF58476D1CE4E5B9
		m.trees[k] = m.prepareTree(m.trees[k], pos, seed)
		m.trees[k].applyKnowledge(know)
		m.trees[k].dead = dead
	}
	least := &mcStop{} // the least playouts of a slice stop only when ctx ends
	release := context.AfterFunc(ctx, func() { least.flag.Store(true) })
	defer release()
	for {
		stop := &mcStop{}
		var wg sync.WaitGroup
		for k := 0; k < threads; k++ {
			budget := 0
			if m.Playouts > 0 {
				budget = max(1, m.Playouts/threads)
			}
			wg.Add(1)
			go func(t *mcTree, first bool) {
				defer wg.Done()
				if budget > 0 {
					t.search(budget, least, nil, first)
				}
				t.search(0, stop, nil, first)
			}(m.trees[k], k == 0)
		}
		done := false
		select {
		case <-ticks:
		case <-ctx.Done():
			done = true
		}
		stop.flag.Store(true)
		wg.Wait()
		a := m.snapshot()
		if done {
			if !m.Reuse {
				clear(m.trees)
			}
			return a, nil
		}
		if report != nil {
			report(a)
		}
	}
}

// snapshot merges the threads' root statistics into candidates, best first: proven wins, then by playouts,
// proven losses last; moves without playouts are left out unless proven.
func (m *MCTS) snapshot() Analysis {
	merged, order := m.rootStats()
	var a Analysis
	var priors float32
	for _, t := range m.trees {
		if t != nil {
			a.Playouts += int64(t.root.visits - t.root.pn)
		}
	}
	for _, mv := range order {
		priors += merged[mv].pn
	}
	for _, mv := range order {
		s := merged[mv]
		if s.visits < 1 && s.proven == 0 {
			continue
		}
		c := Candidate{Move: mv, Visits: int(s.visits), Winrate: float64(s.reported()), Proven: s.proven}
		if priors > 0 {
			c.Prior = float64(s.pn / priors)
		}
		switch s.proven { // a proof counts as one visit, so that tools that hide unvisited moves show it
		case 1:
			c.Winrate, c.Visits = 1, max(1, c.Visits)
		case -1:
			c.Winrate, c.Visits = 0, max(1, c.Visits)
		}
		c.PV = append([]engine.Point{mv}, m.pv(mv)...)
		a.Candidates = append(a.Candidates, c)
	}
	rank := func(c Candidate) int { return int(c.Proven) } // wins first, losses last
	slices.SortStableFunc(a.Candidates, func(x, y Candidate) int {
		if rank(x) != rank(y) {
			return rank(y) - rank(x)
		}
		return y.Visits - x.Visits
	})
	return a
}
