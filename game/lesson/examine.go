package lesson

import (
	"context"
	"slices"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// The most moves of each kind an Examination plays through as the learner would: the right first moves, the
// tempting wrong ones and those set aside. The report itself holds the verdict on every move.
const (
	MaxTriedRight = 8
	MaxTriedWrong = 6
	MaxTriedAside = 4
)

// maxTriedMoves bounds the learner's moves one try plays along a right line.
const maxTriedMoves = 40

// Examination is what the engine proves of a draft, as the workshop shows it to the teacher: the page as its file
// will hold it, the checker's report on it (every move's verdict and the page's problems), the tactic the engine
// names, and the page played through as the learner would play it, for each right first move, each tempting wrong
// one and each set aside (or each answer to a question): what the learner would read is the exercise's Said at
// the end of each try, put into words by the same code as on the lesson page.
type Examination struct {
	// Page is the page as the lesson's file will hold it: written and read back, and judged so.
	Page *Page
	// Report is lesson.CheckPage's report on Page.
	Report PageReport
	// Named is the tactic the engine names from the quickest right line of a capture page (ai.LineMotif), which the
	// page teaches unless the teacher named another; MotifNone on other pages.
	Named ai.Motif
	// Right, Wrong and Aside are the tries of the right first moves (the quickest first), of the wrong ones (the
	// tempting first: on a liberty of a marked chain, or giving atari; then those nearest the marked chains) and
	// of the moves set aside; Answers a question's two answers, yes first.
	Right, Wrong, Aside, Answers []Try
}

// Try is one first move (or answer) played as the learner would play it, with the engine answering.
type Try struct {
	// Move is the learner's first move, NoPoint for a question's answer.
	Move engine.Point
	// Yes is the answer given to a question.
	Yes bool
	// Line is what the engine proved of the move: the move and the line that proves it right, or the move and its
	// refutation, or the move and the line it forces when set aside; a question's reading (the ladder's line).
	Line []engine.Point
	// Exercise is the exercise where the try ended: solved along the engine's line, refuted, taken back or
	// answered. Its Said is what the page says then.
	Exercise *Exercise
}

// Exercise reports whether the page can be saved as an exercise: it asks something and the engine found no
// problem with it (a right move, not every move right, every move decided, a question answered).
func (x *Examination) Exercise() bool {
	return x.Page.Kind != PageShow && len(x.Report.Problems) == 0
}

// Examine judges draft d as its lesson page will be judged: it writes the page as its file will hold it and reads
// it back, checks it (CheckPage), and plays its right, wrong (the tempting first) and set-aside first moves (or a question's
// answers) through an Exercise, with j answering as it answers the learner. On a capture page whose tactic the
// teacher did not name, the engine names it from the quickest right line, and a page that so teaches a tactic is
// judged again with it, as its file will be. The intended answers written (AGAN) are the right first moves whose
// line shows the tactic taught. A draft that cannot be a page is d.Check's error; Examine honours ctx.
func Examine(ctx context.Context, j *ai.Judge, d *Draft) (*Examination, error) {
	motif := d.motif()
	page, err := draftPage(d, motif, nil)
	if err != nil {
		return nil, err
	}
	x := &Examination{Page: page}
	if page.Kind == PageShow {
		x.Report = PageReport{Page: page}
		return x, nil
	}
	r, err := CheckPage(ctx, j, page)
	if err != nil {
		return nil, err
	}
	if d.Task.TakesMotif() && !d.Named {
		x.Named = quickestMotif(page, &r)
		motif = x.Named
		if motif.IsTactic() { // the page teaches it: its right moves must show it, as its file will ask
			if page, err = draftPage(d, motif, nil); err != nil {
				return nil, err
			}
			if r, err = CheckPage(ctx, j, page); err != nil {
				return nil, err
			}
		}
	}
	var answers []engine.Point
	if page.Kind == PageExercise && motif != ai.MotifNone {
		start := page.Start()
		for _, m := range r.Accepted {
			if ai.LineMotif(&start, r.Lines[m], page.Goal.Targets) == motif {
				answers = append(answers, m)
			}
		}
	}
	if page, err = draftPage(d, motif, answers); err != nil {
		return nil, err
	}
	x.Page, x.Report = page, r.Recheck(page)
	if err := x.tryAll(ctx, j); err != nil {
		return nil, err
	}
	return x, nil
}

// draftPage returns d's page with motif and answers as its file holds it: written with Format and read back with
// Parse, so that what is judged is what the learner will get. A page without words yet is written with a word in
// their stead, and given its own (none) back.
func draftPage(d *Draft, motif ai.Motif, answers []engine.Point) (*Page, error) {
	p, err := d.Page(motif, answers)
	if err != nil {
		return nil, err
	}
	q := p
	if q.Text.first() == "" {
		q.Text = Text{"en": "?"}
	}
	data, err := Format(&Lesson{Title: Text{"en": "?"}, Pages: []Page{q}})
	if err != nil {
		return nil, err
	}
	l, err := Parse("workshop.sgf", data)
	if err != nil {
		return nil, err
	}
	out := &l.Pages[0]
	out.Text, out.Hint = p.Text, p.Hint
	return out, nil
}

// quickestMotif names the tactic of the quickest right line of a capture page (the shortest, the first in board
// order among equals); MotifNone when no move is right.
func quickestMotif(p *Page, r *PageReport) ai.Motif {
	best := engine.NoPoint
	for _, m := range r.Accepted {
		if best == engine.NoPoint || len(r.Lines[m]) < len(r.Lines[best]) {
			best = m
		}
	}
	if best == engine.NoPoint {
		return ai.MotifNone
	}
	start := p.Start()
	return ai.LineMotif(&start, r.Lines[best], p.Goal.Targets)
}

// tryAll plays the examination's tries: a question's two answers, or up to MaxTriedRight right first moves (the
// quickest first), MaxTriedWrong wrong ones (the tempting first, then the nearest the chains the page is about) and
// MaxTriedAside set aside.
func (x *Examination) tryAll(ctx context.Context, j *ai.Judge) error {
	p, r := x.Page, &x.Report
	if p.Kind == PageQuestion {
		v, err := Judge(ctx, j, AskJudge{Position: p.Start(), Goal: p.Goal, Move: engine.NoPoint})
		if err != nil {
			return err
		}
		for _, yes := range []bool{true, false} {
			ex, err := Rehearse(ctx, j, p, engine.NoPoint, yes)
			if err != nil {
				return err
			}
			x.Answers = append(x.Answers, Try{Move: engine.NoPoint, Yes: yes, Line: v.Line, Exercise: ex})
		}
		return nil
	}
	right := slices.Clone(r.Accepted)
	slices.SortStableFunc(right, func(a, b engine.Point) int { return len(r.Lines[a]) - len(r.Lines[b]) })
	start := p.Start()
	var wrong, aside []engine.Point
	for _, m := range start.LegalMoves(nil) {
		if _, ok := r.Refuted[m]; ok {
			wrong = append(wrong, m)
		}
		if _, ok := r.Aside[m]; ok {
			aside = append(aside, m)
		}
	}
	// The tempting wrong moves first, then those nearest the chains the page is about.
	near := func(m engine.Point) int {
		d := start.Cols() + start.Rows()
		for _, t := range p.Goal.Targets {
			for _, st := range start.ChainStones(t, nil) {
				d = min(d, abs(m.Col()-st.Col())+abs(m.Row()-st.Row()))
			}
		}
		if tempting(&start, p.Goal, m) {
			return -1
		}
		return d
	}
	slices.SortStableFunc(wrong, func(a, b engine.Point) int { return near(a) - near(b) })
	for _, list := range []struct {
		moves []engine.Point
		most  int
		to    *[]Try
		line  func(m engine.Point) []engine.Point
	}{
		{right, MaxTriedRight, &x.Right, func(m engine.Point) []engine.Point { return r.Lines[m] }},
		{wrong, MaxTriedWrong, &x.Wrong, func(m engine.Point) []engine.Point { return append([]engine.Point{m}, r.Refuted[m]...) }},
		{aside, MaxTriedAside, &x.Aside, func(m engine.Point) []engine.Point { return []engine.Point{m} }},
	} {
		for _, m := range list.moves[:min(len(list.moves), list.most)] {
			ex, err := Rehearse(ctx, j, p, m, false)
			if err != nil {
				return err
			}
			*list.to = append(*list.to, Try{Move: m, Line: list.line(m), Exercise: ex})
		}
	}
	return ctx.Err()
}

// Rehearse plays page p as a learner would, with j answering as it answers the learner on the lesson page: the
// first move (or, on a question, the answer yes), then, while the exercise goes on, the engine's own next move for
// the learner, until the exercise is solved, refuted, or takes the move back. It returns the exercise where it
// ended, whose Said is what the page says then.
func Rehearse(ctx context.Context, j *ai.Judge, p *Page, first engine.Point, yes bool) (*Exercise, error) {
	ex := NewExercise(p)
	var effects []Effect
	if p.Kind == PageQuestion {
		effects = ex.Answer(yes)
	} else {
		effects = ex.Click(first)
	}
	for range maxTriedMoves {
		i := slices.IndexFunc(effects, func(e Effect) bool { _, ok := e.(AskJudge); return ok })
		if i < 0 {
			break
		}
		ask := effects[i].(AskJudge)
		v, err := Judge(ctx, j, ask)
		if err != nil {
			return ex, err
		}
		ex.Judged(ask.Seq, v)
		if ex.State() != Waiting || ex.Said().Kind != SaidGood {
			break
		}
		next := ex.Next()
		if next == engine.NoPoint {
			pos := *ex.Position()
			correct, _, err := j.Answers(ctx, &pos, ex.goal())
			if err != nil {
				return ex, err
			}
			if len(correct) == 0 {
				break
			}
			next = correct[0]
		}
		effects = ex.Click(next)
	}
	return ex, ctx.Err()
}
