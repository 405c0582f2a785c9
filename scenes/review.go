package scenes

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// replayFrames are the frames between two moves of the replay, per speed
// (slow, normal, fast) at 60 ticks a second.
var replayFrames = []int{72, 36, 14}

// reviewScene is the rewind scene: the game is paused and the board
// locked while the player steps through the record — back and forward,
// to the start or the end, or replayed as an animation — and switches
// between the variations kept in it. "Back to game" goes on playing from
// the position shown; the moves after it stay in the record as a variation.
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
	variation               *widget.Stepper
	moves                   *moveList
	resume                  *widget.Button
	study                   *widget.Button // a copy of the position shown on the study board

	line      []*engine.Node // the line of the record shown, from the root
	idx       int            // the position shown: line[idx]
	start     *engine.Node   // where the game was when the review began
	wasPaused bool
	done      bool
	playing   bool
	wait      int
	lastSig   string
	dirty     bool
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
	s.line = g.Line()
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
	s.resume = &widget.Button{Kind: widget.ButtonPrimary}
	s.study = &widget.Button{}
	s.form = widget.NewForm(s.panel, s.rules, s.title, s.where, s.detail, s.decided)
	s.form.Add(s.turnLine.widgets()...)
	s.form.Add(s.message, s.first, s.prev, s.next, s.last, s.replay, s.speed, s.varLabel, s.variation, s.moves.list, s.study, s.resume)
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
	s.varLabel.Text = tr.T("rewind.variations")
	s.variation.Tip = tr.T("rewind.variation.tip") + " (↑ ↓)"
	s.variation.Format = func(i int) string {
		if i == 0 {
			return tr.T("rewind.main_line")
		}
		return tr.T("rewind.variation", i+1)
	}
	s.resume.Text, s.resume.Tip = tr.T("rewind.resume"), tr.T("rewind.resume.tip")
	s.study.Text, s.study.Tip = tr.T("study.open"), tr.T("study.open.tip")
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
	s.message.Text = ""
}

// chooseVariation shows the v-th continuation of the shown move's parent
// instead of the shown move, and follows the main line of what comes after.
func (s *reviewScene) chooseVariation(v int) {
	if s.idx == 0 {
		return
	}
	kids := s.node().Parent().Children()
	if v < 0 || v >= len(kids) {
		return
	}
	line := append([]*engine.Node(nil), s.line[:s.idx]...)
	for n := kids[v]; n != nil; {
		line = append(line, n)
		if len(n.Children()) == 0 {
			break
		}
		n = n.Children()[0]
	}
	s.line = line
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
		lines = append(lines, tr.Plural("rewind.next_variations", float64(k)))
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
	hide := true
	if s.idx > 0 {
		if kids := n.Parent().Children(); len(kids) > 1 {
			hide = false
			s.variation.Max = len(kids) - 1
			for i, k := range kids {
				if k == n {
					s.variation.Value = i
				}
			}
		}
	}
	hideAll(hide, s.varLabel, s.variation)
	s.moves.show(ctx, s.line, s.idx, p.Rows())
	if s.moves.list.Selected != s.idx {
		s.moves.list.Select(s.idx)
	}
}

// layout places the board and the panel as the play scene does.
func (s *reviewScene) layout(ctx *Context) {
	t := ctx.Theme
	p := s.node().Position()
	scr := screenRect(ctx).Inset(t.I(16))
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
		side := min(scr.Dx(), scr.Dy()*11/20)
		boardArea = image.Rect(scr.Min.X, scr.Min.Y, scr.Max.X, scr.Min.Y+side)
		panel = image.Rect(scr.Min.X, boardArea.Max.Y+t.I(12), scr.Max.X, scr.Max.Y)
	}
	s.view.Layout(boardArea, p.Cols(), p.Rows(), coordsOn(ctx))
	s.panel.Rect = panel
	r := panel.Inset(t.I(16))
	bh, gap := t.I(40), t.I(10)
	st := widget.Stack{X: r.Min.X, W: r.Dx(), Y: r.Min.Y, Gap: gap}
	s.rules.Rect = st.Next(t.I(20))
	s.title.Rect = st.Next(t.I(32))
	s.where.Rect = st.Next(t.I(24))
	s.detail.Rect = st.Next(s.detail.Height(t, st.W))
	if s.decided.Text != "" {
		s.decided.Rect = st.Next(s.decided.Height(t, st.W))
	} else {
		s.decided.Rect = image.Rectangle{}
	}
	s.turnLine.layout(t, &st, bh)
	if s.message.Text != "" {
		s.message.Rect = st.Next(s.message.Height(t, st.W))
	} else {
		s.message.Rect = image.Rectangle{}
	}
	nav := widget.SplitH(st.Next(bh), 4, t.I(8))
	s.first.Rect, s.prev.Rect, s.next.Rect, s.last.Rect = nav[0], nav[1], nav[2], nav[3]
	row := st.Next(bh)
	s.replay.Rect = image.Rect(row.Min.X, row.Min.Y, nav[0].Max.X, row.Max.Y)
	s.speed.Rect = image.Rect(nav[1].Min.X, row.Min.Y, row.Max.X, row.Max.Y)
	if !s.variation.Hidden {
		row := st.Next(bh)
		lw := min(int(widget.TextWidth(s.varLabel.Text, t.Face(widget.SizeBody, false)))+t.I(4), row.Dx()/3)
		s.varLabel.Rect = image.Rect(row.Min.X, row.Min.Y, row.Min.X+lw, row.Max.Y)
		s.variation.Rect = image.Rect(row.Min.X+lw+gap, row.Min.Y, row.Max.X, row.Max.Y)
	}
	bottom := r.Max.Y - t.I(48)
	parts := widget.SplitH(image.Rect(r.Min.X, bottom, r.Max.X, r.Max.Y), 3, gap)
	s.study.Rect = parts[0]
	s.resume.Rect = image.Rect(parts[1].Min.X, bottom, r.Max.X, r.Max.Y)
	s.moves.list.Rect = image.Rect(r.Min.X, st.Y+t.I(4), r.Max.X, bottom-gap-t.I(4))
	s.moves.list.Hidden = s.moves.list.Rect.Dy() < t.I(26*3)
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
	case s.resume.Clicked() || in.TakeKey(ebiten.KeyEscape) || in.TakeKey(ebiten.KeyEnter):
		return s.back(ctx)
	case s.study.Clicked() || in.TakeKey(ebiten.KeyY):
		p := s.node().Position()
		return ToStudy{From: &p}
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
		s.message.Text = ctx.Tr.T("move.rewinding")
	}
}

// back leaves the review: the game goes on from the position shown.
func (s *reviewScene) back(ctx *Context) Request {
	m := s.sess.Match()
	n := s.node()
	s.done = true
	if err := s.sess.Do(m.GoTo(n)); err != nil {
		s.message.Text = ctx.ErrorText(err)
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
	sig := fmt.Sprintf("%p|%d|%d|%v|%s|%s|%s|%d|%d|%s", s.node(), s.idx, len(s.line), s.playing, s.detail.Text, s.decided.Text,
		s.message.Text, s.speed.Selected, s.variation.Value, s.turnLine.count.Text)
	s.dirty = sig != s.lastSig || s.form.Animating() || s.view.Animating()
	s.lastSig = sig
}

// Dirty reports whether the review looks different from the last frame.
func (s *reviewScene) Dirty() bool { return s.dirty }

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
