package scenes

import (
	"fmt"
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// A line an aid proved (the hint's win, the coach's refutation, where a game was decided) is drawn as numbered
// ghost stones on the board only while the board is the position it starts from, or that position with the line's
// first moves played on it (those stones get their numbers): a line never goes over stones it does not know. When the
// board has moved on another way, the line is drawn on a small diagram of the position it starts from, in the panel.
// A line longer than a few moves is shown up to its decisive move (ai.DecisiveMove) first, and the learner steps
// through the rest with the buttons under it or the arrow keys.

// lineFewMoves is the longest line shown whole at once.
const lineFewMoves = 5

// firstShown returns how many moves of line, played from start, are shown at first: all of a short line, a longer
// one up to its decisive move.
func firstShown(start *engine.Position, line []engine.Point) int {
	if len(line) <= lineFewMoves {
		return len(line)
	}
	return min(len(line), ai.DecisiveMove(start, line)+1)
}

// lineView is a proven line shown to the learner, with its step buttons, the words that say how much of it shows,
// and the diagram used when the board no longer holds the position it starts from.
type lineView struct {
	lineSteps
	caption *widget.Label // beside the diagram: what it shows
	diagram *board.View

	about   any             // what the line belongs to (an advice's node, a hint): a new one starts again
	start   engine.Position // the position the line starts from
	line    []engine.Point
	shown   int  // the moves shown, from the first
	played  int  // with onBoard: the line's first moves already played on the board
	onBoard bool // the board is start, or start with the line's first played moves on it
	active  bool
	maxSide int  // with the line on a diagram: the most room for the diagram, in pixels (0: no limit)
	ownRow  bool // the step buttons go in a row of other buttons, which its owner lays out: layout leaves them out

	beside       *widget.Label // words to put beside the diagram (the coach's sentence), set by the owner; nil for none
	besidePlaced bool          // layout put beside next to the diagram: its owner does not lay it out
}

// newLineView makes a line view's controls, hidden until a line is shown.
func newLineView(sprites *board.Sprites) *lineView {
	v := &lineView{lineSteps: newLineSteps(),
		caption: &widget.Label{Size: widget.SizeSmall, Dim: true, Wrap: true, V: widget.AlignStart},
		diagram: board.NewView(sprites)}
	hideAll(true, v.caption)
	return v
}

// widgets returns the line view's controls in Tab order.
func (v *lineView) widgets() []widget.Widget {
	return append([]widget.Widget{v.caption}, v.stepWidgets()...)
}

// texts sets the captions in the current language.
func (v *lineView) texts(ctx *Context) {
	v.back.Tip, v.next.Tip = ctx.Tr.T("line.back.tip"), ctx.Tr.T("line.next.tip")
	v.caption.Text = ctx.Tr.T("line.diagram")
	v.count.Text = ctx.Tr.Plural("line.shown", float64(len(v.line)), v.shown, len(v.line))
}

// show makes line, played from start, the line shown, belonging to about; the same line again keeps the moves
// the learner stepped to. played is, when ok, how many of the line's first moves lead from start to the board;
// without ok the board is elsewhere and the line goes on the diagram.
func (v *lineView) show(about any, start *engine.Position, line []engine.Point, played int, ok bool) {
	if !v.active || v.about != about || !samePoints(v.line, line) {
		v.about, v.start, v.line = about, *start, line
		v.shown = firstShown(start, line)
	}
	v.active = true
	v.onBoard, v.played = ok, played
	if ok {
		v.shown = max(v.shown, min(played+1, len(line)))
	}
}

// hide shows no line.
func (v *lineView) hide() {
	v.active = false
	v.about, v.line = nil, nil
}

// stepping reports whether the line has moves the buttons step through.
func (v *lineView) stepping() bool { return v.active && len(v.line) > lineFewMoves }

// update steps the line with the buttons, Shift with the arrows, or the arrows alone when arrows is set (the board's
// keyboard cursor does not use them).
func (v *lineView) update(in *widget.Input, arrows bool) {
	if !v.stepping() {
		return
	}
	lo := 1
	if v.onBoard {
		lo = min(v.played+1, len(v.line))
	}
	switch v.step(in, arrows) {
	case -1:
		v.shown = max(v.shown-1, lo)
	case 1:
		v.shown = min(v.shown+1, len(v.line))
	}
}

// refresh shows the controls the line needs and says how much of it shows.
func (v *lineView) refresh(ctx *Context) {
	v.hideSteps(!v.stepping())
	v.caption.Hidden = !v.active || v.onBoard
	if !v.active {
		return
	}
	lo := 1
	if v.onBoard {
		lo = min(v.played+1, len(v.line))
	}
	v.enable(v.shown > lo, v.shown < len(v.line))
	v.texts(ctx)
}

// boardMarks adds the line to the marks of the board p, when it is drawn there: the moves already played get their
// numbers on their stones, the moves shown after them numbered ghost stones.
func (v *lineView) boardMarks(mk *board.Marks, p *engine.Position) {
	if !v.active || !v.onBoard {
		return
	}
	lineMarks(mk, p, v.line[:v.shown], v.start.ToMove(), v.played)
	for _, l := range mk.Labels {
		if l.Point == mk.Last {
			mk.Last = engine.NoPoint // the last move is the line's, and its number says so
		}
	}
}

// lineMarks adds the moves of line (played alternately from first) as numbered ghost stones on the points still
// empty in p, after its first played moves, which are on the board and get their numbers on their stones; a point
// played twice keeps its first number.
func lineMarks(mk *board.Marks, p *engine.Position, line []engine.Point, first engine.Color, played int) {
	c := first
	seen := map[engine.Point]bool{}
	for i, pt := range line {
		if pt != engine.Pass && !seen[pt] {
			switch {
			case i < played && p.At(pt) == c:
				mk.Labels = append(mk.Labels, board.Label{Point: pt, Text: strconv.Itoa(i + 1)})
			case i >= played && p.At(pt) == engine.Empty:
				mk.Ghosts = append(mk.Ghosts, board.Stone{Point: pt, Color: c})
				mk.Labels = append(mk.Labels, board.Label{Point: pt, Text: strconv.Itoa(i + 1)})
			}
			seen[pt] = true
		}
		c = c.Opponent()
	}
}

// layout puts the line's rows in the next rows of st: on a diagram, the diagram with what it is on its right; then,
// while the line steps, the step row (the buttons at its ends, how much of the line shows between them), which so
// keeps its place whether the line is on the board or on a diagram. The diagram is no larger than maxSide when it is
// set, and gives way under a small diagram's size.
func (v *lineView) layout(t *widget.Theme, st *widget.Stack, bh int) {
	v.caption.Rect, v.back.Rect, v.next.Rect, v.count.Rect = image.Rectangle{}, image.Rectangle{}, image.Rectangle{}, image.Rectangle{}
	v.diagram.Layout(image.Rectangle{}, 2, 2, false)
	if !v.active {
		return
	}
	rowH := bh * 3 / 4
	v.count.H = widget.AlignCenter
	if !v.onBoard {
		gap := t.I(10)
		side := v.diagramSide(t, st.W)
		// Beside the diagram: the words given to go there (the coach's sentence), in the small size when the body
		// size is too tall, and what the diagram is, left out when there is no room for it.
		var col []*widget.Label
		if side > 0 {
			col = v.column(t, st.W-side-gap)
			if col == nil {
				side = 0
			}
		}
		v.besidePlaced = side > 0 && v.beside != nil && len(col) > 0 && col[0] == v.beside
		if side > 0 {
			cs := widget.Stack{X: st.X + side + gap, W: st.W - side - gap, Y: st.Y, Gap: t.I(6)}
			for _, l := range col {
				l.Rect = cs.Next(l.Height(t, cs.W))
			}
			block := st.Next(max(side, cs.Y-cs.Gap-st.Y))
			v.diagram.Layout(image.Rect(block.Min.X, block.Min.Y, block.Min.X+side, block.Min.Y+side), v.start.Cols(), v.start.Rows(), false)
		}
	}
	if v.stepping() && !v.ownRow {
		v.row(t, st.Next(rowH))
	}
}

// column returns the labels that go beside a diagram in a column w wide, each given its size: the words given to go
// there, then what the diagram is; within maxSide when it is set, the words taking the small size and the caption
// giving way when they must. It returns nil when even that is too tall: the diagram then gives way too.
func (v *lineView) column(t *widget.Theme, w int) []*widget.Label {
	var col []*widget.Label
	if v.beside != nil && v.beside.Text != "" {
		col = append(col, v.beside)
	}
	height := func(ls []*widget.Label) int {
		h := 0
		for _, l := range ls {
			h += l.Height(t, w) + t.I(6)
		}
		return h - t.I(6)
	}
	for _, size := range []widget.TextSize{widget.SizeBody, widget.SizeSmall} {
		if v.beside != nil {
			v.beside.Size = size
		}
		for _, ls := range [][]*widget.Label{append(col, v.caption), col} {
			if v.maxSide == 0 || height(ls) <= v.maxSide {
				return ls
			}
		}
	}
	return nil
}

// diagramSide returns the side of the diagram in a column w wide: up to two fifths of it and 150 units, no more than
// maxSide when it is set; 0 when that leaves less than a small diagram's size, and the diagram gives way.
func (v *lineView) diagramSide(t *widget.Theme, w int) int {
	side := min(w*2/5, t.I(150))
	if v.maxSide > 0 {
		side = min(side, v.maxSide)
	}
	if side < t.I(60) {
		return 0
	}
	return side
}

// draw paints the diagram, when the line is drawn there: the position it starts from, its last move marked, and
// the moves shown.
func (v *lineView) draw(screen *ebiten.Image, t *widget.Theme) {
	if !v.active || v.onBoard || v.diagram.Geometry().Wood.Empty() {
		return
	}
	mk := board.Marks{Last: v.start.LastMove(), Ko: engine.NoPoint, Ghost: engine.NoPoint, Hover: engine.NoPoint,
		Highlight: engine.NoPoint}
	lineMarks(&mk, &v.start, v.line[:v.shown], v.start.ToMove(), 0)
	v.diagram.Draw(screen, t, &v.start, &mk)
}

// area returns where the diagram is drawn, and what it shows, for the frames that redraw only what changed.
func (v *lineView) area() (image.Rectangle, string) {
	if !v.active || v.onBoard {
		return image.Rectangle{}, ""
	}
	return v.diagram.Geometry().Wood, fmt.Sprintf("%d|%v", v.shown, v.line)
}

// playedAlong returns how many moves lead from the node from down to the node to, when they are the first moves of
// line; ok is false when to is not from or below it along line.
func playedAlong(from, to *engine.Node, line []engine.Point) (int, bool) {
	var moves []engine.Point
	for n := to; n != from; n = n.Parent() {
		if n == nil || !n.HasMove() {
			return 0, false
		}
		moves = append(moves, n.Move().Point)
	}
	if len(moves) > len(line) {
		return 0, false
	}
	for i, m := range moves {
		if line[len(moves)-1-i] != m {
			return 0, false
		}
	}
	return len(moves), true
}

// samePoints reports whether a and b hold the same points in the same order.
func samePoints(a, b []engine.Point) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
