package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/ai/gtp"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// TestMain lets the test binary stand in for a GTP engine: "BINARY gtp-helper MODE" (see helperMain).
func TestMain(m *testing.M) {
	if len(os.Args) > 2 && os.Args[1] == "gtp-helper" {
		os.Exit(helperMain(os.Args[2]))
	}
	os.Exit(m.Run())
}

// helperMain is our GTP server (random player) that misbehaves on purpose: "good" behaves; "crash" exits at
// its second genmove of a game; "hang" never answers genmove; "illegal" answers genmove with an occupied point
// once it can; "resign" resigns at its second genmove of a game; "passliar" passes at every genmove and names
// every stone on the board in final_status_list dead.
func helperMain(mode string) int {
	s, err := gtp.NewServer(gtp.Config{Rules: engine.AtariRules(1), Player: "random"})
	if err != nil {
		return 2
	}
	in := bufio.NewScanner(os.Stdin)
	genmoves := 0
	for in.Scan() {
		line := in.Text()
		cmd, _ := gtp.ParseCommand(line)
		resp := ""
		if cmd.Name == "clear_board" {
			genmoves = 0
		}
		if cmd.Name == "genmove" {
			genmoves++
			switch {
			case mode == "crash" && genmoves == 2:
				return 3
			case mode == "hang":
				time.Sleep(time.Hour)
			case mode == "resign" && genmoves == 2:
				resp = gtp.Format(cmd.ID, true, "resign")
			case mode == "passliar":
				resp = gtp.Format(cmd.ID, true, "pass")
			case mode == "illegal":
				p := s.Position()
				for _, pt := range p.Points(nil) {
					if p.At(pt).IsStone() {
						resp = gtp.Format(cmd.ID, true, pt.GTP(p.Rows()))
						break
					}
				}
			}
		}
		if mode == "passliar" && cmd.Name == "final_status_list" {
			p := s.Position()
			var stones []engine.Point
			for _, pt := range p.Points(nil) {
				if p.At(pt).IsStone() {
					stones = append(stones, pt)
				}
			}
			resp = gtp.Format(cmd.ID, true, gtp.Vertices(stones, p.Rows()))
		}
		if resp == "" {
			resp = s.Execute(line)
		}
		os.Stdout.WriteString(resp)
		if s.Quit() {
			return 0
		}
	}
	return 0
}

func helperSpec(t *testing.T, mode string) string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return "gtp:'" + exe + "' gtp-helper " + mode
}

// runArena runs the command with args and returns its output lines and the JSON summary.
func runArena(t *testing.T, args ...string) ([]string, Summary) {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := run(append(args, "-json"), &out, &errOut); code != 0 {
		t.Fatalf("atarigo-arena %q: exit %d\n%s%s", args, code, out.String(), errOut.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var s Summary
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &s); err != nil {
		t.Fatalf("the last line is not the JSON summary: %v\n%s", err, out.String())
	}
	var raw map[string]any
	json.Unmarshal([]byte(lines[len(lines)-1]), &raw)
	for _, k := range []string{"a", "b", "games", "a_wins", "b_wins", "draws", "distinct", "elo", "elo_low", "elo_high", "a_time_per_move", "b_time_per_move"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("the JSON summary has no %q", k)
		}
	}
	if s.AWins+s.BWins+s.Draws != s.Games {
		t.Errorf("wins %d + %d + draws %d ≠ %d games", s.AWins, s.BWins, s.Draws, s.Games)
	}
	return lines, s
}

func TestRandomMatch(t *testing.T) {
	dir := t.TempDir()
	lines, s := runArena(t, "-a", "random", "-b", "random", "-games", "6", "-size", "5", "-j", "2",
		"-rules", "capture:2", "-start", "crosscut", "-sgf", dir, "-seed", "3")
	if s.Games != 6 || s.Rules != "capture:2" || s.Start != "crosscut" {
		t.Errorf("summary %+v", s)
	}
	if s.Distinct < 5 {
		t.Errorf("only %d distinct games of 6: the seeds do not vary the games", s.Distinct)
	}
	for i := 0; i < 6; i++ {
		if !strings.HasPrefix(lines[i], "game "+string(rune('1'+i))+"/6:") {
			t.Errorf("line %d is %q: games are reported in order", i, lines[i])
		}
		data, err := os.ReadFile(filepath.Join(dir, "game-00"+string(rune('1'+i))+".sgf"))
		if err != nil {
			t.Fatal(err)
		}
		g, err := sgf.Read(data)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		if rp := g.Root().Position(); g.Rules().Target() != 2 || rp.At(engine.Pt(2, 2)) != engine.Black {
			t.Errorf("game %d: the record lost the rules or the crosscut start", i+1)
		}
		g.ToEnd()
		if !g.Position().Over() || !strings.Contains(g.Info.Result, "+") {
			t.Errorf("game %d: the record ends unfinished (result %q)", i+1, g.Info.Result)
		}
		// A is Black in odd-numbered games.
		want := "Black A, White B"
		if i%2 == 1 {
			want = "Black B, White A"
		}
		if !strings.Contains(lines[i], want) {
			t.Errorf("game %d: %q does not say %q", i+1, lines[i], want)
		}
	}
	// The same seed plays the same match.
	_, again := runArena(t, "-a", "random", "-b", "random", "-games", "6", "-size", "5",
		"-rules", "capture:2", "-start", "crosscut", "-seed", "3")
	if again.AWins != s.AWins || again.Distinct != s.Distinct {
		t.Errorf("rerun with the same seed: %+v, first run %+v", again, s)
	}
}

func TestMisbehavingEngines(t *testing.T) {
	tests := []struct {
		mode, reason string
	}{
		{"crash", "crashed"},
		{"hang", "hung"},
		{"illegal", "illegal move"},
		{"resign", "resigned"},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			// Only the hanging engine needs a short move time; the others get a long one, so that a slow start (the
			// race detector, a loaded machine) is not taken for a hang.
			moveTime := "5s"
			if tt.mode == "hang" {
				moveTime = "300ms"
			}
			lines, s := runArena(t, "-a", "random", "-b", helperSpec(t, tt.mode), "-games", "2", "-size", "7", "-time", moveTime)
			if s.BWins != 0 || s.AWins != 2 {
				t.Errorf("the misbehaving engine won: %+v\n%s", s, strings.Join(lines, "\n"))
			}
			for _, l := range lines[:2] {
				if !strings.Contains(l, tt.reason) || !strings.Contains(l, "A wins") {
					t.Errorf("the game line does not say %q: %s", tt.reason, l)
				}
			}
			if tt.mode != "resign" && s.BForfeits != 2 {
				t.Errorf("forfeits of B = %d, want 2", s.BForfeits)
			}
		})
	}
}

func TestBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"-a", "nonsense"},
		{"-b", "gtp:"},
		{"-size", "1"},
		{"-size", "7x99"},
		{"-rules", "chess"},
		{"-start", "middle"},
		{"-games", "0"},
		{"-rules", "chinese", "-referee", "/usr/games/gnugo --mode gtp"}, // the referee reads saved games: -sgf is needed
		{"extra"},
	} {
		var out, errOut bytes.Buffer
		if code := run(args, &out, &errOut); code == 0 || errOut.Len() == 0 {
			t.Errorf("%q: exit %d with message %q", args, code, errOut.String())
		}
	}
}

// TestJudgeNamesDeadStones checks that a Go game ended by passes is counted with the dead stones of the -judge
// engine, not with those of a player that calls every stone dead.
func TestJudgeNamesDeadStones(t *testing.T) {
	args := []string{"-a", "easy", "-b", helperSpec(t, "passliar"), "-games", "2", "-size", "5", "-rules", "chinese",
		"-komi", "0.5", "-seed", "7"}
	lines, _ := runArena(t, args...)
	for i, l := range lines[:2] {
		if !strings.Contains(l, "score 0.0–0.5") {
			t.Errorf("game %d is not counted with every stone dead, as the player said: %s", i+1, l)
		}
	}
	judge := strings.TrimPrefix(helperSpec(t, "good"), "gtp:")
	lines, s := runArena(t, append(args, "-judge", judge)...)
	if s.AWins != 2 {
		t.Errorf("counted with the judge's dead stones, A won %d of 2 games, want 2:\n%s", s.AWins, strings.Join(lines, "\n"))
	}
	for i, l := range lines[:2] {
		if !strings.Contains(l, "dead stones by judge") {
			t.Errorf("game %d does not say the judge named the dead stones: %s", i+1, l)
		}
	}
}

// TestAgainstGNUGo is the real match of make test (not of -short): our random player against GNU Go level 1, 9×9 Go,
// 2 games.
func TestAgainstGNUGo(t *testing.T) {
	if testing.Short() {
		t.Skip("matches against GNU Go are skipped in -short mode")
	}
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skipf("GNU Go is not installed at %s (apt-get install gnugo): skipping the match against it", gnugo)
	}
	dir := t.TempDir()
	lines, s := runArena(t, "-a", "random", "-b", "gtp:"+gnugo+" --mode gtp --level 1", "-games", "2",
		"-size", "9", "-rules", "japanese", "-sgf", dir, "-j", "2")
	t.Log("\n" + strings.Join(lines, "\n"))
	if s.BWins != 2 {
		t.Errorf("GNU Go won %d of 2 games against random moves", s.BWins)
	}
	if s.BTimePerMove <= 0 {
		t.Error("no time measured for GNU Go")
	}
	for i, l := range lines[:2] {
		if !strings.Contains(l, "score") || !strings.Contains(l, "GNU Go") {
			t.Errorf("game %d: %s", i+1, l)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "game-002.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(g.Info.Black, "GNU Go") || g.Info.White != "random" {
		t.Errorf("game 2: Black %q, White %q; want GNU Go as Black", g.Info.Black, g.Info.White)
	}
}

// TestGTPAgainstGNUGo is a match in which both sides are GTP subprocesses: atarigo-gtp built from this tree and
// started plainly (Go rules, a seed of its own) against GNU Go level 1, two games of 9×9 Go, with no forfeit (not in
// -short mode).
func TestGTPAgainstGNUGo(t *testing.T) {
	if testing.Short() {
		t.Skip("matches against GNU Go are skipped in -short mode")
	}
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skipf("GNU Go is not installed at %s (apt-get install gnugo): skipping the match against it", gnugo)
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is needed to build atarigo-gtp")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "atarigo-gtp")
	if out, err := exec.Command(goCmd, "build", "-o", bin, "../atarigo-gtp").CombinedOutput(); err != nil {
		t.Fatalf("building atarigo-gtp: %v\n%s", err, out)
	}
	lines, s := runArena(t, "-a", "gtp:"+bin, "-b", "gtp:"+gnugo+" --mode gtp --level 1", "-games", "2",
		"-size", "9", "-rules", "japanese", "-komi", "6.5", "-time", "5s", "-sgf", dir, "-j", "2")
	t.Log("\n" + strings.Join(lines, "\n"))
	if s.AForfeits != 0 || s.BForfeits != 0 {
		t.Errorf("forfeits: atarigo-gtp %d, GNU Go %d", s.AForfeits, s.BForfeits)
	}
	for i, l := range lines[:2] {
		if !strings.Contains(l, "score") {
			t.Errorf("game %d did not end by the score: %s", i+1, l)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "game-001.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(g.Info.Black, "atarigo") || !strings.HasPrefix(g.Info.White, "GNU Go") {
		t.Errorf("game 1: Black %q, White %q; want atarigo-gtp as Black", g.Info.Black, g.Info.White)
	}
}

// stuck is a player that ignores its deadline: it answers only when release closes.
type stuck struct{ release <-chan struct{} }

func (stuck) Name() string { return "stuck" }

func (s stuck) Move(ctx context.Context, pos *engine.Position, _ *ai.Progress) (engine.Point, ai.Info, error) {
	<-s.release
	return pos.LegalMoves(nil)[0], ai.Info{}, nil
}

// TestAskStopsWaiting checks that ask gives up on a player that does not answer by its limit (the player is
// held until ask has returned) and takes the answer of one that does (with a limit it never needs).
func TestAskStopsWaiting(t *testing.T) {
	pos := engine.MustPosition(5, 5, engine.AtariRules(1))
	release := make(chan struct{})
	defer close(release)
	_, _, err := ask(context.Background(), stuck{release}, pos, 50*time.Millisecond, 200*time.Millisecond)
	if !errors.Is(err, errHung) {
		t.Errorf("a player ignoring its deadline gave %v, want errHung", err)
	}
	pt, _, err := ask(context.Background(), ai.NewRandom(1), pos, time.Minute, time.Minute)
	if err != nil || pos.IsLegal(engine.Move{Color: engine.Black, Point: pt}) != nil {
		t.Errorf("the random player gave %v %v", pt, err)
	}
}

// TestInterruptedGamesAreNotCounted checks that a match stopped during a game (Ctrl-C) neither reports nor
// counts that game as a forfeit.
func TestInterruptedGamesAreNotCounted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cfg := Config{A: "random", B: "random", Games: 4, Cols: 5, Rows: 5, Rules: engine.AtariRules(1), Seed: 1, Jobs: 1}
	var reported []GameResult
	results, err := Run(ctx, cfg, func(r GameResult) {
		reported = append(reported, r)
		cancel() // stop the match after its first game
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err %v, want context.Canceled", err)
	}
	if len(results) != 1 || len(reported) != 1 || results[0].Outcome.Reason == engine.ByForfeit {
		t.Errorf("%d results and %d reported, want the one finished game: %+v", len(results), len(reported), results)
	}
	if s := Summarize(cfg, results); s.Games != 1 || s.AForfeits+s.BForfeits != 0 {
		t.Errorf("summary %+v", s)
	}
}
