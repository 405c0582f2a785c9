package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Draw paints the board with its marks and the panel.
func (s *playScene) Draw(screen *ebiten.Image, ctx *Context) {
	m := s.sess.Match()
	p := m.Position()
	marks := s.marks(m, p)
	s.markSelected(&marks)
	s.view.Draw(screen, ctx.Theme, p, &marks)
	s.party.draw(screen)
	s.panel.Draw(screen, ctx.Theme, false)
	for _, c := range []engine.Color{engine.Black, engine.White} {
		s.cards[c].draw(screen, ctx.Theme, s.thinkSecs)
	}
	s.form.Draw(screen, ctx.Theme)
	s.line.draw(screen, ctx.Theme)
	if s.helpOpen {
		s.drawHelp(screen, ctx)
	}
}

// marks says what to draw over the stones in the current state.
func (s *playScene) marks(m *game.Match, p *engine.Position) board.Marks {
	st := m.State()
	mk := board.Marks{Last: p.LastMove(), Hover: s.pointer.hover, Liberties: s.aids.libs.On}
	if st != game.Placing && st != game.Scoring && st != game.Over {
		mk.Ko = p.Ko()
		mk.Atari = s.aids.atari.On
	}
	if st == game.Placing {
		mk.Atari = s.aids.atari.On
		mk.NoLiberty = true
		mk.Last = engine.NoPoint
	}
	target := s.pointer.hover
	if s.cursor.on {
		target = s.cursor.pt
		mk.Highlight = s.cursor.pt
	}
	if target != engine.NoPoint && p.At(target) == engine.Empty {
		switch st {
		case game.HumanTurn:
			if p.IsLegal(engine.Move{Color: p.ToMove(), Point: target}) == nil {
				mk.Ghost, mk.GhostColor = target, p.ToMove()
			}
		case game.Placing:
			if s.tool.Selected < 2 {
				mk.Ghost, mk.GhostColor = target, []engine.Color{engine.Black, engine.White}[s.tool.Selected]
			}
		}
	}
	if st == game.Scoring || (st == game.Over && m.Outcome().Reason == engine.ByScore) {
		sc := m.Score()
		mk.Territory = &sc.Owner
		mk.Dead = m.Dead()
		mk.Liberties = false
		mk.Rings = append(mk.Rings, m.Disputed()...)
	}
	if st == game.Over && m.Outcome().Reason == engine.ByCapture && !s.aids.captured.On {
		// The stones whose capture ended the game stay in sight, faded, where they stood.
		for _, pt := range m.Record().Current().Captured() {
			mk.Captured = append(mk.Captured, board.Stone{Point: pt, Color: m.Record().Current().Move().Color.Opponent()})
		}
	}
	if rec := m.Record(); rec != nil {
		oddMoves(&mk, rec.Irregular(), rec.Current(), p)
	}
	if s.aids.captured.On && m.Record() != nil {
		for _, n := range m.Record().Path() {
			for _, pt := range n.Captured() {
				mk.Captured = append(mk.Captured, board.Stone{Point: pt, Color: n.Move().Color.Opponent()})
			}
		}
	}
	s.goAidMarks(&mk)
	s.line.boardMarks(&mk, p)
	s.hintMarks(&mk, p)
	return mk
}

// boardGeometry returns where the board is drawn.
func (s *playScene) boardGeometry() board.Geometry { return s.view.Geometry() }

// mainForm returns the scene's controls.
func (s *playScene) mainForm() *widget.Form { return s.form }

// describeShot says where the board and the headline are, for screenshots.
func (s *playScene) describeShot() BoardShot {
	g := s.view.Geometry()
	r := s.status.Rect
	return BoardShot{Cols: g.Cols, Rows: g.Rows, X0: g.X0, Y0: g.Y0, Cell: g.Cell,
		Status: s.status.Text, StatusRect: [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}}
}

// Dirty reports whether the play scene looks different from the last frame.
func (s *playScene) Dirty() bool {
	return s.dirty
}

// Live appends the card of the thinking computer, whose spinner turns on its
// own. (Moving and fading stones are damage noted at each tick, so that a
// frame that follows two ticks still draws the stone at rest.)
func (s *playScene) Live(buf []image.Rectangle) []image.Rectangle {
	if s.clockShow != s.thinkSecs {
		s.clockShow = s.thinkSecs
		for _, c := range s.cards {
			if c != nil && c.thinking {
				buf = append(buf, c.rect)
			}
		}
	}
	return buf
}

// noteChanges decides how much of the next frame to draw again: the whole window when the layout or the
// help changes, otherwise only the board points, panel controls, seat cards and tooltip that look
// different from the last frame, whether a move or the pointer changed them. A move so redraws a few points and lines of text, not the window, which
// keeps frames short on software renderers while a computer player uses the other core.
func (s *playScene) noteChanges(ctx *Context) {
	m := s.sess.Match()
	p := m.Position()
	full := fmt.Sprintf("%v|%v|%v|%v", s.helpOpen, s.panel.Rect, s.view.Area(), s.panel.Title)
	in := ctx.Input
	moved := in.Pos != s.lastPointer || in.Down || in.Pressed || in.Released || len(in.Keys) > 0 || in.WheelY != 0
	s.lastPointer = in.Pos
	// The help overlay draws over everything and names no parts: draw it whole when anything happens.
	s.dirty = full != s.lastSig || s.helpOpen && (moved || s.form.Animating())
	s.lastSig = full

	marks := s.marks(m, p)
	s.markSelected(&marks)
	s.prevLooks, s.looks = s.looks, s.view.Looks(p, &marks, s.prevLooks[:0])
	s.damage = s.view.ChangedAreas(s.prevLooks, s.looks, s.damage)
	s.damage = s.view.AnimatingAreas(s.damage)
	s.damage = s.party.damage(s.damage)

	margin := ctx.Theme.I(8)
	items := s.form.Items()
	if len(s.shown) != len(items)+4 {
		s.shown = make([]shownPart, len(items)+4)
	}
	parts := s.shown
	ring := s.form.Ring()
	for i, w := range items {
		parts[i].note(fmt.Sprintf("%+v|%v", w, w == ring), w.Common().Rect, margin, &s.damage)
	}
	tip := s.form.TipArea(ctx.Theme)
	parts[len(items)+2].note(fmt.Sprint(tip), tip, 0, &s.damage)
	diagram, sig := s.line.area()
	parts[len(items)+3].note(sig, diagram, margin, &s.damage)
	for i, c := range []*seatCard{s.cards[engine.Black], s.cards[engine.White]} {
		sig := fmt.Sprintf("%s|%s|%v|%v|%v", c.name.Text, c.captures.Text, c.toMove, c.thinking, c.picker.seat())
		parts[len(items)+i].note(sig, c.rect, margin, &s.damage)
	}
}

// shownPart is what one control or card showed in the last frame, and where.
type shownPart struct {
	sig  string
	rect image.Rectangle
}

// note compares what the part shows now with the last frame and adds both its old and new places to
// damage when it changed.
func (sp *shownPart) note(sig string, r image.Rectangle, margin int, damage *[]image.Rectangle) {
	if sig == sp.sig && r == sp.rect {
		return
	}
	if !sp.rect.Empty() {
		*damage = append(*damage, sp.rect.Inset(-margin))
	}
	if !r.Empty() {
		*damage = append(*damage, r.Inset(-margin))
	}
	sp.sig, sp.rect = sig, r
}

// TakeDamage appends the screen parts changed since the last call to buf and forgets them.
func (s *playScene) TakeDamage(buf []image.Rectangle) []image.Rectangle {
	buf = append(buf, s.damage...)
	s.damage = s.damage[:0]
	return buf
}

// oddMoves marks with "!" the moves among irregular (those of a record that break the rules as they were
// recorded in a file: a suicide, a stone on a stone, a ko taken back at once) on the way to the node at, whose
// position p is, while the point still shows that move.
func oddMoves(mk *board.Marks, irregular []*engine.Node, at *engine.Node, p *engine.Position) {
	for _, n := range irregular {
		if !n.HasMove() || n.Move().IsPass() {
			continue
		}
		for c := at; c != nil; c = c.Parent() {
			if c != n {
				continue
			}
			if on := p.At(n.Move().Point); on == n.Move().Color || on == engine.Empty {
				mk.Labels = append(mk.Labels, board.Label{Point: n.Move().Point, Text: "!"})
			}
			break
		}
	}
}
