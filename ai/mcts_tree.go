package ai

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// mcNode is a move in the search tree with its statistics, counted for the side that plays the move.
type mcNode struct {
	move     engine.Point
	proven   int8    // +1: the move wins for the side that plays it; −1: it loses
	read     bool    // the children have the reader's ladder priors
	visits   float32 // playouts through the move, prior included
	wins     float32 // their wins for the side that plays the move (a draw counts ½)
	rvisits  float32 // AMAF (RAVE) playouts in which that side played the move later
	rwins    float32
	pn, pw   float32  // the part of visits and wins that is prior knowledge, not playouts
	children []mcNode // nil until the node is expanded
}

// add adds prior knowledge to the node's statistics.
func (n *mcNode) add(p prior) {
	n.visits += p.n
	n.wins += p.w
	n.pn += p.n
	n.pw += p.w
}

// played returns the playouts through the node and their wins, prior knowledge left out.
func (n *mcNode) played() (visits, wins float32) { return n.visits - n.pn, n.wins - n.pw }

// mcParams are the knobs of the search.
type mcParams struct {
	raveK   float32 // RAVE equivalence: the AMAF value weighs as much as the real one after about raveK playouts
	explore float32 // UCT exploration constant in Atari Go
	// goExplore is the exploration constant in Go: none, since RAVE and the priors make the search try other
	// moves, and an exploring search spends its playouts on moves they already rank low (at 2000 playouts on
	// 9×9, 0.1 beat 0.25 by 40–5 and 0 beat 0.1 by 51–14; docs/MEASURED.md).
	goExplore float32
	expandAt  float32 // visits a leaf needs before it is expanded
	// scoreShare is the part of a Go playout's value that comes from its margin rather than from who won, so
	// that a search in which every move loses (or wins) still prefers the moves that lose by less (win by
	// more) instead of playing at random; mcValue.
	scoreShare float32
	// behind centres the margin's share on the margin the search expects when that is a loss for the side
	// at the root (1 on, 0 off): a search that is losing by forty points then still tells losing by ten
	// from losing by eighty, where the tanh about zero is flat; a side that is ahead keeps the centre at
	// zero, so the winning side is not drawn into risks for a larger win (mcTree.centreMargin). On by
	// default: at 2000 playouts on 9×9 it won 49–42 against the search without it and lost 2 of those games
	// by more than 30 points against 11 (docs/MEASURED.md).
	behind float32
	// hopeless is the expected share of wins of the side at the root below which a Go playout is won by
	// the side that did better than the margin the search expects, not than the komi (0 off): a search
	// that has all but lost then plays for the smallest loss instead of for a miracle, which against a
	// careful opponent turns a lost game into a rout (mcTree.hopelessNow). A quarter by default: Master with
	// it won 93 of 100 games against GNU Go level 10 on 9×9 and lost 4 by more than 30 points (without it
	// 89, and 7); in self-play at 2000 playouts it won 144 of 300 and lost none by more than 30 points
	// against 4 (docs/MEASURED.md).
	hopeless float32
	// playoutLadders makes Go playouts read ladders (1 on, 0 off): a chain in atari is not extended into a
	// ladder that catches it, and a chain of two liberties caught in a ladder is put in atari (mcPlayout.mcLadder).
	// Off by default: at 2000 playouts on 9×9 it won 110 of 200 games against the search without it, not a
	// significant lead, and a playout costs a third more (docs/MEASURED.md).
	playoutLadders float32
	// provedDead makes a Go playout count the stones proved dead at the root, or a move or two below it, as
	// the opponent's points (1 on, 0 off; mcts_dead.go). Off by default: Master with it won 94 of 100 games
	// against GNU Go level 10 with three losses by more than 30 points, where the default's two matches of the
	// same day won 94 and 97 with one each, and it costs a ninth of the playouts (docs/MEASURED.md).
	provedDead float32
	// vital is the largest eye space the last move enclosed whose vital point a Go playout takes (0 none; 1 to 3
	// the straight and bent three, mcVital; up to 6 the pyramid four, the bulky and crossed fives and the
	// rabbity six as well, mcPlayout.vitalSpace). Three by default: at 200 ms a move six lost 56–64 against
	// three, the larger spaces being rarer and their gathering dearer (docs/MEASURED.md).
	vital float32
	// timePlan lets a search with a time a move end early when its choice can no longer change and go on, with
	// the time so saved, while its most searched move is not its best valued one (1 on, 0 off; mcts_time.go).
	// Off by default: at 200 ms a move it won 59 of 120 games against the search without it (docs/MEASURED.md).
	timePlan float32
	// vitalPrior gives the vital point of a three-point eye space the last move enclosed a prior in the tree
	// (1 on, 0 off), as the playouts play it. Off by default: at 200 ms a move it won 129 of 240 games against
	// the search without it, not a significant lead (docs/MEASURED.md).
	vitalPrior float32
	// owlRisk lets the open-group readings at the root (mcts_owl.go) also steer towards the life of the side to
	// move's groups that are at risk though no kill of them is found (owlAtRisk; 1 on, 0 off). Off by default: at
	// half a second a move it won 61 of 120 games against the search without it (docs/MEASURED.md).
	owlRisk float32
}

// mcKnob names a search parameter for the player's specification ("explore=0.2").
type mcKnob struct {
	name  string
	field func(*mcParams) *float32
}

// mcKnobs are the parameters a specification may set.
var mcKnobs = []mcKnob{
	{"explore", func(p *mcParams) *float32 { return &p.explore }},
	{"goexplore", func(p *mcParams) *float32 { return &p.goExplore }},
	{"rave", func(p *mcParams) *float32 { return &p.raveK }},
	{"expand", func(p *mcParams) *float32 { return &p.expandAt }},
	{"score", func(p *mcParams) *float32 { return &p.scoreShare }},
	{"behind", func(p *mcParams) *float32 { return &p.behind }},
	{"hopeless", func(p *mcParams) *float32 { return &p.hopeless }},
	{"pladder", func(p *mcParams) *float32 { return &p.playoutLadders }},
	{"provedead", func(p *mcParams) *float32 { return &p.provedDead }},
	{"vital", func(p *mcParams) *float32 { return &p.vital }},
	{"timeplan", func(p *mcParams) *float32 { return &p.timePlan }},
	{"vitalprior", func(p *mcParams) *float32 { return &p.vitalPrior }},
	{"owlrisk", func(p *mcParams) *float32 { return &p.owlRisk }},
}

// set sets one knob from "NAME=VALUE".
func (p *mcParams) set(part string) error {
	name, value, _ := strings.Cut(part, "=")
	for _, k := range mcKnobs {
		if k.name == name {
			v, err := strconv.ParseFloat(value, 32)
			if err != nil || v < 0 || math.IsInf(v, 0) {
				return fmt.Errorf("bad mcts %s %q", name, value)
			}
			*k.field(p) = float32(v)
			return nil
		}
	}
	return fmt.Errorf("unknown mcts knob %q (explore, goexplore, rave, expand, score, behind, hopeless, pladder, provedead, vital, timeplan, vitalprior or owlrisk)", name)
}

// defaultMCParams are the tuned defaults.
var defaultMCParams = mcParams{raveK: 600, explore: 0.25, goExplore: 0, expandAt: 2, scoreShare: 0.1, behind: 1, hopeless: 0.25, vital: 3}

// vitalSpace returns the largest eye space the playouts look at for the knob's value v (mcParams.vital): 0
// for none, from 3 to mcMaxVital otherwise.
func vitalSpace(v float32) int {
	if v <= 0 {
		return 0
	}
	return min(max(int(v), 3), mcMaxVital)
}

// maxTreeDepth bounds the depth of the tree below the root.
const maxTreeDepth = 200

// mcTree is one search thread's tree and scratch space.
type mcTree struct {
	root    *mcNode
	rootPos engine.Position
	par     mcParams
	pl      *mcPlayout
	path    []*mcNode
	stamp   []uint32 // per point, the playout that last marked it in the AMAF pass
	first   []engine.Color
	gen     uint32
	nodes   int64
	buf     []engine.Point
	atariAt []engine.Point
	reader  *Reader // ladders in the tree; nil when the search does not read
	explore float32 // the exploration constant for the rules of the root position
	// The margins (Black's) of this search's playouts, their count, the mean of the search before, and
	// the centre of the margin's share that backup uses (centreMargin); Black's wins in those playouts
	// (a draw counts ½) and their share in the search before, and whether playouts are won against the
	// centre (hopelessNow).
	marginSum  float64
	marginN    int
	prevMargin float64
	centre     float64
	blackWins  float64
	prevBlack  float64
	shifted    bool
	// Per move at the root, while shifted: the playouts through it and the root side's wins among them
	// against the komi, so that what the search reports is still a share of games won.
	komiRuns, komiWins []float32
	dead               []mcDeadStone // the stones proved dead at the root (mcts_dead.go)
	// deadAt holds the stones proved dead in positions of the tree near the root (mcTree.nodeDead), by node.
	deadAt map[*mcNode][]mcDeadStone
}

// newMCTree returns an empty tree for one thread.
func newMCTree(seed uint64, par mcParams) *mcTree {
	return &mcTree{
		par:       par,
		pl:        newMCPlayout(seed),
		prevBlack: 0.5,
		komiRuns:  make([]float32, engine.MaxPoints+1),
		komiWins:  make([]float32, engine.MaxPoints+1),
		stamp:     make([]uint32, engine.MaxPoints),
		first:     make([]engine.Color, engine.MaxPoints),
	}
}

// prior is the starting value of a move: n virtual playouts of which w were won.
type prior struct{ n, w float32 }

// Priors the expansion gives.
var (
	priorEven      = prior{1, 0.5}
	priorCapture   = prior{12, 11}
	priorSave      = prior{12, 10}
	priorSelfAtari = prior{12, 1}
	priorNearLast  = prior{4, 2.6}
	priorShape     = prior{10, 7}
	priorEdgeAlone = prior{6, 1.5}
	priorVital     = prior{12, 10}
)

// expand creates the children of node, whose position is pos, with priors and the exact verdicts of
// capture-target Atari Go: a capture reaching the target wins; in capture 1 a move after which a chain of
// the mover is in atari loses (the opponent captures). A side with no legal move in Atari Go has lost.
func (t *mcTree) expand(node *mcNode, pos *engine.Position) {
	c := pos.ToMove()
	rules := pos.Rules()
	atari := rules.Kind == engine.AtariGo
	t.buf = pos.LegalMoves(t.buf[:0])
	if len(t.buf) == 0 && atari {
		node.proven = 1
		return
	}
	pass := false
	if !atari {
		// In Go a side does not fill its own one-point eyes, and passes only to end the game after the
		// opponent's pass or when every move left is a self-atari (a search that passes whenever it
		// sees the game lost would hand the board over).
		moves := t.buf[:0]
		useful := false
		for _, m := range t.buf {
			if !pos.IsEye(m, c) {
				moves = append(moves, m)
				useful = useful || !mcBadSelfAtari(pos, m, c)
			}
		}
		t.buf = moves
		pass = pos.LastMove() == engine.Pass || !useful
	}
	// The points where the mover's chains in atari could be captured.
	t.atariAt = t.atariAt[:0]
	if atari && rules.Target() == 1 {
		for i := 0; i < pos.Cols()*pos.Rows(); i++ {
			pt := engine.Pt(i%pos.Cols(), i/pos.Cols())
			if pos.At(pt) == c && pos.ChainHead(pt) == pt {
				if a := pos.AtariPoint(pt); a != engine.NoPoint && !mcHas(t.atariAt, a) {
					t.atariAt = append(t.atariAt, a)
				}
			}
		}
	}
	n := len(t.buf)
	if pass {
		n++
	}
	kids := make([]mcNode, n)
	last := pos.LastMove()
	big := pos.Cols() >= 7 && pos.Rows() >= 7
	vital := engine.NoPoint // the vital point of an eye space the last move enclosed (mcVital)
	if !atari && t.par.vitalPrior > 0 && last > 0 {
		vital = mcVital(pos, last, c)
	}
	anyWin, allLose := false, true
	for i, m := range t.buf {
		k := &kids[i]
		k.move = m
		p := priorEven
		capt := mcCaptureSize(pos, m, c)
		switch {
		case atari && capt > 0 && pos.Captures(c)+capt >= rules.Target():
			k.proven = 1
		case capt > 0:
			p = priorCapture
		case atari && rules.Target() == 1 && (len(t.atariAt) > 1 || (len(t.atariAt) == 1 && t.atariAt[0] != m) || mcLibsAfter(pos, m, c) < 2):
			k.proven = -1
		case mcHas(t.atariAt, m) || mcSavesAtari(pos, m, c):
			p = priorSave
		case mcSelfAtari(pos, m, c) && (atari || !mcNakade(pos, m, c)):
			p = priorSelfAtari
		case m == vital:
			p = priorVital
		case last > 0 && !atari && mcNear(m, last) && mcFitsShape(pos, m):
			p = priorShape
		case last > 0 && mcNear(m, last):
			p = priorNearLast
		case big && !atari && mcEdgeAlone(pos, m):
			p = priorEdgeAlone
		}
		k.visits, k.wins, k.pn, k.pw = p.n, p.w, p.n, p.w
		anyWin = anyWin || k.proven == 1
		allLose = allLose && k.proven == -1
	}
	if pass {
		kids[n-1] = mcNode{move: engine.Pass, visits: 1, wins: 0.3, pn: 1, pw: 0.3}
		allLose = false
	}
	node.children = kids
	t.nodes += int64(n)
	switch {
	case anyWin:
		node.proven = -1
	case allLose:
		node.proven = 1
	}
}

// ladderReadVisits is how many playouts a node needs before its ladders are read (reading every new
// node would cost more than it saves).
const ladderReadVisits = 8

// priorLadder is the prior of the atari that captures the last move's chain in a ladder.
var priorLadder = prior{20, 19}

// ladderPriors reads, with the tree's reader, whether the chain of the last move can be captured in a
// ladder when it has two liberties (the step a ladder needs after each extension) and gives the atari
// that does it a strong prior, so the tree follows ladders the playouts cannot read.
func (t *mcTree) ladderPriors(pos *engine.Position, kids []mcNode) {
	last := pos.LastMove()
	if t.reader == nil || last <= 0 || pos.At(last) != pos.ToMove().Opponent() || pos.LibertiesUpTo(last, 3) != 2 {
		return
	}
	if ladderOpen(pos, last) {
		return
	}
	res, mv := t.reader.Ladder(pos, last)
	if res != ReadCaptured || mv == engine.NoPoint {
		return
	}
	// In capture 1 the ladder is a proven win unless a chain of the mover is in atari.
	rules := pos.Rules()
	exact := rules.Kind == engine.AtariGo && rules.Target() == 1 && !mcInAtari(pos, pos.ToMove())
	for i := range kids {
		if k := &kids[i]; k.move == mv && k.proven == 0 {
			k.add(priorLadder)
			if exact {
				k.proven = 1
			}
		}
	}
}

// mcHas reports whether pts contains pt.
func mcHas(pts []engine.Point, pt engine.Point) bool {
	for _, q := range pts {
		if q == pt {
			return true
		}
	}
	return false
}

// mcCaptureSize returns how many stones c captures by playing at the empty point pt.
func mcCaptureSize(pos *engine.Position, pt engine.Point, c engine.Color) int {
	opp := c.Opponent()
	var heads [4]engine.Point
	n, size := 0, 0
	for _, q := range engine.Neighbors(pt) {
		if pos.At(q) != opp || pos.AtariPoint(q) != pt {
			continue
		}
		h := pos.ChainHead(q)
		if !mcHas(heads[:n], h) {
			heads[n] = h
			n++
			size += pos.ChainSize(q)
		}
	}
	return size
}

// mcSavesAtari reports whether c at pt extends an own chain in atari to two or more liberties.
func mcSavesAtari(pos *engine.Position, pt engine.Point, c engine.Color) bool {
	for _, q := range engine.Neighbors(pt) {
		if pos.At(q) == c && pos.AtariPoint(q) == pt {
			return mcLibsAfter(pos, pt, c) >= 2
		}
	}
	return false
}

// mcNear reports whether a and b are at most one step apart, diagonals included.
func mcNear(a, b engine.Point) bool {
	dc, dr := a.Col()-b.Col(), a.Row()-b.Row()
	return dc >= -1 && dc <= 1 && dr >= -1 && dr <= 1
}

// mcEdgeAlone reports whether pt is on the first line with no stone within two lines of it.
func mcEdgeAlone(pos *engine.Position, pt engine.Point) bool {
	c, r := pt.Col(), pt.Row()
	if c != 0 && r != 0 && c != pos.Cols()-1 && r != pos.Rows()-1 {
		return false
	}
	for dr := -2; dr <= 2; dr++ {
		for dc := -2; dc <= 2; dc++ {
			if q := engine.Pt(c+dc, r+dr); c+dc >= 0 && r+dr >= 0 && c+dc < pos.Cols() && r+dr < pos.Rows() && pos.At(q).IsStone() {
				return false
			}
		}
	}
	return true
}

// selectChild returns the child to descend into: a proven win at once, otherwise the best UCT-RAVE value
// among the moves not proven lost (any child when all are lost).
func (t *mcTree) selectChild(node *mcNode) *mcNode {
	var best *mcNode
	bestV := float32(-1)
	logN := float32(math.Log(float64(node.visits) + 1))
	for i := range node.children {
		ch := &node.children[i]
		if ch.proven == 1 {
			return ch
		}
		if ch.proven == -1 {
			continue
		}
		q := ch.wins / ch.visits
		v := q
		if ch.rvisits > 0 {
			beta := ch.rvisits / (ch.rvisits + ch.visits + ch.rvisits*ch.visits/t.par.raveK)
			v = (1-beta)*q + beta*ch.rwins/ch.rvisits
		}
		v += t.explore * float32(math.Sqrt(float64(logN/ch.visits)))
		if v > bestV {
			best, bestV = ch, v
		}
	}
	if best == nil {
		return &node.children[0]
	}
	return best
}

// iterate runs one playout from the root: descend, expand, play out, back up.
func (t *mcTree) iterate() {
	pos := t.rootPos
	pl := t.pl
	pl.moves, pl.colors = pl.moves[:0], pl.colors[:0]
	t.path = append(t.path[:0], t.root)
	node := t.root
	winner, margin := engine.Empty, 0.0
	settled := false
	dead := t.dead // the stones proved dead in the deepest position of the path that has proofs
	for {
		if node.proven != 0 {
			// The side that played node.move (the opponent of the side to move) wins or loses.
			winner = pos.ToMove().Opponent()
			if node.proven < 0 {
				winner = pos.ToMove()
			}
			settled = true
			break
		}
		if node.children == nil {
			// Expand a node once playouts (not priors) have passed through it, and never beyond the move
			// limit the playouts keep (a Go game can go round in cycles of captures).
			if (node.visits-node.pn < t.par.expandAt && node != t.root) || len(t.path) > maxTreeDepth {
				break
			}
			t.expand(node, &pos)
			continue // the expansion may have settled the node
		}
		if !node.read && node.visits >= ladderReadVisits {
			node.read = true
			t.ladderPriors(&pos, node.children)
			if p := mcProvenFrom(node.children); p != 0 {
				node.proven = p
				continue
			}
		}
		ch := t.selectChild(node)
		c := pos.ToMove()
		if ch.move == engine.Pass {
			pos.PlayPass()
		} else {
			pos.PlayFast(ch.move)
		}
		pl.moves = append(pl.moves, ch.move)
		pl.colors = append(pl.colors, c)
		t.path = append(t.path, ch)
		node = ch
		if t.par.provedDead > 0 && len(t.path) <= deadNodeDepth+1 && pos.Rules().Kind == engine.Go {
			if d, ok := t.nodeDead(node, &pos); ok {
				dead = d
			}
		}
		if pos.Rules().Kind == engine.Go && pos.Passes() >= 2 {
			// The game ends here, but a count with every stone alive would trust dead stones: the
			// playout from here (which plays on until it passes too) decides what lives.
			break
		}
	}
	if !settled {
		winner, margin = pl.run(&pos)
		if len(dead) > 0 {
			margin = countDead(dead, &pos, margin)
			winner = engine.MarginWinner(margin)
		}
		t.marginSum += margin
		t.marginN++
		switch winner {
		case engine.Black:
			t.blackWins++
		case engine.Empty:
			t.blackWins += 0.5
		}
	}
	t.centre = t.centreMargin()
	if t.shifted && !settled {
		if len(t.path) > 1 {
			k := komiSlot(t.path[1].move)
			t.komiRuns[k]++
			t.komiWins[k] += winValue(t.rootPos.ToMove(), winner)
		}
		winner = engine.MarginWinner(margin - t.centre) // the side that beat the margin expected
	}
	t.backup(winner, margin)
}

// value is what a playout that winner won is worth to c: 1 a win, 0 a loss, ½ a draw; in Go a share of it
// (scoreShare) comes from the margin instead, through a tanh with a scale of an eighth of the board's points.
func (t *mcTree) value(c, winner engine.Color, margin float64) float32 {
	v := winValue(c, winner)
	if t.rootPos.Rules().Kind != engine.Go || t.par.scoreShare == 0 {
		return v
	}
	margin -= t.centre
	if c == engine.White {
		margin = -margin
	}
	scale := float64(t.rootPos.Cols()*t.rootPos.Rows()) / 8
	s := 0.5 + 0.5*float32(math.Tanh(margin/scale))
	return (1-t.par.scoreShare)*v + t.par.scoreShare*s
}

// winValue is what a playout that winner won is worth to c without the margin: 1 a win, 0 a loss, ½ a draw.
func winValue(c, winner engine.Color) float32 {
	switch winner {
	case c:
		return 1
	case c.Opponent():
		return 0
	}
	return 0.5
}

// marginPrior is how many playouts the mean margin of the search before weighs in centreMargin.
const marginPrior = 64

// centreMargin returns the centre of the margin's share of a playout's value (Black's margin): with the
// knob behind, the margin this search expects (the mean of its playouts so far, with the last search's mean
// as a prior of marginPrior playouts) when that is a loss for the side to move at the root, else zero.
func (t *mcTree) centreMargin() float64 {
	if t.par.behind == 0 || t.marginN == 0 {
		return 0
	}
	c := (t.prevMargin*marginPrior + t.marginSum) / float64(marginPrior+t.marginN)
	if t.rootPos.ToMove() == engine.White {
		return max(c, 0)
	}
	return min(c, 0)
}

// hopelessNow reports whether the side to move at the root won so few of the playouts of the search before
// this one that, with the knob hopeless, this search counts a playout as won against the margin it
// expects instead of the komi. It is decided once a search, so that every playout of a search means the same.
func (t *mcTree) hopelessNow() bool {
	if t.par.hopeless == 0 || t.rootPos.Rules().Kind != engine.Go {
		return false
	}
	share := t.prevBlack
	if t.rootPos.ToMove() == engine.White {
		share = 1 - share
	}
	return share < float64(t.par.hopeless)
}

// komiSlot is the index of a root move (Pass included) in komiRuns and komiWins.
func komiSlot(mv engine.Point) int { return int(mv) + 1 }

// backup adds the playout's result to the nodes of the path and the AMAF statistics of their children,
// and carries proven results up the path.
func (t *mcTree) backup(winner engine.Color, margin float64) {
	pl := t.pl
	t.gen++
	if t.gen == 0 {
		clear(t.stamp)
		t.gen = 1
	}
	i := len(pl.moves) - 1
	for d := len(t.path) - 1; d >= 0; d-- {
		for ; i >= d; i-- {
			if m := pl.moves[i]; m > 0 {
				t.stamp[m], t.first[m] = t.gen, pl.colors[i]
			}
		}
		node := t.path[d]
		if node.children != nil && d < len(pl.colors) {
			won := t.value(pl.colors[d], winner, margin)
			c := pl.colors[d]
			for k := range node.children {
				ch := &node.children[k]
				if m := ch.move; m > 0 && t.stamp[m] == t.gen && t.first[m] == c {
					ch.rvisits++
					ch.rwins += won
				}
			}
		}
		node.visits++
		if d > 0 {
			node.wins += t.value(pl.colors[d-1], winner, margin)
		}
		if node.proven == 0 && node.children != nil {
			node.proven = mcProvenFrom(node.children)
		}
	}
}

// mcProvenFrom returns a node's proven value from its children's: −1 when a child wins (the opponent has a
// winning reply), +1 when every child loses, else 0.
func mcProvenFrom(kids []mcNode) int8 {
	all := true
	for i := range kids {
		switch kids[i].proven {
		case 1:
			return -1
		case 0:
			all = false
		}
	}
	if all {
		return 1
	}
	return 0
}
