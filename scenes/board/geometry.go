package board

import (
	"image"
	"math"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Geometry places a cols×rows board inside a rectangle of the screen.
type Geometry struct {
	// Cols and Rows are the board size.
	Cols, Rows int
	// Cell is the distance between two neighbouring lines, in pixels.
	Cell float64
	// X0 and Y0 are the pixel position of the top-left intersection.
	X0, Y0 float64
	// Wood is the rectangle of the board itself (wood, grid and coordinates).
	Wood image.Rectangle
	// Coords says whether a margin holds coordinates.
	Coords bool
}

// marginCells is the wood around the outer lines, in cells: room for a
// stone's half and, with coordinates, the labels.
func marginCells(coords bool) float64 {
	if coords {
		return 0.96
	}
	return 0.62
}

// NewGeometry fits a cols×rows board, as large as possible and centred,
// into area; coords leaves room for coordinates.
func NewGeometry(area image.Rectangle, cols, rows int, coords bool) Geometry {
	m := marginCells(coords)
	cw := float64(area.Dx()) / (float64(cols-1) + 2*m)
	ch := float64(area.Dy()) / (float64(rows-1) + 2*m)
	cell := math.Floor(math.Min(cw, ch))
	if cell < 4 {
		cell = 4
	}
	w := cell * (float64(cols-1) + 2*m)
	h := cell * (float64(rows-1) + 2*m)
	left := math.Round(float64(area.Min.X) + (float64(area.Dx())-w)/2)
	top := math.Round(float64(area.Min.Y) + (float64(area.Dy())-h)/2)
	return Geometry{
		Cols: cols, Rows: rows, Cell: cell, Coords: coords,
		X0:   left + math.Round(m*cell),
		Y0:   top + math.Round(m*cell),
		Wood: image.Rect(int(left), int(top), int(left+w), int(top+h)),
	}
}

// shape is what the board picture depends on: everything but the position.
type shape struct {
	cols, rows int
	cell       float64
	w, h       int
	coords     bool
}

// shape returns the geometry without its position on the screen.
func (g Geometry) shape() shape {
	return shape{g.Cols, g.Rows, g.Cell, g.Wood.Dx(), g.Wood.Dy(), g.Coords}
}

// Center returns the pixel position of an intersection.
func (g Geometry) Center(pt engine.Point) (x, y float64) {
	return g.X0 + float64(pt.Col())*g.Cell, g.Y0 + float64(pt.Row())*g.Cell
}

// Hit returns the intersection under pixel p, if p is within half a cell of one.
func (g Geometry) Hit(p image.Point) (engine.Point, bool) {
	fx := (float64(p.X) - g.X0) / g.Cell
	fy := (float64(p.Y) - g.Y0) / g.Cell
	c, r := int(math.Round(fx)), int(math.Round(fy))
	if c < 0 || r < 0 || c >= g.Cols || r >= g.Rows {
		return engine.NoPoint, false
	}
	if math.Hypot(fx-float64(c), fy-float64(r)) > 0.5 {
		return engine.NoPoint, false
	}
	return engine.Pt(c, r), true
}

// Nearest returns the intersection nearest pixel p and whether p is on the grid of lines (within half a cell
// of its outer lines), where a click between points still means the board.
func (g Geometry) Nearest(p image.Point) (engine.Point, bool) {
	if g.Cell <= 0 || g.Cols == 0 || g.Rows == 0 {
		return engine.NoPoint, false
	}
	fx := (float64(p.X) - g.X0) / g.Cell
	fy := (float64(p.Y) - g.Y0) / g.Cell
	if fx < -0.5 || fy < -0.5 || fx > float64(g.Cols)-0.5 || fy > float64(g.Rows)-0.5 {
		return engine.NoPoint, false
	}
	c := min(max(int(math.Round(fx)), 0), g.Cols-1)
	r := min(max(int(math.Round(fy)), 0), g.Rows-1)
	return engine.Pt(c, r), true
}

// StarPoints returns the star points (hoshi) of a cols×rows board: the
// corners on the third line (fourth from 13 lines), the centre on odd
// sizes, the sides on odd sizes from 15 lines.
func StarPoints(cols, rows int) []engine.Point {
	axis := func(n int) (lines []int, mid int) {
		mid = -1
		if n%2 == 1 && n >= 5 {
			mid = n / 2
		}
		switch {
		case n >= 13:
			lines = []int{3, n - 4}
		case n >= 9:
			lines = []int{2, n - 3}
		}
		return
	}
	cs, cm := axis(cols)
	rs, rm := axis(rows)
	var out []engine.Point
	for _, c := range cs {
		for _, r := range rs {
			out = append(out, engine.Pt(c, r))
		}
	}
	if cm >= 0 && rm >= 0 {
		out = append(out, engine.Pt(cm, rm))
	}
	if cols >= 15 && rows >= 15 && cm >= 0 && rm >= 0 {
		for _, r := range rs {
			out = append(out, engine.Pt(cm, r))
		}
		for _, c := range cs {
			out = append(out, engine.Pt(c, rm))
		}
	}
	return out
}
