// Command atarigo-gtp is a Go Text Protocol (version 2) engine around the project's computer players, for
// GTP tools such as Sabaki, GoGui or a tournament runner, and for tests against GNU Go.
//
// Usage:
//
//	atarigo-gtp [-rules capture:N|japanese|chinese] [-player SPEC] [-seed N] [-time DURATION]
//
// It reads commands on standard input and answers on standard output; list_commands names them. SPEC is a
// level name or one of random, greedy, alphabeta:DEPTH, mcts:PLAYOUTS. Besides the standard commands it knows
// GNU Go's is_legal, all_legal, list_stones, captures, unconditional_status, attack, defend and
// ladder_attack, and the extensions atarigo-rules, atarigo-player and atarigo-solve.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/seed593a7f8d/atarigo/ai/gtp"
	"github.com/seed593a7f8d/atarigo/engine"
)

func main() {
	rulesFlag := flag.String("rules", "capture:1", "rules: capture:N, japanese or chinese")
	player := flag.String("player", "random", "player: a level name, random, greedy, alphabeta:DEPTH or mcts:PLAYOUTS")
	seed := flag.Uint64("seed", 1, "seed of the player's random choices")
	moveTime := flag.Duration("time", 0, "thinking time per move (0: the level's budget, or 5s)")
	flag.Parse()
	if flag.NArg() > 0 {
		fail(fmt.Errorf("unexpected arguments %q", flag.Args()))
	}
	rules, err := engine.ParseRules(*rulesFlag)
	if err != nil {
		fail(err)
	}
	srv, err := gtp.NewServer(gtp.Config{Rules: rules, Player: *player, Seed: *seed, MoveTime: *moveTime, Log: os.Stderr})
	if err != nil {
		fail(err)
	}
	if err := srv.Serve(os.Stdin, os.Stdout); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "atarigo-gtp:", err)
	os.Exit(2)
}
