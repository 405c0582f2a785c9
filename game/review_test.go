package game

import (
	"errors"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// movesOf returns the moves from the root to n in GTP form, e.g. "B C3 W D4".
func movesOf(n *engine.Node, rows int) string {
	var out []string
	for ; n != nil; n = n.Parent() {
		if n.HasMove() {
			out = append([]string{n.Move().Color.Name()[:1] + " " + n.Move().Point.GTP(rows)}, out...)
		}
	}
	s := ""
	for i, m := range out {
		if i > 0 {
			s += " "
		}
		s += m
	}
	return s
}

func TestGoToContinuesFromAnEarlierMoveAndKeepsTheFutureAsAVariation(t *testing.T) {
	s := Setup{Rules: engine.AtariRules(1), Cols: 7, Rows: 7, First: engine.Black}
	m, _, err := NewMatch(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range [][2]int{{3, 3}, {2, 2}, {4, 4}, {5, 5}} {
		mustPlay(t, m, p[0], p[1])
	}
	line := m.Record().Line()
	back := line[2] // after B D4, W C5
	if _, err := m.GoTo(back); err != nil {
		t.Fatal(err)
	}
	if m.State() != HumanTurn || m.Position().MoveNumber() != 2 || m.Position().ToMove() != engine.Black {
		t.Fatalf("after GoTo: state %v, move %d, %v to move", m.State(), m.Position().MoveNumber(), m.Position().ToMove())
	}
	mustPlay(t, m, 1, 1)
	kids := back.Children()
	if len(kids) != 2 {
		t.Fatalf("the node gone back to has %d continuations, want 2 (old and new)", len(kids))
	}
	if got, want := movesOf(m.Record().Current(), 7), "B D4 W C5 B B6"; got != want {
		t.Errorf("current line %q, want %q", got, want)
	}
	if got, want := movesOf(kids[0].Children()[0], 7), "B D4 W C5 B E3 W F2"; got != want {
		t.Errorf("kept variation %q, want %q", got, want)
	}

	other, _, _ := NewMatch(s, nil)
	mustPlay(t, other, 3, 3)
	if _, err := m.GoTo(other.Record().Current()); !errors.Is(err, ErrNotInRecord) {
		t.Errorf("GoTo a node of another record: %v, want ErrNotInRecord", err)
	}
}

func TestGoToAsksTheComputerWhenItIsToMoveThere(t *testing.T) {
	m, _, err := NewMatch(humanVsComputer(t, engine.AtariRules(1), 7), nil)
	if err != nil {
		t.Fatal(err)
	}
	effs := mustPlay(t, m, 3, 3)
	if len(asks(effs)) != 1 {
		t.Fatalf("no request for the computer's answer: %v", effs)
	}
	// Paused for a review, then back at the start: Black (a person) moves, nothing is asked.
	m.SetPaused(true)
	effs, err = m.GoTo(m.Record().Root())
	if err != nil || len(asks(effs)) != 0 || m.State() != HumanTurn {
		t.Fatalf("GoTo root: %v, %v, state %v", effs, err, m.State())
	}
	// Back after Black's move with the pause lifted: the computer is asked again.
	if _, err := m.GoTo(m.Record().Root().Children()[0]); err != nil {
		t.Fatal(err)
	}
	effs = m.SetPaused(false)
	if len(asks(effs)) != 1 || m.State() != ComputerTurn {
		t.Errorf("resumed at the computer's turn: %v, state %v", effs, m.State())
	}
}

// TestReviewLinesNameTheGameAndItsTries plays a game, takes moves back twice and plays on otherwise each time: the
// line played is the game wherever it stands among the record's variations, the others are tries numbered in their
// order, and a line through a try follows the try.
func TestReviewLinesNameTheGameAndItsTries(t *testing.T) {
	s := Setup{Rules: engine.AtariRules(1), Cols: 7, Rows: 7, First: engine.Black}
	m, _, err := NewMatch(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	// B D4, W C5, B E3, W F2; back to after W C5; B B6, W B2; back again; B A1 (the game), W A2.
	for _, p := range [][2]int{{3, 3}, {2, 2}, {4, 4}, {5, 5}} {
		mustPlay(t, m, p[0], p[1])
	}
	branch := m.Record().Line()[2]
	for _, try := range [][][2]int{{{1, 1}, {1, 5}}, {{0, 6}, {0, 5}}} {
		if _, err := m.GoTo(branch); err != nil {
			t.Fatal(err)
		}
		for _, p := range try {
			mustPlay(t, m, p[0], p[1])
		}
	}
	m.Undo() // Redo would replay W A2: it is still the game's
	r := NewReviewLines(m.Record())
	if got, want := movesOf(r.Game()[len(r.Game())-1], 7), "B D4 W C5 B A1 W A2"; got != want {
		t.Fatalf("the game %q, want %q", got, want)
	}
	tr := NewTranslator("en")
	choices := r.Choices(branch.Children()[0])
	var names, firsts []string
	for i, c := range choices {
		names = append(names, r.ChoiceName(tr, choices, i))
		firsts = append(firsts, c.Move().Point.GTP(7))
	}
	if got, want := strings.Join(names, ", "), "The game, Try 1, Try 2"; got != want {
		t.Errorf("names %q, want %q", got, want)
	}
	if got, want := strings.Join(firsts, " "), "A1 E3 B6"; got != want {
		t.Errorf("choices %q, want %q (the game's move first, then the tries in their order)", got, want)
	}
	through := r.Through(choices[2])
	if got, want := movesOf(through[len(through)-1], 7), "B D4 W C5 B B6 W B2"; got != want {
		t.Errorf("through try 2: %q, want %q", got, want)
	}
	if r.OnGame(choices[1]) || !r.OnGame(choices[0]) || r.Choices(m.Record().Root()) != nil {
		t.Error("OnGame or Choices at the root is wrong")
	}
	// Inside a try no move is the game's: its moves are tries from 1.
	inner := r.Choices(through[4])
	if len(inner) != 1 || r.ChoiceName(tr, inner, 0) != "Try 1" {
		t.Errorf("inside a try: %d choices named %q", len(inner), r.ChoiceName(tr, inner, 0))
	}
}
