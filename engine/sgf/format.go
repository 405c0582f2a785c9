package sgf

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
)

// Format writes trees as an SGF collection: each node on its own line, each variation opened by '(' in
// front of its first node, each game tree followed by a line break. Values are escaped ("]" as "\]", "\" as
// "\\"). Identifiers must be capital letters and every property needs a value, else nothing is written and
// the error is ErrBadValue. Like the parser it keeps its own stack, so games of any length are safe.
func Format(w io.Writer, trees ...*Tree) error {
	for _, t := range trees {
		if err := check(t); err != nil {
			return err
		}
	}
	bw := bufio.NewWriter(w)
	for _, t := range trees {
		formatTree(bw, t)
	}
	return bw.Flush()
}

// FormatBytes is Format into a byte slice.
func FormatBytes(trees ...*Tree) ([]byte, error) {
	var b bytes.Buffer
	if err := Format(&b, trees...); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// check reports the first node of t with an identifier Format cannot write.
func check(t *Tree) error {
	if t == nil || t.Root == nil {
		return &Error{Err: ErrBadValue, Msg: "a game tree without a root node"}
	}
	var err error
	t.Walk(func(n *Node) bool {
		for _, p := range n.Props {
			if !validID(p.ID) {
				err = errAt(n, ErrBadValue, "property identifier %q is not made of capital letters", p.ID)
				return false
			}
			if len(p.Values) == 0 {
				err = errAt(n, ErrBadValue, "property %s has no value", p.ID)
				return false
			}
		}
		return true
	})
	return err
}

func validID(id string) bool {
	if id == "" {
		return false
	}
	for i := 0; i < len(id); i++ {
		if id[i] < 'A' || id[i] > 'Z' {
			return false
		}
	}
	return true
}

// formatTree writes one game tree. Stack entries are nodes to write (opening a variation when open is set)
// or, when node is nil, a ')' to close one.
func formatTree(w *bufio.Writer, t *Tree) {
	type entry struct {
		node *Node
		open bool
	}
	w.WriteByte('(')
	stack := []entry{{node: t.Root}}
	first := true
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if e.node == nil {
			w.WriteByte(')')
			continue
		}
		if !first {
			w.WriteByte('\n')
			if e.open {
				w.WriteByte('(')
			}
		}
		first = false
		writeNode(w, e.node)
		switch kids := e.node.Children; len(kids) {
		case 0:
		case 1:
			stack = append(stack, entry{node: kids[0]})
		default:
			for i := len(kids) - 1; i >= 0; i-- {
				stack = append(stack, entry{}, entry{node: kids[i], open: true})
			}
		}
	}
	w.WriteString(")\n")
}

// writeNode writes ';' and the node's properties.
func writeNode(w *bufio.Writer, n *Node) {
	w.WriteByte(';')
	for _, p := range n.Props {
		w.WriteString(p.ID)
		for _, v := range p.Values {
			w.WriteByte('[')
			w.WriteString(Escape(v))
			w.WriteByte(']')
		}
	}
}

var escaper = strings.NewReplacer(`\`, `\\`, `]`, `\]`)

// Escape returns v as it must appear between brackets: "\" and "]" get a backslash in front.
func Escape(v string) string {
	if !strings.ContainsAny(v, `\]`) {
		return v
	}
	return escaper.Replace(v)
}

// String returns the tree as SGF text (for tests and debugging); a tree Format rejects gives the error text.
func (t *Tree) String() string {
	b, err := FormatBytes(t)
	if err != nil {
		return fmt.Sprint(err)
	}
	return string(b)
}
