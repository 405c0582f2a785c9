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

// shortcuts returns the keyboard shortcuts of the play scene that apply now.
func (s *playScene) shortcuts(ctx *Context) []shortcut {
	m := s.sess.Match()
	tr := ctx.Tr
	list := []shortcut{
		{tr.T("help.key.backspace"), tr.T("help.undo")},
		{"R", tr.T("help.redo")},
	}
	if m.Rules().Kind == engine.Go {
		list = append(list, shortcut{"P", tr.T("help.pass")})
	}
	if m.Watching() {
		list = append(list, shortcut{tr.T("help.key.space"), tr.T("help.pause")})
	}
	list = append(list,
		shortcut{"A · L · C", tr.T("help.aids")},
	)
	if m.Rules().Kind == engine.Go {
		list = append(list, shortcut{"S · X", tr.T("help.goaids")})
	}
	list = append(list,
		shortcut{"← ↑ → ↓ · Enter", ctx.Tr.T("help.cursor")},
	)
	if !s.hint.button.Hidden {
		list = append(list, shortcut{"H", tr.T("play.hint")})
	}
	list = append(list, s.line.shortcut(ctx, !s.cursor.on)...)
	if m.Rules().Kind == engine.AtariGo {
		list = append(list, shortcut{"K", tr.T("play.coach")})
	}
	if !s.hint.decided.Hidden {
		list = append(list, shortcut{"D", tr.T("play.decided")})
	}
	list = append(list, s.record.shortcuts(ctx)...)
	list = append(list,
		shortcut{"N", tr.T("help.new")},
		shortcut{"Esc", tr.T("help.menu")},
		shortcut{"F1 · ?", tr.T("help.help")},
		shortcut{"F11", ctx.Tr.T("help.fullscreen")},
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

// drawHelp paints the keyboard help over the scene.
func (s *playScene) drawHelp(screen *ebiten.Image, ctx *Context) {
	t := ctx.Theme
	widget.FillRect(screen, 0, 0, float64(ctx.W), float64(ctx.H), widget.WithAlpha(t.TooltipBg, 0x70))
	list := s.shortcuts(ctx)
	body := t.Face(widget.SizeBody, false)
	bold := t.Face(widget.SizeBody, true)
	keyW := 0.0
	doW := 0.0
	for _, sc := range list {
		keyW = max(keyW, widget.TextWidth(sc.keys, bold))
		doW = max(doW, widget.TextWidth(sc.does, body))
	}
	lh := t.LineHeight(widget.SizeBody) + t.S(6)
	pad := t.S(24)
	w := int(math.Ceil(min(float64(ctx.W)-t.S(32), keyW+doW+t.S(24)+2*pad+2)))
	h := int(t.S(48) + float64(len(list))*lh + t.S(36) + 2*pad)
	r := centered(screenRect(ctx), w, h)
	widget.ShadowRect(t, screen, r, t.S(12))
	widget.FillRoundRect(screen, r, t.S(12), t.Panel)
	x := float64(r.Min.X) + pad
	y := float64(r.Min.Y) + pad
	widget.DrawText(screen, ctx.Tr.T("help.title"), t.Face(widget.SizeLarge, true), x, y, widget.AlignStart, widget.AlignStart, t.Text)
	y += t.S(48)
	for _, sc := range list {
		widget.DrawText(screen, sc.keys, bold, x, y, widget.AlignStart, widget.AlignStart, t.Accent)
		does := widget.Ellipsize(sc.does, body, float64(r.Max.X)-pad-(x+keyW+t.S(24)))
		widget.DrawText(screen, does, body, x+keyW+t.S(24), y, widget.AlignStart, widget.AlignStart, t.Text)
		y += lh
	}
	widget.DrawTextIn(screen, ctx.Tr.T("help.close"), t.Face(widget.SizeSmall, false),
		image.Rect(r.Min.X, r.Max.Y-int(pad)-t.I(24), r.Max.X, r.Max.Y-int(pad)), widget.AlignCenter, widget.AlignCenter, t.TextDim)
}
