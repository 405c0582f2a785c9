package game

import (
	"fmt"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Diagram is a small board that shows a glossary term: its stones, the empty points to look at, and a few moves
// drawn as numbered stones. Every diagram is checked by the engine and the reader in the tests.
type Diagram struct {
	// Board is an ASCII board (X black, O white, '.' empty, '*' an empty point to look at), its top row first.
	Board string
	// Line is the moves shown, as GTP points, Black's first.
	Line []string
}

// glossaryDiagrams are the diagrams of the terms a beginner meets first.
var glossaryDiagrams = map[string]Diagram{
	"atari": {Board: `
		. . . . .
		. . X . .
		. X O * .
		. . X . .
		. . . . .`},
	"ladder": {Board: `
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. X . . . . .
		. X O . . . .
		. . X . . . .
		. . . . . . .`, Line: []string{"D3", "C4", "C5", "D4", "E4", "D5"}},
	"geta": {Board: `
		. . O . . . .
		. . . . . . .
		. . . . X . .
		. . . O X . .
		. . . X . . .
		. . X . . . .
		. . . . . . .`, Line: []string{"C5"}},
	"snapback": {Board: `
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . . . X O .
		X X X X O O .
		O . X X O . .
		O . O O O . .`, Line: []string{"B1"}},
	"eye": {Board: `
		* X * X O .
		X X X X O .
		O O O O O .
		. . . . . .
		. . . . . .`},
	"ko": {Board: `
		. . . . .
		. . . . .
		. . X O .
		. X O . O
		. . X O .`, Line: []string{"D2"}},
	"seki": {Board: `
		X . X O . O
		X X X O O O
		X X X * O O`},
}

// GlossaryDiagram returns the diagram of the term with the given ID, and false when it has none.
func GlossaryDiagram(id string) (Diagram, bool) {
	d, ok := glossaryDiagrams[id]
	return d, ok
}

// Position returns the diagram's position (Go rules, Black to move), the points marked '*' and the line's moves
// as points; an error wraps engine.ErrBadDiagram.
func (d Diagram) Position() (engine.Position, []engine.Point, []engine.Point, error) {
	var rows []string
	for _, line := range strings.Split(d.Board, "\n") {
		if line = strings.ReplaceAll(strings.TrimSpace(line), " ", ""); line != "" {
			rows = append(rows, line)
		}
	}
	var marked []engine.Point
	for r, row := range rows {
		for c := 0; c < len(row); c++ {
			if row[c] == '*' {
				marked = append(marked, engine.Pt(c, r))
			}
		}
		rows[r] = strings.ReplaceAll(row, "*", ".")
	}
	p, err := engine.ParseDiagram(strings.Join(rows, "\n"), engine.GoRules(engine.Area, 0))
	if err != nil {
		return p, nil, nil, err
	}
	var line []engine.Point
	for _, mv := range d.Line {
		pt, err := engine.ParseGTPPoint(mv, p.Cols(), p.Rows())
		if err != nil {
			return p, nil, nil, fmt.Errorf("%w: move %s: %w", engine.ErrBadDiagram, mv, err)
		}
		line = append(line, pt)
	}
	return p, marked, line, nil
}
