package game

import (
	"errors"
	"fmt"

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
