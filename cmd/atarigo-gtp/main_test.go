package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	tests := []struct {
		args []string
		in   string
		code int
		out  string // expected output (exit 0) or a piece of the error message
	}{
		{nil, "atarigo-rules\natarigo-player\nquery_boardsize\nget_komi\n", 0, "= japanese\n\n= random\n\n= 19\n\n= 6.5\n\n"},
		{[]string{"-rules", "capture:1"}, "atarigo-rules\nquery_boardsize\n", 0, "= capture:1\n\n= 9\n\n"},
		{[]string{"-seed", "42"}, "get_random_seed\n", 0, "= 42\n\n"},
		{[]string{"-rules", "chinese", "-seed", "3", "-time", "50ms"}, "atarigo-rules\nboardsize 5\nplay b c3\nlist_stones black\nquit\nname\n", 0,
			"= chinese\n\n= \n\n= \n\n= C3\n\n= \n\n"},
		{[]string{"-rules", "capture 3"}, "atarigo-rules\n", 0, "= capture:3\n\n"},
		{[]string{"-rules", "chess"}, "", 2, "bad rules"},
		{[]string{"-player", "nobody"}, "", 2, "unknown player"},
		{[]string{"-seed", "x"}, "", 2, "invalid value"},
		{[]string{"extra"}, "", 2, "unexpected arguments"},
		// Flags are checked as in every program (flagcheck).
		{[]string{"-time", "-1s"}, "", 2, "-time -1s: want a duration of 0 or more"},
		{[]string{"-rules", "chess"}, "", 2, `-rules "chess"`},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		code := run(tt.args, strings.NewReader(tt.in), &out, &errOut)
		if code != tt.code {
			t.Errorf("%q: exit %d, want %d (%s)", tt.args, code, tt.code, errOut.String())
			continue
		}
		if code == 0 && out.String() != tt.out {
			t.Errorf("%q: output %q, want %q", tt.args, out.String(), tt.out)
		}
		if code != 0 && !strings.Contains(errOut.String(), tt.out) {
			t.Errorf("%q: message %q does not say %q", tt.args, errOut.String(), tt.out)
		}
	}
}

// TestSeedDiffersByRun checks that runs without -seed start from different seeds, so that games against a
// controller that sends no set_random_seed differ.
func TestSeedDiffersByRun(t *testing.T) {
	seeds := map[string]bool{}
	for range 3 {
		var out, errOut bytes.Buffer
		if code := run(nil, strings.NewReader("get_random_seed\n"), &out, &errOut); code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
		seeds[out.String()] = true
	}
	if len(seeds) != 3 {
		t.Errorf("three runs without -seed answered get_random_seed with %d different seeds: %v", len(seeds), seeds)
	}
}
