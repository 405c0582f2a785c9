package lesson

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// practiceKeyEdge is the distance to an edge from which PracticeKey no longer tells distances apart: stones that
// far from an edge are in the open on that side.
const practiceKeyEdge = 3

// PracticeKey returns a key that two exercises share when they are the same up to the board's eight symmetries,
// the colours swapped and the stones moved together: the stones as the learner (x) and the opponent (o) see them,
// upper case on the chains of the goal's targets, moved to the corner of their writing, with their distance to
// each edge up to practiceKeyEdge (a shape moved off the edge is another exercise; one moved about in the open is
// the same), the smallest of the eight writings the symmetries give, with the goal's kind and the rules.
func PracticeKey(pos *engine.Position, g ai.Goal) string {
	learner := pos.ToMove()
	var target engine.PointSet
	for _, t := range g.Targets {
		if pos.OnBoard(t) && pos.At(t).IsStone() {
			for _, s := range pos.ChainStones(t, nil) {
				target.Add(s)
			}
		}
	}
	type stone struct {
		c, r int
		code byte
	}
	var stones []stone
	for _, pt := range pos.Points(nil) {
		c := pos.At(pt)
		if !c.IsStone() {
			continue
		}
		code := byte('o')
		if c == learner {
			code = 'x'
		}
		if target.Has(pt) {
			code -= 'a' - 'A'
		}
		stones = append(stones, stone{pt.Col(), pt.Row(), code})
	}
	cols, rows := pos.Cols(), pos.Rows()
	best := ""
	turned := make([]stone, len(stones))
	for s := range 8 {
		nc, nr := cols, rows
		if s&4 != 0 {
			nc, nr = rows, cols
		}
		minC, minR, maxC, maxR := nc, nr, -1, -1
		for i, st := range stones {
			c, r := symmetry(s, st.c, st.r, cols, rows)
			turned[i] = stone{c, r, st.code}
			minC, minR, maxC, maxR = min(minC, c), min(minR, r), max(maxC, c), max(maxR, r)
		}
		slices.SortFunc(turned, func(a, b stone) int { return cmp.Or(cmp.Compare(a.r, b.r), cmp.Compare(a.c, b.c)) })
		var b strings.Builder
		if len(stones) > 0 {
			fmt.Fprintf(&b, "edges %d %d %d %d:", min(minC, practiceKeyEdge), min(minR, practiceKeyEdge),
				min(nc-1-maxC, practiceKeyEdge), min(nr-1-maxR, practiceKeyEdge))
		}
		for _, st := range turned {
			fmt.Fprintf(&b, " %d,%d%c", st.c-minC, st.r-minR, st.code)
		}
		if k := b.String(); best == "" || k < best {
			best = k
		}
	}
	return fmt.Sprintf("%s %s %s", g.Kind, pos.Rules(), best)
}
