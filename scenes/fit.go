package scenes

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// Texts must fit their controls in every language (F-41): a caption that
// is too long is drawn shortened with "…", which a player cannot read.
// cutTexts finds such captions on a screen, the way the widgets draw them;
// tests run it over every scene in English, Czech and Russian, and a
// script's screenshots get a report of it beside them.

// cutTexts returns a line for every caption of the scene's visible
// controls that does not fit, such as `button "Nová hra": 182 px in 150`.
func cutTexts(sc Scene, t *widget.Theme) []string {
	f, ok := sc.(formScene)
	if !ok {
		return nil
	}
	skip := map[widget.Widget]bool{}
	if d, ok := sc.(dataScene); ok {
		for _, w := range d.dataWidgets() {
			skip[w] = true
		}
	}
	var out []string
	cut := func(kind, text string, need, room float64) {
		if need > room {
			out = append(out, fmt.Sprintf("%s %q: %.0f px in %.0f", kind, text, need, room))
		}
	}
	for _, w := range f.mainForm().Items() {
		b := w.Common()
		if b.Hidden || b.Rect.Empty() || skip[w] {
			continue
		}
		switch w := w.(type) {
		case *widget.Button:
			size := widget.SizeBody
			if w.Small {
				size = widget.SizeSmall
			}
			bold := w.Kind == widget.ButtonPrimary
			room := float64(w.Rect.Dx()) - t.S(12)
			if widget.TextWidth(w.Text, t.Face(size, bold)) > room {
				size = widget.SizeSmall // the button shrinks a long caption first
			}
			cut("button", w.Text, widget.TextWidth(w.Text, t.Face(size, bold)), room)
		case *widget.Toggle:
			cut("switch", w.Text, widget.TextWidth(w.Text, t.Face(widget.SizeBody, false)), float64(w.Rect.Dx()-t.I(42)-t.I(10)))
		case *widget.Radio:
			size := widget.SizeBody
			if w.Small {
				size = widget.SizeSmall
			}
			for i, seg := range widget.SplitH(w.Rect, len(w.Options), 0) {
				cut("choice", w.Options[i], widget.TextWidth(w.Options[i], t.Face(size, true)), float64(seg.Dx())-t.S(6))
			}
		case *widget.Stepper:
			room := float64(w.Rect.Dx() - 2*w.Rect.Dy())
			face := t.Face(widget.SizeBody, true)
			lo, hi := w.Value, w.Value
			if w.Arrows {
				lo, hi = w.Min, w.Max // names: every one of them must fit
			}
			for v := lo; v <= hi; v++ {
				s := fmt.Sprint(v)
				if w.Format != nil {
					s = w.Format(v)
				}
				cut("value", s, widget.TextWidth(s, face), room)
			}
		case *widget.Label:
			if w.Wrap || w.Text == "" || strings.Contains(w.Text, "\n") {
				continue
			}
			cut("text", w.Text, widget.TextWidth(w.Text, t.Face(w.Size, w.Bold)), float64(w.Rect.Dx()))
		case *widget.List:
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

// dataScene is a scene some of whose labels show the user's data (a folder
// path), which may be shortened to fit and are not checked.
type dataScene interface {
	dataWidgets() []widget.Widget
}

// fitReport is written beside a script's screenshot as FILE.fit.json.
type fitReport struct {
	// Lang is the language of the screen.
	Lang string
	// Cut lists the captions that do not fit (see cutTexts).
	Cut []string
}

// noteFit writes the fit report of the screen a script is about to
// capture, once per screenshot, off the game loop.
func (a *App) noteFit() {
	sv := a.ctx.svc
	if a.script == nil || sv == nil {
		return
	}
	file := a.script.WantShot()
	if file == "" || file == sv.fitFor || a.mgr.fresh || a.mgr.out > 0 {
		return
	}
	sv.fitFor = file
	rep := fitReport{Lang: a.ctx.Tr.Lang(), Cut: cutTexts(a.mgr.cur, a.ctx.Theme)}
	if rep.Cut == nil {
		rep.Cut = []string{}
	}
	sv.fitWG.Add(1)
	go func() {
		defer sv.fitWG.Done()
		if data, err := json.Marshal(rep); err == nil {
			os.WriteFile(file+".fit.json", data, 0o644)
		}
	}()
}
