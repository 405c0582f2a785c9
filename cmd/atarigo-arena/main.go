// Command atarigo-arena plays a match between two players and reports the result with an Elo difference.
//
// Usage:
//
//	atarigo-arena -a SPEC -b SPEC [-games N] [-size S] [-rules R] [-start empty|crosscut|stable] [-handicap N]
//	              [-komi K] [-time T] [-seed X] [-sgf DIR] [-j J] [-maxmoves M] [-referee CMD] [-judge CMD] [-json]
//
// SPEC is a built-in player (a level name, random, greedy, alphabeta:DEPTH, mcts:PLAYOUTS) or
// "gtp:COMMAND LINE" for any GTP engine, e.g. "gtp:/usr/games/gnugo --mode gtp --level 10". A plays Black in
// games 1, 3, 5, … and White in the others; each game has its own seed (GTP engines get it by
// set_random_seed). An engine that crashes, does not answer within T plus a grace second, or plays an illegal
// move loses that game and the line of that game says why. A Go game that ends by passes is counted with the
// dead stones of the -judge engine's final_status_list (e.g. "/usr/games/gnugo --mode gtp"), else of a GTP
// player's, else of the playout estimate. One line is printed per game, then a summary;
// with -json the last line is the summary as a JSON object. In Go the lines and the summary say how many stones
// were played after each game's first pass; with -referee (a GTP engine's command line, e.g.
// "/usr/games/gnugo --mode gtp --chinese-rules", and -sgf) that engine counts every game counted by score at its
// first pass and at its end (loadsgf, final_score), and the summary says in how many games the two counts differ.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck"
	"github.com/seed593a7f8d/atarigo/engine"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run parses the arguments, plays the match and prints it; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("atarigo-arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	a := fs.String("a", "random", "player A: a built-in player or gtp:COMMAND LINE")
	b := fs.String("b", "random", "player B: a built-in player or gtp:COMMAND LINE")
	games := fs.Int("games", 10, "number of games")
	size := fs.String("size", "9", "board size: N or COLSxROWS")
	rulesFlag := fs.String("rules", "capture:1", "rules: capture:N, japanese or chinese")
	komi := fs.Float64("komi", engine.DefaultKomi, "komi of Go games")
	startFlag := fs.String("start", "empty", "start position: empty, crosscut or stable")
	handicap := fs.Int("handicap", 0, "Black's extra stones, White moving first (Go: 2-9; Atari Go: 1, the centre, to 4)")
	moveTime := fs.Duration("time", 0, "time per move (0: a level's budget or 1s for built-in players, 30s for GTP engines)")
	seed := fs.Uint64("seed", 1, "match seed; every game's seed is derived from it")
	sgfDir := fs.String("sgf", "", "directory to save every game in as SGF")
	jobs := fs.Int("j", 1, "games played at the same time")
	maxMoves := fs.Int("maxmoves", 0, "moves after which a game is a draw (0: 4 × the board's points)")
	judge := fs.String("judge", "", "a GTP engine's command line that names the dead stones of Go games (default: the players)")
	jsonOut := fs.Bool("json", false, "print the summary as a JSON object on the last line")
	refereeCmd := fs.String("referee", "", "a GTP engine's command line that counts each Go game at its first pass and at its end (needs -sgf)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "atarigo-arena:", err)
		return 2
	}
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected arguments %q", fs.Args()))
	}
	cols, rows, err := flagcheck.Size("size", *size)
	if err != nil {
		return fail(err)
	}
	rules, err := flagcheck.Rules("rules", *rulesFlag)
	if err != nil {
		return fail(err)
	}
	if rules.Kind == engine.Go {
		if err := flagcheck.Komi("komi", *komi); err != nil {
			return fail(err)
		}
		rules.Komi = *komi
	}
	start, err := flagcheck.Start("start", *startFlag)
	if err != nil {
		return fail(err)
	}
	for _, err := range []error{
		flagcheck.Handicap("handicap", *handicap, rules, cols, rows),
		flagcheck.AtLeast("games", int64(*games), 1),
		flagcheck.AtLeast("j", int64(*jobs), 1),
		flagcheck.AtLeast("maxmoves", int64(*maxMoves), 0),
		flagcheck.Duration("time", *moveTime),
	} {
		if err != nil {
			return fail(err)
		}
	}
	if *sgfDir != "" {
		if err := flagcheck.Folder("sgf", *sgfDir); err != nil {
			return fail(err)
		}
		if err := os.MkdirAll(*sgfDir, 0o755); err != nil {
			return fail(err)
		}
	}
	cfg := Config{A: *a, B: *b, Games: *games, Cols: cols, Rows: rows, Rules: rules, Start: start, Handicap: *handicap,
		MoveTime: *moveTime, Seed: *seed, MaxMoves: *maxMoves, SGFDir: *sgfDir, Jobs: *jobs, Referee: *refereeCmd,
		Judge: *judge}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	results, err := Run(ctx, cfg, func(r GameResult) { fmt.Fprintln(stdout, GameLine(cfg, r)) })
	if err != nil && len(results) == 0 {
		return fail(err)
	}
	s := Summarize(cfg, results)
	fmt.Fprintln(stdout, s.Text())
	if *jsonOut {
		fmt.Fprintln(stdout, s.JSON())
	}
	if err != nil {
		fmt.Fprintln(stderr, "atarigo-arena: stopped:", err)
		return 1
	}
	return 0
}
