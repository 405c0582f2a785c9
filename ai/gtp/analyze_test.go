package gtp

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// piped is a server run by Serve over pipes, with a fake clock for the analysis commands.
type piped struct {
	t     *testing.T
	in    *io.PipeWriter
	out   *bufio.Reader
	ticks chan time.Time
	done  chan error
}

// newPiped starts Serve on a server with cfg over pipes, its analysis ticks coming from the ticks channel.
func newPiped(t *testing.T, cfg Config) *piped {
	t.Helper()
	ss := &piped{t: t, ticks: make(chan time.Time), done: make(chan error, 1)}
	cfg.Ticker = func(time.Duration) (<-chan time.Time, func()) { return ss.ticks, func() {} }
	s, err := NewServer(cfg)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ss.in, ss.out = inW, bufio.NewReader(outR)
	go func() {
		err := s.Serve(inR, outW)
		outW.Close()
		ss.done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		if err := <-ss.done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return ss
}

// send writes one command line.
func (ss *piped) send(line string) {
	ss.t.Helper()
	if _, err := io.WriteString(ss.in, line+"\n"); err != nil {
		ss.t.Fatal(err)
	}
}

// readLine reads one line of output without its end.
func (ss *piped) readLine() string {
	ss.t.Helper()
	l, err := ss.out.ReadString('\n')
	if err != nil {
		ss.t.Fatalf("reading the output: %v (read %q)", err, l)
	}
	return strings.TrimSuffix(l, "\n")
}

// response reads a whole response: its lines up to the empty line that ends it.
func (ss *piped) response() []string {
	ss.t.Helper()
	var lines []string
	for {
		l := ss.readLine()
		if l == "" {
			return lines
		}
		lines = append(lines, l)
	}
}

// must sends a command and checks that it succeeds.
func (ss *piped) must(line string) []string {
	ss.t.Helper()
	ss.send(line)
	r := ss.response()
	if len(r) == 0 || r[0][0] != '=' {
		ss.t.Fatalf("%s: %q", line, r)
	}
	return r
}

// infoMove is one "info move …" part of an analysis line.
type infoMove struct {
	move     string
	visits   int
	winrate  float64
	prior    float64
	lcb      float64
	order    int
	pv       []string
	keys     []string
	rawValue map[string]string
}

// parseInfo splits an analysis line into its info parts and reads their fields; it fails the test on anything
// Leela Zero's or KataGo's readers would not take.
func parseInfo(t *testing.T, line string) []infoMove {
	t.Helper()
	if !strings.HasPrefix(line, "info ") {
		t.Fatalf("analysis line %q does not start with info", line)
	}
	var out []infoMove
	for _, part := range strings.Split(line, "info ")[1:] {
		w := strings.Fields(part)
		m := infoMove{rawValue: map[string]string{}}
		for i := 0; i < len(w); i++ {
			if w[i] == "pv" {
				m.pv = w[i+1:]
				break
			}
			if i+1 >= len(w) {
				t.Fatalf("key %q without value in %q", w[i], part)
			}
			m.keys = append(m.keys, w[i])
			m.rawValue[w[i]] = w[i+1]
			i++
		}
		var err error
		num := func(k string) float64 {
			v, e := strconv.ParseFloat(m.rawValue[k], 64)
			if e != nil && err == nil {
				err = e
			}
			return v
		}
		m.move = m.rawValue["move"]
		m.visits, m.winrate, m.prior, m.lcb = int(num("visits")), num("winrate"), num("prior"), num("lcb")
		m.order = int(num("order"))
		if err != nil || m.move == "" || len(m.pv) == 0 || m.pv[0] != m.move {
			t.Fatalf("bad info part %q: %+v (%v)", part, m, err)
		}
		out = append(out, m)
	}
	return out
}

// TestAnalysisStreams drives the analysis commands as Sabaki and Lizzie do: one line per tick of the interval,
// until the next command arrives, which ends the response with an empty line and is then answered itself.
func TestAnalysisStreams(t *testing.T) {
	tests := []struct {
		name    string
		setup   []string
		command string
		kata    bool
		max     int    // most info parts a line may have (0: any)
		first   string // the move that must come first, "" for any
		proven  bool   // the first move is proven: win rate 1
	}{
		{"lz go", []string{"boardsize 9", "play b e5"}, "lz-analyze 50", false, 0, "", false},
		{"lz colour", []string{"boardsize 9"}, "lz-analyze w 10", false, 0, "", false},
		{"lz keyword", []string{"boardsize 7"}, "lz-analyze b interval 10 maxmoves 2", false, 2, "", false},
		{"kata go", []string{"boardsize 9"}, "kata-analyze B 25", true, 0, "", false},
		{"kata maxmoves", []string{"boardsize 9"}, "kata-analyze interval 25 maxmoves 1", true, 1, "", false},
		{"kata ownership", []string{"boardsize 5"}, "kata-analyze 25 ownership true", true, 0, "", false},
		{"kata ownership atari go", []string{"atarigo-rules capture:1", "boardsize 5", "play b a5"}, "kata-analyze 25 ownership true", true, 0, "B5", true},
		{"lz atari go proof", []string{"atarigo-rules capture:1", "boardsize 5", "play b a5"}, "lz-analyze w 10", false, 0, "B5", true},
		{"kata atari go proof", []string{"atarigo-rules capture:1", "boardsize 5", "play b a5"}, "kata-analyze 10", true, 0, "B5", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ss := newPiped(t, Config{Rules: engine.GoRules(engine.Territory, 6.5), Player: "random", Seed: 3})
			for _, c := range tt.setup {
				ss.must(c)
			}
			ss.send("12 " + tt.command)
			if head := ss.readLine(); head != "=12" {
				t.Fatalf("first line %q, want =12", head)
			}
			for i := 0; i < 3; i++ {
				ss.ticks <- time.Time{}
				line := ss.readLine()
				moves := parseInfo(t, line)
				if tt.max > 0 && len(moves) > tt.max {
					t.Errorf("%d moves in %q, at most %d wanted", len(moves), line, tt.max)
				}
				for j, m := range moves {
					if m.order != j || m.visits < 1 {
						t.Errorf("move %d: %+v", j, m)
					}
					limit := 10000.0
					if tt.kata {
						limit = 1
						if !strings.Contains(m.rawValue["winrate"], ".") {
							t.Errorf("kata win rate %q is not a fraction", m.rawValue["winrate"])
						}
					} else if strings.Contains(m.rawValue["winrate"], ".") || strings.Contains(m.rawValue["prior"], ".") {
						t.Errorf("Leela Zero's win rate and prior are integers: %+v", m.rawValue)
					}
					if m.winrate < 0 || m.winrate > limit || m.prior < 0 || m.prior > limit || m.lcb > m.winrate {
						t.Errorf("move %d: %+v out of 0…%v", j, m, limit)
					}
				}
				if tt.first != "" && (moves[0].move != tt.first || (tt.proven && moves[0].winrate != map[bool]float64{false: 10000, true: 1}[tt.kata])) {
					t.Errorf("first move %+v, want %s proven", moves[0], tt.first)
				}
				if strings.Contains(tt.command, "ownership true") {
					own := strings.Fields(line[strings.Index(line, " ownership ")+len(" ownership "):])
					if len(own) != 25 {
						t.Errorf("ownership has %d values, want 25: %q", len(own), line)
					}
				}
			}
			ss.send("13 name")
			if end := ss.readLine(); end != "" {
				t.Fatalf("after the next command the analysis wrote %q, want the empty line", end)
			}
			if r := ss.response(); len(r) != 1 || r[0] != "=13 atarigo" {
				t.Errorf("the command after the analysis was answered %q", r)
			}
		})
	}
}

// TestAnalysisErrors checks the answers to analysis commands that cannot start: ordinary GTP errors.
func TestAnalysisErrors(t *testing.T) {
	tests := []struct{ rules, line, want string }{
		{"japanese", "lz-analyze foo", "unknown analysis argument"},
		{"japanese", "lz-analyze 10 maxmoves", "unknown analysis argument"},
		{"japanese", "kata-analyze 10 interval -5", "unknown analysis argument"},
		{"japanese", "lz-analyze 10 ownership true", "unknown analysis argument"}, // Leela Zero has no ownership
	}
	for _, tt := range tests {
		s := newTestServer(t, tt.rules)
		msg, ok := answer(t, s, tt.line)
		if ok || !strings.Contains(msg, tt.want) {
			t.Errorf("%s: %v %q, want an error saying %q", tt.line, ok, msg, tt.want)
		}
	}
	// Atari Go after the capture: the game is over.
	s := newTestServer(t, "capture:1")
	loadDiagram(t, s, `
		. X O .
		X O X .
		. . . .
		. . . .`, "capture:1", engine.Black)
	must(t, s, "play b b2")
	if msg, ok := answer(t, s, "lz-analyze 10"); ok || !strings.Contains(msg, "game is over") {
		t.Errorf("lz-analyze after the capture: %v %q", ok, msg)
	}
}

// TestGenmoveAnalyze checks that the genmove forms end with "play V" and play that move.
func TestGenmoveAnalyze(t *testing.T) {
	tests := []struct {
		name, rules string
		setup       []string
		command     string
		want        string // the move that must be played, "" for any legal one
	}{
		{"lz go", "japanese", []string{"boardsize 9"}, "lz-genmove_analyze b 10", ""},
		{"kata go", "japanese", []string{"boardsize 9", "play b e5"}, "kata-genmove_analyze w 10", ""},
		{"lz atari go win", "capture:1", []string{"boardsize 5", "play b a5"}, "lz-genmove_analyze w 10", "B5"},
	}
	for _, tt := range tests {
		r, _ := engine.ParseRules(tt.rules)
		ss := newPiped(t, Config{Rules: r, Player: "random", Seed: 3, MoveTime: 100 * time.Millisecond})
		for _, c := range tt.setup {
			ss.must(c)
		}
		ss.send(tt.command)
		lines := ss.response()
		if len(lines) < 2 || lines[0] != "=" || !strings.HasPrefix(lines[len(lines)-1], "play ") {
			t.Errorf("%s: response %q, want =, info lines and play", tt.name, lines)
			continue
		}
		for _, l := range lines[1 : len(lines)-1] {
			parseInfo(t, l)
		}
		move := strings.TrimPrefix(lines[len(lines)-1], "play ")
		if tt.want != "" && move != tt.want {
			t.Errorf("%s: played %s, want %s", tt.name, move, tt.want)
		}
		colour := strings.Fields(tt.command)[1]
		stones := ss.must("list_stones " + colour)
		if !strings.Contains(stones[0], strings.ToUpper(move)) {
			t.Errorf("%s: played %s but list_stones %s says %q", tt.name, move, colour, stones)
		}
	}
}

// TestStreamFraming checks the framing of streaming responses when the input is read ahead: the next line stops
// the analysis and is answered after the empty line that ends it, and the end of the input stops it too.
func TestStreamFraming(t *testing.T) {
	never := func(time.Duration) (<-chan time.Time, func()) { return nil, func() {} } // no report: framing only
	tests := []struct{ in, want string }{
		{"1 lz-analyze 10\n2 name\n", "=1\n\n=2 atarigo\n\n"},
		{"lz-analyze 10\n", "=\n\n"},
		{"kata-analyze b 5\nquit\nname\n", "=\n\n= \n\n"},
		{"7 lz-analyze foo\n8 known_command kata-analyze\n", "?7 unknown analysis argument: \"foo\"\n\n=8 true\n\n"},
		{"lz-analyze 10\n" + strings.Repeat("x", MaxLine+10) + "\nname\n", "=\n\n? line too long (more than 65536 bytes)\n\n= atarigo\n\n"},
	}
	for _, tt := range tests {
		s, err := NewServer(Config{Rules: engine.GoRules(engine.Territory, 6.5), Player: "random", Seed: 1, Ticker: never})
		if err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		if err := s.Serve(strings.NewReader(tt.in), &out); err != nil {
			t.Fatal(err)
		}
		if out.String() != tt.want {
			t.Errorf("%.40q: output %q, want %q", tt.in, out.String(), tt.want)
		}
	}
	s := newTestServer(t, "japanese")
	if got := s.Execute("3 lz-analyze 10"); got != "=3\n\n" {
		t.Errorf("Execute of lz-analyze = %q, want an analysis stopped at once", got)
	}
}
