package scenes

import (
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// refresh sets the panel's texts and which controls show, from the Match: each part of the panel in turn.
func (s *playScene) refresh(ctx *Context) {
	m := s.sess.Match()
	p := m.Position()
	s.rules.Text = rulesText(ctx, m.Rules(), p.Cols(), p.Rows())
	s.roomFor(ctx)
	status, detail, words := s.headline(ctx, m)
	s.status.Text = status
	if rest := s.splitDetail(ctx.Theme, detail, s.panelWidth(ctx)); rest != "" {
		words = strings.TrimSpace(rest + "\n" + words)
	}
	s.words.Text = words
	s.refreshMessage(ctx, m)
	// A message takes the place of the lines under the headline while it shows; what it says beyond that place goes
	// first among the words.
	s.more.Text, s.more.Color, s.detail.Hidden = "", s.message.Color, s.message.Text != ""
	if s.message.Text != "" {
		w := s.panelWidth(ctx)
		lines := strings.Split(widget.Wrap(s.message.Text, ctx.Theme.Face(s.message.Size, false), float64(w)), "\n")
		probe := &widget.Label{Size: s.message.Size, Wrap: true}
		k := len(lines)
		for ; k > 1; k-- {
			if probe.Text = strings.Join(lines[:k], " "); probe.Height(ctx.Theme, w) <= s.detailRoom {
				break
			}
		}
		if k < len(lines) {
			s.message.Text, s.more.Text = strings.Join(lines[:k], " "), strings.Join(lines[k:], " ")
		}
	}
	for _, c := range []engine.Color{engine.Black, engine.White} {
		s.cards[c].refresh(ctx, m)
	}
	s.refreshButtons(ctx, m)
	s.refreshGoal(ctx, m)
}

// personCount counts the colours people play in m.
func personCount(m *game.Match) int {
	n := 0
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if m.Seat(c).IsHuman() {
			n++
		}
	}
	return n
}

// headline returns the panel's headline for the stage of the game, the lines under it and the words for the room
// below the buttons (the count, and the end's lines).
func (s *playScene) headline(ctx *Context, m *game.Match) (status, detail, words string) {
	p := m.Position()
	toMove := p.ToMove()
	switch m.State() {
	case game.Placing:
		return ctx.Tr.T("play.placing"), ctx.Tr.T("play.placing.help"), ""
	case game.HumanTurn:
		if personCount(m) == 1 {
			status = ctx.Tr.T("play.your_move", colorName(ctx, toMove))
		} else {
			status = ctx.Tr.T("play.to_move", colorName(ctx, toMove))
		}
		detail = s.moveLine(ctx, p)
		if line := s.atariLine(ctx, m); line != "" {
			detail += "\n" + line
		}
		return status, detail, ""
	case game.ComputerTurn:
		status, detail = ctx.Tr.T("play.thinking", colorName(ctx, toMove)), s.moveLine(ctx, p)
		if s.thinkSecs > 0 {
			detail += " · " + ctx.Tr.T("play.seconds", float64(s.thinkSecs))
		}
		return status, detail, ""
	case game.Paused:
		return ctx.Tr.T("play.paused"), s.moveLine(ctx, p), ctx.Tr.T("play.paused.help")
	case game.Scoring:
		how := ctx.Tr.T("play.counting.help")
		if personCount(m) < 2 {
			how = ctx.Tr.T("play.counting.computer")
		}
		if m.Estimating() {
			how = ctx.Tr.T("play.finding_dead")
		}
		return ctx.Tr.T("common.counting"), how, s.scoreLine(ctx, m) + "\n" + s.scoreLegend(ctx, m)
	}
	return s.endLines(ctx, m)
}

// endLines returns the headline of a game over, spoken from the person's side against the computer, the line under
// it (why it ended) and the words below the buttons: the count, the new rating and the next opponent, where the game
// was decided and a lesson's page won.
func (s *playScene) endLines(ctx *Context, m *game.Match) (head, detail, words string) {
	o := m.Outcome()
	head, detail = outcomeText(ctx, o, m.Rules())
	if personCount(m) == 1 && o.Winner.IsStone() {
		head = ctx.Tr.T("play.computer_wins")
		if s.personWon(m) {
			head = ctx.Tr.T("play.you_win")
		}
	}
	var lines []string
	if o.Reason == engine.ByScore {
		lines = append(lines, s.scoreLine(ctx, m))
	}
	lines = append(lines, s.ratingText(ctx), s.nextText(ctx), s.decidedLine(ctx))
	if ctx.noteLessonWin(s.sess) {
		lines = append(lines, ctx.Tr.T("tutorial.game_won"))
	}
	return head, detail, joinLines(lines)
}

// joinLines joins the lines that are not empty, one a line.
func joinLines(lines []string) string {
	var out []string
	for _, l := range lines {
		if l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// refreshMessage shows the error of the last event refused, else why a count cannot be accepted, else the Match's
// notice (a computer that failed).
func (s *playScene) refreshMessage(ctx *Context, m *game.Match) {
	s.message.Text = s.msg
	s.message.Color = ctx.Theme.Error
	if m.State() == game.Scoring && len(m.Disputed()) > 0 {
		s.message.Text = ctx.ErrorText(game.ErrDisputed)
	}
	if s.msg == "" {
		if n := m.Notice().Text(ctx.Tr); n != "" {
			s.message.Text = n
		}
	}
}

// refreshButtons shows the buttons of the stage of the game, enabled when they can act, with Resign and Pause
// captioned for what a click does now.
func (s *playScene) refreshButtons(ctx *Context, m *game.Match) {
	st := m.State()
	goGame := m.Rules().Kind == engine.Go
	placing, scoring, over := st == game.Placing, st == game.Scoring, st == game.Over
	playing := !placing && !scoring && !over
	hideAll(!placing, s.tool, s.clear, s.begin)
	hideAll(!scoring, s.done, s.resume)
	s.done.Disabled = len(m.Disputed()) > 0
	s.undo.Hidden, s.redo.Hidden = placing, placing
	s.undo.Disabled, s.redo.Disabled = !m.CanUndo(), !m.CanRedo()
	s.pass.Hidden = !goGame || placing || over || scoring
	s.pass.Disabled = st != game.HumanTurn
	s.resign.Hidden = !goGame || personCount(m) == 0 || !playing
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
	_, next := s.nextSetup(ctx)
	s.nextUp.Hidden = !over || next == ""
	if next != "" {
		s.nextUp.Text, s.nextUp.Tip = ctx.Tr.T("play.again.next", next), ctx.Tr.T("play.again.next.tip", next)
	}
	hideAll(placing, s.record.review, s.record.save, s.record.load, s.record.study)
}

// refreshGoal puts the reminder of how the game is won while it is played.
func (s *playScene) refreshGoal(ctx *Context, m *game.Match) {
	st := m.State()
	s.goal.Text = goalText(ctx, m.Rules())
	s.goal.Hidden = st == game.Placing || st == game.Scoring || st == game.Over
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
	if m.Rules().Kind != engine.AtariGo || !s.aids.atari.On {
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
