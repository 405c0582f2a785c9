package ai_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/ai/gtp"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestMasterAgainstGnuGo plays the Master level against GNU Go on 9×9 Go (area counting, komi 7.5),
// alternating colours, and logs the score; GNU Go's final_score decides each game (it knows dead stones).
// It is a measurement, not a check: it runs only when ATARIGO_GNUGO_GAMES is set (the number of games),
// with ATARIGO_GNUGO_LEVEL (default 1) as GNU Go's --level and ATARIGO_GNUGO_SPEC (default "master") as
// our player. Example (about two minutes a game):
//
//	ATARIGO_GNUGO_GAMES=40 ATARIGO_GNUGO_LEVEL=1 go test ./ai -run TestMasterAgainstGnuGo -v -timeout 0
func TestMasterAgainstGnuGo(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("ATARIGO_GNUGO_GAMES"))
	if games <= 0 {
		t.Skip("set ATARIGO_GNUGO_GAMES=N to play N games against GNU Go")
	}
	level := os.Getenv("ATARIGO_GNUGO_LEVEL")
	if level == "" {
		level = "1"
	}
	spec := os.Getenv("ATARIGO_GNUGO_SPEC")
	if spec == "" {
		spec = "master"
	}
	wins := 0
	for g := 0; g < games; g++ {
		ourColor := engine.Black
		if g%2 == 1 {
			ourColor = engine.White
		}
		winner, moves, score := playGnuGo(t, spec, level, ourColor, uint64(g+1))
		if winner == ourColor {
			wins++
		}
		t.Logf("game %d: %s plays %s; %s after %d moves; %s %d of %d", g+1, spec, ourColor.Name(), score, moves, spec, wins, g+1)
	}
	t.Logf("%s against gnugo --level %s, 9×9, komi 7.5: %d wins in %d games (%.0f%%)", spec, level, wins, games, 100*float64(wins)/float64(games))
}

// playGnuGo plays one game and returns the winner, the number of moves and GNU Go's final score.
func playGnuGo(t *testing.T, spec, level string, ourColor engine.Color, seed uint64) (engine.Color, int, string) {
	ctx := context.Background()
	c, err := gtp.StartClient("/usr/games/gnugo --mode gtp --chinese-rules --level " + level)
	if err != nil {
		t.Skipf("GNU Go: %v", err)
	}
	defer c.Close()
	for _, cmd := range []string{"boardsize 9", "clear_board", "komi 7.5"} {
		if _, err := c.Send(ctx, cmd); err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
	}
	pos := engine.MustPosition(9, 9, engine.GoRules(engine.Area, 7.5))
	p, err := ai.ParsePlayer(spec, seed)
	if err != nil {
		t.Fatal(err)
	}
	budget := 2 * time.Second
	if l, ok := ai.LevelByKey(spec); ok {
		budget = l.Budget
	}
	moves := 0
	for pos.Passes() < 2 && moves < 250 {
		c0 := pos.ToMove()
		var mv engine.Point
		if c0 == ourColor {
			mctx, cancel := context.WithTimeout(ctx, budget)
			mv, _, err = p.Move(mctx, &pos, nil)
			cancel()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.Send(ctx, fmt.Sprintf("play %s %s", c0.Name(), mv.GTP(9))); err != nil {
				t.Fatalf("GNU Go refused our %s: %v\n%s", mv.GTP(9), err, pos.String())
			}
		} else {
			ans, err := c.Send(ctx, "genmove "+c0.Name())
			if err != nil {
				t.Fatal(err)
			}
			if strings.EqualFold(ans, "resign") {
				return ourColor, moves, "GNU Go resigned"
			}
			if mv, err = engine.ParseGTPPoint(ans, 9, 9); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := pos.Play(engine.Move{Color: c0, Point: mv}); err != nil {
			t.Fatalf("%s %s: %v\n%s", c0.Name(), mv.GTP(9), err, pos.String())
		}
		moves++
	}
	score, err := c.Send(ctx, "final_score")
	if err != nil {
		t.Fatal(err)
	}
	switch {
	case strings.HasPrefix(score, "B+"):
		return engine.Black, moves, score
	case strings.HasPrefix(score, "W+"):
		return engine.White, moves, score
	}
	return engine.Empty, moves, score
}
