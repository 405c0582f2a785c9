package gtp

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
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
	// periods makes byo-yomi Japanese (kgs-time_settings byoyomi): byoTime for each move, and time_left's
	// stones count the periods left, not stones to play.
	periods bool
}

// safety is kept back from every budget for the protocol and process overhead.
const safety = 200 * time.Millisecond

// budget returns the time c may think for its next move, and false when there is no time control.
// In main time it spreads the rest over about half the empty points (at least 10 moves) plus one byo-yomi period's
// share; in Canadian byo-yomi it divides the period's time by its stones, in Japanese byo-yomi it takes the period.
func (k *clock) budget(c engine.Color, empty int) (time.Duration, bool) {
	if !k.set || (k.main == 0 && k.byoTime == 0) {
		return 0, false
	}
	if k.byoStones == 0 && k.byoTime > 0 && k.main == 0 {
		return 0, false // "no time limit" spelled as byo-yomi without stones
	}
	left, stones := k.main, 0
	switch {
	case k.known[c]:
		left, stones = k.left[c], k.leftStones[c]
	case k.main == 0:
		left, stones = k.byoTime, k.byoStones
	}
	var d time.Duration
	switch {
	case stones > 0 && k.periods:
		d = left // a period's time for this move
	case stones > 0:
		d = left / time.Duration(stones)
	default:
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

// cmdKGSTimeSettings is KGS's "kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS |
// canadian MAIN PERIOD STONES" (seconds): no clock, main time alone, Japanese byo-yomi (PERIOD seconds for each
// move, PERIODS times) or Canadian byo-yomi as time_settings sets it.
func cmdKGSTimeSettings(s *Server, args []string) (string, error) {
	if len(args) == 0 {
		return "", errors.New("kgs-time_settings takes none, absolute, byoyomi or canadian and their times")
	}
	want := map[string]int{"none": 0, "absolute": 1, "byoyomi": 3, "canadian": 3}
	kind := strings.ToLower(args[0])
	n, ok := want[kind]
	if !ok {
		return "", errors.New("unknown time system (none, absolute, byoyomi or canadian)")
	}
	if len(args)-1 != n {
		return "", fmt.Errorf("kgs-time_settings %s takes %s", kind, []string{"no numbers", "one number", "", "three numbers"}[n])
	}
	var v [3]int
	for i, a := range args[1:] {
		x, err := strconv.Atoi(a)
		if err != nil || x < 0 || x > 1e8 {
			return "", errors.New("syntax error")
		}
		v[i] = x
	}
	sec := func(x int) time.Duration { return time.Duration(x) * time.Second }
	switch kind {
	case "none":
		s.clock = clock{}
	case "absolute":
		s.clock = clock{set: true, main: sec(v[0])}
	case "byoyomi":
		if v[2] == 0 || v[1] == 0 { // no periods: main time alone
			s.clock = clock{set: true, main: sec(v[0])}
			break
		}
		s.clock = clock{set: true, main: sec(v[0]), byoTime: sec(v[1]), byoStones: 1, periods: true}
	case "canadian":
		if v[2] == 0 && v[1] > 0 {
			return "", errors.New("canadian byo-yomi needs stones")
		}
		s.clock = clock{set: true, main: sec(v[0]), byoTime: sec(v[1]), byoStones: v[2]}
	}
	return "", nil
}
