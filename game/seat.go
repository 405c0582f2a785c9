package game

import (
	"fmt"
	"strings"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
)

// Seat says who plays one colour: a human, or a computer level from
// ai.Levels (or, for tests and experiments, any ai.ParsePlayer
// specification such as "random" or "alphabeta:3").
type Seat struct {
	// Level is the key of the computer level (or a player specification); empty means a human plays.
	Level string
}

// SpecBudget is the thinking time per move of a seat given as a player
// specification rather than a level.
const SpecBudget = time.Second

// player returns the level of a computer seat: the named level, or a level
// made from a player specification with SpecBudget.
func (s Seat) player() (ai.Level, error) {
	if l, ok := ai.LevelByKey(s.Level); ok {
		return l, nil
	}
	if _, err := ai.ParsePlayer(s.Level, 1); err != nil {
		return ai.Level{}, fmt.Errorf("%w: %w", ErrBadSeat, err)
	}
	return ai.Level{Key: s.Level, Name: s.Level, Spec: s.Level, Budget: SpecBudget}, nil
}

// Human is the seat of a person at the board.
var Human = Seat{}

// Computer returns the seat of the computer level with the given key.
func Computer(key string) Seat { return Seat{Level: strings.ToLower(key)} }

// IsHuman reports whether a person plays this seat.
func (s Seat) IsHuman() bool { return s.Level == "" }

// String returns "human" or the level key, the form the command line uses.
func (s Seat) String() string {
	if s.IsHuman() {
		return "human"
	}
	return s.Level
}

// Name returns "Human" or the level's display name.
func (s Seat) Name() string {
	if s.IsHuman() {
		return "Human"
	}
	if l, ok := ai.LevelByKey(s.Level); ok {
		return l.Name
	}
	return s.Level
}

// ParseSeat reads "human", a level key or a player specification (case-insensitive).
func ParseSeat(s string) (Seat, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "human" || t == "" {
		return Human, nil
	}
	if _, err := Computer(t).player(); err == nil {
		return Computer(t), nil
	}
	var keys []string
	for _, l := range ai.Levels() {
		keys = append(keys, l.Key)
	}
	return Human, fmt.Errorf("%w: %q (want human or one of %s)", ErrBadSeat, s, strings.Join(keys, ", "))
}
