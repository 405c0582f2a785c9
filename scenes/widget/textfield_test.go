package widget

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// typeInto feeds characters, then keys, to f in one frame each.
func typeInto(f *Form, chars string, keys ...ebiten.Key) {
	if chars != "" {
		f.Update(&Input{Chars: []rune(chars)})
	}
	for _, k := range keys {
		key(f, k, false)
	}
}

func TestTextFieldEditsAtTheCaret(t *testing.T) {
	field := NewTextField("", "", "")
	field.Rect = image.Rect(0, 0, 300, 40)
	other := NewButton("OK", "")
	other.Rect = image.Rect(0, 50, 100, 90)
	f := NewForm(field, other)
	typeInto(f, "no")
	if field.Text != "" {
		t.Fatalf("a field without the focus took typing: %q", field.Text)
	}
	click(f, image.Pt(10, 10)) // a click gives the field the focus
	for _, tc := range []struct {
		chars string
		keys  []ebiten.Key
		want  string
	}{
		{"hra", nil, "hra"},
		{"", []ebiten.Key{ebiten.KeyBackspace}, "hr"},
		{"", []ebiten.Key{ebiten.KeyHome}, "hr"},
		{"č", nil, "čhr"},
		{"", []ebiten.Key{ebiten.KeyDelete}, "čr"},
		{"", []ebiten.Key{ebiten.KeyEnd, ebiten.KeyLeft}, "čr"},
		{"x", nil, "čxr"},
	} {
		typeInto(f, tc.chars, tc.keys...)
		if field.Text != tc.want {
			t.Errorf("after %q %v: %q, want %q", tc.chars, tc.keys, field.Text, tc.want)
		}
	}
	key(f, ebiten.KeyEnter, false)
	if !field.Submitted() {
		t.Error("Enter did not submit")
	}
	// A proposed name, selected, is replaced by what is typed.
	field.SetText("Atari Go 7×7")
	field.SelectAll()
	typeInto(f, "nová")
	if field.Text != "nová" {
		t.Errorf("typing over the selected text gave %q", field.Text)
	}
	field.MaxLen = 5
	typeInto(f, "abc")
	if field.Text != "nováa" {
		t.Errorf("MaxLen 5: %q", field.Text)
	}
	// Once the focus has gone, typing changes nothing.
	click(f, image.Pt(50, 70))
	typeInto(f, "zz")
	if field.Text != "nováa" {
		t.Errorf("an unfocused field took typing: %q", field.Text)
	}
}
