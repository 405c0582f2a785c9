package engine

import (
	"fmt"
	"slices"
	"sync/atomic"
)

// Setup lists the stones a node adds or clears (SGF AB, AW, AE).
type Setup struct {
	Black, White, Empty []Point
}

// IsZero reports whether the setup changes nothing.
func (s Setup) IsZero() bool { return len(s.Black)+len(s.White)+len(s.Empty) == 0 }

// Property is an SGF property kept verbatim (values unescaped) so that it survives a round trip.
type Property struct {
	ID     string
	Values []string
}

// NodeData is what a node of the game record does to the position before it; a Node's is fixed when it is made,
// so a position computed from it never goes stale.
type NodeData struct {
	Move   Move  // Move.Color is Empty when the node has no move
	Setup  Setup // stones added or cleared before the move
	ToPlay Color // side to move set by the node (SGF PL), Empty when not set
}

// Node is one node of the game record: a move or a setup (its NodeData), a comment, and what its move captured.
// Its comment, name and kept properties may be changed; what the position depends on is fixed when the node is
// made, and the tree grows only through AddChild and Game.Play, which work out what a new node does at once. The
// position after a node is kept only at the root, the cursor and every checkpointEvery-th node of the path
// between them, and computed on demand for the others, so a record of a million nodes holds a few hundred bytes a
// node.
type Node struct {
	Comment   string // SGF C
	Name      string // SGF N
	Props     []Property
	move      Move
	toPlay    Color
	setup     *Setup // nil when the node sets nothing up
	captured  []Point
	irregular error                    // the rule the node breaks as recorded, nil for none
	pos       atomic.Pointer[Position] // the position after the node, kept on the cursor's path only; never modified
	hash      uint64                   // the Zobrist hash of the stones after the node (Position.Hash), for superko
	depth     int32                    // the number of nodes before this one
	parent    *Node
	children  []*Node
	active    int     // index of the child Redo follows
	rec       *record // the record the node belongs to, nil while it is in none
}

// record is what the nodes of one game record share.
type record struct {
	root      *Node
	irregular []*Node // the nodes that break a rule as recorded, in file order
}

// NewNode returns a node doing d, for building records by hand or from files: add it to a tree with AddChild, and
// make a record of the tree with BuildGame.
func NewNode(d NodeData) *Node {
	n := &Node{move: d.Move, toPlay: d.ToPlay}
	if !d.Setup.IsZero() {
		s := d.Setup
		n.setup = &s
	}
	return n
}

// Move returns the node's move; its Color is Empty when the node has none.
func (n *Node) Move() Move { return n.move }

// Setup returns a copy of the stones the node adds or clears before its move.
func (n *Node) Setup() Setup {
	if n.setup == nil {
		return Setup{}
	}
	return n.setup.clone()
}

// ToPlay returns the side to move the node sets (SGF PL), Empty when it sets none.
func (n *Node) ToPlay() Color { return n.toPlay }

// Data returns everything the node does to the position before it.
func (n *Node) Data() NodeData { return NodeData{Move: n.move, Setup: n.Setup(), ToPlay: n.toPlay} }

// HasMove reports whether the node holds a move (a pass counts).
func (n *Node) HasMove() bool { return n.move.Color.IsStone() }

// Position returns a copy of the position after this node, so the record cannot be changed through it. It is
// computed from the nearest node before it that keeps its position (a checkpoint of the cursor's path, at most
// checkpointEvery nodes above a node of the path), a move at a time. A node of no built record gives the zero Position (Cols is 0).
func (n *Node) Position() Position {
	if p := n.pos.Load(); p != nil {
		return *p
	}
	var line []*Node
	a := n
	var from *Position
	for ; a != nil; a = a.parent {
		if from = a.pos.Load(); from != nil {
			break
		}
		line = append(line, a)
	}
	if from == nil {
		return Position{}
	}
	p := *from
	for i := len(line) - 1; i >= 0; i-- {
		line[i].step(&p, false) // a built record's nodes step without error: BuildGame checked them
	}
	return p
}

// Captured returns a copy of the stones the node's move captured.
func (n *Node) Captured() []Point { return slices.Clone(n.captured) }

// Irregular returns the rule the node's setup or move breaks as the file recorded it, wrapping ErrOccupied,
// ErrSuicide, ErrKo or ErrNoLiberties and naming the move, or nil when it breaks none. Such a node is kept as
// recorded (see Position.PlayAsRecorded); only records read from files hold any.
func (n *Node) Irregular() error { return n.irregular }

// Parent returns the node before this one, nil at the root.
func (n *Node) Parent() *Node { return n.parent }

// Children returns a copy of the list of variations after this node, the main line first.
func (n *Node) Children() []*Node { return slices.Clone(n.children) }

// AddChild appends child, with the nodes under it, as the last variation after n. When n belongs to a record
// (BuildGame, NewGame), what every new node's move captures and the rules it breaks are worked out at once from the
// position after n, so the record stays whole: a point off the board is then an error, and nothing is added.
// Otherwise the tree is only joined, and BuildGame works it out. child must be in no tree yet (a programming error
// panics).
func (n *Node) AddChild(child *Node) error {
	if child.parent != nil || child.rec != nil {
		panic("engine: AddChild of a node that is in a tree already")
	}
	if n.rec == nil {
		child.parent, child.depth = n, n.depth+1
		n.children = append(n.children, child)
		return nil
	}
	child.depth = n.depth + 1
	irregular, err := compute(child, n.Position(), n.rec)
	if err != nil {
		for _, x := range subtree(child) {
			x.rec = nil
		}
		return err
	}
	child.parent = n
	n.children = append(n.children, child)
	if len(irregular) > 0 { // the file order puts them among the others
		n.rec.relist()
	}
	return nil
}

// relist lists the nodes of the record that break a rule again, in the order of the tree (file order).
func (r *record) relist() {
	r.irregular = nil
	for _, x := range subtree(r.root) {
		if x.irregular != nil {
			r.irregular = append(r.irregular, x)
		}
	}
}

// subtree returns n and the nodes under it, each before its children and the first variation first (file order).
func subtree(n *Node) []*Node {
	var out []*Node
	stack := []*Node{n}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, x)
		for i := len(x.children) - 1; i >= 0; i-- {
			stack = append(stack, x.children[i])
		}
	}
	return out
}

// checkpointEvery is how far apart the nodes of the cursor's path that keep their position are: a position is
// about 12 KiB, so a path of a million nodes keeps 190 MiB and the position of any node of the path is at most
// checkpointEvery-1 moves away.
const checkpointEvery = 64

// checkpoint reports whether the node keeps its position while it is on the cursor's path.
func (n *Node) checkpoint() bool { return n.depth%checkpointEvery == 0 }

// Info is the game information of a record (SGF root properties).
type Info struct {
	Black, White         string // player names
	BlackRank, WhiteRank string
	Date, Event, Place   string
	GameName, Source     string
	Result               string // SGF RE, e.g. "B+R", "W+3.5", "B+C" (capture)
	Handicap             int
	Application          string // AP of the program that wrote the file
	Ruleset              string // SGF RU as the file wrote it, written back while it still names the record's rules
}

// Game is a game record: a tree of nodes from the start position with a cursor at the current node.
type Game struct {
	Info     Info
	root     *Node
	cur      *Node
	resigned Color // the side that resigned at resignAt
	resignAt *Node
}

// NewGame starts a record from start position s on a cols×rows board with first to move.
func NewGame(cols, rows int, rules Rules, s Start, first Color) (*Game, error) {
	p, err := NewStart(cols, rows, rules, s, first)
	if err != nil {
		return nil, err
	}
	return NewGameFrom(p), nil
}

// NewGameFrom starts a record whose root sets up the stones of p, with p's side to move.
func NewGameFrom(p Position) *Game {
	var s Setup
	for _, pt := range p.Points(nil) {
		switch p.At(pt) {
		case Black:
			s.Black = append(s.Black, pt)
		case White:
			s.White = append(s.White, pt)
		}
	}
	root := NewNode(NodeData{Setup: s, ToPlay: p.ToMove()})
	root.rec = &record{root: root}
	p.ko, p.passes, p.moves, p.last = NoPoint, 0, 0, NoPoint
	root.hash = p.hash
	root.pos.Store(&p)
	return &Game{root: root, cur: root}
}

// BuildGame makes a record from a tree of nodes built by hand or from a file, starting from an empty cols×rows
// board, with the cursor at the root. Moves out of turn are allowed (files contain them), and so are moves and
// setups that break the rules: they are executed as SGF FF[4] asks (see Position.PlayAsRecorded) and listed by
// Game.Irregular. A move or setup point off the board is an error naming the move number.
func BuildGame(cols, rows int, rules Rules, root *Node, info Info) (*Game, error) {
	p, err := NewPosition(cols, rows, rules)
	if err != nil {
		return nil, err
	}
	if root.parent != nil || root.rec != nil {
		panic("engine: BuildGame of a node that is in a tree already")
	}
	rec := &record{root: root}
	root.depth = 0
	irregular, err := compute(root, p, rec)
	if err != nil {
		return nil, err
	}
	rec.irregular = irregular
	root.step(&p, false) // it stepped without error in compute
	root.pos.Store(&p)
	return &Game{Info: info, root: root, cur: root}, nil
}

// compute applies every node of the tree under top (top included) to the position before it, from base before
// top, recording what each move captured and which nodes break a rule, and makes the nodes rec's; it returns the
// nodes that break a rule, in file order, and keeps no position. It walks the tree without recursion (long games
// are deep) and keeps a position only for nodes whose variations are still to be walked. An error (a point off
// the board) leaves the nodes half worked out.
func compute(top *Node, base Position, rec *record) (irregular []*Node, err error) {
	type slot struct {
		p    Position
		refs int // the children yet to start from p
	}
	var free []*slot
	get := func() *slot {
		if len(free) == 0 {
			return new(slot)
		}
		s := free[len(free)-1]
		free = free[:len(free)-1]
		return s
	}
	type entry struct {
		n      *Node
		before *slot
	}
	start := &slot{p: base, refs: 1}
	stack := []entry{{top, start}}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		s := e.before
		if s.refs > 1 { // a sibling still starts from this position: work on a copy
			s.refs--
			c := get()
			c.p = s.p
			s = c
		}
		n := e.n
		n.pos.Store(nil)
		captured, broken, err := n.step(&s.p, true)
		if err != nil {
			return nil, err
		}
		n.captured, n.irregular, n.hash, n.rec = captured, broken, s.p.hash, rec
		if broken != nil {
			irregular = append(irregular, n)
		}
		s.refs = len(n.children)
		if s.refs == 0 {
			free = append(free, s)
			continue
		}
		for i := len(n.children) - 1; i >= 0; i-- { // first child on top: the order of a recursive walk
			n.children[i].parent, n.children[i].depth = n, n.depth+1
			stack = append(stack, entry{n.children[i], s})
		}
	}
	return irregular, nil
}

// step applies the node to the position before it: setup, side to move, then the move, executed as recorded
// even when it breaks a rule. With explain it returns the stones the move captured and the rule the node breaks
// (nil for none); without, it only computes the position (for a node whose captures and rule are known). err, for
// a point off the board, leaves p half changed.
func (n *Node) step(p *Position, explain bool) (captured []Point, irregular, err error) {
	if n.setup != nil {
		if err := p.PlaceAll(*n.setup); err != nil {
			return nil, nil, fmt.Errorf("setup after move %d: %w", p.MoveNumber(), err)
		}
		if explain {
			if err := p.Validate(); err != nil {
				irregular = fmt.Errorf("setup after move %d: %w", p.MoveNumber(), err)
			}
		}
	}
	if n.toPlay.IsStone() {
		p.SetToMove(n.toPlay)
	}
	mv := n.move
	if !mv.Color.IsStone() {
		return nil, irregular, nil
	}
	if mv.Color != p.ToMove() {
		p.SetToMove(mv.Color)
	}
	if mv.Point == Pass {
		p.PlayPass()
		return nil, irregular, nil
	}
	if !p.OnBoard(mv.Point) {
		return nil, nil, fmt.Errorf("move %d: %w", p.MoveNumber()+1, ErrOffBoard)
	}
	number, rows := p.MoveNumber()+1, p.Rows()
	captured, broken := p.PlayAsRecorded(mv)
	if broken != nil && irregular == nil && explain {
		irregular = fmt.Errorf("move %d (%s %s): %w", number, mv.Color.Name(), mv.Point.GTP(rows), broken)
	}
	return captured, irregular, nil
}

// Irregular returns the nodes whose setup or move breaks a rule as recorded (see Node.Irregular), in the order
// of the file; the list is shared, callers must not change it.
func (g *Game) Irregular() []*Node { return g.root.rec.irregular }

// moveCursor puts the cursor on n, keeping the positions of the root, n and the checkpoints of the path between
// them: the kept positions of the old path that are not on the new one are dropped, and the new ones are
// computed from the nearest kept position above.
func (g *Game) moveCursor(n *Node) {
	old := g.cur
	if n == old {
		return
	}
	// c is the last node the old and the new path share.
	a, b := old, n
	for a.depth > b.depth {
		a = a.parent
	}
	for b.depth > a.depth {
		b = b.parent
	}
	for a != b {
		a, b = a.parent, b.parent
	}
	c := a
	for o := old; o != c; o = o.parent {
		o.pos.Store(nil)
	}
	var fresh []*Node
	from := n
	for ; from.pos.Load() == nil; from = from.parent {
		fresh = append(fresh, from)
	}
	p := *from.pos.Load()
	for i := len(fresh) - 1; i >= 0; i-- {
		x := fresh[i]
		x.step(&p, false) // a built record's nodes step without error
		if x == n || x.checkpoint() {
			q := p
			x.pos.Store(&q)
		}
	}
	if old == c && !old.checkpoint() { // the old cursor stays on the path but keeps its position no longer
		old.pos.Store(nil)
	}
	g.cur = n
}

// Root returns the first node of the record.
func (g *Game) Root() *Node { return g.root }

// Current returns the node at the cursor.
func (g *Game) Current() *Node { return g.cur }

// Position returns the position at the cursor; callers must not modify it (copy it first).
func (g *Game) Position() *Position { return g.cur.pos.Load() }

// Rules returns the rules of the game.
func (g *Game) Rules() Rules { return g.root.pos.Load().rules }

// SetRules changes the rules of every position in the record (for example the komi): those kept on the cursor's
// path are replaced by copies with the new rules, and the others are computed from them.
func (g *Game) SetRules(r Rules) {
	for n := g.cur; n != nil; n = n.parent {
		if kept := n.pos.Load(); kept != nil {
			p := *kept
			p.rules = r
			n.pos.Store(&p)
		}
	}
}

// Clone returns a deep copy of the record: its own nodes, the cursor on the copy of the current node, the same
// information and resignation; nothing is replayed (the kept positions, never modified, are shared).
func (g *Game) Clone() *Game {
	copies := map[*Node]*Node{}
	root := &Node{}
	rec := &record{root: root}
	stack := []struct{ from, to, parent *Node }{{g.root, root, nil}}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		c, f := e.to, e.from
		c.Comment, c.Name, c.Props = f.Comment, f.Name, cloneProps(f.Props)
		c.move, c.toPlay, c.irregular, c.parent, c.active = f.move, f.toPlay, f.irregular, e.parent, f.active
		c.hash, c.depth, c.rec = f.hash, f.depth, rec
		if f.setup != nil {
			s := f.setup.clone()
			c.setup = &s
		}
		c.captured = append([]Point(nil), f.captured...)
		c.pos.Store(f.pos.Load())
		c.children = make([]*Node, len(f.children))
		for i, k := range f.children {
			c.children[i] = &Node{}
			stack = append(stack, struct{ from, to, parent *Node }{k, c.children[i], c})
		}
		copies[f] = c
	}
	out := &Game{Info: g.Info, root: root, cur: copies[g.cur], resigned: g.resigned}
	if g.resignAt != nil {
		out.resignAt = copies[g.resignAt]
	}
	for _, n := range g.root.rec.irregular {
		rec.irregular = append(rec.irregular, copies[n])
	}
	return out
}

// PutLineFirst makes the line through the cursor (Line) the main line: on every node of it, the child it goes on
// with becomes the first variation, the others following in their order. Positions and the cursor stay; Irregular
// follows the new order.
func (g *Game) PutLineFirst() {
	line := g.Line()
	for i := 0; i+1 < len(line); i++ {
		n, next := line[i], line[i+1]
		at := slices.Index(n.children, next)
		if at <= 0 {
			continue
		}
		copy(n.children[1:at+1], n.children[:at])
		n.children[0] = next
		n.active = 0
	}
	if len(g.root.rec.irregular) > 1 {
		g.root.rec.relist()
	}
}

// clone returns a copy of s that shares no slice with it.
func (s Setup) clone() Setup {
	return Setup{Black: append([]Point(nil), s.Black...), White: append([]Point(nil), s.White...),
		Empty: append([]Point(nil), s.Empty...)}
}

// cloneProps returns a copy of props that shares no slice with it.
func cloneProps(props []Property) []Property {
	if props == nil {
		return nil
	}
	out := make([]Property, len(props))
	for i, p := range props {
		out[i] = Property{ID: p.ID, Values: append([]string(nil), p.Values...)}
	}
	return out
}

// Play plays m at the cursor. A move already in the record is followed (like redo); a new one
// after going back becomes a new variation and nothing is deleted. It returns the captured stones.
func (g *Game) Play(m Move) ([]Point, error) {
	if g.resignAt == g.cur && g.resigned != Empty {
		return nil, fmt.Errorf("%w: %s resigned", ErrGameOver, g.resigned.Name())
	}
	next := *g.cur.pos.Load()
	captured, err := next.Play(m)
	if err != nil {
		return nil, err
	}
	if g.Rules().Superko && m.Point != Pass {
		for n := g.cur; n != nil; n = n.parent {
			if n.hash == next.Hash() {
				return nil, fmt.Errorf("%s %s: %w", m.Color.Name(), m.Point.GTP(next.Rows()), ErrSuperko)
			}
		}
	}
	for i, c := range g.cur.children {
		if c.move == m && c.setup == nil {
			g.cur.active = i
			g.moveCursor(c)
			return captured, nil
		}
	}
	child := &Node{move: m, captured: captured, hash: next.Hash(), depth: g.cur.depth + 1, parent: g.cur, rec: g.cur.rec}
	child.pos.Store(&next)
	g.cur.children = append(g.cur.children, child)
	g.cur.active = len(g.cur.children) - 1
	if !g.cur.checkpoint() {
		g.cur.pos.Store(nil)
	}
	g.cur = child
	return captured, nil
}

// Undo moves the cursor one node back; it reports false at the root.
func (g *Game) Undo() bool {
	if g.cur.parent == nil {
		return false
	}
	p := g.cur.parent
	for i, c := range p.children {
		if c == g.cur {
			p.active = i
		}
	}
	g.moveCursor(p)
	return true
}

// Redo moves the cursor forward along the variation last visited; it reports false at the end.
func (g *Game) Redo() bool {
	if len(g.cur.children) == 0 {
		return false
	}
	g.moveCursor(g.cur.children[min(g.cur.active, len(g.cur.children)-1)])
	return true
}

// GoTo moves the cursor to node n, which must belong to this record.
func (g *Game) GoTo(n *Node) {
	for a := n; a != nil; a = a.parent {
		if a.parent != nil {
			for i, c := range a.parent.children {
				if c == a {
					a.parent.active = i
				}
			}
		}
	}
	g.moveCursor(n)
}

// ToStart moves the cursor to the root.
func (g *Game) ToStart() { g.moveCursor(g.root) }

// ToEnd follows Redo to the end of the current line.
func (g *Game) ToEnd() {
	for g.Redo() {
	}
}

// Path returns the nodes from the root to the cursor.
func (g *Game) Path() []*Node {
	var rev []*Node
	for n := g.cur; n != nil; n = n.parent {
		rev = append(rev, n)
	}
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	return rev
}

// Line returns the nodes from the root to the end of the line through the cursor (the moves Redo would reach).
func (g *Game) Line() []*Node {
	line := g.Path()
	n := g.cur
	for len(n.children) > 0 {
		n = n.children[min(n.active, len(n.children)-1)]
		line = append(line, n)
	}
	return line
}

// Resign ends the game at the cursor with colour c resigning; moving the cursor away takes it back.
func (g *Game) Resign(c Color) {
	g.resigned, g.resignAt = c, g.cur
}

// Outcome returns the result at the cursor: a resignation made there, or the rules' own verdict.
func (g *Game) Outcome() Outcome {
	if g.resigned.IsStone() && g.resignAt == g.cur {
		return Outcome{Winner: g.resigned.Opponent(), Reason: ByResignation}
	}
	return g.cur.pos.Load().Outcome()
}
