package scenes

import (
	"strconv"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// moveList is the list of a game's moves: number, colour and point,
// with the start position as the first row. It shows a line of the record
// (from the root to the end of a variation); the moves after the position
// shown are dimmed. Selecting a row marks that move's stone on the board,
// and in the review jumps there.
type moveList struct {
	list  *widget.List
	nodes []*engine.Node
	rows  int // board rows, for coordinates
	end   *engine.Node
	cur   int
	lang  string
	// choices, when set, orders the moves that may follow a move's parent as the review offers them
	// (game.ReviewLines.Choices), for the "2/3" of a branch.
	choices func(*engine.Node) []*engine.Node
}

// newMoveList returns an empty move list.
func newMoveList(ctx *Context) *moveList {
	l := &moveList{list: widget.NewList(make([]widget.ListColumn, 3), ""), cur: -1}
	l.list.RowHeight = 26
	l.texts(ctx)
	return l
}

// texts sets the headings in the current language.
func (l *moveList) texts(ctx *Context) {
	tr := ctx.Tr
	l.list.Columns = []widget.ListColumn{
		{Title: tr.T("moves.number"), Weight: 0.8, Align: widget.AlignEnd},
		{Title: tr.T("moves.colour"), Weight: 1.8, Align: widget.AlignStart},
		{Title: tr.T("moves.point"), Weight: 1.1, Align: widget.AlignStart},
	}
	l.list.Tip = tr.T("moves.tip")
	l.list.Empty = tr.T("moves.empty")
	if l.lang != tr.Lang() {
		l.lang, l.end = tr.Lang(), nil // rebuild the rows in the new language
	}
}

// show fills the list with line (Game.Line), cur being the index of the
// position shown; rows are rebuilt only when the line changed. A new move
// at the end scrolls the list to it.
func (l *moveList) show(ctx *Context, line []*engine.Node, cur, rows int) {
	if len(line) == 0 {
		return
	}
	end := line[len(line)-1]
	if end == l.end && len(line) == len(l.nodes) && cur == l.cur && rows == l.rows {
		return
	}
	grew := len(line) != len(l.nodes) || end != l.end
	if grew {
		l.list.Selected = -1
	}
	l.end, l.cur, l.rows = end, cur, rows
	l.nodes = append(l.nodes[:0], line...)
	t := ctx.Theme
	l.list.Rows = l.list.Rows[:0]
	for i, n := range line {
		var row []widget.ListCell
		switch {
		case i == 0:
			row = []widget.ListCell{{}, {Text: ctx.Tr.T("moves.start"), Dim: true, Span: 1}, {}}
		case !n.HasMove():
			row = []widget.ListCell{{Text: strconv.Itoa(i)}, {Text: "…", Dim: true}, {}}
		default:
			c := widget.ListCell{Text: colorName(ctx, n.Move().Color), Dot: t.TerritoryBlack}
			if n.Move().Color == engine.White {
				c.Dot, c.DotEdge = t.TerritoryWht, t.ButtonBorder
			}
			pt := ctx.Tr.T("moves.pass")
			if !n.Move().IsPass() {
				pt = n.Move().Point.GTP(rows)
			}
			if kids := l.choicesOf(n, line); len(kids) > 1 {
				// A branch: which of the lines kept at this move this one is, as "2/3", the game's first.
				for k, kid := range kids {
					if kid == n {
						pt += " · " + strconv.Itoa(k+1) + "/" + strconv.Itoa(len(kids))
					}
				}
			}
			row = []widget.ListCell{{Text: strconv.Itoa(i)}, c, {Text: pt}}
		}
		if i > cur {
			for j := range row {
				row[j].Dim = true
			}
		}
		l.list.Rows = append(l.list.Rows, row)
	}
	if grew && cur == len(line)-1 {
		l.list.ScrollToEnd()
	}
}

// selected returns the index of the selected row, -1 for none.
func (l *moveList) selected() int {
	if l.list.Selected >= len(l.nodes) {
		return -1
	}
	return l.list.Selected
}

// mark rings the stone of the selected move on the board.
func (l *moveList) mark(mk *board.Marks) {
	if i := l.selected(); i > 0 && l.nodes[i].HasMove() && !l.nodes[i].Move().IsPass() {
		mk.Highlight = l.nodes[i].Move().Point
	}
}

// choicesOf returns the moves that may follow n's parent in the order the list numbers them: the review's (the game
// first, then the tries) when it set choices, else the move of line first and the others in the record's order.
func (l *moveList) choicesOf(n *engine.Node, line []*engine.Node) []*engine.Node {
	if l.choices != nil {
		return l.choices(n)
	}
	kids := n.Parent().Children()
	for i, k := range kids {
		if k == n && i > 0 {
			copy(kids[1:i+1], kids[:i])
			kids[0] = k
		}
	}
	return kids
}
