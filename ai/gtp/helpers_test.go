package gtp

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// expect runs a command that has to succeed and reports an error when its text is not want; why, when
// not empty, says why want is right.
func expect(t testing.TB, s *Server, line, want, why string) {
	t.Helper()
	if got := must(t, s, line); got != want {
		t.Error(strings.TrimSpace(fmt.Sprintf("%s = %q, want %q %s", line, got, want, why)))
	}
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

// TestMain lets the test binary stand in for a GTP engine: "BINARY gtp-helper MODE" serves GTP on standard
// input and output (see helperMain), so that the client is tested against engines that misbehave on purpose.
func TestMain(m *testing.M) {
	if len(os.Args) > 2 && os.Args[1] == "gtp-helper" {
		os.Exit(helperMain(os.Args[2]))
	}
	os.Exit(m.Run())
}

// helperCommand returns the command line that runs this test binary as a GTP engine in the given mode.
func helperCommand(t testing.TB, mode string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return "'" + exe + "' gtp-helper " + mode
}

// helperMain is a GTP engine around our server that misbehaves according to mode: "good" behaves; "crash"
// exits when asked for its second move; "hang" never answers genmove; "resign" resigns; "offboard" answers
// genmove with a vertex off the board; "chatty" writes lines before every answer; "noloadsgf" knows no loadsgf
// (as Pachi).
func helperMain(mode string) int {
	s, err := NewServer(Config{Rules: engine.AtariRules(1), Player: "random", Seed: 3})
	if err != nil {
		return 2
	}
	in := bufio.NewScanner(os.Stdin)
	genmoves := 0
	for in.Scan() {
		line := in.Text()
		cmd, _ := ParseCommand(line)
		resp := ""
		if cmd.Name == "genmove" {
			genmoves++
			switch {
			case mode == "crash" && genmoves == 2:
				return 3
			case mode == "hang":
				time.Sleep(time.Hour)
			case mode == "resign":
				resp = Format(cmd.ID, true, "resign")
			case mode == "offboard":
				resp = Format(cmd.ID, true, "Z99")
			}
		}
		if mode == "noloadsgf" && cmd.Name == "loadsgf" {
			resp = Format(cmd.ID, false, "unknown command")
		}
		if resp == "" {
			resp = s.Execute(line)
		}
		if mode == "noloadsgf" && cmd.Name == "list_commands" {
			resp = strings.Replace(resp, "\nloadsgf\n", "\n", 1)
		}
		if mode == "chatty" {
			resp = "thinking...\nstill thinking\n" + resp
		}
		os.Stdout.WriteString(resp)
		if s.Quit() {
			return 0
		}
	}
	return 0
}
