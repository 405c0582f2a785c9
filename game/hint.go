package game

import (
	"context"
	"math"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// HintProperty is the SGF property that marks a node where a hint was asked; its value is the move suggested.
const HintProperty = "HINT"

// HintBudget is how long a hint may think.
const HintBudget = 3 * time.Second

// HintAdvice is a hint for the position of a node of the game record: the suggestion and the node it is for.
type HintAdvice struct {
	Hint ai.HintResult
	Node *engine.Node
}

// AskHint starts a hint for the position on the board when a person is to move; it does nothing while one is
// being worked out or already shown for this position.
func (s *Session) AskHint() {
	m := s.match
	if m.State() != HumanTurn {
		return
	}
	node := m.Record().Current()
	if about, ok := s.hinting.About(); ok && about == node || s.hint != nil && s.hint.Node == node {
		return
	}
	s.hint = nil
	pos, budget := node.Position(), s.hintBudget
	s.hinting.Start(node, func(ctx context.Context) (ai.HintResult, error) { return ai.Hint(ctx, &pos, budget) })
}

// pollHint takes a finished hint and records it in the game; a hint whose position has left the board, or that
// no person is to move in any more, is dropped.
func (s *Session) pollHint() {
	if s.match.Record() == nil { // stones are being placed
		s.hinting.Cancel()
		s.hint = nil
		return
	}
	cur := s.match.Record().Current()
	if about, ok := s.hinting.About(); ok && (about != cur || s.match.State() != HumanTurn) {
		s.hinting.Cancel()
	}
	if a, ok := s.hinting.PollFor(cur); ok && a.Err == nil {
		s.hint = &HintAdvice{Hint: a.Value, Node: a.About}
		s.match.noteHint(a.About, a.Value.Move)
	}
	if s.hint != nil && s.hint.Node != cur {
		s.hint = nil
	}
}

// Hint returns the hint for the position on the board, once worked out.
func (s *Session) Hint() (HintAdvice, bool) {
	if s.hint == nil || s.match.Record() == nil || s.hint.Node != s.match.Record().Current() {
		return HintAdvice{}, false
	}
	return *s.hint, true
}

// HintThinking reports whether a hint is being worked out.
func (s *Session) HintThinking() bool { return s.hinting.Running() }

// HintReady returns a channel closed once the hint being worked out can be taken by the next Update; nil when none
// is. A test waits on it as a frame would poll.
func (s *Session) HintReady() <-chan struct{} { return s.hinting.Ready() }

// SetHintBudget sets how long this game's hints think (HintBudget by default); a test shortens it.
func (s *Session) SetHintBudget(d time.Duration) { s.hintBudget = d }

// noteHint marks node as one where a hint was asked, with the move suggested, so that the game record keeps it.
func (m *Match) noteHint(node *engine.Node, mv engine.Point) {
	for _, p := range node.Props {
		if p.ID == HintProperty {
			return
		}
	}
	node.Props = append(node.Props, engine.Property{ID: HintProperty, Values: []string{mv.SGF()}})
	m.rev++
}

// HintsUsed counts the positions of the game record where a hint was asked, over every line played.
func (m *Match) HintsUsed() int {
	if m.game == nil {
		return 0
	}
	return HintsIn(m.game.Root())
}

// HintAt returns the move suggested by the hint asked at node, if one was.
func HintAt(node *engine.Node) (engine.Point, bool) {
	for _, p := range node.Props {
		if p.ID == HintProperty && len(p.Values) == 1 {
			pos := node.Position()
			pt, err := engine.ParseSGFPoint(p.Values[0], pos.Cols(), pos.Rows())
			return pt, err == nil
		}
	}
	return engine.NoPoint, false
}

// HintsIn counts the nodes of the tree under root, root included, where a hint was asked.
func HintsIn(root *engine.Node) int {
	n := 0
	var walk func(*engine.Node)
	walk = func(x *engine.Node) {
		for _, p := range x.Props {
			if p.ID == HintProperty {
				n++
				break
			}
		}
		for _, c := range x.Children() {
			walk(c)
		}
	}
	walk(root)
	return n
}

// HintSentence puts a hint into words in tr's language: the proven win and where it starts (with its number of
// moves only when the quickest win was proven both ways, and saying that a line is on the board when one is), the
// proven loss
// and the strongest player's choice, the exact endgame's best move and final score, or the strongest player's
// choice with its win rate (said to be for an endgame too complex for an exact answer when it was one); rows
// is the board's height.
func HintSentence(tr *Translator, h ai.HintResult, toMove engine.Color, rows int) string {
	who := colorWord(tr, toMove)
	at := tr.T("hint.pass")
	if h.Move != engine.Pass {
		at = h.Move.GTP(rows)
	}
	switch {
	case h.Exact && h.Winner == engine.Empty:
		return tr.T("hint.exact_draw", at)
	case h.Exact:
		m := math.Abs(h.Margin)
		return tr.Plural("hint.exact", m, at, colorWord(tr, h.Winner), tr.Number(m))
	case h.TooComplex:
		return tr.T("hint.endgame_complex", at, int(math.Round(100*h.Value)))
	case h.Solved && h.Winner == toMove && h.Whole && h.WinnerMoves > 0:
		return tr.T("hint.wins", who, tr.Plural("files.moves", float64(h.WinnerMoves)), at)
	case h.Solved && h.Winner == toMove && h.Whole:
		return tr.T("hint.wins_line", who, at)
	case h.Solved && h.Winner == toMove:
		return tr.T("hint.wins_proved", who, at)
	case h.Solved:
		return tr.T("hint.loses", who, at)
	default:
		return tr.T("hint.search", at, int(math.Round(100*h.Value)))
	}
}
