package game

import (
	"context"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// CoachAdvice is what the coach proved about one move of a person: the note, and the move's node in the game
// record, so that the advice is dropped once that move is taken back.
type CoachAdvice struct {
	Note ai.CoachNote
	Node *engine.Node
}

// askCoach starts checking the person's move that led to node; a newer check cancels this one.
func (s *Session) askCoach(node *engine.Node) {
	parent := node.Parent()
	if parent == nil || !node.HasMove() {
		s.coach.Cancel()
		return
	}
	before, mv, spare := parent.Position(), node.Move().Point, s.spareCoach
	s.coach.Start(node, func(ctx context.Context) (ai.CoachNote, error) {
		var c *ai.Coach
		select {
		case c = <-spare:
		default: // an older check that is still stopping holds it
			c = ai.NewCoach()
		}
		defer func() {
			select {
			case spare <- c:
			default:
			}
		}()
		return c.Check(ctx, &before, mv)
	})
}

// pollCoach takes the coach's word once its check has ended; a silent check, or one whose move was taken back,
// says nothing.
func (s *Session) pollCoach() {
	a, ok := s.coach.Poll()
	if ok && a.Err == nil && a.Value.Kind != ai.CoachSilent && s.coaching && s.stands(a.About) {
		s.advice = &CoachAdvice{Note: a.Value, Node: a.About}
	}
}

// CoachReady returns a channel closed once the coach's check of the last move can be taken by the next Update; nil
// when no check runs. A test waits on it as a frame would poll.
func (s *Session) CoachReady() <-chan struct{} { return s.coach.Ready() }

// CoachMode says when the coach starts switched on in a game a person plays under Atari Go rules; the settings
// keep it.
type CoachMode string

const (
	// CoachUpToMedium switches the coach on against a computer level up to Medium (the default).
	CoachUpToMedium CoachMode = ""
	// CoachAlways switches the coach on in every Atari Go game a person plays.
	CoachAlways CoachMode = "always"
	// CoachNever leaves the coach off until the player switches it on.
	CoachNever CoachMode = "never"
)

// CoachModes lists the modes in the order the settings offer them.
func CoachModes() []CoachMode { return []CoachMode{CoachUpToMedium, CoachAlways, CoachNever} }

// CoachedByDefault reports whether the coach starts switched on for a game in mode: under Atari Go rules a person
// plays, against a computer level up to Medium unless mode says always or never; an unknown mode is the default.
func CoachedByDefault(s Setup, mode CoachMode) bool {
	if s.Rules.Kind != engine.AtariGo {
		return false
	}
	person, computer, strong := false, false, false
	for _, seat := range []Seat{s.Seats[engine.Black], s.Seats[engine.White]} {
		if seat.IsHuman() {
			person = true
			continue
		}
		computer = true
		if !levelUpTo(seat.Level, "medium") {
			strong = true
		}
	}
	switch mode {
	case CoachAlways:
		return person
	case CoachNever:
		return false
	}
	return person && computer && !strong
}

// levelUpTo reports whether the level key is at most as strong as the level limit, in ai.Levels' order.
func levelUpTo(key, limit string) bool {
	for _, l := range ai.Levels() {
		if l.Key == key {
			return true
		}
		if l.Key == limit {
			return false
		}
	}
	return false
}

// coachMotifKeys are the catalog keys of the tactic a coach's sentence names, by motif, in the form that
// follows "with" ("a ladder"); a motif without one gets the sentence without the tactic.
var coachMotifKeys = map[ai.Motif]string{
	ai.MotifAtari:       "coach.with.atari",
	ai.MotifDoubleAtari: "coach.with.double-atari",
	ai.MotifLadder:      "coach.with.ladder",
	ai.MotifNet:         "coach.with.net",
	ai.MotifSnapback:    "coach.with.snapback",
	ai.MotifThrowIn:     "coach.with.throw-in",
	ai.MotifRace:        "coach.with.race",
	ai.MotifShortage:    "coach.with.shortage",
	ai.MotifKo:          "coach.with.ko",
}

// CoachSentence puts a coach's advice into words in tr's language, naming the opponent, the tactic of the
// proven line and its first point on a board of rows rows; over says the game has ended, so the sentence looks
// back.
func CoachSentence(tr *Translator, a CoachAdvice, rows int, over bool) string {
	n := a.Note
	if n.Kind == ai.CoachSilent || len(n.Line) == 0 {
		return ""
	}
	opp := colorWord(tr, n.Mover.Opponent())
	at := n.Line[0].GTP(rows)
	var s string
	if over {
		if key, ok := coachMotifKeys[n.Motif]; ok {
			return tr.T("coach.could_with", opp, tr.T(key), at)
		}
		return tr.T("coach.could", opp, at)
	}
	switch key, ok := coachMotifKeys[n.Motif]; {
	case n.Motif == ai.MotifCapture:
		s = tr.T("coach.capture_at", opp, at)
	case ok:
		s = tr.T("coach.capture_with", opp, tr.T(key), at)
	default:
		s = tr.T("coach.capture_from", opp, at)
	}
	if n.Kind == ai.CoachThrewWin {
		s = tr.T("coach.threw_win") + " " + s
	}
	return s
}
