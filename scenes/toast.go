package scenes

import (
	"image"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// toast is a message shown over whatever scene is on the screen, at the
// bottom, for a time long enough to read it; a click on it closes it
// sooner. It tells what happened outside any one scene: a file dropped
// on the window that cannot be opened, a damaged settings file.
type toast struct {
	text    string
	body    string // text wrapped to the box
	bad     bool
	frames  int
	rect    image.Rectangle
	changed bool
	compact bool             // the box is in the room a scene keeps for it (toastLook)
	actions []*widget.Button // the buttons in the box, each asking for the request of acts at its index; none when
	acts    []Request        // the message offers nothing to do
}

// choice is a button of a message: its caption and what it asks for.
type choice struct {
	label string
	req   Request
}

// show puts up msg; bad marks a problem.
func (t *toast) show(msg string, bad bool) {
	t.text, t.bad = msg, bad
	// About a second for every 15 characters, and at least six seconds, at 60 ticks a second.
	t.frames = 60 * max(6, 2+utf8.RuneCountInString(msg)/15)
	t.changed = true
	t.actions, t.acts = nil, nil
}

// add shows msg below the message on screen, keeping its buttons and its time, or alone when none is shown.
func (t *toast) add(msg string, bad bool) {
	if t.text == "" {
		t.show(msg, bad)
		return
	}
	actions, acts, frames := t.actions, t.acts, t.frames
	t.show(t.text+"\n"+msg, bad || t.bad)
	t.actions, t.acts, t.frames = actions, acts, max(t.frames, frames)
}

// offer puts up msg with a button captioned label that asks for req, shown longer than a plain message (twenty
// seconds at least) so that there is time to use it.
func (t *toast) offer(msg string, bad bool, label string, req Request) {
	t.ask(msg, bad, choice{label, req})
}

// ask puts up msg with a button for each choice, the first the primary one, shown as long as offer's.
func (t *toast) ask(msg string, bad bool, choices ...choice) {
	t.show(msg, bad)
	t.frames = max(t.frames, 60*20)
	for i, c := range choices {
		kind := widget.ButtonQuiet
		if i == 0 {
			kind = widget.ButtonPrimary
		}
		t.actions = append(t.actions, &widget.Button{Text: c.label, Kind: kind, Small: true})
		t.acts = append(t.acts, c.req)
	}
}

// clear takes the message and its buttons away.
func (t *toast) clear() {
	t.text, t.changed, t.actions, t.acts = "", true, nil, nil
}

// input closes the message when it is clicked and keeps the click from the scene below; a click on its button
// closes it too and returns what the button asks for. Run it before the scene.
func (t *toast) input(in *widget.Input) Request {
	if t.text == "" {
		return nil
	}
	for i, b := range t.actions {
		b.Update(in, false)
		if b.Clicked() {
			req := t.acts[i]
			t.clear()
			in.Consume()
			return req
		}
	}
	if in.In(t.rect) && (in.Pressed || in.Released || in.Down) {
		if in.Released {
			t.clear()
		}
		in.Consume()
	}
	return nil
}

// update counts the message's time down and lays it out (see layout); it reports whether the message appeared,
// moved or went away.
func (t *toast) update(th *widget.Theme, areas []image.Rectangle, room image.Rectangle, avoid []image.Rectangle) bool {
	changed := t.changed
	t.changed = false
	if t.text == "" {
		t.rect = image.Rectangle{}
		return changed
	}
	t.frames--
	if t.frames <= 0 {
		t.clear()
		t.rect = image.Rectangle{}
		return true
	}
	r := t.layout(th, areas, room, avoid)
	if r != t.rect {
		t.rect = r
		changed = true
	}
	return changed
}

// noticeScene is a scene that keeps room for a message among its own words (the play scene: in its room for words),
// so that the message covers none of its controls.
type noticeScene interface {
	// noticeRect returns where the message goes, or an empty rectangle when the scene keeps no room for it.
	noticeRect() image.Rectangle
}

// toastLook returns the size of a message box's text, its padding and the height of its buttons: a box over the
// screen has the body size, one in the room a scene keeps among its words (compact) the small size and less padding.
func toastLook(th *widget.Theme, compact bool) (size widget.TextSize, pad, btnH int) {
	if compact {
		return widget.SizeSmall, th.I(8), th.I(28)
	}
	return widget.SizeBody, th.I(16), th.I(36)
}

// toastBox returns the size of a message box showing msg, with a button for each caption of actions, no wider than
// maxW (compact: in a scene's room, see toastLook): its text wrapped to it, its width and height, and the widths and
// the height of its buttons.
func toastBox(th *widget.Theme, msg string, actions []string, maxW int, compact bool) (body string, bw, bh int, btnWs []int, btnH int) {
	size, pad, btnH := toastLook(th, compact)
	face := th.Face(size, false)
	body = widget.Wrap(msg, face, float64(maxW-2*pad-th.I(8)))
	bw = int(math.Ceil(widget.TextWidth(body, face))) + 2*pad + th.I(8)
	lines := strings.Count(body, "\n") + 1
	bh = int(widget.LineSpacing(face)*float64(lines)) + 2*pad
	// The buttons go under the text, at the right, the first rightmost.
	gap := th.I(8)
	btnWs = make([]int, len(actions))
	row := 0
	for i, a := range actions {
		w := int(math.Ceil(widget.TextWidth(a, th.Face(widget.SizeSmall, true)))) + 2*pad
		btnWs[i] = max(w, th.I(120))
		row += btnWs[i] + gap*min(i, 1)
	}
	if len(actions) > 0 {
		row = min(row, maxW-2*pad)
		bw = max(bw, row+2*pad)
		bh += btnH + gap
	}
	return body, bw, bh, btnWs, btnH
}

// toastHeight returns the height of a compact message box showing msg, with a button for each caption of actions, w
// pixels wide: the room a noticeScene keeps for it.
func toastHeight(th *widget.Theme, msg string, actions []string, w int) int {
	_, _, bh, _, _ := toastBox(th, msg, actions, w, true)
	return bh
}

// captions returns the captions of the message's buttons.
func (t *toast) captions() []string {
	out := make([]string, len(t.actions))
	for i, b := range t.actions {
		out[i] = b.Text
	}
	return out
}

// layout returns where the message box goes: in room, when the scene keeps room for it there; else at the bottom or
// the top of the first of areas (the part a board leaves, the board, the screen) where it covers none of the things
// in avoid (the controls and the words on the screen), or where it covers least of them.
func (t *toast) layout(th *widget.Theme, areas []image.Rectangle, room image.Rectangle, avoid []image.Rectangle) image.Rectangle {
	gap := th.I(8)
	actions := t.captions()
	var r image.Rectangle
	var btnWs []int
	var btnH int
	t.compact = !room.Empty()
	_, pad, _ := toastLook(th, t.compact)
	if t.compact {
		t.body, _, _, btnWs, btnH = toastBox(th, t.text, actions, room.Dx(), true)
		r = room
	} else {
		least := -1
		for i, area := range areas {
			if area.Dx() < th.I(160) && (i < len(areas)-1 || least >= 0) {
				continue // too narrow for a message, unless nothing else is left
			}
			body, bw, bh, ws, h := toastBox(th, t.text, actions, max(min(area.Dx()-th.I(32), th.I(720)), th.I(120)), false)
			x := area.Min.X + (area.Dx()-bw)/2
			for _, c := range []image.Rectangle{image.Rect(x, area.Max.Y-bh-th.I(24), x+bw, area.Max.Y-th.I(24)),
				image.Rect(x, area.Min.Y+th.I(24), x+bw, area.Min.Y+th.I(24)+bh)} {
				if n := covered(c, avoid); least < 0 || n < least {
					r, least, t.body, btnWs, btnH = c, n, body, ws, h
				}
			}
			if least == 0 {
				break
			}
		}
	}
	right := r.Max.X - pad
	for i, b := range t.actions {
		w := min(btnWs[i], right-(r.Min.X+pad))
		b.Rect = image.Rect(right-w, r.Max.Y-pad-btnH, right, r.Max.Y-pad)
		right -= w + gap
	}
	return r
}

// draw paints the message box.
func (t *toast) draw(dst *ebiten.Image, th *widget.Theme) {
	if t.text == "" || t.rect.Empty() {
		return
	}
	size, pad, _ := toastLook(th, t.compact)
	face := th.Face(size, false)
	r := t.rect
	widget.ShadowRect(th, dst, r, th.S(10))
	widget.FillRoundRect(dst, r, th.S(10), th.TooltipBg)
	if t.bad {
		widget.FillRoundRect(dst, image.Rect(r.Min.X, r.Min.Y, r.Min.X+th.I(6), r.Max.Y), th.S(3), th.Error)
	}
	widget.DrawText(dst, t.body, face, float64(r.Min.X+pad+th.I(8)), float64(r.Min.Y+pad), widget.AlignStart, widget.AlignStart, th.TooltipText)
	for _, b := range t.actions {
		b.Draw(dst, th, false)
	}
}

// covered returns how many pixels of the rectangles in rs lie under r.
func covered(r image.Rectangle, rs []image.Rectangle) int {
	n := 0
	for _, c := range rs {
		in := r.Intersect(c)
		n += in.Dx() * in.Dy()
	}
	return n
}
