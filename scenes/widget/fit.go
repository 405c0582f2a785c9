package widget

import (
	"fmt"
	"strings"
)

// Texts must fit their controls in every language: a caption that
// is too long is drawn shortened with "…", which a player cannot read.
// CutTexts finds such captions on a screen, the way the widgets draw them;
// tests run it over every scene in English, Czech and Russian, and a
// script's screenshots get a report of it beside them.

// CutTexts returns a line for every caption of the form's visible
// controls that does not fit, such as `button "Nová hra": 182 px in 150`;
// the controls in data show the user's own data (a folder path), which may
// be shortened to fit, and are not checked.
func CutTexts(f *Form, t *Theme, data []Widget) []string {
	skip := map[Widget]bool{}
	for _, w := range data {
		skip[w] = true
	}
	var out []string
	cut := func(kind, text string, need, room float64) {
		if need > room {
			out = append(out, fmt.Sprintf("%s %q: %.0f px in %.0f", kind, text, need, room))
		}
	}
	for _, w := range f.Items() {
		b := w.Common()
		if b.Hidden || b.Rect.Empty() || skip[w] {
			continue
		}
		switch w := w.(type) {
		case *Button:
			size := SizeBody
			if w.Small {
				size = SizeSmall
			}
			bold := w.Kind == ButtonPrimary
			room := float64(w.Rect.Dx()) - t.S(12)
			if TextWidth(w.Text, t.Face(size, bold)) > room {
				size = SizeSmall // the button shrinks a long caption first
			}
			cut("button", w.Text, TextWidth(w.Text, t.Face(size, bold)), room)
		case *Toggle:
			cut("switch", w.Text, TextWidth(w.Text, t.Face(SizeBody, false)), float64(w.Rect.Dx()-t.I(42)-t.I(10)))
		case *Radio:
			size := SizeBody
			if w.Small {
				size = SizeSmall
			}
			for i, seg := range w.segments() {
				cut("choice", w.Options[i], TextWidth(w.Options[i], t.Face(size, true)), float64(seg.Dx())-t.S(6))
			}
		case *Stepper:
			room := float64(w.Rect.Dx() - 2*w.Rect.Dy())
			face := t.Face(SizeBody, true)
			lo, hi := w.Value, w.Value
			if w.Arrows {
				lo, hi = w.Min, w.Max // names: every one of them must fit
			}
			for v := lo; v <= hi; v++ {
				s := fmt.Sprint(v)
				if w.Format != nil {
					s = w.Format(v)
				}
				cut("value", s, TextWidth(s, face), room)
			}
		case *Card:
			room := w.TitleRoom(t)
			cut("card", w.Title, TextWidth(w.Title, t.Face(SizeBody, true)), room)
			cut("card detail", w.Detail, TextWidth(w.Detail, t.Face(SizeSmall, false)), room)
		case *Tile:
			cut("tile", w.Text, TextWidth(w.Text, t.Face(w.captionSize(), w.Selected)), w.CaptionRoom(t))
		case *Label:
			if w.Wrap || w.Text == "" || strings.Contains(w.Text, "\n") {
				continue
			}
			cut("text", w.Text, TextWidth(w.Text, t.Face(w.Size, w.Bold)), float64(w.Rect.Dx()))
		case *List:
			for _, s := range w.CutTitles(t) {
				out = append(out, fmt.Sprintf("heading %q", s))
			}
			for _, s := range w.CutCells(t) {
				out = append(out, fmt.Sprintf("row %q", s))
			}
		}
	}
	return out
}
