package game

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// studyOf returns a study board holding the diagram's stones, Black to move, under rules.
func studyOf(t *testing.T, diagram string, rules engine.Rules) *Study {
	t.Helper()
	p := engine.MustDiagram(diagram, rules)
	return StudyFrom(&p)
}

// TestStudyPlacing places, captures, erases and takes back stones on the study board, without turn order and with
// ko ignored.
func TestStudyPlacing(t *testing.T) {
	s := studyOf(t, `
		. X O . .
		X O . O .
		. X O . .
		. . . . .
		. . . . .`, engine.AtariRules(1))
	at := func(gtp string) engine.Point {
		pt, err := engine.ParseGTPPoint(gtp, 5, 5)
		if err != nil {
			t.Fatal(err)
		}
		return pt
	}
	// Black takes the white stone at B4 by filling C4: a ko, which White may retake at once on the study board.
	if err := s.Put(at("C4"), engine.Black); err != nil {
		t.Fatal(err)
	}
	if s.Board().At(at("B4")) != engine.Empty || s.Prisoners(engine.Black) != 1 {
		t.Fatalf("the capture at C4 left B4 %v with %d prisoners\n%s", s.Board().At(at("B4")), s.Prisoners(engine.Black), s.Board())
	}
	if s.Board().Ko() != at("B4") || s.ToMove() != engine.White {
		t.Fatalf("after the ko capture: ko point %v, %v to move", s.Board().Ko(), s.ToMove())
	}
	if err := s.Put(at("B4"), engine.White); err != nil {
		t.Fatalf("retaking the ko on the study board: %v", err)
	}
	if s.Prisoners(engine.White) != 1 || s.Board().At(at("C4")) != engine.Empty {
		t.Fatalf("the ko retake did not capture\n%s", s.Board())
	}
	// White takes the black stone at B5 from A5: a capture, not a suicide.
	if err := s.Put(at("A5"), engine.White); err != nil || s.Board().At(at("B5")) != engine.Empty {
		t.Fatalf("White's capture at A5: %v\n%s", err, s.Board())
	}
	// A suicide and a stone on a stone are refused and change nothing.
	for _, p := range []string{"D5", "E4"} {
		if err := s.Put(at(p), engine.White); err != nil {
			t.Fatal(err)
		}
	}
	before := *s.Board()
	if err := s.Put(at("E5"), engine.Black); !errors.Is(err, engine.ErrSuicide) {
		t.Errorf("suicide at E5: %v\n%s", err, s.Board())
	}
	if err := s.Put(at("A5"), engine.Black); !errors.Is(err, engine.ErrOccupied) {
		t.Errorf("a stone on A5: %v", err)
	}
	if s.Board().Key() != before.Key() {
		t.Error("a refused stone changed the board")
	}
	// Erasing, with and without prisoners.
	if err := s.Erase(at("A5")); err != nil || s.Prisoners(engine.Black) != 1 {
		t.Fatalf("erase without prisoners: %v, Black has %d", err, s.Prisoners(engine.Black))
	}
	s.TakePrisoners = true
	if err := s.Erase(at("A4")); err != nil || s.Prisoners(engine.White) != 3 {
		t.Fatalf("erase taking a prisoner: %v, White has %d", err, s.Prisoners(engine.White))
	}
	if err := s.Erase(at("E1")); !errors.Is(err, ErrStudyEmpty) {
		t.Errorf("erasing an empty point: %v", err)
	}
	// Alternate hands the turn over; the single-colour tools keep their colour.
	s.Tool = StudyAlternate
	s.SetToMove(engine.Black)
	for _, p := range []string{"E1", "E2"} {
		if err := s.Apply(at(p)); err != nil {
			t.Fatal(err)
		}
	}
	if s.Board().At(at("E1")) != engine.Black || s.Board().At(at("E2")) != engine.White {
		t.Errorf("alternate placed E1 %v, E2 %v", s.Board().At(at("E1")), s.Board().At(at("E2")))
	}
	s.Tool = StudyWhite
	for _, p := range []string{"D1", "D2"} {
		if err := s.Apply(at(p)); err != nil {
			t.Fatal(err)
		}
	}
	if s.Board().At(at("D1")) != engine.White || s.Board().At(at("D2")) != engine.White {
		t.Error("the white tool placed another colour")
	}
	// Every change comes back with Undo, and again with Redo.
	end := s.Board().Key()
	n := 0
	for s.CanUndo() {
		s.Undo()
		n++
	}
	if n != 11 || s.Board().Key() != studyOf(t, `
		. X O . .
		X O . O .
		. X O . .
		. . . . .
		. . . . .`, engine.AtariRules(1)).Board().Key() || s.Prisoners(engine.Black) != 0 {
		t.Fatalf("after %d undos the board is\n%s", n, s.Board())
	}
	for s.CanRedo() {
		s.Redo()
	}
	if s.Board().Key() != end {
		t.Error("redo did not bring the last board back")
	}
	s.ResetPrisoners()
	if s.Prisoners(engine.Black)+s.Prisoners(engine.White) != 0 {
		t.Error("the prisoners were not reset")
	}
	s.Clear()
	if s.Board().EmptyCount() != 25 || !s.CanUndo() {
		t.Error("clear left stones or cannot be undone")
	}
}

// TestStudyPlayFromHere starts a game from a study board: the same stones, the side to move first, the study's
// rules, and no captures carried over.
func TestStudyPlayFromHere(t *testing.T) {
	s := studyOf(t, `
		. . . . .
		. X O . .
		. O X . .
		. . . . .
		. . . . .`, engine.AtariRules(1))
	s.SetToMove(engine.White)
	var seats [3]Seat
	seats[engine.Black], seats[engine.White] = Human, Human
	m, _, err := NewMatch(s.PlaySetup(seats), nil)
	if err != nil {
		t.Fatal(err)
	}
	p := m.Position()
	if p.ToMove() != engine.White || p.Rules() != engine.AtariRules(1) || p.Cols() != 5 {
		t.Fatalf("the game starts with %v to move under %v on %d columns", p.ToMove(), p.Rules(), p.Cols())
	}
	want := s.Position()
	for _, pt := range p.Points(nil) {
		if p.At(pt) != want.At(pt) {
			t.Fatalf("the game's position differs from the study board at %s\n%s", pt.GTP(5), p)
		}
	}
	rec := s.Record()
	got := rec.Current().Position()
	if got.Key() != want.Key() {
		t.Error("the record to save does not hold the study board's position")
	}
}

// TestStudyAnswers asks the study board's questions about positions whose answers are settled: the solver on a
// capture-1 board it proves, the reader on a ladder and on a strong chain, and the Go endgame search on a
// finished board; each answer is put into words in three languages.
func TestStudyAnswers(t *testing.T) {
	ladder := `
		. . . . . . .
		. . . . . . .
		. . . . O . .
		. . O X . . .
		. . . O . . .
		. . . . . . .
		. . . . . . .`
	tests := []struct {
		name    string
		diagram string
		rules   engine.Rules
		q       StudyQuestion
		chain   string
		check   func(t *testing.T, a StudyAnswer)
	}{
		{"a capture in one", `
			. . . . .
			. . X . .
			. X O . .
			. . X . .
			. . . . .`, engine.AtariRules(1), AskSolve, "", func(t *testing.T, a StudyAnswer) {
			if !a.Solved || a.Winner != engine.Black || a.Plies != 1 || a.Line[0] != engine.Pt(3, 2) {
				t.Errorf("solve: %+v, want Black's capture at D3 in one move", a)
			}
		}},
		{"a stone in a ladder", ladder, engine.AtariRules(1), AskRead, "D4", func(t *testing.T, a StudyAnswer) {
			if a.Owner != engine.Black || a.Attack != ai.ReadCaptured || a.Defend != ai.ReadSafe || a.DefendMove == engine.NoPoint {
				t.Errorf("read: %+v, want the black stone captured in a ladder, or saved if Black moves first", a)
			}
		}},
		{"a strong chain", `
			. . . . . . .
			. X X X . . .
			. X . X . . .
			. X X X . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, engine.GoRules(engine.Territory, 6.5), AskRead, "B6", func(t *testing.T, a StudyAnswer) {
			if a.Attack != ai.ReadSafe {
				t.Errorf("read: %+v, want safe", a)
			}
		}},
		{"a settled Go board", `
			. X . X O . O
			X X X X O O O
			. X . X O . O
			X X X X O O O
			. . . X O . .`, engine.GoRules(engine.Area, 0.5), AskSolve, "", func(t *testing.T, a StudyAnswer) {
			if !a.Solved || !a.Scored || a.Winner != engine.Black || a.Margin != 4.5 || a.Line[0] != engine.Pass {
				t.Errorf("solve: %+v, want Black to pass and win by 4.5", a)
			}
		}},
		{"a Go board with too much open", `
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . X . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`, engine.GoRules(engine.Area, 7.5), AskSolve, "", func(t *testing.T, a StudyAnswer) {
			if a.Solved || !errors.Is(a.Err, ai.ErrEndgameNotSettled) {
				t.Errorf("solve: %+v, want too many open points", a)
			}
		}},
		{"9×9: a capture in one", `
			. . . . . . . . .
			. . . . . . . . .
			. . . X . . . . .
			. . X O X . . . .
			. . . . . . . . .
			. . . . . . O . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`, engine.AtariRules(1), AskSolve, "", func(t *testing.T, a StudyAnswer) {
			if !a.Solved || !a.Counted || a.Winner != engine.Black || a.Plies != 1 || a.Line[0] != engine.Pt(3, 4) {
				t.Errorf("solve: %+v, want Black's capture at D5 in one move", a)
			}
		}},
		{"9×9: two stones in atari lose", `
			X O . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . O X`, engine.AtariRules(1), AskSolve, "", func(t *testing.T, a StudyAnswer) {
			if !a.Solved || !a.Counted || a.Winner != engine.White || a.Plies != 2 || len(a.Line) != 2 {
				t.Errorf("solve: %+v, want White's capture in one against any black move", a)
			}
		}},
		{"9×9: nothing forced soon", `
			. . . . . . . . .
			. . . . . . . . .
			. . X . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . O . .
			. . . . . . . . .
			. . . . . . . . .`, engine.AtariRules(1), AskSolve, "", func(t *testing.T, a StudyAnswer) {
			if a.Solved || !errors.Is(a.Err, ErrNoShortWin) {
				t.Errorf("solve: %+v, want no short win proven", a)
			}
		}},
		{"capture-3 is not for the solver", ladder, engine.AtariRules(3), AskSolve, "", func(t *testing.T, a StudyAnswer) {
			if a.Solved || !errors.Is(a.Err, ai.ErrNotSolvable) {
				t.Errorf("solve: %+v, want not solvable", a)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := studyOf(t, tc.diagram, tc.rules)
			pos := s.Position()
			chain := engine.NoPoint
			if tc.chain != "" {
				var err error
				if chain, err = engine.ParseGTPPoint(tc.chain, pos.Cols(), pos.Rows()); err != nil {
					t.Fatal(err)
				}
			}
			a := answerStudy(context.Background(), tc.q, pos, chain)
			tc.check(t, a)
			en := StudySentence(NewTranslator("en"), a, pos.Rows())
			for _, lang := range []string{"cs", "ru"} {
				got := StudySentence(NewTranslator(lang), a, pos.Rows())
				if got == en || strings.Contains(got, "%!") || got == "" {
					t.Errorf("%s: %q (English %q)", lang, got, en)
				}
			}
			if strings.Contains(en, "%!") {
				t.Errorf("en: %q", en)
			}
			t.Log(en)
		})
	}
}

// TestStudyAskerKeepsOneAnswer asks twice about the same position (one answer), and about another (the old answer
// is not given for it).
func TestStudyAskerKeepsOneAnswer(t *testing.T) {
	s := studyOf(t, `
		. . . . .
		. . X . .
		. X O . .
		. . X . .
		. . . . .`, engine.AtariRules(1))
	var a StudyAsker
	defer a.Stop()
	pos := s.Position()
	a.Ask(AskSolve, pos, engine.NoPoint)
	first := a.running.Ready()
	a.Ask(AskSolve, pos, engine.NoPoint)
	if a.running.Ready() != first {
		t.Fatal("the same question was asked again")
	}
	<-first
	a.Poll()
	if _, ok := a.Answer(&pos); !ok || a.Thinking() {
		t.Fatal("no answer after the work ended")
	}
	if err := s.Put(engine.Pt(0, 0), engine.Black); err != nil {
		t.Fatal(err)
	}
	other := s.Position()
	if _, ok := a.Answer(&other); ok {
		t.Error("the answer about another position is given")
	}
}

// TestStudySolveSentences puts every kind of solver answer into words in three languages, with the values in them.
func TestStudySolveSentences(t *testing.T) {
	c3 := engine.Pt(2, 4)
	tests := []struct {
		a    StudyAnswer
		want string
	}{
		{StudyAnswer{Question: AskSolve, ToMove: engine.Black, Solved: true, Winner: engine.Black, Line: []engine.Point{c3, c3, c3}, Plies: 3, Whole: true, Counted: true},
			"Black wins in 2 moves, starting at C3. The whole line is numbered on the board."},
		{StudyAnswer{Question: AskSolve, ToMove: engine.Black, Solved: true, Winner: engine.White, Line: []engine.Point{c3, c3}, Plies: 2, Whole: true, Counted: true},
			"Black to move loses: White wins in 1 move against the longest defence, which starts at C3."},
		{StudyAnswer{Question: AskSolve, ToMove: engine.Black, Solved: true, Winner: engine.Black, Line: []engine.Point{c3, c3, c3, c3, c3}, Plies: 5, Whole: true},
			"Black wins with best play, starting at C3: the computer proved it. A winning line is numbered on the board."},
		{StudyAnswer{Question: AskSolve, ToMove: engine.Black, Solved: true, Winner: engine.White, Line: []engine.Point{c3, c3}, Plies: 2, Whole: true},
			"Black to move loses: White wins with best play; a line of the longest defence, from C3, is numbered on the board."},
		{StudyAnswer{Question: AskSolve, ToMove: engine.White, Solved: true, Winner: engine.White, Line: []engine.Point{c3}, Plies: 13},
			"White wins with perfect play (proven). The line is too long to read out in five seconds: its first moves, from C3, are numbered on the board."},
		{StudyAnswer{Question: AskSolve, ToMove: engine.White, Solved: true, Winner: engine.Black, Plies: 13},
			"Black wins with perfect play (proven), but the winning line is too long to read out in five seconds."},
		{StudyAnswer{Question: AskSolve, ToMove: engine.White, Solved: true, Scored: true, Whole: true, Winner: engine.White, Line: []engine.Point{c3, engine.Pass, engine.Pass}, Margin: 2.5},
			"White wins with best play, starting at C3, by 2.5 points (exact)."},
		{StudyAnswer{Question: AskSolve, ToMove: engine.White, Solved: true, Scored: true, Whole: true, Winner: engine.Black, Line: []engine.Point{c3, engine.Pass, engine.Pass}, Margin: -0.5},
			"White loses by 0.5 points with best play; the best move is C3 (exact)."},
		{StudyAnswer{Question: AskSolve, ToMove: engine.Black, Solved: true, Scored: true, Whole: true, Winner: engine.Empty, Line: []engine.Point{c3, engine.Pass, engine.Pass}},
			"With best play the game is a draw; Black's best move is C3 (exact)."},
		{StudyAnswer{Question: AskSolve, ToMove: engine.Black, Solved: true, Scored: true, Whole: true, Winner: engine.White, Line: []engine.Point{engine.Pass, engine.Pass}, Margin: -3.5},
			"Nothing is left to play: White wins by 3.5 points (exact)."},
		{StudyAnswer{Question: AskSolve, ToMove: engine.Black, Err: context.DeadlineExceeded},
			"Too complex to settle within five seconds. Ask for a hint instead."},
	}
	for _, tt := range tests {
		if got := StudySentence(NewTranslator("en"), tt.a, 7); got != tt.want {
			t.Errorf("%+v:\n got %q\nwant %q", tt.a, got, tt.want)
		}
		for _, lang := range []string{"cs", "ru"} {
			got := StudySentence(NewTranslator(lang), tt.a, 7)
			if got == tt.want || strings.Contains(got, "%!") {
				t.Errorf("%+v in %s: %q", tt.a, lang, got)
			}
		}
	}
}
