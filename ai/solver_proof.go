package ai

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/seed593a7f8d/atarigo/engine"
)

// A Proof settles a position too large for one call of the solver by splitting it: the tree of the first
// Depth plies (safe moves only, one move of each class of symmetric ones) is built in memory, and its
// leaves are handed to workers, each with its own solver and table. The next leaf to work on is the most
// proving one of a proof-number search over the shallow tree, in which an open leaf costs 1 plus the nodes
// already spent on it in units of the first budget: the work goes to the first move closest to a proof (or
// the reply closest to a refutation), and a leaf that resists gets its turn again with twice the nodes it
// has had, after the cheaper ones. The results are written to a state file after every leaf, so a
// proof stopped at any moment (Ctrl-C, a reboot) resumes where it stopped; the file is also the proof
// others can check, leaf by leaf, with any solver (Verify re-solves the leaves the result rests on).

// ErrProofState means a proof's state file is malformed or belongs to another position or depth.
var ErrProofState = errors.New("the proof state file is malformed or belongs to another proof")

// proofStateHeader is the first line of a proof's state file.
const proofStateHeader = "# atarigo proof state 1"

// ProofLeaf is one position Depth plies below the root (or fewer, where the game ends), with what is known
// about it.
type ProofLeaf struct {
	Line   []engine.Point // the moves from the root
	Winner engine.Color   // who wins with perfect play; engine.Empty while unsettled
	Nodes  int64          // solver nodes spent on it, over all its turns
}

// proofNode is a node of the proof's shallow tree.
type proofNode struct {
	pos    spos
	winner engine.Color // settled result, engine.Empty while open
	kids   []*proofNode
	leaf   int // index in Proof.Leaves, or -1 for an inner or terminal node
}

// Proof is a split proof of one Atari Go position (capture 1, at most 64 points); see the comment above.
type Proof struct {
	Depth  int         // plies of the shallow tree
	Leaves []ProofLeaf // in tree order
	Turns  int         // leaves' turns so far
	Budget int64       // node budget of a leaf's first turn; a later turn gets as many nodes as all before it

	root  *proofNode
	nodes []*proofNode // the node of each leaf
	g     *sgeom
	desc  string // the root position, as the state file writes it
}

// ProofEvent reports the progress of Run after a leaf's turn.
type ProofEvent struct {
	Leaf    int          // the leaf just read
	Worker  int          // the worker that read it, from 0
	Turn    int          // the turns so far, this one included
	Budget  int64        // the nodes this turn was given
	Settled int          // leaves settled so far
	Open    int          // leaves still open that the result depends on
	Nodes   int64        // nodes spent on all leaves so far
	Winner  engine.Color // the root's result, engine.Empty while open
}

// NewProof builds the shallow tree of depth plies below pos, which must be capture-1 Atari Go on at most 64
// points, with no capture yet and not over; a leaf's first turn has budget nodes.
func NewProof(pos *engine.Position, depth int, budget int64) (*Proof, error) {
	if !CanSolve(pos.Rules(), pos.Cols(), pos.Rows()) || pos.Over() || pos.Captures(engine.Black)+pos.Captures(engine.White) > 0 {
		return nil, fmt.Errorf("%w (%d×%d %s)", ErrNotSolvable, pos.Cols(), pos.Rows(), pos.Rules())
	}
	pf := &Proof{Depth: depth, Budget: max(budget, 1000), g: newGeom(pos.Cols(), pos.Rows())}
	pf.desc = proofDesc(pos)
	pf.root = pf.expand(newSpos(pf.g, pos), depth, nil)
	pf.propagate(pf.root)
	return pf, nil
}

// proofDesc writes a position as one word: the rows top to bottom (X black, O white, . empty) joined by
// '/', then the side to move.
func proofDesc(pos *engine.Position) string {
	var b strings.Builder
	for r := 0; r < pos.Rows(); r++ {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := 0; c < pos.Cols(); c++ {
			b.WriteByte(map[engine.Color]byte{engine.Black: 'X', engine.White: 'O', engine.Empty: '.'}[pos.At(engine.Pt(c, r))])
		}
	}
	return fmt.Sprintf("%d×%d %s %s", pos.Cols(), pos.Rows(), b.String(), pos.ToMove().Name())
}

// expand builds the node of p with depth plies below it; line is the moves from the root.
func (pf *Proof) expand(p spos, depth int, line []engine.Point) *proofNode {
	g := pf.g
	n := &proofNode{pos: p, leaf: -1}
	mover, other := p.mover(), p.mover().Opponent()
	empty := g.all &^ (p.me | p.op)
	var mine, theirs chains
	theirs.analyse(g, p.op, empty)
	if a, _ := theirs.atariPoints(0); a != 0 {
		n.winner = mover // captures at once
		return n
	}
	mine.analyse(g, p.me, empty)
	safe := mine.safeMoves(g, empty, 0)
	if safe == 0 {
		n.winner = other // every move lets the opponent capture, or there is none
		return n
	}
	if depth == 0 {
		n.leaf = len(pf.Leaves)
		pf.Leaves = append(pf.Leaves, ProofLeaf{Line: line})
		pf.nodes = append(pf.nodes, n)
		return n
	}
	seen := map[uint64]bool{}
	for b := safe; b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(b)
		c := p
		c.play(g, i)
		if k := c.key(g); !seen[k] {
			seen[k] = true
			n.kids = append(n.kids, pf.expand(c, depth-1, append(line[:len(line):len(line)], g.toPoint(i))))
		}
	}
	return n
}

// propagate recomputes the results of the inner nodes below n from the leaves.
func (pf *Proof) propagate(n *proofNode) engine.Color {
	if n.leaf >= 0 {
		n.winner = pf.Leaves[n.leaf].Winner
		return n.winner
	}
	if n.kids == nil {
		return n.winner // terminal
	}
	mover := n.pos.mover()
	all := true
	n.winner = engine.Empty
	for _, k := range n.kids {
		switch pf.propagate(k) {
		case mover:
			n.winner = mover
		case engine.Empty:
			all = false
		}
	}
	if n.winner == engine.Empty && all {
		n.winner = mover.Opponent()
	}
	return n.winner
}

// Winner returns the root's result: the side that wins with perfect play, or engine.Empty while open.
func (pf *Proof) Winner() engine.Color { return pf.propagate(pf.root) }

// open returns the unsettled leaves that the root's result still depends on (no settled node above them),
// in tree order.
func (pf *Proof) open() []int {
	pf.propagate(pf.root)
	var out []int
	var walk func(n *proofNode)
	walk = func(n *proofNode) {
		switch {
		case n.winner != engine.Empty:
		case n.leaf >= 0:
			out = append(out, n.leaf)
		default:
			for _, k := range n.kids {
				walk(k)
			}
		}
	}
	walk(pf.root)
	return out
}

// Needed returns the leaves the root's result rests on once it is settled: one winning move where the
// side to move wins, every move where it loses.
func (pf *Proof) Needed() []int {
	pf.propagate(pf.root)
	var out []int
	var walk func(n *proofNode)
	walk = func(n *proofNode) {
		if n.leaf >= 0 {
			out = append(out, n.leaf)
			return
		}
		mover := n.pos.mover()
		for _, k := range n.kids {
			if n.winner == mover && k.winner == mover {
				walk(k)
				return
			}
		}
		for _, k := range n.kids {
			walk(k)
		}
	}
	if pf.root.winner != engine.Empty {
		walk(pf.root)
	}
	return out
}

// Settled counts the settled leaves.
func (pf *Proof) Settled() int {
	n := 0
	for _, l := range pf.Leaves {
		if l.Winner != engine.Empty {
			n++
		}
	}
	return n
}

// proofJob is one leaf's turn: the leaf, its position and the budget.
type proofJob struct {
	leaf   int
	pos    spos
	budget int64
}

// proofDone is the answer to a proofJob.
type proofDone struct {
	leaf   int
	worker int
	winner engine.Color
	nodes  int64
}

// Run settles leaves with workers solvers of 2^tableBits entries each (16 bytes an entry) until the root is
// settled or ctx ends; save is called after every leaf's turn (to write the state) and report with the
// progress. It returns ctx's error when stopped, or save's. A leaf's next turn goes to the worker that read
// it last, whose table still holds that work: an idle worker takes the most proving leaf that is neither
// being read nor last read by a worker that is busy.
func (pf *Proof) Run(ctx context.Context, workers, tableBits int, save func(*Proof) error, report func(ProofEvent)) error {
	workers = max(workers, 1)
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	jobs := make([]chan proofJob, workers)
	done := make(chan proofDone, workers) // never blocks a worker, even after Run has returned
	var wg sync.WaitGroup
	for w := range jobs {
		jobs[w] = make(chan proofJob, 1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			sv := &Solver{TableBits: tableBits, ResultOnly: true}
			for j := range jobs[w] {
				sv.MaxNodes = j.budget
				winner, nodes := sv.solveSpos(ctx, pf.g, j.pos)
				done <- proofDone{j.leaf, w, winner, nodes}
			}
		}()
	}
	defer func() {
		cancel()
		for _, c := range jobs {
			close(c)
		}
		wg.Wait()
	}()
	running := 0
	owner := map[int]int{} // leaf → the worker whose table holds its last turn
	idle := make([]bool, workers)
	for w := range idle {
		idle[w] = true
	}
	for {
		for ctx.Err() == nil && pf.Winner() == engine.Empty {
			// The most proving leaf that is free: not being read, and not last read by a busy worker. It goes to
			// the idle worker that read it last, or else to the first idle one.
			w := slices.Index(idle, true)
			if w < 0 {
				break
			}
			out := map[int]bool{} // a leaf being read is one its busy worker read last
			for leaf, o := range owner {
				out[leaf] = !idle[o]
			}
			leaf := pf.mostProving(out)
			if leaf < 0 {
				break
			}
			if o, ok := owner[leaf]; ok {
				w = o
			}
			jobs[w] <- proofJob{leaf, pf.nodes[leaf].pos, max(pf.Budget, pf.Leaves[leaf].Nodes)}
			idle[w], owner[leaf] = false, w
			running++
		}
		if running == 0 {
			break
		}
		d := <-done
		running--
		idle[d.worker] = true
		l := &pf.Leaves[d.leaf]
		budget := max(pf.Budget, l.Nodes)
		l.Nodes += d.nodes
		l.Winner = d.winner
		pf.Turns++
		if err := save(pf); err != nil {
			return err
		}
		if report != nil {
			report(ProofEvent{Leaf: d.leaf, Worker: d.worker, Turn: pf.Turns, Budget: budget, Settled: pf.Settled(),
				Open: len(pf.open()), Nodes: pf.TotalNodes(), Winner: pf.Winner()})
		}
	}
	return parent.Err()
}

// proofNumbers returns the proof and disproof numbers of n for its side to move (negamax form): the cost of
// showing that the mover wins and that it loses, where an open leaf costs 1 plus the nodes spent on it in
// units of the first budget, and a leaf being read (busy) is out of reach.
func (pf *Proof) proofNumbers(n *proofNode, busy map[int]bool) (phi, delta uint64) {
	const inf = uint64(1) << 60
	mover := n.pos.mover()
	switch {
	case n.winner == mover:
		return 0, inf
	case n.winner != engine.Empty:
		return inf, 0
	case n.leaf >= 0:
		if busy[n.leaf] {
			return inf, inf
		}
		w := 1 + uint64(pf.Leaves[n.leaf].Nodes/pf.Budget)
		return w, w
	}
	phi = inf
	for _, k := range n.kids {
		kp, kd := pf.proofNumbers(k, busy)
		phi = min(phi, kd)
		delta = min(inf, delta+kp)
	}
	return phi, delta
}

// mostProving returns the open leaf, not busy, that a proof-number search would read next, or -1.
func (pf *Proof) mostProving(busy map[int]bool) int {
	pf.propagate(pf.root)
	const inf = uint64(1) << 60
	n := pf.root
	for n.leaf < 0 {
		// The child that is cheapest to show lost for its own mover (the mover's cheapest win), the cheaper
		// other number breaking ties; children whose leaves are all being read are out of reach.
		var best *proofNode
		bestD, bestP := inf, inf
		for _, k := range n.kids {
			if k.winner != engine.Empty {
				continue
			}
			kp, kd := pf.proofNumbers(k, busy)
			if min(kp, kd) >= inf {
				continue
			}
			if best == nil || kd < bestD || kd == bestD && kp < bestP {
				best, bestD, bestP = k, kd, kp
			}
		}
		if best == nil {
			return -1
		}
		n = best
	}
	if busy[n.leaf] || n.winner != engine.Empty {
		return -1
	}
	return n.leaf
}

// TotalNodes returns the nodes spent on all leaves.
func (pf *Proof) TotalNodes() int64 {
	var n int64
	for _, l := range pf.Leaves {
		n += l.Nodes
	}
	return n
}

// VerifyEvent reports one leaf solved again by Verify.
type VerifyEvent struct {
	Leaf   int          // the leaf
	Worker int          // the worker that solved it, from 0
	Winner engine.Color // the result found now (engine.Empty when stopped)
	Nodes  int64        // the nodes the result took
	// Line is a perfect line from the leaf to the end of the game (quickest win, longest defence), read
	// after the result; Complete says it reaches the end.
	Line     []engine.Point
	Complete bool
	Done     int // leaves solved again so far, this one included
	Of       int // leaves to solve again
}

// Verify re-solves each leaf the root's result rests on (Needed) with a fresh solver of 2^tableBits entries
// and no node limit, on workers solvers at a time (the largest leaves first), reporting each with a perfect
// line from it; it returns the first leaf found whose result differs, or -1 when all agree.
func (pf *Proof) Verify(ctx context.Context, workers, tableBits int, report func(VerifyEvent)) (int, error) {
	return pf.verifyLeaves(ctx, pf.Needed(), workers, tableBits, report)
}

// LargestFirst returns a copy of the leaves ordered by the nodes they took in the proof, the most first.
func (pf *Proof) LargestFirst(leaves []int) []int {
	out := slices.Clone(leaves)
	slices.SortStableFunc(out, func(a, b int) int { return cmp.Compare(pf.Leaves[b].Nodes, pf.Leaves[a].Nodes) })
	return out
}

// verifyLeaves is Verify of the given leaves.
func (pf *Proof) verifyLeaves(ctx context.Context, need []int, workers, tableBits int, report func(VerifyEvent)) (int, error) {
	need = pf.LargestFirst(need) // so that the longest leaf does not start last
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan int)
	done := make(chan VerifyEvent, len(need))
	var wg sync.WaitGroup
	for w := range max(workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				sv := &Solver{TableBits: tableBits, ResultOnly: true}
				p := pf.nodes[i].pos
				winner, nodes := sv.solveSpos(ctx, pf.g, p)
				e := VerifyEvent{Leaf: i, Worker: w, Winner: winner, Nodes: nodes}
				if winner != engine.Empty {
					e.Line, e.Complete = sv.line(&p, 2*SolverMaxPoints)
				}
				done <- e
			}
		}()
	}
	go func() {
		defer close(jobs)
		for _, i := range need {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(done)
	}()
	bad, n := -1, 0
	for e := range done {
		if ctx.Err() != nil {
			continue // stopped: drain the workers
		}
		n++
		e.Done, e.Of = n, len(need)
		if report != nil {
			report(e)
		}
		if e.Winner != pf.Leaves[e.Leaf].Winner {
			bad = e.Leaf
			cancel()
		}
	}
	if bad >= 0 {
		return bad, nil
	}
	return -1, ctx.Err()
}

// solveSpos runs the solver on a solver position within MaxNodes and ctx; it returns the winner
// (engine.Empty when unproven) and the nodes visited.
func (sv *Solver) solveSpos(ctx context.Context, g *sgeom, p spos) (engine.Color, int64) {
	sv.prepare(g.w, g.h)
	s := sv.s
	s.limit = sv.MaxNodes
	s.stop = func() bool { return ctx.Err() != nil }
	sol := sv.solve(&p)
	if !sol.Known {
		return engine.Empty, s.nodes
	}
	return sol.Winner, s.nodes
}

// LineString writes a leaf's line as GTP points joined by '-' ("root" for the empty line).
func (pf *Proof) LineString(i int) string {
	if len(pf.Leaves[i].Line) == 0 {
		return "root"
	}
	parts := make([]string, len(pf.Leaves[i].Line))
	for k, m := range pf.Leaves[i].Line {
		parts[k] = m.GTP(pf.g.h)
	}
	return strings.Join(parts, "-")
}

// WriteState writes the proof's state: a header naming the root position and the depth, the turns and the
// first budget, and one line per leaf (its line, B/W/? and the nodes spent).
func (pf *Proof) WriteState(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, proofStateHeader)
	fmt.Fprintf(bw, "root %s depth %d\n", pf.desc, pf.Depth)
	fmt.Fprintf(bw, "turns %d budget %d\n", pf.Turns, pf.Budget)
	for i, l := range pf.Leaves {
		res := "?"
		if l.Winner != engine.Empty {
			res = l.Winner.String()
		}
		fmt.Fprintf(bw, "leaf %s %s %d\n", pf.LineString(i), res, l.Nodes)
	}
	return bw.Flush()
}

// ReadState loads a state written by WriteState for the same root position and depth.
func (pf *Proof) ReadState(r io.Reader) error {
	sc := bufio.NewScanner(r)
	want := []string{proofStateHeader, fmt.Sprintf("root %s depth %d", pf.desc, pf.Depth)}
	for _, w := range want {
		if !sc.Scan() || sc.Text() != w {
			return fmt.Errorf("%w: want %q", ErrProofState, w)
		}
	}
	if !sc.Scan() {
		return fmt.Errorf("%w: no turns line", ErrProofState)
	}
	var turns int
	var budget int64
	if _, err := fmt.Sscanf(sc.Text(), "turns %d budget %d", &turns, &budget); err != nil || budget < 1 {
		return fmt.Errorf("%w: %q", ErrProofState, sc.Text())
	}
	byLine := map[string]int{}
	for i := range pf.Leaves {
		byLine[pf.LineString(i)] = i
	}
	leaves := make([]ProofLeaf, len(pf.Leaves))
	copy(leaves, pf.Leaves)
	seen := 0
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 4 || f[0] != "leaf" {
			return fmt.Errorf("%w: %q", ErrProofState, sc.Text())
		}
		i, ok := byLine[f[1]]
		nodes, err := strconv.ParseInt(f[3], 10, 64)
		if !ok || err != nil || nodes < 0 {
			return fmt.Errorf("%w: %q", ErrProofState, sc.Text())
		}
		switch f[2] {
		case "B":
			leaves[i].Winner = engine.Black
		case "W":
			leaves[i].Winner = engine.White
		case "?":
			leaves[i].Winner = engine.Empty
		default:
			return fmt.Errorf("%w: %q", ErrProofState, sc.Text())
		}
		leaves[i].Nodes = nodes
		seen++
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if seen != len(leaves) {
		return fmt.Errorf("%w: %d leaves, want %d", ErrProofState, seen, len(leaves))
	}
	pf.Leaves, pf.Turns, pf.Budget = leaves, turns, budget
	pf.propagate(pf.root)
	return nil
}
