package game

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestCoachSentence puts every kind of note into words: the opponent, the tactic and the first point, and the
// given-away win before it; in Czech and Russian every sentence is a translation with its values filled in.
func TestCoachSentence(t *testing.T) {
	d4 := engine.Pt(3, 3)
	tests := []struct {
		note ai.CoachNote
		want string
	}{
		{ai.CoachNote{Kind: ai.CoachAllowsCapture, Mover: engine.Black, Line: []engine.Point{d4}, Motif: ai.MotifLadder},
			"White can now capture with a ladder, starting at D4."},
		{ai.CoachNote{Kind: ai.CoachAllowsCapture, Mover: engine.White, Line: []engine.Point{d4}, Motif: ai.MotifCapture},
			"Black can now capture your stones at D4."},
		{ai.CoachNote{Kind: ai.CoachAllowsCapture, Mover: engine.Black, Line: []engine.Point{d4}, Motif: ai.MotifNone},
			"White can now force a capture, starting at D4."},
		{ai.CoachNote{Kind: ai.CoachThrewWin, Mover: engine.Black, Line: []engine.Point{d4}, Motif: ai.MotifNet},
			"That move gave away a win. White can now capture with a net, starting at D4."},
		{ai.CoachNote{Kind: ai.CoachSilent, Mover: engine.Black}, ""},
	}
	for _, tt := range tests {
		a := CoachAdvice{Note: tt.note}
		if got := CoachSentence(NewTranslator("en"), a, 7, false); got != tt.want {
			t.Errorf("%s %s: %q, want %q", tt.note.Kind, tt.note.Motif, got, tt.want)
		}
		for _, lang := range []string{"cs", "ru"} {
			got := CoachSentence(NewTranslator(lang), a, 7, false)
			if tt.want != "" && (got == "" || got == tt.want || strings.Contains(got, "%!") || !strings.Contains(got, "D4")) {
				t.Errorf("%s %s in %s: %q", tt.note.Kind, tt.note.Motif, lang, got)
			}
		}
	}
}

// TestCoachedByDefault switches the coach on in Atari Go only: by default for a person against a level up to
// Medium, always for any person, or never, as the settings say.
func TestCoachedByDefault(t *testing.T) {
	tests := []struct {
		rules        engine.Rules
		black, white Seat
		mode         CoachMode
		want         bool
	}{
		{engine.AtariRules(1), Human, Computer("beginner"), CoachUpToMedium, true},
		{engine.AtariRules(5), Computer("medium"), Human, CoachUpToMedium, true},
		{engine.AtariRules(1), Human, Computer("master"), CoachUpToMedium, false},
		{engine.AtariRules(1), Human, Human, CoachUpToMedium, false},
		{engine.AtariRules(1), Computer("beginner"), Computer("easy"), CoachUpToMedium, false},
		{engine.GoRules(engine.Area, 7.5), Human, Computer("beginner"), CoachUpToMedium, false},
		{engine.AtariRules(1), Human, Computer("master"), CoachAlways, true},
		{engine.AtariRules(1), Human, Human, CoachAlways, true},
		{engine.AtariRules(1), Computer("beginner"), Computer("easy"), CoachAlways, false},
		{engine.GoRules(engine.Area, 7.5), Human, Computer("beginner"), CoachAlways, false},
		{engine.AtariRules(1), Human, Computer("beginner"), CoachNever, false},
		{engine.AtariRules(1), Human, Computer("beginner"), CoachMode("sometimes"), true},
	}
	for _, tt := range tests {
		s := Setup{Rules: tt.rules, Cols: 7, Rows: 7}
		s.Seats[engine.Black], s.Seats[engine.White] = tt.black, tt.white
		if got := CoachedByDefault(s, tt.mode); got != tt.want {
			t.Errorf("%s, %s against %s, mode %q: %v, want %v", tt.rules, tt.black, tt.white, tt.mode, got, tt.want)
		}
	}
}

// TestSessionCoachesASelfAtari plays, as a person against the computer, a stone into atari: the coach says
// White can now capture it, while the move stands; once the move is taken back the advice is gone.
func TestSessionCoachesASelfAtari(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . O . . . .
		. O . O . . .
		. . . . . . .`, engine.AtariRules(1))
	var seats [3]Seat
	seats[engine.Black], seats[engine.White] = Human, Computer("beginner")
	m, first := NewMatchFromRecord(engine.NewGameFrom(pos), seats, nil)
	s := NewSessionEval(m, first, 1, DefaultEval())
	defer s.Close()
	s.SetCoaching(true)
	c2 := engine.Pt(2, 5)
	if err := s.Do(m.Play(c2)); err != nil {
		t.Fatal(err)
	}
	// Wait for the coach's answer to be ready (a coach that never answers is caught by the test's timeout, not by a
	// clock that a loaded machine would beat), then let Update take it as in a frame.
	<-s.coach.Ready()
	s.Update()
	a, ok := s.Advice()
	if !ok {
		t.Fatal("no advice after the coach answered")
	}
	if a.Note.Kind != ai.CoachAllowsCapture || a.Note.Motif != ai.MotifCapture {
		t.Fatalf("advice %+v, want a capture allowed", a.Note)
	}
	if got, want := CoachSentence(NewTranslator("en"), a, 7, false), "White can now capture your stones at C1."; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got, want := CoachSentence(NewTranslator("en"), a, 7, true), "After that move White could capture, starting at C1."; got != want {
		t.Errorf("after the game: %q, want %q", got, want)
	}
	if err := s.Do(m.Undo()); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Advice(); ok {
		t.Error("the advice outlived the move it was about")
	}
}
