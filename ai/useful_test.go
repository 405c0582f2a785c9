package ai

import (
	"context"
	"slices"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

func TestUsefulMovesInGo(t *testing.T) {
	goRules := engine.GoRules(engine.Territory, 6.5)
	tests := []struct {
		name    string
		board   string
		rules   engine.Rules
		useful  []string // must be among the useful moves
		useless []string // must not be
		none    bool     // no useful move at all: the game is settled for the side to move
	}{
		{"the empty board is open everywhere", `
			. . . . .
			. . . . .
			. . . . .
			. . . . .
			. . . . .`, goRules, []string{"C3", "A1", "E5"}, nil, false},
		{"settled: two living groups with two eyes each, dame filled", `
			. X . X O . O
			X X X X O O O
			. X . X O . O
			X X X X O O O
			. X . X O . O
			X X X X O O O
			. X . X O . O`, goRules, nil, []string{"A7", "C5", "F4"}, true},
		{"a dead stone in atari inside the opponent's settled territory: saving it changes nothing", `
			. . X O . . .
			. . X O . . .
			. . X O . . .
			. . X O . . .
			X X X O O X O
			. . X O O O O
			. . X O . . .`, goRules, nil, []string{"F4", "A7", "B6"}, true},
		{"a gap in the wall: the border is still open", `
			. . X O . . .
			. . X O . . .
			. . X O . . .
			. . X . . . .
			. . X O . . .
			. . X O . . .
			. . X O . . .`, goRules, []string{"D4"}, nil, false},
		{"Atari Go: every legal move", `
			. X . X O . O
			X X X X O O O
			. X . X O . O
			X X X X O O O
			. X . X O . O
			X X X X O O O
			. X . X O . O`, engine.AtariRules(1), []string{"A7", "C5"}, nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := engine.MustDiagram(tc.board, tc.rules)
			var got []string
			for _, mv := range usefulMoves(context.Background(), &pos) {
				got = append(got, mv.GTP(pos.Rows()))
			}
			if tc.none != (len(got) == 0) {
				t.Fatalf("useful moves %v", got)
			}
			for _, want := range tc.useful {
				if !slices.Contains(got, want) {
					t.Errorf("%s is not among the useful moves %v", want, got)
				}
			}
			for _, bad := range tc.useless {
				if slices.Contains(got, bad) {
					t.Errorf("%s is among the useful moves %v", bad, got)
				}
			}
		})
	}
}

// TestThesisLevelsPassWhenSettled asks every thesis-based level to move in a settled Go position, two territories
// of six points for each side: each passes rather than fill its own territory or throw stones into the other's.
func TestThesisLevelsPassWhenSettled(t *testing.T) {
	pos := engine.MustDiagram(`
		. . X O . . .
		. . X O . . .
		. . X O . . .
		X X X O O O O
		. . X O . . .
		. . X O . . .
		. . X O . . .`, engine.GoRules(engine.Area, 7.5))
	for _, key := range []string{"beginner", "easy", "medium"} {
		p, err := ParsePlayer(key, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []engine.Color{engine.Black, engine.White} {
			q := pos
			q.SetToMove(c)
			mv, _, err := p.Move(context.Background(), &q, nil)
			if err != nil || mv != engine.Pass {
				t.Errorf("%s as %v plays %s (%v), want a pass", key, c, mv.GTP(q.Rows()), err)
			}
		}
	}
}

// TestLevelsAnswerAPass has the person pass in finished positions and asks every level of Go to move: each answers
// with a pass, under both countings, rather than fill its own area or throw stones into the person's. The person's
// group lives with a bent four on the edge, which light playouts would often kill.
func TestLevelsAnswerAPass(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
	}{
		{"the person's group lives with a bent four", `
			. . . . . . . . .
			. . . . . . . . .
			X X X X X X X X X
			. . . . . . . . .
			. . . . . . . . .
			. X X X X X X X .
			. X O O O O O X .
			. X O O O . O X .
			. X O . . . O X .`},
		{"a dead stone of the person's inside the computer's area", `
			. . O . . . . . .
			. . . . . . . . .
			X X X X X X X X X
			. . . . . . . . .
			. . . . . . . . .
			. X X X X X X X .
			. X O O O O O X .
			. X O O O . O X .
			. X O . . . O X .`},
	}
	for _, tc := range tests {
		for _, scoring := range []engine.Scoring{engine.Area, engine.Territory} {
			pos := engine.MustDiagram(tc.diagram, engine.GoRules(scoring, 6.5))
			pos.SetToMove(engine.White)
			pos.PlayPass() // the person passes; the computer plays Black
			for _, l := range Levels() {
				if l.MaxPoints > 0 {
					continue // Perfect plays Atari Go on small boards only
				}
				p, err := ParsePlayer(l.Spec, 1)
				if err != nil {
					t.Fatal(err)
				}
				q := pos
				mv, _, err := p.Move(context.Background(), &q, nil)
				if err != nil || mv != engine.Pass {
					t.Errorf("%s, %s counting: %s answers the pass with %s (%v), want a pass", tc.name, scoringName(scoring),
						l.Name, mv.GTP(q.Rows()), err)
				}
			}
		}
	}
}
