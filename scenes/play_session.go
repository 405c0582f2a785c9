package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The play scene's part in reviewing, saving and loading a game: the
// Review, Save and Load buttons with their keys (V, F3, F4), the list of
// moves in the panel's free room, and the beginner aids taken from and kept
// in the settings.

// playRowHeight is the height of a row of the play scene's list of moves.
const playRowHeight = 24

// playExtras are the play scene's controls for reviewing, saving and loading.
type playExtras struct {
	review, save, load *widget.Button
	study              *widget.Button // a copy of the position on the study board
	moves              *moveList
	shownAt            *engine.Node // the position the list of moves was filled for
}

// newExtras makes the extra controls and sets the aids from the settings;
// call it before the form is built.
func (s *playScene) newExtras(ctx *Context) {
	s.review = &widget.Button{}
	s.save = &widget.Button{}
	s.load = &widget.Button{}
	s.study = &widget.Button{}
	s.moves = newMoveList(ctx)
	s.moves.list.Small = true
	s.moves.list.RowHeight = playRowHeight
	if st := ctx.Settings; st != nil {
		s.atari = widget.NewToggle("", "", st.Aids.Atari)
		s.libs = widget.NewToggle("", "", st.Aids.Liberties)
		s.captured = widget.NewToggle("", "", st.Aids.Captured)
	}
}

// extraWidgets returns the extra controls in Tab order.
func (s *playScene) extraWidgets() []widget.Widget {
	return []widget.Widget{s.review, s.save, s.load, s.study, s.moves.list}
}

// extraTexts sets the extra captions in the current language.
func (s *playScene) extraTexts(ctx *Context) {
	tr := ctx.Tr
	s.review.Text, s.review.Tip = tr.T("play.rewind"), tr.T("play.rewind.tip")
	s.save.Text, s.save.Tip = tr.T("common.save"), tr.T("play.save.tip")
	s.load.Text, s.load.Tip = tr.T("common.load"), tr.T("play.load.tip")
	s.study.Text, s.study.Tip = tr.T("study.open"), tr.T("study.open.tip")
	s.moves.texts(ctx)
}

// layoutExtras puts the Review, Save and Load row under the other buttons
// of the panel r and gives the list of moves the room left above the aids
// (keeping room for the reminder of the goal when there is enough, and
// before the first move).
func (s *playScene) layoutExtras(t *widget.Theme, st *widget.Stack, r image.Rectangle, bh, gap int) {
	placing := s.sess.Match().State() == game.Placing
	hideAll(placing, s.review, s.save, s.load, s.study, s.moves.list)
	if placing {
		return
	}
	row := st.Next(bh)
	parts := widget.SplitH(row, 4, gap)
	s.review.Rect, s.study.Rect, s.save.Rect, s.load.Rect = parts[0], parts[1], parts[2], parts[3]
	// A message takes its room from the list of moves, so that no control moves when it comes and goes.
	msgTop := st.Y
	if s.message.Text != "" {
		s.message.Rect = st.Next(s.message.Height(t, st.W))
	}
	// The aids and the menu row sit at the bottom (see layoutPanel).
	togglesTop := r.Max.Y - bh - gap - len(s.aidToggles())*t.I(30)
	room := togglesTop - t.I(4) - st.Y
	minList := t.I(playRowHeight * 4) // the heading and three moves
	goal := 0
	if !s.goal.Hidden {
		goal = s.goal.Height(t, st.W) + t.I(20)
	}
	// Before the first move the reminder of the goal matters more than the
	// empty list; once moves are played, the list does.
	started := s.sess.Match().Position().MoveNumber() > 0
	switch {
	case room-goal >= minList+t.I(playRowHeight):
		s.moves.list.Rect = image.Rect(r.Min.X, st.Y, r.Max.X, st.Y+room-goal)
	case room >= minList && (started || s.goal.Hidden):
		s.moves.list.Rect = image.Rect(r.Min.X, st.Y, r.Max.X, st.Y+room)
	default:
		// No room for the list: the message keeps its place but takes no room from the rows below.
		s.moves.list.Hidden = true
		st.Y = msgTop
		return
	}
	st.Y = s.moves.list.Rect.Max.Y + t.I(4)
}

// updateExtras fills the list of moves, keeps the aids in the settings and
// handles the extra buttons and keys.
func (s *playScene) updateExtras(ctx *Context) Request {
	m := s.sess.Match()
	// The line changes only with the position shown (a move, undo, redo), so it is read again only then.
	if g := m.Record(); g != nil && (g.Current() != s.shownAt || s.moves.end == nil) {
		s.shownAt = g.Current()
		s.moves.show(ctx, g.Line(), len(g.Path())-1, m.Position().Rows())
	}
	if st := ctx.Settings; st != nil && (st.Aids.Atari != s.atari.On || st.Aids.Liberties != s.libs.On || st.Aids.Captured != s.captured.On) {
		st.Aids.Atari, st.Aids.Liberties, st.Aids.Captured = s.atari.On, s.libs.On, s.captured.On
		ctx.SaveSettings()
	}
	in := ctx.Input
	hasRecord := m.Record() != nil
	switch {
	case hasRecord && (s.review.Clicked() || in.TakeKey(ebiten.KeyV)):
		return ToReview{}
	case hasRecord && (s.study.Clicked() || in.TakeKey(ebiten.KeyY)):
		p := *m.Position()
		return ToStudy{From: &p}
	case hasRecord && (s.save.Clicked() || in.TakeKey(ebiten.KeyF3)):
		return ToFiles{Save: true, Back: ContinueGame{}}
	case s.load.Clicked() || in.TakeKey(ebiten.KeyF4):
		return ToFiles{Back: ContinueGame{}}
	}
	return nil
}

// markSelected rings the stone of the move selected in the list.
func (s *playScene) markSelected(mk *board.Marks) {
	if !s.cursor.on {
		s.moves.mark(mk)
	}
}

// extraShortcuts are the keys of the extra controls, for the help.
func (s *playScene) extraShortcuts(ctx *Context) []shortcut {
	tr := ctx.Tr
	return []shortcut{{"V", tr.T("play.rewind")}, {"← → · Home · End · ↑ ↓", tr.T("help.rewind")}, {"Y", tr.T("study.open.tip")},
		{"F3", tr.T("help.save")}, {"F4", tr.T("help.load")}}
}
