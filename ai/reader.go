package ai

import "github.com/seed593a7f8d/atarigo/engine"

// The tactical reader answers two questions about one chain: can it be captured with the attacker to move
// (Attack), and can it be saved with its owner to move (Defend), each with the move that does it. It reads
// the local fight the way a player reads a ladder or a net. The attacker plays on the chain's liberties;
// near the start of the reading (NetDepth) also on the points next to them (nets), on the liberties of weak
// defender chains the target could join, and on the liberties of its own surrounding chains with two
// liberties; it saves its surrounding chains in atari or captures what threatens them. The defender extends
// on its liberties, captures surrounding chains in atari, puts surrounding chains of two liberties in
// atari, plays next to its liberties, strengthens friendly chains it could join, and may play elsewhere
// (so it is never forced to fill its own eyes; with PassDepth set, only in the first PassDepth plies, since
// deeper down a move elsewhere mostly hands the attacker two moves in a row and costs the most nodes). A chain with five or more liberties is safe; one with four
// is attacked only in the first FourLibDepth plies, one with three in the first ThreeLibDepth plies. Ladders
// are read exactly to the edge of the board, however long, since the defender never has more than two
// liberties in one. Under Go rules a lone stone whose capture is answered by a snapback (the capturing
// chain retaken at once, the retaking stone not in atari) does not count as captured, as in GNU Go.
//
// Rules. Under Go rules a capture is an ordinary move. Under Atari Go rules a capture that brings a side's
// captures up to the target ends the game, so the reading stops there: such a capture by the attacker
// counts as Captured and one by the defender as Safe, wherever it happens on the board; and a side whose
// chain of game-ending size is in atari must save it at once (otherwise the other side wins by taking it).
//
// Ko. In Attack and Defend the simple ko rule is obeyed inside the reading and nobody has ko threats: a side
// that may not take back a ko at once must play another candidate move, so a ko goes to the side that takes it
// first. A chain in atari whose capture is forbidden by ko right now is Safe for Attack; Attack and Defend
// hand the turn over when needed, which clears the ko, and a defender who plays elsewhere clears it too.
// AttackCode and DefendCode tell ko results apart as GNU Go does (ReadCode): they read first with the other
// side free to take back every ko at once (as if it always had a ko threat: the retake is its first move
// wherever the ko is, and a lone stone taken in a ko is not captured, as its owner takes back, so such a stone
// in atari need not even be defended), then with nobody free, then with the mover free; the second and third
// readings happen only when a ko arose in the one before. DefendCode, like GNU Go's defend, names a move that
// keeps the chain safe even when the chain needs none. In capture-1 Atari Go there is no ko, as the first
// capture ends the game.
//
// Limits. Each call may visit at most Budget nodes and MaxDepth plies; when it runs out before the answer
// is decided it says ReadUnknown. A question at the root is read with the depth limits raised step by step
// up to the reader's own (deepen): a capture found with tighter limits ends the reading, and when the budget
// runs out in a deeper reading the deepest decided answer stands. A transposition table keyed by the
// position's Key (stones, side to move, ko), the chain, the captures, the depth class and the side free to
// retake kos keeps what was proven, across calls; a second table, keyed without the depth and the limits,
// keeps the move that last succeeded in each node, which is tried first when a deeper reading (or another
// ko setting) comes back to it.

// ReadResult is what a tactical reading found out about a chain.
type ReadResult uint8

const (
	// ReadUnknown means the reading ran out of its node budget or depth before it could decide.
	ReadUnknown ReadResult = iota
	// ReadCaptured means the attacker captures the chain (in Atari Go: or wins the game first by another capture).
	ReadCaptured
	// ReadSafe means the chain is not captured (in Atari Go: or its owner wins the game first by a capture).
	ReadSafe
)

// String returns "unknown", "captured" or "safe".
func (r ReadResult) String() string {
	switch r {
	case ReadCaptured:
		return "captured"
	case ReadSafe:
		return "safe"
	}
	return "unknown"
}

// ReadCode is the outcome of a reading that tells ko results apart, numbered as GNU Go's GTP answers to
// attack and defend.
type ReadCode int8

const (
	// CodeUnknown means the reading ran out of its node budget or depth before it could decide.
	CodeUnknown ReadCode = -1
	// CodeFails means the attack (or defence) fails.
	CodeFails ReadCode = 0
	// CodeWins means it succeeds even if the other side has a ko threat for every ko.
	CodeWins ReadCode = 1
	// CodeKoFirst means it succeeds through a ko that the mover takes first (the other side needs a ko threat).
	CodeKoFirst ReadCode = 2
	// CodeKoThreat means it succeeds only through a ko the other side takes first (the mover needs ko threats).
	CodeKoThreat ReadCode = 3
)

// Default limits of a Reader.
const (
	DefaultReadBudget    = 20000 // nodes per call
	DefaultFourLibDepth  = 5     // plies in which a chain with four liberties is attacked
	DefaultThreeLibDepth = 9     // plies in which a chain with three liberties is attacked
	DefaultNetDepth      = 9     // plies in which the attacker tries nets against a chain with two liberties
	DefaultReadMaxDepth  = 160   // plies; enough for any ladder on a 19×19 board
)

// Limits of the reader for single questions (GTP's attack and defend): deeper than the defaults the players
// use, which cost only when the shallower readings of deepen say "safe", a budget that keeps a question on
// the positions of real 19×19 games in testdata/tactics under about 50 ms of CPU, and a defender that plays
// elsewhere only in the first six plies, except to live by a ko (docs/MEASURED.md).
const (
	QuestionReadBudget    = 50_000
	QuestionNetDepth      = 13
	QuestionThreeLibDepth = 13
	QuestionFourLibDepth  = 9
	QuestionPassDepth     = 6
)

// NewQuestionReader returns a reader with the limits for single questions (QuestionReadBudget and the
// question depths).
func NewQuestionReader() *Reader {
	r := NewReader(QuestionReadBudget)
	r.NetDepth, r.ThreeLibDepth, r.FourLibDepth = QuestionNetDepth, QuestionThreeLibDepth, QuestionFourLibDepth
	r.PassDepth = QuestionPassDepth
	return r
}

// Reader reads capturing fights; it keeps a transposition table between calls and is not safe for
// concurrent use (give each goroutine its own).
type Reader struct {
	Budget        int // nodes one call may visit
	FourLibDepth  int // the attacker tries chains with four liberties only at plies below this
	ThreeLibDepth int // the attacker tries chains with three liberties only at plies below this
	NetDepth      int // the attacker tries moves off the liberties (nets) only at plies below this
	MaxDepth      int // plies one line may have
	// PassDepth is the ply from which the defender no longer plays elsewhere (0: it always may).
	PassDepth int
	// Targets, when not empty under Atari Go rules, are stones of the only chains whose capture counts for the
	// attacker: a capture of other stones first ends the line as a failure, and the defender need save no other
	// chain. The chain read should be one of them.
	Targets []engine.Point

	nodes   int
	limited bool
	koFree  engine.Color // this side may take back a ko at once (engine.Empty: nobody)
	koMet   bool         // a ko arose in the reading of the current node's subtree
	codes   bool         // the ko readings of AttackCode and DefendCode, the only ones koMet matters to
	ladder  bool         // only ladder moves (Ladder)
	atari   bool         // Atari Go rules: a capture that reaches the target ends the game
	chain   engine.Point // a stone of the chain the current call reads
	target  int          // the capture target under Atari Go rules
	tt      readerTable
	hints   readerTable // the move that last succeeded in a node, whatever the limits (hintKey)
	scratch [][]engine.Point
}

// NewReader returns a reader that visits at most budget nodes per call (DefaultReadBudget when budget ≤ 0)
// with the default depth limits.
func NewReader(budget int) *Reader { return newReaderSized(budget, 16) }

// newReaderSized is NewReader with a transposition table of 2^bits entries.
func newReaderSized(budget, bits int) *Reader {
	if budget <= 0 {
		budget = DefaultReadBudget
	}
	return &Reader{Budget: budget, FourLibDepth: DefaultFourLibDepth, ThreeLibDepth: DefaultThreeLibDepth, NetDepth: DefaultNetDepth,
		MaxDepth: DefaultReadMaxDepth, tt: newReaderTable(bits)}
}

// Nodes returns the number of nodes the last call visited.
func (r *Reader) Nodes() int { return r.nodes }

// Exhausted reports whether the last call ran out of budget or depth somewhere (its answer may still be
// decided: a capture found is a capture).
func (r *Reader) Exhausted() bool { return r.limited }

// Clear empties the transposition table.
func (r *Reader) Clear() {
	r.tt.clear()
	r.hints.clear()
}

// Attack reads whether the chain at point chain can be captured with its opponent to move (whoever is
// to move in pos; when it is the chain's owner the turn is handed over and the ko cleared). It returns
// ReadCaptured and the first move of the capture, ReadSafe, or ReadUnknown; pos is not changed.
func (r *Reader) Attack(pos *engine.Position, chain engine.Point) (ReadResult, engine.Point) {
	return r.rootAttack(pos, chain, false)
}

// Ladder reads whether the chain at point chain (one or two liberties) is captured in a ladder: the
// attacker only plays ataris, the defender only extends or captures stones next to it. It answers like Attack.
func (r *Reader) Ladder(pos *engine.Position, chain engine.Point) (ReadResult, engine.Point) {
	return r.rootAttack(pos, chain, true)
}

func (r *Reader) rootAttack(pos *engine.Position, chain engine.Point, ladder bool) (ReadResult, engine.Point) {
	def := pos.At(chain)
	if !def.IsStone() {
		return ReadUnknown, engine.NoPoint
	}
	p := *pos
	if p.ToMove() != def.Opponent() {
		p.SetToMove(def.Opponent())
	}
	r.chain = chain
	r.begin(&p, ladder)
	if res, ok := r.over(&p, def); ok {
		return res, engine.NoPoint
	}
	return r.deepen(func() (ReadResult, engine.Point) { return r.attack(&p, chain, 0) })
}

// Defend reads whether the chain at point chain can be saved with its owner to move (the turn is handed
// over when needed, clearing the ko). It returns ReadSafe and the saving move (engine.NoPoint when the chain
// is safe even if its owner plays elsewhere), ReadCaptured, or ReadUnknown; pos is not changed.
func (r *Reader) Defend(pos *engine.Position, chain engine.Point) (ReadResult, engine.Point) {
	def := pos.At(chain)
	if !def.IsStone() {
		return ReadUnknown, engine.NoPoint
	}
	p := *pos
	if p.ToMove() != def {
		p.SetToMove(def)
	}
	r.chain = chain
	r.begin(&p, false)
	if res, ok := r.over(&p, def); ok {
		return res, engine.NoPoint
	}
	return r.deepen(func() (ReadResult, engine.Point) { return r.rootDefend(&p, def, chain, true) })
}

// AttackCode reads whether the chain at point chain can be captured with its opponent to move, telling ko
// results apart (see ReadCode), and returns the code with the first move of the capture; the node budget
// covers all its readings together. pos is not changed.
func (r *Reader) AttackCode(pos *engine.Position, chain engine.Point) (ReadCode, engine.Point) {
	def := pos.At(chain)
	if !def.IsStone() {
		return CodeUnknown, engine.NoPoint
	}
	p := *pos
	if p.ToMove() != def.Opponent() {
		p.SetToMove(def.Opponent())
	}
	r.chain = chain
	r.begin(&p, false)
	return r.deepenCode(true, func(worlds int) (ReadCode, engine.Point) {
		return r.koCodes(def, def.Opponent(), ReadCaptured, worlds, func() (ReadResult, engine.Point) {
			if res, ok := r.over(&p, def); ok {
				return res, engine.NoPoint
			}
			return r.attack(&p, chain, 0)
		})
	})
}

// DefendCode reads whether the chain at point chain can be saved with its owner to move, telling ko results
// apart (see ReadCode), and returns the code with the saving move (engine.NoPoint when none is needed).
func (r *Reader) DefendCode(pos *engine.Position, chain engine.Point) (ReadCode, engine.Point) {
	def := pos.At(chain)
	if !def.IsStone() {
		return CodeUnknown, engine.NoPoint
	}
	p := *pos
	if p.ToMove() != def {
		p.SetToMove(def)
	}
	r.chain = chain
	r.begin(&p, false)
	return r.deepenCode(false, func(worlds int) (ReadCode, engine.Point) {
		return r.koCodes(def.Opponent(), def, ReadSafe, worlds, func() (ReadResult, engine.Point) {
			if res, ok := r.over(&p, def); ok {
				return res, engine.NoPoint
			}
			return r.rootDefend(&p, def, chain, false)
		})
	})
}

// koWorlds is the number of ko readings koCodes may run: the other side free to retake, nobody, the mover.
const koWorlds = 3

// koCodes runs read with the other side free to retake kos, then (when a ko arose) with nobody free, then
// with the mover free (the first worlds of these only), and turns the first reading that reaches success into
// its code.
func (r *Reader) koCodes(other, mover engine.Color, success ReadResult, worlds int, read func() (ReadResult, engine.Point)) (ReadCode, engine.Point) {
	r.codes = true
	defer func() { r.koFree, r.codes = engine.Empty, false }()
	unknown := false
	sides := [koWorlds]engine.Color{other, engine.Empty, mover}
	for i, free := range sides[:worlds] {
		r.koFree, r.koMet = free, false
		res, mv := read()
		switch {
		case res == success:
			return ReadCode(i + 1), mv
		case res == ReadUnknown:
			unknown = true
		case !r.koMet:
			// No ko arose, so giving either side ko threats changes nothing.
			if unknown {
				return CodeUnknown, engine.NoPoint
			}
			return CodeFails, engine.NoPoint
		}
	}
	if unknown {
		return CodeUnknown, engine.NoPoint
	}
	return CodeFails, engine.NoPoint
}

// rootDefend is Defend after the position is set up: the reading of a chain whose owner is to move. With
// needless, a chain the attacker cannot take even with a free move is safe without a move; without it the
// reading looks for a move that keeps the chain safe all the same (as GNU Go's defend answers).
func (r *Reader) rootDefend(p *engine.Position, def engine.Color, chain engine.Point, needless bool) (ReadResult, engine.Point) {
	// A chain the attacker cannot take even with a free move needs no defence.
	if needless && r.mustSave(p, def, chain) == nil {
		q := *p
		q.SetToMove(def.Opponent())
		if res, _ := r.attack(&q, chain, 0); res == ReadSafe {
			return ReadSafe, engine.NoPoint
		}
	}
	r.limited = false
	res, mv := r.defend(p, chain, 0)
	if mv == engine.Pass {
		mv = engine.NoPoint // safe if left alone after all
	}
	return res, mv
}

// AttackMoves returns every legal move of the chain's opponent after which the chain cannot be saved
// (each read with a fresh budget), and whether every read was decided.
func (r *Reader) AttackMoves(pos *engine.Position, chain engine.Point) (moves []engine.Point, complete bool) {
	return r.allMoves(pos, chain, true)
}

// DefenceMoves returns every legal move of the chain's owner after which the chain cannot be captured
// (each read with a fresh budget), and whether every read was decided.
func (r *Reader) DefenceMoves(pos *engine.Position, chain engine.Point) (moves []engine.Point, complete bool) {
	return r.allMoves(pos, chain, false)
}

func (r *Reader) allMoves(pos *engine.Position, chain engine.Point, attacker bool) ([]engine.Point, bool) {
	def := pos.At(chain)
	if !def.IsStone() {
		return nil, false
	}
	mover := def
	if attacker {
		mover = def.Opponent()
	}
	p := *pos
	if p.ToMove() != mover {
		p.SetToMove(mover)
	}
	var out []engine.Point
	complete := true
	for _, m := range p.LegalMoves(nil) {
		child := p
		child.PlayFast(m)
		r.chain = chain
		r.begin(&child, false)
		var res ReadResult
		if over, ok := r.over(&child, def); ok {
			res = over
		} else if attacker {
			res, _ = r.defend(&child, chain, 1)
		} else {
			res, _ = r.attack(&child, chain, 1)
		}
		switch {
		case res == ReadUnknown:
			complete = false
		case (res == ReadCaptured) == attacker:
			out = append(out, m)
		}
	}
	return out, complete
}

// deepeningSteps are the depth limits (NetDepth, ThreeLibDepth, FourLibDepth) of the readings a question
// at the root goes through, each capped by the reader's own limits, which the last reading uses.
var deepeningSteps = [...][3]int{{3, 3, 1}, {5, 5, 3}, {9, 9, 5}, {13, 13, 7}, {17, 17, 9}}

// deepen reads a question at the root with the depth limits raised step by step, within one node budget.
// A capture found with tighter limits is a capture (tighter limits only take moves from the attacker and
// count more chains as safe), so it ends the reading; "safe" is read again deeper, and when the budget runs
// out the deepest decided answer stands. Shallow captures cost a fraction of the nodes of a deep reading.
func (r *Reader) deepen(read func() (ReadResult, engine.Point)) (ReadResult, engine.Point) {
	best, bestMove := ReadUnknown, engine.NoPoint
	r.deepenSteps(func() (bool, bool) {
		res, mv := read()
		if res == ReadUnknown {
			return false, false
		}
		best, bestMove = res, mv
		return true, res == ReadCaptured
	})
	return best, bestMove
}

// deepenCode is deepen for the readings of AttackCode (attack) and DefendCode: every step reads the code
// with its ko readings, and only a code that a deeper reading cannot change (an outright capture, or a
// defence that fails) ends the reading early. An attack that succeeds through a ko still succeeds with
// deeper limits, so the deeper steps read only the ko worlds that could give a better code (read gets how
// many of the koWorlds to read), which leaves them the budget a full reading would spend again.
func (r *Reader) deepenCode(attack bool, read func(worlds int) (ReadCode, engine.Point)) (ReadCode, engine.Point) {
	best, bestMove := CodeUnknown, engine.NoPoint
	worlds := koWorlds
	r.deepenSteps(func() (bool, bool) {
		code, mv := read(worlds)
		if code == CodeUnknown {
			return false, false
		}
		if worlds < koWorlds && (code == CodeFails || code > best) {
			return true, false // no better than the shallower reading's ko
		}
		best, bestMove = code, mv
		if attack && code >= CodeKoFirst {
			worlds = int(code) - 1
		}
		return true, (attack && code == CodeWins) || (!attack && code == CodeFails)
	})
	return best, bestMove
}

// deepenSteps runs step with the depth limits of deepeningSteps, capped by the reader's own, and last with
// the reader's own, until step says its answer is undecided (out of budget) or final.
func (r *Reader) deepenSteps(step func() (decided, final bool)) {
	net, three, four := r.NetDepth, r.ThreeLibDepth, r.FourLibDepth
	defer func() { r.NetDepth, r.ThreeLibDepth, r.FourLibDepth = net, three, four }()
	if r.ladder {
		step()
		return
	}
	for i := 0; ; i++ {
		last := i >= len(deepeningSteps)
		if !last {
			s := deepeningSteps[i]
			r.NetDepth, r.ThreeLibDepth, r.FourLibDepth = min(s[0], net), min(s[1], three), min(s[2], four)
			last = r.NetDepth == net && r.ThreeLibDepth == three && r.FourLibDepth == four
		} else {
			r.NetDepth, r.ThreeLibDepth, r.FourLibDepth = net, three, four
		}
		if decided, final := step(); !decided || final || last {
			return
		}
	}
}

// begin resets the per-call counters and reads the rules of pos.
func (r *Reader) begin(pos *engine.Position, ladder bool) {
	r.nodes, r.limited, r.ladder = 0, false, ladder
	r.koFree, r.koMet = engine.Empty, false
	rules := pos.Rules()
	r.atari = rules.Kind == engine.AtariGo
	r.target = rules.Target()
	if r.tt.e == nil {
		r.tt = newReaderTable(16)
	}
	if r.hints.e == nil {
		r.hints = newReaderTable(14)
	}
	if r.Budget <= 0 {
		r.Budget = DefaultReadBudget
	}
	if r.MaxDepth <= 0 {
		r.MaxDepth = DefaultReadMaxDepth
	}
}

// over answers for a position where the chain is gone or the game has ended.
func (r *Reader) over(pos *engine.Position, def engine.Color) (ReadResult, bool) {
	if r.atari {
		t := r.target
		switch {
		case pos.Captures(def.Opponent()) >= t:
			if len(r.Targets) > 0 && !capturedAny(pos, r.Targets, def) {
				return ReadSafe, true // the attacker took other stones first
			}
			return ReadCaptured, true
		case pos.Captures(def) >= t:
			return ReadSafe, true
		}
	}
	return ReadUnknown, false
}
