package board

import (
	"image"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Look bits: what Draw paints at one point, so that a scene can redraw only the points that changed.
const (
	lookDead      = 1 << 2
	lookTerr      = 3 // shift of the territory owner (2 bits)
	lookCaptured  = 5 // shift of the colour of a taken stone shown faded (2 bits)
	lookGhost     = 7 // shift of the ghost stone's colour (2 bits)
	lookAtari     = 1 << 9
	lookAtariLib  = 1 << 10
	lookNoLiberty = 1 << 11
	lookLiberty   = 1 << 12
	lookLibCount  = 13 // shift of the liberty count shown on the pointed-at stone, plus one (6 bits)
	lookKo        = 1 << 19
	lookLast      = 1 << 20
	lookHighlight = 1 << 21
	lookRing      = 1 << 22
	lookDot       = 1 << 23
	lookLabel     = 24 // shift of a hash of the label's text, plus one (7 bits)
	lookRisk      = 1 << 31
)

// Looks appends to buf one key per board point, in the order of pos.Points: two keys differ exactly when
// Draw paints the point differently (animations aside, which AnimatingAreas names, and arrows, which cross many
// points: a scene that draws Marks.Arrows redraws the whole board).
func (v *View) Looks(pos *engine.Position, m *Marks, buf []uint32) []uint32 {
	v.ptBuf = pos.Points(v.ptBuf[:0])
	var extra [engine.MaxPoints]uint32
	for _, s := range m.Captured {
		extra[s.Point] |= uint32(s.Color&3) << lookCaptured
	}
	if m.Ghost != engine.NoPoint && m.Ghost != engine.Pass && m.GhostColor.IsStone() {
		extra[m.Ghost] |= uint32(m.GhostColor&3) << lookGhost
	}
	for _, g := range m.Ghosts {
		if pos.OnBoard(g.Point) {
			extra[g.Point] |= uint32(g.Color&3) << lookGhost
		}
	}
	if m.Liberties && m.Hover > 0 && pos.At(m.Hover).IsStone() {
		v.libBuf = pos.LibertyPoints(m.Hover, v.libBuf[:0])
		for _, l := range v.libBuf {
			extra[l] |= lookLiberty
		}
		extra[m.Hover] |= uint32(min(len(v.libBuf)+1, 63)) << lookLibCount
	}
	for _, p := range []struct {
		pt   engine.Point
		mark uint32
	}{{m.Ko, lookKo}, {m.Last, lookLast}, {m.Highlight, lookHighlight}} {
		if p.pt > 0 {
			extra[p.pt] |= p.mark
		}
	}
	for _, p := range m.Rings {
		extra[p] |= lookRing
	}
	for _, p := range m.Dots {
		extra[p] |= lookDot
	}
	for _, p := range m.Risk {
		extra[p] |= lookRisk
	}
	for _, l := range m.Labels {
		h := uint32(1)
		for _, r := range l.Text {
			h = h*31 + uint32(r)
		}
		extra[l.Point] |= (h%127 + 1) << lookLabel
	}
	for _, p := range v.ptBuf {
		c := pos.At(p)
		k := uint32(c&3) | extra[p]
		if c.IsStone() {
			if m.Dead != nil && m.Dead.Has(p) {
				k |= lookDead
			}
			if m.Atari && pos.InAtari(p) {
				k |= lookAtari
				if pos.ChainHead(p) == p {
					extra[pos.AtariPoint(p)] |= lookAtariLib
				}
			}
			if m.NoLiberty && pos.Liberties(p) == 0 {
				k |= lookNoLiberty
			}
		}
		if m.Territory != nil {
			k |= uint32(m.Territory[p]&3) << lookTerr
		}
		buf = append(buf, k)
	}
	// Atari liberty marks were found while walking the stones: add them now.
	for i, p := range v.ptBuf {
		buf[len(buf)-len(v.ptBuf)+i] |= extra[p] & lookAtariLib
	}
	return buf
}

// PointArea returns the screen rectangle that a stone at p, its shadow, its marks and its animations can cover.
func (v *View) PointArea(p engine.Point) image.Rectangle {
	x, y := v.geo.Center(p)
	r := int(v.geo.Cell*0.75) + 2
	return image.Rect(int(x)-r, int(y)-r, int(x)+r, int(y)+r)
}

// Area returns the rectangle the board and its shadow cover.
func (v *View) Area() image.Rectangle {
	return v.geo.Wood.Inset(-int(v.geo.Cell*0.5) - 8)
}

// ChangedAreas appends to buf the areas of the points whose keys differ between the looks before and now
// (both from Looks on the same board), or the whole board when many changed or the boards differ.
func (v *View) ChangedAreas(before, now []uint32, buf []image.Rectangle) []image.Rectangle {
	if len(before) != len(now) || len(now) != len(v.ptBuf) {
		return append(buf, v.Area())
	}
	start := len(buf)
	for i, k := range now {
		if k != before[i] {
			if len(buf)-start >= maxPointAreas {
				return append(buf[:start], v.Area())
			}
			buf = append(buf, v.PointArea(v.ptBuf[i]))
		}
	}
	return buf
}

// maxPointAreas is how many changed points are redrawn one by one before the whole board is redrawn instead.
const maxPointAreas = 24
