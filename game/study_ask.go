package game

import (
	"context"
	"errors"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/job"
)

// StudyQuestion is what the study board asks the engine.
type StudyQuestion int

// The study board's questions.
const (
	AskHint  StudyQuestion = iota // the best move for the side to move
	AskSolve                      // who wins from here with perfect play, and how
	AskRead                       // can the chain at a point be captured, and can it be saved
)

// StudySolveBudget is how long the study board's solver question may think.
const StudySolveBudget = 5 * time.Second

// StudyReadBudget is the reader's node budget for the study board's chain question.
const StudyReadBudget = 200_000

// StudyAnswer is the engine's answer to a study board question about one position.
type StudyAnswer struct {
	Question StudyQuestion
	Key      uint64       // the position asked about (its Key)
	ToMove   engine.Color // the side to move in it
	Hint     ai.HintResult

	// AskSolve: Solved says a proof was found; Winner, Line (from the side to move) and, in Go, Margin (for the
	// side to move) say what it proved. Err says why nothing was proven: ai.ErrNotSolvable, or the endgame
	// search's errors, or context.DeadlineExceeded when the time ran out.
	Solved bool
	Winner engine.Color
	Line   []engine.Point
	Plies  int
	Whole  bool // Line reaches the end of the game (a long line may not be read out in the time given)
	// Counted says Plies is proven the quickest win (ai.QuickestWin) or, in Go, the whole line to the count, so a
	// sentence may say in how many moves: a solver's line is a winning line, not always the quickest.
	Counted bool
	Scored  bool // the proof is a Go endgame's: Margin holds the final score
	Margin  float64
	Err     error

	// AskRead: the chain asked about, and what the reader found with its opponent moving first (Attack) and with
	// its owner moving first (Defend), with the moves that do it.
	Chain                  engine.Point
	Owner                  engine.Color
	Attack, Defend         ai.ReadResult
	AttackMove, DefendMove engine.Point
}

// StudyAsker answers one study board question at a time off the game loop; a new question cancels the one before.
type StudyAsker struct {
	running job.Slot[studyAbout, StudyAnswer]
	asked   studyAbout // the last question asked
	answer  *StudyAnswer
}

// studyAbout is what a study board question is about: the question, the position's key and the chain asked about.
type studyAbout struct {
	q     StudyQuestion
	key   uint64
	chain engine.Point
}

// Ask starts question q about pos (for AskRead, about the chain at chain); the same question about the same position
// already being answered or answered is not asked again.
func (a *StudyAsker) Ask(q StudyQuestion, pos engine.Position, chain engine.Point) {
	about := studyAbout{q: q, key: pos.Key(), chain: chain}
	if a.asked == about && (a.running.Running() || a.answer != nil) {
		return
	}
	a.answer, a.asked = nil, about
	a.running.Start(about, func(ctx context.Context) (StudyAnswer, error) {
		return answerStudy(ctx, q, pos, chain), nil
	})
}

// Stop cancels the question being answered, waits until its work has ended, and forgets the last answer.
func (a *StudyAsker) Stop() {
	a.running.Stop()
	a.answer = nil
}

// Thinking reports whether a question is being answered.
func (a *StudyAsker) Thinking() bool { return a.running.Running() }

// Wait blocks until the question being answered has its answer, and takes it as Poll does.
func (a *StudyAsker) Wait() { a.take(a.running.Wait()) }

// Poll takes the answer once it is worked out; call it once a frame.
func (a *StudyAsker) Poll() { a.take(a.running.Poll()) }

// take keeps the answer r when ok says there is one and the work did not fail.
func (a *StudyAsker) take(r job.Answer[studyAbout, StudyAnswer], ok bool) {
	if ok && r.Err == nil {
		a.answer = &r.Value
	}
}

// Answer returns the last answer, while it is about the position pos.
func (a *StudyAsker) Answer(pos *engine.Position) (StudyAnswer, bool) {
	if a.answer == nil || a.answer.Key != pos.Key() {
		return StudyAnswer{}, false
	}
	return *a.answer, true
}

// answerStudy works out the answer to q about pos.
func answerStudy(ctx context.Context, q StudyQuestion, pos engine.Position, chain engine.Point) StudyAnswer {
	ans := StudyAnswer{Question: q, Key: pos.Key(), ToMove: pos.ToMove(), Chain: chain}
	switch q {
	case AskHint:
		ans.Hint, ans.Err = ai.Hint(ctx, &pos, HintBudget)
	case AskSolve:
		solveStudy(ctx, &pos, &ans)
	case AskRead:
		ans.Owner = pos.At(chain)
		if !ans.Owner.IsStone() {
			ans.Err = ErrStudyEmpty
			break
		}
		r := ai.NewReader(StudyReadBudget)
		ans.Attack, ans.AttackMove = r.Attack(&pos, chain)
		ans.Defend, ans.DefendMove = r.Defend(&pos, chain)
	}
	return ans
}

// solveStudy proves who wins pos: the exact solver in first-capture Atari Go on boards it handles, the exact
// endgame search in Go when few points are undecided.
func solveStudy(ctx context.Context, pos *engine.Position, ans *StudyAnswer) {
	ctx, cancel := context.WithTimeout(ctx, StudySolveBudget)
	defer cancel()
	if pos.Rules().Kind == engine.Go {
		r, err := ai.Endgame(ctx, pos, ai.EndgameLimit{})
		if err != nil {
			ans.Err = err
			return
		}
		ans.Solved, ans.Scored, ans.Winner, ans.Line, ans.Margin = true, true, r.Winner, r.Line, r.Margin
		ans.Plies, ans.Whole, ans.Counted = len(r.Line), true, true
		return
	}
	sv := ai.NewSolver()
	sol, err := sv.Solve(ctx, pos, nil)
	switch {
	case (err != nil || !sol.Known) && shortWin(ctx, pos, ans):
		// The board is beyond the solver, or too deep for its time, but one side forces a capture within a few moves.
	case errors.Is(err, ai.ErrNotSolvable) && shortWinRules(pos):
		ans.Err = ErrNoShortWin
	case err != nil:
		ans.Err = err
	case !sol.Known:
		ans.Err = context.DeadlineExceeded
	default:
		ans.Solved, ans.Winner, ans.Line, ans.Plies, ans.Whole = true, sol.Winner, sol.Line, sol.Plies, sol.Complete
		if sol.Winner == pos.ToMove() {
			if n, line, ok := ai.QuickestWin(ctx, pos, quickestStudyWin); ok {
				ans.Line, ans.Plies, ans.Whole, ans.Counted = line, 2*n-1, true, true
			}
		}
	}
}

// quickestStudyWin is the most moves of a win the study board counts by searching every move (ai.QuickestWin);
// a longer proven win is told without a count, and on a board beyond the solver it is the deepest a win is looked
// for at all.
const quickestStudyWin = 3

// ErrNoShortWin means that on a board beyond the exact solver no capture within quickestStudyWin moves could be
// proven for either side (there may be none, or the search may have run out of its nodes), so "Who wins?" cannot
// tell.
var ErrNoShortWin = errors.New("no capture within a few moves is proven for either side, and the board is too big to solve")

// shortWinRules reports whether a short win can be searched for in pos: first-capture Atari Go, no stone captured
// yet (ai.QuickestWin).
func shortWinRules(pos *engine.Position) bool {
	r := pos.Rules()
	return r.Kind == engine.AtariGo && r.Target() == 1 && !pos.Over() && pos.Captures(engine.Black)+pos.Captures(engine.White) == 0
}

// shortWin looks for a win forced within quickestStudyWin moves in pos, as ai.QuickestWin proves them: the side to
// move's, else the opponent's against every move (the longest defence then starts the line). It fills in ans and
// reports true when one is proven.
func shortWin(ctx context.Context, pos *engine.Position, ans *StudyAnswer) bool {
	if !shortWinRules(pos) {
		return false
	}
	if n, line, ok := ai.QuickestWin(ctx, pos, quickestStudyWin); ok {
		ans.Solved, ans.Winner, ans.Line, ans.Plies, ans.Whole, ans.Counted = true, pos.ToMove(), line, 2*n-1, true, true
		return true
	}
	// The side to move loses quickly when every move it has lets the opponent win within fewer moves.
	moves := pos.LegalMoves(nil)
	if len(moves) == 0 {
		return false
	}
	longest, defence := 0, []engine.Point(nil)
	for _, m := range moves {
		next := *pos
		if _, err := next.Play(engine.Move{Color: pos.ToMove(), Point: m}); err != nil || !shortWinRules(&next) {
			return false
		}
		n, line, ok := ai.QuickestWin(ctx, &next, quickestStudyWin-1)
		if !ok {
			return false
		}
		if n > longest {
			longest, defence = n, append([]engine.Point{m}, line...)
		}
	}
	ans.Solved, ans.Winner, ans.Line, ans.Plies, ans.Whole, ans.Counted = true, pos.ToMove().Opponent(), defence, 2*longest, true, true
	return true
}

// StudySentence puts a study board answer into words in tr's language; rows is the board's height.
func StudySentence(tr *Translator, a StudyAnswer, rows int) string {
	at := func(pt engine.Point) string {
		if pt == engine.Pass {
			return tr.T("hint.pass")
		}
		return pt.GTP(rows)
	}
	switch a.Question {
	case AskHint:
		if a.Err != nil {
			return tr.T("study.error", ErrorText(tr, a.Err))
		}
		return HintSentence(tr, a.Hint, a.ToMove, rows)
	case AskSolve:
		return solveSentence(tr, a, at)
	}
	// AskRead.
	if a.Err != nil {
		return tr.T("study.read.empty")
	}
	owner, attacker := colorWord(tr, a.Owner), colorWord(tr, a.Owner.Opponent())
	switch {
	case a.Attack == ai.ReadSafe:
		return tr.T("study.read.safe", attacker)
	case a.Attack == ai.ReadCaptured && a.Defend == ai.ReadCaptured:
		return tr.T("study.read.lost", attacker, owner, at(a.AttackMove))
	case a.Attack == ai.ReadCaptured && a.Defend == ai.ReadSafe && a.DefendMove != engine.NoPoint:
		return tr.T("study.read.weak", attacker, at(a.AttackMove), owner, at(a.DefendMove))
	case a.Attack == ai.ReadCaptured:
		return tr.T("study.read.attack", attacker, at(a.AttackMove))
	}
	return tr.T("study.read.unknown")
}

// solveSentence says what the solver question proved, or why it proved nothing.
func solveSentence(tr *Translator, a StudyAnswer, at func(engine.Point) string) string {
	if !a.Solved {
		switch {
		case errors.Is(a.Err, ErrNoShortWin):
			return tr.T("study.solve.no_short", quickestStudyWin)
		case errors.Is(a.Err, ai.ErrNotSolvable):
			return tr.T("study.solve.cannot")
		case errors.Is(a.Err, ai.ErrEndgameNotSettled):
			return tr.T("study.solve.open")
		case errors.Is(a.Err, ai.ErrEndgameTooComplex), errors.Is(a.Err, context.DeadlineExceeded):
			return tr.T("study.solve.toolong")
		case errors.Is(a.Err, engine.ErrGameOver):
			return tr.T("study.solve.over")
		}
		return tr.T("study.error", ErrorText(tr, a.Err))
	}
	first := engine.Pass
	if len(a.Line) > 0 {
		first = a.Line[0]
	}
	who := colorWord(tr, a.ToMove)
	if a.Scored {
		switch {
		case first == engine.Pass && a.Winner != engine.Empty:
			margin := a.Margin
			if a.Winner != a.ToMove {
				margin = -margin
			}
			return tr.T("study.solve.go_settled", colorWord(tr, a.Winner), tr.Number(margin))
		case a.Winner == engine.Empty:
			return tr.T("study.solve.go_draw", who, at(first))
		case a.Winner == a.ToMove:
			return tr.T("study.solve.go_wins", who, at(first), tr.Number(a.Margin))
		}
		return tr.T("study.solve.go_loses", who, tr.Number(-a.Margin), at(first))
	}
	if !a.Whole {
		if len(a.Line) == 0 {
			return tr.T("study.solve.proven", colorWord(tr, a.Winner))
		}
		return tr.T("study.solve.proven_start", colorWord(tr, a.Winner), at(first))
	}
	if !a.Counted {
		if a.Winner == a.ToMove {
			return tr.T("hint.wins_line", who, at(first))
		}
		return tr.T("study.solve.loses_line", who, colorWord(tr, a.Winner), at(first))
	}
	moves := a.Plies / 2
	if a.Winner == a.ToMove {
		moves = (a.Plies + 1) / 2
		return tr.T("hint.wins", who, tr.Plural("files.moves", float64(moves)), at(first))
	}
	return tr.T("study.solve.loses", who, colorWord(tr, a.Winner), tr.Plural("files.moves", float64(moves)), at(first))
}
