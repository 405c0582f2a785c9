package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// boardCursor is the keyboard's point on a board: the first arrow key shows it (at the board's centre, or
// where it was), the next ones move it, Enter or Space acts on it, and a pointer press hides it.
type boardCursor struct {
	pt engine.Point
	on bool
}

// keys moves the cursor with the arrow keys on a cols×rows board and reports whether Enter or Space asked to
// act on the point under it.
func (c *boardCursor) keys(in *widget.Input, cols, rows int) (act bool) {
	col, row := cols/2, rows/2
	if c.pt != engine.NoPoint && c.pt.Col() < cols && c.pt.Row() < rows {
		col, row = c.pt.Col(), c.pt.Row()
	}
	moved := false
	for _, k := range []struct {
		key    ebiten.Key
		dc, dr int
	}{{ebiten.KeyLeft, -1, 0}, {ebiten.KeyRight, 1, 0}, {ebiten.KeyUp, 0, -1}, {ebiten.KeyDown, 0, 1}} {
		if in.TakeKey(k.key) {
			if c.on {
				col = min(max(col+k.dc, 0), cols-1)
				row = min(max(row+k.dr, 0), rows-1)
			}
			moved = true
		}
	}
	if moved {
		c.pt, c.on = engine.Pt(col, row), true
		return false
	}
	return c.on && (in.TakeKey(ebiten.KeyEnter) || in.TakeKey(ebiten.KeySpace))
}
