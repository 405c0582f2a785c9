package game

import (
	"errors"
	"strconv"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// FuzzAutosave feeds arbitrary bytes to the autosave reader and its recovery (seeded with real autosaves, whole,
// cut short and of a newer format). Nothing may panic; whatever UnmarshalAutosave accepts must be written back
// and read again at the same position; whatever it refuses is refused with ErrBadAutosave, and what RecoverAutosave
// then reads has its cursor at the move it counts.
// Run it with: go test ./game -run '^$' -fuzz '^FuzzAutosave$' -fuzztime 20s
func FuzzAutosave(f *testing.F) {
	for _, n := range []int{0, 3, 20} {
		g, st := longGame(f, n)
		data, err := MarshalAutosave(Autosave{Game: g, Setup: st, Seats: st.Seats, Paused: n == 3})
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)*3/4])
		f.Add([]byte(string(data[:len(data)-10]) + "\n"))
	}
	f.Add([]byte(`(;FF[4]SZ[7]AGAS[{"v":2,"path":["B[dd\]"\]}];B[dd])`))
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := UnmarshalAutosave(data)
		if err == nil {
			again, err := MarshalAutosave(a)
			if err != nil {
				t.Fatalf("an autosave read cannot be written: %v", err)
			}
			b, err := UnmarshalAutosave(again)
			if err != nil {
				t.Fatalf("an autosave written cannot be read: %v\n%s", err, again)
			}
			if b.Game.Position().Key() != a.Game.Position().Key() || b.Seats != a.Seats || b.Paused != a.Paused {
				t.Fatalf("read → write → read moved the game: key %s, want %s",
					strconv.FormatUint(b.Game.Position().Key(), 16), strconv.FormatUint(a.Game.Position().Key(), 16))
			}
			return
		}
		if !errors.Is(err, ErrBadAutosave) {
			t.Fatalf("refused without ErrBadAutosave: %v", err)
		}
		r, moves, _, err := RecoverAutosave(data)
		if err != nil {
			if !errors.Is(err, ErrBadAutosave) {
				t.Fatalf("recovery failed without ErrBadAutosave: %v", err)
			}
			return
		}
		counted := 0
		for n := r.Game.Current(); n != nil; n = n.Parent() {
			if n.HasMove() {
				counted++
			}
		}
		if counted != moves {
			t.Fatalf("recovered %d moves but the cursor is after %d", moves, counted)
		}
		if r.Setup.Rules.Kind != engine.AtariGo && r.Setup.Rules.Kind != engine.Go {
			t.Fatalf("recovered rules %v", r.Setup.Rules)
		}
		if _, err := MarshalAutosave(r); err != nil {
			t.Fatalf("a recovered game cannot be written: %v", err)
		}
	})
}
