package gtp

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// FuzzServer feeds arbitrary bytes to the command reader: it must never panic, every response must be a
// well-formed GTP response, the board must stay a valid position and the server must go on answering.
// Run it with: go test ./ai/gtp -run '^$' -fuzz FuzzServer -fuzztime 30s
func FuzzServer(f *testing.F) {
	for _, seed := range []string{
		"protocol_version\nname\nlist_commands\n",
		"boardsize 5\nplay b c3\nplay w c2\ngenmove b\nundo\nshowboard\n",
		"1 boardsize 7\n2 fixed_handicap 4\n3 genmove w\n4 final_score\n",
		"atarigo-rules go japanese\nkomi 6.5\nplay b pass\nplay w pass\nfinal_score\nfinal_status_list dead\n",
		"boardsize 0\nboardsize 1000\nboardsize -3\nplay\nplay b\nplay b z99\nplay x a1\n",
		"set_free_handicap a1 a1\nplace_free_handicap 400\ntime_settings 1 2\ntime_left b -1 0\n",
		"attack a1\ndefend b2\nladder_attack c3\nunconditional_status e5\natarigo-solve 0.01\n",
		"loadsgf\nloadsgf /nonexistent\nprintsgf\nprintsgf a b\n",
		"\x00\x01\xff\xfe play b a1\r\n\t\t# comment\n99999999999999999999 name\n",
		strings.Repeat("a", 5000) + "\nname\n",
		"lz-analyze 1\nkata-analyze b interval 1 maxmoves 2\nname\nlz-genmove_analyze w 1\nkata-genmove_analyze 1\nlz-analyze x\n",
		"atarigo-rules japanese\nplay b pass\nplay w pass\nkata-analyze 1 ownership true\nkgs-genmove_cleanup b\n",
		"kgs-time_settings byoyomi 1 1 1\nrectangular_boardsize 3 2\ncputime\ngogui-analyze_commands\natarigo-ladders_gfx\n",
		"atarigo-benson_gfx\natarigo-estimate_gfx\natarigo-solve_gfx 0.01\nkgs-time_settings none\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := NewServer(Config{Rules: engine.AtariRules(1), Player: "random", MoveTime: 5 * time.Millisecond,
			MaxSolveTime: 20 * time.Millisecond, NoFiles: true})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := s.Serve(bytes.NewReader(data), &out); err != nil {
			t.Fatalf("Serve: %v", err)
		}
		checkResponses(t, out.String())
		p := s.pos()
		if err := p.Validate(); err != nil {
			t.Fatalf("the board is no longer valid: %v\n%s", err, p.String())
		}
		if !s.Quit() {
			if resp := s.Execute("list_stones black"); !strings.HasPrefix(resp, "= ") {
				t.Fatalf("after the input the server answers %q", resp)
			}
		}
	})
}

// checkResponses checks that out is a sequence of responses "=…" or "?…", each ending with an empty line.
func checkResponses(t *testing.T, out string) {
	t.Helper()
	if out == "" {
		return
	}
	if !strings.HasSuffix(out, "\n\n") {
		t.Fatalf("output does not end with an empty line: %q", out)
	}
	for _, resp := range strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n") {
		if resp == "" || (resp[0] != '=' && resp[0] != '?') {
			t.Fatalf("malformed response %q in %q", resp, out)
		}
	}
}
