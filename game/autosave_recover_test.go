package game

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// longGame returns a 9×9 Go game of n moves played on points in a fixed random order, its cursor at the end, with
// the setup it came from (a person against Beginner).
func longGame(t testing.TB, n int) (*engine.Game, Setup) {
	t.Helper()
	st := Setup{Rules: engine.GoRules(engine.Territory, 6.5), Cols: 9, Rows: 9, Start: engine.StartEmpty,
		First: engine.Black, Seats: [3]Seat{engine.Black: Human, engine.White: Computer("beginner")}}
	g, err := st.NewRecord()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 7))
	for played := 0; played < n; {
		pt := engine.Pt(rng.IntN(9), rng.IntN(9))
		if _, err := g.Play(engine.Move{Color: g.Position().ToMove(), Point: pt}); err == nil {
			played++
		}
	}
	return g, st
}

func TestRecoverAutosave(t *testing.T) {
	g, st := longGame(t, 46)
	data, err := MarshalAutosave(Autosave{Game: g, Setup: st, Seats: st.Seats})
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	tests := []struct {
		name      string
		data      string
		moves     int  // the moves recovered; -1: none can be
		newer     bool // the file says it is of a newer format
		keepSeats bool // the seats are read back
	}{
		{"last 10 bytes missing", text[:len(text)-10], 44, false, true},
		{"cut after a move", text[:strings.LastIndex(text, ";")], 45, false, true},
		{"cut among the moves", text[:len(text)*9/10], -2, false, true},
		{"newer format", strings.Replace(text, `"v":1`, `"v":2`, 1), 46, true, true},
		{"broken JSON", strings.Replace(text, `"v":1`, `"v":`, 1), 46, false, false},
		{"no autosave property", strings.Replace(text, PropAutosave+"[", "XX[", 1), 46, false, false},
		{"cursor beyond the record", strings.Replace(text, `"path":[`, `"path":["W[ii\]",`, 1), 46, false, true},
		{"empty", "", -1, false, false},
		{"not SGF", "this is not a game", -1, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.data == text {
				t.Fatal("the edit did not apply")
			}
			if _, err := UnmarshalAutosave([]byte(tc.data)); !errors.Is(err, ErrBadAutosave) {
				t.Fatalf("UnmarshalAutosave accepted it: %v", err)
			}
			a, moves, newer, err := RecoverAutosave([]byte(tc.data))
			if tc.moves == -1 {
				if !errors.Is(err, ErrBadAutosave) {
					t.Fatalf("recovered %d moves from it (%v), want ErrBadAutosave", moves, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case tc.moves == -2 && (moves < 10 || moves >= 46):
				t.Errorf("recovered %d moves from nine tenths of the file", moves)
			case tc.moves >= 0 && moves != tc.moves:
				t.Errorf("recovered %d moves, want %d", moves, tc.moves)
			}
			if newer != tc.newer {
				t.Errorf("newer %v, want %v", newer, tc.newer)
			}
			if got := a.Game.Position().MoveNumber(); got != moves {
				t.Errorf("cursor at move %d, but %d moves counted", got, moves)
			}
			// The moves recovered are the game's own, in order.
			orig := g.Line()
			for i, n := range a.Game.Line() {
				if i >= len(orig) || nodeLabel(n) != nodeLabel(orig[i]) {
					t.Fatalf("node %d is %q, want the game's", i, nodeLabel(n))
				}
			}
			wantSeats := [3]Seat{}
			if tc.keepSeats {
				wantSeats = st.Seats
			}
			if a.Seats != wantSeats {
				t.Errorf("seats %v, want %v", a.Seats, wantSeats)
			}
			if a.Setup.Rules.Kind != engine.Go || a.Setup.Cols != 9 {
				t.Errorf("setup %+v, want 9×9 Go", a.Setup)
			}
		})
	}
}

func TestOpenAutosaveKeepsACopyAndRecovers(t *testing.T) {
	dir := useConfigDir(t)
	path := filepath.Join(dir, AutosaveFile)
	g, st := longGame(t, 46)
	data, err := MarshalAutosave(Autosave{Game: g, Setup: st, Seats: st.Seats})
	if err != nil {
		t.Fatal(err)
	}

	// A whole autosave is restored exactly, with no recovery and nothing else written.
	os.WriteFile(path, data, 0o644)
	a, rec, err := OpenAutosave()
	if err != nil || rec != nil || a.Game.Position().Key() != g.Position().Key() {
		t.Fatalf("a good autosave: %v, recovery %+v", err, rec)
	}
	if _, err := os.Stat(path + BadAutosaveSuffix); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a copy was made of a good autosave: %v", err)
	}

	// A cut file: its copy is kept byte for byte, the 44 whole moves come back, the damaged file goes.
	cut := data[:len(data)-10]
	os.WriteFile(path, cut, 0o644)
	a, rec, err = OpenAutosave()
	if err != nil || rec == nil || !rec.Recovered || rec.Moves != 44 || rec.Backup != path+BadAutosaveSuffix {
		t.Fatalf("a cut autosave: %v, recovery %+v", err, rec)
	}
	if !errors.Is(rec.Err, ErrBadAutosave) {
		t.Errorf("recovery error %v, want ErrBadAutosave", rec.Err)
	}
	if kept, err := os.ReadFile(rec.Backup); err != nil || string(kept) != string(cut) {
		t.Errorf("the copy differs from the damaged file (%v)", err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the damaged autosave is still there: %v", err)
	}
	if a.Game.Position().MoveNumber() != 44 {
		t.Errorf("recovered game at move %d", a.Game.Position().MoveNumber())
	}

	// A file of a newer format is kept and read.
	os.WriteFile(path, []byte(strings.Replace(string(data), `"v":1`, `"v":2`, 1)), 0o644)
	_, rec, err = OpenAutosave()
	if err != nil || rec == nil || !rec.Newer || !rec.Recovered || rec.Moves != 46 {
		t.Fatalf("a newer autosave: %v, recovery %+v", err, rec)
	}

	// Nothing readable: the copy is kept and nothing is restored.
	os.WriteFile(path, []byte("garbage"), 0o644)
	_, rec, err = OpenAutosave()
	if err != nil || rec == nil || rec.Recovered || rec.Backup == "" {
		t.Fatalf("garbage: %v, recovery %+v", err, rec)
	}
	if kept, _ := os.ReadFile(rec.Backup); string(kept) != "garbage" {
		t.Errorf("copy %q", kept)
	}

	// A config path that is a file holds no autosave; a folder where the file should be is not read.
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	t.Setenv(ConfigDirEnv, file)
	if _, rec, err := OpenAutosave(); !errors.Is(err, ErrNoAutosave) || rec != nil {
		t.Errorf("config path is a file: %v, %+v", err, rec)
	}
	t.Setenv(ConfigDirEnv, dir)
	os.Remove(path)
	os.Mkdir(path, 0o755)
	if _, rec, err := OpenAutosave(); err != nil || rec == nil || !errors.Is(rec.Err, ErrAutosaveUnreadable) || rec.Backup != "" {
		t.Errorf("a folder named like the autosave: %v, %+v", err, rec)
	}
	if info, err := os.Stat(path); err != nil || !info.IsDir() {
		t.Errorf("the folder was touched: %v", err)
	}
}
