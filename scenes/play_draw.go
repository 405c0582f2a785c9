package scenes

import (
	"fmt"
	"image"
	"strings"

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
	s.panel.Draw(screen, ctx.Theme, false)
	for _, c := range []engine.Color{engine.Black, engine.White} {
		s.cards[c].draw(screen, ctx.Theme, s.thinkSecs)
	}
	s.form.Draw(screen, ctx.Theme)
	if s.helpOpen {
		s.drawHelp(screen, ctx)
	}
}

// marks says what to draw over the stones in the current state.
func (s *playScene) marks(m *game.Match, p *engine.Position) board.Marks {
	st := m.State()
	mk := board.Marks{Last: p.LastMove(), Hover: s.hover, Liberties: s.libs.On}
	if st != game.Placing && st != game.Scoring && st != game.Over {
		mk.Ko = p.Ko()
		mk.Atari = s.atari.On
	}
	if st == game.Placing {
		mk.Atari = s.atari.On
		mk.NoLiberty = true
		mk.Last = engine.NoPoint
	}
	target := s.hover
	if s.cursorOn {
		target = s.cursor
		mk.Highlight = s.cursor
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
	}
	if s.captured.On && m.Record() != nil {
		for _, n := range m.Record().Path() {
			for _, pt := range n.Captured() {
				mk.Captured = append(mk.Captured, board.Stone{Point: pt, Color: n.Move.Color.Opponent()})
			}
		}
	}
	return mk
}

// boardGeometry returns where the board is drawn.
func (s *playScene) boardGeometry() board.Geometry { return s.view.Geometry() }

// mainForm returns the scene's controls.
func (s *playScene) mainForm() *widget.Form { return s.form }

// describeShot says where the board and the headline are, for screenshots.
func (s *playScene) describeShot() shotInfo {
	g := s.view.Geometry()
	r := s.status.Rect
	return shotInfo{Cols: g.Cols, Rows: g.Rows, X0: g.X0, Y0: g.Y0, Cell: g.Cell,
		Status: s.status.Text, StatusRect: [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}}
}

// Dirty reports whether the play scene looks different from the last frame.
func (s *playScene) Dirty() bool {
	return s.dirty
}

// Live appends the card of the thinking computer, whose spinner turns on its
// own, and the places of the stones that are moving or fading.
func (s *playScene) Live(buf []image.Rectangle) []image.Rectangle {
	if s.clockShow != s.thinkSecs {
		s.clockShow = s.thinkSecs
		for _, c := range s.cards {
			if c != nil && c.thinking {
				buf = append(buf, c.rect)
			}
		}
	}
	return s.view.AnimatingAreas(buf)
}

// signature sums up what the panel and the board show, to notice changes.
func (s *playScene) signature() string {
	m := s.sess.Match()
	p := m.Position()
	var b strings.Builder
	fmt.Fprintf(&b, "%s|%s|%s|%v|%d|%x|%d|%v|%v|%d|%v|%v|%v|%v",
		s.status.Text, s.detail.Text, s.message.Text, m.State(), p.MoveNumber(), p.Hash(), m.Dead().Len(),
		m.Paused(), s.helpOpen, s.cursor, s.cursorOn, s.atari.On, s.libs.On, s.captured.On)
	for _, c := range s.cards {
		if c != nil {
			fmt.Fprintf(&b, "|%s|%v|%v|%v", c.captures.Text, c.toMove, c.thinking, c.picker.seat())
		}
	}
	return b.String()
}
