package scenes

import (
	"image"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// refresh sets the panel's texts and which controls show, from the Match.
func (s *playScene) refresh(ctx *Context) {
	m := s.sess.Match()
	st := m.State()
	if st != s.lastState {
		if st == game.Over || st == game.Scoring {
			s.msg = ""
		}
		if st == game.Over && s.personWon(m) {
			s.party.start(s.view.Geometry().Wood, ctx.Theme, ctx.Seed)
		}
		s.lastState = st
	}
	p := m.Position()
	r := m.Rules()
	goGame := r.Kind == engine.Go
	s.rules.Text = rulesText(ctx, r, p.Cols(), p.Rows())
	people := 0
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if m.Seat(c).IsHuman() {
			people++
		}
	}
	toMove := p.ToMove()
	switch st {
	case game.Placing:
		s.status.Text = ctx.Tr.T("play.placing")
		s.detail.Text = ctx.Tr.T("play.placing.help")
	case game.HumanTurn:
		if people == 1 {
			s.status.Text = ctx.Tr.T("play.your_move", colorName(ctx, toMove))
		} else {
			s.status.Text = ctx.Tr.T("play.to_move", colorName(ctx, toMove))
		}
		s.detail.Text = s.moveLine(ctx, p)
		if line := s.atariLine(ctx, m); line != "" {
			s.detail.Text += "\n" + line
		}
	case game.ComputerTurn:
		s.status.Text = ctx.Tr.T("play.thinking", colorName(ctx, toMove))
		s.detail.Text = s.moveLine(ctx, p)
		if s.thinkSecs > 0 {
			s.detail.Text += " · " + ctx.Tr.T("play.seconds", float64(s.thinkSecs))
		}
	case game.Paused:
		s.status.Text = ctx.Tr.T("play.paused")
		s.detail.Text = s.moveLine(ctx, p) + "\n" + ctx.Tr.T("play.paused.help")
	case game.Scoring:
		s.status.Text = ctx.Tr.T("common.counting")
		how := ctx.Tr.T("play.counting.help")
		if people < 2 {
			how = ctx.Tr.T("play.counting.computer")
		}
		if m.Estimating() {
			how = ctx.Tr.T("play.finding_dead")
		}
		s.detail.Text = how + "\n" + s.scoreLine(ctx, m)
	case game.Over:
		head, why := outcomeText(ctx, m.Outcome(), r)
		if w := m.Outcome().Winner; people == 1 && w.IsStone() {
			// Against the computer the headline speaks from the person's side.
			head = ctx.Tr.T("play.computer_wins")
			if s.personWon(m) {
				head = ctx.Tr.T("play.you_win")
			}
		}
		s.status.Text = head
		s.detail.Text = why
		if m.Outcome().Reason == engine.ByScore {
			s.detail.Text += "\n" + s.scoreLine(ctx, m)
		}
		if line := s.ratingText(ctx); line != "" {
			s.detail.Text += "\n" + line
		}
		if line := s.decidedLine(ctx); line != "" {
			s.detail.Text += "\n" + line
		}
		if ctx.noteLessonWin(s.sess) {
			s.detail.Text += "\n" + ctx.Tr.T("tutorial.game_won")
		}
	}
	s.message.Text = s.msg
	s.message.Color = ctx.Theme.Error
	if st == game.Scoring && len(m.Disputed()) > 0 {
		s.message.Text = ctx.ErrorText(game.ErrDisputed)
	}
	if s.msg == "" {
		if n := m.Notice().Text(ctx.Tr); n != "" {
			s.message.Text = n
		}
	}

	for _, c := range []engine.Color{engine.Black, engine.White} {
		card := s.cards[c]
		card.name.Text = colorName(ctx, c)
		n := p.Captures(c)
		if r.Kind == engine.AtariGo && n < r.Target() {
			card.captures.Text = ctx.Tr.T("play.captured_of", n, r.Target())
		} else {
			card.captures.Text = ctx.Tr.T("play.captured", n)
		}
		card.picker.level.Tip = card.picker.levelTip(ctx)
		card.picker.level.Max = max(0, len(ai.LevelsFor(p.Cols(), p.Rows(), r))-1)
		card.toMove = toMove == c && (st == game.HumanTurn || st == game.ComputerTurn || st == game.Paused)
		card.thinking = toMove == c && st == game.ComputerTurn
		// Keep the controls in step with the Match (a file or undo does not change seats, but stay honest).
		if seat := m.Seat(c); seat != card.picker.seat() {
			fresh := newSeatPicker(ctx, seat)
			card.picker.kind.Selected, card.picker.level.Value = fresh.kind.Selected, fresh.level.Value
		}
	}

	placing := st == game.Placing
	scoring := st == game.Scoring
	over := st == game.Over
	playing := !placing && !scoring && !over
	hideAll(!placing, s.tool, s.clear, s.begin)
	hideAll(!scoring, s.done, s.resume)
	s.done.Disabled = len(m.Disputed()) > 0
	s.undo.Hidden, s.redo.Hidden = placing, placing
	s.undo.Disabled, s.redo.Disabled = !m.CanUndo(), !m.CanRedo()
	s.pass.Hidden = !goGame || placing || over || scoring
	s.pass.Disabled = st != game.HumanTurn
	s.resign.Hidden = !goGame || people == 0 || !playing
	s.resign.Text, s.resign.Kind = ctx.Tr.T("common.resign"), widget.ButtonNormal
	if ctx.Now().Before(s.resignUntil) {
		s.resign.Text, s.resign.Kind = ctx.Tr.T("play.resign_confirm"), widget.ButtonPrimary
	}
	s.pause.Hidden = !m.Watching() || !playing
	s.speed.Hidden = !m.Watching() || placing
	if m.Paused() {
		s.pause.Text, s.pause.Tip = ctx.Tr.T("play.resume"), ctx.Tr.T("play.resume.tip")
	} else {
		s.pause.Text, s.pause.Tip = ctx.Tr.T("play.pause"), ctx.Tr.T("play.pause.tip")
	}
	hideAll(!over, s.again)
	s.goal.Text = goalText(ctx, r)
	s.goal.Hidden = !playing
	if scoring {
		// What the parts of the count are, where the reminder of the goal goes when there is room for it.
		s.goal.Text, s.goal.Hidden = s.scoreLegend(ctx, m), false
	}
}

// moveLine says which move comes next, and that the last one was a pass.
func (s *playScene) moveLine(ctx *Context, p *engine.Position) string {
	line := ctx.Tr.T("play.move_number", p.MoveNumber()+1)
	if p.LastMove() == engine.Pass {
		line += " · " + ctx.Tr.T("play.passed", colorName(ctx, p.ToMove().Opponent()))
	}
	if n := s.sess.Match().HintsUsed(); n > 0 {
		line += " · " + ctx.Tr.Plural("play.hints_used", float64(n))
	}
	if est := s.estimateLine(ctx); est != "" {
		line += "\n" + est
	}
	return line
}

// personWon reports whether the one person playing the computer has won the game.
func (s *playScene) personWon(m *game.Match) bool {
	w := m.Outcome().Winner
	return w.IsStone() && m.Seat(w).IsHuman() && !m.Seat(w.Opponent()).IsHuman()
}

// atariLine, in Atari Go with the atari aid on, points the person to a chain in atari: the opponent's, to capture
// (it wins), else their own, to save.
func (s *playScene) atariLine(ctx *Context, m *game.Match) string {
	p := m.Position()
	if m.Rules().Kind != engine.AtariGo || !s.atari.On {
		return ""
	}
	me := p.ToMove()
	mine := false
	for _, pt := range p.Points(nil) {
		switch c := p.At(pt); {
		case c == me.Opponent() && p.InAtari(pt):
			if c == engine.White {
				return ctx.Tr.T("play.atari_capture.white")
			}
			return ctx.Tr.T("play.atari_capture.black")
		case c == me && p.InAtari(pt):
			mine = true
		}
	}
	if mine {
		return ctx.Tr.T("play.atari_save")
	}
	return ""
}

// goalText is a short reminder of how the game is won, for beginners.
func goalText(ctx *Context, r engine.Rules) string {
	if r.Kind == engine.Go {
		return ctx.Tr.T("play.goal.go")
	}
	if r.Target() == 1 {
		return ctx.Tr.T("play.goal.capture_one")
	}
	return ctx.Tr.T("play.goal.capture_n", r.Target())
}

// scoreLine gives the count so far, each part on its own so that a beginner can follow it: under territory
// counting the territory, the stones captured during the game and the dead stones removed at the end; under area
// counting the stones on the board and the territory; komi for White.
func (s *playScene) scoreLine(ctx *Context, m *game.Match) string {
	sc := m.Score()
	f := ctx.Num
	line := func(c engine.Color) string {
		if sc.Scoring == engine.Area {
			return ctx.Tr.T("play.score.line_area", colorName(ctx, c), sc.Stones[c], sc.Territory[c])
		}
		dead := sc.Dead[c.Opponent()]
		return ctx.Tr.T("play.score.line_territory", colorName(ctx, c), sc.Territory[c], sc.Prisoners[c]-dead, dead)
	}
	return line(engine.Black) + " = " + f(sc.Total[engine.Black]) + "\n" +
		line(engine.White) + " + " + ctx.Tr.T("play.komi", f(sc.Komi)) + " = " + f(sc.Total[engine.White])
}

// scoreLegend says what the parts of the count are.
func (s *playScene) scoreLegend(ctx *Context, m *game.Match) string {
	if m.Rules().Scoring == engine.Area {
		return ctx.Tr.T("play.score.legend_area")
	}
	return ctx.Tr.T("play.score.legend_territory")
}

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

// layoutPanel stacks the panel's rows in r and returns the bottom of the last row (below r.Max.Y when
// the rows do not fit).
func (s *playScene) layoutPanel(t *widget.Theme, r image.Rectangle, landscape bool) int {
	bh, gap := t.I(40), t.I(10)
	st := widget.Stack{X: r.Min.X, W: r.Dx(), Y: r.Min.Y, Gap: gap}
	s.rules.Rect = st.Next(t.I(20))
	s.status.Rect = st.Next(t.I(32))
	s.detail.Rect = st.Next(max(t.I(22), s.detail.Height(t, st.W)))
	if !s.hintSay.Hidden {
		s.hintSay.Rect = st.Next(s.hintSay.Height(t, st.W))
	} else {
		s.hintSay.Rect = image.Rectangle{}
	}
	s.layoutCoach(t, &st, bh, gap)
	st.Skip(t.I(2))
	cards := []*seatCard{s.cards[engine.Black], s.cards[engine.White]}
	if landscape {
		for _, c := range cards {
			c.layout(t, st.Next(seatCardHeight(t, false)), false)
		}
	} else {
		tall := st.W < t.I(640)
		parts := widget.SplitH(st.Next(seatCardHeight(t, tall)), 2, gap)
		for i, c := range cards {
			c.layout(t, parts[i], tall)
		}
	}
	pair := func(a, b widget.Widget) {
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
	st.Skip(t.I(2))
	if !s.tool.Hidden {
		s.tool.Rect = st.Next(bh)
		pair(s.clear, s.begin)
	}
	pair(s.done, s.resume)
	switch {
	case !s.hintBtn.Hidden && !s.undo.Hidden:
		parts := widget.SplitH(st.Next(bh), 3, gap)
		s.undo.Rect, s.redo.Rect, s.hintBtn.Rect = parts[0], parts[1], parts[2]
	case !s.hintBtn.Hidden:
		s.hintBtn.Rect = st.Next(bh)
	case s.pause.Hidden || s.undo.Hidden:
		pair(s.undo, s.redo)
	default:
		// Watching the computers: Pause beside Undo and Redo, so that the speeds get a whole row.
		parts := widget.SplitH(st.Next(bh), 3, gap)
		s.undo.Rect, s.redo.Rect, s.pause.Rect = parts[0], parts[1], parts[2]
	}
	pair(s.pass, s.resign)
	if !s.speed.Hidden {
		s.speed.Rect = st.Next(bh)
	}
	if !s.pause.Hidden && s.undo.Hidden {
		s.pause.Rect = st.Next(bh)
	}
	if !s.again.Hidden {
		pair(s.again, s.newGame)
	}
	if !s.decided.Hidden {
		s.decided.Rect = st.Next(bh)
	}
	// A message (a move refused, a problem) comes under every button: none moves when it comes and goes. It takes
	// its room from the list of moves (layoutExtras); without the list it takes none from the rows below, and
	// where it would cover the aids they give way while it shows.
	s.message.Rect = image.Rectangle{}
	s.layoutExtras(t, &st, r, bh, gap)
	if s.message.Text != "" && s.message.Rect.Empty() {
		s.message.Rect = image.Rect(st.X, st.Y, st.X+st.W, st.Y+s.message.Height(t, st.W))
	}
	// The aids and the menu sit at the bottom of the panel, the reminder of
	// the goal in the room left above them.
	th := t.I(30)
	bottom := r.Max.Y - bh
	togg := s.aidToggles()
	// Short of room (the coach speaking in a low window), the aids' rows close up, and then take two columns.
	cols := 1
	if bottom-gap-len(togg)*th < st.Y {
		th = max(t.I(24), (bottom-gap-st.Y)/len(togg))
	}
	if bottom-gap-len(togg)*th < st.Y {
		cols = 2
	}
	rows := (len(togg) + cols - 1) / cols
	// Still short of room (the end of a game with all its lines in a low window), the aids give way to the menu:
	// their keys still work and the help lists them.
	// While the dead stones are marked the aids do not apply: they make room for the count and its legend.
	dropped := bottom-gap-rows*th < st.Y || s.sess.Match().State() == game.Scoring ||
		s.message.Rect.Max.Y > bottom-gap-rows*th
	for _, g := range togg {
		g.Hidden = dropped
	}
	if dropped {
		rows = 0
	}
	y := bottom - gap - rows*th
	if y < st.Y {
		y = st.Y
	}
	s.goal.Rect = image.Rectangle{}
	if !s.goal.Hidden && s.message.Rect.Empty() {
		gh := s.goal.Height(t, st.W)
		if st.Y+t.I(8)+gh+t.I(12) <= y {
			top := max(st.Y+t.I(8), y-t.I(12)-gh)
			s.goal.Rect = image.Rect(r.Min.X, top, r.Max.X, top+gh)
		}
	}
	// The left column is as wide as its captions need when the right one still gets what its own need.
	left := (r.Dx() - (cols-1)*gap) / cols
	if cols == 2 {
		need := [2]int{}
		for i, g := range togg {
			need[i%2] = max(need[i%2], g.Width(t))
		}
		if need[0]+gap+need[1] <= r.Dx() {
			left = need[0]
		}
	}
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
	y += rows * th
	y = max(y+gap, bottom)
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

// aidToggles returns the aids at the bottom of the panel: the Go aids in Go, the coach in Atari Go.
func (s *playScene) aidToggles() []*widget.Toggle {
	togg := []*widget.Toggle{s.atari, s.libs, s.captured}
	if s.sess.Match().Rules().Kind == engine.Go {
		return append(togg, s.estimate, s.risk)
	}
	return append(togg, s.coach)
}
