package gtp

import (
	"errors"
	"strconv"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// clock is the GTP time control: main time, then Canadian byo-yomi of byoTime for byoStones stones,
// with the remaining time of each colour as time_left last reported it.
type clock struct {
	set        bool
	main       time.Duration
	byoTime    time.Duration
	byoStones  int
	left       [3]time.Duration
	leftStones [3]int // 0 while in main time
	known      [3]bool
}

// safety is kept back from every budget for the protocol and process overhead.
const safety = 200 * time.Millisecond

// budget returns the time c may think for its next move, and false when there is no time control.
// In main time it spreads the rest over about half the empty points (at least 10 moves) plus one byo-yomi period's
// share; in byo-yomi it divides the period's time by its stones.
func (k *clock) budget(c engine.Color, empty int) (time.Duration, bool) {
	if !k.set || (k.main == 0 && k.byoTime == 0) {
		return 0, false
	}
	if k.byoStones == 0 && k.byoTime > 0 && k.main == 0 {
		return 0, false // "no time limit" spelled as byo-yomi without stones
	}
	left, stones := k.main, 0
	if k.known[c] {
		left, stones = k.left[c], k.leftStones[c]
	} else if k.main == 0 {
		left, stones = k.byoTime, k.byoStones
	}
	var d time.Duration
	if stones > 0 {
		d = left / time.Duration(stones)
	} else {
		moves := max(10, empty/2)
		d = left / time.Duration(moves)
		if k.byoStones > 0 {
			d += k.byoTime / time.Duration(k.byoStones)
		}
	}
	return max(d-safety, d/2), true
}

// spend takes the time c used off its remaining time (until the controller's next time_left corrects it).
func (k *clock) spend(c engine.Color, d time.Duration) {
	if !k.set || !k.known[c] {
		return
	}
	k.left[c] -= d
	if k.left[c] < 0 {
		k.left[c] = 0
	}
}

func cmdTimeSettings(s *Server, args []string) (string, error) {
	if len(args) != 3 {
		return "", errors.New("time_settings takes main time, byo-yomi time and byo-yomi stones")
	}
	var v [3]int
	for i, a := range args {
		n, err := strconv.Atoi(a)
		if err != nil || n < 0 || n > 1e8 {
			return "", errors.New("syntax error")
		}
		v[i] = n
	}
	s.clock = clock{set: true, main: time.Duration(v[0]) * time.Second, byoTime: time.Duration(v[1]) * time.Second, byoStones: v[2]}
	return "", nil
}

func cmdTimeLeft(s *Server, args []string) (string, error) {
	if len(args) != 3 {
		return "", errors.New("invalid color")
	}
	c, err := ParseColor(args[0])
	if err != nil {
		return "", err
	}
	t, err1 := strconv.Atoi(args[1])
	n, err2 := strconv.Atoi(args[2])
	if err1 != nil || err2 != nil || t < 0 || n < 0 || t > 1e8 {
		return "", errors.New("syntax error")
	}
	s.clock.left[c] = time.Duration(t) * time.Second
	s.clock.leftStones[c] = n
	s.clock.known[c] = true
	return "", nil
}
