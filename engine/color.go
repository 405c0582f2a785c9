package engine

// Color is the content of a point: Empty, Black, White, or the off-board Border.
type Color uint8

// The colours; Black and White are 1 and 2 so that Opponent is 3−c.
const (
	Empty Color = iota
	Black
	White
	Border
)

// Opponent returns the other player's colour (Black ↔ White); other values are returned unchanged.
func (c Color) Opponent() Color {
	if c == Black || c == White {
		return 3 - c
	}
	return c
}

// String returns "B", "W", "." or "#".
func (c Color) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	case Empty:
		return "."
	}
	return "#"
}

// Name returns "Black", "White" or "nobody".
func (c Color) Name() string {
	switch c {
	case Black:
		return "Black"
	case White:
		return "White"
	}
	return "nobody"
}

// IsStone reports whether c is Black or White.
func (c Color) IsStone() bool { return c == Black || c == White }
