package scenes

import (
	"image"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The play scene's layout holds still: where each control goes depends on the window, the language, the kind of
// game, its seats and its stage, never on the sentences that come and go (a message, the coach's word, the hint,
// the estimate, the end of the game, a notice over the window). The panel is, from the top:
//
//   - the headline, with room kept for the lines under it that the game can need while it is played (the move, a
//     pass, the hints used, and the estimate or the stones in atari); longer words go to the room for words;
//   - the seat cards;
//   - the buttons, in rows whose places each stage keeps: Undo, Redo and Hint (or Pause between computers, or
//     Play again once the game is over), in Go Pass and Resign (or Count and Resume while the dead stones are
//     marked), the computers' speed, and Review, Study, Save and Load;
//   - the room for words: the list of moves at its top, and from its bottom up the buttons of what is said (Show
//     and Take back, Where it was decided, the next opponent), the line shown, the coach's sentence, the end's
//     lines, the hint, what a message says beyond the headline's lines (where it shows) and a notice; they take
//     their room from the list of moves, whose top stays;
//   - the aids' switches and the menu row, at the bottom.
//
// The aids close up, go into two columns or take their short captions to keep at least playWordsLines lines and a
// row of buttons for words; in a portrait window the board leaves the panel that room, so a phone held upright
// reaches every aid, and a phone on its side gets the panel in two columns. Words that still do not fit take the
// small size, and then the least needed gives way (layoutWords).

// playWordsLines is how many lines of words, besides a row of their buttons, the panel keeps room for at least.
const playWordsLines = 4

// layout places the board and the panel: side by side in landscape, the
// panel below the board in portrait.
func (s *playScene) layout(ctx *Context) {
	t := ctx.Theme
	m := s.sess.Match()
	p := m.Position()
	scr := screenRect(ctx).Inset(tightPad(t, screenRect(ctx), 16))
	s.roomFor(ctx)
	var boardArea, panel image.Rectangle
	pw := t.I(380)
	if low := s.lowWindow(ctx, scr); low {
		// A phone on its side: the board at the left as high as the window, the panel's parts in two columns.
		side := min(scr.Dy(), scr.Dx()*45/100)
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Min.X+side, scr.Max.Y)
		panel = image.Rect(boardArea.Max.X+t.I(12), scr.Min.Y, scr.Max.X, scr.Max.Y)
		s.view.Layout(boardArea, p.Cols(), p.Rows(), coordsOn(ctx))
		s.panel.Rect = panel
		s.layoutPanelLow(t, panel.Inset(t.I(12)))
		return
	}
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
		// The board takes what the panel leaves, down to a quarter of the height: a phone held upright must still
		// show every control (Menu above all, as it has no Esc key) and every aid. What the panel needs does not
		// depend on what is said, so the board keeps its size while words come and go.
		inner := scr.Dx() - 2*t.I(16)
		need := s.panelNeed(t, inner) + 2*t.I(16) + t.I(12)
		side := max(min(scr.Dx(), scr.Dy()*11/20, scr.Dy()-need), scr.Dy()/4)
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X, scr.Min.Y+side)
		panel = image.Rect(scr.Min.X, boardArea.Max.Y+t.I(12), scr.Max.X, scr.Max.Y)
	}
	s.view.Layout(boardArea, p.Cols(), p.Rows(), coordsOn(ctx))
	s.panel.Rect = panel
	s.layoutPanel(t, panel.Inset(t.I(16)), ctx.Landscape())
}

// lowWindow reports whether the window of ctx is a landscape one too low for the panel in one column (a phone on its
// side, as the study board judges it), whose panel then takes two columns beside the board.
func (s *playScene) lowWindow(ctx *Context, scr image.Rectangle) bool {
	return ctx.Landscape() && scr.Dy() < ctx.Theme.I(560)
}

// layoutPanelLow lays out the panel r of a low window in two columns: at the left the headline, the buttons (the
// record's two by two) and the room for words; at the right the seat cards, tall, the aids and the menu row.
func (s *playScene) layoutPanelLow(t *widget.Theme, r image.Rectangle) {
	bh, gap := t.I(playButtonHeight)*3/4, t.I(playGap)*3/4
	cols := widget.SplitH(r, 2, t.I(12))
	a, b := cols[0], cols[1]
	st := widget.Stack{X: a.Min.X, W: a.Dx(), Y: a.Min.Y, Gap: gap}
	s.rules.Rect = st.Next(t.I(20))
	s.status.Rect = st.Next(t.I(28))
	s.detail.Rect = st.Next(s.detailRoom)
	s.message.Rect = s.detail.Rect
	s.layoutButtons(t, &st, bh, gap, 2)
	s.layoutWords(t, image.Rect(a.Min.X, st.Y, a.Max.X, a.Max.Y), t.I(playButtonHeight), gap)
	// The right column: the cards, the aids, the menu.
	cb := widget.Stack{X: b.Min.X, W: b.Dx(), Y: b.Min.Y, Gap: gap}
	for _, c := range []*seatCard{s.cards[engine.Black], s.cards[engine.White]} {
		c.layout(t, cb.Next(seatCardHeight(t, true)), true)
	}
	menuTop := b.Max.Y - bh
	togg := s.aidToggles()
	plan := s.planAids(t, togg, b.Dx(), menuTop-gap-cb.Y, gap, true)
	s.layoutAids(t, togg, plan, b, menuTop-gap-plan.rows()*plan.th, gap)
	s.layoutMenu(b, menuTop, bh, gap)
}

// fit returns where the board would go in area.
func (s *playScene) fit(area image.Rectangle, p *engine.Position) image.Rectangle {
	return board.NewGeometry(area, p.Cols(), p.Rows(), true).Wood
}

// playButtonHeight and playGap are a button row's height and the space between rows, unscaled.
const (
	playButtonHeight = 40
	playGap          = 10
)

// panelNeed returns the height a portrait panel w wide needs: its fixed rows, the least room for words, the aids
// in the first way of a portrait panel their captions fit (aidWays) and the menu row.
func (s *playScene) panelNeed(t *widget.Theme, w int) int {
	bh, gap := t.I(playButtonHeight), t.I(playGap)
	st := widget.Stack{W: w, Gap: gap}
	s.layoutFixed(t, &st, false)
	plan := s.planAids(t, s.aidToggles(), w, 1<<20, gap, false)
	return st.Y + s.wordsRoom(t) + plan.rows()*plan.th + gap + bh
}

// wordsRoom is the least room the panel keeps for words: playWordsLines lines and a row of their buttons.
func (s *playScene) wordsRoom(t *widget.Theme) int {
	return int(float64(playWordsLines)*t.LineHeight(widget.SizeBody)+0.999) + t.I(playButtonHeight)*17/20 + 2*t.I(playGap)
}

// layoutPanel lays out the panel's parts in r (see the top of this file).
func (s *playScene) layoutPanel(t *widget.Theme, r image.Rectangle, landscape bool) {
	bh, gap := t.I(playButtonHeight), t.I(playGap)
	st := widget.Stack{X: r.Min.X, W: r.Dx(), Y: r.Min.Y, Gap: gap}
	s.layoutFixed(t, &st, landscape)
	menuTop := r.Max.Y - bh
	togg := s.aidToggles()
	plan := s.planAids(t, togg, r.Dx(), menuTop-gap-st.Y-s.wordsRoom(t), gap, landscape)
	aidsTop := menuTop - gap - plan.rows()*plan.th
	if plan.rows() == 0 {
		aidsTop = menuTop
	}
	s.layoutAids(t, togg, plan, r, aidsTop, gap)
	wordsBottom := aidsTop - gap
	if s.sess.Match().State() == game.Scoring {
		wordsBottom = menuTop - gap // the aids do not apply while the dead stones are marked: the count takes their room
	}
	s.layoutWords(t, image.Rect(r.Min.X, st.Y, r.Max.X, wordsBottom), bh, gap)
	s.layoutMenu(r, menuTop, bh, gap)
}

// layoutFixed stacks in st the rows whose places depend on nothing said: the headline with the room for its lines,
// the seat cards and the rows of buttons.
func (s *playScene) layoutFixed(t *widget.Theme, st *widget.Stack, landscape bool) {
	bh, gap := t.I(playButtonHeight), t.I(playGap)
	s.rules.Rect = st.Next(t.I(20))
	s.status.Rect = st.Next(t.I(32))
	s.detail.Rect = st.Next(s.detailRoom)
	s.message.Rect = s.detail.Rect
	st.Skip(t.I(2))
	s.layoutCards(t, st, landscape, gap)
	st.Skip(t.I(2))
	s.layoutButtons(t, st, bh, gap, 1)
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

// layoutButtons stacks the rows of buttons in st. While stones are placed: the tools, Clear and Start, Undo and
// Redo. Else each row keeps its place from stage to stage: Undo, Redo and a third place (Hint where a person plays,
// Pause between computers, Play again once the game is over); in Go, Pass and Resign, or Count and Resume while the
// dead stones are marked (the row stays, empty, once the game is over); between computers their speed; and
// Review, Study, Save and Load, in one row or, where recordRows is 2, two by two.
func (s *playScene) layoutButtons(t *widget.Theme, st *widget.Stack, bh, gap, recordRows int) {
	m := s.sess.Match()
	if m.State() == game.Placing {
		s.tool.Rect = st.Next(bh)
		pairRow(st, bh, gap, s.clear, s.begin)
		pairRow(st, bh, gap, s.undo, s.redo)
		return
	}
	parts := widget.SplitH(st.Next(bh), 3, gap)
	s.undo.Rect, s.redo.Rect = parts[0], parts[1]
	s.hint.button.Rect, s.pause.Rect, s.again.Rect = parts[2], parts[2], parts[2]
	if m.Rules().Kind == engine.Go {
		row := widget.SplitH(st.Next(bh), 2, gap)
		s.pass.Rect, s.resign.Rect = row[0], row[1]
		s.done.Rect, s.resume.Rect = row[0], row[1]
	}
	if m.Watching() {
		s.speed.Rect = st.Next(bh)
	}
	if recordRows == 2 {
		row := widget.SplitH(st.Next(bh), 2, gap)
		s.record.review.Rect, s.record.study.Rect = row[0], row[1]
		row = widget.SplitH(st.Next(bh), 2, gap)
		s.record.save.Rect, s.record.load.Rect = row[0], row[1]
		return
	}
	row := widget.SplitH(st.Next(bh), 4, gap)
	s.record.review.Rect, s.record.study.Rect, s.record.save.Rect, s.record.load.Rect = row[0], row[1], row[2], row[3]
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

// layoutWords lays out the room for words r: from its bottom up, the row of the buttons of what is said (the
// coach's Show and Take back or Where it was decided, with the line's steps at its start; above it the next
// opponent's button after a rated game), the line shown, the coach's sentence, the end's lines, the hint, what the
// message says beyond its place and a notice over the window; the list of moves takes what is left at the top, and
// with nothing said and room to spare the reminder of the goal shows at the bottom. Words that need more room than r
// has are set in the small size; when even that is too much, the coach's word gives way once the game is over, the
// hint while it goes on.
func (s *playScene) layoutWords(t *widget.Theme, r image.Rectangle, bh, gap int) {
	if s.placeWords(t, r, bh, gap) {
		return
	}
	// Too much is said for the room even in the small size: once the game is over the coach's word on the last move
	// gives way to the end's words, while it goes on the hint gives way to the coach.
	give := []widget.Widget{s.hint.say}
	if s.sess.Match().State() == game.Over {
		give = []widget.Widget{s.coach.say, s.coach.show, s.coach.back}
	}
	hideAll(true, give...)
	s.placeWords(t, r, bh, gap)
}

// placeWords lays out the room for words r (see layoutWords) and reports whether what is said fits it.
func (s *playScene) placeWords(t *widget.Theme, r image.Rectangle, bh, gap int) bool {
	for _, w := range []widget.Widget{s.more, s.hint.say, s.words, s.coach.say, s.coach.show, s.coach.back, s.hint.decided,
		s.nextUp, s.goal} {
		w.Common().Rect = image.Rectangle{}
	}
	s.noticeAt = image.Rectangle{}
	// The buttons' row: its place is the bottom of the room, whatever is said above it. The steps of the line shown
	// join it, at its start, when it has buttons.
	y := r.Max.Y
	rowH := bh * 17 / 20
	var row []widget.Widget
	for _, b := range []widget.Widget{s.coach.show, s.coach.back, s.hint.decided} {
		if !b.Common().Hidden {
			row = append(row, b)
		}
	}
	var stepsRow image.Rectangle
	// The steps' place is kept from the coach's first word whenever its line is long enough to step, so that Show
	// moves no button.
	a, advised := s.sess.Advice()
	steps := s.line.stepping() || advised && !s.coach.show.Hidden && len(a.Note.Line) > lineFewMoves
	s.line.ownRow = len(row) > 0 && s.line.stepping()
	if len(row) > 0 {
		at := image.Rect(r.Min.X, y-rowH, r.Max.X, y)
		stepsRow = image.Rectangle{}
		if steps {
			w := min(at.Dx()/8, t.I(48))
			stepsRow = image.Rect(at.Min.X, at.Min.Y, at.Min.X+2*w+t.I(4), at.Max.Y)
			at.Min.X += 2*w + t.I(4) + gap
		}
		parts := widget.SplitH(at, len(row), gap)
		for i, b := range row {
			b.Common().Rect = parts[i]
		}
		y -= rowH + gap
	}
	// The words, each a wrapped label of its own height, from the bottom up, and the line shown between them and
	// the buttons, its diagram as large as the room the words leave allows.
	// After a rated game, the next opponent's button has a row of its own above them.
	if !s.nextUp.Hidden {
		s.nextUp.Rect = image.Rect(r.Min.X, y-rowH, r.Max.X, y)
		y -= rowH + gap
	}
	// With the line on a diagram, the coach's sentence goes beside it.
	onDiagram := s.line.active && !s.line.onBoard
	s.line.beside = nil
	if onDiagram && !s.coach.say.Hidden {
		s.line.beside = s.coach.say
	}
	var said []*widget.Label
	text := 0
	measure := func(size widget.TextSize) {
		said, text = said[:0], 0
		for _, l := range []*widget.Label{s.coach.say, s.words, s.hint.say, s.more} {
			if l == s.line.beside {
				continue
			}
			l.Size = size
			if !l.Hidden && l.Text != "" {
				said = append(said, l)
				text += l.Height(t, r.Dx()) + gap
			}
		}
	}
	for _, size := range []widget.TextSize{widget.SizeBody, widget.SizeSmall} {
		if measure(size); y-text >= r.Min.Y {
			break
		}
	}
	s.line.maxSide = 0
	if onDiagram {
		s.line.maxSide = y - r.Min.Y - text - gap
		if s.line.stepping() && !s.line.ownRow {
			s.line.maxSide -= bh*3/4 + gap
		}
		s.line.maxSide = max(s.line.maxSide, 1) // no room: the diagram gives way
	}
	probe := widget.Stack{X: r.Min.X, W: r.Dx(), Gap: gap}
	s.line.layout(t, &probe, bh)
	if s.line.beside != nil && !s.line.besidePlaced {
		// The diagram gave way: the coach's sentence is said as the others are.
		s.line.beside = nil
		for _, size := range []widget.TextSize{widget.SizeBody, widget.SizeSmall} {
			if measure(size); y-text >= r.Min.Y {
				break
			}
		}
		probe = widget.Stack{X: r.Min.X, W: r.Dx(), Gap: gap}
		s.line.layout(t, &probe, bh)
	}
	if probe.Y > 0 {
		lst := widget.Stack{X: r.Min.X, W: r.Dx(), Gap: gap, Y: y - probe.Y}
		s.line.layout(t, &lst, bh)
		y -= probe.Y
	}
	if s.line.ownRow {
		w := (stepsRow.Dx() - t.I(4)) / 2
		s.line.back.Rect = image.Rect(stepsRow.Min.X, stepsRow.Min.Y, stepsRow.Min.X+w, stepsRow.Max.Y)
		s.line.next.Rect = image.Rect(stepsRow.Max.X-w, stepsRow.Min.Y, stepsRow.Max.X, stepsRow.Max.Y)
	}
	for _, l := range said {
		h := l.Height(t, r.Dx())
		l.Rect = image.Rect(r.Min.X, y-h, r.Max.X, y)
		y -= h + gap
	}
	// A notice over the window goes above the words when they leave it room; else it goes over the board.
	if n := s.noticeHeight; n > 0 && y-n >= r.Min.Y {
		s.noticeAt = image.Rect(r.Min.X, y-n, r.Max.X, y)
		y -= n + gap
	}
	// The reminder of the goal, when nothing is said and there is room for it beside the list's least rows.
	minList := t.I(playRowHeight * 4) // the heading and three moves
	started := s.sess.Match().Position().MoveNumber() > 0
	if !s.goal.Hidden && y == r.Max.Y {
		gh := s.goal.Height(t, r.Dx())
		if fits := y-gh-t.I(12)-r.Min.Y >= minList || !started && y-gh-t.I(12) >= r.Min.Y; fits {
			s.goal.Rect = image.Rect(r.Min.X, y-gh, r.Max.X, y)
			y -= gh + t.I(12)
		}
	}
	// The list of moves keeps its top; it shows while it has room for its heading and three moves.
	s.record.moves.list.Rect = image.Rect(r.Min.X, r.Min.Y, r.Max.X, max(y-t.I(4), r.Min.Y))
	s.record.moves.list.Hidden = s.sess.Match().State() == game.Placing || y-t.I(4)-r.Min.Y < minList
	return y+gap >= r.Min.Y
}

// aidPlan is how the aids' switches are laid out: the height of a row, in how many columns, and whether with their
// short captions.
type aidPlan struct {
	th, cols, n int
	short       bool
}

// rows returns how many rows the plan takes.
func (p aidPlan) rows() int { return (p.n + p.cols - 1) / p.cols }

// aidWays returns the ways to lay out n aids, in the order they are tried: in landscape one column, then closer
// rows, then two columns; in portrait, where the board gives the panel its room, two columns first. Two columns take
// the short captions only after the whole ones.
func aidWays(t *widget.Theme, n int, landscape bool) []aidPlan {
	one := []aidPlan{{t.I(30), 1, n, false}, {t.I(24), 1, n, false}}
	two := []aidPlan{{t.I(30), 2, n, false}, {t.I(24), 2, n, false}, {t.I(30), 2, n, true}, {t.I(24), 2, n, true}}
	if landscape {
		return append(one, two...)
	}
	return append(two[:2:2], append(one, two[2:]...)...)
}

// planAids returns the first way to lay out the aids togg in a panel w wide (aidWays) that leaves the room for words
// below room pixels and whose captions fit. With none, the lowest way, with the whole captions when they fit: words
// then take the room they need from the list of moves.
func (s *playScene) planAids(t *widget.Theme, togg []*widget.Toggle, w, room, gap int, landscape bool) aidPlan {
	var best aidPlan
	for _, p := range aidWays(t, len(togg), landscape) {
		s.aidTexts(togg, p.short)
		if p.cols == 2 && aidColumn(t, togg, w, 2, gap) == 0 {
			continue
		}
		if p.rows()*p.th <= room {
			return p
		}
		if best.th == 0 || p.rows()*p.th < best.rows()*best.th {
			best = p
		}
	}
	return best
}

// layoutAids puts the aids' switches togg as plan says at the bottom of r, their top at y. While the dead stones
// are marked the aids do not apply: they give their place to nothing else and show again once the game is over.
func (s *playScene) layoutAids(t *widget.Theme, togg []*widget.Toggle, plan aidPlan, r image.Rectangle, y, gap int) {
	s.aidTexts(togg, plan.short)
	hidden := s.sess.Match().State() == game.Scoring
	left := (r.Dx() - gap) / 2
	if plan.cols == 2 {
		left = aidColumn(t, togg, r.Dx(), 2, gap)
	}
	for i, g := range togg {
		g.Hidden = hidden
		x0, x1 := r.Min.X, r.Max.X
		if plan.cols == 2 && i%2 == 0 {
			x1 = r.Min.X + left
		} else if plan.cols == 2 {
			x0 = r.Min.X + left + gap
		}
		top := y + (i/plan.cols)*plan.th
		g.Rect = image.Rect(x0, top, x1, top+plan.th)
	}
}

// aidColumn returns the width of the aids' left column in a panel w wide in two columns: what its captions need
// when the right one still gets what its own need, else 0 (they do not fit side by side).
func aidColumn(t *widget.Theme, togg []*widget.Toggle, w, cols, gap int) int {
	need := [2]int{}
	for i, g := range togg {
		need[i%cols] = max(need[i%cols], g.Width(t))
	}
	if need[0]+gap+need[1] > w {
		return 0
	}
	return max(need[0], min((w-gap)/2, w-gap-need[1]))
}

// layoutMenu puts Menu, New game and the help's button in the row at y.
func (s *playScene) layoutMenu(r image.Rectangle, y, bh, gap int) {
	s.help.Rect = image.Rect(r.Max.X-bh, y, r.Max.X, y+bh)
	row := image.Rect(r.Min.X, y, r.Max.X-bh-gap, y+bh)
	parts := widget.SplitH(row, 2, gap)
	s.menu.Rect, s.newGame.Rect = parts[0], parts[1]
}

// roomFor works out, for the window and language of ctx, the room the lines under the headline keep (the longest
// they can be while the game is played: the move, a pass, the hints used and the seconds the computer thinks, and
// under them the estimate or the stones in atari) and the room a notice over the window needs in the panel.
func (s *playScene) roomFor(ctx *Context) {
	t := ctx.Theme
	w := s.panelWidth(ctx)
	tr := ctx.Tr
	key := tr.Lang() + "|" + strconv.Itoa(w) + "|" + strconv.Itoa(t.I(100))
	if key != s.roomKey {
		s.roomKey = key
		// The lines while a person moves, and while the computer thinks (its seconds on the last line).
		move := tr.T("play.move_number", 188) + " · " + tr.T("play.passed", colorName(ctx, engine.White))
		hints := " · " + tr.Plural("play.hints_used", 8)
		var second []string
		if s.sess.Match().Rules().Kind == engine.Go {
			second = []string{tr.T("play.estimate.lead", colorName(ctx, engine.White), tr.Number(88.5)),
				tr.T("play.estimate.thinking"), tr.T("play.estimate.even")}
		} else {
			second = []string{tr.T("play.atari_capture.white"), tr.T("play.atari_capture.black"), tr.T("play.atari_save")}
		}
		probe := &widget.Label{Size: s.detail.Size, Wrap: true}
		s.detailRoom = t.I(22)
		for _, line := range second {
			for _, text := range []string{move + hints + "\n" + line, move + "\n" + line + " · " + tr.T("play.seconds", 88.0)} {
				probe.Text = text
				s.detailRoom = max(s.detailRoom, probe.Height(t, w))
			}
		}
	}
	s.noticeHeight = 0
	if text, action, ok := ctx.notice(); ok {
		s.noticeHeight = toastHeight(t, text, action, w)
	}
}

// panelWidth returns the width of the inside of the panel in the window of ctx.
func (s *playScene) panelWidth(ctx *Context) int {
	t := ctx.Theme
	scr := screenRect(ctx).Inset(tightPad(t, screenRect(ctx), 16))
	switch {
	case s.lowWindow(ctx, scr):
		side := min(scr.Dy(), scr.Dx()*45/100)
		return (scr.Dx() - side - t.I(12) - 2*t.I(12) - t.I(12)) / 2
	case ctx.Landscape():
		return t.I(380) - 2*t.I(16)
	}
	return scr.Dx() - 2*t.I(16)
}

// splitDetail keeps in the lines under the headline as many of the lines of text as their room holds, and returns
// the others, which go with the words.
func (s *playScene) splitDetail(t *widget.Theme, text string, w int) (rest string) {
	lines := strings.Split(text, "\n")
	probe := &widget.Label{Size: s.detail.Size, Wrap: true}
	for k := len(lines); k > 0; k-- {
		probe.Text = strings.Join(lines[:k], "\n")
		if probe.Height(t, w) <= s.detailRoom || k == 1 {
			s.detail.Text = probe.Text
			return strings.Join(lines[k:], "\n")
		}
	}
	return ""
}

// noticeRect returns where a message over the window goes: in the room for words, kept for it while it shows.
func (s *playScene) noticeRect() image.Rectangle { return s.noticeAt }
