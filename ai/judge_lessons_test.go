package ai_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// refPlies is how deep the reference reads for the cross-checks: 5 plies (3 with -short), or the plies that
// ATARIGO_JUDGE_PLIES names (make judge-reference reads 7, which reaches every built-in page but the long ladders
// and nets, in about ten minutes).
func refPlies() int {
	if n, err := strconv.Atoi(os.Getenv("ATARIGO_JUDGE_PLIES")); err == nil && n > 0 {
		return n
	}
	if testing.Short() {
		return 3
	}
	return 5
}

// crossCheck judges every first move of a capture page in pos and holds each verdict against the reference
// search: the moves accepted are exactly those that force the target's capture in the fewest plies, no move
// that forces it (within the reference's reach) is refuted, a refuted move wins none of the other chains it
// takes a liberty of within that reach either, and a move set aside is not among the quickest. It returns how many moves
// it checked (0 when the quickest capture is beyond the reference's reach).
func crossCheck(t *testing.T, j *ai.Judge, name string, pos *engine.Position, g ai.Goal) int {
	t.Helper()
	most := refPlies()
	ref := newRefCapture(g.Targets, false)
	q := ref.plies(pos, most)
	if q == 0 {
		return 0
	}
	ctx := context.Background()
	checked := 0
	for _, m := range pos.LegalMoves(nil) {
		v, err := j.Move(ctx, pos, g, m)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		rp := ref.movePlies(pos, m, q)
		at := fmt.Sprintf("%s %s", name, m.GTP(pos.Rows()))
		switch {
		case !v.Known:
			t.Errorf("%s: the judge could not decide (the reference: %d plies)", at, rp)
		case v.Correct && rp != q:
			t.Errorf("%s: accepted, but the reference finds no capture of the target in %d plies", at, q)
		case !v.Correct && rp == q:
			t.Errorf("%s: not accepted (aside %d), but the reference captures the target in %d plies", at, v.Aside, q)
		case !v.Correct && v.Aside == ai.AsideNone:
			if s := ref.movePlies(pos, m, min(q+2, most)); s > 0 {
				t.Errorf("%s: refuted, but the reference captures the target in %d plies", at, s)
			}
			if touched := touchedChains(pos, m, g.Targets); len(touched) > 0 {
				if s := newRefCapture(touched, false).movePlies(pos, m, min(q+2, most)); s > 0 {
					t.Errorf("%s: refuted, but the reference captures the stones it touches in %d plies", at, s)
				}
			}
		}
	}
	return checked
}

// touchedChains returns a stone of each of the opponent's chains other than the targets that the move mv, by the
// side to move in pos, takes a liberty of.
func touchedChains(pos *engine.Position, mv engine.Point, targets []engine.Point) []engine.Point {
	var out []engine.Point
	for _, n := range engine.Neighbors(mv) {
		if !pos.OnBoard(n) || pos.At(n) != pos.ToMove().Opponent() {
			continue
		}
		same := func(p engine.Point) bool { return pos.At(p) == pos.At(n) && pos.ChainHead(p) == pos.ChainHead(n) }
		if !slices.ContainsFunc(targets, same) && !slices.ContainsFunc(out, same) {
			out = append(out, n)
		}
	}
	return out
}

// TestJudgeAgreesWithReferenceOnLessonPages cross-checks every first move of every built-in capture page that
// asks for the quickest way.
func TestJudgeAgreesWithReferenceOnLessonPages(t *testing.T) {
	lessons, err := lesson.LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	j := ai.NewJudge()
	pages, moves := 0, 0
	for _, l := range lessons {
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Kind != lesson.PageExercise || p.Goal.Kind != ai.GoalCapture || p.Goal.AnyWay {
				continue
			}
			pos := p.Start()
			if n := crossCheck(t, j, p.Source, &pos, p.Goal); n > 0 {
				pages++
				moves += n
			}
		}
	}
	t.Logf("%d pages, %d moves checked against the reference (%d plies deep)", pages, moves, refPlies())
	if pages < 10 {
		t.Errorf("only %d pages were within the reference's reach", pages)
	}
}

// TestJudgeAgreesWithReferenceOnFreshPositions cross-checks capture pages made for the test from random games on
// 6×6 and 7×7 boards: a chain of the side not to move with two liberties or fewer is the target, kept when the
// reference finds its capture within its reach and it is not taken at once.
func TestJudgeAgreesWithReferenceOnFreshPositions(t *testing.T) {
	want := 24
	if testing.Short() {
		want = 6
	}
	rng := engine.NewRand(39)
	j := ai.NewJudge()
	made, tries := 0, 0
	for made < want && tries < 5000 {
		tries++
		size := 6 + rng.Intn(2)
		pos, ok := randomGame(rng, size, 8+rng.Intn(12))
		if !ok {
			continue
		}
		target := engine.NoPoint
		for _, pt := range pos.Points(nil) {
			if pos.At(pt) == pos.ToMove().Opponent() && pos.Liberties(pt) == 2 {
				target = pt
				break
			}
		}
		if target == engine.NoPoint {
			continue
		}
		g := ai.Goal{Kind: ai.GoalCapture, Targets: []engine.Point{target}}
		if q := newRefCapture(g.Targets, false).plies(&pos, refPlies()); q < 3 {
			continue
		}
		name := fmt.Sprintf("fresh %d (target %s)\n%s", made, target.GTP(pos.Rows()), pos.String())
		if crossCheck(t, j, name, &pos, g) > 0 {
			made++
		}
	}
	if made < want {
		t.Errorf("only %d fresh pages in %d tries", made, tries)
	}
}

// randomGame plays n random legal moves of capture-1 Atari Go on a size×size board; ok is false when the game
// ends first.
func randomGame(rng *engine.Rand, size, n int) (engine.Position, bool) {
	pos := engine.MustPosition(size, size, engine.AtariRules(1))
	for range n {
		moves := pos.LegalMoves(nil)
		if len(moves) == 0 {
			return pos, false
		}
		if _, err := pos.Play(engine.Move{Color: pos.ToMove(), Point: moves[rng.Intn(len(moves))]}); err != nil || pos.Over() {
			return pos, false
		}
	}
	return pos, true
}

// TestJudgeAgreesWithReferenceOnPracticePages cross-checks the first pages of every capture practice set that
// the practice maker makes from a fixed seed, as a learner meets them.
func TestJudgeAgreesWithReferenceOnPracticePages(t *testing.T) {
	lessons, err := lesson.LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	per := 3
	if testing.Short() {
		per = 1
	}
	j := ai.NewJudge()
	checked := 0
	for _, k := range lesson.PracticeKinds {
		if k.Save {
			continue
		}
		pages, err := lesson.MakePractice(context.Background(), ai.NewJudge(), lesson.Templates(lessons, k), k, per, 7, nil)
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		for i := range pages {
			p := &pages[i]
			if p.Goal.Kind != ai.GoalCapture || p.Goal.AnyWay {
				continue
			}
			pos := p.Start()
			if crossCheck(t, j, fmt.Sprintf("%s practice %d\n%s", k, i+1, pos.String()), &pos, p.Goal) > 0 {
				checked++
			}
		}
	}
	t.Logf("%d practice pages within the reference's reach", checked)
	if checked == 0 {
		t.Error("no practice page was within the reference's reach")
	}
}
