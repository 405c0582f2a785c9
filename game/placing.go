package game

import (
	"github.com/seed593a7f8d/atarigo/engine"
)

// PlaceStone puts a stone of colour c at pt in the placing stage; placing a
// stone where one of the same colour stands, or c Empty, clears the point.
// It has no effects; it returns them, as every event does, so that calls
// read s.Do(m.PlaceStone(pt, c)).
func (m *Match) PlaceStone(pt engine.Point, c engine.Color) ([]Effect, error) {
	if !m.placing {
		return nil, ErrNotPlacing
	}
	if m.place.At(pt) == c {
		c = engine.Empty
	}
	return nil, m.place.Place(pt, c)
}

// ClearPlaced empties the whole board in the placing stage; it has no effects.
func (m *Match) ClearPlaced() ([]Effect, error) {
	if !m.placing {
		return nil, ErrNotPlacing
	}
	for _, pt := range m.place.Points(nil) {
		if err := m.place.Place(pt, engine.Empty); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

// FinishPlacing starts the game from the composed position. A position in
// which some chain has no liberty is refused with an error wrapping
// engine.ErrNoLiberties that names the chain; the stage stays open.
func (m *Match) FinishPlacing() ([]Effect, error) {
	if !m.placing {
		return nil, ErrNotPlacing
	}
	if err := m.place.Validate(); err != nil {
		return nil, err
	}
	m.place.SetToMove(m.setup.FirstToMove())
	g := engine.NewGameFrom(m.place)
	g.Info.Black = m.setup.PlayerName(engine.Black)
	g.Info.White = m.setup.PlayerName(engine.White)
	m.setup.Stones = engine.Setup{}
	for _, pt := range m.place.Points(nil) {
		switch m.place.At(pt) {
		case engine.Black:
			m.setup.Stones.Black = append(m.setup.Stones.Black, pt)
		case engine.White:
			m.setup.Stones.White = append(m.setup.Stones.White, pt)
		}
	}
	m.setup.Start, m.setup.Handicap, m.setup.Place = engine.StartEmpty, 0, false
	m.game = g
	m.placing = false
	return m.settle(), nil
}
