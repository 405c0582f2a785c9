package widget

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// click feeds a press and a release at p to f, one frame each.
func click(f *Form, p image.Point) {
	in := &Input{Pos: p, Kind: PointerMouse}
	f.Update(in)
	in.Reset()
	in.Down, in.Pressed = true, true
	f.Update(in)
	in.Reset()
	in.Down, in.Released = false, true
	f.Update(in)
}

// key feeds one key press to f.
func key(f *Form, k ebiten.Key, shift bool) {
	in := &Input{Keys: []ebiten.Key{k}, Shift: shift}
	f.Update(in)
}

func TestButtonClickNeedsPressAndReleaseInside(t *testing.T) {
	b := NewButton("OK", "")
	b.Rect = image.Rect(10, 10, 110, 50)
	f := NewForm(b)
	clicked := false
	in := &Input{Pos: image.Pt(20, 20), Kind: PointerMouse}
	for _, step := range []func(){
		func() { in.Down, in.Pressed = true, true },
		func() { in.Pos = image.Pt(200, 200) }, // dragged away
		func() { in.Down, in.Released = false, true },
	} {
		in.Reset()
		step()
		f.Update(in)
		clicked = clicked || b.Clicked()
	}
	if clicked {
		t.Error("a press dragged off the button clicked it")
	}
	click(f, image.Pt(50, 30))
	if !b.Clicked() {
		t.Error("a click on the button was missed")
	}
	f.Update(&Input{})
	if b.Clicked() {
		t.Error("the click lasted more than one frame")
	}
}

func TestHiddenWidgetsForgetTheirClick(t *testing.T) {
	b := NewButton("Start", "")
	b.Rect = image.Rect(0, 0, 100, 40)
	f := NewForm(b)
	click(f, image.Pt(50, 20))
	if !b.Clicked() {
		t.Fatal("click missed")
	}
	b.Hidden = true
	f.Update(&Input{})
	if b.Clicked() {
		t.Error("a hidden button still reports its last click")
	}
}

func TestTabMovesFocusAndEnterActivates(t *testing.T) {
	l := NewLabel("a label")
	a, b := NewButton("A", ""), NewButton("B", "")
	d := NewButton("D", "")
	d.Disabled = true
	r := NewRadio([]string{"x", "y", "z"}, 0, "")
	f := NewForm(l, a, d, b, r)
	key(f, ebiten.KeyTab, false)
	if f.Focused() != a {
		t.Fatalf("first Tab focused %v", f.Focused())
	}
	key(f, ebiten.KeyTab, false)
	if f.Focused() != b {
		t.Fatalf("Tab did not skip the disabled button: %v", f.Focused())
	}
	key(f, ebiten.KeyEnter, false)
	if !b.Clicked() || a.Clicked() {
		t.Error("Enter did not click the focused button only")
	}
	key(f, ebiten.KeyTab, false)
	key(f, ebiten.KeyRight, false)
	if r.Selected != 1 || !r.Changed() {
		t.Errorf("Right on the radio: selected %d", r.Selected)
	}
	key(f, ebiten.KeyTab, true)
	if f.Focused() != b {
		t.Errorf("Shift+Tab went to %v", f.Focused())
	}
}

// TestFocusWhileDisabled checks that a button disabled for a while (as while its file is written) keeps the
// keyboard focus, so that Tab goes on from it, and that a hidden one loses it.
func TestFocusWhileDisabled(t *testing.T) {
	a, b, c := NewButton("A", ""), NewButton("B", ""), NewButton("C", "")
	f := NewForm(a, b, c)
	key(f, ebiten.KeyTab, false)
	key(f, ebiten.KeyTab, false)
	b.Disabled = true
	f.Update(&Input{})
	if f.Focused() != b {
		t.Fatalf("the disabled button lost the focus to %v", f.Focused())
	}
	b.Disabled = false
	key(f, ebiten.KeyTab, false)
	if f.Focused() != c {
		t.Errorf("Tab after the button was enabled again went to %v, want C", f.Focused())
	}
	c.Hidden = true
	f.Update(&Input{})
	if f.Focused() != nil {
		t.Errorf("a hidden button kept the focus")
	}
}

func TestStepperClampsAndRadioPicksTheClickedSegment(t *testing.T) {
	s := NewStepper(2, 1, 3, "")
	s.Rect = image.Rect(0, 0, 120, 40)
	r := NewRadio([]string{"5", "7", "9"}, 0, "")
	r.Rect = image.Rect(0, 100, 300, 140)
	f := NewForm(s, r)
	for range 5 {
		click(f, image.Pt(110, 20)) // the + button
	}
	if s.Value != 3 {
		t.Errorf("stepper went to %d, want the maximum 3", s.Value)
	}
	click(f, image.Pt(10, 20)) // the − button
	if s.Value != 2 {
		t.Errorf("stepper at %d after −, want 2", s.Value)
	}
	click(f, image.Pt(250, 120))
	if r.Selected != 2 {
		t.Errorf("radio selected %d, want 2", r.Selected)
	}
	if p, ok := f.Find("7"); !ok || !p.In(image.Rect(100, 100, 200, 140)) {
		t.Errorf("Find(7) = %v %v", p, ok)
	}
}

func TestWrapKeepsLinesWithinTheWidth(t *testing.T) {
	th, err := NewTheme(1)
	if err != nil {
		t.Fatal(err)
	}
	face := th.Face(SizeBody, false)
	text := "Příliš žluťoučký kůň úpěl ďábelské ódy. Съешь же ещё этих мягких французских булок, да выпей чаю."
	wrapped := Wrap(text, face, 200)
	if !strings.Contains(wrapped, "\n") {
		t.Fatal("nothing wrapped")
	}
	for _, line := range strings.Split(wrapped, "\n") {
		if w := TextWidth(line, face); w > 200 && strings.Contains(line, " ") {
			t.Errorf("line %q is %.0f wide", line, w)
		}
	}
	if got := Ellipsize(text, face, 100); !strings.HasSuffix(got, "…") || TextWidth(got, face) > 100 {
		t.Errorf("Ellipsize gave %q", got)
	}
}

// TestEllipsizeLongTexts shortens texts of every length: the longest start that fits is kept, a text that fits is
// kept whole, and texts of 3,000 and 200,000 letters (a name in a file) are shortened like short ones.
func TestEllipsizeLongTexts(t *testing.T) {
	th, err := NewTheme(1)
	if err != nil {
		t.Fatal(err)
	}
	face := th.Face(SizeBody, false)
	if got := Ellipsize("Ann", face, 200); got != "Ann" {
		t.Errorf("a fitting text became %q", got)
	}
	if got := Ellipsize("Ann", face, 1); got != "" {
		t.Errorf("nothing fits in one pixel, got %q", got)
	}
	for _, n := range []int{40, 3000, 200000} {
		s := strings.Repeat("Wojciech ", n/9+1)[:n]
		got := Ellipsize(s, face, 300)
		keep := []rune(strings.TrimSuffix(got, "…"))
		if !strings.HasSuffix(got, "…") || TextWidth(got, face) > 300 || !strings.HasPrefix(s, string(keep)) {
			t.Fatalf("%d letters: %q", n, got)
		}
		// One more letter would not fit.
		if longer := string([]rune(s)[:len(keep)+1]) + "…"; TextWidth(longer, face) <= 300 {
			t.Errorf("%d letters: %q is not the longest start that fits", n, got)
		}
	}
}

func TestTameMarks(t *testing.T) {
	zalgo := "Z" + strings.Repeat("\u0301\u0316\u0350", 10) + "algo"
	tests := []struct{ in, want string }{
		{"Anna", "Anna"},
		{"Dvořák", "Dvořák"},                                 // precomposed letters are letters
		{"Dvor\u030ca\u0301k", "Dvor\u030ca\u0301k"},         // one mark each is kept
		{"Vie\u0302\u0323t", "Vie\u0302\u0323t"},             // two marks on a letter, as in Vietnamese
		{zalgo, "Z\u0301\u0316algo"},                         // a pile is cut to two
		{"\u0301\u0301\u0301start", "\u0301\u0301start"},     // marks with no letter before them
		{"a" + strings.Repeat("\u20dd", 5), "a\u20dd\u20dd"}, // enclosing marks count too
	}
	for _, tc := range tests {
		if got := TameMarks(tc.in); got != tc.want {
			t.Errorf("TameMarks(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestTooltipKeepsClearOfOtherControls rests the pointer on the upper of two buttons one over the other: its
// tooltip goes where it covers neither, not over the button below.
func TestTooltipKeepsClearOfOtherControls(t *testing.T) {
	th, err := NewTheme(1)
	if err != nil {
		t.Fatal(err)
	}
	th.Screen = image.Rect(0, 0, 1200, 760)
	cont := NewButton("Continue", "Go on with the game left open last time, as it was")
	cont.Rect = image.Rect(700, 300, 980, 346)
	next := NewButton("New game", "Choose the rules and players of a new game")
	next.Rect = image.Rect(700, 356, 980, 402)
	f := NewForm(cont, next)
	in := &Input{Pos: image.Pt(840, 320), Kind: PointerMouse}
	for range tipDelay + 2 {
		f.Update(in)
	}
	r, _, _ := f.tip.layout(th)
	if f.tip.text == "" {
		t.Fatal("no tooltip")
	}
	if r.Overlaps(next.Rect) || r.Overlaps(cont.Rect) {
		t.Errorf("the tooltip at %v covers a button (%v, %v)", r, cont.Rect, next.Rect)
	}
}

// TestNoHoverTooltipOnATouchScreen rests the pointer on a button: a mouse's shows the tooltip; the same pointer
// after a finger touched the screen (a system that moves the mouse where the finger was) shows none, nor does a
// finger resting on the button.
func TestNoHoverTooltipOnATouchScreen(t *testing.T) {
	for _, tc := range []struct {
		name    string
		kind    PointerKind
		touched bool
		want    bool
	}{
		{"a mouse", PointerMouse, false, true},
		{"the mouse where a finger was", PointerMouse, true, false},
		{"a finger", PointerTouch, true, false},
	} {
		b := NewButton("Undo", "Take back the last move (Backspace)")
		b.Rect = image.Rect(100, 100, 200, 140)
		f := NewForm(b)
		in := &Input{Pos: image.Pt(150, 120), Kind: tc.kind, Touched: tc.touched}
		for range 3 * tipDelay {
			f.Update(in)
			in.Reset()
		}
		if got := f.tip.text != ""; got != tc.want {
			t.Errorf("%s: tooltip shown %v, want %v", tc.name, got, tc.want)
		}
	}
}
