package ai

import (
	"context"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestLineMotifNamesTheSuitesThemes names the line of every capturing problem of the tactical suite (the long
// ladders only without -short) whose theme is a motif: the judge's line from the problem's answer shows that motif.
func TestLineMotifNamesTheSuitesThemes(t *testing.T) {
	problems := suiteForTest(t)
	// The suite's snapback and race problems are capture-1 Atari Go, where the defender's best try is a
	// counter-atari elsewhere, so their lines show other motifs; lines_test positions below cover those.
	themes := map[string]Motif{"capture-in-one": MotifCapture, "ladder": MotifLadder, "double-atari": MotifDoubleAtari,
		"net": MotifNet}
	j := NewJudge()
	checked := 0
	for _, p := range problems {
		want, ok := themes[p.Theme]
		if !ok || p.Goal != GoalCapture || len(p.Answers) == 0 {
			continue
		}
		// Where several moves work, the theme's own move is one of them: some line shows it.
		var shown []string
		found := false
		for _, a := range p.Answers {
			pos := p.Position
			// The suite's answers are every move that forces the capture, as a page that takes any way counts them.
			v, err := j.Move(context.Background(), &pos, Goal{Kind: GoalCapture, Targets: []engine.Point{p.Target}, AnyWay: true}, a)
			if err != nil || !v.Correct {
				t.Fatalf("%s: %s not correct: %+v %v", p.Name, a.GTP(pos.Rows()), v, err)
			}
			line := append([]engine.Point{a}, v.Line...)
			got := LineMotif(&pos, line, []engine.Point{p.Target})
			found = found || got == want
			shown = append(shown, gtpList(line, pos.Rows())+": "+got.String())
		}
		if !found {
			t.Errorf("%s: no line shows %s: %q\n%s", p.Name, want, shown, p.Position.String())
		}
		checked++
	}
	t.Logf("%d lines named", checked)
}

// TestLineMotif names hand-made lines under Go rules, Black to move against the chain at target.
func TestLineMotif(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		target  string
		line    string
		want    Motif
	}{
		{
			name: "the line's own stone taken later is no target",
			diagram: `
				. . . . . . .
				. . . . . . .
				. . . X . . .
				. . X . . . .
				. . . X . . .
				. . . . . . .
				. . . . . . .`,
			target: "D4", line: "A1 D4 E4", want: MotifNone,
		},
		{
			name: "capture at once",
			diagram: `
				. . . . . . .
				. . . . . . .
				. . . X . . .
				. . X O X . .
				. . . . . . .
				. . . . . . .
				. . . . . . .`,
			target: "D4", line: "D3", want: MotifCapture,
		},
		{
			name: "one move puts two stones in atari",
			diagram: `
				. . . . . . .
				. . . . . . .
				. . . . . . .
				. . . . X . .
				. X O . O X .
				. . X . . . .
				. . . . . . .`,
			target: "E3", line: "D3 C4 E2", want: MotifDoubleAtari,
		},
		{
			name: "a stone given up, the takers taken back",
			diagram: `
				. . . . O .
				. X . . . .
				. X . . O .
				X X X X . .
				O . X . X .
				O . O . . .`,
			target: "A2", line: "B1 B2 B1", want: MotifSnapback,
		},
		{
			name: "capturing race, three liberties each",
			diagram: `
				. . . . . . .
				. . . . . . .
				. . . . . . .
				X X . . X . .
				O O O O O . .
				X X X X O X .
				. . . X O X .`,
			target: "A3", line: "C4 A1 D4 B1 F3", want: MotifRace,
		},
		{
			name: "a stone thrown in, taken, then the chain short of liberties",
			diagram: `
				. . . . . . .
				. . . . . . .
				. . . . . . .
				. O . . O . .
				O X X . . . .
				. O . X O . .
				. O O X . . .`,
			target: "B2", line: "A2 A1 C2 A2 A4", want: MotifThrowIn,
		},
		{
			name: "atari from the wrong side shows nothing: the stone escapes",
			diagram: `
				. . . . . . .
				. . . . . . .
				. . . . . . .
				. . . . . . .
				. X O . . . .
				. . X . . . .
				. . . . . . .`,
			target: "C3", line: "C4 D3", want: MotifNone,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := engine.MustDiagram(tc.diagram, engine.GoRules(engine.Area, 0))
			pos.SetToMove(engine.Black)
			n := pos.Rows()
			target, err := engine.ParseGTPPoint(tc.target, n, n)
			if err != nil {
				t.Fatal(err)
			}
			var line []engine.Point
			for _, w := range strings.Fields(tc.line) {
				pt, err := engine.ParseGTPPoint(w, n, n)
				if err != nil {
					t.Fatal(err)
				}
				line = append(line, pt)
			}
			if got := LineMotif(&pos, line, []engine.Point{target}); got != tc.want {
				t.Errorf("LineMotif = %s, want %s", got, tc.want)
			}
		})
	}
}
