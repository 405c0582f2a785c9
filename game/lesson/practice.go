package lesson

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Practice makes fresh exercises of one kind: "never the same twice". It starts from the built-in exercises of
// that kind and changes them (one of the board's eight symmetries, the colours swapped, the shape moved on the
// board or onto a larger one, unrelated stones added as decoys), and keeps a new position only when the judge
// proves that it still asks what the kind asks: at least one correct move and not every move, and for a
// tactic, that the quickest correct line shows that tactic. Nothing is stored: every page is judged afresh.

// PracticeKind names what a practice set trains: a tactic (ai.Motif), or escaping from atari (saving a chain);
// the zero value is a mixed set, each page of a kind chosen by the one who makes it.
type PracticeKind struct {
	// Motif is the tactic a capture must show; MotifNone with Save set trains escaping.
	Motif ai.Motif
	// Save trains saving a chain in atari instead of capturing.
	Save bool
}

// String names the kind as the catalog keys and the progress do ("ladder", "escape", "mixed").
func (k PracticeKind) String() string {
	switch {
	case k.Save:
		return "escape"
	case k.Motif == ai.MotifNone:
		return "mixed"
	}
	return k.Motif.String()
}

// KindOf returns the practice kind page p trains, and whether it trains one: a save exercise trains escaping,
// a capture one the tactic it teaches, when that is a practice kind.
func KindOf(p *Page) (PracticeKind, bool) {
	switch {
	case p.Kind == PageExercise && p.Goal.Kind == ai.GoalSave:
		return PracticeKind{Save: true}, true
	case p.Kind == PageExercise && p.Goal.Kind == ai.GoalCapture, p.Kind == PageQuestion && p.Goal.Kind == ai.GoalLadder:
		m := p.Motif
		if p.Kind == PageQuestion {
			m = ai.MotifLadder
		}
		for _, k := range PracticeKinds {
			if !k.Save && k.Motif == m {
				return k, true
			}
		}
	}
	return PracticeKind{}, false
}

// PracticeKinds are the kinds of practice offered, in the order of the lessons that teach them.
var PracticeKinds = []PracticeKind{
	{Motif: ai.MotifCapture}, {Save: true}, {Motif: ai.MotifDoubleAtari}, {Motif: ai.MotifLadder},
	{Motif: ai.MotifNet}, {Motif: ai.MotifSnapback}, {Motif: ai.MotifRace},
}

// ErrNoPractice means no fresh exercise of a kind could be made: no built-in exercise teaches it, or none of
// the changed positions kept it within the tries allowed.
var ErrNoPractice = errors.New("no practice exercise could be made")

// Templates returns the exercise pages of lessons that train kind k: captures whose taught motif is k's, or
// the saving exercises.
func Templates(lessons []*Lesson, k PracticeKind) []*Page {
	var out []*Page
	for _, l := range lessons {
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Kind != PageExercise {
				continue
			}
			if k.Save && p.Goal.Kind == ai.GoalSave || !k.Save && p.Goal.Kind == ai.GoalCapture && p.Motif == k.Motif {
				out = append(out, p)
			}
		}
	}
	return out
}

// Grade is how hard a practice page is, from what the judge proved of it.
type Grade uint8

const (
	// GradeNone is the grade of a page that was not graded.
	GradeNone Grade = iota
	// GradeEasy is a short solution with little around it.
	GradeEasy
	// GradeMedium is a longer solution, a single working move or stones that distract.
	GradeMedium
	// GradeHard is a long solution among distracting stones with one working move.
	GradeHard
)

var gradeNames = [...]string{"none", "easy", "medium", "hard"}

// String returns "easy", "medium" or "hard" (the catalog keys' word).
func (g Grade) String() string { return gradeNames[min(int(g), len(gradeNames)-1)] }

// GradeOf grades a practice page: moves is how many moves the learner needs in the quickest correct line,
// decoys how many unrelated stones were added, and working how many first moves are correct. Each move beyond
// the first and each decoy makes it harder, a single working move harder still, three or more easier.
func GradeOf(moves, decoys, working int) Grade {
	score := max(moves-1, 0) + decoys
	switch {
	case working == 1:
		score++
	case working >= 3:
		score--
	}
	switch {
	case score <= 1:
		return GradeEasy
	case score <= 3:
		return GradeMedium
	}
	return GradeHard
}

// practiceTries bounds the changed positions tried for one page.
const practiceTries = 60

// practiceTryTime bounds the judge's time on one changed position: a change that makes the reading long is
// dropped rather than waited for, since another will do. A second leaves room for a slow phone (and for the race
// detector, under which a quarter of it emptied the net set).
const practiceTryTime = time.Second

// MakePractice returns up to n fresh exercise pages of kind k made from templates, graded and never easier
// than the page before (later ones get more decoys; fewer than n when the tries run out first), seeded by
// seed; emit, when not nil, is given each page as soon as it is made, so that a learner can start on the
// first while the others are made. It honours ctx; it fails with ErrNoPractice when it could make none.
func MakePractice(ctx context.Context, j *ai.Judge, templates []*Page, k PracticeKind, n int, seed uint64, emit func(Page)) ([]Page, error) {
	if len(templates) == 0 {
		return nil, fmt.Errorf("%w: nothing teaches %s", ErrNoPractice, k)
	}
	rnd := engine.NewRand(seed | 1)
	var out []Page
	seen := map[string]bool{}
	for try := 0; len(out) < n && try < practiceTries*n; try++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		t := templates[rnd.Intn(len(templates))]
		decoys := min(len(out), 3) // later pages get more unrelated stones
		pos, goal, ok := vary(t, decoys, rnd)
		if !ok || seen[pos.String()] {
			continue
		}
		// A practice page takes any forced capture: setting slower ways aside costs more reading than a try's
		// time allows on a slow machine.
		goal.AnyWay = true
		tryCtx, cancel := context.WithTimeout(ctx, practiceTryTime)
		p, ok, err := judgePractice(tryCtx, j, pos, goal, k, decoys)
		cancel()
		if err != nil && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if !ok {
			continue
		}
		if len(out) > 0 && p.Grade < out[len(out)-1].Grade {
			continue // a set grows harder, not easier
		}
		seen[pos.String()] = true
		p.Source = fmt.Sprintf("practice %s from %s", k, t.Source)
		out = append(out, p)
		if emit != nil {
			emit(p)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: %s", ErrNoPractice, k)
	}
	return out, nil
}

// judgePractice makes a page of pos and goal, with decoys unrelated stones, when the judge proves it trains k,
// and grades it.
func judgePractice(ctx context.Context, j *ai.Judge, pos engine.Position, goal ai.Goal, k PracticeKind, decoys int) (Page, bool, error) {
	learner := pos.ToMove()
	if goal.Check(&pos, learner) != nil {
		return Page{}, false, nil
	}
	correct, wrong, err := j.Answers(ctx, &pos, goal)
	if err != nil {
		return Page{}, false, err
	}
	legal := len(pos.LegalMoves(nil))
	if len(correct) == 0 || len(correct)+len(wrong) < legal || len(wrong) == 0 {
		return Page{}, false, nil // nothing right, something undecided, or everything right
	}
	moves := 1
	if !k.Save {
		v, err := j.Move(ctx, &pos, goal, correct[0])
		if err != nil || !v.Correct {
			return Page{}, false, nil
		}
		if ai.LineMotif(&pos, append([]engine.Point{correct[0]}, v.Line...), goal.Targets) != k.Motif {
			return Page{}, false, nil
		}
		moves = (max(v.Plies, 1) + 1) / 2
	}
	p := Page{Kind: PageExercise, Record: engine.NewGameFrom(pos), Goal: goal, Answers: correct[:1], Motif: k.Motif,
		Grade: GradeOf(moves, decoys, len(correct))}
	return p, true, nil
}

// vary changes template t's position: a symmetry of the board, sometimes the colours swapped, sometimes the
// shape moved or put on a larger board, and decoys unrelated stones. ok is false when the change does not fit.
func vary(t *Page, decoys int, rnd *engine.Rand) (engine.Position, ai.Goal, bool) {
	start := t.Start()
	cols, rows := start.Cols(), start.Rows()
	// The new board: the same, or 9×9 for a smaller one now and then.
	nc, nr := cols, rows
	if cols == rows && cols < 9 && rnd.Intn(3) == 0 {
		nc, nr = 9, 9
	}
	sym := rnd.Intn(8)
	if cols != rows {
		sym &= 2 // only the flips keep a rectangle's shape
	}
	// The shape's stones after the symmetry, then moved by an offset that keeps them on the board.
	stones := map[engine.Point]engine.Color{}
	minC, minR, maxC, maxR := 1<<30, 1<<30, -1, -1
	for _, pt := range start.Points(nil) {
		if c := start.At(pt); c.IsStone() {
			c2, r2 := symmetry(sym, pt.Col(), pt.Row(), cols, rows)
			stones[engine.Pt(c2, r2)] = c
			minC, minR, maxC, maxR = min(minC, c2), min(minR, r2), max(maxC, c2), max(maxR, r2)
		}
	}
	if maxC < 0 {
		return engine.Position{}, ai.Goal{}, false
	}
	dc, dr := 0, 0
	if nc > cols || rnd.Intn(2) == 0 {
		// Keep the shape on the edges it touches, so that a ladder or a net near the edge stays one.
		dc = shift(minC, maxC, cols, nc, rnd)
		dr = shift(minR, maxR, rows, nr, rnd)
	}
	swap := rnd.Intn(2) == 0
	colour := func(c engine.Color) engine.Color {
		if swap {
			return c.Opponent()
		}
		return c
	}
	pos, err := engine.NewPosition(nc, nr, start.Rules())
	if err != nil {
		return engine.Position{}, ai.Goal{}, false
	}
	var set engine.Setup
	for pt, c := range stones {
		np := engine.Pt(pt.Col()+dc, pt.Row()+dr)
		if colour(c) == engine.Black {
			set.Black = append(set.Black, np)
		} else {
			set.White = append(set.White, np)
		}
	}
	if pos.PlaceAll(set) != nil {
		return engine.Position{}, ai.Goal{}, false
	}
	pos.SetToMove(colour(start.ToMove()))
	goal := ai.Goal{Kind: t.Goal.Kind}
	for _, pt := range t.Goal.Targets {
		c2, r2 := symmetry(sym, pt.Col(), pt.Row(), cols, rows)
		goal.Targets = append(goal.Targets, engine.Pt(c2+dc, r2+dr))
	}
	for range decoys {
		addDecoy(&pos, rnd)
	}
	return pos, goal, true
}

// symmetry maps (c, r) on a cols×rows board by one of the eight symmetries of the square (0 is none).
func symmetry(s, c, r, cols, rows int) (int, int) {
	if s&1 != 0 {
		c = cols - 1 - c
	}
	if s&2 != 0 {
		r = rows - 1 - r
	}
	if s&4 != 0 {
		c, r = r, c
	}
	return c, r
}

// shift returns an offset for a shape spanning lo…hi on a line of n points, put on a line of m points: a shape
// touching an edge keeps it, one touching neither moves anywhere it fits.
func shift(lo, hi, n, m int, rnd *engine.Rand) int {
	switch {
	case lo == 0:
		return 0
	case hi == n-1:
		return m - n
	}
	room := m - 1 - hi + lo // the offsets -lo … m-1-hi
	return rnd.Intn(room+1) - lo
}

// addDecoy puts a stone of a random colour on a random empty point two points or more from every stone, so that
// it changes nothing nearby; the judge decides whether it changed the answer.
func addDecoy(pos *engine.Position, rnd *engine.Rand) {
	empty := pos.Points(nil)
	empty = slices.DeleteFunc(empty, func(pt engine.Point) bool { return !farFromStones(pos, pt) })
	if len(empty) == 0 {
		return
	}
	pt := empty[rnd.Intn(len(empty))]
	c := engine.Black
	if rnd.Intn(2) == 0 {
		c = engine.White
	}
	_ = pos.Place(pt, c) // a point far from every stone always takes one
}

// farFromStones reports whether pt is empty and no stone is within two steps of it along the lines.
func farFromStones(pos *engine.Position, pt engine.Point) bool {
	for dc := -2; dc <= 2; dc++ {
		for dr := -2; dr <= 2; dr++ {
			if abs(dc)+abs(dr) > 2 {
				continue
			}
			c, r := pt.Col()+dc, pt.Row()+dr
			if c < 0 || r < 0 || c >= pos.Cols() || r >= pos.Rows() {
				continue
			}
			if pos.At(engine.Pt(c, r)) != engine.Empty {
				return false
			}
		}
	}
	return true
}

// abs returns the absolute value of x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
