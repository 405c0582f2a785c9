package gtp

import (
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

func TestSplitCommandLine(t *testing.T) {
	tests := []struct {
		line string
		want []string
		ok   bool
	}{
		{"/usr/games/gnugo --mode gtp --level 1", []string{"/usr/games/gnugo", "--mode", "gtp", "--level", "1"}, true},
		{"  'my engine'  -x \"a b\"c ", []string{"my engine", "-x", "a bc"}, true},
		{"''", []string{""}, true},
		{"", nil, false},
		{"   ", nil, false},
		{"engine 'unclosed", nil, false},
	}
	for _, tt := range tests {
		got, err := SplitCommandLine(tt.line)
		if (err == nil) != tt.ok || !slices.Equal(got, tt.want) {
			t.Errorf("SplitCommandLine(%q) = %q, %v; want %q ok=%v", tt.line, got, err, tt.want, tt.ok)
		}
		if err != nil && !errors.Is(err, ErrCommandLine) {
			t.Errorf("SplitCommandLine(%q) error %v is not ErrCommandLine", tt.line, err)
		}
	}
}

// newHelperEngine returns an Engine running this test binary in the given mode, closed at the end of the test.
func newHelperEngine(t *testing.T, mode string) *Engine {
	t.Helper()
	e, err := NewEngine(helperCommand(t, mode))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func ctxFor(t *testing.T, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

// playAgainst plays a whole game between the engine (Black) and a random player, checking every engine move,
// and returns the final position.
func playAgainst(t *testing.T, e *Engine, pos engine.Position) engine.Position {
	t.Helper()
	other := ai.NewRandom(11)
	for i := 0; !pos.Over(); i++ {
		var pl ai.Player = other
		if pos.ToMove() == engine.Black {
			pl = e
		}
		pt, _, err := pl.Move(ctxFor(t, time.Minute), &pos, nil)
		if err != nil {
			t.Fatalf("move %d by %s: %v", i+1, pl.Name(), err)
		}
		if _, err := pos.Play(engine.Move{Color: pos.ToMove(), Point: pt}); err != nil {
			t.Fatalf("move %d by %s: %v\n%s", i+1, pl.Name(), err, pos.String())
		}
		if pl == e {
			// The engine's board is the game's: it was given the opponent's moves and played its own.
			for _, c := range []engine.Color{engine.Black, engine.White} {
				var stones []engine.Point
				for _, q := range pos.Points(nil) {
					if pos.At(q) == c {
						stones = append(stones, q)
					}
				}
				got, err := e.Send(ctxFor(t, time.Minute), "list_stones "+ColorWord(c))
				if want := Vertices(stones, pos.Rows()); err != nil || got != want {
					t.Fatalf("after move %d the engine has %s stones %q (%v), the game %q", i+1, ColorWord(c), got, err, want)
				}
			}
		}
	}
	return pos
}

func TestEnginePlaysAGame(t *testing.T) {
	for _, mode := range []string{"good", "chatty"} {
		t.Run(mode, func(t *testing.T) {
			e := newHelperEngine(t, mode)
			e.NewGame(5)
			start := engine.MustPosition(7, 7, engine.AtariRules(1))
			final := playAgainst(t, e, start)
			if e.Name() != "atarigo 1" {
				t.Errorf("Name = %q, want the engine's name and version", e.Name())
			}
			if !final.Over() {
				t.Fatal("the game did not end")
			}
		})
	}
}

func TestEngineSetupByLoadSGF(t *testing.T) {
	e := newHelperEngine(t, "good")
	e.NewGame(1)
	pos, err := engine.NewStart(6, 6, engine.AtariRules(1), engine.StartCrosscut, engine.White)
	if err != nil {
		t.Fatal(err)
	}
	pt, _, err := e.Move(ctxFor(t, time.Minute), &pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	if pos.IsLegal(engine.Move{Color: engine.White, Point: pt}) != nil {
		t.Fatalf("the engine answered %v, not a legal move of White", pt)
	}
	black, err := e.Send(ctxFor(t, time.Minute), "list_stones black")
	if err != nil || black != "C4 D3" {
		t.Errorf("the engine's black stones are %q (%v), want the crosscut's C4 D3", black, err)
	}
	rules, _ := e.Send(ctxFor(t, time.Minute), "atarigo-rules")
	if rules != "capture:1" {
		t.Errorf("the engine plays %q, want capture:1", rules)
	}
	// A rectangular board goes over by rectangular_boardsize, which our engine knows.
	rect := engine.MustPosition(5, 4, engine.AtariRules(1))
	rect.PlayFast(engine.Pt(4, 3))
	pt, _, err = e.Move(ctxFor(t, time.Minute), &rect, nil)
	if err != nil || rect.IsLegal(engine.Move{Color: engine.White, Point: pt}) != nil {
		t.Errorf("on a 5×4 board the engine answered %v, %v", pt, err)
	}
	black, _ = e.Send(ctxFor(t, time.Minute), "list_stones black")
	record, _ := e.Send(ctxFor(t, time.Minute), "printsgf")
	if black != "E1" || !strings.Contains(record, "SZ[5:4]") {
		t.Errorf("the engine's board is not the 5×4 one: black stones %q, record %q", black, record)
	}
}

// TestEngineWithoutLoadSGFPlaysWhite checks that an engine without loadsgf can answer Black's first move of a
// game from the empty board (given as the empty board and a play), while a start position with stones set up
// stays out of its reach.
func TestEngineWithoutLoadSGFPlaysWhite(t *testing.T) {
	e := newHelperEngine(t, "noloadsgf")
	e.NewGame(1)
	pos := engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7.5))
	if _, err := pos.Play(engine.Move{Color: engine.Black, Point: engine.Pt(4, 4)}); err != nil {
		t.Fatal(err)
	}
	pt, _, err := e.Move(ctxFor(t, 10*time.Second), &pos, nil)
	if err != nil {
		t.Fatalf("the engine could not answer Black's first move: %v", err)
	}
	if pos.IsLegal(engine.Move{Color: engine.White, Point: pt}) != nil {
		t.Fatalf("the engine answered %v, not a legal move of White", pt)
	}
	if black, err := e.Send(ctxFor(t, 5*time.Second), "list_stones black"); err != nil || black != "E5" {
		t.Errorf("the engine's black stones are %q (%v), want Black's first move E5", black, err)
	}
	e.NewGame(2)
	cross, err := engine.NewStart(6, 6, engine.AtariRules(1), engine.StartCrosscut, engine.White)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Move(ctxFor(t, 10*time.Second), &cross, nil); !errors.Is(err, ErrUnsupported) {
		t.Errorf("the crosscut start gave %v, want ErrUnsupported", err)
	}
}

// TestEngineRectangularUnsupported checks that a rectangular board is refused for an engine without
// rectangular_boardsize (GNU Go).
func TestEngineRectangularUnsupported(t *testing.T) {
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skipf("GNU Go is not installed at %s", gnugoPath)
	}
	e, err := NewEngine(gnugoPath + " --mode gtp --level 1")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	rect := engine.MustPosition(5, 4, engine.GoRules(engine.Territory, 6.5))
	if _, _, err := e.Move(ctxFor(t, 30*time.Second), &rect, nil); !errors.Is(err, ErrUnsupported) {
		t.Errorf("a 5×4 board gave %v, want ErrUnsupported", err)
	}
}

func TestEngineSeeds(t *testing.T) {
	e := newHelperEngine(t, "good")
	opening := func(seed uint64) string {
		e.NewGame(seed)
		pos := engine.MustPosition(9, 9, engine.AtariRules(1))
		var moves []string
		for i := 0; i < 4; i++ {
			pt, _, err := e.Move(ctxFor(t, time.Minute), &pos, nil)
			if err != nil {
				t.Fatal(err)
			}
			pos.Play(engine.Move{Color: pos.ToMove(), Point: pt})
			moves = append(moves, pt.GTP(9))
		}
		return strings.Join(moves, " ")
	}
	a, b, c := opening(1), opening(1), opening(2)
	if a != b || a == c {
		t.Errorf("openings with seeds 1, 1, 2: %q, %q, %q; want the same two, then another", a, b, c)
	}
}

func TestEngineMisbehaves(t *testing.T) {
	tests := []struct {
		mode string
		want error
	}{
		{"resign", ErrResigned},
		{"offboard", ErrBadMove},
		{"crash", ErrDied},
		{"hang", ErrTimeout},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			e := newHelperEngine(t, tt.mode)
			pos := engine.MustPosition(5, 5, engine.AtariRules(1))
			// An engine that answers gets time enough for a start under the race detector on a loaded machine; the
			// one that hangs is given half a second, which it never answers within.
			wait := time.Minute
			if tt.mode == "hang" {
				wait = 500 * time.Millisecond
			}
			var err error
			for i := 0; i < 3 && err == nil; i++ {
				var pt engine.Point
				pt, _, err = e.Move(ctxFor(t, wait), &pos, nil)
				if err == nil {
					pos.Play(engine.Move{Color: pos.ToMove(), Point: pt})
				}
			}
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
			if tt.mode == "crash" || tt.mode == "hang" {
				// The next command starts a new process.
				if got, err := e.Send(ctxFor(t, time.Minute), "name"); err != nil || got != "atarigo" {
					t.Errorf("after the failure the engine did not restart: %q %v", got, err)
				}
			}
		})
	}
}

func TestClientRejects(t *testing.T) {
	c, err := StartClient(helperCommand(t, "good"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx := ctxFor(t, time.Minute)
	if _, err := c.Send(ctx, "boardsize 1000"); !errors.Is(err, ErrRejected) || !strings.Contains(err.Error(), "unacceptable size") {
		t.Errorf("boardsize 1000: %v, want ErrRejected with GNU Go's message", err)
	}
	if got, err := c.Send(ctx, "7 name"); err != nil || got != "atarigo" {
		t.Errorf("7 name: %q %v", got, err)
	}
	if _, err := c.Send(ctx, "name\nquit"); !errors.Is(err, ErrCommandLine) {
		t.Errorf("a command with a line break: %v", err)
	}
	if got, _ := c.Send(ctx, "showboard"); !strings.HasPrefix(got, "A B C") {
		t.Errorf("showboard text %q", got)
	}
	c.Close()
	if _, err := c.Send(ctx, "name"); !errors.Is(err, ErrDied) {
		t.Errorf("after Close: %v, want ErrDied", err)
	}
	if _, err := StartClient("/nonexistent/engine"); !errors.Is(err, ErrDied) {
		t.Errorf("a missing program: %v, want ErrDied", err)
	}
}

func TestEngineAgainstGNUGo(t *testing.T) {
	if testing.Short() {
		t.Skip("plays GNU Go")
	}
	startGNUGo(t) // skips when GNU Go is missing
	e, err := NewEngine(gnugoPath + " --mode gtp --level 1")
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	e.NewGame(42)
	pos, _ := engine.NewStart(7, 7, engine.GoRules(engine.Area, 7.5), engine.StartStable, engine.Black)
	other := ai.NewRandom(1)
	for i := 0; i < 30 && !pos.Over(); i++ {
		var pl ai.Player = other
		if pos.ToMove() == engine.White {
			pl = e
		}
		pt, _, err := pl.Move(ctxFor(t, 20*time.Second), &pos, nil)
		if err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
		if _, err := pos.Play(engine.Move{Color: pos.ToMove(), Point: pt}); err != nil {
			t.Fatalf("move %d by %s: %v", i+1, pl.Name(), err)
		}
	}
	if !strings.HasPrefix(e.Name(), "GNU Go") {
		t.Errorf("Name = %q", e.Name())
	}
}
