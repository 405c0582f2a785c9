package scenes

import (
	"image"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// layout places the board and the panel: side by side in landscape, the
// panel below the board in portrait.
func (s *playScene) layout(ctx *Context) {
	t := ctx.Theme
	m := s.sess.Match()
	p := m.Position()
	scr := screenRect(ctx).Inset(tightPad(t, screenRect(ctx), 16))
	var boardArea, panel image.Rectangle
	pw := t.I(380)
	if ctx.Landscape() {
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X-pw-t.I(16), scr.Max.Y)
		panel = image.Rect(scr.Max.X-pw, scr.Min.Y, scr.Max.X, scr.Max.Y)
		// Give the board the room it can use and put the panel right beside it.
		g := s.fit(boardArea, p)
		spare := boardArea.Max.X - g.Max.X
		if spare > 0 {
			shift := spare / 2
			boardArea = boardArea.Add(image.Pt(shift, 0))
			panel = panel.Sub(image.Pt(spare-shift, 0))
		}
	} else {
		// The board takes what the panel leaves, down to under a third of the height: a phone held
		// upright must still show every control (Menu above all, as it has no Esc key).
		side := min(scr.Dx(), scr.Dy()*11/20)
		// The board's size does not depend on a message, which must not move anything when it comes and goes.
		msg := s.message.Text
		s.message.Text = ""
		for range 3 {
			boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X, scr.Min.Y+side)
			panel = image.Rect(scr.Min.X, boardArea.Max.Y+t.I(12), scr.Max.X, scr.Max.Y)
			inner := panel.Inset(t.I(16))
			over := s.layoutPanel(t, inner, false) - inner.Max.Y
			if over <= 0 || side <= scr.Dy()*3/10 {
				break
			}
			side = max(side-over, scr.Dy()*3/10)
		}
		s.message.Text = msg
	}
	s.view.Layout(boardArea, p.Cols(), p.Rows(), coordsOn(ctx))
	s.panel.Rect = panel
	s.layoutPanel(t, panel.Inset(t.I(16)), ctx.Landscape())
}

// fit returns where the board would go in area.
func (s *playScene) fit(area image.Rectangle, p *engine.Position) image.Rectangle {
	return board.NewGeometry(area, p.Cols(), p.Rows(), true).Wood
}

// layoutPanel stacks the panel's parts in r and returns the bottom of the last row (below r.Max.Y when the rows
// do not fit): the headline and what is said under it, the seat cards, the buttons, the list of moves, and at
// the bottom the aids and the menu.
func (s *playScene) layoutPanel(t *widget.Theme, r image.Rectangle, landscape bool) int {
	bh, gap := t.I(40), t.I(10)
	st := widget.Stack{X: r.Min.X, W: r.Dx(), Y: r.Min.Y, Gap: gap}
	s.layoutHeader(t, &st, bh, gap)
	s.layoutCards(t, &st, landscape, gap)
	s.layoutButtons(t, &st, bh, gap)
	// A message (a move refused, a problem) comes under every button: none moves when it comes and goes. It takes
	// its room from the list of moves (layoutRecord); without the list it takes none from the rows below, and
	// where it would cover the aids they give way while it shows.
	s.message.Rect = image.Rectangle{}
	s.layoutRecord(t, &st, r, bh, gap)
	if s.message.Text != "" && s.message.Rect.Empty() {
		s.message.Rect = image.Rect(st.X, st.Y, st.X+st.W, st.Y+s.message.Height(t, st.W))
	}
	y := s.layoutAids(t, st, r, bh, gap)
	return s.layoutMenu(r, y, bh, gap)
}

// layoutHeader puts the rules, the headline, the lines under it, the hint and the coach in the first rows of st.
func (s *playScene) layoutHeader(t *widget.Theme, st *widget.Stack, bh, gap int) {
	s.rules.Rect = st.Next(t.I(20))
	s.status.Rect = st.Next(t.I(32))
	s.detail.Rect = st.Next(max(t.I(22), s.detail.Height(t, st.W)))
	if !s.hint.say.Hidden {
		s.hint.say.Rect = st.Next(s.hint.say.Height(t, st.W))
	} else {
		s.hint.say.Rect = image.Rectangle{}
	}
	s.coach.layout(t, st, bh, gap)
	s.line.layout(t, st, bh)
	st.Skip(t.I(2))
}

// layoutCards puts the two seat cards in the next rows of st: one under the other in landscape, side by side
// (tall when narrow) in portrait.
func (s *playScene) layoutCards(t *widget.Theme, st *widget.Stack, landscape bool, gap int) {
	cards := []*seatCard{s.cards[engine.Black], s.cards[engine.White]}
	if landscape {
		for _, c := range cards {
			c.layout(t, st.Next(seatCardHeight(t, false)), false)
		}
		return
	}
	tall := st.W < t.I(640)
	parts := widget.SplitH(st.Next(seatCardHeight(t, tall)), 2, gap)
	for i, c := range cards {
		c.layout(t, parts[i], tall)
	}
}

// layoutButtons stacks the rows of the buttons shown in st: placing, counting, Undo and Redo with the hint or
// Pause, Pass and Resign, the computers' speed, and the end of the game's.
func (s *playScene) layoutButtons(t *widget.Theme, st *widget.Stack, bh, gap int) {
	st.Skip(t.I(2))
	if !s.tool.Hidden {
		s.tool.Rect = st.Next(bh)
		pairRow(st, bh, gap, s.clear, s.begin)
	}
	pairRow(st, bh, gap, s.done, s.resume)
	switch {
	case !s.hint.button.Hidden && !s.undo.Hidden:
		parts := widget.SplitH(st.Next(bh), 3, gap)
		s.undo.Rect, s.redo.Rect, s.hint.button.Rect = parts[0], parts[1], parts[2]
	case !s.hint.button.Hidden:
		s.hint.button.Rect = st.Next(bh)
	case s.pause.Hidden || s.undo.Hidden:
		pairRow(st, bh, gap, s.undo, s.redo)
	default:
		// Watching the computers: Pause beside Undo and Redo, so that the speeds get a whole row.
		parts := widget.SplitH(st.Next(bh), 3, gap)
		s.undo.Rect, s.redo.Rect, s.pause.Rect = parts[0], parts[1], parts[2]
	}
	pairRow(st, bh, gap, s.pass, s.resign)
	if !s.speed.Hidden {
		s.speed.Rect = st.Next(bh)
	}
	if !s.pause.Hidden && s.undo.Hidden {
		s.pause.Rect = st.Next(bh)
	}
	if !s.again.Hidden {
		pairRow(st, bh, gap, s.again, s.newGame)
	}
	if !s.hint.decided.Hidden {
		s.hint.decided.Rect = st.Next(bh)
	}
}

// pairRow puts a and b side by side in the next row of st, or the one shown alone in the whole row; both hidden
// take no row.
func pairRow(st *widget.Stack, bh, gap int, a, b widget.Widget) {
	if a.Common().Hidden && b.Common().Hidden {
		return
	}
	row := st.Next(bh)
	switch {
	case a.Common().Hidden:
		b.Common().Rect = row
	case b.Common().Hidden:
		a.Common().Rect = row
	default:
		parts := widget.SplitH(row, 2, gap)
		a.Common().Rect, b.Common().Rect = parts[0], parts[1]
	}
}

// layoutAids puts the aids' toggles at the bottom of r, above the menu row, and the reminder of the goal in the
// room left above them; st is where the rows above end. It returns the top of the menu row.
func (s *playScene) layoutAids(t *widget.Theme, st widget.Stack, r image.Rectangle, bh, gap int) int {
	bottom := r.Max.Y - bh
	togg := s.aidToggles()
	th, cols, rows := s.aidRows(t, togg, st.Y, bottom, gap)
	y := max(bottom-gap-rows*th, st.Y)
	s.goal.Rect = image.Rectangle{}
	if !s.goal.Hidden && s.message.Rect.Empty() {
		gh := s.goal.Height(t, st.W)
		if st.Y+t.I(8)+gh+t.I(12) <= y {
			top := max(st.Y+t.I(8), y-t.I(12)-gh)
			s.goal.Rect = image.Rect(r.Min.X, top, r.Max.X, top+gh)
		}
	}
	left := aidColumn(t, togg, r.Dx(), cols, gap)
	for i, g := range togg {
		x0, x1 := r.Min.X, r.Max.X
		if cols == 2 && i%2 == 0 {
			x1 = r.Min.X + left
		} else if cols == 2 {
			x0 = r.Min.X + left + gap
		}
		top := y + (i/cols)*th
		g.Rect = image.Rect(x0, top, x1, top+th)
	}
	return max(y+rows*th+gap, bottom)
}

// aidRows returns the height of a row of aids, their columns and their rows between top and bottom, and hides
// them when they give way. Short of room (the coach speaking in a low window), the rows close up, and then take
// two columns; still short of room (the end of a game with all its lines in a low window), the aids give way to
// the menu: their keys still work and the help lists them. While the dead stones are marked the aids do not
// apply: they make room for the count and its legend.
func (s *playScene) aidRows(t *widget.Theme, togg []*widget.Toggle, top, bottom, gap int) (th, cols, rows int) {
	th, cols = t.I(30), 1
	if bottom-gap-len(togg)*th < top {
		th = max(t.I(24), (bottom-gap-top)/len(togg))
	}
	if bottom-gap-len(togg)*th < top {
		cols = 2
	}
	rows = (len(togg) + cols - 1) / cols
	dropped := bottom-gap-rows*th < top || s.sess.Match().State() == game.Scoring ||
		s.message.Rect.Max.Y > bottom-gap-rows*th
	for _, g := range togg {
		g.Hidden = dropped
	}
	if dropped {
		rows = 0
	}
	return th, cols, rows
}

// aidColumn returns the width of the aids' left column in a panel w wide: in two columns, as wide as its captions
// need when the right one still gets what its own need, else half.
func aidColumn(t *widget.Theme, togg []*widget.Toggle, w, cols, gap int) int {
	left := (w - (cols-1)*gap) / cols
	if cols == 2 {
		need := [2]int{}
		for i, g := range togg {
			need[i%2] = max(need[i%2], g.Width(t))
		}
		if need[0]+gap+need[1] <= w {
			left = need[0]
		}
	}
	return left
}

// layoutMenu puts Menu (beside New game while the game goes on) and the help's button in the row at y, and
// returns its bottom.
func (s *playScene) layoutMenu(r image.Rectangle, y, bh, gap int) int {
	s.help.Rect = image.Rect(r.Max.X-bh, y, r.Max.X, y+bh)
	row := image.Rect(r.Min.X, y, r.Max.X-bh-gap, y+bh)
	if s.again.Hidden {
		parts := widget.SplitH(row, 2, gap)
		s.menu.Rect, s.newGame.Rect = parts[0], parts[1]
	} else {
		s.menu.Rect = row
	}
	return row.Max.Y
}
