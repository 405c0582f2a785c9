package lesson

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
)

// carryOut runs the judge for the AskJudge effects among effs, as the window's Judger does off the game loop,
// and feeds the answers back until none is asked for.
func carryOut(t *testing.T, j *ai.Judge, e *Exercise, effs []Effect) {
	t.Helper()
	for len(effs) > 0 {
		var next []Effect
		for _, eff := range effs {
			if a, ok := eff.(AskJudge); ok {
				v, err := Judge(context.Background(), j, a)
				if err != nil {
					t.Fatal(err)
				}
				next = append(next, e.Judged(a.Seq, v)...)
			}
		}
		effs = next
	}
}

// firstCorrect asks the judge for the correct moves in the exercise's position and returns the first.
func firstCorrect(t *testing.T, j *ai.Judge, e *Exercise) engine.Point {
	t.Helper()
	v, err := Judge(context.Background(), j, AskJudge{Position: *e.Position(), Goal: e.Page().Goal, Move: engine.NoPoint})
	if err != nil || len(v.Answers) == 0 {
		t.Fatalf("%s: no correct move (%v)", e, err)
	}
	return v.Answers[0]
}

// TestEveryExerciseCanBeFinished walks every exercise and question of the built-in lessons twice: with the
// engine's own correct answers and the computer's replies until it is solved, and with one wrong first move,
// which must be refuted with a reason.
func TestEveryExerciseCanBeFinished(t *testing.T) {
	if testing.Short() {
		t.Skip("a long search; the run without -short walks every exercise")
	}
	lessons, err := LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	j := ai.NewJudge()
	checked := 0
	for _, l := range lessons {
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Kind != PageExercise && p.Kind != PageQuestion {
				continue
			}
			checked++
			e := NewExercise(p)
			if p.Kind == PageQuestion {
				v, err := Judge(context.Background(), j, AskJudge{Position: p.Start(), Goal: p.Goal, Move: engine.NoPoint})
				if err != nil || !v.Known {
					t.Fatalf("%s: the question cannot be answered (%v)", p.Source, err)
				}
				works := v.Works
				carryOut(t, j, e, e.Answer(!works))
				if e.State() != Refuted || e.Said().Kind != SaidWrongAnswer {
					t.Errorf("%s: the wrong answer left %v, %v", p.Source, e.State(), e.Said().Kind)
				}
				e.Retry()
				carryOut(t, j, e, e.Answer(works))
				if e.State() != Solved {
					t.Errorf("%s: the right answer left %v", p.Source, e.State())
				}
				continue
			}
			if e.pointing() {
				for _, pt := range e.wanted() {
					carryOut(t, j, e, e.Click(pt))
				}
				if e.State() != Solved || e.Stars() != 3 {
					t.Errorf("%s: pointing at every wanted point left %v, %d stars", p.Source, e.State(), e.Stars())
				}
				continue
			}
			// The engine's own answers, until solved: its quickest first move, then the moves of its own line.
			carryOut(t, j, e, e.Click(firstCorrect(t, j, e)))
			for step := 0; e.State() == Waiting && step < 40; step++ {
				next := e.Next()
				if next == engine.NoPoint {
					next = firstCorrect(t, j, e)
				}
				carryOut(t, j, e, e.Click(next))
			}
			if e.State() != Solved || e.Stars() != 3 {
				t.Errorf("%s: following the engine's answers left %v (%v), %d stars", e, e.State(), e.Said().Kind, e.Stars())
			}
			// The sentence of success names the tactic the page teaches, seen in the whole line played.
			if p.Motif != ai.MotifNone && p.Goal.Kind == ai.GoalCapture && e.Said().Motif != p.Motif {
				t.Errorf("%s: solved with the motif %v, the page teaches %v", p.Source, e.Said().Motif, p.Motif)
			}
			// One wrong first move: the first legal move the judge proves wrong.
			e.Retry()
			start := p.Start()
			var wrong engine.Point = engine.NoPoint
			for _, m := range start.LegalMoves(nil) {
				if v, err := j.Move(context.Background(), &start, p.Goal, m); err == nil && v.Known && !v.Correct {
					wrong = m
					break
				}
			}
			carryOut(t, j, e, e.Click(wrong))
			if p.Goal.Kind == ai.GoalPlace {
				if e.State() != Waiting || e.Said().Kind != SaidWrongPoint {
					t.Errorf("%s: a stone off the marked points left %v, %v", p.Source, e.State(), e.Said().Kind)
				}
				continue
			}
			if k := e.Said().Kind; e.State() != Refuted || !slices.Contains([]SaidKind{SaidEscaped, SaidLost, SaidCut, SaidKoEnded}, k) {
				t.Errorf("%s: the wrong move %s left %v, %v", p.Source, wrong.GTP(e.Position().Rows()), e.State(), k)
			}
			if e.Said().Kind == SaidEscaped && e.Said().Liberties < 2 {
				t.Errorf("%s: escaped with %d liberties", p.Source, e.Said().Liberties)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no exercise checked")
	}
}

// TestExerciseHintsAndStaleVerdicts checks the three hints, the stars they cost, and that an answer to an older
// request is ignored.
func TestExerciseHintsAndStaleVerdicts(t *testing.T) {
	lessons, err := LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	var p *Page
	for _, l := range lessons {
		for i := range l.Pages {
			if l.Pages[i].Kind == PageExercise && l.Pages[i].Goal.Kind == ai.GoalCapture && p == nil {
				p = &l.Pages[i]
			}
		}
	}
	j := ai.NewJudge()
	e := NewExercise(p)
	carryOut(t, j, e, e.Hint()) // the first hint asks the judge for the answers
	if e.Said().Kind != SaidHintLook || e.Said().Point != p.Goal.Targets[0] {
		t.Errorf("first hint %+v", e.Said())
	}
	if e.Hint() != nil || e.Said().Kind != SaidHintLiberties || e.Said().Count != e.Position().Liberties(p.Goal.Targets[0]) {
		t.Errorf("second hint %+v (the answers are asked once a position)", e.Said())
	}
	carryOut(t, j, e, e.Hint())
	hint := e.Said()
	if hint.Kind != SaidHintMove {
		t.Fatalf("third hint %+v", hint)
	}
	effs := e.Click(hint.Point)
	ask := effs[0].(AskJudge)
	if e.Judged(ask.Seq-1, Verdict{}) != nil || e.State() != Judging {
		t.Fatal("a stale answer was taken")
	}
	carryOut(t, j, e, effs)
	for step := 0; e.State() == Waiting && step < 40; step++ {
		carryOut(t, j, e, e.Click(e.Next()))
	}
	if e.State() != Solved || e.Stars() != 1 {
		t.Errorf("after three hints: %v, %d stars", e.State(), e.Stars())
	}
}

// TestCountQuestionIsAnsweredByTheScore asks "does Black win?" of two finished Go positions: equal territory,
// where White's half point of komi wins, and twice White's territory for Black.
func TestCountQuestionIsAnsweredByTheScore(t *testing.T) {
	for _, c := range []struct {
		name, stones string
		blackWins    bool
	}{
		{"five points each, komi decides", "AB[ba][bb][bc][bd][be]AW[da][db][dc][dd][de]", false},
		{"ten points to five", "AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de]", true},
	} {
		data := "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0.5]GN[Count]PL[B]" + c.stones + "C[Does Black win?]AGGL[count])"
		l, err := Parse("count.sgf", []byte(data))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		p := &l.Pages[0]
		if p.Kind != PageQuestion {
			t.Fatalf("%s: a count page is a %v", c.name, p.Kind)
		}
		r, err := CheckPage(context.Background(), ai.NewJudge(), p)
		if err != nil || len(r.Problems) > 0 || r.Answer != c.blackWins {
			t.Errorf("%s: the check says %v, %v (%v)", c.name, r.Answer, r.Problems, err)
		}
		j := ai.NewJudge()
		e := NewExercise(p)
		carryOut(t, j, e, e.Answer(!c.blackWins))
		if e.State() != Refuted || e.Said().Kind != SaidWrongAnswer {
			t.Errorf("%s: the wrong answer left %v, %v", c.name, e.State(), e.Said().Kind)
		}
		e.Retry()
		carryOut(t, j, e, e.Answer(c.blackWins))
		if e.State() != Solved || e.Said().Motif != ai.MotifNone {
			t.Errorf("%s: the right answer left %v, %v", c.name, e.State(), e.Said().Motif)
		}
	}
	if _, err := Parse("x.sgf", []byte("(;GM[1]FF[4]SZ[5]AGCT[1]GN[T]PL[B]AB[aa]C[x]AGGL[count])")); !errors.Is(err, ErrBadLesson) {
		t.Errorf("a count question on an Atari Go board: %v", err)
	}
}

// TestAPageWithNoAnswerSaysSo asks for a hint (as Show me does) on exercises where no move does what the page
// asks, which the judge proves by reading every move to its end: the exercise says the page has no answer, not
// that a move could not be worked out in time.
func TestAPageWithNoAnswerSaysSo(t *testing.T) {
	for _, src := range []string{
		"(;GM[1]FF[4]SZ[4]AGCT[1]GN[T]PL[B]AW[bb]AB[aa]C[x]AGGL[capture]AGTG[bb])",
		"(;GM[1]FF[4]SZ[5]AGCT[1]GN[T]PL[B]AW[ba][bb][ab][da][db][eb][cb]AB[ac][bc][cc][dc][ec]C[x]AGGL[capture]AGTG[bb])",
	} {
		l, err := Parse("none.sgf", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		e := NewExercise(&l.Pages[0])
		carryOut(t, ai.NewJudge(), e, e.Hint())
		if said := e.Said(); said.Kind != SaidUndecided || !said.NoAnswer {
			t.Errorf("%s: said %+v; want that the page has no answer", src, said)
		}
	}
}
