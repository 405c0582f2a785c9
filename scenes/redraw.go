package scenes

import (
	"image"

	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Redrawing: a frame that looks like the last one is not drawn again. The
// screen keeps its pixels between frames (ebiten.SetScreenClearedEveryFrame
// is off), the App redraws it fully only after input, a change the scene
// reports, a fade or a resize, and otherwise redraws only the small live
// part a scene names (the spinner of a thinking computer). This keeps the
// window cheap while nothing happens and while the computer thinks, which
// matters on software renderers and on batteries.

// settleFrames is how many frames are fully drawn after a change.
const settleFrames = 1

// fullEvery forces a full redraw at least this often (frames), as a safety net.
const fullEvery = 300

// liveScene is a scene that can say whether it changed and what part of it
// moves on its own.
type liveScene interface {
	// Dirty reports whether the scene looks different from the last frame.
	Dirty() bool
	// Live appends to buf the parts of the screen that animate on its own now.
	Live(buf []image.Rectangle) []image.Rectangle
}

// redraw decides how much of each frame to draw.
type redraw struct {
	owed      int
	sinceFull int
	w, h      int
	lastPos   image.Point
	lastDown  bool
	parts     []image.Rectangle
	// safetyOnly says that the last whole frame was drawn only because fullEvery frames had passed: nothing
	// changed, so it is no reason to wake the game loop (sleep.go).
	safetyOnly bool
	// damaged says that the last frame's parts included what the scene changed, not only its live parts.
	damaged bool
}

// note records this frame's reasons to redraw the whole frame: input (unless the scene names what it
// changed), a fade, a resize, a dirty scene. It reports whether there was input this frame.
func (r *redraw) note(in *widget.Input, w, h int, busy bool, scene Scene) (hadInput bool) {
	input := in.Pos != r.lastPos || in.Down != r.lastDown || in.Pressed || in.Released || len(in.Keys) > 0 || in.WheelY != 0
	hadInput = input
	if _, ok := scene.(damageScene); ok {
		input = false // the scene names what the input changed
	}
	changed := busy || w != r.w || h != r.h || input
	r.w, r.h, r.lastPos, r.lastDown = w, h, in.Pos, in.Down
	if l, ok := scene.(liveScene); ok && l.Dirty() {
		changed = true
	} else if !ok {
		changed = true
	}
	if changed {
		r.owed = settleFrames
	}
	return hadInput
}

// damageScene is a scene that names the parts of the screen its changes touched, so that a change
// redraws those parts rather than the whole window.
type damageScene interface {
	// TakeDamage appends the parts changed since it was last called to buf and forgets them.
	TakeDamage(buf []image.Rectangle) []image.Rectangle
}

// plan returns whether to draw the whole frame, and otherwise the parts to draw (none for nothing); live says
// whether the scene's live parts are drawn (not once the loop rests, sleep.go).
func (r *redraw) plan(scene Scene, force, live bool) (full bool, parts []image.Rectangle) {
	r.sinceFull++
	r.parts = r.parts[:0]
	if d, ok := scene.(damageScene); ok {
		r.parts = d.TakeDamage(r.parts)
	}
	r.damaged = len(r.parts) > 0
	if r.owed > 0 || force || r.sinceFull >= fullEvery {
		r.safetyOnly = r.owed == 0 && !force
		if r.owed > 0 {
			r.owed--
		}
		r.sinceFull = 0
		return true, nil
	}
	if l, ok := scene.(liveScene); ok && live {
		r.parts = l.Live(r.parts)
	}
	return false, mergeParts(r.parts)
}

// mergeParts joins overlapping parts in place, so that no pixel is drawn twice in a frame.
func mergeParts(parts []image.Rectangle) []image.Rectangle {
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(parts); i++ {
			for j := i + 1; j < len(parts); j++ {
				if parts[i].Overlaps(parts[j]) {
					parts[i] = parts[i].Union(parts[j])
					parts[j] = parts[len(parts)-1]
					parts = parts[:len(parts)-1]
					merged = true
					j--
				}
			}
		}
	}
	return parts
}

// Frames are paced by the display's vsync (Ebiten's default), so a 120 or 144 Hz screen gets every frame it can
// show and Update is never held up. The window does not throttle frames itself: on a virtual display without
// vsync (Xvfb) Ebiten's loop already runs about 100 frames a second, and an idle menu took 1.38-1.49 s of
// processor time in 10 s without a throttle against 1.36-1.37 s with a 60-frame cap, too little to keep one
// (measured by reading /proc/PID/stat of the window under xvfb-run, twice each, 2026-11-24). An unchanged
// frame costs little anyway: it is not drawn again (see above), and when nothing has changed for a second the
// loop stops altogether until input or an answer wakes it (sleep.go).

// looks keeps what a scene showed in its last frame, as a signature of what it draws, and answers the scene's Dirty:
// a scene embeds it and notes its signature once a frame.
type looks struct {
	sig   string
	dirty bool
}

// note records the signature of what the scene shows now; moving says that a part of it is animating.
func (l *looks) note(sig string, moving bool) {
	l.dirty = sig != l.sig || moving
	l.sig = sig
}

// Dirty reports whether the scene looks different from the last frame.
func (l *looks) Dirty() bool { return l.dirty }
