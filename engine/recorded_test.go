package engine

import (
	"errors"
	"testing"
)

// TestPlayAsRecorded executes recorded moves that break the rules on ASCII boards and checks the board, the rule
// named, the stones captured, the captures counted, the ko and that the position plays on as one built afresh.
func TestPlayAsRecorded(t *testing.T) {
	tests := []struct {
		name       string
		start      string
		before     []string // legal moves played first
		move       string
		broken     error
		after      string
		taken      int // opponent stones captured by the move
		capB, capW int
		ko         string // the ko point after the move, "" for none
		next       string // a legal move played after it on both the result and the expected board
	}{
		{"legal move", `
			. . . .
			. . . .
			. . . .
			. . . .`, nil, "B B2", nil, `
			. . . .
			. . . .
			. X . .
			. . . .`, 0, 0, 0, "", "W C3"},
		{"suicide of one stone", `
			. X . .
			X . . .
			. . . .
			. . . .`, nil, "W A4", ErrSuicide, `
			. X . .
			X . . .
			. . . .
			. . . .`, 0, 1, 0, "", "W D1"},
		{"suicide of a chain", `
			O . X .
			X X X .
			. . . .
			. . . .`, nil, "W B4", ErrSuicide, `
			. . X .
			X X X .
			. . . .
			. . . .`, 0, 2, 0, "", "W A1"},
		{"on an opponent stone", `
			. . . .
			. O X .
			. . . .
			. . . .`, nil, "B B3", ErrOccupied, `
			. . . .
			. X X .
			. . . .
			. . . .`, 0, 0, 0, "", "W A1"},
		{"on an own stone", `
			. . . .
			. X . .
			. . . .
			. . . .`, nil, "B B3", ErrOccupied, `
			. . . .
			. X . .
			. . . .
			. . . .`, 0, 0, 0, "", "W A1"},
		{"ko retaken at once", `
			. X O .
			X O . O
			. X O .
			. . . .`, []string{"B C3"}, "W B3", ErrKo, `
			. X O .
			X O . O
			. X O .
			. . . .`, 1, 1, 1, "C3", "B D1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := MustDiagram(tt.start, AtariRules(9))
			for _, b := range tt.before {
				if _, err := p.Play(mv(t, &p, b)); err != nil {
					t.Fatal(err)
				}
			}
			m := mv(t, &p, tt.move)
			if tt.before == nil {
				p.toMove = m.Color.Opponent() // out of turn too
			}
			taken, broken := p.PlayAsRecorded(m)
			if !errors.Is(broken, tt.broken) || (tt.broken == nil) != (broken == nil) {
				t.Errorf("broken %v, want %v", broken, tt.broken)
			}
			if got, want := board(p.String()), board(tt.after); got != want {
				t.Errorf("board:\n%s\nwant:\n%s", got, want)
			}
			if len(taken) != tt.taken || p.Captures(Black) != tt.capB || p.Captures(White) != tt.capW {
				t.Errorf("took %d, captures B %d W %d; want %d, B %d W %d", len(taken), p.Captures(Black), p.Captures(White), tt.taken, tt.capB, tt.capW)
			}
			if p.ToMove() != m.Color.Opponent() || p.LastMove() != m.Point {
				t.Errorf("%s to move after %v, last move %v", p.ToMove().Name(), m, p.LastMove())
			}
			ko := ""
			if p.Ko() != NoPoint {
				ko = p.Ko().GTP(p.Rows())
			}
			if ko != tt.ko {
				t.Errorf("ko %q, want %q", ko, tt.ko)
			}
			want := MustDiagram(tt.after, AtariRules(9))
			if p.Hash() != want.Hash() {
				t.Error("the hash is not that of the board")
			}
			want.toMove = p.toMove
			n := mv(t, &p, tt.next)
			p.toMove, want.toMove = n.Color, n.Color
			p.ko = NoPoint
			if _, err := p.Play(n); err != nil {
				t.Fatalf("%v after it: %v", n, err)
			}
			if _, err := want.Play(n); err != nil {
				t.Fatal(err)
			}
			for _, pt := range p.Points(nil) {
				if p.At(pt).IsStone() && p.Liberties(pt) != want.Liberties(pt) {
					t.Errorf("%s has %d liberties, want %d", pt.GTP(p.Rows()), p.Liberties(pt), want.Liberties(pt))
				}
			}
		})
	}
}
