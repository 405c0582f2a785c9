package widget

import (
	"fmt"
	"image"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// listOf returns a list of n rows at 0,0 of size 200×(30 + 30·shown), with a heading.
func listOf(n, shown int) *List {
	l := NewList([]ListColumn{{Title: "No.", Weight: 1}, {Title: "Point", Weight: 2}}, "")
	for i := range n {
		l.Rows = append(l.Rows, []ListCell{{Text: fmt.Sprint(i)}, {Text: "D4"}})
	}
	l.Rect = image.Rect(0, 0, 200, 30+30*shown)
	return l
}

func TestListSelectsAndActivatesAClickedRow(t *testing.T) {
	l := listOf(10, 5)
	f := NewForm(l)
	click(f, image.Pt(50, 30+2*30+10)) // the third row
	if !l.Changed() || l.Selected != 2 {
		t.Fatalf("click on the third row: selected %d, changed %v", l.Selected, l.Changed())
	}
	click(f, image.Pt(50, 30+2*30+10))
	if !l.Activated() || l.Selected != 2 {
		t.Errorf("second click on the selected row: activated %v", l.Activated())
	}
	click(f, image.Pt(50, 10)) // the heading
	if l.Changed() || l.Selected != 2 {
		t.Errorf("a click on the heading changed the selection to %d", l.Selected)
	}
}

func TestListScrollsWithWheelKeysAndSelect(t *testing.T) {
	l := listOf(30, 5)
	f := NewForm(l)
	f.Update(&Input{Pos: image.Pt(50, 60), Kind: PointerMouse, WheelY: -4})
	// Scrolled by 4 × 1.5 rows: the first row shown is the sixth.
	click(f, image.Pt(50, 30+5))
	if l.Selected != 6 {
		t.Errorf("after scrolling, the top row is %d, want 6", l.Selected)
	}
	f.SetFocus(l)
	for range 3 {
		key(f, ebiten.KeyDown, false)
	}
	if l.Selected != 9 {
		t.Errorf("Down three times: %d, want 9", l.Selected)
	}
	key(f, ebiten.KeyEnd, false)
	if l.Selected != 29 {
		t.Errorf("End: %d", l.Selected)
	}
	// The last row is in view: a click at the bottom of the list picks it.
	click(f, image.Pt(50, 30+4*30+15))
	if !l.Activated() {
		t.Errorf("the last row is not at the bottom after End (selected %d)", l.Selected)
	}
	l.Select(0)
	f.Update(&Input{})
	click(f, image.Pt(50, 30+5))
	if !l.Activated() {
		t.Error("Select(0) did not bring the first row into view")
	}
}

func TestListScrollsWithADraggingFinger(t *testing.T) {
	l := listOf(30, 5)
	f := NewForm(l)
	in := &Input{Pos: image.Pt(50, 150), Kind: PointerTouch, Down: true, Pressed: true}
	f.Update(in)
	for y := 140; y >= 60; y -= 20 { // the finger moves up by 90 px: three rows
		in.Reset()
		in.Pos, in.Down = image.Pt(50, y), true
		f.Update(in)
	}
	in.Reset()
	in.Pos, in.Down, in.Released = image.Pt(50, 60), false, true
	f.Update(in)
	if l.Changed() || l.Selected != -1 {
		t.Errorf("a drag selected row %d", l.Selected)
	}
	click(f, image.Pt(50, 30+5))
	if l.Selected != 3 {
		t.Errorf("after dragging three rows up, the top row is %d, want 3", l.Selected)
	}
}

// TestListShowsWholeRowsAtItsEnd scrolls a list whose height is not a whole number of rows to its end: the top row
// shown is whole, not cut by the heading.
func TestListShowsWholeRowsAtItsEnd(t *testing.T) {
	l := listOf(30, 5)
	l.Rect.Max.Y += 17 // five rows and a bit
	l.ScrollToEnd()
	th, err := NewTheme(1)
	if err != nil {
		t.Fatal(err)
	}
	l.Draw(ebiten.NewImage(300, 300), th, false)
	if rh := float64(l.rowH(th)); math.Mod(l.scroll, rh) != 0 {
		t.Errorf("scrolled to the end by %v, not a whole number of %v-pixel rows", l.scroll, rh)
	}
}
