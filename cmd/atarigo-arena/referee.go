package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/seed593a7f8d/atarigo/ai/gtp"
	"github.com/seed593a7f8d/atarigo/engine"
)

// How a Go game ends: the moves played after its first pass, and whether they changed the count. A level that
// plays on after its opponent's pass (filling its own territory, throwing stones into the other's) makes the
// person who passed wait, and may change the count by it; -referee asks another engine, such as GNU Go, to count
// each finished game at its first pass and at its end.

// errRefereeNeedsSGF means -referee was given without -sgf: the referee reads the games from their files.
var errRefereeNeedsSGF = errors.New("-referee needs -sgf: the referee counts the saved games")

// RefereeTime is how long the referee may take to load a game and count it.
const RefereeTime = time.Minute

// passFigures sets r.FirstPass, r.AfterPass and r.AfterPassBy from the game's moves (the words of r.Line), the
// first played by mover.
func (r *GameResult) passFigures(line []string, mover engine.Color) {
	r.FirstPass, r.AfterPass, r.AfterPassBy = 0, 0, [2]int{}
	for i, w := range line {
		if w != "pass" {
			if r.FirstPass > 0 {
				r.AfterPass++
				c := mover
				if i%2 == 1 {
					c = mover.Opponent()
				}
				r.AfterPassBy[r.sideOf(c)]++
			}
			continue
		}
		if r.FirstPass == 0 {
			r.FirstPass = i + 1
		}
	}
}

// referee is a GTP engine that counts finished games from their files (loadsgf, then final_score), one per
// worker, started at its first game.
type referee struct {
	cmdline string
	client  *gtp.Client
}

// count sets r.PassCount and r.EndCount to the referee's final_score of the saved game at its first pass and at
// its end; r.RefereeError says why when it could not.
func (f *referee) count(ctx context.Context, r *GameResult) {
	if f == nil || f.cmdline == "" || r.SGF == "" || r.FirstPass == 0 || r.Outcome.Reason != engine.ByScore {
		return
	}
	var err error
	if r.PassCount, err = f.score(ctx, r.SGF, r.FirstPass); err == nil {
		r.EndCount, err = f.score(ctx, r.SGF, 0)
	}
	if err != nil {
		r.PassCount, r.EndCount, r.RefereeError = "", "", err.Error()
	}
}

// score loads the file up to (not including) move upto, or all of it for 0, and returns final_score's answer.
func (f *referee) score(ctx context.Context, file string, upto int) (string, error) {
	if f.client == nil || !f.client.Alive() {
		c, err := gtp.StartClient(f.cmdline)
		if err != nil {
			return "", err
		}
		f.client = c
	}
	path, err := filepath.Abs(file)
	if err != nil {
		return "", err
	}
	load := "loadsgf " + path
	if upto > 0 {
		load += fmt.Sprint(" ", upto)
	}
	ctx, cancel := context.WithTimeout(ctx, RefereeTime)
	defer cancel()
	if _, err := f.client.Send(ctx, load); err != nil {
		return "", err
	}
	ans, err := f.client.Send(ctx, "final_score")
	return strings.TrimSpace(ans), err
}

func (f *referee) close() {
	if f != nil && f.client != nil {
		_ = f.client.Close()
	}
}
