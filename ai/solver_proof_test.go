package ai

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestProofAgreesWithSolver checks that a split proof reaches the result of one call of the solver, on
// boards the solver settles at once, and that its proof verifies.
func TestProofAgreesWithSolver(t *testing.T) {
	tests := []struct {
		name  string
		size  int
		start engine.Start
		depth int
	}{
		{"4×4 empty, depth 2", 4, engine.StartEmpty, 2},
		{"5×5 crosscut, depth 1", 5, engine.StartCrosscut, 1},
		{"6×6 crosscut, depth 2", 6, engine.StartCrosscut, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := engine.NewStart(tc.size, tc.size, engine.AtariRules(1), tc.start, engine.Black)
			if err != nil {
				t.Fatal(err)
			}
			sol, err := NewSolver().Solve(context.Background(), &pos, nil)
			if err != nil || !sol.Known {
				t.Fatalf("direct solve: %+v %v", sol, err)
			}
			pf, err := NewProof(&pos, tc.depth, 1000)
			if err != nil {
				t.Fatal(err)
			}
			if len(pf.Leaves) == 0 {
				t.Fatal("no leaves")
			}
			if err := pf.Run(context.Background(), 2, 18, func(*Proof) error { return nil }, nil); err != nil {
				t.Fatal(err)
			}
			if got := pf.Winner(); got != sol.Winner {
				t.Fatalf("split proof says %v wins, the solver %v", got, sol.Winner)
			}
			// Every leaf the result rests on is solved again once, and its line, played out, ends the game
			// with that leaf's winner winning.
			reported := map[int]bool{}
			check := func(e VerifyEvent) {
				reported[e.Leaf] = true
				p := pos
				for _, m := range append(append([]engine.Point(nil), pf.Leaves[e.Leaf].Line...), e.Line...) {
					if _, err := p.Play(engine.Move{Color: p.ToMove(), Point: m}); err != nil {
						t.Fatalf("leaf %s: line %v: %v", pf.LineString(e.Leaf), e.Line, err)
					}
				}
				if out := p.Outcome(); !e.Complete || out.Winner != pf.Leaves[e.Leaf].Winner {
					t.Errorf("leaf %s: line %v (complete %v) ends %+v, want a win for %v", pf.LineString(e.Leaf), e.Line,
						e.Complete, out, pf.Leaves[e.Leaf].Winner)
				}
			}
			if bad, err := pf.Verify(context.Background(), 2, 18, check); err != nil || bad >= 0 {
				t.Fatalf("verify: leaf %d, %v", bad, err)
			}
			if need := pf.Needed(); len(reported) != len(need) {
				t.Errorf("verify reported %d leaves, the result rests on %d", len(reported), len(need))
			}
			// A leaf that claims the other result does not verify.
			need := pf.Needed()
			wrong := need[len(need)-1]
			pf.Leaves[wrong].Winner = pf.Leaves[wrong].Winner.Opponent()
			if bad, err := pf.verifyLeaves(context.Background(), need, 2, 18, nil); err != nil || bad != wrong {
				t.Errorf("verify of a false leaf %s: leaf %d, %v", pf.LineString(wrong), bad, err)
			}
		})
	}
}

// TestProofResumes stops a proof after a few leaves, writes its state, reads it into a new proof and
// finishes it there: the leaves settled before are not read again and the result is the same.
func TestProofResumes(t *testing.T) {
	pos, _ := engine.NewStart(6, 6, engine.AtariRules(1), engine.StartCrosscut, engine.Black)
	pf, err := NewProof(&pos, 2, 1000)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var state bytes.Buffer
	turns := 0
	save := func(p *Proof) error {
		turns++
		if turns == 3 {
			cancel()
		}
		state.Reset()
		return p.WriteState(&state)
	}
	if err := pf.Run(ctx, 1, 18, save, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("stopped run: %v, want context.Canceled", err)
	}
	saved := state.String()
	again, _ := NewProof(&pos, 2, 1000)
	if err := again.ReadState(strings.NewReader(saved)); err != nil {
		t.Fatal(err)
	}
	before := map[int]ProofLeaf{}
	for i, l := range again.Leaves {
		if l.Winner != engine.Empty {
			before[i] = l
		}
		if !equalLeaf(l, pf.Leaves[i]) {
			t.Fatalf("leaf %s read back as %+v, was %+v", again.LineString(i), l, pf.Leaves[i])
		}
	}
	if len(before) == 0 {
		t.Fatal("no leaf settled before the stop")
	}
	if err := again.Run(context.Background(), 2, 18, func(*Proof) error { return nil }, nil); err != nil {
		t.Fatal(err)
	}
	if again.Winner() != engine.Black {
		t.Fatalf("resumed proof says %v wins the 6×6 crosscut, want B", again.Winner())
	}
	for i, l := range before {
		if again.Leaves[i].Nodes != l.Nodes {
			t.Errorf("settled leaf %s was read again", again.LineString(i))
		}
	}
}

// equalLeaf compares two leaves.
func equalLeaf(a, b ProofLeaf) bool {
	if a.Winner != b.Winner || a.Nodes != b.Nodes || len(a.Line) != len(b.Line) {
		return false
	}
	for i := range a.Line {
		if a.Line[i] != b.Line[i] {
			return false
		}
	}
	return true
}

// TestProofStateErrors feeds broken state files to ReadState: each is refused with ErrProofState and the
// proof keeps what it had.
func TestProofStateErrors(t *testing.T) {
	pos, _ := engine.NewStart(6, 6, engine.AtariRules(1), engine.StartCrosscut, engine.Black)
	pf, _ := NewProof(&pos, 1, 1000)
	var good bytes.Buffer
	if err := pf.WriteState(&good); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(good.String(), "\n"), "\n")
	other, _ := engine.NewStart(6, 6, engine.AtariRules(1), engine.StartStable, engine.Black)
	otherPf, _ := NewProof(&other, 1, 1000)
	var otherState bytes.Buffer
	otherPf.WriteState(&otherState)
	firstLeaf := strings.Fields(lines[3])[1]
	tests := []struct {
		name, state string
	}{
		{"empty file", ""},
		{"another position", otherState.String()},
		{"another depth", strings.Replace(good.String(), "depth 1", "depth 2", 1)},
		{"no round line", strings.Join(lines[:2], "\n")},
		{"bad budget", strings.Replace(good.String(), "budget 1000", "budget -5", 1)},
		{"unknown leaf", strings.Replace(good.String(), "leaf "+firstLeaf+" ", "leaf A1-A2 ", 1)},
		{"bad result", strings.Replace(good.String(), "leaf "+firstLeaf+" ?", "leaf "+firstLeaf+" X", 1)},
		{"missing leaf", strings.Join(append(lines[:3:3], lines[4:]...), "\n")},
		{"bad nodes", strings.Replace(good.String(), "leaf "+firstLeaf+" ? 0", "leaf "+firstLeaf+" ? many", 1)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, _ := NewProof(&pos, 1, 1000)
			if err := p.ReadState(strings.NewReader(tc.state)); !errors.Is(err, ErrProofState) {
				t.Fatalf("got %v, want ErrProofState", err)
			}
			if p.Budget != 1000 || p.Settled() != 0 {
				t.Fatalf("a refused state changed the proof: budget %d, %d settled", p.Budget, p.Settled())
			}
		})
	}
}

// TestProofWorksWhereTheProofIsClosest settles by hand all but one reply to one first move as wins for
// Black and makes every other leaf costlier: that reply is the leaf to read next, and while it is being
// read, another one is.
func TestProofWorksWhereTheProofIsClosest(t *testing.T) {
	pos, _ := engine.NewStart(6, 6, engine.AtariRules(1), engine.StartCrosscut, engine.Black)
	pf, err := NewProof(&pos, 2, 1000)
	if err != nil {
		t.Fatal(err)
	}
	// The replies to the last first move of the tree, the farthest from the start of a walk in tree order.
	first := pf.Leaves[len(pf.Leaves)-1].Line[0]
	var replies []int
	for i, l := range pf.Leaves {
		if l.Line[0] == first {
			replies = append(replies, i)
		}
	}
	if len(replies) < 3 {
		t.Fatalf("%d replies to %s", len(replies), first.GTP(6))
	}
	last := replies[len(replies)-1]
	for _, i := range replies[:len(replies)-1] {
		pf.Leaves[i].Winner = engine.Black
	}
	// Every other leaf has had five turns' worth of nodes, so it costs more than the untouched one.
	for i := range pf.Leaves {
		if pf.Leaves[i].Line[0] != first {
			pf.Leaves[i].Nodes = 5 * pf.Budget
		}
	}
	if got := pf.mostProving(map[int]bool{}); got != last {
		t.Fatalf("next leaf %s, want %s", pf.LineString(got), pf.LineString(last))
	}
	if got := pf.mostProving(map[int]bool{last: true}); got < 0 || got == last || pf.Leaves[got].Winner != engine.Empty {
		t.Fatalf("with %s being read, next leaf %d", pf.LineString(last), got)
	}
}

// TestProofKeepsLeavesOnTheirWorker runs a proof on two workers whose leaves need several turns and checks
// that each later turn of a leaf went to the worker that read it first, whose table holds the earlier work;
// and that a failing save stops the run with its error.
func TestProofKeepsLeavesOnTheirWorker(t *testing.T) {
	pos, _ := engine.NewStart(6, 6, engine.AtariRules(1), engine.StartCrosscut, engine.Black)
	pf, err := NewProof(&pos, 1, 200)
	if err != nil {
		t.Fatal(err)
	}
	first := map[int]int{}
	again := 0
	report := func(e ProofEvent) {
		w, ok := first[e.Leaf]
		if !ok {
			first[e.Leaf] = e.Worker
			return
		}
		again++
		if w != e.Worker {
			t.Errorf("turn %d of %s went to worker %d, its first to %d", e.Turn, pf.LineString(e.Leaf), e.Worker, w)
		}
	}
	if err := pf.Run(context.Background(), 2, 18, func(*Proof) error { return nil }, report); err != nil {
		t.Fatal(err)
	}
	if pf.Winner() == engine.Empty || again == 0 {
		t.Fatalf("result %v after %d later turns; the test needs leaves read more than once", pf.Winner(), again)
	}
	errDisk := errors.New("disk full")
	pf, _ = NewProof(&pos, 1, 200)
	if err := pf.Run(context.Background(), 2, 18, func(*Proof) error { return errDisk }, nil); !errors.Is(err, errDisk) {
		t.Fatalf("run with a failing save: %v", err)
	}
}
