package engine

import (
	"fmt"
	"slices"
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
// so the position cached in the node never goes stale.
type NodeData struct {
	Move   Move  // Move.Color is Empty when the node has no move
	Setup  Setup // stones added or cleared before the move
	ToPlay Color // side to move set by the node (SGF PL), Empty when not set
}

// Node is one node of the game record: a move or a setup (its NodeData), a comment, and the position after it
// (cached). Its comment, name and kept properties may be changed; what the position depends on may not.
type Node struct {
	Comment  string // SGF C
	Name     string // SGF N
	Props    []Property
	data     NodeData
	captured []Point
	pos      Position
	parent   *Node
	children []*Node
	active   int // index of the child Redo follows
}

// NewNode returns a node doing d, for building records by hand or from files: add it with AddChild and compute
// the positions with BuildGame or Game.Recompute.
func NewNode(d NodeData) *Node { return &Node{data: d} }

// Move returns the node's move; its Color is Empty when the node has none.
func (n *Node) Move() Move { return n.data.Move }

// Setup returns the stones the node adds or clears before its move.
func (n *Node) Setup() Setup { return n.data.Setup }

// ToPlay returns the side to move the node sets (SGF PL), Empty when it sets none.
func (n *Node) ToPlay() Color { return n.data.ToPlay }

// Data returns everything the node does to the position before it.
func (n *Node) Data() NodeData { return n.data }

// HasMove reports whether the node holds a move (a pass counts).
func (n *Node) HasMove() bool { return n.data.Move.Color.IsStone() }

// Position returns a copy of the position after this node, so the record cannot be changed through it.
func (n *Node) Position() Position { return n.pos }

// Captured returns the stones the node's move captured.
func (n *Node) Captured() []Point { return n.captured }

// Parent returns the node before this one, nil at the root.
func (n *Node) Parent() *Node { return n.parent }

// Children returns the variations after this node, the main line first.
func (n *Node) Children() []*Node { return n.children }

// AddChild appends child as the last variation after n (for building records from files); call Game.Recompute after.
func (n *Node) AddChild(child *Node) {
	child.parent = n
	n.children = append(n.children, child)
}

// Info is the game information of a record (SGF root properties).
type Info struct {
	Black, White         string // player names
	BlackRank, WhiteRank string
	Date, Event, Place   string
	GameName, Source     string
	Result               string // SGF RE, e.g. "B+R", "W+3.5", "B+C" (capture)
	Handicap             int
	Application          string // AP of the program that wrote the file
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
	root := &Node{data: NodeData{ToPlay: p.ToMove()}}
	for _, pt := range p.Points(nil) {
		switch p.At(pt) {
		case Black:
			root.data.Setup.Black = append(root.data.Setup.Black, pt)
		case White:
			root.data.Setup.White = append(root.data.Setup.White, pt)
		}
	}
	p.ko, p.passes, p.moves, p.last = NoPoint, 0, 0, NoPoint
	root.pos = p
	return &Game{root: root, cur: root}
}

// BuildGame makes a record from a tree of nodes built by hand or from a file: it computes every node's position,
// starting from an empty cols×rows board. Moves out of turn are allowed (files contain them); illegal moves,
// and setups that leave a chain without liberties, are errors naming the move number.
func BuildGame(cols, rows int, rules Rules, root *Node, info Info) (*Game, error) {
	p, err := NewPosition(cols, rows, rules)
	if err != nil {
		return nil, err
	}
	g := &Game{Info: info, root: root, cur: root}
	root.parent = nil
	if err := g.compute(root, p, 0); err != nil {
		return nil, err
	}
	return g, nil
}

// compute applies node n to the position before it, then every node below it, without recursion
// (long games are deep).
func (g *Game) compute(n *Node, p Position, depth int) error {
	if err := n.apply(p); err != nil {
		return err
	}
	var stack []*Node
	for i := len(n.children) - 1; i >= 0; i-- { // first child on top: the order of a recursive walk
		n.children[i].parent = n
		stack = append(stack, n.children[i])
	}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if err := c.apply(c.parent.pos); err != nil {
			return err
		}
		for i := len(c.children) - 1; i >= 0; i-- {
			c.children[i].parent = c
			stack = append(stack, c.children[i])
		}
	}
	return nil
}

// apply computes the node's position from the position before it: setup, side to move, then the move.
func (n *Node) apply(p Position) error {
	d := n.data
	if !d.Setup.IsZero() {
		if err := p.PlaceAll(d.Setup); err != nil {
			return fmt.Errorf("setup after move %d: %w", p.MoveNumber(), err)
		}
		if err := p.Validate(); err != nil {
			return fmt.Errorf("setup after move %d: %w", p.MoveNumber(), err)
		}
	}
	if d.ToPlay.IsStone() {
		p.SetToMove(d.ToPlay)
	}
	n.captured = nil
	if mv := d.Move; mv.Color.IsStone() {
		if mv.Color != p.ToMove() {
			p.SetToMove(mv.Color)
		}
		if mv.Point == Pass {
			p.PlayPass()
		} else {
			if !p.OnBoard(mv.Point) {
				return fmt.Errorf("move %d: %w", p.MoveNumber()+1, ErrOffBoard)
			}
			if err := p.legal(mv.Point, mv.Color); err != nil {
				return fmt.Errorf("move %d (%s %s): %w", p.MoveNumber()+1, mv.Color.Name(), mv.Point.GTP(p.Rows()), err)
			}
			n.captured = p.captured(p.play(mv.Point, mv.Color))
		}
	}
	n.pos = p
	return nil
}

// Recompute recalculates every cached position after nodes were edited, keeping the cursor.
func (g *Game) Recompute() error {
	p := g.root.pos
	base, err := NewPosition(p.Cols(), p.Rows(), p.Rules())
	if err != nil {
		return err
	}
	return g.compute(g.root, base, 0)
}

// Root returns the first node of the record.
func (g *Game) Root() *Node { return g.root }

// Current returns the node at the cursor.
func (g *Game) Current() *Node { return g.cur }

// Position returns the position at the cursor; callers must not modify it (copy it first).
func (g *Game) Position() *Position { return &g.cur.pos }

// Rules returns the rules of the game.
func (g *Game) Rules() Rules { return g.root.pos.rules }

// SetRules changes the rules of every position in the record (for example the komi), without recursion (long
// games are deep).
func (g *Game) SetRules(r Rules) {
	stack := []*Node{g.root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n.pos.rules = r
		stack = append(stack, n.children...)
	}
}

// Clone returns a deep copy of the record: its own nodes with their cached positions, the cursor on the copy of
// the current node, the same information and resignation; nothing is replayed.
func (g *Game) Clone() *Game {
	copies := map[*Node]*Node{}
	root := &Node{}
	stack := []struct{ from, to, parent *Node }{{g.root, root, nil}}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		c := e.to
		*c = Node{Comment: e.from.Comment, Name: e.from.Name, Props: cloneProps(e.from.Props), data: e.from.data.clone(),
			captured: append([]Point(nil), e.from.captured...), pos: e.from.pos, parent: e.parent, active: e.from.active}
		c.children = make([]*Node, len(e.from.children))
		for i, k := range e.from.children {
			c.children[i] = &Node{}
			stack = append(stack, struct{ from, to, parent *Node }{k, c.children[i], c})
		}
		copies[e.from] = c
	}
	out := &Game{Info: g.Info, root: root, cur: copies[g.cur], resigned: g.resigned}
	if g.resignAt != nil {
		out.resignAt = copies[g.resignAt]
	}
	return out
}

// PutLineFirst makes the line through the cursor (Line) the main line: on every node of it, the child it goes on
// with becomes the first variation, the others following in their order. Positions and the cursor stay.
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
}

// clone returns a copy of d that shares no slice with it.
func (d NodeData) clone() NodeData {
	d.Setup = Setup{Black: append([]Point(nil), d.Setup.Black...), White: append([]Point(nil), d.Setup.White...),
		Empty: append([]Point(nil), d.Setup.Empty...)}
	return d
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
	next := g.cur.pos
	captured, err := next.Play(m)
	if err != nil {
		return nil, err
	}
	if g.Rules().Superko && m.Point != Pass {
		for n := g.cur; n != nil; n = n.parent {
			if n.pos.Hash() == next.Hash() {
				return nil, fmt.Errorf("%s %s: %w", m.Color.Name(), m.Point.GTP(next.Rows()), ErrSuperko)
			}
		}
	}
	for i, c := range g.cur.children {
		if c.data.Move == m && c.data.Setup.IsZero() {
			g.cur.active = i
			g.cur = c
			return captured, nil
		}
	}
	child := &Node{data: NodeData{Move: m}, captured: captured, pos: next, parent: g.cur}
	g.cur.children = append(g.cur.children, child)
	g.cur.active = len(g.cur.children) - 1
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
	g.cur = p
	return true
}

// Redo moves the cursor forward along the variation last visited; it reports false at the end.
func (g *Game) Redo() bool {
	if len(g.cur.children) == 0 {
		return false
	}
	g.cur = g.cur.children[min(g.cur.active, len(g.cur.children)-1)]
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
	g.cur = n
}

// ToStart moves the cursor to the root.
func (g *Game) ToStart() { g.cur = g.root }

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
	return g.cur.pos.Outcome()
}
