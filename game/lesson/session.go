package lesson

import (
	"context"
	"errors"
	"slices"
	"sync"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/job"
)

// ErrNoPage means a page number outside the lesson was asked for.
var ErrNoPage = errors.New("no such page in the lesson")

// Progress keeps what the learner has done; *game.Tutorial is one.
type Progress interface {
	// Stars returns the stars page of the lesson with key earned, 0 when it is not done.
	Stars(key string, page int) int
	// Done records page of lesson key done with stars and reports whether the record changed.
	Done(key string, page, stars int) bool
	// Miss records a wrong try at an exercise of the practice kind named kind.
	Miss(kind string)
	// Mastered records an exercise of the practice kind named kind solved without help.
	Mastered(kind string)
}

// Options are what a Session needs besides its lesson.
type Options struct {
	// Progress is where the learner's stars go; nil keeps none.
	Progress Progress
	// Save writes the progress after each change; nil writes nothing.
	Save func()
	// RingTargets marks the goal's targets on every page (a practice page's words cannot describe its stones);
	// without it only the goals whose words do not point at them are marked.
	RingTargets bool
	// Lang is the language the page's words are read in, for their reading time ("en" when empty).
	Lang string
	// Pace is how fast the moves are played by themselves.
	Pace Pace
}

// Session runs a lesson page by page as game.Session runs a game: it owns the page, its exercise, the judge
// (run off the game loop), the moves being played out on the board (a show page's line, the computer's
// answers, refutations, Show me), hints, stars and the learner's progress. The window hands it input, calls
// Tick once a frame and draws what it reports; its methods never wait. It is not safe for concurrent use.
type Session struct {
	les  *Lesson
	opt  Options
	page int
	pg   *Page
	ex   *Exercise

	judge   *ai.Judge // keeps its tables between calls, so one call at a time (judgeMu)
	judgeMu *sync.Mutex
	judging job.Slot[uint64, Verdict] // about the exercise's request number
	asked   int                       // ticks since the judge was last asked

	board    engine.Position // the position on the board: the frame shown of the moves played out (shown.go)
	steps    []Step          // a show page's steps, the start first: frame i shows steps[i]
	start    engine.Position // the position the moves played out start from
	moves    []engine.Move   // the moves played out since start, those shown and those still to come
	at       int             // the frame shown: moves[:at] are on the board
	playing  bool            // the moves still to come are played by themselves, each when its time has come
	wait     int             // ticks until the frame shown may give way to the next
	read     string          // the window's words beside the board (Read)
	readLeft int             // ticks until read has been on screen for its reading time
	seen     bool            // a show page's last frame was shown
	answered bool            // the answer given to a question page
	auto     bool            // Show me is playing the engine's line for the learner
	moved    bool            // the learner changed the exercise's position since its start
	solved   bool            // the solved exercise's moves are played out and its stars counted
	err      error           // why the judge could not answer
	events   []Event
}

// Numbered is the number of a move played out, written on its stone.
type Numbered struct {
	Point engine.Point
	N     int
}

// Event is something the window shows: Played, Refused, Judged, ExerciseSolved or PageDone.
type Event interface{ event() }

// Played means Move was played on the board and took Captured (a sound, an animation).
type Played struct {
	Move     engine.Move
	Captured []engine.Point
}

// Refused means a click at Point was not taken: not a legal move, or not a point the page asks for.
type Refused struct{ Point engine.Point }

// Judged means the judge's answer came, and the exercise now says Said.
type Judged struct{ Said Said }

// ExerciseSolved means the exercise is solved and its moves are played out, earning Stars.
type ExerciseSolved struct{ Stars int }

// PageDone means page Page is recorded done with Stars.
type PageDone struct{ Page, Stars int }

func (Played) event()         {}
func (Refused) event()        {}
func (Judged) event()         {}
func (ExerciseSolved) event() {}
func (PageDone) event()       {}

// NewSession opens page page of l (clamped to the lesson's pages).
func NewSession(l *Lesson, page int, opt Options) *Session {
	s := &Session{les: l, opt: opt, judge: ai.NewJudge(), judgeMu: &sync.Mutex{}}
	s.Open(max(0, min(page, len(l.Pages)-1)))
	return s
}

// Lesson returns the lesson being run.
func (s *Session) Lesson() *Lesson { return s.les }

// PageIndex returns the number of the open page, from 0.
func (s *Session) PageIndex() int { return s.page }

// Page returns the open page.
func (s *Session) Page() *Page { return s.pg }

// Exercise returns the open page's exercise, nil on a show or game page.
func (s *Session) Exercise() *Exercise { return s.ex }

// Board returns the position on the board now.
func (s *Session) Board() *engine.Position { return &s.board }

// Open shows page i from its start, stopping whatever the judge was doing; it returns ErrNoPage for a page
// the lesson does not have.
func (s *Session) Open(i int) error {
	if i < 0 || i >= len(s.les.Pages) {
		return ErrNoPage
	}
	s.judging.Cancel()
	s.page, s.pg = i, &s.les.Pages[i]
	s.ex, s.answered, s.auto, s.moved, s.err, s.solved = nil, false, false, false, nil, false
	s.steps, s.seen = nil, false
	var moves []engine.Move
	switch s.pg.Kind {
	case PageShow:
		s.steps = s.pg.Steps()
		for _, st := range s.steps[1:] {
			moves = append(moves, st.Move)
		}
	case PageExercise, PageQuestion:
		s.ex = NewExercise(s.pg)
	}
	s.restart(s.pg.Start(), moves)
	if s.pg.Kind == PageShow {
		// The page's own words are read before its first move.
		s.playing, s.wait = true, max(s.pace(MoveTicks), s.pace(ReadingTicks(s.pg.Text.In(s.lang()))))
		if len(s.moves) == 0 {
			s.show(0)
		}
	}
	return nil
}

// Retry puts the exercise back to its start.
func (s *Session) Retry() {
	if s.ex == nil {
		return
	}
	s.judging.Cancel()
	s.ex.Retry()
	s.restart(s.pg.Start(), nil)
	s.auto, s.moved, s.err, s.solved = false, false, nil, false
}

// Click is the learner's click or tap on pt: a move of the exercise, played on the board at once while the
// judge decides it, or a point pointed at.
func (s *Session) Click(pt engine.Point) {
	if s.ex == nil || s.pg.Kind != PageExercise || s.Busy() || s.ex.State() != Waiting {
		return
	}
	s.err = nil
	effects := s.ex.Click(pt)
	switch s.ex.Said().Kind {
	case SaidIllegal, SaidWrongPoint:
		s.events = append(s.events, Refused{Point: pt})
		return
	}
	if s.ex.State() == Judging {
		s.moved = true
		s.play(engine.Move{Color: s.ex.Learner(), Point: pt})
	}
	s.carryOut(effects)
}

// Answer is the learner's yes or no to a question page.
func (s *Session) Answer(yes bool) {
	if s.ex == nil || s.pg.Kind != PageQuestion {
		return
	}
	s.answered = yes
	s.carryOut(s.ex.Answer(yes))
}

// Hint gives the exercise's next hint.
func (s *Session) Hint() {
	if s.ex != nil && !s.Busy() {
		s.carryOut(s.ex.Hint())
	}
}

// ShowMe plays the engine's own line for the learner until the goal is reached, one move at a time: the hints it
// takes count as the learner's, and an exercise Show me plays a move of earns one star, however it began.
func (s *Session) ShowMe() {
	if s.ex != nil && s.ex.State() == Waiting && !s.Busy() {
		s.auto, s.playing = true, true
	}
}

// FinishShow shows a show page's last frame at once (a learner who reads fast skips the animation).
func (s *Session) FinishShow() {
	if s.pg.Kind == PageShow && s.at < len(s.moves) {
		s.show(len(s.moves))
	}
}

// Tick lets the lesson's time run by one frame: it takes the judge's answer, plays the next move out when its
// time has come, goes on with Show me and notes a solved exercise.
func (s *Session) Tick() {
	s.asked++
	s.poll()
	s.animate()
	s.showMe()
	s.checkSolved()
}

// Events returns what happened since the last call, oldest first.
func (s *Session) Events() []Event {
	out := s.events
	s.events = nil
	return out
}

// Close stops the judge without waiting for it.
func (s *Session) Close() { s.judging.Cancel() }

// WaitJudge blocks until the judge has answered the request in progress, and takes the answer as Tick does; it
// returns at once when nothing is being judged. Tests use it instead of waiting for frames.
func (s *Session) WaitJudge() {
	if a, ok := s.judging.Wait(); ok {
		s.take(a)
	}
}

// Settle waits for the judge and ticks until the moves are played out and Show me has finished, as the window
// does over the frames that follow; tests use it.
func (s *Session) Settle() {
	for {
		s.WaitJudge()
		if !s.Busy() && !s.auto {
			s.checkSolved()
			return
		}
		s.playing, s.wait, s.readLeft = true, 0, 0
		s.Tick()
	}
}

// Busy reports whether moves played out are still to be shown (the board is not at their last frame) or a move
// is being judged: the learner's moves wait.
func (s *Session) Busy() bool {
	return s.at < len(s.moves) || (s.ex != nil && s.ex.State() == Judging)
}

// Playing reports whether moves are still to be shown and are played by themselves, each when its time comes.
func (s *Session) Playing() bool { return s.playing && s.at < len(s.moves) }

// JudgingTicks returns the ticks since the judge was last asked.
func (s *Session) JudgingTicks() int { return s.asked }

// ShowingMe reports whether Show me is playing for the learner.
func (s *Session) ShowingMe() bool { return s.auto }

// Moved reports whether the learner changed the exercise's position since its start.
func (s *Session) Moved() bool { return s.moved }

// Answered returns the answer given to a question page (true for yes).
func (s *Session) Answered() bool { return s.answered }

// Err returns why the judge could not answer the last request, nil when it did.
func (s *Session) Err() error { return s.err }

// Solved reports whether the exercise is solved and its moves are played out.
func (s *Session) Solved() bool { return s.solved }

// Stars returns the stars the exercise earned, 0 before it is solved.
func (s *Session) Stars() int {
	if s.ex == nil || !s.solved {
		return 0
	}
	return s.ex.Stars()
}

// PageStars returns the stars the learner holds for page i, 0 without progress.
func (s *Session) PageStars(i int) int {
	if s.opt.Progress == nil {
		return 0
	}
	return s.opt.Progress.Stars(s.les.Key, i)
}

// HintsUsedUp reports whether the last hint, the move, is on the board already.
func (s *Session) HintsUsedUp() bool { return s.ex != nil && s.ex.Said().Kind == SaidHintMove }

// Pointing reports whether the page asks to point at points rather than to play.
func (s *Session) Pointing() bool {
	k := s.pg.Goal.Kind
	return k == ai.GoalLiberties || k == ai.GoalAtari
}

// Done reports whether the page is done: its moves shown to the end, its exercise solved and its moves played out,
// or its game won.
func (s *Session) Done() bool {
	switch {
	case s.pg.Kind == PageShow:
		return s.seen
	case s.pg.Kind == PageGame:
		return s.PageStars(s.page) > 0
	}
	return s.solved // its moves played out once: stepping back through them leaves it done
}

// Step returns the step of a show page its frame shown shows, and its number; ok is false on other pages.
func (s *Session) Step() (st Step, i int, ok bool) {
	if len(s.steps) == 0 {
		return Step{}, 0, false
	}
	i = min(s.at, len(s.steps)-1)
	return s.steps[i], i, true
}

// Steps returns the number of steps of a show page, the start included; 0 on other pages.
func (s *Session) Steps() int { return len(s.steps) }

// Caption returns what the frame shown of a show page says, in lang: the words of its move, or of the last move
// before it that had some; empty when none has.
func (s *Session) Caption(lang string) string {
	for i := min(s.at, len(s.steps)-1); i > 0; i-- {
		if t := s.steps[i].Text; t != nil {
			return t.In(lang)
		}
	}
	return ""
}

// play plays the learner's move mv on the board at once, as the last of the moves played out.
func (s *Session) play(mv engine.Move) {
	if s.append(mv) {
		s.show(len(s.moves))
	}
}

// carryOut does what the exercise asks: the judge is asked off the game loop, moves are queued to be shown.
func (s *Session) carryOut(list []Effect) {
	for _, e := range list {
		switch e := e.(type) {
		case AskJudge:
			s.ask(e)
		case Show:
			s.from(&e.Position)
			for _, m := range e.Moves {
				end := s.end()
				if !s.append(engine.Move{Color: end.ToMove(), Point: m}) {
					break // a line that stops being legal is shown as far as it goes
				}
			}
			s.wait = max(s.wait, s.pace(AnswerFirstTicks))
			if !s.auto {
				s.playing = true // Show me's moves wait while the learner holds them back
			}
		}
	}
}

// ask starts the judge on a, off the game loop; an older request is cancelled.
func (s *Session) ask(a AskJudge) {
	s.asked = 0
	j, mu := s.judge, s.judgeMu
	s.judging.Start(a.Seq, func(ctx context.Context) (Verdict, error) {
		mu.Lock()
		defer mu.Unlock()
		if err := ctx.Err(); err != nil {
			return Verdict{}, err
		}
		return Judge(ctx, j, a)
	})
}

// poll takes the judge's answer when it has come.
func (s *Session) poll() {
	if a, ok := s.judging.Poll(); ok {
		s.take(a)
	}
}

// take feeds the judge's answer a to the exercise.
func (s *Session) take(a job.Answer[uint64, Verdict]) {
	if s.ex == nil {
		return
	}
	if a.Err != nil {
		s.Retry()
		s.err = a.Err
		return
	}
	before := s.ex.State()
	effects := s.ex.Judged(a.About, a.Value)
	if before == Judging && s.ex.State() == Refuted {
		s.note(Progress.Miss)
	}
	s.events = append(s.events, Judged{Said: s.ex.Said()})
	if said := s.ex.Said(); said.Kind == SaidSolved && said.Motif == ai.MotifKo && s.board.Ko() != engine.NoPoint {
		s.events = append(s.events, Refused{Point: s.board.Ko()}) // the take-back the rule forbids, shown as refused
	}
	if before == Judging && !slices.ContainsFunc(effects, isShow) {
		s.from(s.ex.Position()) // no moves to show: the board is the exercise's (a move taken back leaves it)
	}
	s.wait = max(s.wait, s.pace(AnswerFirstTicks)) // what the judge said is on screen before anything moves on
	s.carryOut(effects)
}

// showMe plays, for the learner, the hint's move and then the engine's own next move, until the goal is
// reached: the hints are asked for (and counted) as if the learner had asked.
func (s *Session) showMe() {
	if !s.auto || s.ex == nil || s.Busy() || !s.playing || s.wait > 0 || s.readLeft > 0 {
		return
	}
	s.wait = s.pace(AnswerFirstTicks) // each step of Show me is on screen before the next
	if s.ex.State() != Waiting {
		s.auto = false
		return
	}
	said := s.ex.Said()
	switch {
	case s.ex.Next() != engine.NoPoint && said.Kind == SaidGood:
		s.ex.Helped() // the engine's own next move, played for the learner
		s.Click(s.ex.Next())
	case said.Kind == SaidHintMove && s.Pointing() && slices.Contains(s.ex.Picked(), said.Point):
		s.carryOut(s.ex.Hint())
	case said.Kind == SaidHintMove:
		s.Click(said.Point)
	case said.Kind == SaidUndecided:
		s.auto = false
	default:
		s.carryOut(s.ex.Hint())
	}
}

// checkSolved records the page done once its exercise is solved and its moves are played out.
func (s *Session) checkSolved() {
	if s.ex == nil || s.ex.State() != Solved || s.solved || s.at < len(s.moves) {
		return
	}
	s.solved, s.auto = true, false
	stars := s.ex.Stars()
	s.pageDone(stars)
	if stars == MaxStars {
		s.note(Progress.Mastered)
	}
	s.events = append(s.events, ExerciseSolved{Stars: stars})
}

// pageDone records the open page done with stars, and saves the progress when it changed.
func (s *Session) pageDone(stars int) {
	s.events = append(s.events, PageDone{Page: s.page, Stars: stars})
	if s.opt.Progress != nil && s.opt.Progress.Done(s.les.Key, s.page, stars) {
		s.save()
	}
}

// note records a miss or a mastery of the practice kind the page trains, if it trains one.
func (s *Session) note(record func(Progress, string)) {
	k, ok := KindOf(s.pg)
	if !ok || s.opt.Progress == nil {
		return
	}
	record(s.opt.Progress, k.String())
	s.save()
}

// save writes the progress.
func (s *Session) save() {
	if s.opt.Save != nil {
		s.opt.Save()
	}
}

// isShow reports whether e is a Show.
func isShow(e Effect) bool {
	_, ok := e.(Show)
	return ok
}
