package game

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestDecidedSentence puts a turn into words: the win a person missed, and for anyone else who played what and
// who could win from there; in Czech and Russian as translations with every value filled in.
func TestDecidedSentence(t *testing.T) {
	c5, d4, e5 := engine.Pt(2, 2), engine.Pt(3, 3), engine.Pt(4, 2)
	tests := []struct {
		turn   ai.Turn
		person bool
		want   string
	}{
		{ai.Turn{Mover: engine.Black, Played: d4, Win: []engine.Point{c5}, WinMotif: ai.MotifDoubleAtari, Refutation: []engine.Point{e5}}, true,
			"At move 12 you could have won with a double atari, starting at C5."},
		{ai.Turn{Mover: engine.Black, Played: d4, Win: []engine.Point{c5}, Refutation: []engine.Point{e5}}, true,
			"At move 12 you had a win, starting at C5."},
		{ai.Turn{Mover: engine.White, Played: d4, Win: []engine.Point{c5}, Refutation: []engine.Point{e5}, RefutationMotif: ai.MotifLadder}, false,
			"The game was decided at move 12: White played D4, and from there Black could win with a ladder, starting at E5."},
		{ai.Turn{Mover: engine.White, Played: d4, Win: []engine.Point{c5}, Refutation: []engine.Point{e5}}, false,
			"The game was decided at move 12: White played D4, and from there Black could win, starting at E5."},
		{ai.Turn{Mover: engine.Black, Played: d4, Win: []engine.Point{c5}, WinMotif: ai.MotifCapture, Refutation: []engine.Point{e5}}, true,
			"At move 12 you could have won by capturing at C5."},
		{ai.Turn{Mover: engine.White, Played: d4, Win: []engine.Point{c5}, Refutation: []engine.Point{e5}, RefutationMotif: ai.MotifCapture}, false,
			"The game was decided at move 12: White played D4, and Black could capture at E5."},
	}
	// A node whose position has had twelve moves.
	g := engine.NewGameFrom(engine.MustPosition(7, 7, engine.AtariRules(1)))
	for _, s := range []string{"A1", "G7", "A3", "G5", "A5", "G3", "A7", "G1", "C1", "E7", "C7", "E1"} {
		pt, err := engine.ParseGTPPoint(s, 7, 7)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(engine.Move{Color: g.Position().ToMove(), Point: pt}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range tests {
		d := Decided{Turn: tt.turn, Node: g.Current()}
		if got := DecidedSentence(NewTranslator("en"), d, 7, tt.person); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
		for _, lang := range []string{"cs", "ru"} {
			got := DecidedSentence(NewTranslator(lang), d, 7, tt.person)
			if got == tt.want || strings.Contains(got, "%!") || !strings.Contains(got, "12") {
				t.Errorf("in %s: %q", lang, got)
			}
		}
		for _, before := range []bool{false, true} {
			for _, lang := range LanguageCodes() {
				got := DecidedHere(NewTranslator(lang), d, 7, before)
				if want := map[bool]string{false: "E5", true: "C5"}[before]; strings.Contains(got, "%!") || !strings.Contains(got, want) {
					t.Errorf("review, before %v, in %s: %q", before, lang, got)
				}
			}
		}
	}
}

// TestSessionFindsWhereTheGameWasDecided opens a finished game in which Black, a person, played a stone into
// atari instead of capturing: once the search is done, the game was decided at Black's move, C2 would have won,
// and White's capture at D2 is the refutation.
func TestSessionFindsWhereTheGameWasDecided(t *testing.T) {
	pos := engine.MustDiagram(`
		. . . . .
		. . X . .
		. X O X .
		. . . . .
		. . O . O`, engine.AtariRules(1))
	g := engine.NewGameFrom(pos)
	for _, s := range []string{"D1", "D2"} {
		pt, err := engine.ParseGTPPoint(s, 5, 5)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(engine.Move{Color: g.Position().ToMove(), Point: pt}); err != nil {
			t.Fatal(err)
		}
	}
	var seats [3]Seat
	seats[engine.Black], seats[engine.White] = Human, Computer("beginner")
	m, first := NewMatchFromRecord(g, seats, nil)
	s := NewSessionEval(m, first, 1, DefaultEval())
	defer s.Close()
	if m.State() != Over || !s.Deciding() {
		t.Fatalf("state %v, deciding %v: the finished game is not being looked at", m.State(), s.Deciding())
	}
	<-s.deciding.Ready()
	s.Update()
	d, ok := s.Decided()
	if !ok {
		t.Fatal("no turn found")
	}
	if d.Node != g.Root().Children()[0] || d.MoveNumber() != 1 || d.Turn.Win[0].GTP(5) != "C2" || d.Turn.Refutation[0].GTP(5) != "D2" {
		t.Fatalf("turn at move %d, won %v, refuted %v", d.MoveNumber(), d.Turn.Win, d.Turn.Refutation)
	}
	if got, want := DecidedSentence(NewTranslator("en"), d, 5, true), "At move 1 you could have won by capturing at C2."; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}
