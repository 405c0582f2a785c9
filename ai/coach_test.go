package ai

import (
	"context"
	"flag"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

var coachPositions = flag.Int("coach-positions", 200, "random 7×7 Atari Go positions TestCoachNeverClaimsFalsely checks")

// randomAtariPosition plays random legal moves from the empty 7×7 board under capture-1 rules, stopping before
// any capture; ok is false when the game reached no position of the length asked.
func randomAtariPosition(rnd *engine.Rand, moves int) (engine.Position, bool) {
	pos := engine.MustPosition(7, 7, engine.AtariRules(1))
	for i := 0; i < moves; i++ {
		legal := pos.LegalMoves(nil)
		var quiet []engine.Point
		for _, m := range legal {
			q := pos
			q.PlayFast(m)
			if !q.Over() {
				quiet = append(quiet, m)
			}
		}
		if len(quiet) == 0 {
			return pos, false
		}
		pos.PlayFast(quiet[rnd.Intn(len(quiet))])
	}
	return pos, true
}

// verifyNote checks a coach note against the exact solver and the rules: the line is legal and ends the game
// in the opponent's favour (capturing the target first), and where the solver settles the position after the
// move, the opponent wins it.
func verifyNote(t *testing.T, sv *Solver, before *engine.Position, mv engine.Point, n CoachNote) {
	t.Helper()
	after := *before
	after.PlayFast(mv)
	q := after
	for _, m := range n.Line {
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
			t.Errorf("%s after %s: the line %s is not legal: %v\n%v", n.Kind, mv.GTP(7), gtpList(n.Line, 7), err, before)
			return
		}
		if q.Over() {
			break
		}
	}
	if !q.Over() || q.Outcome().Winner != n.Mover.Opponent() {
		t.Errorf("%s after %s: the line %s does not win for the opponent\n%v\nends in\n%v", n.Kind, mv.GTP(7), gtpList(n.Line, 7), before, &q)
	}
	if n.Target != engine.NoPoint && q.At(n.Target) == n.Mover {
		t.Errorf("%s after %s: the line %s leaves the target %s standing\n%v", n.Kind, mv.GTP(7), gtpList(n.Line, 7), n.Target.GTP(7), before)
	}
	sv.MaxNodes = 500_000
	if sol, err := sv.Solve(context.Background(), &after, nil); err == nil && sol.Known && sol.Winner == n.Mover {
		t.Errorf("%s after %s: the solver proves the mover wins\n%v", n.Kind, mv.GTP(7), before)
	}
}

// TestCoachNeverClaimsFalsely checks the coach on random 7×7 Atari Go positions and random moves: every note is
// proved again by playing its line and by the exact solver, and every proven throw of a win is reported.
func TestCoachNeverClaimsFalsely(t *testing.T) {
	rnd := engine.NewRand(11)
	c := NewCoach()
	sv := NewSolver()
	sv.TableBits = 20
	kinds := map[CoachKind]int{}
	motifs := map[Motif]int{}
	var spent time.Duration
	n := *coachPositions
	if testing.Short() {
		n = min(n, 8) // make check and the race detector's run
	}
	for checked := 0; checked < n; {
		before, ok := randomAtariPosition(rnd, 4+rnd.Intn(14))
		if !ok {
			continue
		}
		legal := before.LegalMoves(nil)
		mv := legal[rnd.Intn(len(legal))]
		start := time.Now()
		n, err := c.Check(context.Background(), &before, mv)
		spent += time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		kinds[n.Kind]++
		if n.Kind != CoachSilent {
			motifs[n.Motif]++
			verifyNote(t, sv, &before, mv, n)
		}
	}
	t.Logf("%d positions: %v; motifs %v; the coach took %v a move on average", n, kinds, motifs, spent/time.Duration(n))
	if !testing.Short() && (kinds[CoachThrewWin] == 0 || kinds[CoachAllowsCapture] == 0) {
		t.Errorf("the sample shows no note of some kind: %v", kinds)
	}
}
