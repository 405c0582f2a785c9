package sgf

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// FuzzParse feeds arbitrary bytes to the parser and the converter (seeded with every test file). Nothing may
// panic; every error must be an *Error with a place when it comes from the text; whatever parses must
// survive Format and Parse unchanged; whatever loads as a game must survive Marshal and Read unchanged.
// Run it with: go test ./engine/sgf -run '^$' -fuzz '^FuzzParse$' -fuzztime 20s
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.sgf")
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		"(;B[aa](;W[bb])(;W[cc]))", "(;SZ[3]AB[aa:cc]AE[bb];W[bb])", `(;C[\]\\
])`, "(;SZ[5:3]RU[Capture 2];B[tt];W[])", "((;))", "(;KM[6,5]AGCT[x])",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		trees, err := ParseBytes(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Line < 1 || e.Col < 1 {
				t.Fatalf("parse error without a place: %v", err)
			}
			return
		}
		text, err := FormatBytes(trees...)
		if err != nil {
			t.Fatalf("Format refuses what Parse returned: %v", err)
		}
		again, err := ParseBytes(text)
		if err != nil {
			t.Fatalf("Parse refuses what Format wrote: %v\n%s", err, text)
		}
		if d := diffTrees(trees, again); d != "" {
			t.Fatalf("parse → format → parse: %s\n%s", d, text)
		}
		if _, err := Summary(data); err != nil && !errors.As(err, new(*Error)) {
			t.Fatalf("Summary: %v", err)
		}
		g, err := Read(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Line < 1 {
				t.Fatalf("read error without a place: %v", err)
			}
			return
		}
		// roundTrip compares the position of every node, each computed from the nearest one kept (the root, off the
		// cursor's path): time in the square of the nodes. Big records are read above; their round trip is left to
		// the tests of real big files.
		if len(allNodes(g.Root())) <= fuzzRoundTripNodes {
			roundTrip(t, "fuzz input", g)
		}
	})
}

// fuzzRoundTripNodes is the most nodes a fuzz input's record may have for its round trip to be checked.
const fuzzRoundTripNodes = 2000

// recordFromBytes turns fuzz bytes into the text of a valid SGF record on a 4×4 board: each byte is a node (a move
// of either colour anywhere, legal or not, a pass, a setup of one point, or PL), or opens or closes a variation.
// Every such file is SGF, so it must load, whatever rules its moves break.
func recordFromBytes(data []byte) string {
	var b strings.Builder
	b.WriteString("(;SZ[4]")
	if len(data) > 0 && data[0]&1 == 1 {
		b.WriteString("CA[windows-1252]PB[Ren\xe9e]")
	}
	open := 0
	closed := false // a variation was just closed: a node must start a new one
	for _, c := range data {
		pt := string(rune('a'+c&3)) + string(rune('a'+c>>2&3))
		op := c >> 4
		if closed && op < 14 {
			b.WriteString("(")
			open++
		}
		closed = closed && op == 15
		switch {
		case op < 6:
			b.WriteString(";B[" + pt + "]")
		case op < 12:
			b.WriteString(";W[" + pt + "]")
		case op == 12:
			b.WriteString([]string{";B[]", ";W[tt]"}[c&1])
		case op == 13:
			b.WriteString([]string{";AB[", ";AW[", ";AE[", ";AB["}[c&3] + string(rune('a'+c>>2&3)) + string(rune('a'+c>>3&1)) + "]")
		case op == 14 && open < 8:
			b.WriteString("(;C[v]")
			open++
		case op == 15 && open > 0:
			b.WriteString(")")
			open--
			closed = true
		}
	}
	b.WriteString(strings.Repeat(")", open) + ")")
	return b.String()
}

// FuzzLoadSaveLoad builds records whose moves may break every rule (recordFromBytes), loads each, writes it and
// loads it again: nothing may be refused, the two records must be the same, and every node's position computed
// away from the cursor must be the one the cursor finds there.
// Run it with: go test ./engine/sgf -run '^$' -fuzz '^FuzzLoadSaveLoad$' -fuzztime 20s
func FuzzLoadSaveLoad(f *testing.F) {
	for _, s := range []string{"", "\x00\x05\x60\x65", "\x11\x11\x61", "\xe0\x00\xf0\xe0\x10\xf0", "\xd0\xd1\xd2\x00"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 100 {
			data = data[:100] // the checks take time in the square of the nodes, and rule-breaking moves rebuild the board
		}
		text := recordFromBytes(data)
		g, err := Read([]byte(text))
		if err != nil {
			t.Fatalf("a valid record refused: %v\n%s", err, text)
		}
		roundTrip(t, text, g)
		var nodes []*engine.Node
		stack := []*engine.Node{g.Root()}
		for len(stack) > 0 {
			n := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			nodes = append(nodes, n)
			stack = append(stack, n.Children()...)
		}
		for _, n := range nodes {
			away := n.Position()
			g.GoTo(n)
			if here := g.Position(); here.String() != away.String() || here.Hash() != away.Hash() ||
				here.ToMove() != away.ToMove() || here.Ko() != away.Ko() || here.Captures(engine.Black) != away.Captures(engine.Black) {
				t.Fatalf("a node's position away from the cursor:\n%s\nat the cursor:\n%s\n%s", away.String(), here.String(), text)
			}
		}
	})
}
