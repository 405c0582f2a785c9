package game

import (
	"errors"

	"github.com/seed593a7f8d/atarigo/engine"
)

// The study board: stones placed without turn order, as on a real board when a teacher shows something, with
// captures taken and counted, and questions to the engine about any position set up there (study_ask.go).

// ErrStudyEmpty means a study board point holds no stone to erase or ask about.
var ErrStudyEmpty = errors.New("no stone there")

// StudyTool says what a click puts on the study board.
type StudyTool int

// The study board's tools.
const (
	StudyAlternate StudyTool = iota // black and white stones in turn
	StudyBlack                      // black stones only
	StudyWhite                      // white stones only
	StudyErase                      // take stones off
)

// Study is the study board. A stone placed captures the chains it leaves without a liberty (they are counted as
// prisoners) and may not be a suicide, like a move; but there is no turn order, and ko and the end of the game do
// not apply (the ko point is still known, to be drawn). Every change can be undone.
type Study struct {
	rules engine.Rules
	pos   engine.Position // the stones, the side to move and the ko point of the last stone placed; played by Go's rules
	// Tool is what a click does.
	Tool StudyTool
	// TakePrisoners counts an erased stone as a prisoner of its opponent.
	TakePrisoners bool
	prisoners     [3]int
	undo, redo    []studyState
}

// studyState is one state of the board, kept for Undo and Redo.
type studyState struct {
	rules     engine.Rules
	pos       engine.Position
	prisoners [3]int
}

// placing are the rules the study board places stones by: captures and no suicide, never an end of the game.
var placing = engine.GoRules(engine.Area, 0)

// NewStudy returns an empty cols×rows study board whose questions are asked under rules, Black to move.
func NewStudy(rules engine.Rules, cols, rows int) (*Study, error) {
	p, err := engine.NewPosition(cols, rows, placing)
	if err != nil {
		return nil, err
	}
	return &Study{rules: rules, pos: p}, nil
}

// StudyFrom returns a study board holding a copy of pos: its stones, side to move, captures (as prisoners) and rules.
func StudyFrom(pos *engine.Position) *Study {
	s := &Study{rules: pos.Rules()}
	s.pos = engine.MustPosition(pos.Cols(), pos.Rows(), placing)
	for _, pt := range pos.Points(nil) {
		if c := pos.At(pt); c.IsStone() {
			_ = s.pos.Place(pt, c)
		}
	}
	s.pos.SetToMove(pos.ToMove())
	for _, c := range []engine.Color{engine.Black, engine.White} {
		s.prisoners[c] = pos.Captures(c)
	}
	return s
}

// Board returns the stones, the side to move and the ko point to draw; its rules are the placing rules, not the study's.
func (s *Study) Board() *engine.Position { return &s.pos }

// Rules returns the rules the questions and "Play from here" use.
func (s *Study) Rules() engine.Rules { return s.rules }

// ToMove returns the side to move for the questions and "Play from here".
func (s *Study) ToMove() engine.Color { return s.pos.ToMove() }

// Prisoners returns the stones colour c has taken on the study board.
func (s *Study) Prisoners(c engine.Color) int { return s.prisoners[c&3] }

// Position returns the position the questions are asked about: the stones under the study's rules, the side to
// move, the ko point of the last stone placed, and no captures yet (a game from here starts from nothing).
func (s *Study) Position() engine.Position {
	p := s.pos
	p.SetRules(s.rules)
	p.SetCaptures(engine.Black, 0)
	p.SetCaptures(engine.White, 0)
	return p
}

// Stones returns the stones on the board as a setup.
func (s *Study) Stones() engine.Setup {
	var st engine.Setup
	for _, pt := range s.pos.Points(nil) {
		switch s.pos.At(pt) {
		case engine.Black:
			st.Black = append(st.Black, pt)
		case engine.White:
			st.White = append(st.White, pt)
		}
	}
	return st
}

// Record returns a game record that starts from the study board's position, for saving it as SGF.
func (s *Study) Record() *engine.Game {
	return engine.NewGameFrom(s.Position())
}

// save keeps the state before a change for Undo, and forgets what was undone.
func (s *Study) save() {
	s.undo = append(s.undo, s.state())
	s.redo = s.redo[:0]
}

// Apply does what Tool does at pt: places a stone (the side to move's with StudyAlternate, which then passes the
// turn) or erases one. It returns engine.ErrOccupied, engine.ErrSuicide or ErrStudyEmpty, changing nothing, when the
// tool cannot act there.
func (s *Study) Apply(pt engine.Point) error {
	switch s.Tool {
	case StudyErase:
		return s.Erase(pt)
	case StudyBlack:
		return s.Put(pt, engine.Black)
	case StudyWhite:
		return s.Put(pt, engine.White)
	}
	return s.Put(pt, s.pos.ToMove())
}

// Put places a stone of colour c at pt as a move of c, whoever is to move and whatever the ko: it captures the
// opponent's chains left without a liberty and counts them, and the opponent is to move after it.
func (s *Study) Put(pt engine.Point, c engine.Color) error {
	if !s.pos.OnBoard(pt) {
		return engine.ErrOffBoard
	}
	if s.pos.At(pt) != engine.Empty {
		return engine.ErrOccupied
	}
	q := s.pos
	q.SetToMove(c) // clears the ko: the study board does not keep to it
	taken, err := q.Play(engine.Move{Color: c, Point: pt})
	if err != nil {
		return err
	}
	s.save()
	s.pos = q
	s.prisoners[c] += len(taken)
	return nil
}

// Erase takes the stone at pt off the board, as a prisoner of its opponent with TakePrisoners.
func (s *Study) Erase(pt engine.Point) error {
	if !s.pos.OnBoard(pt) {
		return engine.ErrOffBoard
	}
	c := s.pos.At(pt)
	if !c.IsStone() {
		return ErrStudyEmpty
	}
	s.save()
	toMove := s.pos.ToMove()
	_ = s.pos.Place(pt, engine.Empty)
	s.pos.SetToMove(toMove)
	if s.TakePrisoners {
		s.prisoners[c.Opponent()]++
	}
	return nil
}

// SetToMove makes c the side to move.
func (s *Study) SetToMove(c engine.Color) {
	if c != s.pos.ToMove() {
		s.pos.SetToMove(c)
	}
}

// SetRules changes the rules of the questions and of "Play from here"; the stones stay.
func (s *Study) SetRules(r engine.Rules) {
	if r != s.rules {
		s.save()
		s.rules = r
	}
}

// Resize empties the board and makes it cols×rows.
func (s *Study) Resize(cols, rows int) error {
	p, err := engine.NewPosition(cols, rows, placing)
	if err != nil {
		return err
	}
	s.save()
	s.pos = p
	return nil
}

// Clear takes every stone off the board; the prisoners stay.
func (s *Study) Clear() {
	if s.pos.EmptyCount() == s.pos.Cols()*s.pos.Rows() {
		return
	}
	p := engine.MustPosition(s.pos.Cols(), s.pos.Rows(), placing)
	p.SetToMove(s.pos.ToMove())
	s.save()
	s.pos = p
}

// ResetPrisoners sets both prisoner counts to zero.
func (s *Study) ResetPrisoners() {
	if s.prisoners != [3]int{} {
		s.save()
		s.prisoners = [3]int{}
	}
}

// CanUndo reports whether there is a change to undo.
func (s *Study) CanUndo() bool { return len(s.undo) > 0 }

// CanRedo reports whether there is an undone change to make again.
func (s *Study) CanRedo() bool { return len(s.redo) > 0 }

// Undo takes the last change back.
func (s *Study) Undo() { s.step(&s.undo, &s.redo) }

// Redo makes an undone change again.
func (s *Study) Redo() { s.step(&s.redo, &s.undo) }

// step brings back the last state of from, keeping the state it replaces on to.
func (s *Study) step(from, to *[]studyState) {
	if len(*from) == 0 {
		return
	}
	*to = append(*to, s.state())
	st := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	s.rules, s.pos, s.prisoners = st.rules, st.pos, st.prisoners
}

// state returns the board's state, for Undo and Redo.
func (s *Study) state() studyState {
	return studyState{rules: s.rules, pos: s.pos, prisoners: s.prisoners}
}

// PlaySetup returns the setup of a game that starts from the study board: its rules, size and stones, the side to
// move first, and seats.
func (s *Study) PlaySetup(seats [3]Seat) Setup {
	return Setup{Rules: s.rules, Cols: s.pos.Cols(), Rows: s.pos.Rows(), First: s.pos.ToMove(), Seats: seats,
		Stones: s.Stones()}
}
