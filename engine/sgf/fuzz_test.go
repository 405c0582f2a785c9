package sgf

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
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
		roundTrip(t, "fuzz input", g)
	})
}
