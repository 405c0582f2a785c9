package ai

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

const gnugoPath = "/usr/games/gnugo"

// gtpProc is a minimal GTP client for a GNU Go child process.
type gtpProc struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startGnuGo(t *testing.T) *gtpProc {
	t.Helper()
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skipf("GNU Go is not installed at %s: skipping the comparison with it", gnugoPath)
	}
	cmd := exec.Command(gnugoPath, "--mode", "gtp")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	g := &gtpProc{cmd: cmd, in: in, out: bufio.NewReader(out)}
	t.Cleanup(func() {
		fmt.Fprintln(g.in, "quit")
		g.in.Close()
		g.cmd.Wait()
	})
	return g
}

// send runs one command and returns its answer without the "= " and whether it succeeded.
func (g *gtpProc) send(t *testing.T, command string) (string, bool) {
	t.Helper()
	if _, err := fmt.Fprintln(g.in, command); err != nil {
		t.Fatal(err)
	}
	var lines []string
	for {
		line, err := g.out.ReadString('\n')
		if err != nil {
			t.Fatalf("GNU Go: %s: %v", command, err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if len(lines) > 0 {
				break
			}
			continue
		}
		lines = append(lines, line)
	}
	ans := strings.Join(lines, "\n")
	if strings.HasPrefix(ans, "?") {
		return strings.TrimSpace(ans[1:]), false
	}
	return strings.TrimSpace(strings.TrimPrefix(ans, "=")), true
}

// randomGame plays n random legal moves that do not fill the mover's own eyes from the empty board.
func randomGame(size, n int, rng *engine.Rand) (engine.Position, []engine.Move) {
	pos := engine.MustPosition(size, size, engine.GoRules(engine.Area, 7.5))
	var moves []engine.Move
	var buf []engine.Point
	for len(moves) < n {
		buf = pos.LegalMoves(buf[:0])
		var ok []engine.Point
		for _, m := range buf {
			if !pos.IsEye(m, pos.ToMove()) {
				ok = append(ok, m)
			}
		}
		if len(ok) == 0 {
			break
		}
		m := engine.Move{Color: pos.ToMove(), Point: ok[rng.Intn(len(ok))]}
		if _, err := pos.Play(m); err != nil {
			panic(err)
		}
		moves = append(moves, m)
	}
	return pos, moves
}

// gnugoCode reads a GNU Go reading answer "code [vertex]": 0 fails, 1 succeeds, 2 and 3 succeed through ko.
func gnugoCode(ans string) int {
	f := strings.Fields(ans)
	if len(f) == 0 {
		return -1
	}
	c, err := strconv.Atoi(f[0])
	if err != nil {
		return -1
	}
	return c
}

// TestReaderAgainstGnuGo compares Attack with GNU Go's attack and Ladder with its ladder_attack on chains
// with at most two liberties taken from random 9×9 games (ATARIGO_GNUGO_N chains, 60 by default),
// counting agreement where GNU Go answers without ko.
func TestReaderAgainstGnuGo(t *testing.T) {
	want := 60
	if s := os.Getenv("ATARIGO_GNUGO_N"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("ATARIGO_GNUGO_N=%q is not a positive number", s)
		}
		want = n
	}
	g := startGnuGo(t)
	const size = 9
	g.send(t, "boardsize "+strconv.Itoa(size))
	seed := uint64(20240611)
	if s := os.Getenv("ATARIGO_GNUGO_SEED"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("ATARIGO_GNUGO_SEED=%q is not a number", s)
		}
		seed = v
	}
	rng := engine.NewRand(seed)
	r := NewReader(0)
	var (
		chains, attackSame, attackAll, ladderSame, ladderAll, koSkipped int
		nodes                                                           int
		elapsed                                                         time.Duration
	)
	for chains < want {
		pos, moves := randomGame(size, 10+rng.Intn(60), rng)
		// The chains with one or two liberties, at most three per position, in a random order.
		var cands []engine.Point
		for _, pt := range pos.Points(nil) {
			if pos.At(pt).IsStone() && pos.ChainHead(pt) == pt && pos.Liberties(pt) <= 2 {
				cands = append(cands, pt)
			}
		}
		if len(cands) == 0 {
			continue
		}
		g.send(t, "clear_board")
		for _, m := range moves {
			if _, ok := g.send(t, fmt.Sprintf("play %s %s", m.Color.Name(), m.Point.GTP(size))); !ok {
				t.Fatalf("GNU Go refused %v", m)
			}
		}
		for k := 0; k < 3 && len(cands) > 0 && chains < want; k++ {
			i := rng.Intn(len(cands))
			pt := cands[i]
			cands = append(cands[:i], cands[i+1:]...)
			chains++
			v := pt.GTP(size)
			ans, _ := g.send(t, "attack "+v)
			code := gnugoCode(ans)
			start := time.Now()
			res, mv := r.Attack(&pos, pt)
			elapsed += time.Since(start)
			nodes += r.Nodes()
			if code == 2 || code == 3 {
				koSkipped++
			} else {
				attackAll++
				if (res == ReadCaptured) == (code == 1) && res != ReadUnknown {
					attackSame++
				} else {
					t.Logf("attack %s: reader %v %s (%d nodes), GNU Go %q, %s to move, ko %s\n%s%s", v, res, mv.GTP(size), r.Nodes(), ans, pos.ToMove().Name(), pos.Ko().GTP(size), pos.String(), gtpMoves(moves, size))
				}
			}
			if pos.Liberties(pt) != 2 {
				continue
			}
			ans, _ = g.send(t, "ladder_attack "+v)
			code = gnugoCode(ans)
			if code != 0 && code != 1 {
				continue
			}
			ladderAll++
			lres, lmv := r.Ladder(&pos, pt)
			if (lres == ReadCaptured) == (code == 1) && lres != ReadUnknown {
				ladderSame++
			} else {
				t.Logf("ladder %s: reader %v %s, GNU Go %q\n%s", v, lres, lmv.GTP(size), ans, pos.String())
			}
		}
	}
	pct := func(a, b int) float64 { return 100 * float64(a) / float64(max(b, 1)) }
	t.Logf("attack: %d/%d agree (%.1f%%), %d ko answers skipped; ladder_attack: %d/%d agree (%.1f%%); reader %d nodes, %v",
		attackSame, attackAll, pct(attackSame, attackAll), koSkipped, ladderSame, ladderAll, pct(ladderSame, ladderAll), nodes, elapsed)
	if pct(attackSame, attackAll) < 98 || pct(ladderSame, ladderAll) < 98 {
		t.Errorf("agreement with GNU Go below 98%%")
	}
}

func gtpMoves(moves []engine.Move, size int) string {
	var b strings.Builder
	for _, m := range moves {
		fmt.Fprintf(&b, "play %s %s\n", m.Color.Name(), m.Point.GTP(size))
	}
	return b.String()
}
