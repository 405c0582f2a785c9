package game

import (
	"fmt"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// State is the stage a Match is in.
type State int

// The states of a Match.
const (
	// Placing: stones are being added to the start position; the game has not begun.
	Placing State = iota
	// HumanTurn: a person is to move.
	HumanTurn
	// ComputerTurn: a computer level is to move and has been asked (see Ask).
	ComputerTurn
	// Paused: a computer is to move but the game is paused (watch mode, or after a computer failure).
	Paused
	// Scoring: a Go game after two passes; dead stones are being marked.
	Scoring
	// Over: the game has ended; Outcome says how.
	Over
)

// String names the state in English, for logs and tests.
func (s State) String() string {
	return [...]string{"placing", "human turn", "computer turn", "paused", "scoring", "over"}[s]
}

// Default pacing of computer moves.
const (
	// DefaultReplyDelay is the least time a computer takes to answer a person, so the answer is seen.
	DefaultReplyDelay = 350 * time.Millisecond
	// DefaultWatchDelay is the least time between moves when two computers play each other.
	DefaultWatchDelay = 700 * time.Millisecond
)

// Match is one game being played: the record, who plays each colour and the
// stage of the game, as an explicit state machine. Every event method
// returns the Effects the caller must carry out; a Match never starts
// goroutines or touches a clock other than the one it was given.
type Match struct {
	setup  Setup
	game   *engine.Game
	seats  [3]Seat
	state  State
	paused bool
	now    func() time.Time

	// The computer request in flight.
	seq      uint64
	asking   bool
	askNode  *engine.Node
	askedAt  time.Time
	held     *ai.Result
	replyDly time.Duration
	watchDly time.Duration

	// The learner's rating: whether this game counts, and whether it has been counted.
	rateable, rated bool

	// The placing stage.
	placing bool
	place   engine.Position

	// The scoring stage.
	deadAt     *engine.Node
	dead       engine.PointSet
	deadSeq    uint64
	deadEdited bool
	estimating bool
	view       engine.PointSet // the computer's view of the dead stones, once estimated
	viewKnown  bool
	acceptedAt *engine.Node
	countedRE  bool       // the record's RE was written from the count, and goes when the count is undone
	counted    scoreCache // the last count, which the window asks for every frame

	// A whole-board repetition that ended a Go game.
	cycleAt *engine.Node
	cycle   engine.Cycle

	rev    uint64 // counts the changes of what the autosave keeps (Revision)
	notice Notice
}

// NewMatch starts a match from setup; clock supplies the time (nil means
// time.Now). It returns the first effects, such as asking the computer for
// the first move, or opens the placing stage when setup.Place is set.
func NewMatch(setup Setup, clock func() time.Time) (*Match, []Effect, error) {
	if err := setup.Check(); err != nil {
		return nil, nil, err
	}
	m := &Match{setup: setup, seats: setup.Seats, now: clock, replyDly: DefaultReplyDelay, watchDly: DefaultWatchDelay}
	if m.now == nil {
		m.now = time.Now
	}
	if setup.Place {
		p, err := engine.NewStart(setup.Cols, setup.Rows, setup.Rules, setup.Start, setup.FirstToMove())
		if err != nil {
			return nil, nil, fmt.Errorf("%w: %w", ErrBadSetup, err)
		}
		m.placing, m.place = true, p
		m.state = Placing
		return m, nil, nil
	}
	g, err := setup.NewRecord()
	if err != nil {
		return nil, nil, err
	}
	m.game = g
	m.rateable = setup.Stones.IsZero() && (setup.Handicap == 0 || setup.Rules.Kind == engine.AtariGo)
	return m, m.settle(), nil
}

// personOf returns the name record g gives the person who plays the computer in seats ("" when no one does, or the
// record names them "Human"), so that a change of seats keeps it.
func personOf(g *engine.Game, seats [3]Seat) string {
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if seats[c].IsHuman() && !seats[c.Opponent()].IsHuman() {
			name := g.Info.Black
			if c == engine.White {
				name = g.Info.White
			}
			if name != Human.Name() {
				return name
			}
		}
	}
	return ""
}

// NewMatchFromRecord continues an existing record (a loaded file) at its
// cursor with the given seats; clock as in NewMatch.
func NewMatchFromRecord(g *engine.Game, seats [3]Seat, clock func() time.Time) (*Match, []Effect) {
	p := g.Root().Position()
	s := Setup{Rules: g.Rules(), Cols: p.Cols(), Rows: p.Rows(), First: p.ToMove(), Seats: seats, Person: personOf(g, seats)}
	m := &Match{setup: s, seats: seats, now: clock, game: g, replyDly: DefaultReplyDelay, watchDly: DefaultWatchDelay}
	if m.now == nil {
		m.now = time.Now
	}
	return m, m.settle()
}

// State returns the current stage.
func (m *Match) State() State { return m.state }

// Setup returns the setup the match started from.
func (m *Match) Setup() Setup { return m.setup }

// Record returns the game record; nil while placing stones. Callers must not change it.
func (m *Match) Record() *engine.Game { return m.game }

// Position returns the position to draw: the one being composed while
// placing, else the one at the record's cursor. Callers must not change it.
func (m *Match) Position() *engine.Position {
	if m.placing {
		return &m.place
	}
	return m.game.Position()
}

// Rules returns the rules of the game.
func (m *Match) Rules() engine.Rules { return m.setup.Rules }

// Seat returns who plays colour c.
func (m *Match) Seat(c engine.Color) Seat { return m.seats[c&3] }

// ToMove returns the side to move.
func (m *Match) ToMove() engine.Color { return m.Position().ToMove() }

// Watching reports whether computers play both colours.
func (m *Match) Watching() bool {
	return !m.seats[engine.Black].IsHuman() && !m.seats[engine.White].IsHuman()
}

// Paused reports whether the user paused the computer (or a failure did).
func (m *Match) Paused() bool { return m.paused }

// Notice returns the last problem the player should hear of (a computer
// failure that paused the game), or a Notice of kind NoticeNone.
func (m *Match) Notice() Notice { return m.notice }

// WatchDelay returns the least time between two computer moves in watch mode.
func (m *Match) WatchDelay() time.Duration { return m.watchDly }

// SetDelays sets the least time a computer reply takes against a person and
// between moves when computers play each other; it has no effects, and returns
// them as every event does, for s.Do(m.SetDelays(reply, watch), nil).
func (m *Match) SetDelays(reply, watch time.Duration) []Effect {
	m.replyDly, m.watchDly = reply, watch
	m.rev++
	return nil
}

// Revision counts the events that may have changed what an autosave keeps
// (the record and its cursor, the seats, the pause, the delays): it grows
// with each of them, so a keeper writes when it differs from the last one
// written.
func (m *Match) Revision() uint64 { return m.rev }

// CanUndo reports whether Undo has a move to take back.
func (m *Match) CanUndo() bool {
	return !m.placing && m.game.Current().Parent() != nil
}

// CanRedo reports whether Redo has a taken-back move to replay.
func (m *Match) CanRedo() bool {
	return !m.placing && len(m.game.Current().Children()) > 0
}

// Outcome returns the result: the rules' verdict, a resignation, or the
// count with the dead stones marked; Reason is NotOver while playing.
func (m *Match) Outcome() engine.Outcome {
	if m.placing {
		return engine.Outcome{}
	}
	if m.cycleAt != nil && m.cycleAt == m.game.Current() {
		return engine.Outcome{Winner: m.cycle.Winner(), Reason: engine.ByLongCycle}
	}
	o := m.game.Outcome()
	if o.Reason == engine.ByScore {
		if m.state != Over {
			return engine.Outcome{}
		}
		s := m.Score()
		return s.Outcome()
	}
	return o
}

// Score counts the position with the marked dead stones removed (for Go after two passes).
func (m *Match) Score() engine.Score {
	p := m.Position()
	key := scoreKey{pos: p, hash: p.Hash(), captures: [2]int{p.Captures(engine.Black), p.Captures(engine.White)},
		rules: p.Rules(), dead: m.dead}
	if !m.counted.ok || m.counted.key != key {
		m.counted = scoreCache{key: key, score: p.Score(&m.dead), ok: true}
	}
	return m.counted.score
}

// scoreCache keeps a count with what it was counted from: the position (whose stones can change in place
// while placing, hence the hash), its captures, its rules and the dead stones.
type scoreCache struct {
	key   scoreKey
	score engine.Score
	ok    bool
}

// scoreKey is what a count depends on.
type scoreKey struct {
	pos      *engine.Position
	hash     uint64
	captures [2]int
	rules    engine.Rules
	dead     engine.PointSet
}

// Dead returns the stones marked dead in the scoring stage.
func (m *Match) Dead() *engine.PointSet { return &m.dead }

// delay returns the least time the current computer request must take.
func (m *Match) delay() time.Duration {
	if m.Watching() {
		return m.watchDly
	}
	return m.replyDly
}

// decide returns the state the match should be in now.
func (m *Match) decide() State {
	if m.placing {
		return Placing
	}
	if m.cycleAt != nil && m.cycleAt == m.game.Current() {
		return Over
	}
	o := m.game.Outcome()
	if o.Reason == engine.ByScore {
		if m.acceptedAt == m.game.Current() {
			return Over
		}
		return Scoring
	}
	if o.Reason != engine.NotOver {
		return Over
	}
	c := m.game.Position().ToMove()
	if m.seats[c].IsHuman() {
		return HumanTurn
	}
	if m.paused {
		return Paused
	}
	return ComputerTurn
}

// settle moves to the state the position calls for and returns the effects
// of the change: cancelling a request nobody wants any more, asking for a
// computer move, announcing the end.
func (m *Match) settle() []Effect {
	m.rev++
	var out []Effect
	want := m.decide()
	if m.asking && (want != ComputerTurn || m.askNode != m.game.Current()) {
		m.asking, m.held = false, nil
		out = append(out, Cancel{})
	}
	prev := m.state
	m.state = want
	switch want {
	case ComputerTurn:
		if !m.asking {
			m.seq++
			m.asking = true
			m.askNode = m.game.Current()
			m.askedAt = m.now()
			c := m.game.Position().ToMove()
			out = append(out, Ask{Seq: m.seq, Color: c, Seat: m.seats[c], Position: *m.game.Position()})
		}
	case Scoring:
		if prev != Scoring {
			out = append(out, Counting{})
		}
		if m.deadAt != m.game.Current() {
			m.deadAt = m.game.Current()
			m.dead = ai.SureDead(m.game.Position())
			m.deadSeq++
			m.deadEdited, m.estimating, m.viewKnown = false, true, false
			out = append(out, AskDead{Seq: m.deadSeq, Position: *m.game.Position()})
		}
	case Over:
		if prev != Over {
			out = append(out, Ended{Outcome: m.Outcome()})
		}
		if o := m.Outcome(); o.Reason == engine.ByScore && m.game.Info.Result == "" {
			// A count is known only here, not to the record: write it down, as SGF's RE, for the file.
			m.game.Info.Result, m.countedRE = ResultString(o), true
		}
	}
	if want != Over && m.countedRE {
		m.game.Info.Result, m.countedRE = "", false
	}
	return out
}

// Play plays a person's stone at pt for the side to move. The error wraps
// the engine's reason (engine.ErrOccupied, ErrSuicide, ErrKo, ErrGameOver …)
// or ErrNotYourTurn; the same person may then try again.
func (m *Match) Play(pt engine.Point) ([]Effect, error) {
	switch m.state {
	case Placing:
		return nil, fmt.Errorf("%w: finish placing stones first", ErrNotYourTurn)
	case Over, Scoring:
		return nil, engine.ErrGameOver
	case ComputerTurn, Paused:
		return nil, ErrNotYourTurn
	}
	return m.playHuman(engine.Move{Color: m.game.Position().ToMove(), Point: pt})
}

// Pass passes for the person to move (Go only).
func (m *Match) Pass() ([]Effect, error) {
	if m.state != HumanTurn {
		if m.state == Over || m.state == Scoring {
			return nil, engine.ErrGameOver
		}
		return nil, ErrNotYourTurn
	}
	return m.playHuman(engine.Move{Color: m.game.Position().ToMove(), Point: engine.Pass})
}

// playHuman plays a person's move and settles.
func (m *Match) playHuman(mv engine.Move) ([]Effect, error) {
	captured, err := m.game.Play(mv)
	if err != nil {
		return nil, err
	}
	m.notice = Notice{}
	m.checkCycle()
	out := []Effect{Played{Move: mv, Captured: captured}}
	return append(out, m.settle()...), nil
}

// Resign ends the game with colour c resigning; thinking is cancelled.
func (m *Match) Resign(c engine.Color) ([]Effect, error) {
	if m.placing {
		return nil, ErrNotPlacing
	}
	if m.state == Over {
		return nil, engine.ErrGameOver
	}
	m.game.Resign(c)
	return m.settle(), nil
}

// Undo takes back moves: in a game against the computer it goes back to the
// person's previous turn (taking back the computer's reply too, or cancelling
// its thinking); between two computers it steps one move back and pauses;
// between people it takes back one move.
func (m *Match) Undo() ([]Effect, error) {
	if !m.CanUndo() {
		return nil, ErrNothingToUndo
	}
	if m.Watching() {
		m.paused = true
		m.game.Undo()
	} else {
		m.game.Undo()
		for !m.seats[m.game.Position().ToMove()].IsHuman() && m.game.Undo() {
		}
	}
	m.notice = Notice{}
	return m.settle(), nil
}

// Redo replays taken-back moves: one move, and then the computer's moves
// that followed it, up to the next person's turn; between two computers one move.
func (m *Match) Redo() ([]Effect, error) {
	if !m.CanRedo() {
		return nil, ErrNothingToRedo
	}
	m.game.Redo()
	if !m.Watching() {
		for !m.seats[m.game.Position().ToMove()].IsHuman() && m.game.Redo() {
		}
	}
	m.notice = Notice{}
	return m.settle(), nil
}

// SetSeat changes who plays colour c. The change applies to that colour's
// next move: a computer already thinking for c keeps its move when c gets
// another computer level, and is stopped when a person takes over.
func (m *Match) SetSeat(c engine.Color, s Seat) []Effect {
	m.seats[c&3] = s
	m.setup.Seats[c&3] = s
	if m.game != nil {
		m.game.Info.Black = m.setup.PlayerName(engine.Black)
		m.game.Info.White = m.setup.PlayerName(engine.White)
	}
	if m.placing {
		return nil
	}
	return m.settle()
}

// SetPaused pauses or resumes the computer; pausing cancels its thinking.
func (m *Match) SetPaused(p bool) []Effect {
	m.paused = p
	if !p {
		m.notice = Notice{}
	}
	if m.placing {
		return nil
	}
	return m.settle()
}

// ComputerMoved takes the answer to the request seq. An answer that comes
// before the pacing delay is held until Tick; a failure pauses the game with
// a notice.
func (m *Match) ComputerMoved(seq uint64, res ai.Result) []Effect {
	if !m.asking || seq != m.seq || m.state != ComputerTurn {
		return nil
	}
	if res.Err != nil {
		m.asking = false
		m.paused = true
		m.notice = Notice{Kind: NoticeComputerFailed, Err: res.Err}
		return m.settle()
	}
	if m.now().Before(m.askedAt.Add(m.delay())) {
		r := res
		m.held = &r
		return nil
	}
	return m.applyComputer(res)
}

// Tick lets time pass: it plays a held computer move once its delay is over.
func (m *Match) Tick() []Effect {
	if m.held == nil || m.now().Before(m.askedAt.Add(m.delay())) {
		return nil
	}
	return m.applyComputer(*m.held)
}

// applyComputer plays the computer's move and settles.
func (m *Match) applyComputer(res ai.Result) []Effect {
	m.asking, m.held = false, nil
	mv := engine.Move{Color: m.game.Position().ToMove(), Point: res.Move}
	captured, err := m.game.Play(mv)
	if err != nil {
		m.paused = true
		m.notice = Notice{Kind: NoticeComputerIllegal, Err: err}
		return m.settle()
	}
	m.checkCycle()
	out := []Effect{Played{Move: mv, Captured: captured, Computer: true}}
	return append(out, m.settle()...)
}

// Thinking reports whether a computer request is in flight.
func (m *Match) Thinking() bool { return m.asking }

// Request returns the sequence number of the request in flight (0 when none).
func (m *Match) Request() uint64 {
	if !m.asking {
		return 0
	}
	return m.seq
}

// checkCycle ends a Go game played without superko when the move just
// played repeats an earlier whole-board position (a long cycle): the side
// that captured more since then wins, equal captures mean no result.
func (m *Match) checkCycle() {
	r := m.game.Rules()
	if r.Kind != engine.Go || r.Superko || m.setup.NoLongCycle {
		return
	}
	if c, ok := m.game.LongCycle(); ok {
		m.cycleAt, m.cycle = m.game.Current(), c
	}
}
