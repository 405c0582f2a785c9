package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
)

// ErrUsage means a command-line value could not be read.
var ErrUsage = errors.New("bad command line")

// parseSize reads "N" or "COLSxROWS" (also with "×" or ":").
func parseSize(s string) (cols, rows int, err error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for _, sep := range []string{"x", "×", ":"} {
		if a, b, ok := strings.Cut(t, sep); ok {
			cols, err1 := strconv.Atoi(a)
			rows, err2 := strconv.Atoi(b)
			if err1 != nil || err2 != nil {
				return 0, 0, fmt.Errorf("%w: size %q (want N or COLSxROWS)", ErrUsage, s)
			}
			return cols, rows, nil
		}
	}
	n, err := strconv.Atoi(t)
	if err != nil {
		return 0, 0, fmt.Errorf("%w: size %q (want N or COLSxROWS)", ErrUsage, s)
	}
	return n, n, nil
}

// parseWindow reads "WxH" in device-independent pixels.
func parseWindow(s string) (w, h int, err error) {
	w, h, err = parseSize(s)
	if err != nil || w < 200 || h < 200 {
		return 0, 0, fmt.Errorf("%w: window %q (want WxH, each at least 200)", ErrUsage, s)
	}
	return w, h, nil
}

// gameFlags are the flags that describe a game.
type gameFlags struct {
	rules, size, black, white, start, first string
	handicap                                int
	komi                                    float64
}

// setup turns the flags into a Setup; the bool reports whether both players were given.
func (f gameFlags) setup() (game.Setup, bool, error) {
	s := game.DefaultSetup()
	if f.rules != "" {
		r, err := engine.ParseRules(f.rules)
		if err != nil {
			return s, false, err
		}
		s.Rules = r
		if r.Kind == engine.Go {
			s.Cols, s.Rows = 9, 9
		}
	}
	if s.Rules.Kind == engine.Go && f.komi != 0 {
		s.Rules.Komi = f.komi
	}
	if f.size != "" {
		c, r, err := parseSize(f.size)
		if err != nil {
			return s, false, err
		}
		s.Cols, s.Rows = c, r
	}
	if f.start != "" {
		st, err := engine.ParseStart(f.start)
		if err != nil {
			return s, false, err
		}
		s.Start = st
	}
	switch strings.ToLower(f.first) {
	case "", "black", "b":
		s.First = engine.Black
	case "white", "w":
		s.First = engine.White
	default:
		return s, false, fmt.Errorf("%w: first %q (want black or white)", ErrUsage, f.first)
	}
	s.Handicap = f.handicap
	both := f.black != "" && f.white != ""
	for _, p := range []struct {
		spec string
		c    engine.Color
	}{{f.black, engine.Black}, {f.white, engine.White}} {
		if p.spec == "" {
			continue
		}
		seat, err := game.ParseSeat(p.spec)
		if err != nil {
			return s, false, err
		}
		s.Seats[p.c] = seat
	}
	return s, both, s.Check()
}
