package widget

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// PointerKind says what moved the pointer: a mouse, a finger or nothing yet.
type PointerKind int

// Pointer kinds.
const (
	PointerNone PointerKind = iota
	PointerMouse
	PointerTouch
)

// Input is the pointer and keyboard state of one frame, gathered from Ebiten
// or from a script; widgets and scenes read it and never ask Ebiten directly.
type Input struct {
	// Pos is the pointer position in screen pixels; valid when Kind is not PointerNone.
	Pos image.Point
	// Kind is the device that last moved the pointer.
	Kind PointerKind
	// Touched reports that a finger touched the screen since a mouse was last seen moving on its own: the screen is
	// a touch screen in use, whose system may move the mouse pointer where the finger was. No tooltip shows on
	// hover then (they name keys, and a finger hovers over nothing).
	Touched bool
	// Down reports that the button or finger is held this frame.
	Down bool
	// Pressed reports that the button or finger went down this frame.
	Pressed bool
	// Released reports that the button or finger went up this frame (at Pos).
	Released bool
	// Keys lists the keys that went down this frame, repeats included.
	Keys []ebiten.Key
	// Shift reports that a Shift key is held.
	Shift bool
	// Ctrl reports that a Control or Meta key is held.
	Ctrl bool
	// WheelY is the vertical wheel movement this frame.
	WheelY float64
	// Chars are the characters typed this frame, for text fields.
	Chars []rune
	// consumed marks the pointer event as taken by a widget.
	consumed bool
	// keysTaken marks keys already handled this frame.
	keysTaken []ebiten.Key
}

// Reset clears the per-frame events and keeps the pointer position and Down.
func (in *Input) Reset() {
	in.Pressed, in.Released = false, false
	in.Keys = in.Keys[:0]
	in.keysTaken = in.keysTaken[:0]
	in.WheelY = 0
	in.Chars = in.Chars[:0]
	in.consumed = false
}

// HasPointer reports whether the pointer position means anything this frame.
func (in *Input) HasPointer() bool {
	return in.Kind != PointerNone
}

// In reports whether the pointer is inside r.
func (in *Input) In(r image.Rectangle) bool {
	return in.HasPointer() && in.Pos.In(r)
}

// Consume marks the pointer press or release as handled so that later
// readers (for example the board under a dialog) ignore it.
func (in *Input) Consume() {
	in.consumed = true
}

// Consumed reports whether a widget already took this frame's pointer event.
func (in *Input) Consumed() bool {
	return in.consumed
}

// Key reports whether k went down this frame and no widget took it yet.
func (in *Input) Key(k ebiten.Key) bool {
	for _, t := range in.keysTaken {
		if t == k {
			return false
		}
	}
	for _, p := range in.Keys {
		if p == k {
			return true
		}
	}
	return false
}

// TakeKey reports whether k went down this frame and marks it handled.
func (in *Input) TakeKey(k ebiten.Key) bool {
	if !in.Key(k) {
		return false
	}
	in.keysTaken = append(in.keysTaken, k)
	return true
}
