package widget

import (
	"image"
	"image/color"
	"strings"
	"sync/atomic"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// whitePixel is the source image for filled shapes.
var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// Align places text relative to a point or inside a rectangle.
type Align int

// Alignments along one axis.
const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// textSeen, when set, is told every text DrawText draws (SeeTexts).
var textSeen atomic.Pointer[func(string)]

// SeeTexts makes DrawText tell seen every text it draws, until the stop it returns is called, so that a test can
// check what reaches the screen; seen runs where DrawText is called.
func SeeTexts(seen func(s string)) (stop func()) {
	textSeen.Store(&seen)
	return func() { textSeen.Store(nil) }
}

// DrawText draws s with its box's top-left, centre or end at (x, y) along
// each axis as h and v say; newlines start new lines.
func DrawText(dst *ebiten.Image, s string, face text.Face, x, y float64, h, v Align, c color.Color) {
	if seen := textSeen.Load(); seen != nil {
		(*seen)(s)
	}
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
		if a := advance(line, face); a > w {
			w = a
		}
	}
	return w
}

// advance returns the width of the one-line text s drawn whole with face.
func advance(s string, face text.Face) float64 {
	return text.AdvanceAt(s, len(s), face)
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
			if advance(line+" "+w, face) <= width {
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

// ellipsizeMax is the most characters Ellipsize keeps: no line the window draws shows more, and a longer text (a
// player's name of 200,000 letters in a file) is cut before it is measured.
const ellipsizeMax = 512

// Ellipsize shortens s with "…" so that it fits in width. It measures the text about log₂(ellipsizeMax) times,
// whatever the length of s.
func Ellipsize(s string, face text.Face, width float64) string {
	r := []rune(s)
	cut := len(r) > ellipsizeMax
	if cut {
		r = r[:ellipsizeMax]
	} else if advance(s, face) <= width {
		return s
	}
	// The longest start of s that fits with "…": a binary search, as a longer start is never narrower.
	lo, hi := 0, len(r)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if advance(string(r[:mid])+"…", face) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 && advance("…", face) > width {
		return ""
	}
	return string(r[:lo]) + "…"
}

// maxMarks is how many combining marks TameMarks keeps on one letter: enough for any language's accents.
const maxMarks = 2

// TameMarks returns s with at most maxMarks combining marks (accents written as characters of their own) on each
// letter, so that a text piling up dozens of them, as some names in game files do, is drawn at the height of a line.
func TameMarks(s string) string {
	marks, cut := 0, false
	for _, r := range s {
		if unicode.In(r, unicode.Mn, unicode.Me) {
			if marks++; marks > maxMarks {
				cut = true
				break
			}
		} else {
			marks = 0
		}
	}
	if !cut {
		return s
	}
	var b strings.Builder
	marks = 0
	for _, r := range s {
		if unicode.In(r, unicode.Mn, unicode.Me) {
			if marks++; marks > maxMarks {
				continue
			}
		} else {
			marks = 0
		}
		b.WriteRune(r)
	}
	return b.String()
}
