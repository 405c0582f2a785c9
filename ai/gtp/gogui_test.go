package gtp

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// gfxCommands are the drawing commands GoGui's gfx type knows.
var gfxCommands = map[string]bool{"BLACK": true, "WHITE": true, "CIRCLE": true, "MARK": true, "SQUARE": true,
	"TRIANGLE": true, "LABEL": true, "TEXT": true, "VAR": true, "COLOR": true, "INFLUENCE": true}

// checkAnalyzeAnswer fails the test when text is not an answer of GoGui's type typ on a board of the given size.
func checkAnalyzeAnswer(t *testing.T, typ, command, text string, size int) {
	t.Helper()
	vertex := func(w string) {
		if _, err := engine.ParseGTPPoint(w, size, size); err != nil {
			t.Errorf("%s: %q is not a vertex in %q", command, w, text)
		}
	}
	switch typ {
	case "none":
		if text != "" {
			t.Errorf("%s: type none answered %q", command, text)
		}
	case "plist":
		for _, w := range strings.Fields(text) {
			vertex(w)
		}
	case "gfx":
		for _, line := range strings.Split(text, "\n") {
			w := strings.Fields(line)
			if len(w) == 0 || !gfxCommands[w[0]] {
				t.Errorf("%s: %q is not a gfx line", command, line)
				continue
			}
			switch w[0] {
			case "TEXT":
			case "VAR":
				for i := 1; i < len(w); i += 2 {
					if w[i] != "b" && w[i] != "w" || i+1 >= len(w) {
						t.Errorf("%s: bad VAR %q", command, line)
						break
					}
					vertex(w[i+1])
				}
			case "LABEL":
				for i := 1; i < len(w); i += 2 {
					vertex(w[i])
				}
			default:
				for _, v := range w[1:] {
					vertex(v)
				}
			}
		}
	}
}

// TestGoGuiAnalyzeCommands runs every analysis the engine offers GoGui, in Go and in Atari Go, and checks that
// it is a command of ours answering in the form its type names.
func TestGoGuiAnalyzeCommands(t *testing.T) {
	diagram := `
		. . . . . . .
		. X O . . . .
		. X O . . . .
		. . X O . . .
		. . . X . . .
		. . . . . . .
		. . . . . . .`
	for _, rules := range []string{"japanese", "capture:1"} {
		s := newTestServer(t, rules)
		list := strings.Split(must(t, s, "gogui-analyze_commands"), "\n")
		if len(list) != len(analyzeCommands) {
			t.Fatalf("gogui-analyze_commands lists %d analyses, want %d", len(list), len(analyzeCommands))
		}
		for _, entry := range list {
			parts := strings.SplitN(entry, "/", 3)
			if len(parts) != 3 {
				t.Fatalf("entry %q is not TYPE/LABEL/COMMAND", entry)
			}
			typ, command := parts[0], strings.ReplaceAll(parts[2], "%p", "C4")
			loadDiagram(t, s, diagram, rules, engine.Black)
			if got := must(t, s, "known_command "+strings.Fields(command)[0]); got != "true" {
				t.Errorf("%s is listed but not known", command)
			}
			text, ok := answer(t, s, command)
			if !ok {
				t.Errorf("%s (%s): %s", command, rules, text)
				continue
			}
			checkAnalyzeAnswer(t, typ, command, text, 7)
		}
	}
}

// TestGoGuiAnalyses checks what the drawings show on positions whose answers are known.
func TestGoGuiAnalyses(t *testing.T) {
	tests := []struct {
		name, rules, diagram, command string
		want                          []string // lines the answer must hold
	}{
		{"ladder", "japanese", `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . X O . . .
			. . X O X . .
			. . . X . . .`, "atarigo-ladders_gfx", []string{"TRIANGLE D3 D2", "TEXT 1 chains die in a ladder"}},
		{"no ladder", "japanese", `
			. . . . .
			. . X . .
			. . . . .
			. . . . .
			. . . . .`, "atarigo-ladders_gfx", []string{"TEXT 0 chains die in a ladder"}},
		{"benson", "japanese", `
			. X . X O
			X X X X O
			O O O O O
			. . . . .
			. . . . .`, "atarigo-benson_gfx", []string{"CIRCLE B5 D5 A4 B4 C4 D4", "BLACK A5 C5", "TEXT 6 stones unconditionally alive"}},
		{"estimate", "japanese", `
			. . X O .
			. . X O .
			. . X O .
			. . X O .
			. . X O .`, "atarigo-estimate_gfx", []string{"BLACK A5 B5 A4 B4 A3 B3 A2 B2 A1 B1", "WHITE E5 E4 E3 E2 E1", "TEXT Estimate: B+5.0"}},
		{"estimate in atari go", "capture:1", `
			. . . . .
			. . X . .
			. . . . .
			. . . . .
			. . . . .`, "atarigo-estimate_gfx", []string{"TEXT Territory is estimated in Go only"}},
		{"solver", "capture:1", `
			. . . . .
			. X O X .
			. . X . .
			. . . . .
			. . . . .`, "atarigo-solve_gfx", []string{"VAR b C5", "TEXT Black wins with perfect play (proved); the line: C5"}},
		{"solver in go", "japanese", `
			. . . . .
			. . . . .
			. . . . .
			. . . . .
			. . . . .`, "atarigo-solve_gfx", []string{"TEXT The solver proves Atari Go positions only"}},
	}
	for _, tt := range tests {
		s := newTestServer(t, tt.rules)
		loadDiagram(t, s, tt.diagram, tt.rules, engine.Black)
		must(t, s, "komi 0")
		got := must(t, s, tt.command)
		lines := strings.Split(got, "\n")
		for _, w := range tt.want {
			found := false
			for _, l := range lines {
				found = found || l == w
			}
			if !found {
				t.Errorf("%s: %s answered %q, without the line %q", tt.name, tt.command, got, w)
			}
		}
	}
}
