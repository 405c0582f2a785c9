package game

import (
	"errors"
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
