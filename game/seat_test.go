package game

import (
	"errors"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
)

func TestParseSeat(t *testing.T) {
	first := ai.Levels()[0]
	for _, c := range []struct {
		in   string
		want Seat
	}{{"human", Human}, {"", Human}, {"Human", Human}, {first.Key, Computer(first.Key)}, {"RANDOM", Computer("random")}} {
		got, err := ParseSeat(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseSeat(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	if _, err := ParseSeat("grandmaster"); !errors.Is(err, ErrBadSeat) {
		t.Errorf("unknown player: %v", err)
	}
	if got := Computer(first.Key).Name(); got != first.Name {
		t.Errorf("Name() = %q, want %q", got, first.Name)
	}
	s := DefaultSetup()
	s.Seats[1] = Computer("alphabeta:2")
	if err := s.Check(); err != nil {
		t.Errorf("a player specification as a seat: %v", err)
	}
}
