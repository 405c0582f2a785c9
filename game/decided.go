package game

import (
	"context"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Decided is where a finished Atari Go game's proven result turned: the solver's turn and the node of the move
// that turned it.
type Decided struct {
	Turn ai.Turn
	Node *engine.Node // the node of the move that gave the win away
}

// MoveNumber returns the number of the move that turned the game, as the panel counts moves.
func (d Decided) MoveNumber() int {
	p := d.Node.Position()
	return p.MoveNumber()
}

// lookForTurn starts looking for where the game just ended was decided, for an Atari Go game a person played.
func (s *Session) lookForTurn() {
	m := s.match
	if m.Record() == nil || !ai.CanSolve(m.Rules(), m.Position().Cols(), m.Position().Rows()) ||
		!(m.Seat(engine.Black).IsHuman() || m.Seat(engine.White).IsHuman()) {
		return
	}
	end := m.Record().Current()
	if about, ok := s.deciding.About(); ok && about == end || s.decided != nil && s.decided.About == end {
		return
	}
	s.decided = nil
	// The moves after the last node that sets stones up, from the position that node leaves.
	var nodes []*engine.Node
	for n := end; n != nil; n = n.Parent() {
		if !n.HasMove() || !n.Setup().IsZero() {
			break
		}
		nodes = append(nodes, n)
	}
	// The answer has no Node when nothing was proven.
	s.deciding.Start(end, func(ctx context.Context) (Decided, error) {
		if len(nodes) == 0 {
			return Decided{}, nil
		}
		start := nodes[len(nodes)-1].Parent().Position()
		moves := make([]engine.Point, len(nodes))
		for i, n := range nodes {
			moves[len(nodes)-1-i] = n.Move().Point
		}
		t, ok, err := ai.NewCoach().FirstTurn(ctx, &start, moves)
		if err != nil || !ok {
			return Decided{}, nil
		}
		return Decided{Turn: t, Node: nodes[len(nodes)-1-t.Index]}, nil
	})
}

// pollDecided takes a finished search for the turn; one whose game is no longer over is cancelled.
func (s *Session) pollDecided() {
	if !s.deciding.Running() {
		return
	}
	if s.match.State() != Over {
		s.deciding.Cancel()
		return
	}
	if a, ok := s.deciding.Poll(); ok {
		s.decided = &a
	}
}

// Decided returns where the game on the board, once over, was decided, when the solver proved it; the turn
// stays valid while its move is on the line shown.
func (s *Session) Decided() (Decided, bool) {
	if s.decided == nil || s.decided.Value.Node == nil || !s.stands(s.decided.Value.Node) {
		return Decided{}, false
	}
	return s.decided.Value, true
}

// Deciding reports whether the search for where the game was decided is running.
func (s *Session) Deciding() bool { return s.deciding.Running() }

// DecidedReady returns a channel closed once the search for where the game was decided can be taken by the next
// Update; nil when none runs. A test waits on it as a frame would poll.
func (s *Session) DecidedReady() <-chan struct{} { return s.deciding.Ready() }

// DeadReady returns a channel closed once the estimate of the dead stones of a count can be taken by the next
// Update; nil when none runs. A test waits on it as a frame would poll.
func (s *Session) DeadReady() <-chan struct{} { return s.dead.Ready() }

// DecidedSentence says where the game was decided, in tr's language, for the panel after the game: to the
// person who gave the win away, the win missed; otherwise who played what and who could win from there. person
// says the mover was the only person at the board; rows is the board's height.
func DecidedSentence(tr *Translator, d Decided, rows int, person bool) string {
	t := d.Turn
	n := d.MoveNumber()
	if person {
		return motifSentence(tr, "decided.missed", t.WinMotif, t.Win[0].GTP(rows), n)
	}
	return motifSentence(tr, "decided.turned", t.RefutationMotif, t.Refutation[0].GTP(rows),
		n, colorWord(tr, t.Mover), t.Played.GTP(rows), colorWord(tr, t.Mover.Opponent()))
}

// DecidedHere says, for the review, what the position at the turn shows: after the move, the opponent's win now
// on the board; before it (before true), the win the mover had.
func DecidedHere(tr *Translator, d Decided, rows int, before bool) string {
	t := d.Turn
	if before {
		return motifSentence(tr, "decided.before", t.WinMotif, t.Win[0].GTP(rows), colorWord(tr, t.Mover))
	}
	return motifSentence(tr, "decided.here", t.RefutationMotif, t.Refutation[0].GTP(rows),
		colorWord(tr, t.Mover), t.Played.GTP(rows), colorWord(tr, t.Mover.Opponent()))
}

// motifSentence fills the sentence key in the form the motif of its line needs: key+"_capture" for a capture
// at once, key+"_with" naming the tactic, else key alone; args come first, then the tactic, then the point at.
func motifSentence(tr *Translator, key string, m ai.Motif, at string, args ...any) string {
	if m == ai.MotifCapture {
		return tr.T(key+"_capture", append(args, at)...)
	}
	if with, ok := coachMotifKeys[m]; ok {
		return tr.T(key+"_with", append(args, tr.T(with), at)...)
	}
	return tr.T(key, append(args, at)...)
}

// colorWord names a colour in tr's language, as the panel does ("Black").
func colorWord(tr *Translator, c engine.Color) string {
	if c == engine.White {
		return tr.T("common.white")
	}
	return tr.T("common.black")
}
