package lesson

import (
	"fmt"
	"slices"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Exercise is the state of one exercise or question page as the learner works on it. Like game.Match it is a
// state machine without clocks or goroutines: events go in (Click, Answer, Judged, Retry, Hint), effects come
// out (AskJudge for the judge, run off the game loop; Show for moves to animate). It is not safe for concurrent
// use.
type Exercise struct {
	page    *Page
	learner engine.Color
	pos     engine.Position
	state   State
	seq     uint64
	asked   engine.Point // the move being judged
	played  []engine.Point
	line    []engine.Point // every move since the start, both colours
	picked  []engine.Point // the points pointed at so far (pointing goals)
	hints   int
	answers []engine.Point // the judge's correct moves in the position now, the quickest first; nil when not asked
	missed  int            // wrong tries
	said    Said
	next    engine.Point // the engine's own next move for the learner after the computer's reply, NoPoint when unknown
}

// State is where an exercise stands.
type State uint8

const (
	// Waiting means the learner is to move (or point, or answer).
	Waiting State = iota
	// Judging means the judge is deciding the learner's move off the game loop.
	Judging
	// Solved means the goal is reached.
	Solved
	// Refuted means the learner's move was wrong; the refutation is shown, and Retry starts again.
	Refuted
)

// Said is what the page tells the learner after the last event, for the window to put in words.
type Said struct {
	// Kind is the kind of sentence.
	Kind SaidKind
	// Motif names the tactic of a correct line, or of the refutation.
	Motif ai.Motif
	// Liberties is the number of liberties the target has at the end of a refutation, 0 when it was not saved.
	Liberties int
	// Point is a point the sentence names (the point refused, the chain of a hint, the move of a hint).
	Point engine.Point
	// Count is a number the sentence names (the liberties to find, the target's liberty count in a hint).
	Count int
	// Err is why a move is not allowed (SaidIllegal): an engine error such as engine.ErrSuicide.
	Err error
	// NoAnswer, with SaidUndecided after a hint or Show me, means the engine read every move to its end and none
	// does what the page asks: the page has no answer (a lesson file to mend), not a move too hard to read.
	NoAnswer bool
}

// SaidKind names what an exercise tells the learner.
type SaidKind uint8

const (
	// SaidNothing means there is nothing new to say.
	SaidNothing SaidKind = iota
	// SaidGood means the move was correct and the exercise goes on (the computer answers).
	SaidGood
	// SaidSolved means the goal is reached.
	SaidSolved
	// SaidSolvedSlowly means the goal is reached, and Point would have reached it sooner.
	SaidSolvedSlowly
	// SaidEscaped means the target got away: it has Liberties liberties at the end of the refutation.
	SaidEscaped
	// SaidLost means the opponent captured first (or the chain to save was taken).
	SaidLost
	// SaidIllegal means the move is not allowed by the rules.
	SaidIllegal
	// SaidWrongPoint means a pointed point (or the point of a stone asked for on marked points) is not one the
	// goal asks for.
	SaidWrongPoint
	// SaidMorePoints means the point was right and Count more are to be found.
	SaidMorePoints
	// SaidWrongAnswer means the answer to the question was wrong; Motif tells what the ladder does.
	SaidWrongAnswer
	// SaidUndecided means the engine could not decide the move within its limits.
	SaidUndecided
	// SaidHintLook means the first hint: look at the marked target.
	SaidHintLook
	// SaidHintLiberties means the second hint: the target has Count liberties.
	SaidHintLiberties
	// SaidHintMove means the third hint: Point is a correct move.
	SaidHintMove
	// SaidSlower means the move forces the capture the page asks for, but more slowly than the quickest way; it
	// is taken back, neither praised nor counted wrong.
	SaidSlower
	// SaidOffTask means the move forces a capture of other stones before the ones the page asks for; it is taken
	// back, neither praised nor counted wrong.
	SaidOffTask
	// SaidOtherWay means the move forces the capture by the quickest way, but not with the tactic the page teaches
	// (Motif); it is taken back, neither praised nor counted wrong.
	SaidOtherWay
	// SaidCut means the chains to connect were cut apart at Point: no move joins them at once, and the cutting
	// stone cannot be captured.
	SaidCut
	// SaidKoEnded means the move was no threat: the opponent filled the ko's point, and there is nothing left to
	// take back.
	SaidKoEnded
)

// AskJudge asks for the judge's verdict on Move in Position (the learner to move) for Goal; report it with
// Judged and the same Seq. A Move of engine.NoPoint asks for the answers instead (the hint's move, Show me).
type AskJudge struct {
	Seq      uint64
	Position engine.Position
	Goal     ai.Goal
	Move     engine.Point
}

// Show asks the window to play Moves out on the board from Position, one by one (the computer's answer, a
// refutation, a correct line).
type Show struct {
	Position engine.Position
	Moves    []engine.Point
}

// Effect is something an Exercise asks its caller to do: AskJudge or Show.
type Effect interface{ effect() }

func (AskJudge) effect() {}
func (Show) effect()     {}

// Verdict is the judge's answer to an AskJudge: the verdict on the move; for an AskJudge without a move, the
// correct moves; for a question, whether the ladder works (Known and Line from the ai.Verdict).
type Verdict struct {
	ai.Verdict
	Answers []engine.Point
	Works   bool
}

// NewExercise starts the exercise of page p, which must be an exercise or a question.
func NewExercise(p *Page) *Exercise {
	e := &Exercise{page: p}
	e.reset()
	return e
}

// reset puts the exercise back to its start.
func (e *Exercise) reset() {
	e.pos = e.page.Start()
	e.learner = e.page.Learner()
	e.state, e.played, e.line, e.picked, e.said, e.next = Waiting, nil, nil, nil, Said{}, engine.NoPoint
	e.answers = nil
	e.seq++
}

// Page returns the exercise's page.
func (e *Exercise) Page() *Page { return e.page }

// Position returns the position on the board now.
func (e *Exercise) Position() *engine.Position { return &e.pos }

// State returns where the exercise stands.
func (e *Exercise) State() State { return e.state }

// Said returns what the page tells the learner after the last event.
func (e *Exercise) Said() Said { return e.said }

// Picked returns the points pointed at so far in a pointing exercise.
func (e *Exercise) Picked() []engine.Point { return e.picked }

// Next returns the move the engine itself would play next for the learner (its proven line goes on with it),
// NoPoint when it knows none yet; Show me plays it.
func (e *Exercise) Next() engine.Point { return e.next }

// Checking reports whether the judge is deciding a move the learner played (not finding the hint's move, not
// reading a question).
func (e *Exercise) Checking() bool {
	return e.state == Judging && e.page.Kind == PageExercise && e.asked != engine.NoPoint
}

// Helped counts a move played for the learner (Show me): an exercise solved with it earns one star.
func (e *Exercise) Helped() {
	e.hints = max(e.hints, MaxStars-1)
}

// Learner returns the learner's colour.
func (e *Exercise) Learner() engine.Color { return e.learner }

// MaxStars is the most stars a page can earn.
const MaxStars = 3

// Stars returns how well the exercise went once solved: MaxStars without a hint or a wrong try, one fewer with
// one of them, 1 otherwise.
func (e *Exercise) Stars() int {
	return max(MaxStars-e.hints-e.missed, 1)
}

// pointing reports whether the goal is reached by pointing at points rather than by moves.
func (e *Exercise) pointing() bool {
	return e.page.Goal.Kind == ai.GoalLiberties || e.page.Goal.Kind == ai.GoalAtari
}

// Click is the learner's click or tap on point pt: a move, or a point pointed at.
func (e *Exercise) Click(pt engine.Point) []Effect {
	if e.state != Waiting || e.page.Kind != PageExercise {
		return nil
	}
	if e.pointing() {
		e.point(pt)
		return nil
	}
	if g := e.page.Goal; g.Kind == ai.GoalPlace && len(g.Targets) > 0 && !slices.Contains(g.Targets, pt) {
		e.missed++ // a stone asked for on marked points: any other point is simply not it
		e.said = Said{Kind: SaidWrongPoint, Point: pt}
		return nil
	}
	if err := e.pos.IsLegal(engine.Move{Color: e.learner, Point: pt}); err != nil {
		e.said = Said{Kind: SaidIllegal, Err: err}
		return nil
	}
	e.seq++
	e.state, e.asked = Judging, pt
	e.said = Said{}
	return []Effect{AskJudge{Seq: e.seq, Position: e.pos, Goal: e.goal(), Move: pt}}
}

// point takes pt as a point pointed at for a pointing goal.
func (e *Exercise) point(pt engine.Point) {
	want := e.wanted()
	if !slices.Contains(want, pt) {
		e.missed++
		e.said = Said{Kind: SaidWrongPoint, Point: pt}
		return
	}
	if !slices.Contains(e.picked, pt) {
		e.picked = append(e.picked, pt)
	}
	if left := len(want) - len(e.picked); left > 0 && e.page.Goal.Kind == ai.GoalLiberties {
		e.said = Said{Kind: SaidMorePoints, Count: left}
		return
	}
	e.state, e.said = Solved, Said{Kind: SaidSolved}
}

// wanted returns the points a pointing goal asks for: every liberty of the target, or every stone of a chain
// in atari (any one of them will do).
func (e *Exercise) wanted() []engine.Point {
	if e.page.Goal.Kind == ai.GoalLiberties {
		return e.pos.LibertyPoints(e.page.Goal.Targets[0], nil)
	}
	var out []engine.Point
	for _, pt := range e.pos.Points(nil) {
		if e.pos.At(pt).IsStone() && e.pos.InAtari(pt) {
			out = append(out, pt)
		}
	}
	return out
}

// Answer is the learner's yes or no to a question page; the judge's reading decides it (AskJudge).
func (e *Exercise) Answer(yes bool) []Effect {
	if e.state != Waiting || e.page.Kind != PageQuestion {
		return nil
	}
	e.seq++
	e.state, e.said = Judging, Said{}
	if yes {
		e.asked = engine.Pass
	} else {
		e.asked = engine.NoPoint
	}
	return []Effect{AskJudge{Seq: e.seq, Position: e.pos, Goal: e.page.Goal, Move: engine.NoPoint}}
}

// Judged takes the judge's answer to the AskJudge seq; a stale answer is ignored.
func (e *Exercise) Judged(seq uint64, v Verdict) []Effect {
	if seq != e.seq || e.state != Judging {
		return nil
	}
	e.state = Waiting
	if e.page.Kind == PageQuestion {
		return e.answered(v)
	}
	if e.asked == engine.NoPoint { // a hint's or Show me's answers
		return e.hinted(v)
	}
	if !v.Known {
		e.said = Said{Kind: SaidUndecided}
		return nil
	}
	if v.Aside == ai.AsideSlower && len(e.played) > 0 {
		// Only the page's first move must be the quickest: later moves go on along any proven way to the
		// capture, the line shown after the first among them.
		v.Correct, v.Aside = true, ai.AsideNone
	}
	switch v.Aside { // the move is taken back: the board stays the exercise's
	case ai.AsideSlower:
		e.said = Said{Kind: SaidSlower}
		return nil
	case ai.AsideOffTask:
		e.said = Said{Kind: SaidOffTask}
		return nil
	case ai.AsideOtherWay:
		e.said = Said{Kind: SaidOtherWay, Motif: e.page.Goal.Motif}
		return nil
	}
	if e.page.OnlyAnswers && len(e.played) == 0 && v.Correct && !slices.Contains(e.page.Answers, e.asked) {
		e.said = Said{Kind: SaidOtherWay} // right, but the page asks for its own answer: taken back
		return nil
	}
	before := e.pos
	mv := e.asked
	e.answers = nil // the position changes: the hint's answers were for the old one
	e.pos.Play(engine.Move{Color: e.learner, Point: mv})
	e.played = append(e.played, mv)
	e.line = append(e.line, mv)
	line := append([]engine.Point{mv}, v.Line...)
	motif := ai.LineMotif(&before, line, e.page.Goal.Targets)
	if !v.Correct {
		e.missed++
		e.state = Refuted
		shown := e.pos
		e.playOut(v.Line)
		e.said = e.failure(motif)
		return []Effect{Show{Position: shown, Moves: v.Line}}
	}
	if v.Reached || len(v.Line) == 0 {
		// The tactic is named from the whole line since the start: the last move of a ladder is only a capture.
		start := e.page.Start()
		whole := append(slices.Clone(e.line), v.Line...)
		e.state = Solved
		e.said = Said{Kind: SaidSolved, Motif: ai.LineMotif(&start, whole, e.page.Goal.Targets)}
		if v.Quickest > 0 && v.Plies > v.Quickest && len(e.played) == 1 {
			e.said.Kind = SaidSolvedSlowly
		}
		return nil
	}
	// The computer answers with its best defence; the learner goes on.
	shown := e.pos
	reply := v.Line[0]
	e.next = engine.NoPoint
	if len(v.Line) > 1 {
		e.next = v.Line[1]
	}
	e.pos.Play(engine.Move{Color: e.learner.Opponent(), Point: reply})
	e.line = append(e.line, reply)
	e.said = Said{Kind: SaidGood, Motif: motif}
	if e.pos.Rules().Kind == engine.AtariGo && e.pos.Over() {
		e.state, e.said = Refuted, Said{Kind: SaidLost}
	}
	return []Effect{Show{Position: shown, Moves: []engine.Point{reply}}}
}

// playOut plays the moves of a line on the exercise's position, as far as they are legal.
func (e *Exercise) playOut(line []engine.Point) {
	for _, m := range line {
		if _, err := e.pos.Play(engine.Move{Color: e.pos.ToMove(), Point: m}); err != nil {
			return
		}
	}
}

// failure says why a refuted move failed, from the position the refutation leaves.
func (e *Exercise) failure(motif ai.Motif) Said {
	g := e.page.Goal
	start := e.page.Start()
	if e.pos.Rules().Kind == engine.AtariGo && e.pos.Over() && e.pos.Outcome().Winner != e.learner {
		return Said{Kind: SaidLost, Motif: motif} // the opponent captured first: whatever the target did, that decided
	}
	if g.Kind == ai.GoalConnect {
		return Said{Kind: SaidCut, Point: e.pos.LastMove()}
	}
	if ko := start.Ko(); ko != engine.NoPoint && e.pos.At(ko) == e.learner.Opponent() {
		return Said{Kind: SaidKoEnded, Point: ko} // the take-back the learner waited for is gone
	}
	for _, t := range g.Targets {
		owner := start.At(t)
		switch {
		case owner == e.learner && e.pos.At(t) != owner:
			return Said{Kind: SaidLost, Motif: motif}
		case owner != e.learner && e.pos.At(t) == owner:
			return Said{Kind: SaidEscaped, Liberties: e.pos.Liberties(t), Motif: motif}
		}
	}
	return Said{Kind: SaidLost, Motif: motif}
}

// answered takes the judge's reading for a question: whether the ladder works, or who wins the count. The
// ladder's line is shown whatever the answer (to the capture, or to the chain's escape), and the board stays
// where it ends.
func (e *Exercise) answered(v Verdict) []Effect {
	if !v.Known {
		e.said = Said{Kind: SaidUndecided}
		return nil
	}
	works := v.Works
	shown := e.pos
	e.playOut(v.Line)
	if (e.asked == engine.Pass) == works {
		e.state, e.said = Solved, Said{Kind: SaidSolved}
		if e.page.Goal.Kind == ai.GoalLadder {
			e.said.Motif = ai.MotifLadder
		}
	} else {
		e.missed++
		e.state, e.said = Refuted, Said{Kind: SaidWrongAnswer}
	}
	if len(v.Line) == 0 {
		return nil
	}
	return []Effect{Show{Position: shown, Moves: v.Line}}
}

// Hint gives the next hint, built from the moves the judge accepts: first where to look (the chain the right
// move is about), then that chain's liberties, then the move itself. The first hint in a position asks the judge
// for its answers (AskJudge without a move).
func (e *Exercise) Hint() []Effect {
	if e.state != Waiting || e.page.Kind != PageExercise {
		return nil
	}
	if e.pointing() {
		e.hints++
		g := e.page.Goal
		switch {
		case e.hints == 1 && len(g.Targets) > 0:
			e.said = Said{Kind: SaidHintLook, Point: g.Targets[0]}
		case e.hints <= 2 && len(g.Targets) > 0 && e.pos.At(g.Targets[0]).IsStone():
			e.hints = 2
			e.said = Said{Kind: SaidHintLiberties, Point: g.Targets[0], Count: e.pos.Liberties(g.Targets[0])}
		default:
			if want := e.wanted(); len(want) > 0 {
				e.said = Said{Kind: SaidHintMove, Point: want[0]}
			}
		}
		return nil
	}
	if e.answers == nil {
		e.seq++
		e.state, e.asked = Judging, engine.NoPoint
		return []Effect{AskJudge{Seq: e.seq, Position: e.pos, Goal: e.goal(), Move: engine.NoPoint}}
	}
	e.giveHint()
	return nil
}

// hinted takes the correct moves the judge found, and gives the hint asked for.
func (e *Exercise) hinted(v Verdict) []Effect {
	if len(v.Answers) == 0 {
		e.said = Said{Kind: SaidUndecided, NoAnswer: v.Known}
		return nil
	}
	e.answers = v.Answers
	if e.page.OnlyAnswers && len(e.played) == 0 {
		// The hints lead to the page's own answers, the judge's order kept.
		if own := slices.DeleteFunc(slices.Clone(v.Answers), func(m engine.Point) bool { return !slices.Contains(e.page.Answers, m) }); len(own) > 0 {
			e.answers = own
		}
	}
	e.giveHint()
	return nil
}

// giveHint gives the next hint about the first of the judge's answers.
func (e *Exercise) giveHint() {
	e.hints++
	mv := e.answers[0]
	focus := e.focus(mv)
	switch {
	case e.hints == 1 && focus != engine.NoPoint:
		e.said = Said{Kind: SaidHintLook, Point: focus}
	case e.hints <= 2 && focus != engine.NoPoint && e.pos.At(focus).IsStone():
		e.hints = 2
		e.said = Said{Kind: SaidHintLiberties, Point: focus, Count: e.pos.Liberties(focus)}
	default:
		e.hints = max(e.hints, 3)
		e.said = Said{Kind: SaidHintMove, Point: mv}
	}
}

// focus returns a stone of the chain the right move mv is about: a target of the goal that mv touches (a
// liberty taken or given), else the opponent's chain with the fewest liberties that mv takes a liberty from (a
// capture or an atari elsewhere), else the goal's first target; NoPoint when none of them is on the board.
func (e *Exercise) focus(mv engine.Point) engine.Point {
	touches := func(pt engine.Point) bool {
		return e.pos.At(pt).IsStone() && slices.Contains(e.pos.LibertyPoints(pt, nil), mv)
	}
	for _, t := range e.page.Goal.Targets {
		if touches(t) {
			return t
		}
	}
	best, fewest := engine.NoPoint, 0
	for _, nb := range engine.Neighbors(mv) {
		if e.pos.At(nb) == e.learner.Opponent() {
			if n := e.pos.Liberties(nb); best == engine.NoPoint || n < fewest {
				best, fewest = nb, n
			}
		}
	}
	if best != engine.NoPoint {
		return best
	}
	for _, t := range e.page.Goal.Targets {
		if e.pos.At(t).IsStone() {
			return t
		}
	}
	return engine.NoPoint
}

// Retry starts the exercise again from its first position.
func (e *Exercise) Retry() {
	e.reset()
}

// String describes the exercise's state for tests and logs.
func (e *Exercise) String() string {
	return fmt.Sprintf("%s %v, %d moves, %d hints, %d wrong", e.page.Source, e.state, len(e.played), e.hints, e.missed)
}

// goal returns the goal the judge decides the next move by: the page's, whose tactic (Motif) only the first move
// must show; later moves go on along any proven way.
func (e *Exercise) goal() ai.Goal {
	g := e.page.Goal
	if len(e.played) > 0 {
		g.Motif = ai.MotifNone
	}
	return g
}
