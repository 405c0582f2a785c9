package game

import (
	"fmt"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// MaxCaptureTarget is the largest Atari Go capture target the setup offers.
const MaxCaptureTarget = 10

// Setup says how a new game starts: rules, board, start position, handicap,
// extra stones and who plays each colour.
type Setup struct {
	// Rules is Atari Go with a capture target, or Go with its counting and komi.
	Rules engine.Rules
	// Cols and Rows are the board size.
	Cols, Rows int
	// Start is the start position: empty, crosscut or stable centre.
	Start engine.Start
	// First is the colour that moves first (ignored with a handicap, where White starts).
	First engine.Color
	// Handicap is the number of black handicap stones in Go: 0 or 2…9.
	Handicap int
	// Seats says who plays each colour, indexed by engine.Black and engine.White.
	Seats [3]Seat
	// Stones are extra stones placed before the game, on top of the start position.
	Stones engine.Setup
	// Place asks to open the game in the placing stage, to add stones by hand.
	Place bool
	// NoLongCycle, in Go without superko, lets play go on when a whole-board position repeats instead of ending
	// the game by the long-cycle rule.
	NoLongCycle bool
	// Person is the name the game's record gives (PB, PW) the colour a person plays against the computer: the
	// learner's. "" writes "Human", as does a game of two people, where the record cannot tell who is who.
	Person string
}

// PlayerName returns the name the game's record gives colour c: Person for a person playing the computer, else the
// seat's name (Seat.Name).
func (s Setup) PlayerName(c engine.Color) string {
	seat := s.Seats[c&3]
	if seat.IsHuman() && s.Person != "" && !s.Seats[c.Opponent()&3].IsHuman() {
		return s.Person
	}
	return seat.Name()
}

// DefaultSetup returns the game a newcomer starts with: Atari Go (first
// capture wins) on 7×7, the person with Black against the weakest computer level.
func DefaultSetup() Setup {
	s := Setup{Rules: engine.AtariRules(1), Cols: 7, Rows: 7, First: engine.Black}
	s.Seats[engine.Black] = Human
	if lv := ai.Levels(); len(lv) > 0 {
		s.Seats[engine.White] = Computer(lv[0].Key)
	}
	return s
}

// Check reports why the setup cannot start a game, or nil.
func (s Setup) Check() error {
	if s.Cols < engine.MinSize || s.Rows < engine.MinSize || s.Cols > engine.MaxSize || s.Rows > engine.MaxSize {
		return fmt.Errorf("%w: %w (%d×%d)", ErrBadSetup, engine.ErrBadSize, s.Cols, s.Rows)
	}
	if _, err := s.handicapPoints(); err != nil {
		return fmt.Errorf("%w: %w", ErrBadSetup, err)
	}
	if k := s.Rules.Komi; s.Rules.Kind == engine.Go && !engine.KomiOK(k) {
		return fmt.Errorf("%w: komi %v (from %v to %v)", ErrBadSetup, k, -KomiMax, KomiMax)
	}
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if !s.Seats[c].IsHuman() {
			if _, err := s.Seats[c].player(); err != nil {
				return fmt.Errorf("%w: %w", ErrBadSetup, err)
			}
		}
	}
	return nil
}

// handicapPoints returns Black's handicap stones: in Go 2 to 9 on the standard points; in Atari Go, a stronger start
// for a learner below the weakest computer level, 1 (the centre) to 4 (engine.ExtraStones).
func (s Setup) handicapPoints() ([]engine.Point, error) {
	return engine.HandicapStones(s.Rules, s.Cols, s.Rows, s.Handicap)
}

// FirstToMove returns the colour that moves first: White after a handicap, else First (Black when unset).
func (s Setup) FirstToMove() engine.Color {
	if s.Handicap > 0 {
		return engine.White
	}
	if s.First == engine.White {
		return engine.White
	}
	return engine.Black
}

// Position builds the start position: the start stones, the handicap, the
// extra stones; it fails with engine.ErrNoLiberties (wrapped) when a chain is
// left without a liberty.
func (s Setup) Position() (engine.Position, error) {
	if err := s.Check(); err != nil {
		return engine.Position{}, err
	}
	p, err := engine.NewStart(s.Cols, s.Rows, s.Rules, s.Start, s.FirstToMove())
	if err != nil {
		return p, fmt.Errorf("%w: %w", ErrBadSetup, err)
	}
	if pts, _ := s.handicapPoints(); len(pts) > 0 {
		for _, pt := range pts {
			if err := p.Place(pt, engine.Black); err != nil {
				return p, fmt.Errorf("%w: %w", ErrBadSetup, err)
			}
		}
	}
	for _, l := range []struct {
		pts []engine.Point
		c   engine.Color
	}{{s.Stones.Empty, engine.Empty}, {s.Stones.Black, engine.Black}, {s.Stones.White, engine.White}} {
		for _, pt := range l.pts {
			if err := p.Place(pt, l.c); err != nil {
				return p, fmt.Errorf("%w: %w", ErrBadSetup, err)
			}
		}
	}
	p.SetToMove(s.FirstToMove())
	if err := p.Validate(); err != nil {
		return p, err
	}
	return p, nil
}

// NewRecord builds the game record of the setup, with the player names and
// handicap in its game information.
func (s Setup) NewRecord() (*engine.Game, error) {
	p, err := s.Position()
	if err != nil {
		return nil, err
	}
	g := engine.NewGameFrom(p)
	g.Info.Black = s.PlayerName(engine.Black)
	g.Info.White = s.PlayerName(engine.White)
	if s.Rules.Kind == engine.Go {
		g.Info.Handicap = s.Handicap
	}
	return g, nil
}
