package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/scenes/board"
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

// boardPointer follows the mouse or a finger over a board: the point under it (for the ghost stone and the
// liberties shown) and a click or tap, a press and a release on the same point. A click between the points, inside
// a square of the grid, plays nothing; missed says which point is nearest it, for a page that explains that stones
// go on the points.
type boardPointer struct {
	hover   engine.Point
	pressAt engine.Point
	// pressNear is the point nearest a press between the points, NoPoint when the press was not between points.
	pressNear engine.Point
	// missed is the point nearest a click between the points this frame, NoPoint when there was none.
	missed engine.Point
}

// track follows this frame's pointer over the board of view and returns the point clicked or tapped, if any;
// a press on the board hides the keyboard cursor. Input a widget took is not the board's.
func (b *boardPointer) track(in *widget.Input, view *board.View, cursor *boardCursor) (engine.Point, bool) {
	b.hover, b.missed = engine.NoPoint, engine.NoPoint
	if in.Consumed() {
		b.pressAt, b.pressNear = engine.NoPoint, engine.NoPoint
		return engine.NoPoint, false
	}
	pt, ok := view.Hit(in.Pos)
	near, onGrid := view.Nearest(in.Pos)
	between := !ok && onGrid && in.HasPointer()
	if in.HasPointer() && ok && (in.Kind == widget.PointerMouse || in.Down || in.Released) {
		b.hover = pt
	}
	if in.Pressed {
		b.pressAt, b.pressNear = engine.NoPoint, engine.NoPoint
		if ok {
			b.pressAt = pt
			cursor.on = false
		}
		if between {
			b.pressNear = near
		}
	}
	clicked := false
	if in.Released {
		clicked = ok && pt == b.pressAt
		if between && b.pressNear != engine.NoPoint {
			b.missed = near
		}
		b.pressAt, b.pressNear = engine.NoPoint, engine.NoPoint
	}
	return pt, clicked
}
