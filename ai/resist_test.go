package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// lostPositions returns up to n capture-1 Atari Go positions on size×size boards, reached by random moves from the
// empty board, that the solver proves lost for the side to move and in which some moves lose at once (they leave a
// chain in atari) while others resist longer, with the plies to the end after each legal move under perfect play.
func lostPositions(t *testing.T, size, n int) []lostCase {
	t.Helper()
	rng := rand.New(rand.NewPCG(5, uint64(size)))
	sv := NewSolver()
	sv.TableBits = 18
	var out []lostCase
	for tries := 0; tries < 400 && len(out) < n; tries++ {
		pos, _ := engine.NewStart(size, size, engine.AtariRules(1), engine.StartEmpty, engine.Black)
		plies := 4 + rng.IntN(8)
		for i := 0; i < plies && !pos.Over(); i++ {
			legal := pos.LegalMoves(nil)
			var safe []engine.Point
			for _, mv := range legal {
				next := pos
				next.PlayFast(mv)
				if !mcInAtari(&next, pos.ToMove()) && !mcInAtari(&next, pos.ToMove().Opponent()) {
					safe = append(safe, mv)
				}
			}
			if len(safe) == 0 {
				break
			}
			pos.PlayFast(safe[rng.IntN(len(safe))])
		}
		if pos.Over() || mcInAtari(&pos, engine.Black) || mcInAtari(&pos, engine.White) {
			continue
		}
		sv.MaxNodes = 200000
		sol, err := sv.Solve(context.Background(), &pos, nil)
		if err != nil || !sol.Known || sol.Winner == pos.ToMove() {
			continue
		}
		c := lostCase{pos: pos, plies: map[engine.Point]int{}}
		for _, mv := range pos.LegalMoves(nil) {
			next := pos
			next.PlayFast(mv)
			if mcInAtari(&next, pos.ToMove()) {
				c.atOnce++
				c.plies[mv] = 1
				continue
			}
			s, err := sv.Solve(context.Background(), &next, nil)
			if err != nil || !s.Known || !s.Complete {
				c.plies = nil
				break
			}
			c.plies[mv] = s.Plies + 1
		}
		if c.plies != nil && c.atOnce > 0 && c.atOnce < len(c.plies) {
			out = append(out, c)
		}
	}
	if len(out) < n {
		t.Fatalf("found %d lost positions, want %d", len(out), n)
	}
	return out
}

// lostCase is a lost position with the plies to the end after each of its moves.
type lostCase struct {
	pos    engine.Position
	plies  map[engine.Point]int
	atOnce int // moves that leave a chain in atari
}

// longest returns the most plies any move resists.
func (c lostCase) longest() int {
	m := 0
	for _, p := range c.plies {
		m = max(m, p)
	}
	return m
}

// TestMasterResistsLongestWhenLost plays Master in positions the solver proves lost: it must take the longest
// defence, never a move that loses at once. The solver's depth of a proven loss depends on what its table holds
// (a settled entry keeps the depth of the proof that settled it), so two solvers may differ by a move pair: the
// test allows that much.
func TestMasterResistsLongestWhenLost(t *testing.T) {
	for _, c := range lostPositions(t, 5, 6) {
		master, err := ParsePlayer("mcts:500,p200000", 3)
		if err != nil {
			t.Fatal(err)
		}
		mv, info, err := master.Move(context.Background(), &c.pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := c.plies[mv], c.longest(); got == 1 || got < want-2 {
			t.Errorf("Master's %s resists %d plies, the longest defence %d (%s)\n%s", mv.GTP(5), got, want, info.Comment,
				c.pos.String())
		}
	}
}

// TestSearchAvoidsLosingAtOnceWhenAllLost gives the choice among lost moves to resist: whatever the visits say, a
// move that leaves a chain in atari is never taken while another is there.
func TestSearchAvoidsLosingAtOnceWhenAllLost(t *testing.T) {
	for _, c := range lostPositions(t, 5, 6) {
		m := NewMCTS(100, 1)
		var moves []engine.Point
		for mv := range c.plies {
			moves = append(moves, mv)
		}
		// The visits favour the quickest losses, as a search that proved every move lost might.
		visits := func(mv engine.Point) float32 { return float32(100 - c.plies[mv]) }
		if mv := m.resist(&c.pos, moves, visits); c.plies[mv] == 1 {
			t.Errorf("resist chose %s, which loses at once\n%s", mv.GTP(5), c.pos.String())
		}
	}
}
