package game

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// TestHintSentence puts each kind of hint into words, in English, and in Czech and Russian as translations
// with the values filled in.
func TestHintSentence(t *testing.T) {
	c3 := engine.Pt(2, 4)
	tests := []struct {
		hint   ai.HintResult
		toMove engine.Color
		want   string
	}{
		{ai.HintResult{Move: c3, Solved: true, Winner: engine.Black, Whole: true, WinnerMoves: 4}, engine.Black,
			"Black wins in 4 moves, starting at C3. The whole line is numbered on the board."},
		{ai.HintResult{Move: c3, Solved: true, Winner: engine.Black, Whole: true}, engine.Black,
			"Black wins with best play, starting at C3: the computer proved it. A winning line is numbered on the board."},
		{ai.HintResult{Move: c3, Solved: true, Winner: engine.Black}, engine.Black,
			"Black wins with best play, starting at C3: the computer proved it."},
		{ai.HintResult{Move: c3, Solved: true, Winner: engine.White}, engine.Black,
			"Against perfect play Black cannot win. The strongest player would try C3."},
		{ai.HintResult{Move: c3, Value: 0.614}, engine.White,
			"The strongest player would play C3. From here it wins 61% of its games."},
		{ai.HintResult{Move: engine.Pass, Value: 0.5}, engine.White,
			"The strongest player would play pass. From here it wins 50% of its games."},
	}
	for _, tt := range tests {
		if got := HintSentence(NewTranslator("en"), tt.hint, tt.toMove, 7); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.hint, got, tt.want)
		}
		for _, lang := range []string{"cs", "ru"} {
			got := HintSentence(NewTranslator(lang), tt.hint, tt.toMove, 7)
			if got == tt.want || strings.Contains(got, "%!") || (tt.hint.Move != engine.Pass && !strings.Contains(got, "C3")) {
				t.Errorf("%+v in %s: %q", tt.hint, lang, got)
			}
		}
	}
}

// TestSessionHintIsRecorded asks for a hint where Black captures at once: the hint is the solver's capture,
// it is counted, kept in the game record through an SGF round trip, and dropped once a move is played.
func TestSessionHintIsRecorded(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . . X . . .
		. . X O . . .
		. . . X . . .
		. . . . . . .`, engine.AtariRules(1))
	var seats [3]Seat
	seats[engine.Black], seats[engine.White] = Human, Computer("beginner")
	m, first := NewMatchFromRecord(engine.NewGameFrom(pos), seats, nil)
	s := NewSessionEval(m, first, 1, DefaultEval())
	defer s.Close()
	s.AskHint()
	if !s.HintThinking() {
		t.Fatal("no hint is being worked out")
	}
	<-s.hinting.Ready()
	s.Update()
	h, ok := s.Hint()
	if !ok {
		t.Fatal("no hint after it was worked out")
	}
	e3 := engine.Pt(4, 4)
	if !h.Hint.Solved || h.Hint.Winner != engine.Black || h.Hint.Move != e3 || h.Hint.WinnerMoves != 1 {
		t.Fatalf("hint %+v, want Black's capture at E3", h.Hint)
	}
	if n := m.HintsUsed(); n != 1 {
		t.Fatalf("%d hints counted, want 1", n)
	}
	s.AskHint() // the same position again: neither asked nor counted twice
	if s.HintThinking() || m.HintsUsed() != 1 {
		t.Fatalf("a second hint for the same position: thinking %v, %d counted", s.HintThinking(), m.HintsUsed())
	}
	data, err := sgf.Marshal(m.Record())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), HintProperty+"[ee]") {
		t.Errorf("the record does not keep the hint: %s", data)
	}
	back, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	pt, ok := HintAt(back.Root())
	if n := HintsIn(back.Root()); n != 1 || !ok || pt != e3 {
		t.Errorf("%d hints read back (the first at %v), want 1 at E3", n, pt)
	}
	if err := s.Do(m.Play(e3)); err != nil {
		t.Fatal(err)
	}
	s.Update()
	if _, ok := s.Hint(); ok {
		t.Error("the hint outlived its position")
	}
}
