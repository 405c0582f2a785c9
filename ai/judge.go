package ai

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// The judge decides exercises: is a goal reached, is a move correct, what does the opponent answer and which
// line shows it. It never trusts a stored answer: the tactical reader decides capturing goals, the exact solver
// decides "capture first" on boards it can solve, the reader's ladder reading answers ladder questions, and an
// exhaustive local search decides life and death in small enclosed areas. Where none of them can decide within
// its limits, the verdict says so (Known false) instead of guessing. The tutorial, the coach and the hints all ask
// it; judge_life.go holds the life-and-death search.

// GoalKind names what an exercise asks of the side to move.
type GoalKind uint8

const (
	// GoalNone is a page without a task.
	GoalNone GoalKind = iota
	// GoalPlace asks for any legal stone, or one on a point of Targets when it has any.
	GoalPlace
	// GoalLiberties asks to point at every liberty of the chain at Targets[0].
	GoalLiberties
	// GoalAtari asks to point at a chain in atari.
	GoalAtari
	// GoalCapture asks to capture the chain at one of Targets (under Atari Go rules any capture wins the game, so
	// any first capture reaches it).
	GoalCapture
	// GoalSave asks that none of the chains at Targets can be captured after the move.
	GoalSave
	// GoalWin asks to capture first in capture-1 Atari Go: the whole game, decided by the exact solver.
	GoalWin
	// GoalLadder asks whether the chain at Targets[0] is captured in a ladder, answered yes or no.
	GoalLadder
	// GoalLive asks that the group at Targets[0] lives whatever its opponent does.
	GoalLive
	// GoalKill asks that the group at Targets[0] dies whatever its owner does.
	GoalKill
	// GoalCount asks whether Black wins the Go position as it stands, counted with no stone dead (territory,
	// prisoners and komi), answered yes or no.
	GoalCount
	// GoalConnect asks to join the learner's chains at Targets so that the opponent cannot cut them apart
	// (judge_connect.go says what joined means).
	GoalConnect
)

var goalNames = [...]string{"none", "place", "liberties", "atari", "capture", "save", "win", "ladder", "live", "kill", "count", "connect"}

// String returns the goal's name as lesson files write it ("capture").
func (k GoalKind) String() string {
	if int(k) < len(goalNames) {
		return goalNames[k]
	}
	return fmt.Sprintf("goal(%d)", uint8(k))
}

// ErrBadGoal means a goal is not one the judge knows, or lacks the target it needs.
var ErrBadGoal = errors.New("bad exercise goal")

// ParseGoalKind reads a goal's name as String writes it.
func ParseGoalKind(s string) (GoalKind, error) {
	for k, n := range goalNames {
		if strings.EqualFold(s, n) {
			return GoalKind(k), nil
		}
	}
	return GoalNone, fmt.Errorf("%w: %q", ErrBadGoal, s)
}

// Goal is what an exercise asks of the side to move (the learner).
type Goal struct {
	Kind GoalKind
	// Targets are stones of the chains the goal is about (see the kinds), or the points a stone may go on.
	Targets []engine.Point
	// AnyWay, for GoalCapture, makes every move that forces a target's capture right: not only the quickest ways,
	// and ways that capture other stones on the way too. A move after which the targets escape stays wrong, or is set
	// aside when it wins other stones instead.
	AnyWay bool
	// Motif, for GoalCapture, is the tactic the page teaches: a quickest way whose proven line does not show it from
	// its first move is set aside (AsideOtherWay). MotifNone, MotifCapture and MotifAtari ask for no tactic.
	Motif Motif
}

// IsMove reports whether the goal is reached by playing moves (rather than by pointing or answering).
func (g Goal) IsMove() bool {
	switch g.Kind {
	case GoalPlace, GoalCapture, GoalSave, GoalWin, GoalLive, GoalKill, GoalConnect:
		return true
	}
	return false
}

// The reasons a goal does not fit its position, each wrapping ErrBadGoal; Check returns them in a *GoalError.
var (
	// ErrNoTarget means a goal about chains (capture, save, live, kill) names no target.
	ErrNoTarget = fmt.Errorf("%w: needs a target", ErrBadGoal)
	// ErrTargetColor means a target of the goal is not a stone of the colour the goal is about.
	ErrTargetColor = fmt.Errorf("%w: target is not a stone of the right colour", ErrBadGoal)
	// ErrOneTarget means a goal about one chain (liberties, ladder) names no stone, or more than one point.
	ErrOneTarget = fmt.Errorf("%w: needs one stone as target", ErrBadGoal)
	// ErrWinBoard means a win goal is set on a board the exact solver cannot read (see CanSolve).
	ErrWinBoard = fmt.Errorf("%w: win is judged on capture-1 boards of at most %d points", ErrBadGoal, SolverMaxPoints)
	// ErrConnected means a connect goal's targets are one chain already.
	ErrConnected = fmt.Errorf("%w: the chains to connect are one chain already", ErrBadGoal)
	// ErrCountRules means a count question is set on a board not played under Go rules.
	ErrCountRules = fmt.Errorf("%w: count is asked of Go positions", ErrBadGoal)
)

// GoalError is why a goal does not fit its position: Err is one of the reasons above, Target and Color the target
// that is not a stone of Color (for ErrTargetColor).
type GoalError struct {
	Err    error
	Kind   GoalKind
	Target engine.Point
	Color  engine.Color
	rows   int
}

// Error says the reason with the goal and the target in GTP coordinates.
func (e *GoalError) Error() string {
	if errors.Is(e.Err, ErrTargetColor) {
		return fmt.Sprintf("%v: %s target %s is not a %s stone", ErrBadGoal, e.Kind, e.Target.GTP(e.rows), e.Color.Name())
	}
	return fmt.Sprintf("%v (%s)", e.Err, e.Kind)
}

// Unwrap returns the reason, so that errors.Is finds it and ErrBadGoal.
func (e *GoalError) Unwrap() error { return e.Err }

// Check reports whether the goal fits pos with learner to move: it has the targets its kind needs, on stones of
// the right colour. The error is a *GoalError; this is the one home of these rules.
func (g Goal) Check(pos *engine.Position, learner engine.Color) error {
	fail := func(err error) error { return &GoalError{Err: err, Kind: g.Kind, rows: pos.Rows()} }
	need := func(c engine.Color) error {
		if len(g.Targets) == 0 {
			return fail(ErrNoTarget)
		}
		for _, t := range g.Targets {
			if pos.At(t) != c {
				return &GoalError{Err: ErrTargetColor, Kind: g.Kind, Target: t, Color: c, rows: pos.Rows()}
			}
		}
		return nil
	}
	switch g.Kind {
	case GoalCapture, GoalKill:
		return need(learner.Opponent())
	case GoalSave, GoalLive:
		return need(learner)
	case GoalConnect:
		if err := need(learner); err != nil {
			return err
		}
		if oneChain(pos, g.Targets) {
			return fail(ErrConnected)
		}
	case GoalLiberties, GoalLadder:
		if len(g.Targets) != 1 || !pos.At(g.Targets[0]).IsStone() {
			return fail(ErrOneTarget)
		}
	case GoalWin:
		if !CanSolve(pos.Rules(), pos.Cols(), pos.Rows()) {
			return fail(ErrWinBoard)
		}
	case GoalCount:
		if pos.Rules().Kind != engine.Go {
			return fail(ErrCountRules)
		}
	case GoalNone, GoalPlace, GoalAtari:
	default:
		return fail(ErrBadGoal)
	}
	return nil
}

// GoalState is how an exercise stands in a position.
type GoalState uint8

const (
	// GoalOpen means the goal is neither reached nor lost yet.
	GoalOpen GoalState = iota
	// GoalReached means the learner reached the goal.
	GoalReached
	// GoalFailed means the goal can no longer be reached as asked (a target was captured, the opponent won).
	GoalFailed
	// GoalUndecided means the engine could not decide within its limits.
	GoalUndecided
)

// String returns "open", "reached", "failed" or "undecided".
func (s GoalState) String() string {
	return [...]string{"open", "reached", "failed", "undecided"}[s]
}

// Verdict is the judge's word on one move of the learner.
type Verdict struct {
	// Known is set when the engine proved the verdict; the other fields mean nothing without it.
	Known bool
	// Correct is set when the move reaches the goal or keeps it proven within reach.
	Correct bool
	// Reached is set when the goal is reached by this move: the exercise is over.
	Reached bool
	// Line is what follows the move: after a correct move the opponent's best defence and, where the goal asks
	// for a capture, the learner's proven way to it; after a wrong move the refutation until the failure is plain.
	Line []engine.Point
	// Plies counts the moves of both sides from this move (included) to the capture, for GoalCapture and GoalWin
	// when the move is correct; Quickest is the least Plies of any correct move.
	Plies, Quickest int
	// Aside is set, for GoalCapture, on a move that forces a capture but not what the page asks by the quickest
	// way: it is neither correct nor refuted, and Line is its proven line.
	Aside Aside
}

// Aside says how a move that forces a capture misses what a capture goal asks.
type Aside uint8

const (
	// AsideNone means the move is simply correct or wrong.
	AsideNone Aside = iota
	// AsideSlower means the move forces the target's capture, in more plies than the quickest way.
	AsideSlower
	// AsideOffTask means the first capture along the move's proven line is the learner's, of other stones than
	// the targets, or that the targets escape and the learner then captures other stones by force.
	AsideOffTask
	// AsideOtherWay means the move forces the target's capture by the quickest way, but its line does not show the
	// tactic the goal's Motif names.
	AsideOtherWay
)

// Judge decides exercises; it keeps a reader and a solver between calls and is not safe for concurrent use.
type Judge struct {
	reader *Reader
	solver *Solver
	quick  map[uint64]int // quickest captures found, by position and target (see quickest)
	// MaxPlies bounds how long a capture may take to count as proven (plies of both sides).
	MaxPlies int
	// Budget bounds the reading nodes of one question (Move, LadderWorks): a question that needs more is answered
	// "not known" instead of running on.
	Budget int
	spent  int // reading nodes the current question has used
}

// judgeBudget is the reader's node budget for one question of the judge: ten times the game's, as an exercise is
// a small position and a wrong word costs more than time. The reader's depth limits stay the game's: they say
// what "escaped" means (a chain with three liberties is attacked only in the first DefaultThreeLibDepth plies),
// and with them the judge agrees with every problem of the tactical suite.
const judgeBudget = 200000

// DefaultQuestionBudget is a judge's reading budget for one question: a few seconds at most on a slow phone, and
// far more than any built-in exercise needs (the lesson checker reports the most one used).
const DefaultQuestionBudget = 4000000

// NewJudge returns a judge with a large reading budget and a small solver table.
func NewJudge() *Judge {
	r := NewReader(judgeBudget)
	sv := NewSolver()
	sv.TableBits = 20
	return &Judge{reader: r, solver: sv, MaxPlies: 61, Budget: DefaultQuestionBudget, quick: map[uint64]int{}}
}

// begin starts a question with the whole budget.
func (j *Judge) begin() { j.spent = 0 }

// outOfBudget reports whether the current question used up its budget, so that what it found is not proven.
func (j *Judge) outOfBudget() bool { return j.spent >= j.Budget }

// Spent returns the reading nodes the last question used.
func (j *Judge) Spent() int { return j.spent }

// read runs one reading of the reader within what is left of the question's budget.
func (j *Judge) read(f func() (ReadResult, engine.Point)) (ReadResult, engine.Point) {
	left := j.Budget - j.spent
	if left <= 0 {
		return ReadUnknown, engine.NoPoint
	}
	j.reader.Budget = min(judgeBudget, left)
	r, m := f()
	j.spent += j.reader.Nodes()
	return r, m
}

// attack is the reader's Attack within the question's budget.
func (j *Judge) attack(pos *engine.Position, target engine.Point) (ReadResult, engine.Point) {
	return j.read(func() (ReadResult, engine.Point) { return j.reader.Attack(pos, target) })
}

// defend is the reader's Defend within the question's budget.
func (j *Judge) defend(pos *engine.Position, target engine.Point) (ReadResult, engine.Point) {
	return j.read(func() (ReadResult, engine.Point) { return j.reader.Defend(pos, target) })
}

// ladder is the reader's Ladder within the question's budget.
func (j *Judge) ladder(pos *engine.Position, target engine.Point) (ReadResult, engine.Point) {
	return j.read(func() (ReadResult, engine.Point) { return j.reader.Ladder(pos, target) })
}

// State tells how the exercise stands in pos, where learner plays the goal's side. For GoalSave, GoalLive and
// GoalKill it reads: the goal is reached once the opponent, to move, can no longer undo it.
func (j *Judge) State(ctx context.Context, pos *engine.Position, g Goal, learner engine.Color) GoalState {
	j.begin()
	return j.state(ctx, pos, g, learner)
}

// state is State within the current question's budget.
func (j *Judge) state(ctx context.Context, pos *engine.Position, g Goal, learner engine.Color) GoalState {
	opp := learner.Opponent()
	if pos.Rules().Kind == engine.AtariGo && pos.Over() {
		if o := pos.Outcome(); o.Winner == learner && (g.Kind == GoalCapture || g.Kind == GoalWin || g.Kind == GoalSave) {
			return GoalReached
		}
		return GoalFailed
	}
	switch g.Kind {
	case GoalCapture:
		for _, t := range g.Targets {
			if pos.At(t) != opp {
				return GoalReached
			}
		}
	case GoalSave, GoalLive:
		for _, t := range g.Targets {
			if pos.At(t) != learner {
				return GoalFailed
			}
		}
		q := *pos
		q.SetToMove(opp)
		switch j.lost(ctx, &q, g) {
		case ReadSafe:
			return GoalReached
		case ReadUnknown:
			return GoalUndecided
		}
	case GoalConnect:
		for _, t := range g.Targets {
			if pos.At(t) != learner {
				return GoalFailed
			}
		}
		q := *pos
		q.SetToMove(opp)
		switch ok, known, _ := j.joined(ctx, &q, g.Targets); {
		case !known:
			return GoalUndecided
		case ok:
			return GoalReached
		}
	case GoalKill:
		if pos.At(g.Targets[0]) != opp {
			return GoalReached
		}
		q := *pos
		q.SetToMove(opp)
		switch j.lifeAndDeath(&q, g.Targets[0]) {
		case ReadCaptured:
			return GoalReached
		case ReadUnknown:
			return GoalUndecided
		}
	}
	return GoalOpen
}

// lost reads, with the attacker to move in pos, whether a chain of a save or live goal can be taken: ReadCaptured
// when one can, ReadSafe when none can, ReadUnknown when the reading could not decide.
func (j *Judge) lost(ctx context.Context, pos *engine.Position, g Goal) ReadResult {
	if g.Kind == GoalLive {
		return j.lifeAndDeath(pos, g.Targets[0])
	}
	res := ReadSafe
	for _, t := range g.Targets {
		if ctx.Err() != nil {
			return ReadUnknown
		}
		switch r, _ := j.attack(pos, t); r {
		case ReadCaptured:
			return ReadCaptured
		case ReadUnknown:
			res = ReadUnknown
		}
	}
	return res
}

// Move judges the learner's move mv in pos (the learner to move): whether it is correct, and the line that
// follows. An illegal move is an error wrapping the engine's reason.
func (j *Judge) Move(ctx context.Context, pos *engine.Position, g Goal, mv engine.Point) (Verdict, error) {
	j.begin()
	// A page that asks for its targets counts only their capture; one that takes any way, any capture.
	if g.Kind == GoalCapture && !g.AnyWay {
		j.reader.Targets = g.Targets
	}
	defer func() { j.reader.Targets = nil }()
	v, err := j.move(ctx, pos, g, mv)
	if j.outOfBudget() {
		return Verdict{}, err
	}
	if err == nil && v.Known && g.Kind == GoalCapture && !g.AnyWay {
		v = j.aside(ctx, pos, g, mv, v)
		if j.outOfBudget() {
			return Verdict{}, err
		}
	}
	return v, err
}

// aside sets a capture goal's verdict v on mv aside when its proven line (its refutation's, or its way to the
// target) first captures other stones than the targets, by the learner, or when it cannot take a target within
// the quickest way's plies: such a move is neither correct nor refuted. The plies are counted by the reader
// that counted the quickest way, with the same depth limits.
func (j *Judge) aside(ctx context.Context, pos *engine.Position, g Goal, mv engine.Point, v Verdict) Verdict {
	q := *pos
	for i, m := range append([]engine.Point{mv}, v.Line...) {
		captured, err := q.Play(engine.Move{Color: q.ToMove(), Point: m})
		if err != nil {
			break
		}
		if len(captured) == 0 {
			continue
		}
		if i%2 == 1 {
			return v // the opponent captured first: a refutation, told as one
		}
		if !slices.ContainsFunc(g.Targets, func(t engine.Point) bool { return slices.Contains(captured, t) }) {
			v.Correct, v.Reached, v.Aside = false, false, AsideOffTask
			return v
		}
		break
	}
	if v.Correct && !v.Reached && v.Quickest > 0 {
		after := *pos
		after.Play(engine.Move{Color: after.ToMove(), Point: mv})
		if v.Quickest == 1 || !j.capturedWithin(&after, g.Targets, v.Quickest-1) {
			v.Correct, v.Aside = false, AsideSlower
		}
	}
	if v.Correct && g.Motif.IsTactic() && LineMotif(pos, append([]engine.Point{mv}, v.Line...), g.Targets) != g.Motif {
		v.Correct, v.Reached, v.Aside = false, false, AsideOtherWay
	}
	return v
}

// capturedWithin reports whether the reader proves, with the defender to move in pos, that a chain of targets is
// captured within plies plies whatever the defender does.
func (j *Judge) capturedWithin(pos *engine.Position, targets []engine.Point, plies int) bool {
	keep := j.reader.MaxDepth
	defer func() { j.reader.MaxDepth = keep; j.reader.Clear() }()
	j.reader.Clear() // the table holds results read with another depth limit
	j.reader.MaxDepth = plies
	for _, t := range targets {
		if pos.At(t) == pos.ToMove() {
			if r, _ := j.defend(pos, t); r == ReadCaptured {
				return true
			}
		}
	}
	return false
}

// move is Move within the current question's budget.
func (j *Judge) move(ctx context.Context, pos *engine.Position, g Goal, mv engine.Point) (Verdict, error) {
	learner := pos.ToMove()
	after := *pos
	if _, err := after.Play(engine.Move{Color: learner, Point: mv}); err != nil {
		return Verdict{}, err
	}
	switch g.Kind {
	case GoalCapture:
		return j.judgeCapture(ctx, pos, &after, g, learner), nil
	case GoalSave, GoalLive, GoalKill:
		return j.judgeHold(ctx, &after, g, learner), nil
	case GoalWin:
		return j.judgeWin(ctx, pos, &after, learner)
	case GoalConnect:
		return j.judgeConnect(ctx, &after, g, learner), nil
	case GoalPlace:
		ok := len(g.Targets) == 0
		for _, t := range g.Targets {
			ok = ok || t == mv
		}
		return Verdict{Known: true, Correct: ok, Reached: ok}, nil
	}
	return Verdict{}, fmt.Errorf("%w: %s is not played with moves", ErrBadGoal, g.Kind)
}

// judgeCapture judges a move for GoalCapture; after is pos with the move played.
func (j *Judge) judgeCapture(ctx context.Context, pos, after *engine.Position, g Goal, learner engine.Color) Verdict {
	if st := j.state(ctx, after, g, learner); st == GoalReached {
		return Verdict{Known: true, Correct: true, Reached: true, Plies: 1, Quickest: j.quickest(ctx, pos, g)}
	}
	res := ReadCaptured
	escape, reply := engine.NoPoint, engine.NoPoint
	for _, t := range g.Targets {
		// The defender, to move, tries to save each target; the goal holds when one of them cannot be saved.
		r, m := j.defend(after, t)
		if r == ReadCaptured {
			res = ReadCaptured
			break
		}
		if r == ReadUnknown || res == ReadUnknown {
			res = ReadUnknown
		} else {
			res, escape = ReadSafe, m
		}
	}
	if res == ReadSafe && jointTargets(after, g.Targets, learner.Opponent()) {
		// Each target alone can be saved; the defender may not be able to save them all at once.
		if res, reply = j.jointDefence(ctx, after, g.Targets); res == ReadSafe {
			escape = reply
		}
	}
	switch res {
	case ReadCaptured:
		if reply != engine.NoPoint { // read together (Go rules: the solver does not apply)
			q := *after
			q.Play(engine.Move{Color: learner.Opponent(), Point: reply})
			line := append([]engine.Point{reply}, j.captureLine(ctx, &q, g.Targets, learner)...)
			return Verdict{Known: true, Correct: true, Line: line, Plies: 1 + len(line), Quickest: j.quickest(ctx, pos, g)}
		}
		// Under capture-1 rules a capture wins the game, so where the exact solver settles the game it must be
		// the learner's: a reading that missed a counter-attack elsewhere is caught here.
		// The result first; the line only when it refutes, as a capture's line comes from the reader.
		if sol, ok := j.solveWithin(ctx, after, settleNodes, true); ok && sol.Winner != learner {
			if sol, ok := j.settle(ctx, after); ok && sol.Winner != learner {
				return Verdict{Known: true, Line: sol.Line}
			}
		}
		line := j.captureLine(ctx, after, g.Targets, learner)
		return Verdict{Known: true, Correct: true, Line: line, Plies: 1 + len(line), Quickest: j.quickest(ctx, pos, g)}
	case ReadSafe:
		line := []engine.Point{escape} // read together: the reply that saves them all says it
		if reply == engine.NoPoint {
			line = j.escapeLine(ctx, after, g.Targets, learner, escape)
		}
		if j.winsElsewhere(ctx, after, line, g.Targets, learner) {
			return Verdict{Known: true, Line: line, Aside: AsideOffTask}
		}
		if reply == engine.NoPoint && fewestLiberties(after, g.Targets) <= 2 && counterCaptured(after, line, learner) {
			// A refutation by a counter-capture while the targets are short of liberties is where the reading's
			// depth limits show. Under capture-1 rules, where the exact solver settles the game for the learner,
			// the reading missed a way: the move is not refuted, only set aside by what the solver's line takes
			// first.
			if sol, ok := j.solveWithin(ctx, after, vetoNodes, true); ok && sol.Winner == learner {
				if sol, ok := j.settle(ctx, after); ok && sol.Winner == learner {
					return Verdict{Known: true, Line: sol.Line, Aside: firstTaken(after, sol.Line, g.Targets)}
				}
			}
		}
		return Verdict{Known: true, Line: line}
	}
	return Verdict{}
}

// counterCaptured reports whether line, played from pos, ends with the learner's stones captured (the game over
// under Atari Go rules).
func counterCaptured(pos *engine.Position, line []engine.Point, learner engine.Color) bool {
	q := *pos
	for _, m := range line {
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
			return false
		}
	}
	return q.Rules().Kind == engine.AtariGo && q.Over() && q.Outcome().Winner != learner
}

// vetoNodes bounds the exact solver's check of a refutation the reading found while the targets are short of
// liberties (two or fewer): a small budget, as the learner waits for each.
const vetoNodes = 60000

// firstTaken says how a line played from pos that wins the capture game for its second mover (the learner, whose
// move pos follows) misses the page: AsideSlower when its first capture takes a target, else AsideOffTask.
func firstTaken(pos *engine.Position, line []engine.Point, targets []engine.Point) Aside {
	q := *pos
	for _, m := range line {
		captured, err := q.Play(engine.Move{Color: q.ToMove(), Point: m})
		if err != nil {
			break
		}
		if len(captured) > 0 {
			if slices.ContainsFunc(targets, func(t engine.Point) bool { return slices.Contains(captured, t) }) {
				return AsideSlower
			}
			break
		}
	}
	return AsideOffTask
}

// winsElsewhere reports whether a move after which the targets escape (after, the defender to move) attacks other
// stones instead: it takes a liberty of another chain that the learner then captures by force, before anything
// else is captured, whatever the defender does, or at the end of the escape line, where the defender saved the
// targets; proven by the reader and, where the exact solver settles the position, not a loss of the capture
// game. A chain the move does not touch was there to take before it, so the move did not win it.
func (j *Judge) winsElsewhere(ctx context.Context, after *engine.Position, line []engine.Point, targets []engine.Point, learner engine.Color) bool {
	end := *after
	for _, m := range line {
		if _, err := end.Play(engine.Move{Color: end.ToMove(), Point: m}); err != nil {
			end = *after
			break
		}
	}
	mv := after.LastMove()
	keep := j.reader.Targets
	defer func() { j.reader.Targets = keep }()
	// The chains the move takes a liberty of, other than the targets, short enough of liberties to be caught.
	var touched []engine.Point
	var seen engine.PointSet
	for _, n := range engine.Neighbors(mv) {
		if !after.OnBoard(n) || after.At(n) != learner.Opponent() || seen.Has(after.ChainHead(n)) {
			continue
		}
		seen.Add(after.ChainHead(n))
		if !slices.ContainsFunc(targets, func(t engine.Point) bool { return after.ChainHead(t) == after.ChainHead(n) }) &&
			after.LibertiesUpTo(n, 4) <= 3 {
			touched = append(touched, n)
		}
	}
	// Any of them taken counts, so a move that ataris two at once wins one of them.
	j.reader.Targets = touched
	for _, n := range touched {
		won := false
		if r, _ := j.defend(after, n); r == ReadCaptured {
			won = true
		} else if !end.Over() && end.ToMove() == learner && end.At(n) == learner.Opponent() {
			r, _ := j.attack(&end, n)
			won = r == ReadCaptured
		}
		if !won {
			continue
		}
		if sol, ok := j.solveWithin(ctx, after, settleNodes, true); ok && sol.Winner != learner {
			return false
		}
		return true
	}
	return false
}

// settleNodes bounds the exact solver's check of a capture the reading proved.
const settleNodes = 300000

// settle returns the exact solver's result for pos under capture-1 rules on a board it can solve, when it
// settles it within settleNodes; ok is false otherwise.
func (j *Judge) settle(ctx context.Context, pos *engine.Position) (Solution, bool) {
	return j.solveWithin(ctx, pos, settleNodes, false)
}

// solveWithin returns the exact solver's result for pos, on a board and under rules it can solve, when it settles
// it within nodes; with resultOnly it reads no line out. ok is false otherwise.
func (j *Judge) solveWithin(ctx context.Context, pos *engine.Position, nodes int64, resultOnly bool) (Solution, bool) {
	if !CanSolve(pos.Rules(), pos.Cols(), pos.Rows()) || pos.Over() {
		return Solution{}, false
	}
	sv := j.solver
	keepNodes, keepOnly := sv.MaxNodes, sv.ResultOnly
	defer func() { sv.MaxNodes, sv.ResultOnly = keepNodes, keepOnly }()
	sv.MaxNodes, sv.ResultOnly = nodes, resultOnly
	sol, err := sv.Solve(ctx, pos, nil)
	return sol, err == nil && sol.Known
}

// judgeHold judges a move for the goals that are reached once they are safe from the opponent: GoalSave,
// GoalLive and GoalKill; after is the position with the move played.
func (j *Judge) judgeHold(ctx context.Context, after *engine.Position, g Goal, learner engine.Color) Verdict {
	switch j.state(ctx, after, g, learner) {
	case GoalReached:
		return Verdict{Known: true, Correct: true, Reached: true}
	case GoalFailed:
		return Verdict{Known: true}
	case GoalUndecided:
		return Verdict{}
	}
	// The goal is open: the opponent, to move, can undo it. Show how.
	if g.Kind == GoalKill {
		// The owner, to move, makes the group live.
		return Verdict{Known: true, Line: j.lifeLine(after, g.Targets[0], learner.Opponent())}
	}
	if g.Kind == GoalLive {
		return Verdict{Known: true, Line: j.lifeLine(after, g.Targets[0], learner.Opponent())}
	}
	for _, t := range g.Targets {
		q := *after
		if r, m := j.attack(&q, t); r == ReadCaptured {
			q.PlayFast(m)
			line := append([]engine.Point{m}, j.captureLine(ctx, &q, []engine.Point{t}, learner.Opponent())...)
			return Verdict{Known: true, Line: line}
		}
	}
	return Verdict{}
}

// judgeWin judges a move for GoalWin with the exact solver.
func (j *Judge) judgeWin(ctx context.Context, pos, after *engine.Position, learner engine.Color) (Verdict, error) {
	if after.Over() {
		won := after.Outcome().Winner == learner
		return Verdict{Known: true, Correct: won, Reached: won, Plies: 1, Quickest: 1}, nil
	}
	sol, err := j.solver.Solve(ctx, after, nil)
	if err != nil || !sol.Known {
		return Verdict{}, err
	}
	v := Verdict{Known: true, Correct: sol.Winner == learner, Line: sol.Line}
	if v.Correct {
		v.Plies = 1 + sol.Plies
		if best, err := j.solver.Solve(ctx, pos, nil); err == nil && best.Known && best.Winner == learner {
			v.Quickest = best.Plies
		}
	}
	return v, nil
}

// quickest returns the least plies in which the learner, to move in pos, captures a target (0 when not proven).
func (j *Judge) quickest(ctx context.Context, pos *engine.Position, g Goal) int {
	best := 0
	for _, t := range g.Targets {
		key := pos.Key() ^ uint64(t)*0x9E3779B97F4A7C15 ^ uint64(pos.Captures(engine.Black))<<40 ^
			uint64(pos.Captures(engine.White))<<50 ^ uint64(pos.Rules().Target())<<58 ^ j.reader.targetsKey()
		d, ok := j.quick[key]
		if !ok {
			d = j.capturePlies(ctx, pos, t)
			if ctx.Err() == nil {
				if len(j.quick) > 4096 {
					clear(j.quick)
				}
				j.quick[key] = d
			}
		}
		if d > 0 && (best == 0 || d < best) {
			best = d
		}
	}
	return best
}

// capturePlies returns the least number of plies, the capture included, in which the side to move in pos
// captures the chain at target against the best defence (0 when the reader cannot prove a capture within
// MaxPlies); the first capture of all under Atari Go rules counts.
func (j *Judge) capturePlies(ctx context.Context, pos *engine.Position, target engine.Point) int {
	d, _ := j.captureMove(ctx, pos, target)
	return d
}

// captureMove returns capturePlies and the move that starts such a quickest capture.
func (j *Judge) captureMove(ctx context.Context, pos *engine.Position, target engine.Point) (int, engine.Point) {
	if pos.At(target) != pos.ToMove().Opponent() {
		return 0, engine.NoPoint
	}
	keep := j.reader.MaxDepth
	defer func() { j.reader.MaxDepth = keep; j.reader.Clear() }()
	for d := 1; d <= j.MaxPlies; d += 2 {
		if ctx.Err() != nil || j.outOfBudget() {
			return 0, engine.NoPoint
		}
		j.reader.Clear() // the table holds results read with another depth limit
		j.reader.MaxDepth = d
		r, m := j.attack(pos, target)
		switch {
		case r == ReadCaptured:
			return d, m
		case r == ReadSafe && !j.reader.Exhausted():
			return 0, engine.NoPoint
		}
	}
	return 0, engine.NoPoint
}

// captureLine plays out a proven capture: the defender (to move in pos) resists longest, the attacker (learner)
// takes the quickest way, until one of targets is captured or the game ends. It returns the moves after pos.
func (j *Judge) captureLine(ctx context.Context, pos *engine.Position, targets []engine.Point, attacker engine.Color) []engine.Point {
	var line []engine.Point
	q := *pos
	for len(line) < j.MaxPlies && ctx.Err() == nil {
		if q.Rules().Kind == engine.AtariGo && q.Over() || capturedAny(&q, targets, attacker.Opponent()) {
			break
		}
		var mv engine.Point
		if q.ToMove() == attacker {
			mv = j.quickestAttack(ctx, &q, targets)
		} else {
			mv = j.longestDefence(ctx, &q, targets)
		}
		if mv == engine.NoPoint {
			break
		}
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: mv}); err != nil {
			break
		}
		line = append(line, mv)
	}
	return line
}

// capturedAny reports whether a stone of targets no longer holds a stone of colour def.
func capturedAny(pos *engine.Position, targets []engine.Point, def engine.Color) bool {
	for _, t := range targets {
		if pos.At(t) != def {
			return true
		}
	}
	return false
}

// quickestAttack returns the attacker's move (to move in pos) that captures a target: a ladder's next atari while
// a ladder takes it, as the line a learner follows most easily, else a move that captures in the fewest plies,
// found by reading every legal move to a growing depth (an atari on a target first among equals). A move that
// captures other stones than the targets is never one: the goal is the targets, first.
func (j *Judge) quickestAttack(ctx context.Context, pos *engine.Position, targets []engine.Point) engine.Point {
	for _, t := range targets {
		if pos.At(t).IsStone() && pos.LibertiesUpTo(t, 3) == 2 {
			if r, m := j.ladder(pos, t); r == ReadCaptured && m != engine.NoPoint {
				if q := *pos; q.PlayFast(m) == 0 {
					return m
				}
			}
		}
	}
	type tried struct {
		move engine.Point
		pos  engine.Position
	}
	var ataris, others []tried
	for _, m := range pos.LegalMoves(nil) {
		q := *pos
		captured := q.PlayFast(m)
		if capturedAny(&q, targets, pos.ToMove().Opponent()) {
			return m
		}
		if captured > 0 || q.Rules().Kind == engine.AtariGo && q.Over() {
			continue // other stones first
		}
		if fewestLiberties(&q, targets) == 1 {
			ataris = append(ataris, tried{m, q})
		} else {
			others = append(others, tried{m, q})
		}
	}
	// Only the moves after which the reader, to its full depth, proves a capture are read to a growing depth.
	var moves []tried
	for _, mv := range append(ataris, others...) {
		for _, t := range targets {
			if mv.pos.At(t).IsStone() {
				if r, _ := j.defend(&mv.pos, t); r == ReadCaptured {
					moves = append(moves, mv)
					break
				}
			}
		}
	}
	if len(moves) <= 1 {
		if len(moves) == 1 {
			return moves[0].move
		}
		return engine.NoPoint
	}
	keep := j.reader.MaxDepth
	defer func() { j.reader.MaxDepth = keep; j.reader.Clear() }()
	for d := 1; d < j.MaxPlies; d += 2 {
		j.reader.Clear() // the table holds results read with another depth limit
		j.reader.MaxDepth = d
		exhausted := false
		for i := range moves {
			if ctx.Err() != nil || j.outOfBudget() {
				return engine.NoPoint
			}
			for _, t := range targets {
				if !moves[i].pos.At(t).IsStone() {
					continue
				}
				r, _ := j.defend(&moves[i].pos, t)
				if r == ReadCaptured {
					return moves[i].move
				}
				exhausted = exhausted || j.reader.Exhausted()
			}
		}
		if !exhausted {
			return engine.NoPoint
		}
	}
	return engine.NoPoint
}

// longestDefence returns the defender's move (to move in pos) after which the attacker needs the most plies to
// capture a target; a move that saves them all, or wins the game, comes first.
func (j *Judge) longestDefence(ctx context.Context, pos *engine.Position, targets []engine.Point) engine.Point {
	best, bestPlies := engine.NoPoint, -1
	for _, t := range targets {
		for _, m := range j.defenceCandidates(pos, t) {
			q := *pos
			if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
				continue
			}
			if q.Rules().Kind == engine.AtariGo && q.Over() {
				return m
			}
			d := j.capturePlies(ctx, &q, t)
			if d == 0 {
				if r, _ := j.attack(&q, t); r == ReadSafe {
					return m
				}
				continue
			}
			if d > bestPlies {
				best, bestPlies = m, d
			}
		}
	}
	return best
}

// defenceCandidates lists the defender's moves worth trying for the chain at target: its liberties and the
// points next to them, the liberties of the attacker's chains next to it that have at most one liberty more than
// it (a capturing race), and every capture and atari on the board (under Atari Go rules a capture anywhere wins
// and an atari anywhere must be answered).
func (j *Judge) defenceCandidates(pos *engine.Position, target engine.Point) []engine.Point {
	var seen engine.PointSet
	var out []engine.Point
	add := func(pt engine.Point) {
		if pos.OnBoard(pt) && pos.At(pt) == engine.Empty && !seen.Has(pt) {
			seen.Add(pt)
			if pos.IsLegal(engine.Move{Color: pos.ToMove(), Point: pt}) == nil {
				out = append(out, pt)
			}
		}
	}
	for _, lib := range pos.LibertyPoints(target, nil) {
		add(lib)
		for _, n := range engine.Neighbors(lib) {
			add(n)
		}
	}
	most := max(2, pos.Liberties(target)+1) // a chain in a race with the target, or short of liberties
	for _, s := range pos.ChainStones(target, nil) {
		for _, n := range engine.Neighbors(s) {
			if pos.At(n) == pos.ToMove().Opponent() && pos.Liberties(n) <= most {
				for _, lib := range pos.LibertyPoints(n, nil) {
					add(lib)
				}
			}
		}
	}
	for _, pt := range pos.Points(nil) {
		if c := pos.At(pt); c == pos.ToMove().Opponent() && pos.Liberties(pt) <= 2 && pos.Rules().Kind == engine.AtariGo {
			for _, lib := range pos.LibertyPoints(pt, nil) {
				add(lib)
			}
		}
	}
	return out
}

// escapeLine shows a refuted capture attempt: the defender (to move in pos) plays escape, then the learner tries
// the move that leaves a target fewest liberties and the defender answers with the reader's defence, until a
// target has three liberties or more, the defender won the game, or a few moves passed.
func (j *Judge) escapeLine(ctx context.Context, pos *engine.Position, targets []engine.Point, learner engine.Color, escape engine.Point) []engine.Point {
	const most = 6
	var line []engine.Point
	q := *pos
	play := func(m engine.Point) bool {
		if m == engine.NoPoint || q.IsLegal(engine.Move{Color: q.ToMove(), Point: m}) != nil {
			return false
		}
		q.PlayFast(m)
		line = append(line, m)
		return true
	}
	for len(line) < most && ctx.Err() == nil {
		if q.Rules().Kind == engine.AtariGo && q.Over() || capturedAny(&q, targets, learner.Opponent()) {
			break
		}
		if q.ToMove() == learner.Opponent() {
			if escape == engine.NoPoint {
				escape = j.longestDefence(ctx, &q, targets)
			}
			if !play(escape) {
				break
			}
			escape = engine.NoPoint
			if fewestLiberties(&q, targets) >= 3 {
				break
			}
			continue
		}
		if !play(pressingMove(&q, targets)) {
			break
		}
		r, m := j.defend(&q, targets[0])
		if r != ReadSafe {
			break
		}
		escape = m
	}
	return line
}

// fewestLiberties returns the least liberty count of the chains at targets.
func fewestLiberties(pos *engine.Position, targets []engine.Point) int {
	least := 5
	for _, t := range targets {
		if pos.At(t).IsStone() {
			least = min(least, pos.LibertiesUpTo(t, 5))
		}
	}
	return least
}

// pressingMove returns the attacker's (to move in pos) liberty of a target that leaves the target fewest
// liberties without putting the attacking stone itself in atari; NoPoint when there is none.
func pressingMove(pos *engine.Position, targets []engine.Point) engine.Point {
	best, bestLibs := engine.NoPoint, 6
	for _, t := range targets {
		if !pos.At(t).IsStone() {
			continue
		}
		for _, lib := range pos.LibertyPoints(t, nil) {
			q := *pos
			if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: lib}); err != nil {
				continue
			}
			if !q.At(t).IsStone() {
				return lib
			}
			l := q.LibertiesUpTo(t, 5)
			if q.Liberties(lib) > 1 && l < bestLibs {
				best, bestLibs = lib, l
			}
		}
	}
	return best
}

// ladderEscape returns the line of a ladder that does not work, with the target's opponent to move: the ataris
// drive the chain the way a ladder goes on an open board (each on the liberty that leaves the chain two
// liberties once it extends, its friends' other stones left out of that count), and the chain extends, until it
// has three liberties or more (it escaped: it reached a friend, or the ladder's shape broke) or the line is
// plies long. It is empty when the chain does not stand with two liberties, as a ladder's chain does.
func ladderEscape(pos *engine.Position, target engine.Point, plies int) []engine.Point {
	q := *pos
	q.SetToMove(pos.At(target).Opponent())
	var line []engine.Point
	for len(line)+2 <= plies && q.At(target).IsStone() && q.Liberties(target) == 2 {
		best := ladderAtari(&q, target)
		if best == engine.NoPoint {
			break
		}
		q.Play(engine.Move{Color: q.ToMove(), Point: best})
		ext := q.AtariPoint(target)
		if take := escapeByCapture(&q, target); take != engine.NoPoint {
			ext = take // a chasing stone in atari is taken: the chain gets out that way
		}
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: ext}); err != nil {
			break
		}
		line = append(line, best, ext)
	}
	return line
}

// escapeByCapture returns a capture, by the chain at target in atari (its owner to move), of a chain next to it
// that is in atari too, after which the chain has two liberties or more; NoPoint when there is none.
func escapeByCapture(q *engine.Position, target engine.Point) engine.Point {
	for _, s := range q.ChainStones(target, nil) {
		for _, n := range engine.Neighbors(s) {
			if !q.OnBoard(n) || q.At(n) != q.At(target).Opponent() {
				continue
			}
			lib := q.AtariPoint(n)
			if lib == engine.NoPoint || q.IsLegal(engine.Move{Color: q.ToMove(), Point: lib}) != nil {
				continue
			}
			r := *q
			r.PlayFast(lib)
			if r.At(target).IsStone() && r.Liberties(target) >= 2 {
				return lib
			}
		}
	}
	return engine.NoPoint
}

// ladderAtari returns the atari on the chain at target (two liberties, its opponent to move) that drives it as
// a ladder does: counted on the board without the chain's friends, the chain has the fewest liberties once it
// extends; NoPoint when neither liberty is a legal atari.
func ladderAtari(q *engine.Position, target engine.Point) engine.Point {
	bare := *q
	own := q.At(target)
	chain := q.ChainStones(target, nil)
	for _, pt := range q.Points(nil) {
		if q.At(pt) == own && !slices.Contains(chain, pt) {
			bare.Place(pt, engine.Empty)
		}
	}
	best, fewest := engine.NoPoint, 0
	for _, a := range bare.LibertyPoints(target, nil) {
		after := bare
		if _, err := after.Play(engine.Move{Color: after.ToMove(), Point: a}); err != nil || !after.InAtari(target) {
			continue
		}
		if _, err := after.Play(engine.Move{Color: after.ToMove(), Point: after.AtariPoint(target)}); err != nil {
			continue
		}
		if n := after.Liberties(target); best == engine.NoPoint || n < fewest {
			best, fewest = a, n
		}
	}
	if best != engine.NoPoint && q.IsLegal(engine.Move{Color: q.ToMove(), Point: best}) != nil {
		return engine.NoPoint
	}
	return best
}

// Answers returns the learner's moves in pos that the judge proves correct for g, the quickest first (a hint
// shows the first), and those it proves wrong; the rest (neither) it could not decide. It tries every legal
// move and honours ctx.
func (j *Judge) Answers(ctx context.Context, pos *engine.Position, g Goal) (correct, wrong []engine.Point, err error) {
	plies := map[engine.Point]int{}
	defer func() {
		sort.SliceStable(correct, func(a, b int) bool { return plies[correct[a]] < plies[correct[b]] })
	}()
	for _, m := range pos.LegalMoves(nil) {
		if m == engine.Pass {
			continue
		}
		if err := ctx.Err(); err != nil {
			return correct, wrong, err
		}
		v, err := j.Move(ctx, pos, g, m)
		if err != nil {
			return correct, wrong, err
		}
		switch {
		case !v.Known:
		case v.Correct:
			correct = append(correct, m)
			plies[m] = v.Plies
		default:
			wrong = append(wrong, m)
		}
	}
	return correct, wrong, nil
}

// LadderWorks answers a ladder question: whether the chain at target, with its opponent to move, is captured
// in a ladder, with the ladder's line: to the capture when it works, to the chain's escape when it does not;
// known is false when the reading could not decide.
func (j *Judge) LadderWorks(pos *engine.Position, target engine.Point) (works, known bool, line []engine.Point) {
	j.begin()
	r, first := j.ladder(pos, target)
	if r == ReadUnknown {
		return false, false, nil
	}
	if r == ReadSafe {
		return false, true, ladderEscape(pos, target, j.MaxPlies)
	}
	q := *pos
	q.SetToMove(pos.At(target).Opponent())
	mv := first
	for len(line) < j.MaxPlies && mv != engine.NoPoint && q.At(target).IsStone() {
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: mv}); err != nil {
			break
		}
		line = append(line, mv)
		if !q.At(target).IsStone() {
			break
		}
		// The defender extends on its one liberty; the attacker's next atari comes from the ladder reading.
		if !q.InAtari(target) {
			break
		}
		ext := q.AtariPoint(target)
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: ext}); err != nil {
			break
		}
		line = append(line, ext)
		r, mv = j.ladder(&q, target)
		if r != ReadCaptured {
			break
		}
	}
	if j.outOfBudget() {
		return false, false, nil
	}
	return true, true, line
}
