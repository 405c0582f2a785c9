// Command atarigo-gtp is a Go Text Protocol (version 2) engine around the project's computer players, for
// GTP tools such as Sabaki, Lizzie, GoGui, KGS or a tournament runner, and for tests against GNU Go.
//
// Usage:
//
//	atarigo-gtp [-rules japanese|chinese|capture:N] [-player SPEC] [-seed N] [-time DURATION]
//
// It reads commands on standard input and answers on standard output; list_commands names them. Started
// plainly it plays Go as GTP controllers expect (Japanese counting, komi from the komi command, and two passes
// end nothing: the controller decides when the game is over); "-rules capture:1" or the command
// "atarigo-rules capture:1" makes it play Atari Go. SPEC is a level name or one of random, greedy,
// alphabeta:DEPTH, mcts:PLAYOUTS. Without -seed every run takes a new seed (get_random_seed tells it). Besides
// the standard commands it knows GNU Go's is_legal, all_legal, list_stones, captures, unconditional_status,
// attack, defend, ladder_attack, owl_attack, owl_defend and cputime; KGS's kgs-genmove_cleanup and kgs-time_settings; KataGo's
// rectangular_boardsize; the analysis commands of Leela Zero and KataGo (lz-analyze, kata-analyze,
// lz-genmove_analyze, kata-genmove_analyze) for Sabaki and Lizzie; gogui-analyze_commands for GoGui; and the
// extensions atarigo-rules, atarigo-player, atarigo-solve and the atarigo-*_gfx drawings.
package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/seed593a7f8d/atarigo/ai/gtp"
	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run parses the flags and serves GTP on stdin and stdout until quit or the end of input; it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("atarigo-gtp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rulesFlag := fs.String("rules", "japanese", "rules: japanese or chinese (Go), or capture:N (Atari Go: N captures win)")
	player := fs.String("player", "random", "player of genmove: a level name, random, greedy, alphabeta:DEPTH or mcts:PLAYOUTS")
	seed := fs.Uint64("seed", 0, "seed of the player's random choices (default: a new one each run; get_random_seed tells it)")
	moveTime := fs.Duration("time", 0, "thinking time per move (0: the level's budget, or 5s)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "atarigo-gtp:", err)
		return 2
	}
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected arguments %q", fs.Args()))
	}
	seeded := false
	fs.Visit(func(f *flag.Flag) { seeded = seeded || f.Name == "seed" })
	if !seeded {
		*seed = rand.Uint64() // math/rand/v2's global source is seeded anew in every process
	}
	rules, err := flagcheck.Rules("rules", *rulesFlag)
	if err != nil {
		return fail(err)
	}
	if err := flagcheck.Duration("time", *moveTime); err != nil {
		return fail(err)
	}
	srv, err := gtp.NewServer(gtp.Config{Rules: rules, Player: *player, Seed: *seed, MoveTime: *moveTime, Log: stderr})
	if err != nil {
		return fail(err)
	}
	if err := srv.Serve(stdin, stdout); err != nil {
		return fail(err)
	}
	return 0
}
