package game

import (
	"context"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/job"
)

// Session runs a Match: it carries out the Match's effects with an
// ai.Worker, feeds the Worker's answers back, and keeps the effects a scene
// wants to show (moves played, the count reached, the end of the game). All
// its methods return at once; the computer thinks on the Worker's goroutine.
type Session struct {
	match    *Match
	worker   *ai.Worker
	seed     uint64
	eval     EvalConstants
	workerID uint64
	seq      uint64
	shown    []Effect
	keeper   *Keeper // hears the effects and writes the autosave; set by Keeper.Keep

	dead job.Slot[uint64, engine.PointSet] // the dead stones being estimated, about the AskDead's Seq

	coaching   bool                                 // the coach checks the person's moves
	coachSet   bool                                 // SetCoaching has been called for this game
	coach      job.Slot[*engine.Node, ai.CoachNote] // the check of a person's move, about the move's node
	spareCoach chan *ai.Coach                       // the coach between checks, so that its tables are made once
	advice     *CoachAdvice                         // the coach's last word, while its move stands

	hinting    job.Slot[*engine.Node, ai.HintResult] // the hint being worked out, about its position's node
	hint       *HintAdvice                           // the last hint, while its position is on the board
	hintBudget time.Duration                         // how long a hint thinks

	aiding job.Slot[aidsAbout, BoardAids] // the Go aids being worked out
	aids   *BoardAids                     // the Go aids last worked out

	deciding job.Slot[*engine.Node, Decided]    // the search for where the game was decided, about its last node
	decided  *job.Answer[*engine.Node, Decided] // its answer, while that game is on the board
}

// NewSessionEval connects m to a new Worker and carries out first, the effects
// NewMatch returned; seed makes the computer players' choices reproducible,
// and the thesis players take their constants and depth from eval (see
// EvalConstants.LevelSpec; DefaultEval for the thesis constants).
func NewSessionEval(m *Match, first []Effect, seed uint64, eval EvalConstants) *Session {
	s := &Session{match: m, worker: ai.NewWorker(), seed: seed, eval: eval, spareCoach: make(chan *ai.Coach, 1),
		hintBudget: HintBudget}
	s.worker.Notify(job.Wake)
	s.Do(first, nil)
	return s
}

// Match returns the Match that s runs.
func (s *Session) Match() *Match { return s.match }

// Do carries out effs, the result of a Match event, and returns err
// unchanged, so that calls read s.Do(m.Play(pt)).
func (s *Session) Do(effs []Effect, err error) error {
	for _, e := range effs {
		switch e := e.(type) {
		case Ask:
			s.ask(e)
		case Cancel:
			s.worker.Cancel()
			s.workerID, s.seq = 0, 0
		case AskDead:
			s.estimate(e)
		default:
			s.shown = append(s.shown, e)
			s.keeper.hear(e)
			if p, ok := e.(Played); ok && !p.Computer && s.coaching && s.match.Rules().Kind == engine.AtariGo {
				s.askCoach(s.match.Record().Current())
			}
			if _, ok := e.(Ended); ok {
				s.lookForTurn()
			}
		}
	}
	s.keeper.sync()
	return err
}

// ask starts the Worker on a request for a computer move.
func (s *Session) ask(a Ask) {
	lv, err := a.Seat.player()
	if err != nil {
		s.Do(s.match.ComputerMoved(a.Seq, ai.Result{Err: err}), nil)
		return
	}
	p, err := ai.ParsePlayer(s.eval.LevelSpec(lv), s.seed+a.Seq*0x9E3779B97F4A7C15)
	if err != nil {
		s.Do(s.match.ComputerMoved(a.Seq, ai.Result{Err: err}), nil)
		return
	}
	s.seq = a.Seq
	s.workerID = s.worker.Start(ai.Request{Player: p, Position: a.Position, Timeout: lv.Budget})
}

// estimate starts working out the dead stones off the game loop; a newer request cancels an older one.
func (s *Session) estimate(a AskDead) {
	pos, seed := a.Position, s.seed^a.Seq
	s.dead.Start(a.Seq, func(ctx context.Context) (engine.PointSet, error) {
		return ai.DeadStones(&pos, seed, func() bool { return ctx.Err() != nil }), nil
	})
}

// Update polls the Worker without waiting and lets the Match's clock run;
// call it once a frame.
func (s *Session) Update() {
	select {
	case r := <-s.worker.Results():
		if r.ID == s.workerID && s.seq != 0 {
			seq := s.seq
			s.workerID, s.seq = 0, 0
			s.Do(s.match.ComputerMoved(seq, r), nil)
		}
	default:
	}
	if a, ok := s.dead.Poll(); ok && a.Err == nil {
		s.Do(s.match.DeadEstimated(a.About, a.Value), nil) // the Match drops an answer to an older request
	}
	s.pollCoach()
	s.pollHint()
	s.pollAids()
	s.pollDecided()
	s.Do(s.match.Tick(), nil)
}

// SetCoaching switches the coach on or off; off drops what it said.
func (s *Session) SetCoaching(on bool) {
	s.coaching, s.coachSet = on, true
	if !on {
		s.advice = nil
	}
}

// CoachingChosen reports whether SetCoaching has been called for this game.
func (s *Session) CoachingChosen() bool { return s.coachSet }

// Coaching reports whether the coach checks the person's moves.
func (s *Session) Coaching() bool { return s.coaching }

// Advice returns the coach's word on a person's move while that move is still on the board's line.
func (s *Session) Advice() (CoachAdvice, bool) {
	if s.advice == nil || !s.stands(s.advice.Node) {
		return CoachAdvice{}, false
	}
	return *s.advice, true
}

// stands reports whether node is on the line from the root to the node on the board.
func (s *Session) stands(node *engine.Node) bool {
	if s.match.Record() == nil {
		return false
	}
	for n := s.match.Record().Current(); n != nil; n = n.Parent() {
		if n == node {
			return true
		}
	}
	return false
}

// Shown returns the effects to show since the last call (Played, Counting and Ended), oldest first: a
// scene follows the game through them.
func (s *Session) Shown() []Effect {
	out := s.shown
	s.shown = nil
	return out
}

// Status returns the progress of the computer's thinking.
func (s *Session) Status() ai.Status { return s.worker.Status() }

// Close stops any thinking and waits for the goroutines to end.
func (s *Session) Close() {
	s.worker.Close()
	for _, w := range s.work() {
		w.Stop()
	}
}

// Drop stops any thinking without waiting for it, for a window that lets go of its game on the game loop:
// what still runs ends on its own soon after, and nothing it finds is delivered.
func (s *Session) Drop() {
	s.worker.Cancel()
	for _, w := range s.work() {
		w.Cancel()
	}
}

// stoppable is work off the game loop that can be cancelled, or cancelled and waited for.
type stoppable interface {
	Cancel()
	Stop()
}

// work lists the game's work off the game loop (dead stones, coach, hint, aids, decisions) beside the Worker's.
func (s *Session) work() []stoppable {
	return []stoppable{&s.dead, &s.coach, &s.hinting, &s.aiding, &s.deciding}
}
