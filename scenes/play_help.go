package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// shortcut is one line of the keyboard help: the keys and what they do.
type shortcut struct {
	keys, does string
}

// shortcuts returns every keyboard shortcut of the play scene in this kind of game, whether or not it applies at
// this moment (the hint on the person's turn, the count's key while counting, where the game was decided after it).
func (s *playScene) shortcuts(ctx *Context) []shortcut {
	m := s.sess.Match()
	tr := ctx.Tr
	goGame := m.Rules().Kind == engine.Go
	list := []shortcut{
		{tr.T("help.key.backspace"), tr.T("help.undo")},
		{"R", tr.T("help.redo")},
		{"H", tr.T("help.hint")},
	}
	if goGame {
		list = append(list, shortcut{"P", tr.T("help.pass")}, shortcut{"Enter", tr.T("help.count")})
	} else {
		list = append(list, shortcut{"K", tr.T("help.coach")}, shortcut{"D", tr.T("help.decided")})
	}
	list = append(list, shortcut{tr.T("help.key.space"), tr.T("help.pause")}, shortcut{"A · L · C", tr.T("help.aids")})
	if goGame {
		list = append(list, shortcut{"S · X", tr.T("help.goaids")})
	}
	list = append(list,
		shortcut{"← ↑ → ↓ · Enter", tr.T("help.cursor")},
		shortcut{"Shift + ← →", tr.T("help.line_step")},
		shortcut{"B · W · E · Enter", tr.T("help.place")},
		shortcut{"V", tr.T("help.review")},
		shortcut{"← → · Home · End · ↑ ↓", tr.T("help.rewind")},
		shortcut{"Y", tr.T("help.study")},
		shortcut{"F3", tr.T("help.save")},
		shortcut{"F4", tr.T("help.load")},
		shortcut{"N", tr.T("help.new")},
		shortcut{"Esc", tr.T("help.menu")},
		shortcut{"F1 · ?", tr.T("help.help")},
		shortcut{"F11", tr.T("help.fullscreen")},
	)
	return list
}

// helpKey reports whether this frame's input opens or closes the help.
func helpKey(in *widget.Input) bool {
	return in.TakeKey(ebiten.KeyF1) || (in.Shift && in.Key(ebiten.KeySlash) && in.TakeKey(ebiten.KeySlash))
}

// updateHelp closes the help on any key or click; it reports whether the
// help is open, in which case nothing else sees the input.
func (s *playScene) updateHelp(ctx *Context) bool {
	if !s.helpOpen {
		return false
	}
	in := ctx.Input
	if len(in.Keys) > 0 || in.Released {
		s.helpOpen = false
		in.Keys = in.Keys[:0]
	}
	in.Consume()
	return true
}

// drawHelp paints the keyboard help over the scene: every shortcut, in two columns when one is too tall for the
// window.
func (s *playScene) drawHelp(screen *ebiten.Image, ctx *Context) {
	t := ctx.Theme
	widget.FillRect(screen, 0, 0, float64(ctx.W), float64(ctx.H), widget.WithAlpha(t.TooltipBg, 0x70))
	list := s.shortcuts(ctx)
	r, cols, lh := helpBox(ctx, list)
	body := t.Face(widget.SizeBody, false)
	bold := t.Face(widget.SizeBody, true)
	pad := t.S(24)
	widget.ShadowRect(t, screen, r, t.S(12))
	widget.FillRoundRect(screen, r, t.S(12), t.Panel)
	widget.DrawText(screen, ctx.Tr.T("help.title"), t.Face(widget.SizeLarge, true), float64(r.Min.X)+pad, float64(r.Min.Y)+pad,
		widget.AlignStart, widget.AlignStart, t.Text)
	per := (len(list) + len(cols) - 1) / len(cols)
	colW := (float64(r.Dx()) - 2*pad) / float64(len(cols))
	for i, sc := range list {
		c := i / per
		x := float64(r.Min.X) + pad + float64(c)*colW
		y := float64(r.Min.Y) + pad + t.S(48) + float64(i%per)*lh
		widget.DrawText(screen, sc.keys, bold, x, y, widget.AlignStart, widget.AlignStart, t.Accent)
		dx := x + cols[c] + t.S(16)
		does := widget.Ellipsize(sc.does, body, x+colW-t.S(16)-dx)
		widget.DrawText(screen, does, body, dx, y, widget.AlignStart, widget.AlignStart, t.Text)
	}
	widget.DrawTextIn(screen, ctx.Tr.T("help.close"), t.Face(widget.SizeSmall, false),
		image.Rect(r.Min.X, r.Max.Y-int(pad)-t.I(24), r.Max.X, r.Max.Y-int(pad)), widget.AlignCenter, widget.AlignCenter, t.TextDim)
}

// helpBox returns where the keyboard help of list goes in the window of ctx, the width of the keys in each of its
// columns (one, or two when one column is too tall for the window) and the height of a line.
func helpBox(ctx *Context, list []shortcut) (image.Rectangle, []float64, float64) {
	t := ctx.Theme
	body := t.Face(widget.SizeBody, false)
	bold := t.Face(widget.SizeBody, true)
	lh := t.LineHeight(widget.SizeBody) + t.S(6)
	pad := t.S(24)
	for _, n := range []int{1, 2} {
		per := (len(list) + n - 1) / n
		keys := make([]float64, n)
		does := make([]float64, n)
		for i, sc := range list {
			keys[i/per] = max(keys[i/per], widget.TextWidth(sc.keys, bold))
			does[i/per] = max(does[i/per], widget.TextWidth(sc.does, body))
		}
		w := 2 * pad
		for c := range n {
			w += keys[c] + t.S(16) + does[c] + t.S(16)
		}
		h := t.S(48) + float64(per)*lh + t.S(36) + 2*pad
		if n == 2 || h <= float64(ctx.H)-t.S(16) {
			w = min(w, float64(ctx.W)-t.S(16))
			return centered(screenRect(ctx), int(math.Ceil(w)), int(math.Ceil(h))), keys, lh
		}
	}
	return image.Rectangle{}, nil, lh
}
