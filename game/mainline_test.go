package game

import (
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

func TestLineFirstMakesThePlayedLineTheMainLineOfTheSavedFile(t *testing.T) {
	g, err := engine.NewGame(7, 7, engine.AtariRules(1), engine.StartEmpty, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	play := func(gtp string) {
		t.Helper()
		pt, err := engine.ParseGTPPoint(gtp, 7, 7)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(engine.Move{Color: g.Position().ToMove(), Point: pt}); err != nil {
			t.Fatal(err)
		}
	}
	for _, m := range []string{"D4", "C5", "E3", "F2", "B2"} {
		play(m)
	}
	g.Undo()
	g.Undo()
	g.Undo()
	play("B6") // a new move after C5: the old E3 F2 B2 becomes a variation
	play("A1")
	g.Undo() // the cursor inside the line: A1 is still on it
	before := movesOf(g.Current(), 7)

	out, err := LineFirst(g)
	if err != nil {
		t.Fatal(err)
	}
	if got := movesOf(out.Current(), 7); got != before {
		t.Errorf("cursor of the copy after %q, want %q", got, before)
	}
	main := out.Root()
	var mainLine []*engine.Node
	for len(main.Children()) > 0 {
		main = main.Children()[0]
		mainLine = append(mainLine, main)
	}
	if got, want := movesOf(main, 7), "B D4 W C5 B B6 W A1"; got != want {
		t.Errorf("main line %q, want %q", got, want)
	}
	branch := mainLine[1]
	if len(branch.Children()) != 2 {
		t.Fatalf("branch after C5 has %d continuations, want 2", len(branch.Children()))
	}
	v := branch.Children()[1]
	for len(v.Children()) > 0 {
		v = v.Children()[0]
	}
	if got, want := movesOf(v, 7), "B D4 W C5 B E3 W F2 B B2"; got != want {
		t.Errorf("variation %q, want %q", got, want)
	}
	// The original keeps its order: the earlier future is still its first continuation.
	if got := g.Root().Children()[0].Children()[0].Children()[0].Move().Point.GTP(7); got != "E3" {
		t.Errorf("the original record changed: first continuation after C5 is %s", got)
	}

	// Written and read back, the file opens at the end of the played line.
	data, err := MarshalGame(out, time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	back, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	back.ToEnd()
	if got, want := movesOf(back.Current(), 7), "B D4 W C5 B B6 W A1"; got != want {
		t.Errorf("loaded file ends at %q, want %q", got, want)
	}
}

func TestLineFirstKeepsAResignation(t *testing.T) {
	g, err := engine.NewGame(9, 9, engine.GoRules(engine.Territory, 6.5), engine.StartEmpty, engine.Black)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Play(engine.Move{Color: engine.Black, Point: engine.Pt(4, 4)}); err != nil {
		t.Fatal(err)
	}
	g.Resign(engine.White)
	out, err := LineFirst(g)
	if err != nil {
		t.Fatal(err)
	}
	if o := out.Outcome(); o.Reason != engine.ByResignation || o.Winner != engine.Black {
		t.Errorf("outcome of the copy %+v, want Black winning by resignation", o)
	}
}
