package board

import (
	"image"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

func TestHitFindsTheNearestIntersection(t *testing.T) {
	g := NewGeometry(image.Rect(0, 0, 500, 400), 9, 9, true)
	if g.Wood.Dx() > 500 || g.Wood.Dy() > 400 {
		t.Fatalf("board %v does not fit", g.Wood)
	}
	for _, pt := range []engine.Point{engine.Pt(0, 0), engine.Pt(8, 8), engine.Pt(4, 2)} {
		x, y := g.Center(pt)
		for _, d := range []image.Point{{0, 0}, {int(g.Cell / 3), 0}, {0, -int(g.Cell / 3)}} {
			got, ok := g.Hit(image.Pt(int(x)+d.X, int(y)+d.Y))
			if !ok || got != pt {
				t.Errorf("hit near %v%v = %v %v", pt.GTP(9), d, got.GTP(9), ok)
			}
		}
	}
	// Between two intersections diagonally, and outside the grid, nothing is hit.
	x, y := g.Center(engine.Pt(0, 0))
	if _, ok := g.Hit(image.Pt(int(x+g.Cell/2), int(y+g.Cell/2))); ok {
		t.Error("hit between intersections")
	}
	if _, ok := g.Hit(image.Pt(int(x-g.Cell), int(y))); ok {
		t.Error("hit outside the grid")
	}
}

func TestRectangularBoardsFitTheirArea(t *testing.T) {
	g := NewGeometry(image.Rect(10, 20, 610, 320), 13, 5, false)
	if !g.Wood.In(image.Rect(10, 20, 610, 320)) {
		t.Fatalf("wood %v outside its area", g.Wood)
	}
	if _, ok := g.Hit(image.Pt(int(g.X0+12*g.Cell), int(g.Y0+4*g.Cell))); !ok {
		t.Fatal("bottom-right corner not hit")
	}
}

func TestStarPoints(t *testing.T) {
	for _, c := range []struct{ cols, rows, n int }{{19, 19, 9}, {13, 13, 5}, {9, 9, 5}, {7, 7, 1}, {6, 6, 0}, {9, 13, 5}} {
		if got := len(StarPoints(c.cols, c.rows)); got != c.n {
			t.Errorf("%d×%d: %d star points, want %d", c.cols, c.rows, got, c.n)
		}
	}
}

// TestNearestFindsThePointOfAClickBetweenPoints finds the point nearest a pixel inside a square of the grid and
// tells a pixel on the grid from one off it (beyond half a cell outside the outer lines).
func TestNearestFindsThePointOfAClickBetweenPoints(t *testing.T) {
	g := NewGeometry(image.Rect(0, 0, 500, 400), 7, 7, true)
	at := func(col, row float64) image.Point { // a pixel given in cells from the first intersection
		return image.Pt(int(g.X0+col*g.Cell), int(g.Y0+row*g.Cell))
	}
	for _, c := range []struct {
		name   string
		p      image.Point
		want   engine.Point
		onGrid bool
	}{
		{"inside the square right of and below D4, nearer D4", at(3.4, 3.4), engine.Pt(3, 3), true},
		{"inside that square, nearer E3", at(3.6, 3.7), engine.Pt(4, 4), true},
		{"in the corner square, nearer A7", at(0.3, 0.4), engine.Pt(0, 0), true},
		{"just outside the last line", at(6.3, 2.2), engine.Pt(6, 2), true},
		{"beyond half a cell outside", at(-0.7, 2), engine.NoPoint, false},
		{"below the grid", at(3, 6.8), engine.NoPoint, false},
	} {
		got, ok := g.Nearest(c.p)
		if got != c.want || ok != c.onGrid {
			t.Errorf("%s: %v %v, want %v %v", c.name, got.GTP(7), ok, c.want.GTP(7), c.onGrid)
		}
	}
}
