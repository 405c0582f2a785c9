package game

import (
	"errors"
	"fmt"
	"slices"

	"github.com/seed593a7f8d/atarigo/engine"
)

// ErrNotInRecord means a node given to GoTo belongs to another record.
var ErrNotInRecord = errors.New("the move is not in this game's record")

// GoTo moves the game to node n of its record, as "Back to game" does
// after a review: play goes on from the position after n, and the moves
// that followed it stay in the record as a variation (a new move there
// starts a new one). A computer thinking about another position is stopped.
func (m *Match) GoTo(n *engine.Node) ([]Effect, error) {
	if m.placing {
		return nil, fmt.Errorf("%w: finish placing stones first", ErrNotYourTurn)
	}
	root := n
	for root != nil && root.Parent() != nil {
		root = root.Parent()
	}
	if n == nil || root != m.game.Root() {
		return nil, ErrNotInRecord
	}
	if n == m.game.Current() {
		return m.settle(), nil
	}
	m.game.GoTo(n)
	m.notice = Notice{}
	m.checkCycle()
	return m.settle(), nil
}

// ReviewLines is a record as a review shows it: the game, which is the line being played (the moves that lead to
// the position the game is at and those Redo would replay), and the tries kept beside it (moves taken back and
// played otherwise). A review names them "the game" and "try 1", "try 2", …, in every language, so that the line
// played is never shown as a variation of a line given up.
type ReviewLines struct {
	game   []*engine.Node
	onGame map[*engine.Node]bool
}

// NewReviewLines returns the lines of record g, the game being its line through the cursor (engine.Game.Line).
func NewReviewLines(g *engine.Game) ReviewLines {
	r := ReviewLines{game: g.Line(), onGame: map[*engine.Node]bool{}}
	for _, n := range r.game {
		r.onGame[n] = true
	}
	return r
}

// Game returns the game's line, from the root.
func (r ReviewLines) Game() []*engine.Node { return r.game }

// OnGame reports whether node n is a move of the game.
func (r ReviewLines) OnGame(n *engine.Node) bool { return r.onGame[n] }

// Choices returns the moves that may follow n's parent, as the review offers them: the game's move first, then
// the tries in the record's order; nil at the root.
func (r ReviewLines) Choices(n *engine.Node) []*engine.Node {
	if n == nil || n.Parent() == nil {
		return nil
	}
	kids := n.Parent().Children()
	for i, k := range kids {
		if r.onGame[k] && i > 0 {
			copy(kids[1:i+1], kids[:i])
			kids[0] = k
		}
	}
	return kids
}

// Through returns the line from the root through n and on: along the game while it is the game's, else along
// each move's first choice (Choices).
func (r ReviewLines) Through(n *engine.Node) []*engine.Node {
	var line []*engine.Node
	for a := n; a != nil; a = a.Parent() {
		line = append(line, a)
	}
	slices.Reverse(line)
	for len(n.Children()) > 0 {
		n = r.Choices(n.Children()[0])[0]
		line = append(line, n)
	}
	return line
}

// ChoiceName names the i-th of the choices (Choices): "the game" for the game's move, else "try k", the tries
// numbered from 1 in their order.
func (r ReviewLines) ChoiceName(tr *Translator, choices []*engine.Node, i int) string {
	if i < 0 || i >= len(choices) {
		return ""
	}
	if r.onGame[choices[i]] {
		return tr.T("rewind.the_game")
	}
	k := i + 1
	if len(choices) > 0 && r.onGame[choices[0]] {
		k = i
	}
	return tr.T("rewind.try", k)
}
