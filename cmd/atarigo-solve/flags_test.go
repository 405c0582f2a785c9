package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck/fifotest"
)

// TestAFIFOIsRefusedAsAStateFile gives -state a FIFO that no one writes to (for -status, and for a proof) and -sgf a
// FIFO: each is refused at once with a message naming the file, where opening it used to wait for ever.
func TestAFIFOIsRefusedAsAStateFile(t *testing.T) {
	dir := t.TempDir()
	fifo, opened := fifotest.Make(t, dir, "proof.state")
	state := filepath.Join(dir, "4x4.state")
	for _, args := range [][]string{
		{"-size", "4", "-status", "-state", fifo},
		{"-size", "4", "-bits", "16", "-budget", "1000", "-state", fifo},
		{"-size", "4", "-bits", "16", "-state", state, "-verify", "-sgf", fifo},
		{"-size", "4", "-state", dir, "-status"},
	} {
		var out, errOut bytes.Buffer
		code := run(args, &out, &errOut)
		if code != 2 || !strings.Contains(errOut.String(), "not a regular file") || !strings.Contains(errOut.String(), dir) {
			t.Errorf("%q: exit %d, %q; want 2 and a message naming the file", args, code, errOut.String())
		}
	}
	if opened() {
		t.Error("the FIFO was opened")
	}
}

// TestSolveFlagsAreChecked gives the solver values every program refuses the same way (flagcheck).
func TestSolveFlagsAreChecked(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-workers", "0"}, "-workers 0"},
		{[]string{"-budget", "0"}, "-budget 0"},
		{[]string{"-depth", "9"}, "-depth 9"},
		{[]string{"-bits", "40"}, "-bits 40"},
		{[]string{"-size", "9"}, "-size"},
	} {
		var out, errOut bytes.Buffer
		args := append([]string{"-size", "4", "-state", filepath.Join(t.TempDir(), "s")}, tt.args...)
		if code := run(args, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), tt.want) {
			t.Errorf("%q: exit %d, %q; want 2 and a message naming %q", tt.args, code, errOut.String(), tt.want)
		}
	}
}
