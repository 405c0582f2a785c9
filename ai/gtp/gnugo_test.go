package gtp

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// startGNUGo starts GNU Go in GTP mode or skips the test when it is not installed.
func startGNUGo(t *testing.T) *Client {
	t.Helper()
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skipf("GNU Go is not installed at %s (apt-get install gnugo): skipping the comparison with it", gnugoPath)
	}
	c, err := StartClient(gnugoPath + " --mode gtp")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// pair sends the same commands to our server and to GNU Go and compares the answers.
type pair struct {
	t   *testing.T
	s   *Server
	gg  *Client
	log []string // commands sent so far, for failure messages
}

// both sends line to both engines and returns both answers with their success.
func (p *pair) both(line string) (ours, theirs string, okOurs, okTheirs bool) {
	p.t.Helper()
	p.log = append(p.log, line)
	ours, okOurs = answer(p.t, p.s, line)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	theirs, err := p.gg.Send(ctx, line)
	okTheirs = err == nil
	if err != nil {
		theirs = err.Error()
	}
	return ours, theirs, okOurs, okTheirs
}

// same sends line to both engines and fails when the answers differ; of errors only the failure is compared
// (our messages say more than GNU Go's).
func (p *pair) same(line string) string {
	p.t.Helper()
	return p.compare(line, func(ours, theirs string) bool { return ours == theirs })
}

// sameCode is same for the tactical commands: the result codes must agree, the moves may differ (several
// moves often work), but ours must be a legal move of the right side.
func (p *pair) sameCode(line string) string {
	p.t.Helper()
	return p.compare(line, func(ours, theirs string) bool {
		o, t := strings.Fields(ours), strings.Fields(theirs)
		return len(o) == len(t) && len(o) > 0 && o[0] == t[0]
	})
}

func (p *pair) compare(line string, equal func(ours, theirs string) bool) string {
	p.t.Helper()
	ours, theirs, okO, okT := p.both(line)
	if okO != okT || (okO && !equal(ours, theirs)) {
		p.t.Fatalf("%q: we answer %v %q, GNU Go %v %q\nafter: %s\nour board:\n%s", line, okO, ours, okT, theirs,
			strings.Join(lastOf(p.log, 12), "; "), Diagram(p.s.pos()))
	}
	return ours
}

func lastOf(s []string, n int) []string { return s[max(0, len(s)-n):] }

// compareBoards checks the stones and capture counts of both engines.
func (p *pair) compareBoards() {
	p.t.Helper()
	for _, c := range []string{"black", "white"} {
		p.same("list_stones " + c)
		p.same("captures " + c)
	}
}

// TestAgainstGNUGo plays random games, sending every move to our server and to GNU Go, and compares legality
// (all_legal and is_legal of both colours at random points), stones and captures after every move, undo, and
// the printsgf → loadsgf round trip in both directions at the end of each game.
func TestAgainstGNUGo(t *testing.T) {
	gg := startGNUGo(t)
	games := 15
	if testing.Short() {
		games = 5
	}
	sizes := []int{9, 5, 7, 9, 13, 19}
	dir := t.TempDir()
	for g := 0; g < games; g++ {
		size := sizes[g%len(sizes)]
		t.Run(fmt.Sprintf("game%d-%dx%d", g, size, size), func(t *testing.T) {
			p := &pair{t: t, s: newTestServer(t, "japanese"), gg: gg}
			p.same(fmt.Sprintf("boardsize %d", size))
			p.same("clear_board")
			p.same("komi 6.5")
			rng := engine.NewRand(uint64(1000 + g))
			passes := 0 // in a row; two end nothing in GTP, so the game goes on after them
		moves:
			for move := 0; move < 3*size*size; move++ {
				pos := p.s.pos()
				color := ColorWord(pos.ToMove())
				legal := p.same("all_legal " + color)
				for k := 0; k < 3; k++ {
					pt := engine.Pt(rng.Intn(size), rng.Intn(size))
					p.same("is_legal black " + pt.GTP(size))
					p.same("is_legal white " + pt.GTP(size))
				}
				if move > 0 && rng.Intn(20) == 0 {
					p.same("undo")
					p.compareBoards()
					passes = 0
					continue
				}
				words := strings.Fields(legal)
				var vertex string
				switch {
				case len(words) == 0 && passes >= 2:
					break moves
				case len(words) == 0 || rng.Intn(30) == 0 || move == size*size/2 || (move == size*size/2+1 && passes == 1):
					// Halfway through, both pass, and the game goes on as after a dispute on KGS.
					vertex = "pass"
					passes++
				default:
					vertex, passes = words[rng.Intn(len(words))], 0
				}
				p.same("play " + color + " " + vertex)
				p.compareBoards()
			}
			p.compare("showboard", func(ours, theirs string) bool { return strings.TrimSpace(ours) == theirs })
			t.Logf("%d commands answered alike", len(p.log))
			// Our record into GNU Go: the same stones, captures and side to move.
			ours := filepath.Join(dir, fmt.Sprintf("ours-%d.sgf", g))
			must(t, p.s, "printsgf "+ours)
			toMove := ColorWord(p.s.pos().ToMove())
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			if got, err := gg.Send(ctx, "loadsgf "+ours); err != nil || got != toMove {
				t.Fatalf("GNU Go loadsgf of our record: %q %v, want %q", got, err, toMove)
			}
			p.compareBoards()
			// GNU Go's record into ours: the same stones and side to move.
			theirs := filepath.Join(dir, fmt.Sprintf("theirs-%d.sgf", g))
			if _, err := gg.Send(ctx, "printsgf "+theirs); err != nil {
				t.Fatal(err)
			}
			if got := must(t, p.s, "loadsgf "+theirs); got != toMove {
				t.Errorf("our loadsgf of GNU Go's record answers %q, want %q", got, toMove)
			}
			for _, c := range []string{"black", "white"} {
				p.same("list_stones " + c)
			}
			p.same("all_legal " + toMove)
		})
	}
}

// TestFixedHandicapAsGNUGo compares the fixed handicap points on every board size GNU Go takes.
func TestFixedHandicapAsGNUGo(t *testing.T) {
	gg := startGNUGo(t)
	p := &pair{t: t, s: newTestServer(t, "japanese"), gg: gg}
	for size := 2; size <= 19; size++ {
		for n := 1; n <= 10; n++ {
			p.same(fmt.Sprintf("boardsize %d", size))
			p.same(fmt.Sprintf("fixed_handicap %d", n))
			p.compareBoards()
		}
	}
}

// TestTacticsAsGNUGo compares attack, defend and ladder_attack with GNU Go on positions where the reading is
// clear-cut (ladders, nets, chains in atari and a ko, with its codes 2 and 3).
func TestTacticsAsGNUGo(t *testing.T) {
	gg := startGNUGo(t)
	p := &pair{t: t, s: newTestServer(t, "japanese"), gg: gg}
	script := []string{
		"boardsize 9", "clear_board",
		// A ladder that works: white E5 after black D5, E6, F5 … with two liberties.
		"play black d5", "play white e5", "play black e6", "play black f4",
		"play white a1", "play white b1", "play black a2", "play black c1", "play black b2",
	}
	for _, line := range script {
		p.same(line)
	}
	p.sameCode("ladder_attack e5")
	p.sameCode("attack e5")
	p.sameCode("defend e5")
	p.sameCode("attack a1") // in atari: captured at once
	p.sameCode("defend a1")
	p.sameCode("ladder_attack a1") // one liberty: an error from both
	p.sameCode("attack c5")        // empty: an error from both
	p.sameCode("attack z9")        // off the board: an error from both
	// A ko: white B2 is taken by a ko Black takes first (code 2); after the capture White needs a ko
	// threat to take back (code 3), and each side saves its stone outright (code 1).
	for _, line := range []string{"clear_board", "play black b3", "play black a2", "play black b1",
		"play white b2", "play white c3", "play white c1", "play white d2"} {
		p.same(line)
	}
	p.sameCode("attack b2")
	p.sameCode("defend b2")
	p.same("play black c2")
	p.sameCode("attack c2")
	p.sameCode("defend c2")
}

// TestOwlAsGNUGo compares owl_attack and owl_defend with GNU Go on groups whose fate is plain: a corner group
// with a three-point eye space (killed and saved at its vital point), the same group with two eyes, and a group
// with one eye whose second is a ko the attacker has already won.
func TestOwlAsGNUGo(t *testing.T) {
	gg := startGNUGo(t)
	p := &pair{t: t, s: newTestServer(t, "chinese"), gg: gg}
	for _, line := range []string{"boardsize 9", "clear_board",
		"play black a2", "play black b2", "play black c2", "play black d2", "play black d1",
		"play white a3", "play white b3", "play white c3", "play white d3", "play white e3", "play white e2", "play white e1"} {
		p.same(line)
	}
	p.same("owl_attack a2")
	p.same("owl_defend a2")
	p.same("play black b1")
	p.sameCode("owl_attack a2")
	p.sameCode("owl_attack e2")
	p.sameCode("owl_attack c5") // empty: an error from both
	for _, line := range []string{"clear_board",
		"play black d9", "play black d8", "play black d7", "play black e7", "play black f7", "play black g7",
		"play black h7", "play black j7", "play black j8",
		"play white e9", "play white g9", "play white j9", "play white e8", "play white f8", "play white g8", "play white h8",
		"play black h9"} {
		p.same(line)
	}
	p.same("owl_attack e8")
	p.same("owl_defend e8")
}

// TestCleanupAndCPUTimeAsGNUGo compares the commands GNU Go shares with the controllers' extensions: cputime
// answers seconds with three decimals in both, and after two passes kgs-genmove_cleanup of both engines captures
// the opponent's dead stone before passing (the moves may differ), the game going on as on KGS.
func TestCleanupAndCPUTimeAsGNUGo(t *testing.T) {
	gg := startGNUGo(t)
	p := &pair{t: t, s: newTestServer(t, "japanese"), gg: gg}
	p.compare("cputime", func(ours, theirs string) bool {
		return len(ours)-strings.Index(ours, ".") == 4 && len(theirs)-strings.Index(theirs, ".") == 4
	})
	file := filepath.Join(t.TempDir(), "cleanup.sgf")
	pos, err := engine.ParseDiagram(`
		. . . X O . .
		. O . X O . .
		. . . X O . .
		. . . X O . .
		. . . X O . .
		. . . X O . .
		. . . X O . .`, engine.GoRules(engine.Territory, 0))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(SetupSGF(&pos)), 0o644); err != nil {
		t.Fatal(err)
	}
	p.same("loadsgf " + file)
	p.same("komi 0")
	p.same("play white pass")
	p.same("play black pass")
	for i := 0; ; i++ {
		stones := p.same("list_stones white")
		if !strings.Contains(stones, "B6") {
			break
		}
		if i == 10 {
			t.Fatalf("B6 still stands after 10 cleanup moves of each engine")
		}
		ours, theirs, okO, okT := p.both("kgs-genmove_cleanup black")
		if !okO || !okT || strings.EqualFold(ours, "pass") || strings.EqualFold(theirs, "pass") {
			t.Fatalf("kgs-genmove_cleanup with B6 dead: we answer %v %q, GNU Go %v %q", okO, ours, okT, theirs)
		}
		// Each engine's move is played in the other too, so that both keep one board.
		p.both("undo")
		p.same("play black " + ours)
		p.same("play white pass")
	}
}
