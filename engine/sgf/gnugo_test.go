package sgf

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// gnugoPath is where Debian and Ubuntu install GNU Go.
const gnugoPath = "/usr/games/gnugo"

// gnugo runs one GNU Go GTP session with the given commands and returns the answer to each
// (without "= "); a "?" answer fails the test. It skips the test when GNU Go is not installed.
func gnugo(t *testing.T, commands []string) []string {
	t.Helper()
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skipf("GNU Go is not installed at %s (apt-get install gnugo): skipping the check against it", gnugoPath)
	}
	cmd := exec.Command(gnugoPath, "--mode", "gtp")
	cmd.Stdin = strings.NewReader(strings.Join(commands, "\n") + "\nquit\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("gnugo: %v", err)
	}
	var answers []string
	for _, a := range strings.Split(strings.ReplaceAll(string(out), "\r", ""), "\n\n") {
		a = strings.TrimSpace(a)
		if a == "" {
			continue
		}
		if !strings.HasPrefix(a, "=") {
			t.Fatalf("gnugo refused a command: %q", a)
		}
		answers = append(answers, strings.TrimSpace(strings.TrimPrefix(a, "=")))
	}
	if len(answers) != len(commands)+1 { // +1 for quit
		t.Fatalf("gnugo gave %d answers to %d commands: %q", len(answers), len(commands)+1, answers)
	}
	return answers[:len(commands)]
}

// stones lists the points of colour c in p in GTP notation, sorted, separated by spaces.
func stones(p *engine.Position, c engine.Color) string {
	var out []string
	for _, pt := range p.Points(nil) {
		if p.At(pt) == c {
			out = append(out, pt.GTP(p.Rows()))
		}
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// sortedList sorts a space-separated GTP vertex list.
func sortedList(s string) string {
	f := strings.Fields(strings.ToUpper(s))
	slices.Sort(f)
	return strings.Join(f, " ")
}

// erases reports whether a line of nodes clears points with AE, which GNU Go 3.8 ignores when it loads a
// file (it keeps the stones), so positions after such a setup cannot be compared with it.
func erases(line []*engine.Node) bool {
	for _, n := range line {
		if len(n.Setup().Empty) > 0 {
			return true
		}
	}
	return false
}

// checkWithGNUGo loads each file in GNU Go and compares the stones and the side to move at the end of
// its main line with want.
func checkWithGNUGo(t *testing.T, files []string, want []*engine.Position) {
	t.Helper()
	var cmds []string
	for _, f := range files {
		cmds = append(cmds, "loadsgf "+f, "list_stones black", "list_stones white")
	}
	answers := gnugo(t, cmds)
	for i, f := range files {
		toMove, black, white := answers[3*i], sortedList(answers[3*i+1]), sortedList(answers[3*i+2])
		p := want[i]
		if black != stones(p, engine.Black) || white != stones(p, engine.White) {
			t.Errorf("%s: GNU Go sees black %q white %q\nwe see black %q white %q\n%s",
				f, black, white, stones(p, engine.Black), stones(p, engine.White), p)
		}
		if !strings.EqualFold(toMove, p.ToMove().Name()) {
			t.Errorf("%s: GNU Go has %s to move, we have %s", f, toMove, p.ToMove().Name())
		}
	}
}

// TestGNUGoLoadsWhatWeWrite writes random games (square boards, Go and Atari Go, with variations, setups,
// passes and comments), loads each in GNU Go and compares the position at the end of the main line, the
// side to move and, for Go, the komi.
func TestGNUGoLoadsWhatWeWrite(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	dir := t.TempDir()
	if d := os.Getenv("SGF_KEEP"); d != "" { // SGF_KEEP=dir keeps the files for a look after a failure
		dir = d
	}
	var files []string
	var want []*engine.Position
	var komi []string
	for len(files) < 40 {
		g := randomGame(rng)
		p := g.Root().Position()
		if p.Cols() != p.Rows() || p.Cols() < 3 || erases(g.Line()) {
			continue // GNU Go plays on square boards only and ignores AE
		}
		data, err := Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		f := filepath.Join(dir, fmt.Sprintf("game%02d.sgf", len(files)))
		if err := os.WriteFile(f, data, 0o644); err != nil {
			t.Fatal(err)
		}
		line := g.Line()
		files = append(files, f)
		last := line[len(line)-1].Position()
		want = append(want, &last)
		if g.Rules().Kind == engine.Go {
			komi = append(komi, f, strconv.FormatFloat(g.Rules().Komi, 'f', 1, 64))
		}
	}
	checkWithGNUGo(t, files, want)

	var cmds []string
	for i := 0; i < len(komi); i += 2 {
		cmds = append(cmds, "loadsgf "+komi[i], "get_komi")
	}
	answers := gnugo(t, cmds)
	for i := 0; i < len(komi); i += 2 {
		if answers[i+1] != komi[i+1] {
			t.Errorf("%s: GNU Go reads komi %s, we wrote %s", komi[i], answers[i+1], komi[i+1])
		}
	}
}

// gnugoReadsOtherwise lists the test files GNU Go 3.8 cannot read or reads otherwise than SGF FF[4] says, and why.
var gnugoReadsOtherwise = map[string]string{
	"ff4-occupied.sgf":       "GNU Go ignores a move on an occupied point (with a warning); FF[4] replaces the stone",
	"utf16-le-bom.sgf":       "GNU Go reads no UTF-16 (\"Empty file?\")",
	"utf16-be-bom.sgf":       "GNU Go reads no UTF-16 (\"Empty file?\")",
	"no-first-semicolon.sgf": "GNU Go needs the ';' of the first node (\"Empty file?\")",
}

// TestGNUGoAgreesOnTestdata loads every square test file in GNU Go and compares its position at the end of
// the main line with ours (files that clear points with AE on the main line excepted, see erases, and those of
// gnugoReadsOtherwise).
func TestGNUGoAgreesOnTestdata(t *testing.T) {
	all, _ := filepath.Glob("testdata/*.sgf")
	var files []string
	var want []*engine.Position
	for _, f := range all {
		if _, ok := gnugoReadsOtherwise[filepath.Base(f)]; ok {
			continue
		}
		g := readFile(t, filepath.Base(f))
		if p := g.Position(); p.Cols() == p.Rows() && !erases(g.Path()) {
			files = append(files, f)
			want = append(want, p)
		}
	}
	checkWithGNUGo(t, files, want)
}
