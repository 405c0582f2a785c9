package game

import (
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestGlossaryDiagramsShowWhatTheySay checks each diagram with the engine and the reader: the line is legal and
// does what the term says.
func TestGlossaryDiagramsShowWhatTheySay(t *testing.T) {
	at := func(p *engine.Position, gtp string) engine.Point {
		pt, err := engine.ParseGTPPoint(gtp, p.Cols(), p.Rows())
		if err != nil {
			t.Fatal(err)
		}
		return pt
	}
	checks := map[string]func(t *testing.T, p engine.Position, marked, line []engine.Point){
		"atari": func(t *testing.T, p engine.Position, marked, _ []engine.Point) {
			c := at(&p, "C3")
			if !p.InAtari(c) || p.AtariPoint(c) != marked[0] {
				t.Errorf("the white stone is not in atari with its liberty marked")
			}
		},
		"ladder": func(t *testing.T, p engine.Position, _, line []engine.Point) {
			if res, mv := ai.NewReader(100000).Ladder(&p, at(&p, "C3")); res != ai.ReadCaptured || mv != line[0] {
				t.Errorf("the ladder: %v at %v, want captured starting with the line's first move", res, mv)
			}
			// The line shows the first moves; Black, to move after them, still captures by ladder.
			q := play(t, p, line)
			if res, _ := ai.NewReader(100000).Ladder(&q, at(&q, "C3")); res != ai.ReadCaptured {
				t.Errorf("after the line the ladder no longer works: %v", res)
			}
		},
		"geta": func(t *testing.T, p engine.Position, _, line []engine.Point) {
			// A net is worth showing only where the stone could run without it, and where a ladder fails.
			q := p
			q.SetToMove(engine.White)
			if res, _ := ai.NewReader(100000).Defend(&q, at(&q, "D4")); res != ai.ReadSafe {
				t.Errorf("the white stone is lost even with White to move (%v): no net is needed", res)
			}
			if res, _ := ai.NewReader(100000).Ladder(&p, at(&p, "D4")); res == ai.ReadCaptured {
				t.Error("a ladder captures the stone: a net is not what the diagram needs")
			}
			q = play(t, p, line)
			if res, _ := ai.NewReader(100000).Defend(&q, at(&q, "D4")); res != ai.ReadCaptured {
				t.Errorf("after the net White saves the stone: %v", res)
			}
		},
		"snapback": func(t *testing.T, p engine.Position, _, line []engine.Point) {
			q := play(t, p, line)
			captured, err := q.Play(engine.Move{Color: engine.White, Point: at(&q, "B2")})
			if err != nil || len(captured) != 1 {
				t.Fatalf("White's capture of the thrown-in stone: %v, %d stones", err, len(captured))
			}
			captured, err = q.Play(engine.Move{Color: engine.Black, Point: line[0]})
			if err != nil || len(captured) < 3 {
				t.Errorf("Black's capture back: %v, %d stones, want at least 3", err, len(captured))
			}
		},
		"eye": func(t *testing.T, p engine.Position, marked, _ []engine.Point) {
			for _, pt := range marked {
				if !p.IsEye(pt, engine.Black) {
					t.Errorf("%s is not Black's eye", pt.GTP(p.Rows()))
				}
			}
			if alive, _ := p.UnconditionalLife(engine.Black); !alive.Has(at(&p, "B5")) {
				t.Error("the group with two eyes is not alive")
			}
		},
		"ko": func(t *testing.T, p engine.Position, _, line []engine.Point) {
			captured, err := p.Play(engine.Move{Color: engine.Black, Point: line[0]})
			if err != nil || len(captured) != 1 || p.Ko() != captured[0] {
				t.Errorf("the capture: %v, %v stones, ko at %v", err, captured, p.Ko())
			}
		},
		"seki": func(t *testing.T, p engine.Position, marked, _ []engine.Point) {
			seki := p.Seki(nil)
			for _, n := range engine.Neighbors(marked[0]) {
				if p.At(n).IsStone() && !seki.Has(n) {
					t.Errorf("the stone at %s beside the shared liberty is not in seki", n.GTP(p.Rows()))
				}
			}
		},
	}
	for id := range glossaryDiagrams {
		if _, ok := checks[id]; !ok {
			t.Errorf("the diagram of %q is not checked", id)
		}
		if _, ok := GlossaryTerm(NewTranslator("en"), id); !ok {
			t.Errorf("the diagram of %q belongs to no term", id)
		}
	}
	for id, check := range checks {
		t.Run(id, func(t *testing.T) {
			d, ok := GlossaryDiagram(id)
			if !ok {
				t.Fatal("no diagram")
			}
			p, marked, line, err := d.Position()
			if err != nil {
				t.Fatal(err)
			}
			check(t, p, marked, line)
		})
	}
}

// play plays the moves on a copy of p, colours alternating from Black.
func play(t *testing.T, p engine.Position, line []engine.Point) engine.Position {
	t.Helper()
	c := engine.Black
	for _, pt := range line {
		if _, err := p.Play(engine.Move{Color: c, Point: pt}); err != nil {
			t.Fatalf("%s: %v", pt.GTP(p.Rows()), err)
		}
		c = c.Opponent()
	}
	return p
}
