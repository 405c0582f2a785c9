package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Key repeat: a held key repeats after repeatDelay ticks every repeatEvery ticks.
const (
	repeatDelay = 30
	repeatEvery = 4
)

// deviceInput turns Ebiten's mouse, touch and keyboard state into a
// widget.Input once a frame.
type deviceInput struct {
	touch    ebiten.TouchID
	touching bool
	touchAt  image.Point // where the last finger was
	lastPos  image.Point
	mouseOK  bool
	keyBuf   []ebiten.Key
	touchBuf []ebiten.TouchID
}

// read fills in with this frame's events; in keeps the pointer between frames.
func (d *deviceInput) read(in *widget.Input) {
	in.Reset()
	// Touch: the first finger down is the pointer until it lifts.
	if !d.touching {
		d.touchBuf = inpututil.AppendJustPressedTouchIDs(d.touchBuf[:0])
		if len(d.touchBuf) > 0 {
			d.touch, d.touching = d.touchBuf[0], true
			x, y := ebiten.TouchPosition(d.touch)
			in.Pos, in.Kind, in.Down, in.Pressed = image.Pt(x, y), widget.PointerTouch, true, true
			d.touchAt, in.Touched = in.Pos, true
		}
	} else if inpututil.IsTouchJustReleased(d.touch) {
		x, y := inpututil.TouchPositionInPreviousTick(d.touch)
		in.Pos, in.Down, in.Released = image.Pt(x, y), false, true
		d.touching, d.touchAt = false, in.Pos
	} else {
		x, y := ebiten.TouchPosition(d.touch)
		in.Pos, in.Down = image.Pt(x, y), true
		d.touchAt = in.Pos
	}
	// Mouse, when no finger is down.
	if !d.touching && !in.Released {
		x, y := ebiten.CursorPosition()
		p := image.Pt(x, y)
		moved := p != d.lastPos
		d.lastPos = p
		// A system that moves the mouse pointer where a finger was does not make the screen a mouse's: only a
		// pointer seen away from the finger does.
		if far := p.Sub(d.touchAt); moved && (far.X*far.X+far.Y*far.Y > 16*16) {
			in.Touched = false
		}
		if moved || inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
			d.mouseOK = true
		}
		if d.mouseOK && (in.Kind != widget.PointerTouch || moved) {
			in.Pos, in.Kind = p, widget.PointerMouse
			in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
			in.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
			in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
		}
		_, in.WheelY = ebiten.Wheel()
	}
	// Keyboard, with repeat for held keys.
	d.keyBuf = inpututil.AppendPressedKeys(d.keyBuf[:0])
	for _, k := range d.keyBuf {
		t := inpututil.KeyPressDuration(k)
		if t == 1 || (t > repeatDelay && (t-repeatDelay)%repeatEvery == 0) {
			in.Keys = append(in.Keys, k)
		}
	}
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	in.Ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
}
