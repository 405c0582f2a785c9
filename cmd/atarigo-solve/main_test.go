package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// TestSolveResumeVerify proves the empty 4×4 board (White wins, as published), reads the finished state
// back, verifies it and prints its status; a broken state file is refused with its name and left alone.
func TestSolveResumeVerify(t *testing.T) {
	state := filepath.Join(t.TempDir(), "4x4.state")
	record := filepath.Join(t.TempDir(), "4x4.sgf")
	args := []string{"-size", "4", "-depth", "2", "-bits", "16", "-budget", "1000", "-state", state}
	steps := []struct {
		name  string
		extra []string
		want  []string
	}{
		{"prove", nil, []string{"new proof", "result: White wins with perfect play"}},
		{"resume", nil, []string{"resumed", "result: White wins"}},
		{"verify", []string{"-verify", "-sgf", record}, []string{"verified", "wrote " + record}},
		{"status", []string{"-status"}, []string{"root: White wins", "first move"}},
	}
	for _, st := range steps {
		var out, errOut bytes.Buffer
		if code := run(append(append([]string{}, args...), st.extra...), &out, &errOut); code != 0 {
			t.Fatalf("%s: exit %d, %s", st.name, code, errOut.String())
		}
		for _, w := range st.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%s: output lacks %q:\n%s", st.name, w, out.String())
			}
		}
	}
	checkRecord(t, record, engine.White)
	broken := []byte("# atarigo proof state 1\nroot something else\n")
	if err := os.WriteFile(state, broken, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run(args, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), state) {
		t.Fatalf("broken state: exit %d, %q", code, errOut.String())
	}
	if got, _ := os.ReadFile(state); !bytes.Equal(got, broken) {
		t.Fatal("the broken state file was overwritten")
	}
}

// checkRecord reads the proof's game record back: every variation is a legal game that ends with a win for
// winner, and there is more than one.
func checkRecord(t *testing.T, path string, winner engine.Color) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := sgf.Read(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(g.Irregular()) > 0 {
		t.Fatalf("%s: irregular moves %v", path, g.Irregular())
	}
	ends := 0
	var walk func(n *engine.Node)
	walk = func(n *engine.Node) {
		if len(n.Children()) == 0 {
			ends++
			if out := n.Position(); out.Outcome().Winner != winner {
				t.Errorf("a variation of %s ends %+v, want a win for %v", path, out.Outcome(), winner)
			}
		}
		for _, c := range n.Children() {
			walk(c)
		}
	}
	walk(g.Root())
	if ends < 2 {
		t.Errorf("%s has %d variations", path, ends)
	}
	// The main line (the first variation) is the leaf that took the most nodes, as its comment says.
	var counts []int64
	var order func(n *engine.Node)
	order = func(n *engine.Node) {
		if k := strings.Index(n.Comment, "proved again in "); k >= 0 {
			var nodes int64 = 1 // "one node"
			fmt.Sscanf(n.Comment[k+len("proved again in "):], "%d", &nodes)
			counts = append(counts, nodes)
		}
		for _, c := range n.Children() {
			order(c)
		}
	}
	order(g.Root())
	if len(counts) != ends || slices.Max(counts) != counts[0] {
		t.Errorf("%s: %d variations, leaf nodes in file order %v: want one a variation, the most first", path, ends, counts)
	}
}
