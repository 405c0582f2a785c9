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
		{nil, "atarigo-rules\natarigo-player\n", 0, "= capture:1\n\n= random\n\n"},
		{[]string{"-rules", "chinese", "-seed", "3", "-time", "50ms"}, "atarigo-rules\nboardsize 5\nplay b c3\nlist_stones black\nquit\nname\n", 0,
			"= chinese\n\n= \n\n= \n\n= C3\n\n= \n\n"},
		{[]string{"-rules", "capture 3"}, "atarigo-rules\n", 0, "= capture:3\n\n"},
		{[]string{"-rules", "chess"}, "", 2, "bad rules"},
		{[]string{"-player", "nobody"}, "", 2, "unknown player"},
		{[]string{"-seed", "x"}, "", 2, "invalid value"},
		{[]string{"extra"}, "", 2, "unexpected arguments"},
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
