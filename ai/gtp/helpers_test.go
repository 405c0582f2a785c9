package gtp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// gnugoPath is where Debian and Ubuntu install GNU Go.
const gnugoPath = "/usr/games/gnugo"

// newTestServer returns a server under the given rules ("capture:1", "japanese", …) with the random player.
func newTestServer(t testing.TB, rules string) *Server {
	t.Helper()
	r, err := engine.ParseRules(rules)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewServer(Config{Rules: r, Player: "random", Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// answer runs one command line and splits the response into its text and success.
func answer(t testing.TB, s *Server, line string) (string, bool) {
	t.Helper()
	resp := s.Execute(line)
	if !strings.HasSuffix(resp, "\n\n") || len(resp) < 3 || (resp[0] != '=' && resp[0] != '?') {
		t.Fatalf("%q: malformed response %q", line, resp)
	}
	body := strings.TrimSuffix(resp[1:], "\n\n")
	for len(body) > 0 && body[0] >= '0' && body[0] <= '9' {
		body = body[1:]
	}
	return strings.TrimPrefix(body, " "), resp[0] == '='
}

// must runs a command that has to succeed and returns its text.
func must(t testing.TB, s *Server, line string) string {
	t.Helper()
	text, ok := answer(t, s, line)
	if !ok {
		t.Fatalf("%q failed: %s", line, text)
	}
	return text
}

// loadDiagram sets the server's board to an ASCII diagram (X black, O white) through loadsgf, with toMove to move,
// then applies the rules.
func loadDiagram(t testing.TB, s *Server, diagram, rules string, toMove engine.Color) {
	t.Helper()
	p, err := engine.ParseDiagram(diagram, engine.GoRules(engine.Territory, 0))
	if err != nil {
		t.Fatal(err)
	}
	p.SetToMove(toMove)
	file := filepath.Join(t.TempDir(), "diagram.sgf")
	if err := os.WriteFile(file, []byte(SetupSGF(&p)), 0o644); err != nil {
		t.Fatal(err)
	}
	must(t, s, "loadsgf "+file)
	must(t, s, "atarigo-rules "+rules)
}
