package lesson

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// The custom SGF properties of a lesson file. A lesson is one SGF collection: each game tree is a page, and the
// first page's game name (GN) is the lesson's title. Other programs show the stones and the English texts (C,
// GN); the translations are in the properties named after the text's own with "AG" before it, one value per
// language written "cs:Text".
const (
	// PropGoal (AGGL) is a page's goal: an ai.GoalKind name ("capture", "save", "win", "live", "kill",
	// "liberties", "atari", "place", "ladder"), or "game" for a game against the computer.
	PropGoal = "AGGL"
	// PropTarget (AGTG) lists the points of the goal's targets.
	PropTarget = "AGTG"
	// PropAnswer (AGAN) lists the author's intended answers: the checker proves each is accepted, the judge
	// never reads them.
	PropAnswer = "AGAN"
	// PropMotif (AGMO) names the tactic the page teaches (an ai.Motif name); on a capture page the checker proves
	// an intended answer's line shows it, on others it names what the page trains (a save in a ko trains the ko).
	PropMotif = "AGMO"
	// PropAnyWay (AGAW[yes]) on a capture page accepts every move that forces a capture; without it only the
	// quickest ways to the targets are right, and a slower one, or one that takes other stones first, is set aside.
	PropAnyWay = "AGAW"
	// PropOnlyAnswers (AGOA[yes]) on an exercise makes the intended answers (AGAN) the only right first moves: another
	// move the judge proves right is taken back with "that works too, but this page asks for another way".
	PropOnlyAnswers = "AGOA"
	// PropLevel (AGLV) is the computer level of a game page.
	PropLevel = "AGLV"
	// PropHint (AGHI) is the author's hint on an exercise, one value per language written "en:Text", which the
	// page gives as its first hint.
	PropHint = "AGHI"
)

// ErrBadLesson means a lesson file cannot be used: it is not SGF, a page's position is illegal, or a goal does
// not fit its position.
var ErrBadLesson = errors.New("bad lesson file")

// Text is a text in several languages, by language code; "en" is always there.
type Text map[string]string

// In returns the text in lang, or in English when it has no translation, or in the first language it has (a
// hint written in Czech alone).
func (t Text) In(lang string) string {
	if s, ok := t[lang]; ok && s != "" {
		return s
	}
	return t.first()
}

// PageKind says what a page asks of the learner.
type PageKind uint8

const (
	// PageShow explains: a text, and the moves of its record's main line played out as an animation.
	PageShow PageKind = iota
	// PageExercise asks for moves (or points) that reach its goal; the judge decides each one.
	PageExercise
	// PageQuestion asks a question answered yes or no (does this ladder work? does Black win the count?), which
	// the judge answers.
	PageQuestion
	// PageGame is a game against a computer level from the page's position; winning it finishes the lesson.
	PageGame
)

// Page is one page of a lesson.
type Page struct {
	Kind PageKind
	// Text is what the page says.
	Text Text
	// Hint is the author's hint (AGHI), the first hint an exercise gives; empty when the page has none.
	Hint Text
	// Record holds the page's board: its root is the start position (with its side to move and rules) and a
	// show page's moves follow on the main line, with their own comments. An exercise's or question's moves on
	// the main line lead to its start (so a ko just taken there may not be taken back at once).
	Record *engine.Game
	// Goal is what an exercise or question asks of the side to move.
	Goal ai.Goal
	// Answers are the author's intended answers, for the checker.
	Answers []engine.Point
	// OnlyAnswers makes Answers the only right first moves (AGOA[yes]).
	OnlyAnswers bool
	// Motif is the tactic the page teaches, ai.MotifNone when it names none.
	Motif ai.Motif
	// Level is the computer level of a game page.
	Level string
	// Source is where the page starts: "file.sgf:LINE".
	Source string
	// Grade is how hard a practice page is (GradeNone on a lesson's own pages).
	Grade Grade
	// Measure is what the judge proved of a practice page, its grade's grounds (zero on a lesson's own pages).
	Measure Measure
}

// Start returns the page's start position: the root's on a show or game page, the position after the main line's
// moves on an exercise or question, whose last move may have taken a ko.
func (p *Page) Start() engine.Position {
	n := p.Record.Root()
	if p.Kind == PageExercise || p.Kind == PageQuestion {
		for kids := n.Children(); len(kids) > 0; kids = n.Children() {
			n = kids[0]
		}
	}
	return n.Position()
}

// Learner returns the colour the learner plays: the side to move (PL) of an exercise or question, and Black in
// a game, where PL says who moves first (White after Black's handicap stones).
func (p *Page) Learner() engine.Color {
	if p.Kind == PageGame {
		return engine.Black
	}
	start := p.Start()
	return start.ToMove()
}

// Lesson is a lesson: its key (the file's name without .sgf), its title and its pages in order.
type Lesson struct {
	Key   string
	Title Text
	Pages []Page
	// Own is set for a lesson read from an own folder (LoadFolder) rather than built in.
	Own bool
}

// Parse reads the lesson in the SGF collection data; name is the file's name, which gives the key and the
// sources. A problem is a *PageError, which wraps ErrBadLesson and the reason and names the page.
func Parse(name string, data []byte) (*Lesson, error) {
	key := strings.TrimSuffix(path.Base(name), path.Ext(name))
	file := path.Base(name)
	trees, err := sgf.ParseBytes(data)
	if err != nil {
		return nil, &PageError{File: file, Err: err}
	}
	l := &Lesson{Key: key}
	for i, t := range trees {
		src := fmt.Sprintf("%s:%d", file, t.Root.Line)
		p, err := parsePage(t, src)
		if err != nil {
			pe, ok := err.(*PageError)
			if !ok {
				pe = &PageError{Err: err}
			}
			pe.File, pe.Page, pe.Line = file, i+1, t.Root.Line
			return nil, pe
		}
		if i == 0 {
			l.Title = texts(t.Root, "GN")
		}
		l.Pages = append(l.Pages, p)
	}
	if len(l.Pages) == 0 || l.Title["en"] == "" {
		return nil, &PageError{File: file, Err: ErrNoTitle}
	}
	return l, nil
}

// parsePage reads one game tree as a page.
func parsePage(t *sgf.Tree, src string) (Page, error) {
	g, err := sgf.GameFromTree(t)
	if err != nil {
		return Page{}, err
	}
	if err := sgf.Warning(g); err != nil { // a game file may break the rules as recorded; a lesson may not
		return Page{}, err
	}
	g.ToStart()
	p := Page{Record: g, Text: texts(t.Root, "C"), Hint: langTexts(t.Root, PropHint), Source: src}
	points := func(id string) ([]engine.Point, error) {
		var out []engine.Point
		for _, v := range t.Root.Values(id) {
			pt, err := engine.ParseSGFPoint(strings.TrimSpace(v), g.Position().Cols(), g.Position().Rows())
			if err != nil || pt == engine.Pass {
				return nil, &PageError{Err: ErrNotAPoint, Prop: id, Value: v}
			}
			out = append(out, pt)
		}
		return out, nil
	}
	goal, ok := t.Root.Value(PropGoal)
	switch {
	case !ok:
		p.Kind = PageShow
		return p, nil
	case goal == "game":
		p.Kind = PageGame
		p.Level, _ = t.Root.Value(PropLevel)
		if _, ok := ai.LevelByKey(p.Level); !ok {
			return Page{}, &PageError{Err: ErrUnknownLevel, Prop: PropLevel, Value: p.Level}
		}
		return p, nil
	}
	kind, err := ai.ParseGoalKind(goal)
	if err != nil {
		return Page{}, &PageError{Err: ErrUnknownGoal, Prop: PropGoal, Value: goal}
	}
	p.Kind = PageExercise
	if kind == ai.GoalLadder || kind == ai.GoalCount {
		p.Kind = PageQuestion
	}
	p.Goal.Kind = kind
	if p.Goal.Targets, err = points(PropTarget); err != nil {
		return Page{}, err
	}
	if p.Answers, err = points(PropAnswer); err != nil {
		return Page{}, err
	}
	if v, ok := t.Root.Value(PropAnyWay); ok {
		if v != "yes" {
			return Page{}, &PageError{Err: ErrYesValue, Prop: PropAnyWay, Value: v}
		}
		p.Goal.AnyWay = true
	}
	if v, ok := t.Root.Value(PropOnlyAnswers); ok {
		if v != "yes" {
			return Page{}, &PageError{Err: ErrYesValue, Prop: PropOnlyAnswers, Value: v}
		}
		p.OnlyAnswers = true
	}
	if m, ok := t.Root.Value(PropMotif); ok {
		if p.Motif, ok = ai.ParseMotif(m); !ok {
			return Page{}, &PageError{Err: ErrUnknownMotif, Prop: PropMotif, Value: m}
		}
		if kind == ai.GoalCapture {
			p.Goal.Motif = p.Motif
		}
	}
	start := p.Start()
	if err := checkGoal(p.Goal, &start, start.ToMove()); err != nil {
		return Page{}, err
	}
	return p, nil
}

// texts reads the text property id of n and its translations (property "AG"+id, values "lang:text").
func texts(n *sgf.Node, id string) Text {
	t := Text{}
	if v, ok := n.Value(id); ok {
		t["en"] = strings.TrimSpace(v)
	}
	for _, v := range n.Values("AG" + id) {
		if lang, text, ok := strings.Cut(v, ":"); ok && len(lang) == 2 {
			t[lang] = strings.TrimSpace(text)
		}
	}
	return t
}

// langTexts reads the property id of n whose values are a text in each language ("lang:text").
func langTexts(n *sgf.Node, id string) Text {
	t := Text{}
	for _, v := range n.Values(id) {
		if lang, text, ok := strings.Cut(v, ":"); ok && len(lang) == 2 && strings.TrimSpace(text) != "" {
			t[lang] = strings.TrimSpace(text)
		}
	}
	return t
}

// LoadDir reads every lesson file (*.sgf) in dir of fsys, in the order of their names (ReadFile: a FIFO or a folder
// named .sgf is refused unopened). The first file that cannot be used ends it with a FileProblem naming it.
func LoadDir(fsys fs.FS, dir string) ([]*Lesson, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.sgf"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []*Lesson
	for _, n := range names {
		data, err := ReadFile(fsys, n)
		if err != nil {
			return nil, FileProblem{Name: n, Err: err}
		}
		l, err := Parse(n, data)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}
