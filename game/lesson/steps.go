package lesson

import (
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// PropLiberties (AGLI) on a node of a show page asks to show the liberties of the chain at each listed point as
// dots; they are counted from the position, never stored.
const PropLiberties = "AGLI"

// Step is one node of a show page's main line: the start (no move) or a move, with what it says and the marks
// drawn while it is shown.
type Step struct {
	// Move is the move played at this step; the first step, the start position, has none (Point NoPoint).
	Move engine.Move
	// Text is the node's comment with its translations; empty when the node says nothing.
	Text Text
	// Marks are the node's marks (SGF CR, LB, AR and AGLI).
	Marks StepMarks
}

// StepMarks are the marks of one step, read from the standard SGF markup so that an SGF editor shows them too.
type StepMarks struct {
	// Rings circles points (SGF CR).
	Rings []engine.Point
	// Labels writes texts on points (SGF LB).
	Labels []StepLabel
	// Arrows are drawn from the first point to the second (SGF AR).
	Arrows [][2]engine.Point
	// Liberties are the points of chains whose liberties are shown as dots (AGLI).
	Liberties []engine.Point
}

// StepLabel is a text written on a point.
type StepLabel struct {
	Point engine.Point
	Text  string
}

// Steps returns the main line of the page's record as steps, the start first.
func (p *Page) Steps() []Step {
	g := p.Record.Clone()
	g.ToStart()
	line := g.Line()
	cols, rows := p.Record.Position().Cols(), p.Record.Position().Rows()
	out := make([]Step, 0, len(line))
	for i, n := range line {
		st := Step{Move: engine.Move{Point: engine.NoPoint}, Marks: nodeMarks(n, cols, rows)}
		if i > 0 && n.HasMove() {
			st.Move = n.Move()
		} else if i > 0 {
			continue // a setup node in the middle of a show is not a step
		}
		if i > 0 { // the root's comment is the page's text
			st.Text = nodeText(n)
		}
		out = append(out, st)
	}
	return out
}

// nodeText reads a node's comment and its translations (AGC, "lang:text").
func nodeText(n *engine.Node) Text {
	t := Text{}
	if c := strings.TrimSpace(n.Comment); c != "" {
		t["en"] = c
	}
	for _, v := range propValues(n, "AGC") {
		if lang, text, ok := strings.Cut(v, ":"); ok && len(lang) == 2 {
			t[lang] = strings.TrimSpace(text)
		}
	}
	if t["en"] == "" {
		return nil
	}
	return t
}

// nodeMarks reads the marks of a node; a value that is not a point of the board is left out.
func nodeMarks(n *engine.Node, cols, rows int) StepMarks {
	var m StepMarks
	point := func(s string) (engine.Point, bool) {
		pt, err := engine.ParseSGFPoint(strings.TrimSpace(s), cols, rows)
		return pt, err == nil && pt != engine.Pass
	}
	for _, v := range propValues(n, "CR") {
		if pt, ok := point(v); ok {
			m.Rings = append(m.Rings, pt)
		}
	}
	for _, v := range propValues(n, PropLiberties) {
		if pt, ok := point(v); ok {
			m.Liberties = append(m.Liberties, pt)
		}
	}
	for _, v := range propValues(n, "LB") {
		at, text, ok := strings.Cut(v, ":")
		if pt, good := point(at); ok && good && text != "" {
			m.Labels = append(m.Labels, StepLabel{Point: pt, Text: text})
		}
	}
	for _, v := range propValues(n, "AR") {
		from, to, ok := strings.Cut(v, ":")
		a, okA := point(from)
		b, okB := point(to)
		if ok && okA && okB && a != b {
			m.Arrows = append(m.Arrows, [2]engine.Point{a, b})
		}
	}
	return m
}

// propValues returns the values of the kept property id of n, of every time it is written: a lesson writes
// AGC[cs:…]AGC[ru:…], one property a language.
func propValues(n *engine.Node, id string) []string {
	var out []string
	for _, p := range n.Props {
		if p.ID == id {
			out = append(out, p.Values...)
		}
	}
	return out
}
