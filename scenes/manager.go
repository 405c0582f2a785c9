package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Scene is one screen of the game: menu, setup or play.
type Scene interface {
	// Update reacts to this frame's input and returns a Request to leave, or nil.
	Update(ctx *Context) Request
	// Draw paints the scene on the screen.
	Draw(screen *ebiten.Image, ctx *Context)
}

// busyScene is a scene that may be working in the background (the computer
// thinking), which a script's idle command waits for.
type busyScene interface {
	Busy() bool
}

// leavingScene is a scene that wants to know it is being replaced.
type leavingScene interface {
	Leave(ctx *Context)
}

// fadeFrames is how many frames each half of a fade lasts: short, since on a software renderer each faded frame
// is drawn whole.
const fadeFrames = 5

// manager shows one scene at a time and fades between them: the old scene
// fades out, the next one is built by build and fades in.
type manager struct {
	cur     Scene
	pending Request
	out     int // frames of fade-out left
	in      int // frames of fade-in left
	fresh   bool
	build   func(Request) Scene
}

// update runs the current scene unless a fade is under way and reports
// whether the app should quit.
func (m *manager) update(ctx *Context) bool {
	if m.out > 0 {
		m.out--
		if m.out == 0 {
			if l, ok := m.cur.(leavingScene); ok {
				l.Leave(ctx)
			}
			m.cur = m.build(m.pending)
			m.pending = nil
			m.in = fadeFrames
			m.fresh = true
			// The new scene is laid out at once, with no input, so that the fade shows it instead of an empty
			// screen.
			real := ctx.Input
			ctx.Input = &widget.Input{}
			req := m.cur.Update(ctx)
			ctx.Input = real
			m.fresh = false
			if _, quit := req.(Quit); req != nil && !quit {
				m.pending, m.out = req, fadeFrames
			}
		}
		return false
	}
	if m.in > 0 {
		m.in--
	}
	m.fresh = false
	req := m.cur.Update(ctx)
	if req == nil {
		return false
	}
	if _, ok := req.(Quit); ok {
		if l, ok := m.cur.(leavingScene); ok {
			l.Leave(ctx)
		}
		return true
	}
	m.pending = req
	m.out = fadeFrames
	return false
}

// busy reports whether a fade runs or the scene is working.
func (m *manager) busy() bool {
	if m.out > 0 || m.in > 0 {
		return true
	}
	b, ok := m.cur.(busyScene)
	return ok && b.Busy()
}

// draw paints the current scene and the fade veil over it.
func (m *manager) draw(screen *ebiten.Image, ctx *Context) {
	if !m.fresh {
		m.cur.Draw(screen, ctx)
	}
	var f float64
	switch {
	case m.out > 0:
		f = 1 - float64(m.out)/fadeFrames
	case m.in > 0:
		f = float64(m.in) / fadeFrames
	default:
		return
	}
	c := widget.WithAlpha(ctx.Theme.Background, uint8(f*255))
	widget.FillRoundRect(screen, screen.Bounds(), 0, c)
}
