package sgf

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// shape describes a tree compactly: each node as its properties in SGF form, variations in parentheses.
func shape(n *Node) string {
	var b strings.Builder
	var walk func(n *Node)
	walk = func(n *Node) {
		b.WriteByte(';')
		for _, p := range n.Props {
			b.WriteString(p.ID)
			for _, v := range p.Values {
				b.WriteString("[" + v + "]")
			}
		}
		if len(n.Children) == 1 {
			walk(n.Children[0])
			return
		}
		for _, c := range n.Children {
			b.WriteByte('(')
			walk(c)
			b.WriteByte(')')
		}
	}
	walk(n)
	return b.String()
}

func TestParse(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"moves", "(;FF[4]SZ[9];B[ee];W[cc])", ";FF[4]SZ[9];B[ee];W[cc]"},
		{"variations", "(;B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff])))", ";B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff]))"},
		{"escapes", `(;C[a\]b\\c\d])`, `;C[a]b\cd]`},
		{"soft line break", "(;C[ab\\\ncd\\\r\nef\\\n\rgh])", ";C[abcdefgh]"},
		{"hard line breaks kept", "(;C[a\nb\r\nc])", ";C[a\nb\r\nc]"},
		{"white space everywhere", " ( \n; B [aa] \t [bb]\n;\nW\n[cc] ) ", ";B[aa][bb];W[cc]"},
		{"FF[3] long names", "(;AddBlack[aa:bb]SiZe[9]PLayer[W])", ";AB[aa:bb]SZ[9]PL[W]"},
		{"empty value and empty node", "(;B[];)", ";B[];"},
		{"byte order mark", "\xef\xbb\xbf(;GM[1])", ";GM[1]"},
		{"text before and after", "Subject: (a game)\n(;GM[1]) trailing ) text", ";GM[1]"},
		{"brackets in values", `(;C[(;B[aa\])];W[bb])`, ";C[(;B[aa])];W[bb]"},
	}
	for _, c := range cases {
		trees, err := ParseBytes([]byte(c.in))
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if got := shape(trees[0].Root); got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
}

func TestParseCollection(t *testing.T) {
	trees, err := ParseBytes([]byte("(;GN[one])\n(;GN[two];B[aa])(;GN[three])"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tr := range trees {
		v, _ := tr.Root.Value("GN")
		names = append(names, v)
	}
	if strings.Join(names, ",") != "one,two,three" {
		t.Errorf("games %v", names)
	}
	first, err := parse([]byte("(;GN[one])(;GN[two]"), 1)
	if err != nil || len(first) != 1 {
		t.Errorf("first game only: %d trees, %v", len(first), err)
	}
}

func TestParsePlaces(t *testing.T) {
	trees, err := ParseBytes([]byte("(;GM[1]\n;B[aa]\n  (;W[bb])\n(;W[žž]  ;B[cc]))"))
	if err != nil {
		t.Fatal(err)
	}
	r := trees[0].Root
	second := r.Children[0].Children[1]
	if r.Line != 1 || r.Col != 2 || second.Line != 4 || second.Col != 2 || second.Children[0].Line != 4 || second.Children[0].Col != 10 {
		t.Errorf("places: root %d:%d, second variation %d:%d, its child %d:%d",
			r.Line, r.Col, second.Line, second.Col, second.Children[0].Line, second.Children[0].Col)
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		in        string
		kind      error
		line, col int
		msg       string
	}{
		{"", ErrSyntax, 1, 1, "expected '(;' to start a game tree, found end of file"},
		{"  \n hello (world)", ErrSyntax, 2, 2, "expected '(;' to start a game tree, found 'h'"},
		{"(;B[aa]", ErrSyntax, 1, 8, "expected ')' to close the game tree opened at line 1, column 1, found end of file"},
		{"(;B[aa]\n(;W[bb])", ErrSyntax, 2, 9, "expected ')' to close the game tree opened at line 1, column 1"},
		{"(;B[aa", ErrSyntax, 1, 4, "expected ']' to close the value of B that starts here, found end of file"},
		{"(;C[a\\]", ErrSyntax, 1, 4, "expected ']' to close the value of C"},
		{"(;B[aa]\n;W(bb))", ErrSyntax, 2, 3, "expected '[' after the property identifier W, found '('"},
		{"(;B[aa](;W[bb]);B[cc])", ErrSyntax, 1, 16, "expected '(' or ')' after a variation, found ';'"},
		{"(;B[aa](;W[bb])x)", ErrSyntax, 1, 16, "expected '(' or ')' after a variation, found 'x'"},
		{"(;B[aa]())", ErrSyntax, 1, 9, "expected ';' to start the first node of the game tree, found ')'"},
		{"(;b[aa])", ErrSyntax, 1, 3, `property identifier "b" has no capital letter`},
		{"(;B[aa]1)", ErrSyntax, 1, 8, "expected a property, ';', '(' or ')', found '1'"},
		{"(;C[žžž]X)", ErrSyntax, 1, 10, "expected '[' after the property identifier X, found ')'"},
		{"(;C[x]\n\n  Ж)", ErrSyntax, 3, 3, "expected a property, ';', '(' or ')', found 'Ж'"},
		{strings.Repeat("(;", MaxDepth+1), ErrTooDeep, 1, 2*MaxDepth + 1, "more than 10000 variations nested"},
		{"(" + strings.Repeat(";", MaxNodes+1) + ")", ErrTooLarge, 1, MaxNodes + 2, "more than 1000000 nodes"},
	}
	for _, c := range cases {
		_, err := ParseBytes([]byte(c.in))
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%.30q: error %v is not an *Error", c.in, err)
			continue
		}
		if !errors.Is(err, c.kind) || e.Line != c.line || e.Col != c.col || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%.30q:\n got %v (line %d, column %d)\nwant %v at line %d, column %d containing %q",
				c.in, err, e.Line, e.Col, c.kind, c.line, c.col, c.msg)
		}
		if !strings.HasPrefix(err.Error(), "sgf: line ") {
			t.Errorf("%.30q: message %q does not start with the place", c.in, err)
		}
	}
}

func TestParseLimits(t *testing.T) {
	// Exactly MaxDepth nested variations are fine.
	deep := strings.Repeat("(;", MaxDepth) + strings.Repeat(")", MaxDepth)
	trees, err := ParseBytes([]byte(deep))
	if err != nil {
		t.Fatalf("%d nested variations: %v", MaxDepth, err)
	}
	text, err := FormatBytes(trees...)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := ParseBytes(text); err != nil || diffTrees(trees, again) != "" {
		t.Fatalf("deep variations do not survive Format: %v", err)
	}

	// Files over MaxFileSize are refused, from a reader without reading them whole.
	big := bytes.Repeat([]byte(" "), MaxFileSize+1)
	copy(big, "(;C[")
	if _, err := Parse(bytes.NewReader(big)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("%d bytes: %v, want ErrTooLarge", len(big), err)
	}
	if _, err := ParseBytes(big); !errors.Is(err, ErrTooLarge) {
		t.Errorf("%d bytes: %v, want ErrTooLarge", len(big), err)
	}
}

// TestParseLongGame reads and writes a main line of 200,000 nodes: nothing recurses on the Go stack.
func TestParseLongGame(t *testing.T) {
	var b strings.Builder
	b.WriteString("(;SZ[19]")
	for i := range 200000 {
		b.WriteString([]string{";B[aa]", ";W[bb]"}[i%2])
	}
	b.WriteString(")")
	trees, err := ParseBytes([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(trees[0].MainLine()); n != 200001 {
		t.Fatalf("main line of %d nodes", n)
	}
	text, err := FormatBytes(trees...)
	if err != nil {
		t.Fatal(err)
	}
	again, err := ParseBytes(text)
	if err != nil || diffTrees(trees, again) != "" {
		t.Fatalf("long game does not survive Format: %v", err)
	}
}

func TestFormat(t *testing.T) {
	trees, err := ParseBytes([]byte(`(;FF[4]C[a\]b\\c](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee]))) (;GN[two])`))
	if err != nil {
		t.Fatal(err)
	}
	got, err := FormatBytes(trees...)
	if err != nil {
		t.Fatal(err)
	}
	want := "(;FF[4]C[a\\]b\\\\c]\n(;B[aa]\n;W[bb])\n(;B[cc]\n(;W[dd])\n(;W[ee])))\n(;GN[two])\n"
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	for _, bad := range []*Tree{
		{Root: &Node{Props: []Property{{ID: "b", Values: []string{"aa"}}}}},
		{Root: &Node{Props: []Property{{ID: "", Values: []string{"aa"}}}}},
		{Root: &Node{Props: []Property{{ID: "C"}}}},
		{},
	} {
		if _, err := FormatBytes(bad); !errors.Is(err, ErrBadValue) {
			t.Errorf("Format(%v): %v, want ErrBadValue", bad.Root, err)
		}
	}
}
