package game

import (
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// SeatsOf returns who plays each colour of a record opened from a file: a
// computer level where the file was written by this program and names that
// level as the player (as the games it saves do), a person otherwise. So a
// game saved against the computer goes on against the same level.
func SeatsOf(g *engine.Game) [3]Seat {
	var seats [3]Seat
	if !strings.HasPrefix(strings.ToLower(g.Info.Application), "atarigo") {
		return seats
	}
	for _, p := range []struct {
		c    engine.Color
		name string
	}{{engine.Black, g.Info.Black}, {engine.White, g.Info.White}} {
		for _, l := range ai.Levels() {
			if strings.EqualFold(strings.TrimSpace(p.name), l.Name) {
				seats[p.c] = Computer(l.Key)
			}
		}
	}
	return seats
}
