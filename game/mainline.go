package game

import (
	"github.com/seed593a7f8d/atarigo/engine"
)

// LineFirst returns a copy of the record g in which the line through its
// cursor (Game.Line: the moves played to reach the position shown and those
// Redo would replay) is the main line, every node's other variations
// following in their order. A game continued after a review thus saves with
// the moves actually played as the main line and the earlier future as a
// variation, which is how other programs and a later load show it. The
// cursor of the copy is at the same node, a resignation there is kept; g is
// not changed.
func LineFirst(g *engine.Game) (*engine.Game, error) {
	out := g.Clone()
	out.PutLineFirst()
	return out, nil
}
