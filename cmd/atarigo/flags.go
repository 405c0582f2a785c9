package main

import (
	"fmt"
	"strings"

	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
)

// gameFlags are the flags that describe a game.
type gameFlags struct {
	rules, size, black, white, start, first string
	handicap                                int
	komi                                    float64
}

// setup turns the flags into a Setup, each flag checked as every program checks it (flagcheck); the bool reports
// whether both players were given.
func (f gameFlags) setup() (game.Setup, bool, error) {
	s := game.DefaultSetup()
	if f.rules != "" {
		r, err := flagcheck.Rules("rules", f.rules)
		if err != nil {
			return s, false, err
		}
		s.Rules = r
		if r.Kind == engine.Go {
			s.Cols, s.Rows = 9, 9
		}
	}
	if err := flagcheck.Komi("komi", f.komi); err != nil {
		return s, false, err
	}
	if s.Rules.Kind == engine.Go && f.komi != 0 {
		s.Rules.Komi = f.komi
	}
	if f.size != "" {
		c, r, err := flagcheck.Size("size", f.size)
		if err != nil {
			return s, false, err
		}
		s.Cols, s.Rows = c, r
	}
	if f.start != "" {
		st, err := flagcheck.Start("start", f.start)
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
		return s, false, flagcheck.Refuse("first", fmt.Sprintf("%q", f.first), "want black or white")
	}
	if err := flagcheck.Handicap("handicap", f.handicap, s.Rules, s.Cols, s.Rows); err != nil {
		return s, false, err
	}
	s.Handicap = f.handicap
	both := f.black != "" && f.white != ""
	for _, p := range []struct {
		flag, spec string
		c          engine.Color
	}{{"black", f.black, engine.Black}, {"white", f.white, engine.White}} {
		if p.spec == "" {
			continue
		}
		seat, err := game.ParseSeat(p.spec)
		if err != nil {
			return s, false, flagcheck.Refuse(p.flag, fmt.Sprintf("%q", p.spec), "want human or a computer level ("+levelKeys()+")")
		}
		s.Seats[p.c] = seat
	}
	return s, both, s.Check()
}

// minWindow is the smallest window the game lays out (its size limit); a screen smaller than that still gets it.
const minWindow = 360

// fitWindow returns the window size w×h brought within a screen of sw×sh (0×0 when the screen is not known) and
// within flagcheck.MaxWindow, never below minWindow: a window larger than the screen would be larger than the
// graphics driver draws, which ends in a panic.
func fitWindow(w, h, sw, sh int) (int, int) {
	if sw > 0 && sh > 0 {
		w, h = min(w, sw), min(h, sh)
	}
	w, h = min(w, flagcheck.MaxWindow), min(h, flagcheck.MaxWindow)
	return max(w, minWindow), max(h, minWindow)
}
