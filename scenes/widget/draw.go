package widget

import (
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// whitePixel is the source image for filled shapes.
var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// shapeBuf holds vertex and index buffers reused between shapes.
var shapeBuf struct {
	vs []ebiten.Vertex
	is []uint16
}

// roundRectPath appends a rounded rectangle to p.
func roundRectPath(p *vector.Path, x, y, w, h, r float32) {
	if r > w/2 {
		r = w / 2
	}
	if r > h/2 {
		r = h / 2
	}
	if r <= 0 {
		p.MoveTo(x, y)
		p.LineTo(x+w, y)
		p.LineTo(x+w, y+h)
		p.LineTo(x, y+h)
		p.Close()
		return
	}
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.ArcTo(x+w, y, x+w, y+r, r)
	p.LineTo(x+w, y+h-r)
	p.ArcTo(x+w, y+h, x+w-r, y+h, r)
	p.LineTo(x+r, y+h)
	p.ArcTo(x, y+h, x, y+h-r, r)
	p.LineTo(x, y+r)
	p.ArcTo(x, y, x+r, y, r)
	p.Close()
}

// drawPath fills (strokeWidth 0) or strokes p in colour c.
func drawPath(dst *ebiten.Image, p *vector.Path, c color.Color, strokeWidth float32) {
	vs, is := shapeBuf.vs[:0], shapeBuf.is[:0]
	if strokeWidth > 0 {
		vs, is = p.AppendVerticesAndIndicesForStroke(vs, is, &vector.StrokeOptions{Width: strokeWidth, LineJoin: vector.LineJoinRound})
	} else {
		vs, is = p.AppendVerticesAndIndicesForFilling(vs, is)
	}
	r, g, b, a := c.RGBA()
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR = float32(r) / 0xffff
		vs[i].ColorG = float32(g) / 0xffff
		vs[i].ColorB = float32(b) / 0xffff
		vs[i].ColorA = float32(a) / 0xffff
	}
	op := &ebiten.DrawTrianglesOptions{AntiAlias: true, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	if strokeWidth <= 0 {
		op.FillRule = ebiten.FillRuleNonZero
	}
	dst.DrawTriangles(vs, is, whitePixel, op)
	shapeBuf.vs, shapeBuf.is = vs, is
}

// FillRoundRect fills r with rounded corners of the given radius.
func FillRoundRect(dst *ebiten.Image, r image.Rectangle, radius float64, c color.Color) {
	FillRoundRectF(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), float32(radius), c)
}

// FillRoundRectF fills a rounded rectangle given in float coordinates.
func FillRoundRectF(dst *ebiten.Image, x, y, w, h, radius float32, c color.Color) {
	var p vector.Path
	roundRectPath(&p, x, y, w, h, radius)
	drawPath(dst, &p, c, 0)
}

// StrokeRoundRect draws the outline of r with rounded corners, the line
// centred on the rectangle's edge inset by half its width.
func StrokeRoundRect(dst *ebiten.Image, r image.Rectangle, radius, width float64, c color.Color) {
	var p vector.Path
	hw := float32(width / 2)
	roundRectPath(&p, float32(r.Min.X)+hw, float32(r.Min.Y)+hw, float32(r.Dx())-2*hw, float32(r.Dy())-2*hw, float32(radius)-hw)
	drawPath(dst, &p, c, float32(width))
}

// ShadowRect draws a soft shadow under r: a few offset, translucent round
// rectangles.
func ShadowRect(t *Theme, dst *ebiten.Image, r image.Rectangle, radius float64) {
	for i := 3; i >= 1; i-- {
		d := t.S(float64(i))
		FillRoundRectF(dst, float32(float64(r.Min.X)-d/2), float32(float64(r.Min.Y)+d/2), float32(float64(r.Dx())+d), float32(float64(r.Dy())+d), float32(radius+d), t.Shadow)
	}
}

// Align places text relative to a point or inside a rectangle.
type Align int

// Alignments along one axis.
const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// DrawText draws s with its box's top-left, centre or end at (x, y) along
// each axis as h and v say; newlines start new lines.
func DrawText(dst *ebiten.Image, s string, face text.Face, x, y float64, h, v Align, c color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.LineSpacing = face.Metrics().HAscent + face.Metrics().HDescent + face.Metrics().HLineGap
	op.LineSpacing *= 1.2
	op.PrimaryAlign = text.Align(h)
	op.SecondaryAlign = text.Align(v)
	text.Draw(dst, s, face, op)
}

// DrawTextIn draws s aligned inside r.
func DrawTextIn(dst *ebiten.Image, s string, face text.Face, r image.Rectangle, h, v Align, c color.Color) {
	x := float64(r.Min.X)
	switch h {
	case AlignCenter:
		x = float64(r.Min.X+r.Max.X) / 2
	case AlignEnd:
		x = float64(r.Max.X)
	}
	y := float64(r.Min.Y)
	switch v {
	case AlignCenter:
		y = float64(r.Min.Y+r.Max.Y) / 2
	case AlignEnd:
		y = float64(r.Max.Y)
	}
	DrawText(dst, s, face, x, y, h, v, c)
}

// TextWidth returns the width of the widest line of s in pixels.
func TextWidth(s string, face text.Face) float64 {
	w := 0.0
	for _, line := range strings.Split(s, "\n") {
		if a := text.Advance(line, face); a > w {
			w = a
		}
	}
	return w
}

// LineSpacing returns the distance between two baselines for face as
// DrawText uses it.
func LineSpacing(face text.Face) float64 {
	m := face.Metrics()
	return (m.HAscent + m.HDescent + m.HLineGap) * 1.2
}

// Wrap breaks s into lines no wider than width, at spaces where possible;
// existing newlines are kept.
func Wrap(s string, face text.Face, width float64) string {
	if width <= 0 {
		return s
	}
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line := words[0]
		for _, w := range words[1:] {
			if text.Advance(line+" "+w, face) <= width {
				line += " " + w
				continue
			}
			out = append(out, line)
			line = w
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// Ellipsize shortens s with "…" so that it fits in width.
func Ellipsize(s string, face text.Face, width float64) string {
	if text.Advance(s, face) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if text.Advance(string(r)+"…", face) <= width {
			return string(r) + "…"
		}
	}
	return ""
}
