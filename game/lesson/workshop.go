package lesson

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// This file is the teacher's workshop's model: a page being made from a position (Draft), what it asks of the
// learner (Task), and the lesson of one's own the pages are gathered in (Workshop). examine.go has the engine judge
// a draft as the lesson will; the window (scenes/workshop*.go) only reads input and draws.

// Task is what a page made in the workshop asks of the learner: one of the goals the lesson format has and the
// judge proves, or nothing (a show page).
type Task uint8

const (
	// TaskCapture asks to capture the marked chains (AGGL[capture]).
	TaskCapture Task = iota
	// TaskDoubleAtari asks to capture with a double atari (AGGL[capture] AGMO[double-atari]).
	TaskDoubleAtari
	// TaskSave asks to save the marked chains of the learner (AGGL[save]).
	TaskSave
	// TaskConnect asks to join the learner's marked chains (AGGL[connect]).
	TaskConnect
	// TaskLive asks that the learner's marked group lives (AGGL[live]).
	TaskLive
	// TaskKill asks that the opponent's marked group dies (AGGL[kill]).
	TaskKill
	// TaskWin asks to capture first in capture-1 Atari Go, proven by the exact solver (AGGL[win]).
	TaskWin
	// TaskLadder asks whether the marked chain is captured in a ladder, yes or no (AGGL[ladder]).
	TaskLadder
	// TaskCount asks whether Black wins the count of a Go position, yes or no (AGGL[count]).
	TaskCount
	// TaskShow asks nothing: a show page, the position and its words.
	TaskShow
)

// Tasks are the tasks the workshop offers, in the order it offers them.
var Tasks = []Task{TaskCapture, TaskDoubleAtari, TaskSave, TaskConnect, TaskLive, TaskKill, TaskWin, TaskLadder,
	TaskCount, TaskShow}

var taskNames = [...]string{"capture", "double-atari", "save", "connect", "live", "kill", "win", "ladder", "count", "show"}

// String returns the task's name, as catalog keys write it ("double-atari").
func (t Task) String() string {
	if int(t) < len(taskNames) {
		return taskNames[t]
	}
	return fmt.Sprintf("task(%d)", uint8(t))
}

// Goal returns the judge's goal kind of the task; ai.GoalNone for a show page.
func (t Task) Goal() ai.GoalKind {
	switch t {
	case TaskCapture, TaskDoubleAtari:
		return ai.GoalCapture
	case TaskSave:
		return ai.GoalSave
	case TaskConnect:
		return ai.GoalConnect
	case TaskLive:
		return ai.GoalLive
	case TaskKill:
		return ai.GoalKill
	case TaskWin:
		return ai.GoalWin
	case TaskLadder:
		return ai.GoalLadder
	case TaskCount:
		return ai.GoalCount
	}
	return ai.GoalNone
}

// Marks says which chains a task is about: the colour of the stones the teacher marks (the learner's, the
// opponent's, or none when the task needs no chain) and how many chains at most (0 for any number).
func (t Task) Marks(learner engine.Color) (c engine.Color, most int) {
	switch t {
	case TaskCapture, TaskDoubleAtari:
		return learner.Opponent(), 0
	case TaskSave, TaskConnect:
		return learner, 0
	case TaskLive:
		return learner, 1
	case TaskKill, TaskLadder:
		return learner.Opponent(), 1
	}
	return engine.Empty, 0
}

// TakesMotif reports whether a page of the task names a tactic the learner's right lines show (AGMO on a capture
// page): the engine names it, and the teacher may name another.
func (t Task) TakesMotif() bool { return t == TaskCapture }

// MaxExerciseSide is the longest side of a board the workshop judges an exercise on: the judge reads every legal
// move of the page, which on a larger board takes too long for a teacher waiting at the window. A larger board can
// be a show page.
const MaxExerciseSide = 13

// The reasons a draft cannot be a page, besides the judge's (ai.ErrNoTarget, ai.ErrTargetColor, ai.ErrOneTarget,
// ai.ErrWinBoard, ai.ErrCountRules, ai.ErrConnected) and the rules' (engine.ErrNoLiberties).
var (
	// ErrBoardTooLarge means an exercise is asked on a board with a side longer than MaxExerciseSide.
	ErrBoardTooLarge = fmt.Errorf("the workshop judges exercises on boards of at most %d×%d", MaxExerciseSide, MaxExerciseSide)
	// ErrTwoChains means a connect task names fewer than two chains.
	ErrTwoChains = errors.New("a connect task needs two chains of the learner")
	// ErrNotAStone means a point clicked as the task's chain holds no stone.
	ErrNotAStone = errors.New("no stone there")
)

// Draft is a page being made in the workshop: the position as the learner will find it (its side to move is the
// learner), what the page asks, the chains it is about (a stone of each), and its words. A zero Motif lets the
// engine name the tactic; Named is set when the teacher chose it.
type Draft struct {
	Start   engine.Position
	Task    Task
	Targets []engine.Point
	Motif   ai.Motif
	Named   bool
	Text    Text
	Hint    Text
	// Moves are a show page's line, played from Start as the learner steps through it; none on another task.
	Moves []engine.Move
}

// MaxShowMoves is the longest line a show page made from a game's moves takes.
const MaxShowMoves = 40

// ShowDraft starts a show page from a game's moves: line is the position shown (line[0], as the study board would
// hold it) and the nodes that follow it in the record; the page steps through their moves, at most most of them
// (MaxShowMoves when most is 0 or more), up to the first node without a move.
func ShowDraft(line []*engine.Node, most int) *Draft {
	if most <= 0 || most > MaxShowMoves {
		most = MaxShowMoves
	}
	d := NewDraft(line[0].Position())
	d.SetTask(TaskShow)
	for _, n := range line[1:] {
		if len(d.Moves) == most || !n.HasMove() {
			break
		}
		d.Moves = append(d.Moves, n.Move())
	}
	return d
}

// NewDraft starts a draft from pos, as the study board holds it: the stones, the rules and the side to move; the
// prisoners, the ko and the moves played to reach it are not part of a page.
func NewDraft(pos engine.Position) *Draft {
	start := engine.NewGameFrom(pos).Root().Position()
	return &Draft{Start: start, Text: Text{}, Hint: Text{}}
}

// Clone returns a copy of d that shares nothing with it, for the judge to read while the teacher goes on.
func (d *Draft) Clone() *Draft {
	c := *d
	c.Targets, c.Text, c.Hint, c.Moves = slices.Clone(d.Targets), cloneText(d.Text), cloneText(d.Hint), slices.Clone(d.Moves)
	return &c
}

// Carry gives d what the teacher chose on old, a draft of another position: its task, tactic and words, and the
// chains marked that are still there.
func (d *Draft) Carry(old *Draft) {
	d.Task, d.Motif, d.Named = old.Task, old.Motif, old.Named
	d.Text, d.Hint = cloneText(old.Text), cloneText(old.Hint)
	d.Targets = slices.Clone(old.Targets)
	d.keepFitting()
}

// Learner returns the colour the learner plays: the side to move.
func (d *Draft) Learner() engine.Color { return d.Start.ToMove() }

// SetLearner makes c the side to move; the chains marked that are no longer of the task's colour are let go.
func (d *Draft) SetLearner(c engine.Color) {
	d.Start.SetToMove(c)
	d.keepFitting()
}

// SetTask makes t the page's task; the chains marked that do not fit it are let go, and a show page's line on
// another task.
func (d *Draft) SetTask(t Task) {
	d.Task = t
	if t != TaskShow {
		d.Moves = nil
	}
	if t == TaskDoubleAtari {
		d.Motif, d.Named = ai.MotifNone, false
	}
	d.keepFitting()
}

// SetMotif names the tactic the page teaches (named), or lets the engine name it (not named).
func (d *Draft) SetMotif(m ai.Motif, named bool) {
	d.Motif, d.Named = m, named
	if !named {
		d.Motif = ai.MotifNone
	}
}

// keepFitting lets go of the marked chains that are not the task's colour, and of all but the first when the task
// is about one chain.
func (d *Draft) keepFitting() {
	c, most := d.Task.Marks(d.Learner())
	d.Targets = slices.DeleteFunc(d.Targets, func(t engine.Point) bool { return c == engine.Empty || d.Start.At(t) != c })
	if most > 0 && len(d.Targets) > most {
		d.Targets = d.Targets[:most]
	}
}

// Toggle marks the chain at pt as one the page is about, or lets it go when it is marked already. A task about one
// chain takes the new one in place of the old. It returns ErrNotAStone for an empty point, an *ai.GoalError of
// ai.ErrTargetColor for a stone of the wrong colour, and ai.ErrNoTarget when the task is about no chain.
func (d *Draft) Toggle(pt engine.Point) error {
	c, most := d.Task.Marks(d.Learner())
	switch {
	case c == engine.Empty:
		return ai.ErrNoTarget
	case !d.Start.At(pt).IsStone():
		return ErrNotAStone
	case d.Start.At(pt) != c:
		return &ai.GoalError{Err: ai.ErrTargetColor, Kind: d.Task.Goal(), Target: pt, Color: c}
	}
	for i, t := range d.Targets {
		if d.Start.ChainHead(t) == d.Start.ChainHead(pt) {
			d.Targets = slices.Delete(d.Targets, i, i+1)
			return nil
		}
	}
	if most == 1 {
		d.Targets = d.Targets[:0]
	}
	d.Targets = append(d.Targets, pt)
	return nil
}

// Marked reports whether the chain at pt is one the page is about.
func (d *Draft) Marked(pt engine.Point) bool {
	if !d.Start.At(pt).IsStone() {
		return false
	}
	for _, t := range d.Targets {
		if d.Start.ChainHead(t) == d.Start.ChainHead(pt) {
			return true
		}
	}
	return false
}

// Check reports why the draft cannot be a page of its task: a chain without liberties (engine.ErrNoLiberties), an
// exercise on a board too large (ErrBoardTooLarge), a connect task with fewer than two chains (ErrTwoChains), or the
// judge's reason (an *ai.GoalError). A show page fits any legal position.
func (d *Draft) Check() error {
	if err := d.Start.Validate(); err != nil {
		return err
	}
	if d.Task == TaskShow {
		return nil
	}
	if d.Start.Cols() > MaxExerciseSide || d.Start.Rows() > MaxExerciseSide {
		return ErrBoardTooLarge
	}
	if d.Task == TaskConnect && len(d.Targets) == 1 {
		return ErrTwoChains
	}
	g := d.goal()
	if err := g.Check(&d.Start, d.Learner()); err != nil {
		return err
	}
	if d.Task == TaskLadder && d.Start.At(d.Targets[0]) != d.Learner().Opponent() {
		return &ai.GoalError{Err: ai.ErrTargetColor, Kind: g.Kind, Target: d.Targets[0], Color: d.Learner().Opponent()}
	}
	return nil
}

// goal returns the judge's goal of the draft: its kind, its chains and, on a capture page, the tactic taught.
func (d *Draft) goal() ai.Goal {
	g := ai.Goal{Kind: d.Task.Goal(), Targets: slices.Clone(d.Targets)}
	if g.Kind == ai.GoalCapture {
		g.Motif = d.motif()
	}
	return g
}

// motif returns the tactic the page teaches as far as the draft says: double atari for its task, the teacher's
// choice, or none yet (the engine names it once the page is judged).
func (d *Draft) motif() ai.Motif {
	switch {
	case d.Task == TaskDoubleAtari:
		return ai.MotifDoubleAtari
	case d.Task.TakesMotif() && d.Named:
		return d.Motif
	}
	return ai.MotifNone
}

// Page returns the draft as a lesson page, with motif as the tactic taught (AGMO) and answers as its intended
// answers (AGAN); a draft that cannot be a page (Check) is an error. A show page keeps the position and the words
// only.
func (d *Draft) Page(motif ai.Motif, answers []engine.Point) (Page, error) {
	if err := d.Check(); err != nil {
		return Page{}, err
	}
	rec := engine.NewGameFrom(d.Start)
	p := Page{Kind: PageShow, Text: cloneText(d.Text), Hint: cloneText(d.Hint), Record: rec, Source: "workshop"}
	if d.Task == TaskShow {
		p.Hint = Text{}
		for i, m := range d.Moves {
			if _, err := rec.Play(m); err != nil {
				return Page{}, fmt.Errorf("move %d of the line: %w", i+1, err)
			}
		}
		rec.ToStart()
		return p, nil
	}
	p.Kind = PageExercise
	if d.Task == TaskLadder || d.Task == TaskCount {
		p.Kind = PageQuestion
		p.Hint = Text{} // a question gives no hints
	}
	p.Goal = d.goal()
	p.Motif = motif
	if p.Goal.Kind == ai.GoalCapture {
		p.Goal.Motif = motif
	}
	p.Answers = slices.Clone(answers)
	return p, nil
}

// cloneText returns a copy of t without its empty texts.
func cloneText(t Text) Text {
	out := Text{}
	for lang, s := range t {
		if s != "" {
			out[lang] = s
		}
	}
	return out
}

// DraftOf returns a draft that makes page p again: its start, task, chains, tactic and words; ok is false for a
// page the workshop does not make (a game, a pointing goal, a show page with moves).
func DraftOf(p *Page) (d *Draft, ok bool) {
	d = &Draft{Start: p.Start(), Text: cloneText(p.Text), Hint: cloneText(p.Hint), Targets: slices.Clone(p.Goal.Targets)}
	switch p.Kind {
	case PageShow:
		d.Task, d.Targets = TaskShow, nil
		for n := p.Record.Root(); len(n.Children()) > 0; { // a plain line of moves, without words or marks of its own
			kids := n.Children()
			n = kids[0]
			if len(kids) > 1 || !n.HasMove() || n.Comment != "" || n.Name != "" || len(n.Props) > 0 {
				return nil, false
			}
			d.Moves = append(d.Moves, n.Move())
		}
		return d, true
	case PageGame:
		return nil, false
	}
	for _, t := range Tasks {
		if t.Goal() == p.Goal.Kind && t != TaskDoubleAtari {
			d.Task = t
			break
		}
	}
	if d.Task.Goal() != p.Goal.Kind {
		return nil, false
	}
	if p.Goal.Kind == ai.GoalCapture {
		if p.Motif == ai.MotifDoubleAtari {
			d.Task = TaskDoubleAtari
		} else if p.Motif != ai.MotifNone {
			d.Motif, d.Named = p.Motif, true
		}
	}
	return d, true
}

// Workshop is a lesson of one's own being made: its title, its pages in order and the name of its file among the
// own lessons once it has one. It is not safe for concurrent use; the window hands the judge copies of its pages.
type Workshop struct {
	Title Text
	Pages []Page
	// File is the name of the lesson's file in the folder of own lessons, "" until it is first saved there.
	File string
}

// Add appends page p and returns its index.
func (w *Workshop) Add(p Page) int {
	w.Pages = append(w.Pages, p)
	return len(w.Pages) - 1
}

// Replace puts page p in place of page i; it returns ErrNoPage for a page the lesson does not have.
func (w *Workshop) Replace(i int, p Page) error {
	if i < 0 || i >= len(w.Pages) {
		return ErrNoPage
	}
	w.Pages[i] = p
	return nil
}

// Move moves page i to index j, the pages between shifting by one; it returns ErrNoPage when either is outside
// the lesson.
func (w *Workshop) Move(i, j int) error {
	if i < 0 || i >= len(w.Pages) || j < 0 || j >= len(w.Pages) {
		return ErrNoPage
	}
	p := w.Pages[i]
	w.Pages = slices.Insert(slices.Delete(w.Pages, i, i+1), j, p)
	return nil
}

// Delete takes page i out of the lesson; it returns ErrNoPage for a page the lesson does not have.
func (w *Workshop) Delete(i int) error {
	if i < 0 || i >= len(w.Pages) {
		return ErrNoPage
	}
	w.Pages = slices.Delete(w.Pages, i, i+1)
	return nil
}

// FileName returns the name the lesson's file has, or takes when first saved: its title in letters, digits and
// dashes ("my-first-captures.sgf"), "lesson.sgf" for a title with neither.
func (w *Workshop) FileName() string {
	if w.File != "" {
		return w.File
	}
	var b []rune
	dash := false
	for _, r := range strings.ToLower(w.Title.first()) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if dash && len(b) > 0 {
				b = append(b, '-')
			}
			b, dash = append(b, r), false
		default:
			dash = true
		}
		if len(b) >= 40 {
			break
		}
	}
	if len(b) == 0 {
		return "lesson.sgf"
	}
	return string(b) + ".sgf"
}

// Lesson returns the lesson as the lesson map will read it from its file: an own lesson keyed by its file's name.
func (w *Workshop) Lesson() *Lesson {
	return &Lesson{Key: KeyOf(w.FileName()), Title: cloneText(w.Title), Pages: slices.Clone(w.Pages), Own: true}
}

// Bytes returns the lesson's file (Format).
func (w *Workshop) Bytes() ([]byte, error) { return Format(w.Lesson()) }

// ErrNotOwn means a lesson to be reopened in the workshop is a built-in one, not a file among the own lessons.
var ErrNotOwn = errors.New("not an own lesson")

// Reopen returns own lesson l as a lesson being made again: its title, its pages (those the workshop makes are edited
// through DraftOf, the others kept as they are) and its file's name, so that saving it writes over the same file and
// the lesson keeps its key, and the learners' progress with it. It returns ErrNotOwn for a built-in lesson.
func Reopen(l *Lesson) (Workshop, error) {
	if !l.Own || !strings.HasPrefix(l.Key, OwnPrefix) {
		return Workshop{}, ErrNotOwn
	}
	return Workshop{Title: cloneText(l.Title), Pages: slices.Clone(l.Pages),
		File: strings.TrimPrefix(l.Key, OwnPrefix) + ".sgf"}, nil
}
