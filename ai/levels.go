package ai

import (
	"strings"
	"time"
)

// Level is a named strength for people: a player and its budget (F-24).
type Level struct {
	Key    string        // command-line name, e.g. "beginner"
	Name   string        // English display name, e.g. "Beginner"
	About  string        // one sentence on how it plays
	Spec   string        // the player it is, in ParsePlayer form
	Budget time.Duration // thinking time per move
}

// levels is the table of levels, weakest first.
var levels = []Level{
	{Key: "random", Name: "Random", About: "Plays any legal move at random.", Spec: "random", Budget: time.Second},
}

// Levels returns the levels, weakest first.
func Levels() []Level { return append([]Level(nil), levels...) }

// LevelByKey finds a level by its key (case-insensitive).
func LevelByKey(key string) (Level, bool) {
	for _, l := range levels {
		if strings.EqualFold(l.Key, key) {
			return l, true
		}
	}
	return Level{}, false
}
