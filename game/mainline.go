package game

import (
	"slices"

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
	onLine := map[*engine.Node]bool{}
	for _, n := range g.Line() {
		onLine[n] = true
	}
	copies := map[*engine.Node]*engine.Node{}
	clone := func(n *engine.Node) *engine.Node {
		c := &engine.Node{Move: n.Move, ToPlay: n.ToPlay, Comment: n.Comment, Name: n.Name,
			Setup: engine.Setup{Black: slices.Clone(n.Setup.Black), White: slices.Clone(n.Setup.White), Empty: slices.Clone(n.Setup.Empty)},
			Props: slices.Clone(n.Props)}
		copies[n] = c
		return c
	}
	root := clone(g.Root())
	// Walk without recursion: long games are deep.
	stack := []*engine.Node{g.Root()}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		kids := slices.Clone(n.Children())
		for i, k := range kids {
			if onLine[k] && i > 0 {
				copy(kids[1:i+1], kids[:i])
				kids[0] = k
				break
			}
		}
		for _, k := range kids {
			copies[n].AddChild(clone(k))
			stack = append(stack, k)
		}
	}
	p := g.Root().Position()
	out, err := engine.BuildGame(p.Cols(), p.Rows(), g.Rules(), root, g.Info)
	if err != nil {
		return nil, err
	}
	out.GoTo(copies[g.Current()])
	if o := g.Outcome(); o.Reason == engine.ByResignation {
		out.Resign(o.Winner.Opponent())
	}
	return out, nil
}
