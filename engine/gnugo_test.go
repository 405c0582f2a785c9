package engine

import (
	"bufio"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

const gnugoPath = "/usr/games/gnugo"

// gnugo is a minimal GTP connection to GNU Go for conformance tests.
type gnugo struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startGNUGo(t *testing.T) *gnugo {
	t.Helper()
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skipf("GNU Go not installed at %s (apt-get install gnugo): skipping the conformance test", gnugoPath)
	}
	cmd := exec.Command(gnugoPath, "--mode", "gtp", "--level", "0")
	in, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatalf("start GNU Go: %v", err)
	}
	g := &gnugo{cmd: cmd, in: in, out: bufio.NewReader(out)}
	t.Cleanup(func() {
		g.send("quit")
		_ = cmd.Wait()
	})
	return g
}

// send runs one GTP command and returns the answer without "= ", or an error for "? " answers.
func (g *gnugo) send(format string, args ...any) (string, error) {
	if _, err := fmt.Fprintf(g.in, format+"\n", args...); err != nil {
		return "", err
	}
	var lines []string
	for {
		line, err := g.out.ReadString('\n')
		if err != nil {
			return "", err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			break
		}
		lines = append(lines, line)
	}
	ans := strings.Join(lines, "\n")
	if strings.HasPrefix(ans, "?") {
		return "", fmt.Errorf("gnugo: %s", strings.TrimSpace(ans[1:]))
	}
	return strings.TrimSpace(strings.TrimPrefix(ans, "=")), nil
}

func (g *gnugo) must(t *testing.T, format string, args ...any) string {
	t.Helper()
	ans, err := g.send(format, args...)
	if err != nil {
		t.Fatalf("%s: %v", fmt.Sprintf(format, args...), err)
	}
	return ans
}

// stonesGTP lists colour c's stones in GTP notation, sorted, as GNU Go's list_stones does (sorted here).
func stonesGTP(p *Position, c Color) string {
	var out []string
	for _, pt := range p.Points(nil) {
		if p.At(pt) == c {
			out = append(out, pt.GTP(p.Rows()))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func sortedFields(s string) string {
	f := strings.Fields(strings.ToUpper(s))
	sort.Strings(f)
	return strings.Join(f, " ")
}

// TestGNUGoConformance plays random games in the engine and in GNU Go and compares, after every move,
// the stones, the capture counts and the legality of tried moves (simple ko, no suicide in both).
func TestGNUGoConformance(t *testing.T) {
	g := startGNUGo(t)
	games := 100
	if testing.Short() {
		games = 6
	}
	rng := rand.New(rand.NewSource(11))
	sizes := []int{5, 7, 9, 13}
	checked := 0
	for game := 0; game < games; game++ {
		size := sizes[game%len(sizes)]
		g.must(t, "boardsize %d", size)
		g.must(t, "clear_board")
		pos := MustPosition(size, size, GoRules(Area, 7.5))
		for m := 0; m < 2*size*size; m++ {
			// Ask both engines about a few points, always including the ko point.
			tries := []Point{pos.Ko()}
			for i := 0; i < 4; i++ {
				tries = append(tries, Pt(rng.Intn(size), rng.Intn(size)))
			}
			color := strings.ToLower(pos.ToMove().Name())
			for _, pt := range tries {
				if pt == NoPoint {
					continue
				}
				ans := g.must(t, "is_legal %s %s", color, pt.GTP(size))
				ours := pos.IsLegal(Move{pos.ToMove(), pt}) == nil
				if (ans == "1") != ours {
					t.Fatalf("game %d move %d: %s %s legal: GNU Go %s, engine %v\n%s", game, m, color, pt.GTP(size), ans, ours, pos.String())
				}
				checked++
			}
			var rngE Rand
			rngE.Seed(uint64(rng.Int63()))
			next := pos
			pt := next.lightMove(&rngE)
			if pt == Pass {
				break
			}
			if _, err := pos.Play(Move{pos.ToMove(), pt}); err != nil {
				t.Fatal(err)
			}
			g.must(t, "play %s %s", color, pt.GTP(size))
			for _, c := range []Color{Black, White} {
				name := strings.ToLower(c.Name())
				if got, want := sortedFields(g.must(t, "list_stones %s", name)), stonesGTP(&pos, c); got != want {
					t.Fatalf("game %d move %d: %s stones differ\nGNU Go: %s\nengine: %s", game, m, name, got, want)
				}
				if got, want := g.must(t, "captures %s", name), fmt.Sprint(pos.Captures(c)); got != want {
					t.Fatalf("game %d move %d: %s captures GNU Go %s, engine %s", game, m, name, got, want)
				}
			}
		}
	}
	t.Logf("%d games, %d legality answers agree with GNU Go", games, checked)
}

// TestGNUGoUnconditionalStatus compares Benson's unconditionally alive stones with GNU Go's
// unconditional_status on finished and unfinished random light playouts. Every stone Benson finds alive
// must be alive for GNU Go; GNU Go's notion is wider (the defender may capture attacking stones in atari),
// so stones alive only for GNU Go are counted, not failed.
func TestGNUGoUnconditionalStatus(t *testing.T) {
	g := startGNUGo(t)
	positions := 200
	if testing.Short() {
		positions = 10
	}
	rng := NewRand(5)
	agree, total, aliveSeen, gnugoOnly := 0, 0, 0, 0
	for i := 0; i < positions; i++ {
		size := []int{5, 7, 9}[i%3]
		pos := MustPosition(size, size, GoRules(Area, 7.5))
		g.must(t, "boardsize %d", size)
		g.must(t, "clear_board")
		stop := 1000 // half the positions are finished games, half are cut off while still open
		if i%2 == 1 {
			stop = size*size + rng.Intn(size*size)
		}
		for pos.Passes() < 2 && pos.MoveNumber() < stop {
			pt := pos.lightMove(rng)
			color := strings.ToLower(pos.ToMove().Name())
			if pt == Pass {
				pos.PlayPass()
				continue
			}
			pos.PlayFast(pt)
			g.must(t, "play %s %s", color, pt.GTP(size))
		}
		aliveB, _ := pos.UnconditionalLife(Black)
		aliveW, _ := pos.UnconditionalLife(White)
		for _, pt := range pos.Points(nil) {
			if !pos.At(pt).IsStone() {
				continue
			}
			ours := aliveB.Has(pt) || aliveW.Has(pt)
			ans := g.must(t, "unconditional_status %s", pt.GTP(size))
			total++
			if ours {
				aliveSeen++
			}
			switch {
			case (ans == "alive") == ours:
				agree++
			case ours:
				t.Errorf("position %d, %s: Benson says alive, GNU Go says %s\n%s", i, pt.GTP(size), ans, pos.String())
			default:
				// GNU Go lets the defender capture attacking stones in atari, so it may find more alive.
				gnugoOnly++
			}
		}
	}
	t.Logf("%d of %d stones agree with GNU Go's unconditional_status (%d alive by Benson; %d alive only for GNU Go)", agree, total, aliveSeen, gnugoOnly)
}
