package sgf

import (
	"bytes"
	"fmt"
	"io"
)

// Limits on what the parser accepts, so that no file can exhaust memory or the stack.
const (
	// MaxFileSize is the largest file read, in bytes (64 MiB; a long game with comments is a few tens of KiB, a
	// joseki dictionary of 60,000 nodes a few MiB).
	MaxFileSize = 64 << 20
	// MaxDepth is the deepest nesting of variations, counted in parentheses.
	MaxDepth = 10000
	// MaxNodes is the largest number of nodes in one file, a million.
	MaxNodes = 1000000
)

// Parse reads an SGF collection (one or more game trees) from r; see ParseBytes.
func Parse(r io.Reader) ([]*Tree, error) {
	data, err := readAll(r)
	if err != nil {
		return nil, err
	}
	return ParseBytes(data)
}

// ParseBytes reads an SGF collection. Anything before the first "(;" (a mail header, a UTF-8 byte order mark)
// and anything after the last game tree is ignored. Property identifiers keep only their capital letters, as
// FF[3] readers do ("AddBlack" is AB); values are unescaped ("\]" is "]", "\\" is "\", a backslash before a
// line break removes both) but otherwise kept as they are. Errors are *Error values naming line and column.
func ParseBytes(data []byte) ([]*Tree, error) {
	return parse(data, -1)
}

// readAll reads r up to MaxFileSize bytes and fails with ErrTooLarge beyond.
func readAll(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, TooLarge(MaxFileSize)
	}
	return data, nil
}

// parse reads up to maxTrees game trees (all when maxTrees < 0).
func parse(data []byte, maxTrees int) ([]*Tree, error) {
	if len(data) > MaxFileSize {
		return nil, TooLarge(MaxFileSize)
	}
	data, converted := toUTF8(data)
	p := &parser{data: data, src: string(data), line: 1, col: 1, ids: map[string]string{}}
	if err := p.findStart(); err != nil {
		return nil, err
	}
	var trees []*Tree
	for {
		root, err := p.tree()
		if err != nil {
			return nil, err
		}
		if converted {
			markUTF8(root)
		}
		trees = append(trees, &Tree{Root: root})
		if len(trees) == maxTrees {
			return trees, nil
		}
		p.skipSpace()
		if p.eof() || p.data[p.i] != '(' {
			return trees, nil
		}
	}
}

// markUTF8 sets the charset a root node names, if it names one, to UTF-8: the text of a converted file is UTF-8
// now, and a tree written back says so.
func markUTF8(root *Node) {
	for i, p := range root.Props {
		if p.ID == "CA" {
			root.Props[i].Values = []string{"UTF-8"}
		}
	}
}

// parser is the state of one parse: the input, the read position with its line and column, and counters.
type parser struct {
	data      []byte
	src       string // data as a string: values without escapes are slices of it
	i         int
	line, col int
	nodes     int
	buf       []byte
	ids       map[string]string // interned property identifiers

	// Values, properties, nodes and first children are cut from larger blocks to save allocations.
	vals      []string
	props     []Property
	nodeBlock []Node
	kids      []*Node
	tmpVals   []string
	tmpProps  []Property
}

func (p *parser) eof() bool { return p.i >= len(p.data) }

// advance moves past one byte, counting lines and (UTF-8) columns.
func (p *parser) advance() {
	b := p.data[p.i]
	p.i++
	if b == '\n' {
		p.line++
		p.col = 1
	} else if b&0xC0 != 0x80 {
		p.col++
	}
}

// skip moves past the next k bytes, counting lines and columns as advance does.
func (p *parser) skip(k int) {
	for _, b := range p.data[p.i : p.i+k] {
		if b == '\n' {
			p.line++
			p.col = 1
		} else if b&0xC0 != 0x80 {
			p.col++
		}
	}
	p.i += k
}

// newNode returns a new node, taken from a block.
func (p *parser) newNode() *Node {
	if len(p.nodeBlock) == 0 {
		p.nodeBlock = make([]Node, 256)
	}
	n := &p.nodeBlock[0]
	p.nodeBlock = p.nodeBlock[1:]
	return n
}

// addChild appends n to the variations of parent; a first child takes its slot from a block.
func (p *parser) addChild(parent, n *Node) {
	if parent.Children != nil {
		parent.Children = append(parent.Children, n)
		return
	}
	if len(p.kids) == 0 {
		p.kids = make([]*Node, 256)
	}
	parent.Children = p.kids[:1:1]
	parent.Children[0] = n
	p.kids = p.kids[1:]
}

// skipSpace moves past white space and other control characters.
func (p *parser) skipSpace() {
	for p.i < len(p.data) && p.data[p.i] <= ' ' {
		p.advance()
	}
}

// found describes the character at the read position for error messages.
func (p *parser) found() string {
	if p.eof() {
		return "end of file"
	}
	b := p.data[p.i]
	if b > ' ' && b < 0x7f {
		return fmt.Sprintf("'%c'", b)
	}
	r := []rune(string(p.data[p.i:min(p.i+4, len(p.data))]))
	return fmt.Sprintf("%q", r[0])
}

func (p *parser) errorf(kind error, format string, args ...any) error {
	return &Error{Line: p.line, Col: p.col, Err: kind, Msg: fmt.Sprintf(format, args...)}
}

// findStart moves to the '(' of the first "(;" in the input or, when there is none, of the first '(' before a
// property ("(FF[4]…": a file whose first node lacks its ';').
func (p *parser) findStart() error {
	p.skipSpace()
	if bytes.HasPrefix(p.data[p.i:], []byte("\xef\xbb\xbf")) {
		p.i += 3
		p.skipSpace()
	}
	line, col, at := p.line, p.col, p.found()
	for _, starts := range []func(j int) bool{p.semicolonAt, p.propertyAt} {
		k := p.i
		for {
			o := bytes.IndexByte(p.data[k:], '(')
			if o < 0 {
				break
			}
			k += o
			j := k + 1
			for j < len(p.data) && p.data[j] <= ' ' {
				j++
			}
			if starts(j) {
				p.skip(k - p.i)
				return nil
			}
			k++
		}
	}
	return &Error{Line: line, Col: col, Err: ErrSyntax, Msg: "expected '(;' to start a game tree, found " + at}
}

// semicolonAt reports whether the input has a ';' at j.
func (p *parser) semicolonAt(j int) bool { return j < len(p.data) && p.data[j] == ';' }

// propertyAt reports whether the input has a property identifier with a capital letter at j, followed by '['.
func (p *parser) propertyAt(j int) bool {
	capital := false
	for ; j < len(p.data) && isLetter(p.data[j]); j++ {
		capital = capital || p.data[j] <= 'Z'
	}
	for j < len(p.data) && p.data[j] <= ' ' {
		j++
	}
	return capital && j < len(p.data) && p.data[j] == '['
}

// open is a '(' not yet closed: the node the variation hangs from and where the parenthesis was.
type open struct {
	parent    *Node
	line, col int
}

// tree reads one game tree starting at its '('. It keeps its own stack of open parentheses instead of
// recursing, so neither long games nor deep variations grow the Go stack.
func (p *parser) tree() (*Node, error) {
	var stack []open
	var root, cur *Node
	afterVariation := false
	for {
		p.skipSpace()
		if p.eof() {
			o := stack[len(stack)-1]
			return nil, p.errorf(ErrSyntax, "expected ')' to close the game tree opened at line %d, column %d, found end of file", o.line, o.col)
		}
		switch p.data[p.i] {
		case '(':
			if len(stack) >= MaxDepth {
				return nil, p.errorf(ErrTooDeep, "more than %d variations nested inside each other", MaxDepth)
			}
			stack = append(stack, open{parent: cur, line: p.line, col: p.col})
			p.advance()
			p.skipSpace()
			if !p.eof() && isLetter(p.data[p.i]) {
				// A node without its ';' (some programs leave out the first one): read as if it were there.
				var err error
				if cur, err = p.node(cur, &root, p.line, p.col); err != nil {
					return nil, err
				}
				afterVariation = false
				continue
			}
			if p.eof() || p.data[p.i] != ';' {
				return nil, p.errorf(ErrSyntax, "expected ';' to start the first node of the game tree, found %s", p.found())
			}
			afterVariation = false
		case ';':
			if afterVariation {
				return nil, p.errorf(ErrSyntax, "expected '(' or ')' after a variation, found ';' (a node cannot follow variations)")
			}
			line, col := p.line, p.col
			p.advance()
			var err error
			if cur, err = p.node(cur, &root, line, col); err != nil {
				return nil, err
			}
		case ')':
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			p.advance()
			if len(stack) == 0 {
				return root, nil
			}
			cur = o.parent
			afterVariation = true
		default:
			if afterVariation {
				return nil, p.errorf(ErrSyntax, "expected '(' or ')' after a variation, found %s", p.found())
			}
			return nil, p.errorf(ErrSyntax, "expected a property, ';', '(' or ')', found %s", p.found())
		}
	}
}

// node reads the properties of a new node that starts at line and col (its ';'), a child of cur or, when cur is
// nil, the root, and returns it.
func (p *parser) node(cur *Node, root **Node, line, col int) (*Node, error) {
	if p.nodes++; p.nodes > MaxNodes {
		return nil, &Error{Line: line, Col: col, Err: ErrTooManyNodes}
	}
	n := p.newNode()
	n.Line, n.Col = line, col
	if cur == nil {
		*root = n
	} else {
		p.addChild(cur, n)
	}
	return n, p.properties(n)
}

func isLetter(b byte) bool { return b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' }

// properties reads the properties of node n up to the next ';', '(' or ')'.
func (p *parser) properties(n *Node) error {
	var idBuf [16]byte
	p.tmpProps = p.tmpProps[:0]
	for {
		p.skipSpace()
		if p.eof() || !isLetter(p.data[p.i]) {
			if len(p.tmpProps) > 0 {
				n.Props = cut(&p.props, p.tmpProps)
			}
			return nil
		}
		line, col, start := p.line, p.col, p.i
		id := idBuf[:0]
		for !p.eof() && isLetter(p.data[p.i]) {
			if b := p.data[p.i]; b >= 'A' && b <= 'Z' {
				id = append(id, b)
			}
			p.advance()
		}
		raw := p.data[start:p.i]
		if len(id) == 0 {
			return &Error{Line: line, Col: col, Err: ErrSyntax,
				Msg: fmt.Sprintf("property identifier %q has no capital letter", clip(raw))}
		}
		ident, ok := p.ids[string(id)]
		if !ok {
			ident = string(id)
			p.ids[ident] = ident
		}
		p.skipSpace()
		if p.eof() || p.data[p.i] != '[' {
			return p.errorf(ErrSyntax, "expected '[' after the property identifier %s, found %s", clip(raw), p.found())
		}
		p.tmpVals = p.tmpVals[:0]
		for !p.eof() && p.data[p.i] == '[' {
			v, err := p.value(ident)
			if err != nil {
				return err
			}
			p.tmpVals = append(p.tmpVals, v)
			p.skipSpace()
		}
		p.tmpProps = append(p.tmpProps, Property{ID: ident, Values: cut(&p.vals, p.tmpVals)})
	}
}

// value reads one bracketed value starting at its '[' and returns it unescaped.
func (p *parser) value(id string) (string, error) {
	line, col := p.line, p.col
	p.advance()
	seg := p.i
	escaped := false
	for {
		k := bytes.IndexAny(p.data[p.i:], `]\`)
		if k < 0 {
			p.skip(len(p.data) - p.i)
			return "", &Error{Line: line, Col: col, Err: ErrSyntax,
				Msg: fmt.Sprintf("expected ']' to close the value of %s that starts here, found end of file", id)}
		}
		p.skip(k)
		if p.data[p.i] == ']' {
			var v string
			if escaped {
				p.buf = append(p.buf, p.data[seg:p.i]...)
				v = string(p.buf)
			} else {
				v = p.src[seg:p.i]
			}
			p.advance()
			return v, nil
		}
		// A backslash: the next character is kept as it is, or a line break after it vanishes with it.
		if !escaped {
			p.buf, escaped = p.buf[:0], true
		}
		p.buf = append(p.buf, p.data[seg:p.i]...)
		p.advance()
		if p.eof() {
			continue
		}
		if c := p.data[p.i]; c == '\n' || c == '\r' {
			p.advance()
			if !p.eof() && (p.data[p.i] == '\n' || p.data[p.i] == '\r') && p.data[p.i] != c {
				p.advance()
			}
			seg = p.i
			continue
		}
		seg = p.i
		p.advance()
	}
}

// cut copies items into the free end of *block (a new block when it is full) and returns the copy,
// with its capacity clipped so that appending to it never writes into the block.
func cut[T any](block *[]T, items []T) []T {
	n := len(items)
	if cap(*block)-len(*block) < n {
		*block = make([]T, 0, max(256, n))
	}
	start := len(*block)
	*block = append(*block, items...)
	return (*block)[start : start+n : start+n]
}

// clip shortens text quoted in an error message.
func clip(b []byte) string {
	if len(b) > 40 {
		return string(b[:40]) + "…"
	}
	return string(b)
}
