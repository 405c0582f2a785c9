package board

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Stone is a stone of a colour at a point, for markers that are not on the
// board any more (captured stones).
type Stone struct {
	Point engine.Point
	Color engine.Color
}

// Marks says what to show over the stones; the zero value shows nothing.
type Marks struct {
	// Last is the last move's point, marked with a small red square.
	Last engine.Point
	// Ko is the point the side to move may not retake, marked with an empty square.
	Ko engine.Point
	// Ghost is where a stone of GhostColor would go; NoPoint for none.
	Ghost      engine.Point
	GhostColor engine.Color
	// Ghosts are more stones drawn faded on empty points: a line shown, not played.
	Ghosts []Stone
	// Atari rings the chains that have a single liberty, and that liberty.
	Atari bool
	// NoLiberty rings, in a composed position, the chains that have no liberty at all.
	NoLiberty bool
	// Hover is the point under the pointer; with Liberties its chain's liberties are shown.
	Hover     engine.Point
	Liberties bool
	// Territory, when set, marks each empty point (and dead stone) with its owner's colour.
	Territory *[engine.MaxPoints]engine.Color
	// Dead, when set, draws these stones faded.
	Dead *engine.PointSet
	// Captured are taken stones to draw faded where they stood.
	Captured []Stone
	// Highlight rings one stone (a move chosen in a list).
	Highlight engine.Point
	// Rings circles points: the stones a lesson's exercise is about, the circles of a lesson's page.
	Rings []engine.Point
	// Dots puts a dot on points: the liberties a learner found.
	Dots []engine.Point
	// Risk marks stones with a triangle: the chains the reader proves lost if their opponent moves first.
	Risk []engine.Point
	// Labels writes short texts on points: move numbers, a lesson's letters.
	Labels []Label
	// Arrows draws arrows from one point to another.
	Arrows []Arrow
}

// Label is a short text written on a point, over its stone or on the empty board.
type Label struct {
	Point engine.Point
	Text  string
}

// Arrow is an arrow drawn from one point to another.
type Arrow struct {
	From, To engine.Point
}

// fading is a captured stone disappearing.
type fading struct {
	Stone
	left int
}

// fadeFramesCapture is how long a captured stone takes to vanish.
const fadeFramesCapture = 18

// dropFrames is how long a new stone takes to settle.
const dropFrames = 6

// View draws a board of some size into a rectangle of the screen.
type View struct {
	sprites *Sprites
	geo     Geometry
	area    image.Rectangle
	bg      *ebiten.Image
	bgScale float64
	stones  stoneSet
	fades   []fading
	dropAt  engine.Point
	dropT   int
	refused engine.Point
	refT    int
	libBuf  []engine.Point
	ptBuf   []engine.Point // the board's points, in the order of the last Looks
}

// NewView returns a view drawing with the given sprites.
func NewView(s *Sprites) *View {
	return &View{sprites: s}
}

// Layout fits a cols×rows board into area; the board picture is redrawn
// only when the geometry changes.
func (v *View) Layout(area image.Rectangle, cols, rows int, coords bool) {
	g := NewGeometry(area, cols, rows, coords)
	if g.shape() != v.geo.shape() && v.bg != nil {
		v.bg.Deallocate()
		v.bg = nil
	}
	v.geo = g
	v.area = area
}

// Geometry returns the current placement of the board.
func (v *View) Geometry() Geometry { return v.geo }

// Hit returns the intersection under pixel p, if any.
func (v *View) Hit(p image.Point) (engine.Point, bool) { return v.geo.Hit(p) }

// Nearest returns the intersection nearest pixel p, and whether p is on the grid of lines (Geometry.Nearest).
func (v *View) Nearest(p image.Point) (engine.Point, bool) { return v.geo.Nearest(p) }

// Placed starts the settling animation of a stone just played at pt.
func (v *View) Placed(pt engine.Point) {
	v.dropAt, v.dropT = pt, dropFrames
}

// Captured starts the fading of stones of colour c just taken from pts.
func (v *View) Captured(pts []engine.Point, c engine.Color) {
	for _, p := range pts {
		v.fades = append(v.fades, fading{Stone{p, c}, fadeFramesCapture})
	}
}

// Refused marks pt for a moment as a point where a move was not allowed.
func (v *View) Refused(pt engine.Point) {
	v.refused, v.refT = pt, refuseFrames
}

// refuseFrames is how long a refused point stays marked.
const refuseFrames = 50

// linger is how many frames past its end an animation's place is still redrawn.
const linger = 1

// Animating reports whether an animation is running (or has just ended).
func (v *View) Animating() bool {
	return v.dropT > -linger && v.dropAt != engine.NoPoint || len(v.fades) > 0 || v.refT > -linger && v.refused != engine.NoPoint
}

// AnimatingAreas appends the screen rectangles that animations are changing
// (a settling stone, fading captured stones, a refused point) to buf.
func (v *View) AnimatingAreas(buf []image.Rectangle) []image.Rectangle {
	area := v.PointArea
	if v.dropT > -linger && v.dropAt != engine.NoPoint {
		buf = append(buf, area(v.dropAt))
	}
	for _, f := range v.fades {
		buf = append(buf, area(f.Point))
	}
	if v.refT > -linger && v.refused != engine.NoPoint {
		buf = append(buf, area(v.refused))
	}
	return buf
}

// Update advances the animations by one frame.
func (v *View) Update() {
	// Counters run a few frames below zero, so that the place of an
	// animation that just ended is drawn once more at rest.
	if v.dropT > -linger {
		v.dropT--
	}
	if v.refT > -linger {
		v.refT--
	}
	k := 0
	for _, f := range v.fades {
		f.left--
		if f.left > -linger {
			v.fades[k] = f
			k++
		}
	}
	v.fades = v.fades[:k]
}

// ensure makes the board picture and the scaled stones for the geometry.
func (v *View) ensure(t *widget.Theme) {
	if v.bg == nil || v.bgScale != t.Scale {
		if v.bg != nil {
			v.bg.Deallocate()
		}
		v.bg = drawBackground(v.sprites, t, v.geo)
		v.bgScale = t.Scale
	}
	want := int(v.geo.Cell*0.97/stoneFill + 0.5)
	if v.stones.size != want {
		for _, img := range []*ebiten.Image{v.stones.black, v.stones.white, v.stones.shadow} {
			if img != nil {
				img.Deallocate()
			}
		}
		v.stones = v.sprites.stones(v.geo.Cell * 0.97)
	}
}

// Draw paints the board, the stones of pos and the marks.
func (v *View) Draw(dst *ebiten.Image, t *widget.Theme, pos *engine.Position, m *Marks) {
	if v.geo.Wood.Dx() < 8 || v.geo.Wood.Dy() < 8 {
		return // not laid out yet, or no room
	}
	v.ensure(t)
	widget.ShadowRect(t, dst, v.geo.Wood, t.S(6))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(v.geo.Wood.Min.X), float64(v.geo.Wood.Min.Y))
	dst.DrawImage(v.bg, op)

	if m.Territory != nil {
		v.drawTerritory(dst, pos, m)
	}
	for _, s := range m.Captured {
		if pos.At(s.Point) == engine.Empty {
			v.drawStone(dst, s.Point, s.Color, 0.38, 1, false)
		}
	}
	// Shadows first, then stones, so that no shadow falls on a neighbour's top.
	pts := pos.Points(nil)
	for _, p := range pts {
		if c := pos.At(p); c.IsStone() && !(m.Dead != nil && m.Dead.Has(p)) {
			v.drawShadow(dst, p, v.scaleOf(p))
		}
	}
	for _, f := range v.fades {
		if f.left > 0 && pos.At(f.Point) == engine.Empty {
			a := float64(f.left) / fadeFramesCapture
			v.drawStone(dst, f.Point, f.Color, a, 1+0.15*(1-a), false)
		}
	}
	for _, p := range pts {
		c := pos.At(p)
		if !c.IsStone() {
			continue
		}
		alpha := 1.0
		if m.Dead != nil && m.Dead.Has(p) {
			alpha = 0.45
		}
		v.drawStone(dst, p, c, alpha, v.scaleOf(p), false)
	}
	if m.Territory != nil {
		v.drawDeadTerritory(dst, pos, m)
	}
	if m.Ghost != engine.NoPoint && pos.At(m.Ghost) == engine.Empty && m.GhostColor.IsStone() {
		v.drawGhost(dst, m.Ghost, m.GhostColor)
	}
	for _, g := range m.Ghosts {
		if pos.OnBoard(g.Point) && pos.At(g.Point) == engine.Empty && g.Color.IsStone() {
			v.drawGhost(dst, g.Point, g.Color)
		}
	}
	if m.Atari {
		v.drawAtari(dst, pos)
	}
	if m.NoLiberty {
		v.drawNoLiberty(dst, pos)
	}
	if m.Liberties && m.Hover != engine.NoPoint && pos.At(m.Hover).IsStone() {
		v.drawLiberties(dst, t, pos, m.Hover)
	}
	if m.Ko != engine.NoPoint && pos.At(m.Ko) == engine.Empty {
		v.drawKo(dst, m.Ko)
	}
	// The liberties' number of the stone pointed at takes the place of the last move's square.
	if m.Last != engine.NoPoint && m.Last != engine.Pass && pos.At(m.Last).IsStone() && !(m.Liberties && m.Hover == m.Last) {
		v.drawLast(dst, m.Last)
	}
	if m.Highlight != engine.NoPoint && m.Highlight != engine.Pass {
		v.drawHighlight(dst, t, m.Highlight)
	}
	for _, p := range m.Rings {
		v.drawHighlight(dst, t, p)
	}
	for _, p := range m.Dots {
		v.drawDot(dst, p)
	}
	for _, p := range m.Risk {
		if pos.At(p).IsStone() {
			v.drawRisk(dst, pos, p)
		}
	}
	for _, a := range m.Arrows {
		v.drawArrow(dst, a)
	}
	for _, l := range m.Labels {
		v.drawLabel(dst, t, pos, l)
	}
	if v.refT > 0 && v.refused != engine.NoPoint {
		v.drawRefused(dst, v.refused, float64(v.refT)/refuseFrames)
	}
}

// scaleOf returns the drawing scale of the stone at p (a new stone settles from a little larger).
func (v *View) scaleOf(p engine.Point) float64 {
	if p == v.dropAt && v.dropT > 0 {
		f := float64(v.dropT) / dropFrames
		return 1 + 0.12*f*f
	}
	return 1
}

// drawStone draws one stone sprite centred on p with the given opacity and scale.
func (v *View) drawStone(dst *ebiten.Image, p engine.Point, c engine.Color, alpha, scale float64, ghost bool) {
	img := v.stones.black
	if c == engine.White {
		img = v.stones.white
	}
	x, y := v.geo.Center(p)
	d := float64(v.stones.size)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-d/2, -d/2)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(img, op)
}

// drawGhost draws a stone of colour c at p faded, as a stone not played; a white one gets a thin dark rim so that it
// stands out from the light wood.
func (v *View) drawGhost(dst *ebiten.Image, p engine.Point, c engine.Color) {
	v.drawStone(dst, p, c, 0.5, 1, true)
	if c == engine.White {
		x, y := v.geo.Center(p)
		widget.StrokeCircle(dst, x, y, v.geo.Cell*0.47, math.Max(1.2, v.geo.Cell*0.025), widget.WithAlpha(terrOutline, 0xB0))
	}
}

// drawShadow draws the soft shadow below and right of the stone at p.
func (v *View) drawShadow(dst *ebiten.Image, p engine.Point, scale float64) {
	x, y := v.geo.Center(p)
	d := float64(v.stones.size)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-d/2, -d/2)
	op.GeoM.Scale(scale*1.02, scale*1.02)
	op.GeoM.Translate(math.Round(x+v.geo.Cell*0.05*scale), math.Round(y+v.geo.Cell*0.08*scale))
	op.ColorScale.ScaleAlpha(0.8)
	dst.DrawImage(v.stones.shadow, op)
}
