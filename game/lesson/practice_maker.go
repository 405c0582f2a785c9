package lesson

import (
	"context"
	"fmt"
	"slices"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// practiceBudget bounds the reading nodes (ai.Judge.Spent summed over every legal move) that judging one changed
// position may take: a change whose judging needs more is dropped, as another will do. It counts nodes, not time,
// so that a seed makes the same set on every machine, under the race detector or not.
const practiceBudget = 1_500_000

// practiceDraws bounds the changes of one template drawn for one page, and practiceJudged those of them judged.
const (
	practiceDraws  = 24
	practiceJudged = 4
)

// practiceMostWorking says how few of the legal moves may go unrefuted on a page (correct, or set aside as slower
// or off-task): one in practiceMostWorking at most. A shape moved off the edge may leave its chains in no danger,
// and then almost every move "saves" them; one moved to the edge may leave its stone captured whatever the learner
// does, and then every move but the quickest is "slower".
const practiceMostWorking = 4

// practiceMaxDecoys is the most decoys a page gets: the first page of a set none, each later one one more.
const practiceMaxDecoys = 3

// practiceShapeTries is how many times in a row a shape may give no page (each time practiceJudged changes judged
// and dropped) before the set passes over it for good.
const practiceShapeTries = 3

// PracticeMaker makes the pages of one practice set, one at a time, of the kinds asked; it is not safe for
// concurrent use.
type PracticeMaker struct {
	judge  *ai.Judge
	rnd    *engine.Rand
	seen   map[string]bool               // PracticeKeys of the positions the set showed
	shapes map[PracticeKind]*shapeCounts // each kind's template shapes and how the set used them
	made   int
}

// shapeCounts is a kind's templates grouped into shapes (templateShapes), with how many pages the set took of each
// shape and how many times in a row each gave none (practiceShapeTries of them: passed over).
type shapeCounts struct {
	shapes [][]*Page
	used   []int
	failed []int
}

// NewPracticeMaker returns a maker of a practice set that asks j and draws from seed.
func NewPracticeMaker(j *ai.Judge, seed uint64) *PracticeMaker {
	return &PracticeMaker{judge: j, rnd: engine.NewRand(seed | 1), seen: map[string]bool{}, shapes: map[PracticeKind]*shapeCounts{}}
}

// Next makes the set's next page, of kind k, from templates (the same for every page of a kind; the first call of
// a kind groups them). Templates that are the same up to symmetry, colours and moving (PracticeKey) count as one
// shape; each page takes, at random, one of the shapes the set took fewest pages of, so that the set takes every
// shape once before any again, passing over a shape only when it gave no page practiceShapeTries times in a row.
// No page is a position the set showed before (a page's start or a position along its answer's line, up to the
// same), and each page after the first has one decoy more, up to practiceMaxDecoys. A page is kept only when the
// judge proves that it trains k as a lesson page would: by the page's own rule (on a capture page only the quickest
// forced captures of the targets are correct, slower ones set aside), every legal move decided within
// practiceBudget reading nodes, at least one correct and at most one in practiceMostWorking unrefuted, and for a
// tactic the quickest line showing it; it is graded by its Measure (GradeOf). It honours ctx, and fails with
// ErrNoPractice when no shape gives a page any more.
func (m *PracticeMaker) Next(ctx context.Context, templates []*Page, k PracticeKind) (Page, error) {
	if len(templates) == 0 {
		return Page{}, fmt.Errorf("%w: nothing teaches %s", ErrNoPractice, k)
	}
	sc := m.shapes[k]
	if sc == nil {
		shapes := templateShapes(templates)
		sc = &shapeCounts{shapes: shapes, used: make([]int, len(shapes)), failed: make([]int, len(shapes))}
		m.shapes[k] = sc
	}
	for {
		least := sc.least()
		if len(least) == 0 {
			return Page{}, fmt.Errorf("%w: %s", ErrNoPractice, k)
		}
		i := least[m.rnd.Intn(len(least))]
		shape := sc.shapes[i]
		p, shown, ok, err := m.from(ctx, shape[m.rnd.Intn(len(shape))], k)
		if err != nil {
			return Page{}, err
		}
		if !ok {
			sc.failed[i]++
			continue
		}
		for _, key := range shown {
			m.seen[key] = true
		}
		sc.used[i]++
		sc.failed[i] = 0
		m.made++
		return p, nil
	}
}

// least returns the shapes not passed over that the set took fewest pages of.
func (sc *shapeCounts) least() []int {
	var out []int
	fewest := -1
	for i, n := range sc.used {
		switch {
		case sc.failed[i] >= practiceShapeTries:
		case fewest < 0 || n < fewest:
			out, fewest = append(out[:0], i), n
		case n == fewest:
			out = append(out, i)
		}
	}
	return out
}

// templateShapes groups templates by their PracticeKey, in the order the first of each comes.
func templateShapes(templates []*Page) [][]*Page {
	var shapes [][]*Page
	at := map[string]int{}
	for _, t := range templates {
		start := t.Start()
		key := PracticeKey(&start, t.Goal)
		i, ok := at[key]
		if !ok {
			i = len(shapes)
			at[key] = i
			shapes = append(shapes, nil)
		}
		shapes[i] = append(shapes[i], t)
	}
	return shapes
}

// from makes a page of kind k from template t, drawing changes until one is new and the judge keeps it, within
// practiceDraws draws and practiceJudged judgings. It returns the page and the keys of the positions it shows; the
// error is ctx's, when it ended.
func (m *PracticeMaker) from(ctx context.Context, t *Page, k PracticeKind) (Page, []string, bool, error) {
	judged := 0
	for draw := 0; draw < practiceDraws && judged < practiceJudged; draw++ {
		if err := ctx.Err(); err != nil {
			return Page{}, nil, false, err
		}
		pos, goal, placed, ok := vary(t, min(m.made, practiceMaxDecoys), m.rnd)
		if !ok || m.seen[PracticeKey(&pos, goal)] {
			continue
		}
		judged++
		p, line, ok, err := judgePractice(ctx, m.judge, pos, goal, k)
		if err != nil {
			return Page{}, nil, false, err
		}
		if !ok {
			continue
		}
		shown := shownKeys(pos, goal, line)
		if slices.ContainsFunc(shown, func(key string) bool { return m.seen[key] }) {
			continue
		}
		p.Measure.Decoys = placed
		p.Grade = GradeOf(p.Measure)
		p.Source = fmt.Sprintf("practice %s from %s", k, t.Source)
		return p, shown, true, nil
	}
	return Page{}, nil, false, nil
}

// shownKeys returns the keys of the positions a page shows the learner along its answer's line (the answer first):
// its start, and each position after the opponent's answer while the goal's targets stand.
func shownKeys(pos engine.Position, goal ai.Goal, line []engine.Point) []string {
	keys := []string{PracticeKey(&pos, goal)}
	standing := func() bool {
		for _, t := range goal.Targets {
			if !pos.At(t).IsStone() {
				return false
			}
		}
		return true
	}
	for i, mv := range line {
		if _, err := pos.Play(engine.Move{Color: pos.ToMove(), Point: mv}); err != nil || !standing() || pos.Over() {
			break
		}
		if i%2 == 1 {
			keys = append(keys, PracticeKey(&pos, goal))
		}
	}
	return keys
}

// judgePractice makes a page of pos and goal when the judge proves it trains k, with its measure (all but the
// decoys) and its answer's line (the answer first); the error is ctx's, when it ended. Every legal move is judged
// by the page's own rule within what is left of practiceBudget; j's question budget is restored after.
func judgePractice(ctx context.Context, j *ai.Judge, pos engine.Position, goal ai.Goal, k PracticeKind) (Page, []engine.Point, bool, error) {
	if goal.Check(&pos, pos.ToMove()) != nil {
		return Page{}, nil, false, nil
	}
	keep := j.Budget
	defer func() { j.Budget = keep }()
	var m Measure
	var correct []engine.Point
	lines := map[engine.Point][]engine.Point{}
	pliesOf := map[engine.Point]int{}
	plies := 0
	for _, mv := range pos.LegalMoves(nil) {
		j.Budget = min(keep, practiceBudget-m.Nodes)
		if j.Budget <= 0 {
			return Page{}, nil, false, nil // the judging needs more reading than a page may take
		}
		v, err := j.Move(ctx, &pos, goal, mv)
		m.Nodes += j.Spent()
		if ctx.Err() != nil {
			return Page{}, nil, false, ctx.Err()
		}
		switch {
		case err != nil || !v.Known:
			return Page{}, nil, false, nil // undecided within the budget
		case v.Correct:
			correct = append(correct, mv)
			lines[mv] = append([]engine.Point{mv}, v.Line...)
			pliesOf[mv] = v.Plies
			if plies == 0 || v.Plies < plies {
				plies = v.Plies
			}
		case v.Aside != ai.AsideNone:
			m.Aside++
		default:
			m.Refuted++
			if tempting(&pos, goal, mv) {
				m.Tempting++
			}
		}
	}
	if len(correct) == 0 || (len(correct)+m.Aside)*practiceMostWorking > len(correct)+m.Refuted+m.Aside {
		return Page{}, nil, false, nil // nothing right, or so little wrong that the page asks nothing
	}
	m.Working, m.Moves = len(correct), 1
	// The answer a hint shows: the first of the quickest.
	first := correct[slices.IndexFunc(correct, func(mv engine.Point) bool { return pliesOf[mv] == plies })]
	if !k.Save {
		if ai.LineMotif(&pos, lines[first], goal.Targets) != k.Motif {
			return Page{}, nil, false, nil
		}
		m.Moves = (max(plies, 1) + 1) / 2
	}
	p := Page{Kind: PageExercise, Record: engine.NewGameFrom(pos), Goal: goal, Answers: []engine.Point{first},
		Motif: k.Motif, Measure: m}
	return p, lines[first], true, nil
}
