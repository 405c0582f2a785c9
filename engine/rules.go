package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is the game being played: Atari Go (first capture wins) or Go.
type Kind uint8

const (
	// AtariGo is first-capture Go: the first side whose captures reach the target wins; no passing.
	AtariGo Kind = iota
	// Go is the full game: passes, two passes end the game, the score decides.
	Go
)

// Scoring is how a finished Go game is counted.
type Scoring uint8

const (
	// Territory is Japanese counting: surrounded empty points plus prisoners.
	Territory Scoring = iota
	// Area is Chinese counting: surrounded empty points plus stones on the board.
	Area
)

// DefaultKomi is the komi of a new Go game.
const DefaultKomi = 6.5

// KomiMax bounds the komi of a game: from −KomiMax to KomiMax points. The window's setup, the settings and every
// program's -komi flag hold to it, so that no game is written that its reader refuses.
const KomiMax = 100.0

// KomiOK reports whether k is a komi a game may have: a number (not NaN) from −KomiMax to KomiMax.
func KomiOK(k float64) bool { return k >= -KomiMax && k <= KomiMax }

// Rules says which game is played and how it ends; the zero value is classic Atari Go (capture 1).
type Rules struct {
	Kind          Kind
	CaptureTarget int     // Atari Go: captures needed to win (values below 1 mean 1)
	Scoring       Scoring // Go: Territory or Area
	Komi          float64 // Go: points given to White
	Superko       bool    // Go: forbid any repetition of an earlier whole-board position
}

// AtariRules returns Atari Go rules with capture target n (at least 1).
func AtariRules(n int) Rules {
	if n < 1 {
		n = 1
	}
	return Rules{Kind: AtariGo, CaptureTarget: n}
}

// GoRules returns Go rules with the given counting and komi, simple ko only.
func GoRules(s Scoring, komi float64) Rules {
	return Rules{Kind: Go, Scoring: s, Komi: komi}
}

// Target returns the Atari Go capture target, at least 1.
func (r Rules) Target() int {
	if r.CaptureTarget < 1 {
		return 1
	}
	return r.CaptureTarget
}

// String returns the rules in the command-line form: "capture:N", "japanese" or "chinese".
func (r Rules) String() string {
	if r.Kind == AtariGo {
		return "capture:" + strconv.Itoa(r.Target())
	}
	if r.Scoring == Area {
		return "chinese"
	}
	return "japanese"
}

// ParseRules reads "capture:N" (also "capture N", "atari"), "japanese" or "chinese"; Go rules get DefaultKomi.
func ParseRules(s string) (Rules, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "japanese", "go", "territory", "go japanese":
		return GoRules(Territory, DefaultKomi), nil
	case "chinese", "area", "go chinese":
		return GoRules(Area, DefaultKomi), nil
	case "atari", "atarigo", "capture":
		return AtariRules(1), nil
	}
	for _, prefix := range []string{"capture:", "capture ", "capture-"} {
		if rest, ok := strings.CutPrefix(t, prefix); ok {
			n, err := strconv.Atoi(strings.TrimSpace(rest))
			if err != nil || n < 1 || n > 361 {
				return Rules{}, fmt.Errorf("%w: capture target %q must be a whole number from 1 to 361", ErrBadRules, rest)
			}
			return AtariRules(n), nil
		}
	}
	return Rules{}, fmt.Errorf("%w: %q (want capture:N, japanese or chinese)", ErrBadRules, s)
}
