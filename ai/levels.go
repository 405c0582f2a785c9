package ai

import (
	"strings"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Level is a named strength for people: a player and its budget.
type Level struct {
	Key       string        // command-line name, e.g. "beginner"
	Name      string        // English display name, e.g. "Beginner"
	About     string        // one sentence on how it plays
	Spec      string        // the player it is, in ParsePlayer form
	Budget    time.Duration // thinking time per move (an upper bound for players with a playout or node budget)
	MaxPoints int           // the largest board (columns × rows) the level is offered on; 0 means any
}

// levels is the table of levels, weakest first; each beats the one before it in at least 80% of 40-game
// matches on 7×7 and 9×9 from the empty board and the crosscut (docs/MEASURED.md has the figures; make
// strength-atari reproduces them).
var levels = []Level{
	{Key: "beginner", Name: "Beginner", About: "Takes a stone whenever it can, but often plays without looking and never reads a ladder. A good first opponent.",
		Spec: "novice:0.5", Budget: time.Second},
	{Key: "easy", Name: "Easy", About: "Looks one move ahead for both sides: captures, saves its stones in atari and sees a simple threat, but misses ladders and nets.",
		Spec: "alphabeta:2,margin=0.5", Budget: time.Second},
	{Key: "medium", Name: "Medium", About: "Looks a move further than Easy: sets simple traps and sees yours. The next step once you often beat Easy.",
		Spec: "alphabeta:3,margin=0.5", Budget: 2 * time.Second},
	{Key: "hard", Name: "Hard", About: "Imagines a thousand games before each move, so it plays with a plan: strong at Atari Go, a fair opponent in Go.",
		Spec: "mcts:1000,m0.02", Budget: 2 * time.Second},
	{Key: "master", Name: "Master", About: "Thinks for a second a move, reads ladders and capture fights to the end and finds forced wins on small boards. Hard to beat.",
		Spec: "mcts:1s,m0.02,p5000", Budget: 2 * time.Second},
	{Key: "perfect", Name: "Perfect", About: "On boards up to 6×6 it knows who wins and plays the winning line without a slip.",
		Spec: "perfect", Budget: 2 * time.Second, MaxPoints: 36},
}

// Levels returns the levels offered to people, weakest first (the random player is a player kind, not a level).
func Levels() []Level { return append([]Level(nil), levels...) }

// LevelsFor returns the levels offered on a cols×rows board under rules, weakest first: Perfect only
// where the exact solver plays (capture-1 Atari Go on small boards).
func LevelsFor(cols, rows int, rules engine.Rules) []Level {
	var out []Level
	for _, l := range levels {
		if l.MaxPoints > 0 && (cols*rows > l.MaxPoints || !CanSolve(rules, cols, rows)) {
			continue
		}
		out = append(out, l)
	}
	return out
}

// LevelByKey finds a level by its key (case-insensitive).
func LevelByKey(key string) (Level, bool) {
	for _, l := range levels {
		if strings.EqualFold(l.Key, key) {
			return l, true
		}
	}
	return Level{}, false
}
