package lesson

import (
	"errors"
	"slices"
	"sort"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// ErrNoWords means a lesson to be written has no title, or a page no text, in any language.
var ErrNoWords = errors.New("no words in any language")

// Languages are the languages a lesson's words are written in, English first: the one other programs show.
var Languages = []string{"en", "cs", "ru"}

// lessonProps are the root properties a lesson writes from a page's fields; a page's record may carry them from
// the file it was read from, and Format writes them anew.
var lessonProps = []string{PropGoal, PropTarget, PropAnswer, PropMotif, PropAnyWay, PropOnlyAnswers, PropLevel,
	PropHint, "AGC", "AGGN"}

// Format writes l as a lesson file that Parse reads back to the same lesson: one SGF game tree a page, each page's
// record (its position, side to move, rules and a show page's moves) with its words and goal on its root; the
// title goes on the first page. A text's English is written in C (GN), the text other programs show; a text
// without English has its first language there in its stead, and every language also in AGC (AGGN). It returns
// ErrNoWords when the title or a page's text is empty in every language, l is not changed.
func Format(l *Lesson) ([]byte, error) {
	if l.Title.first() == "" || len(l.Pages) == 0 {
		return nil, ErrNoWords
	}
	trees := make([]*sgf.Tree, 0, len(l.Pages))
	for i := range l.Pages {
		p := &l.Pages[i]
		if p.Text.first() == "" {
			return nil, ErrNoWords
		}
		g := p.Record.Clone()
		g.ToStart()
		root := g.Root()
		root.Props = slices.DeleteFunc(root.Props, func(pr engine.Property) bool { return slices.Contains(lessonProps, pr.ID) })
		root.Comment = p.Text.first()
		g.Info.GameName = ""
		if i == 0 {
			g.Info.GameName = l.Title.first()
		}
		t, err := sgf.TreeFromGame(g)
		if err != nil {
			return nil, err
		}
		r := t.Root
		if i == 0 {
			addValues(r, "AGGN", l.Title.translations())
		}
		addValues(r, "AGC", p.Text.translations())
		pagePropsTo(r, p)
		trees = append(trees, t)
	}
	return sgf.FormatBytes(trees...)
}

// pagePropsTo adds the goal of page p to the root r of its game tree: nothing on a show page.
func pagePropsTo(r *sgf.Node, p *Page) {
	addValues(r, PropHint, p.Hint.all())
	switch p.Kind {
	case PageShow:
		return
	case PageGame:
		r.Add(PropGoal, "game")
		r.Add(PropLevel, p.Level)
		return
	}
	r.Add(PropGoal, p.Goal.Kind.String())
	if len(p.Goal.Targets) > 0 {
		r.Add(PropTarget, sgfPoints(p.Goal.Targets)...)
	}
	if len(p.Answers) > 0 {
		r.Add(PropAnswer, sgfPoints(p.Answers)...)
	}
	if p.Goal.AnyWay {
		r.Add(PropAnyWay, "yes")
	}
	if p.OnlyAnswers {
		r.Add(PropOnlyAnswers, "yes")
	}
	if p.Motif != ai.MotifNone {
		r.Add(PropMotif, p.Motif.String())
	}
}

// addValues adds property id with values to r, unless there are none.
func addValues(r *sgf.Node, id string, values []string) {
	if len(values) > 0 {
		r.Add(id, values...)
	}
}

// sgfPoints writes points as SGF values.
func sgfPoints(pts []engine.Point) []string {
	out := make([]string, len(pts))
	for i, pt := range pts {
		out[i] = pt.SGF()
	}
	return out
}

// first returns the text in English, else in the first of Languages it has, else in any language (by code).
func (t Text) first() string {
	for _, lang := range Languages {
		if t[lang] != "" {
			return t[lang]
		}
	}
	for _, lang := range t.langs() {
		if t[lang] != "" {
			return t[lang]
		}
	}
	return ""
}

// langs returns the languages t has a text in, by code.
func (t Text) langs() []string {
	var out []string
	for lang, s := range t {
		if s != "" {
			out = append(out, lang)
		}
	}
	sort.Strings(out)
	return out
}

// translations returns the values of a text's translation property: "lang:text" for every language but English.
func (t Text) translations() []string {
	var out []string
	for _, lang := range t.langs() {
		if lang != "en" {
			out = append(out, lang+":"+t[lang])
		}
	}
	return out
}

// all returns the values of a property that holds every language of t, English too: "lang:text".
func (t Text) all() []string {
	var out []string
	for _, lang := range t.langs() {
		out = append(out, lang+":"+t[lang])
	}
	return out
}
