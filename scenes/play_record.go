package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// The play scene's part in the game record: the Review, Study, Save and Load buttons with their keys (V, Y, F3,
// F4) and the list of moves at the top of the panel's room for words.

// playRowHeight is the height of a row of the play scene's list of moves.
const playRowHeight = 24

// playRecord holds the play scene's controls for reviewing, studying, saving and loading.
type playRecord struct {
	review, save, load *widget.Button
	study              *widget.Button // a copy of the position on the study board
	moves              *moveList
	shownAt            *engine.Node // the position the list of moves was filled for
}

// newPlayRecord makes the record's controls.
func newPlayRecord(ctx *Context) playRecord {
	r := playRecord{review: &widget.Button{}, save: &widget.Button{}, load: &widget.Button{}, study: &widget.Button{},
		moves: newMoveList(ctx)}
	r.moves.list.Small = true
	r.moves.list.RowHeight = playRowHeight
	return r
}

// widgets returns the record's controls in Tab order.
func (r *playRecord) widgets() []widget.Widget {
	return []widget.Widget{r.review, r.save, r.load, r.study, r.moves.list}
}

// texts sets the record's captions in the current language.
func (r *playRecord) texts(ctx *Context) {
	tr := ctx.Tr
	r.review.Text, r.review.Tip = tr.T("play.rewind"), tr.T("play.rewind.tip")
	r.save.Text, r.save.Tip = tr.T("common.save"), tr.T("play.save.tip")
	r.load.Text, r.load.Tip = tr.T("common.load"), tr.T("play.load.tip")
	r.study.Text, r.study.Tip = tr.T("study.open"), tr.T("study.open.tip")
	r.moves.texts(ctx)
}

// updateRecord fills the list of moves and handles the record's buttons and keys.
func (s *playScene) updateRecord(ctx *Context) Request {
	m := s.sess.Match()
	// The line changes only with the position shown (a move, undo, redo), so it is read again only then.
	if g := m.Record(); g != nil && (g.Current() != s.record.shownAt || s.record.moves.end == nil) {
		s.record.shownAt = g.Current()
		s.record.moves.show(ctx, g.Line(), len(g.Path())-1, m.Position().Rows())
	}
	in := ctx.Input
	hasRecord := m.Record() != nil
	switch {
	case hasRecord && (s.record.review.Clicked() || in.TakeKey(ebiten.KeyV)):
		return ToReview{}
	case hasRecord && (s.record.study.Clicked() || in.TakeKey(ebiten.KeyY)):
		p := *m.Position()
		return ToStudy{From: &p}
	case hasRecord && (s.record.save.Clicked() || in.TakeKey(ebiten.KeyF3)):
		return ToFiles{Save: true, Back: ContinueGame{}}
	case s.record.load.Clicked() || in.TakeKey(ebiten.KeyF4):
		return ToFiles{Back: ContinueGame{}}
	}
	return nil
}

// markSelected rings the stone of the move selected in the list.
func (s *playScene) markSelected(mk *board.Marks) {
	if !s.cursor.on {
		s.record.moves.mark(mk)
	}
}
