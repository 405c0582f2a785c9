package sgf

import "github.com/seed593a7f8d/atarigo/engine"

// Property is one property of a node: an identifier of capital letters and its values, unescaped.
type Property = engine.Property

// Node is a node of an SGF game tree: its properties in file order and the variations after it,
// the main line first. Line and Col give the place of the node's ';' in the file (0 for nodes built in memory).
type Node struct {
	Props     []Property
	Children  []*Node
	Line, Col int
}

// Tree is one game of an SGF collection: the root node and, below it, the whole game tree.
type Tree struct {
	Root *Node
}

// Value returns the first value of property id and whether the node has the property.
func (n *Node) Value(id string) (string, bool) {
	for _, p := range n.Props {
		if p.ID == id {
			if len(p.Values) == 0 {
				return "", true
			}
			return p.Values[0], true
		}
	}
	return "", false
}

// Values returns every value of property id, those of repeated properties included, in file order.
func (n *Node) Values(id string) []string {
	var out []string
	for _, p := range n.Props {
		if p.ID == id {
			out = append(out, p.Values...)
		}
	}
	return out
}

// Add appends property id with the given values to the node.
func (n *Node) Add(id string, values ...string) {
	n.Props = append(n.Props, Property{ID: id, Values: values})
}

// MainLine returns the nodes from the root along the first variation to its end.
func (t *Tree) MainLine() []*Node {
	var line []*Node
	for n := t.Root; n != nil; {
		line = append(line, n)
		if len(n.Children) == 0 {
			break
		}
		n = n.Children[0]
	}
	return line
}

// Walk calls f on every node of the tree in file order (a node before its variations), without recursion,
// so that games of any length are safe; it stops early when f returns false.
func (t *Tree) Walk(f func(n *Node) bool) {
	if t.Root == nil {
		return
	}
	stack := []*Node{t.Root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !f(n) {
			return
		}
		for i := len(n.Children) - 1; i >= 0; i-- {
			stack = append(stack, n.Children[i])
		}
	}
}
