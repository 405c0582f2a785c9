package flagcheck

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// ErrUsage means a command-line value cannot be used; the error wrapping it names the flag, the value and what is
// wanted.
var ErrUsage = errors.New("bad command line")

// Refuse returns the error of a value v of flag that a program's own rule refuses, saying what is wanted, in the
// form of every other check here: "-flag V: what", wrapping ErrUsage.
func Refuse(flag string, v any, what string) error { return usage(flag, v, what, nil) }

// usage returns an error wrapping ErrUsage (and err, when not nil) for flag's value v: "-flag V: what".
func usage(flag string, v any, what string, err error) error {
	if err != nil {
		return fmt.Errorf("%w: -%s %v: %s (%w)", ErrUsage, flag, v, what, err)
	}
	return fmt.Errorf("%w: -%s %v: %s", ErrUsage, flag, v, what)
}

// Size reads flag's board size, "N" or "COLSxROWS", from engine.MinSize to engine.MaxSize lines.
func Size(flag, s string) (cols, rows int, err error) {
	cols, rows, err = engine.ParseSize(s)
	if err != nil {
		return 0, 0, usage(flag, fmt.Sprintf("%q", s), fmt.Sprintf("want N or COLSxROWS, each from %d to %d", engine.MinSize, engine.MaxSize), err)
	}
	return cols, rows, nil
}

// Rules reads flag's rules: capture:N (Atari Go), japanese or chinese (Go).
func Rules(flag, s string) (engine.Rules, error) {
	r, err := engine.ParseRules(s)
	if err != nil {
		return r, usage(flag, fmt.Sprintf("%q", s), "want capture:N, japanese or chinese", err)
	}
	return r, nil
}

// Start reads flag's start position: empty, crosscut or stable.
func Start(flag, s string) (engine.Start, error) {
	st, err := engine.ParseStart(s)
	if err != nil {
		return st, usage(flag, fmt.Sprintf("%q", s), "want empty, crosscut or stable", err)
	}
	return st, nil
}

// Komi checks flag's komi as every game's is checked (engine.KomiOK): a number from −engine.KomiMax to
// engine.KomiMax, never NaN nor infinite.
func Komi(flag string, k float64) error {
	if !engine.KomiOK(k) {
		return usage(flag, k, fmt.Sprintf("want a number of points from %g to %g", -engine.KomiMax, engine.KomiMax), nil)
	}
	return nil
}

// Handicap checks flag's handicap stones n for a game of rules on a cols×rows board (engine.HandicapStones).
func Handicap(flag string, n int, rules engine.Rules, cols, rows int) error {
	if _, err := engine.HandicapStones(rules, cols, rows, n); err != nil {
		return usage(flag, n, fmt.Sprintf("does not fit a %d×%d %s game", cols, rows, rules), err)
	}
	return nil
}

// Range checks that flag's whole number v lies from lo to hi.
func Range(flag string, v, lo, hi int64) error {
	if v < lo || v > hi {
		return usage(flag, v, fmt.Sprintf("want a whole number from %d to %d", lo, hi), nil)
	}
	return nil
}

// AtLeast checks that flag's whole number v is lo or more.
func AtLeast(flag string, v, lo int64) error { return Range(flag, v, lo, math.MaxInt64) }

// Duration checks that flag's duration d is not negative.
func Duration(flag string, d time.Duration) error {
	if d < 0 {
		return usage(flag, d, "want a duration of 0 or more, such as 500ms or 2s", nil)
	}
	return nil
}

// Window sizes bound the window's size in device-independent pixels: smaller than MinWindow is too small to use;
// larger than MaxWindow is more than any screen shows, and near the graphics driver's largest image.
const (
	MinWindow = 200
	MaxWindow = 8192
)

// Window reads flag's window size "WxH", each at least MinWindow; a larger size than MaxWindow is brought down to
// it (the window then fits the screen, see the game window's own check).
func Window(flag, s string) (w, h int, err error) {
	w, h, err = parseWH(s)
	if err != nil || w < MinWindow || h < MinWindow {
		return 0, 0, usage(flag, fmt.Sprintf("%q", s), fmt.Sprintf("want WxH, each at least %d", MinWindow), nil)
	}
	return min(w, MaxWindow), min(h, MaxWindow), nil
}

// parseWH reads "WxH" (also with "×" or ":"), or "N" for a square.
func parseWH(s string) (w, h int, err error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for _, sep := range []string{"x", "×", ":"} {
		if a, b, ok := strings.Cut(t, sep); ok {
			w, err1 := strconv.Atoi(a)
			h, err2 := strconv.Atoi(b)
			return w, h, errors.Join(err1, err2)
		}
	}
	w, err = strconv.Atoi(t)
	return w, w, err
}
