package scenes

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// replayFrames are the frames between two moves of the replay, per speed
// (slow, normal, fast) at 60 ticks a second.
var replayFrames = []int{72, 36, 14}

// reviewScene is the rewind scene: the game is paused and the board
// locked while the player steps through the record — back and forward,
// to the start or the end, or replayed as an animation — and switches
// between the game and the tries kept beside it (game.ReviewLines). "Back to
// game" returns to the game where it stands, whatever the position shown:
// looking back never changes the game. "Play from here" goes on from the
// position shown instead, once the player has said yes to it; the game's
// later moves stay in the record as a try.
type reviewScene struct {
	sess *game.Session
	view *board.View
	form *widget.Form

	panel                   *widget.Panel
	rules, title, where     *widget.Label
	detail, message         *widget.Label
	decided                 *widget.Label // where the game was decided, at the two positions of the turn
	turnLine                *lineView     // the line of the turn shown, and its steps
	first, prev, next, last *widget.IconButton
	replay                  *widget.IconButton
	speed                   *widget.Radio
	varLabel                *widget.Label
	variation               *widget.Stepper // the game or a try, among the moves that follow the one before
	moves                   *moveList
	resume                  *widget.Button // back to the game where it stands
	playHere                *widget.Button // the game goes on from the position shown, once confirmed
	study                   *widget.Button // a copy of the position shown on the study board
	showPage                *widget.Button // the moves from the position shown on as a show page of the workshop

	lines     game.ReviewLines // the game and its tries
	choices   []*engine.Node   // the moves the stepper chooses between: the one shown and its siblings
	line      []*engine.Node   // the line of the record shown, from the root
	idx       int              // the position shown: line[idx]
	start     *engine.Node     // where the game was when the review began
	asking    bool             // "Play from here" asks whether the game should really go on from the position shown
	noticeAt  image.Rectangle  // where a message over the window goes: above the words
	wasPaused bool
	done      bool
	playing   bool
	wait      int
	looks     // what the last frame showed (Dirty)
}

// newReviewScene pauses the kept game and shows its current position, or with atTurn the position after the move
// that decided it.
func newReviewScene(ctx *Context, sess *game.Session, sprites *board.Sprites, atTurn bool) *reviewScene {
	m := sess.Match()
	s := &reviewScene{sess: sess, view: board.NewView(sprites)}
	s.wasPaused = m.Paused()
	sess.Do(m.SetPaused(true), nil)
	g := m.Record()
	s.start = g.Current()
	s.lines = game.NewReviewLines(g)
	s.line = s.lines.Game()
	s.idx = len(g.Path()) - 1
	if d, ok := sess.Decided(); ok && atTurn {
		for i, n := range s.line {
			if n == d.Node {
				s.idx = i
			}
		}
	}

	s.panel = &widget.Panel{}
	s.rules = &widget.Label{Size: widget.SizeSmall, Dim: true, V: widget.AlignCenter}
	s.title = &widget.Label{Size: widget.SizeLarge, Bold: true, V: widget.AlignCenter}
	s.where = &widget.Label{Size: widget.SizeBody, Bold: true, V: widget.AlignCenter}
	s.detail = &widget.Label{Size: widget.SizeSmall, Dim: true, Wrap: true, V: widget.AlignStart}
	s.message = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart, Color: ctx.Theme.Error}
	s.decided = &widget.Label{Size: widget.SizeBody, Wrap: true, V: widget.AlignStart}
	s.turnLine = newLineView(sprites)
	s.first = widget.NewIconButton(widget.IconFirst, "")
	s.prev = widget.NewIconButton(widget.IconPrev, "")
	s.next = widget.NewIconButton(widget.IconNext, "")
	s.last = widget.NewIconButton(widget.IconLast, "")
	s.replay = widget.NewIconButton(widget.IconPlay, "")
	s.speed = widget.NewRadio([]string{"", "", ""}, 1, "")
	s.speed.Small = true
	s.varLabel = &widget.Label{Size: widget.SizeBody, V: widget.AlignCenter}
	s.variation = widget.NewStepper(0, 0, 0, "")
	s.variation.Arrows = true
	s.moves = newMoveList(ctx)
	s.moves.choices = s.lines.Choices
	s.resume = &widget.Button{Kind: widget.ButtonPrimary}
	s.playHere = &widget.Button{}
	s.study, s.showPage = &widget.Button{}, &widget.Button{}
	s.form = widget.NewForm(s.panel, s.rules, s.title, s.where, s.detail, s.decided)
	s.form.Add(s.turnLine.widgets()...)
	s.form.Add(s.message, s.first, s.prev, s.next, s.last, s.replay, s.speed, s.varLabel, s.variation, s.moves.list, s.playHere, s.study,
		s.showPage, s.resume)
	s.texts(ctx)
	s.refresh(ctx)
	return s
}

// texts sets the captions in the current language.
func (s *reviewScene) texts(ctx *Context) {
	tr := ctx.Tr
	s.title.Text = tr.T("rewind.title")
	s.prev.Tip = tr.T("rewind.step_back.tip")
	s.next.Tip = tr.T("rewind.step_forward.tip")
	s.last.Tip = tr.T("rewind.to_end.tip")
	s.first.Tip = tr.T("rewind.to_start.tip")
	s.speed.Options = []string{tr.T("play.speed.slow"), tr.T("play.speed.normal"), tr.T("play.speed.fast")}
	s.speed.Tip = tr.T("rewind.speed.tip")
	s.varLabel.Text = tr.T("rewind.lines")
	s.variation.Tip = tr.T("rewind.lines.tip") + " (↑ ↓)"
	s.variation.Format = func(i int) string { return s.lines.ChoiceName(tr, s.choices, i) }
	s.resume.Text, s.resume.Tip = tr.T("rewind.resume"), tr.T("rewind.resume.tip")
	s.playHere.Text, s.playHere.Tip = tr.T("rewind.play_here"), tr.T("rewind.play_here.tip")
	s.study.Text, s.study.Tip = tr.T("study.open"), tr.T("study.open.tip")
	s.showPage.Text, s.showPage.Tip = tr.T("rewind.show_page"), tr.T("rewind.show_page.tip", lesson.MaxShowMoves)
	s.moves.texts(ctx)
	s.turnLine.texts(ctx)
}

// node returns the node shown.
func (s *reviewScene) node() *engine.Node { return s.line[s.idx] }

// goTo shows position i of the line; a single step forward is animated
// and heard like a move.
func (s *reviewScene) goTo(ctx *Context, i int) {
	i = min(max(i, 0), len(s.line)-1)
	if i == s.idx+1 {
		n := s.line[i]
		if n.HasMove() && !n.Move().IsPass() {
			s.view.Placed(n.Move().Point)
			s.view.Captured(n.Captured(), n.Move().Color.Opponent())
			if len(n.Captured()) > 0 {
				ctx.Sound.Play(assets.CaptureWAV)
			} else {
				ctx.Sound.Play(assets.StoneWAV)
			}
		}
	}
	s.idx = i
	s.quiet()
}

// quiet takes back the question of "Play from here" and the message shown: the player has moved on.
func (s *reviewScene) quiet() {
	s.asking = false
	s.message.Text = ""
}

// chooseVariation shows the v-th choice (the game first, then the tries) among the moves that follow the one
// before the position shown, instead of the move shown, and what comes after it.
func (s *reviewScene) chooseVariation(v int) {
	choices := s.lines.Choices(s.node())
	if v < 0 || v >= len(choices) {
		return
	}
	s.line = s.lines.Through(choices[v])
	s.quiet()
}

// refresh sets the texts and controls from the position shown.
func (s *reviewScene) refresh(ctx *Context) {
	tr := ctx.Tr
	m := s.sess.Match()
	n := s.node()
	p := n.Position()
	s.rules.Text = rulesText(ctx, m.Rules(), p.Cols(), p.Rows())
	total := len(s.line) - 1
	if s.idx == 0 {
		s.where.Text = tr.T("moves.start")
	} else {
		s.where.Text = tr.T("rewind.position", s.idx, total)
	}
	var lines []string
	lines = append(lines, colorName(ctx, engine.Black)+": "+ctx.Tr.T("play.captured", p.Captures(engine.Black))+" · "+
		colorName(ctx, engine.White)+": "+ctx.Tr.T("play.captured", p.Captures(engine.White)))
	if o := p.Outcome(); o.Reason != engine.NotOver && o.Reason != engine.ByScore {
		head, why := outcomeText(ctx, o, m.Rules())
		lines = append(lines, strings.TrimSpace(head+". "+why))
	} else if re := m.Record().Info.Result; o.Reason == engine.ByScore && re != "" && s.idx == total {
		// A count is the record's result (RE), written when it was accepted.
		lines = append(lines, game.ResultText(tr, re))
	}
	if pt, ok := game.HintAt(n); ok {
		at := tr.T("hint.pass")
		if pt != engine.Pass {
			at = pt.GTP(p.Rows())
		}
		lines = append(lines, tr.T("rewind.hint", at))
	}
	if k := len(n.Children()); k > 1 {
		lines = append(lines, tr.Plural("rewind.tries_here", float64(k-1)))
	}
	lines = append(lines, tr.T("rewind.locked"))
	s.detail.Text = strings.Join(lines, "\n")
	s.decided.Text = ""
	switch d, ok := s.turn(); {
	case ok && n == d.Node:
		s.decided.Text = game.DecidedHere(tr, d, p.Rows(), false)
		s.turnLine.show(n, &p, d.Turn.Refutation, 0, true)
	case ok:
		s.decided.Text = game.DecidedHere(tr, d, p.Rows(), true)
		s.turnLine.show(n, &p, d.Turn.Win, 0, true)
	default:
		s.turnLine.hide()
	}
	s.turnLine.refresh(ctx)
	s.first.Disabled, s.prev.Disabled = s.idx == 0, s.idx == 0
	s.next.Disabled, s.last.Disabled = s.idx == total, s.idx == total
	s.replay.Disabled = total == 0
	s.replay.Icon, s.replay.Tip = widget.IconPlay, tr.T("rewind.replay.tip")
	if s.playing {
		s.replay.Icon, s.replay.Tip = widget.IconPause, tr.T("rewind.stop.tip")
	}
	s.choices = s.lines.Choices(n)
	hideAll(len(s.choices) < 2, s.varLabel, s.variation)
	s.variation.Max = max(len(s.choices)-1, 0)
	for i, k := range s.choices {
		if k == n {
			s.variation.Value = i
		}
	}
	s.playHere.Disabled = n == s.start
	s.showPage.Disabled = s.idx >= len(s.line)-1 // no moves after the position shown
	s.playHere.Text, s.playHere.Kind = tr.T("rewind.play_here"), widget.ButtonNormal
	if s.asking {
		s.playHere.Text, s.playHere.Kind = tr.T("rewind.play_here.confirm"), widget.ButtonPrimary
		s.message.Text, s.message.Color = tr.T("rewind.play_here.ask", s.idx), ctx.Theme.Text
		if s.idx == 0 {
			s.message.Text = tr.T("rewind.play_here.ask_start")
		}
	}
	s.moves.show(ctx, s.line, s.idx, p.Rows())
	if s.moves.list.Selected != s.idx {
		s.moves.list.Select(s.idx)
	}
}

// layout places the board and the panel as the play scene does. Nothing in it depends on what is said about the
// position shown: the rows of controls are fixed at the top and the bottom of the panel, and the words (the
// position's lines, where the game was decided, a message) sit right above the bottom rows, taking their room from
// the list of moves between, so that no control moves while the player steps through the game.
func (s *reviewScene) layout(ctx *Context) {
	t := ctx.Theme
	p := s.node().Position()
	scr := screenRect(ctx).Inset(tightPad(t, screenRect(ctx), 16))
	bh, gap := t.I(40), t.I(10)
	var boardArea, panel image.Rectangle
	pw := t.I(380)
	if ctx.Landscape() {
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X-pw-t.I(16), scr.Max.Y)
		panel = image.Rect(scr.Max.X-pw, scr.Min.Y, scr.Max.X, scr.Max.Y)
		g := board.NewGeometry(boardArea, p.Cols(), p.Rows(), true).Wood
		if spare := boardArea.Max.X - g.Max.X; spare > 0 {
			shift := spare / 2
			boardArea = boardArea.Add(image.Pt(shift, 0))
			panel = panel.Sub(image.Pt(spare-shift, 0))
		}
	} else {
		// The board leaves the panel its rows and room for a few lines of words.
		need := 2*t.I(16) + t.I(12) + s.fixedTop(t, bh, gap) + reviewWordsRoom(t) + 3*bh + 2*gap
		side := max(min(scr.Dx(), scr.Dy()*11/20, scr.Dy()-need), scr.Dy()*3/10)
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X, scr.Min.Y+side)
		panel = image.Rect(scr.Min.X, boardArea.Max.Y+t.I(12), scr.Max.X, scr.Max.Y)
	}
	s.view.Layout(boardArea, p.Cols(), p.Rows(), coordsOn(ctx))
	s.panel.Rect = panel
	r := panel.Inset(t.I(16))
	st := widget.Stack{X: r.Min.X, W: r.Dx(), Y: r.Min.Y, Gap: gap}
	s.rules.Rect = st.Next(t.I(20))
	s.title.Rect = st.Next(t.I(32))
	s.where.Rect = st.Next(t.I(24))
	nav := widget.SplitH(st.Next(bh), 4, t.I(8))
	s.first.Rect, s.prev.Rect, s.next.Rect, s.last.Rect = nav[0], nav[1], nav[2], nav[3]
	row := st.Next(bh)
	s.replay.Rect = image.Rect(row.Min.X, row.Min.Y, nav[0].Max.X, row.Max.Y)
	s.speed.Rect = image.Rect(nav[1].Min.X, row.Min.Y, row.Max.X, row.Max.Y)
	// The row of the game and its tries is kept whether or not the position shown has any.
	row = st.Next(bh)
	lw := min(int(widget.TextWidth(s.varLabel.Text, t.Face(widget.SizeBody, false)))+t.I(4), row.Dx()/3)
	s.varLabel.Rect = image.Rect(row.Min.X, row.Min.Y, row.Min.X+lw, row.Max.Y)
	s.variation.Rect = image.Rect(row.Min.X+lw+gap, row.Min.Y, row.Max.X, row.Max.Y)
	bottom := r.Max.Y - bh
	parts := widget.SplitH(image.Rect(r.Min.X, bottom, r.Max.X, r.Max.Y), 3, gap)
	s.study.Rect = parts[0]
	s.resume.Rect = image.Rect(parts[1].Min.X, bottom, r.Max.X, r.Max.Y)
	// Above them: Show page over the study board, Play from here over Back to game.
	s.playHere.Rect = image.Rect(parts[1].Min.X, bottom-gap-bh, r.Max.X, bottom-gap)
	s.showPage.Rect = image.Rect(r.Min.X, bottom-gap-bh, parts[0].Max.X, bottom-gap)
	// The words, from the bottom up: the line of the turn (its steps stay put), where it was decided, the
	// position's lines, a message.
	wordsBottom := s.playHere.Rect.Min.Y - gap
	words := widget.Stack{X: r.Min.X, W: r.Dx(), Gap: gap}
	s.layoutWords(t, &words, bh)
	words = widget.Stack{X: r.Min.X, W: r.Dx(), Gap: gap, Y: wordsBottom - (words.Y - gap)}
	top := words.Y
	s.layoutWords(t, &words, bh)
	// A message over the window goes above the words, in the list's room, when there is room for it.
	s.noticeAt = image.Rectangle{}
	if text, actions, ok := ctx.notice(); ok {
		if h := toastHeight(t, text, actions, r.Dx()); top-gap-h >= st.Y {
			s.noticeAt = image.Rect(r.Min.X, top-gap-h, r.Max.X, top-gap)
			top -= h + gap
		}
	}
	s.moves.list.Rect = image.Rect(r.Min.X, st.Y, r.Max.X, top-gap)
	s.moves.list.Hidden = s.moves.list.Rect.Dy() < t.I(26*3)
}

// fixedTop returns the height of the panel's rows above the list of moves, gaps included.
func (s *reviewScene) fixedTop(t *widget.Theme, bh, gap int) int {
	return t.I(20) + t.I(32) + t.I(24) + 3*bh + 6*gap
}

// reviewWordsRoom is the least room a portrait panel keeps for the words about the position shown.
func reviewWordsRoom(t *widget.Theme) int { return t.I(150) }

// layoutWords stacks the words about the position shown in st, from its Y down: a message, the position's lines,
// where the game was decided and the line of the turn.
func (s *reviewScene) layoutWords(t *widget.Theme, st *widget.Stack, bh int) {
	s.message.Rect = image.Rectangle{}
	if s.message.Text != "" {
		s.message.Rect = st.Next(s.message.Height(t, st.W))
	}
	s.detail.Rect = st.Next(s.detail.Height(t, st.W))
	s.decided.Rect = image.Rectangle{}
	if s.decided.Text != "" {
		s.decided.Rect = st.Next(s.decided.Height(t, st.W))
	}
	s.turnLine.layout(t, st, bh)
}

// Update handles the controls, the keys, the replay and clicks on the board.
func (s *reviewScene) Update(ctx *Context) Request {
	s.layout(ctx)
	s.form.Update(ctx.Input)
	s.view.Update()
	in := ctx.Input
	s.turnLine.update(in, false) // Shift with the arrows: the arrows alone step through the game
	manual := true               // a step by hand stops the replay
	switch {
	case s.first.Clicked() || in.TakeKey(ebiten.KeyHome):
		s.goTo(ctx, 0)
	case s.prev.Clicked() || in.TakeKey(ebiten.KeyLeft):
		s.goTo(ctx, s.idx-1)
	case s.next.Clicked() || in.TakeKey(ebiten.KeyRight):
		s.goTo(ctx, s.idx+1)
	case s.last.Clicked() || in.TakeKey(ebiten.KeyEnd):
		s.goTo(ctx, len(s.line)-1)
	case in.TakeKey(ebiten.KeyPageUp):
		s.goTo(ctx, s.idx-10)
	case in.TakeKey(ebiten.KeyPageDown):
		s.goTo(ctx, s.idx+10)
	case s.moves.list.Changed():
		s.goTo(ctx, s.moves.list.Selected)
	case s.variation.Changed():
		s.chooseVariation(s.variation.Value)
	case !s.variation.Hidden && in.TakeKey(ebiten.KeyDown):
		s.chooseVariation(min(s.variation.Value+1, s.variation.Max))
	case !s.variation.Hidden && in.TakeKey(ebiten.KeyUp):
		s.chooseVariation(max(s.variation.Value-1, 0))
	case s.replay.Clicked() || in.TakeKey(ebiten.KeySpace):
		manual = false
		s.playing = !s.playing
		if s.playing && s.idx == len(s.line)-1 {
			s.goTo(ctx, 0)
		}
		s.wait = replayFrames[s.speed.Selected] / 2
	case s.asking && in.TakeKey(ebiten.KeyEscape):
		s.quiet()
	case s.asking && (s.playHere.Clicked() || in.TakeKey(ebiten.KeyEnter) || in.TakeKey(ebiten.KeyP)):
		return s.playFromHere(ctx)
	case !s.playHere.Disabled && (s.playHere.Clicked() || in.TakeKey(ebiten.KeyP)):
		s.asking = true
	case s.resume.Clicked() || in.TakeKey(ebiten.KeyEscape) || in.TakeKey(ebiten.KeyEnter):
		return s.back(ctx)
	case s.study.Clicked() || in.TakeKey(ebiten.KeyY):
		p := s.node().Position()
		return ToStudy{From: &p}
	case s.showPage.Clicked() && s.idx < len(s.line)-1:
		return ToWorkshop{Show: lesson.ShowDraft(s.line[s.idx:], 0)}
	default:
		manual = false
	}
	if manual {
		s.playing = false
	}
	if s.playing {
		s.wait--
		if s.wait <= 0 {
			s.goTo(ctx, s.idx+1)
			s.wait = replayFrames[s.speed.Selected]
		}
		if s.idx == len(s.line)-1 {
			s.playing = false
		}
	}
	s.handleBoard(ctx)
	s.refresh(ctx)
	s.noteChanges()
	return nil
}

// handleBoard says that the board is locked when it is clicked.
func (s *reviewScene) handleBoard(ctx *Context) {
	in := ctx.Input
	if in.Consumed() || !in.Released {
		return
	}
	if _, ok := s.view.Hit(in.Pos); ok {
		s.asking = false
		s.message.Text, s.message.Color = ctx.Tr.T("move.rewinding"), ctx.Theme.Error
	}
}

// back leaves the review for the game where it stands: the review changed nothing.
func (s *reviewScene) back(ctx *Context) Request {
	return s.goOn(ctx, s.start)
}

// playFromHere leaves the review for the game gone on from the position shown, which the player confirmed: the
// game's later moves stay in the record as a try.
func (s *reviewScene) playFromHere(ctx *Context) Request {
	return s.goOn(ctx, s.node())
}

// goOn leaves the review with the game at node n.
func (s *reviewScene) goOn(ctx *Context, n *engine.Node) Request {
	m := s.sess.Match()
	s.done = true
	if err := s.sess.Do(m.GoTo(n)); err != nil {
		s.message.Text, s.message.Color = ctx.ErrorText(err), ctx.Theme.Error
		s.done = false
		return nil
	}
	// Between two computers a game gone back stays paused until Resume, so the position can be seen.
	if !(m.Watching() && n != s.start) {
		s.sess.Do(m.SetPaused(s.wasPaused), nil)
	}
	return ContinueGame{}
}

// Leave lets the game go on as it was when the review is left otherwise
// than by "Back to game" (a file opened, say).
func (s *reviewScene) Leave(ctx *Context) {
	if !s.done {
		s.done = true
		m := s.sess.Match()
		s.sess.Do(m.SetPaused(s.wasPaused), nil)
	}
}

// Draw paints the board at the position shown and the panel.
func (s *reviewScene) Draw(screen *ebiten.Image, ctx *Context) {
	n := s.node()
	p := n.Position()
	mk := board.Marks{Last: engine.NoPoint, Ko: p.Ko(), Ghost: engine.NoPoint, Hover: engine.NoPoint, Highlight: engine.NoPoint}
	if n.HasMove() {
		mk.Last = n.Move().Point
	}
	oddMoves(&mk, s.sess.Match().Record().Irregular(), n, &p)
	if _, ok := s.turn(); ok {
		s.turnLine.boardMarks(&mk, &p)
	} else if pt, ok := game.HintAt(n); ok && pt != engine.Pass && p.At(pt) == engine.Empty {
		mk.Ghosts = append(mk.Ghosts, board.Stone{Point: pt, Color: p.ToMove()})
	}
	s.view.Draw(screen, ctx.Theme, &p, &mk)
	s.form.Draw(screen, ctx.Theme)
}

// turn returns where the game was decided when the position shown is one of the turn's two: the move that
// decided it, or the position before it.
func (s *reviewScene) turn() (game.Decided, bool) {
	d, ok := s.sess.Decided()
	if !ok {
		return d, false
	}
	n := s.node()
	return d, n == d.Node || n == d.Node.Parent()
}

// noteChanges decides whether the next frame must be drawn again.
func (s *reviewScene) noteChanges() {
	sig := fmt.Sprintf("%p|%d|%d|%v|%s|%s|%s|%d|%d|%s|%v", s.node(), s.idx, len(s.line), s.playing, s.detail.Text, s.decided.Text,
		s.message.Text, s.speed.Selected, s.variation.Value, s.turnLine.count.Text, s.asking)
	s.looks.note(sig, s.form.Animating() || s.view.Animating())
}

// noticeRect returns where a message over the window goes: above the words, in the list's room.
func (s *reviewScene) noticeRect() image.Rectangle { return s.noticeAt }

// Live returns the places of the stones that are settling or fading.
func (s *reviewScene) Live(buf []image.Rectangle) []image.Rectangle {
	return s.view.AnimatingAreas(buf)
}

// Busy reports whether the replay runs or a stone still moves.
func (s *reviewScene) Busy() bool { return s.playing || s.view.Animating() }

// mainForm returns the scene's controls.
func (s *reviewScene) mainForm() *widget.Form { return s.form }

// boardGeometry returns where the board is drawn.
func (s *reviewScene) boardGeometry() board.Geometry { return s.view.Geometry() }

// describeShot says where the board and the headline are, for screenshots.
func (s *reviewScene) describeShot() BoardShot {
	g := s.view.Geometry()
	r := s.where.Rect
	return BoardShot{Cols: g.Cols, Rows: g.Rows, X0: g.X0, Y0: g.Y0, Cell: g.Cell,
		Status: s.where.Text, StatusRect: [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}}
}
