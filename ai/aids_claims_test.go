package ai

import (
	"context"
	"flag"
	"fmt"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

var aidClaims = flag.Int("aid-claims", 0, "random 7×7 and 9×9 Atari Go positions (half each) on which TestAidsClaimOnlyWhatIsProven checks the hint and the coach: 200 for the whole sample (minutes); 0 for 40 with -short (8 under the race detector), else 100")

// TestAidsClaimOnlyWhatIsProven asks the hint and the coach about random 7×7 and 9×9 Atari Go positions reached by
// sensible play from a fixed seed, and proves again every claim they make with tools of the test's own: on 7×7 an
// exact solver with a table of its own (where it settles), on 9×9 (and where the solver does not settle) the line
// replayed on the board and a brute-force search of forced wins. Every claim counts: a win and its number of moves,
// a loss, the line shown, the capture a move allows, where the line starts and the tactic named; on 7×7 also where a
// game's result turned. A claim neither proved nor refuted counts as false: the aids must say only what can be
// proved.
func TestAidsClaimOnlyWhatIsProven(t *testing.T) {
	n, turnEvery := *aidClaims, 4
	if testing.Short() {
		turnEvery = 8
	}
	switch {
	case n > 0:
	case underRace:
		n = 8 // the race detector's run: the claims' reading with every goroutine it starts
	case testing.Short():
		n = 40
	default:
		n = 100
	}
	ck := newClaimChecker(t)
	rnd := engine.NewRand(39)
	hinter := newTestHinter(39)
	coach := NewCoach()
	var hintTime, coachTime time.Duration
	for i := 0; i < n; i++ {
		size := 7
		if i%2 == 1 {
			size = 9
		}
		moves, pos := sensibleGame(rnd, size, 4+rnd.Intn(3*size))
		if pos.Over() {
			continue
		}
		ck.positions[size]++
		start := time.Now()
		h, err := hinter.Hint(context.Background(), &pos, nil)
		hintTime += time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		ck.hint(&pos, h)

		mv := engine.NoPoint
		if rnd.Intn(2) == 0 {
			mv, _ = sensibleMove(rnd, &pos)
		}
		if mv == engine.NoPoint {
			legal := pos.LegalMoves(nil)
			mv = legal[rnd.Intn(len(legal))]
		}
		start = time.Now()
		note, err := coach.Check(context.Background(), &pos, mv)
		coachTime += time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		ck.note(&pos, mv, note)
		if size == 7 && i%turnEvery == 0 && len(moves) > turnMoves {
			// Where the last moves of the game turned it (the solver settles few positions of the opening).
			start = time.Now()
			first := engine.MustPosition(size, size, engine.AtariRules(1))
			for _, m := range moves[:len(moves)-turnMoves] {
				first.PlayFast(m)
			}
			all := append(moves[len(moves)-turnMoves:], mv)
			turn, ok, err := coach.FirstTurn(context.Background(), &first, all)
			coachTime += time.Since(start)
			if err != nil {
				t.Fatal(err)
			}
			if ok {
				ck.turn(&first, all, turn)
			}
		}
	}
	lacks := ck.kinds["hint wins in N"] == 0 || ck.kinds["hint loses"] == 0 || ck.kinds["coach allows-capture"] == 0 ||
		ck.kinds["coach threw-win"] == 0
	if n >= 40 && lacks {
		t.Errorf("the sample lacks claims of some kind: %v", ck.kinds)
	}
	t.Logf("%d positions (7×7 %d, 9×9 %d): %d claims proved again, %d false or unproved; kinds %v; the hint took %v, the coach %v",
		ck.positions[7]+ck.positions[9], ck.positions[7], ck.positions[9], ck.proved, ck.failed, ck.kinds, hintTime, coachTime)
}

// turnMoves is how many of the last moves of a 7×7 game TestAidsClaimOnlyWhatIsProven asks FirstTurn about, in every
// other game (every fourth with -short: FirstTurn takes seconds a game).
const turnMoves = 8

// newTestHinter returns the hint's player with node and playout budgets in place of its time, so that its answers
// depend on the seed alone.
func newTestHinter(seed uint64) *Hinter {
	h := NewHinter(seed)
	h.p.nodes = 300_000
	h.p.Solver.MaxNodes = h.p.nodes
	h.p.Fallback.Time = 0
	h.p.Fallback.Playouts = 2000
	h.p.Fallback.Threads = 1
	h.p.Fallback.Proof = 0
	return h
}

// sensibleGame plays up to moves sensible moves (see sensibleMove) from the empty size×size board under capture-1
// rules and returns the moves and the position reached; it stops early when no sensible move is left.
func sensibleGame(rnd *engine.Rand, size, moves int) ([]engine.Point, engine.Position) {
	pos := engine.MustPosition(size, size, engine.AtariRules(1))
	var played []engine.Point
	for len(played) < moves {
		mv, ok := sensibleMove(rnd, &pos)
		if !ok {
			break
		}
		pos.PlayFast(mv)
		played = append(played, mv)
	}
	return played, pos
}

// sensibleMove picks at random a move a beginner might play: it captures nothing (the game goes on), leaves no chain
// of the mover in atari, and most often lies near the stones already on the board; ok is false when there is none.
func sensibleMove(rnd *engine.Rand, pos *engine.Position) (engine.Point, bool) {
	var safe, near []engine.Point
	for _, m := range pos.LegalMoves(nil) {
		q := *pos
		if q.PlayFast(m) > 0 || q.Over() || hasChainInAtari(&q, pos.ToMove()) {
			continue
		}
		safe = append(safe, m)
		if stoneWithin(pos, m, 2) {
			near = append(near, m)
		}
	}
	if len(near) > 0 && rnd.Intn(5) > 0 {
		return near[rnd.Intn(len(near))], true
	}
	if len(safe) == 0 {
		return engine.NoPoint, false
	}
	return safe[rnd.Intn(len(safe))], true
}

// stoneWithin reports whether a stone lies within d lines of pt, both ways.
func stoneWithin(pos *engine.Position, pt engine.Point, d int) bool {
	for _, s := range pos.Points(nil) {
		if pos.At(s).IsStone() && abs(s.Col()-pt.Col()) <= d && abs(s.Row()-pt.Row()) <= d {
			return true
		}
	}
	return false
}

// abs returns |v|.
func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// hasChainInAtari reports whether a chain of colour c has a single liberty in pos.
func hasChainInAtari(pos *engine.Position, c engine.Color) bool {
	return len(atariLiberties(pos, c)) > 0
}

// atariLiberties returns the last liberties of colour c's chains in atari in pos, each point once.
func atariLiberties(pos *engine.Position, c engine.Color) []engine.Point {
	var out []engine.Point
	var seen engine.PointSet
	for _, pt := range pos.Points(nil) {
		if pos.At(pt) != c || seen.Has(pos.ChainHead(pt)) {
			continue
		}
		seen.Add(pos.ChainHead(pt))
		if a := pos.AtariPoint(pt); a != engine.NoPoint && !containsPoint(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// containsPoint reports whether pts holds pt.
func containsPoint(pts []engine.Point, pt engine.Point) bool {
	for _, p := range pts {
		if p == pt {
			return true
		}
	}
	return false
}

// forcer proves forced wins of capture-1 Atari Go by brute force, for the claims test: the attacker, to move, wins
// when some move of its captures, or leaves the defender unable to capture and to parry every threat, or threatens
// one capture whose only parry it then beats, or (at most quiet times) threatens nothing and beats every reply. It
// needs nothing from the players it checks: the rules decide every step. A threat of capture has one parry, the
// chain's last liberty, since the defender captures nothing where no attacker chain is in atari and a stone played
// elsewhere gives the chain no liberty.
type forcer struct {
	budget, nodes int
	out           bool // the budget ran out: a false answer proves nothing
}

// proves reports whether the side to move in pos forces a win by a capture (or by leaving the opponent no move),
// starting with first (any move when NoPoint), within plies plies of both sides and quiet moves that threaten no
// capture; known is false when the budget ran out before a proof was found.
func (f *forcer) proves(pos *engine.Position, first engine.Point, plies, quiet int) (win, known bool) {
	f.nodes, f.out = 0, false
	win = f.win(pos, first, plies, quiet)
	return win, win || !f.out
}

// win is proves without resetting the budget.
func (f *forcer) win(pos *engine.Position, first engine.Point, plies, quiet int) bool {
	if f.nodes++; f.nodes > f.budget {
		f.out = true
		return false
	}
	if plies <= 0 {
		return false
	}
	var moves []engine.Point
	switch {
	case first != engine.NoPoint:
		moves = []engine.Point{first}
	case quiet > 0:
		moves = pos.LegalMoves(nil)
	default:
		moves = threatMoves(pos)
	}
	for _, m := range moves {
		if f.wins(pos, m, plies, quiet) {
			return true
		}
	}
	return false
}

// threatMoves returns the attacker's moves (to move in pos) that capture or put a chain in atari: the last
// liberties of the defender's chains in atari and the liberties of its chains with two.
func threatMoves(pos *engine.Position) []engine.Point {
	def := pos.ToMove().Opponent()
	out := atariLiberties(pos, def)
	var seen engine.PointSet
	for _, pt := range pos.Points(nil) {
		if pos.At(pt) != def || seen.Has(pos.ChainHead(pt)) {
			continue
		}
		seen.Add(pos.ChainHead(pt))
		if pos.LibertiesUpTo(pt, 3) == 2 {
			for _, l := range pos.LibertyPoints(pt, nil) {
				if !containsPoint(out, l) {
					out = append(out, l)
				}
			}
		}
	}
	return out
}

// wins reports whether the attacker's move m in pos forces a win within plies plies and quiet quiet moves.
func (f *forcer) wins(pos *engine.Position, m engine.Point, plies, quiet int) bool {
	att := pos.ToMove()
	q := *pos
	if _, err := q.Play(engine.Move{Color: att, Point: m}); err != nil {
		return false
	}
	if q.Over() {
		return q.Outcome().Winner == att
	}
	if plies < 3 || hasChainInAtari(&q, att) {
		return false // no time for the capture, or the defender captures first
	}
	threats := atariLiberties(&q, att.Opponent())
	switch {
	case len(threats) >= 2:
		return true
	case len(threats) == 1:
		d := q
		if _, err := d.Play(engine.Move{Color: d.ToMove(), Point: threats[0]}); err != nil {
			return true // the chain cannot even extend
		}
		if d.Over() {
			return d.Outcome().Winner == att
		}
		return f.win(&d, engine.NoPoint, plies-2, quiet)
	case quiet == 0:
		return false
	}
	for _, r := range q.LegalMoves(nil) {
		d := q
		d.PlayFast(r)
		if d.Over() {
			if d.Outcome().Winner != att {
				return false
			}
			continue
		}
		if !f.win(&d, engine.NoPoint, plies-2, quiet-1) {
			return false
		}
	}
	return true
}

// claimChecker proves again the claims of the hint, the coach and "where it was decided", with a solver and a forcer
// of its own, and reports each claim it cannot prove as an error.
type claimChecker struct {
	t         *testing.T
	solver    *Solver
	force     forcer
	positions map[int]int
	kinds     map[string]int // claims checked, by kind
	proved    int
	failed    int
}

// newClaimChecker returns a checker reporting to t.
func newClaimChecker(t *testing.T) *claimChecker {
	sv := NewSolver()
	sv.TableBits = 20
	sv.MaxNodes = 2_000_000
	return &claimChecker{t: t, solver: sv, force: forcer{budget: 400_000}, positions: map[int]int{}, kinds: map[string]int{}}
}

// fail reports a claim that was not proved, with the position it is about.
func (ck *claimChecker) fail(pos *engine.Position, format string, args ...any) {
	ck.t.Helper()
	ck.failed++
	ck.t.Errorf("%s\n%v(%s to move)", fmt.Sprintf(format, args...), pos, pos.ToMove())
}

// count notes a claim of kind checked.
func (ck *claimChecker) count(kind string) { ck.kinds[kind]++ }

// settle returns the solver's winner of pos on a board it solves, when it settles it; a position already over
// gives its winner.
func (ck *claimChecker) settle(pos *engine.Position) (engine.Color, bool) {
	if pos.Over() {
		return pos.Outcome().Winner, true
	}
	if !CanSolve(pos.Rules(), pos.Cols(), pos.Rows()) {
		return engine.Empty, false
	}
	sol, err := ck.solver.Solve(context.Background(), pos, nil)
	if err != nil || !sol.Known {
		return engine.Empty, false
	}
	return sol.Winner, true
}

// forcedWin proves that the side to move in pos wins starting with first (any move when NoPoint): by the solver
// where it settles, else by the forcer with up to quiet+1 quiet moves; it returns why not, "" when proved.
func (ck *claimChecker) forcedWin(pos *engine.Position, first engine.Point, quiet int) string {
	c := pos.ToMove()
	if first != engine.NoPoint && CanSolve(pos.Rules(), pos.Cols(), pos.Rows()) {
		q := *pos
		if _, err := q.Play(engine.Move{Color: c, Point: first}); err != nil {
			return "its first move is illegal"
		}
		if w, ok := ck.settle(&q); ok {
			if w != c {
				return "the solver proves it loses"
			}
			return ""
		}
	} else if w, ok := ck.settle(pos); ok {
		if w != c {
			return "the solver proves it loses"
		}
		return ""
	}
	for _, qu := range []int{quiet, quiet + 1} {
		win, known := ck.force.proves(pos, first, 61, qu)
		if win {
			return ""
		}
		if known && qu >= 2 {
			break
		}
	}
	return "neither the solver nor the brute-force search proves it"
}

// quietMoves counts the attacker's moves of line, played from pos, that neither capture nor put a chain in atari.
func quietMoves(pos *engine.Position, line []engine.Point) int {
	n := 0
	q := *pos
	att := pos.ToMove()
	for i, m := range line {
		caps := q.Captures(att)
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
			break
		}
		if i%2 == 0 && q.Captures(att) == caps && !hasChainInAtari(&q, att.Opponent()) {
			n++
		}
	}
	return n
}

// lineEnds plays line from pos and returns the position at its end; err says where it broke the rules or went on
// after the game was over.
func lineEnds(pos *engine.Position, line []engine.Point) (engine.Position, error) {
	q := *pos
	for i, m := range line {
		if q.Over() {
			return q, fmt.Errorf("move %d comes after the end of the game", i+1)
		}
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: m}); err != nil {
			return q, fmt.Errorf("move %d (%s): %w", i+1, m.GTP(pos.Rows()), err)
		}
	}
	return q, nil
}

// hint checks every claim of a hint on pos.
func (ck *claimChecker) hint(pos *engine.Position, h HintResult) {
	ck.t.Helper()
	rows := pos.Rows()
	me := pos.ToMove()
	if !h.Solved {
		if h.Whole || h.WinnerMoves != 0 {
			ck.fail(pos, "hint %s: a number of moves (%d) without a proof", h.Move.GTP(rows), h.WinnerMoves)
		}
		return
	}
	if h.Winner != me {
		ck.count("hint loses")
		ck.hintLoss(pos, h)
		return
	}
	ck.count("hint wins")
	if why := ck.forcedWin(pos, h.Move, quietMoves(pos, h.Line)); why != "" {
		ck.fail(pos, "hint %s claims a win: %s", h.Move.GTP(rows), why)
	} else {
		ck.proved++
	}
	if !h.Whole {
		if h.WinnerMoves != 0 {
			ck.fail(pos, "hint %s: %d moves said of a line not played out", h.Move.GTP(rows), h.WinnerMoves)
		}
		return
	}
	end, err := lineEnds(pos, h.Line)
	switch {
	case err != nil:
		ck.fail(pos, "hint line %s: %v", gtpList(h.Line, rows), err)
		return
	case !end.Over() || end.Outcome().Winner != me:
		ck.fail(pos, "hint line %s does not end in %s's win", gtpList(h.Line, rows), me)
		return
	case h.WinnerMoves == 0:
		// One winning line, not counted: each of the winner's moves along it keeps the win.
		ck.count("hint line")
		if why := ck.keepsWin(pos, h.Line); why != "" {
			ck.fail(pos, "hint line %s: %s", gtpList(h.Line, rows), why)
		} else {
			ck.proved++
		}
		return
	case h.WinnerMoves != (len(h.Line)+1)/2:
		ck.fail(pos, "hint line %s: %s makes %d moves in it, the hint says %d", gtpList(h.Line, rows), me, (len(h.Line)+1)/2, h.WinnerMoves)
		return
	}
	ck.count("hint wins in N")
	// Wins in N: against every defence within N moves, and against the best not within N−1. Brute force over
	// every move of both sides settles it.
	n := h.WinnerMoves
	switch {
	case !bruteWins(pos, h.Move, n):
		ck.fail(pos, "hint %s: wins in %d moves is not proved by brute force", h.Move.GTP(rows), n)
	case n > 1 && bruteWins(pos, engine.NoPoint, n-1):
		ck.fail(pos, "hint says wins in %d moves, but %s wins in fewer", n, me)
	default:
		ck.proved++
	}
}

// keepsWin checks that each move of the side to move in pos along line keeps its win: the solver, or the forcer,
// proves the win from the position before each of them starting with it; it returns why not, "" when it does.
func (ck *claimChecker) keepsWin(pos *engine.Position, line []engine.Point) string {
	q := *pos
	for i, m := range line {
		if i%2 == 0 {
			if why := ck.forcedWin(&q, m, quietMoves(&q, line[i:])); why != "" {
				return fmt.Sprintf("move %d (%s): %s", i+1, m.GTP(pos.Rows()), why)
			}
		}
		q.PlayFast(m)
	}
	return ""
}

// bruteWins reports, trying every move of both sides, whether the side to move in pos wins within n of its moves
// starting with first (any move when NoPoint): the slow reference for the counts the hint gives.
func bruteWins(pos *engine.Position, first engine.Point, n int) bool {
	att := pos.ToMove()
	if n <= 0 {
		return false
	}
	moves := pos.LegalMoves(nil)
	if first != engine.NoPoint {
		moves = []engine.Point{first}
	}
	for _, m := range moves {
		q := *pos
		if _, err := q.Play(engine.Move{Color: att, Point: m}); err != nil {
			continue
		}
		if q.Over() {
			if q.Outcome().Winner == att {
				return true
			}
			continue
		}
		if n == 1 {
			continue
		}
		all := true
		for _, r := range q.LegalMoves(nil) {
			d := q
			d.PlayFast(r)
			if d.Over() && d.Outcome().Winner != att || !d.Over() && !bruteWins(&d, engine.NoPoint, n-1) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// hintLoss checks a hint's claim that the side to move loses against perfect play: the solver settles it, or every
// move is answered by a forced win of the opponent.
func (ck *claimChecker) hintLoss(pos *engine.Position, h HintResult) {
	if h.Whole || h.WinnerMoves != 0 {
		ck.fail(pos, "hint of a loss counts moves (%d)", h.WinnerMoves)
	}
	if w, ok := ck.settle(pos); ok {
		if w == pos.ToMove() {
			ck.fail(pos, "hint says %s loses; the solver proves it wins", pos.ToMove())
			return
		}
		ck.proved++
		return
	}
	for _, m := range pos.LegalMoves(nil) {
		q := *pos
		q.PlayFast(m)
		if q.Over() {
			if q.Outcome().Winner == pos.ToMove() {
				ck.fail(pos, "hint says %s loses, but %s wins at once", pos.ToMove(), m.GTP(pos.Rows()))
				return
			}
			continue
		}
		if why := ck.forcedWin(&q, engine.NoPoint, 0); why != "" {
			ck.fail(pos, "hint says %s loses; after %s: %s", pos.ToMove(), m.GTP(pos.Rows()), why)
			return
		}
	}
	ck.proved++
}

// note checks every claim of the coach about the move mv in before.
func (ck *claimChecker) note(before *engine.Position, mv engine.Point, n CoachNote) {
	ck.t.Helper()
	if n.Kind == CoachSilent {
		return
	}
	rows := before.Rows()
	after := *before
	after.PlayFast(mv)
	what := fmt.Sprintf("coach (%s after %s, line %s, motif %s)", n.Kind, mv.GTP(rows), gtpList(n.Line, rows), n.Motif)
	ck.count("coach " + n.Kind.String())
	if n.Mover != before.ToMove() || len(n.Line) == 0 {
		ck.fail(before, "%s: mover %s, %d moves", what, n.Mover, len(n.Line))
		return
	}
	opp := n.Mover.Opponent()
	end, err := lineEnds(&after, n.Line)
	switch {
	case err != nil:
		ck.fail(before, "%s: %v", what, err)
		return
	case !end.Over() || end.Outcome().Winner != opp:
		ck.fail(before, "%s: the line does not end in %s's win", what, opp)
		return
	case n.Target != engine.NoPoint && (after.At(n.Target) != n.Mover || end.At(n.Target) == n.Mover):
		ck.fail(before, "%s: the line does not capture the target %s", what, n.Target.GTP(rows))
		return
	}
	if n.Kind == CoachThrewWin {
		w, ok := ck.settle(before)
		if !ok || w != n.Mover {
			ck.fail(before, "%s: the solver does not prove the mover had a win (settled %v, winner %s)", what, ok, w)
			return
		}
	}
	// The opponent now wins, starting where the sentence says.
	if why := ck.forcedWin(&after, n.Line[0], quietMoves(&after, n.Line)); why != "" {
		ck.fail(before, "%s: %s", what, why)
		return
	}
	if why := motifShown(&after, n.Line, n.Target, n.Motif); why != "" {
		ck.fail(before, "%s: %s", what, why)
		return
	}
	ck.count("coach motif " + n.Motif.String())
	ck.proved++
}

// turn checks where a game's result turned: the position before the move a proven win of the mover, the one after a
// proven win of the opponent, both lines winning as drawn from their first moves, and their tactics named rightly.
func (ck *claimChecker) turn(start *engine.Position, moves []engine.Point, t Turn) {
	ck.t.Helper()
	ck.count("turn")
	before := *start
	for _, m := range moves[:t.Index] {
		before.PlayFast(m)
	}
	after := before
	after.PlayFast(t.Played)
	rows := before.Rows()
	what := fmt.Sprintf("turn at move %d (%s), win %s (%s), refutation %s (%s)", t.Index+1, t.Played.GTP(rows),
		gtpList(t.Win, rows), t.WinMotif, gtpList(t.Refutation, rows), t.RefutationMotif)
	for _, c := range []struct {
		pos    *engine.Position
		line   []engine.Point
		motif  Motif
		winner engine.Color
	}{{&before, t.Win, t.WinMotif, t.Mover}, {&after, t.Refutation, t.RefutationMotif, t.Mover.Opponent()}} {
		if w, ok := ck.settle(c.pos); !ok || w != c.winner {
			ck.fail(c.pos, "%s: the solver does not prove %s wins here", what, c.winner)
			return
		}
		end, err := lineEnds(c.pos, c.line)
		if err != nil || !end.Over() || end.Outcome().Winner != c.winner {
			ck.fail(c.pos, "%s: the line does not end in %s's win (%v)", what, c.winner, err)
			return
		}
		if why := ck.forcedWin(c.pos, c.line[0], quietMoves(c.pos, c.line)); why != "" {
			ck.fail(c.pos, "%s: %s", what, why)
			return
		}
		if why := motifShown(c.pos, c.line, capturedBy(c.pos, c.line, c.winner.Opponent()), c.motif); why != "" {
			ck.fail(c.pos, "%s: %s", what, why)
			return
		}
	}
	ck.proved++
}

// motifShown checks the tactic named for line, played from pos by its side to move against the chain at target,
// by the tactic's definition as a teacher gives it, not by LineMotif's reasoning; it returns why the line does
// not show it, "" when it does.
func motifShown(pos *engine.Position, line []engine.Point, target engine.Point, m Motif) string {
	if m == MotifNone {
		return ""
	}
	att := pos.ToMove()
	def := att.Opponent()
	if target == engine.NoPoint || pos.At(target) != def {
		return fmt.Sprintf("%s named without a chain of %s to take", m, def)
	}
	ps := []engine.Position{*pos}
	for _, mv := range line {
		q := ps[len(ps)-1]
		if _, err := q.Play(engine.Move{Color: q.ToMove(), Point: mv}); err != nil {
			return "the line breaks the rules"
		}
		ps = append(ps, q)
	}
	taken := -1 // the move of the line (from 0) that takes the target
	for i := 1; i < len(ps); i++ {
		if ps[i].At(target) != def {
			taken = i - 1
			break
		}
	}
	if taken < 0 || taken%2 != 0 {
		return fmt.Sprintf("%s named, but the line does not take the chain at %s", m, target.GTP(pos.Rows()))
	}
	first := line[0]
	after := &ps[1]
	libs := func(p *engine.Position) int {
		if p.At(target) != def {
			return 0
		}
		return p.Liberties(target)
	}
	switch m {
	case MotifCapture:
		if taken != 0 {
			return "a capture at once named, but the first move takes nothing"
		}
	case MotifAtari:
		if libs(after) != 1 || taken != 2 {
			return "an atari named, but the first move is no atari the chain cannot get out of (taken at move " + fmt.Sprint(taken+1) + ")"
		}
	case MotifLadder:
		if taken < 4 {
			return "a ladder named for a capture within two ataris"
		}
		for i := 0; i < taken; i += 2 {
			// The last extension, into the edge or the stones that end the ladder, may leave one liberty.
			if libs(&ps[i+1]) != 1 || libs(&ps[i+2]) != 2 && (i+2 < taken || libs(&ps[i+2]) != 1) {
				return fmt.Sprintf("a ladder named, but move %d is no atari answered by extending to two liberties", i+1)
			}
		}
	case MotifDoubleAtari:
		if len(atariLiberties(after, def)) < 2 || after.InAtari(first) || taken != 2 {
			return "a double atari named, but the first move does not put two chains in atari at once"
		}
	case MotifNet:
		if libs(after) < 2 || after.InAtari(first) {
			return "a net named, but the first move is an atari or a stone given up"
		}
		for i := 2; i < taken; i += 2 {
			if libs(&ps[i+1]) != 1 {
				return fmt.Sprintf("a net named, but the chain gets out of it (move %d is no atari)", i+1)
			}
		}
	case MotifSnapback:
		if !after.InAtari(first) || ps[2].At(first) != engine.Empty || taken != 2 {
			return "a snapback named, but no stone is given up and the taker taken back at once"
		}
	case MotifThrowIn:
		if !after.InAtari(first) || ps[2].At(first) != engine.Empty || !containsPoint(pos.LibertyPoints(target, nil), first) {
			return "a throw-in named, but the first move is no stone given up on the chain's liberty"
		}
	case MotifRace, MotifShortage:
		if !containsPoint(pos.LibertyPoints(target, nil), first) {
			return fmt.Sprintf("%s named, but the first move fills no liberty of the chain", m)
		}
	}
	return ""
}
