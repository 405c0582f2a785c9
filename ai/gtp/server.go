package gtp

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Config is how a Server starts: rules, player and budget (the atarigo-gtp flags) and optional helpers.
type Config struct {
	Rules    engine.Rules  // the rules of every new game (changed by atarigo-rules)
	Player   string        // the ai.ParsePlayer specification of the player genmove asks
	Seed     uint64        // seed of the player's random choices
	MoveTime time.Duration // thinking time per genmove; 0 means the level's budget or DefaultMoveTime
	Name     string        // answer to name ("" means "atarigo")
	Version  string        // answer to version
	Log      io.Writer     // where genmove reports player failures; nil discards them
	// MaxSolveTime caps the seconds atarigo-solve may be given (0: no cap).
	MaxSolveTime time.Duration
	// NoFiles makes loadsgf and printsgf refuse file names (printsgf without one still answers the record).
	NoFiles bool
	// Ticker, when set, makes the ticks of the analysis commands for an interval and returns the function that
	// stops them (tests give a fake clock); nil means a time.Ticker.
	Ticker func(interval time.Duration) (<-chan time.Time, func())
}

// DefaultMoveTime is the thinking time per move when neither the flag, the level nor time_settings gives one.
const DefaultMoveTime = 5 * time.Second

// step is one node of the current line: the root setup or a move, and the position after it.
type step struct {
	move   engine.Move // Color is Empty for a setup step
	setup  engine.Setup
	toPlay engine.Color
	pos    engine.Position
}

// Server is a GTP engine around an ai.Player: it keeps the board, answers commands and asks the player on genmove.
// It is not safe for concurrent use; Serve runs it on one connection.
type Server struct {
	cfg        Config
	rules      engine.Rules
	komi       float64
	cols, rows int
	steps      []step // steps[0] is the start (setup) position; the current position is the last one
	handicap   int
	info       engine.Info
	player     ai.Player
	playerSpec string
	seed       uint64
	clock      clock
	quit       bool
	tactics    *ai.Reader // made on first use
	solver     *ai.Solver // made on first use; keeps its table between calls
	analysis   *ai.MCTS   // the search of the analysis commands, made on first use and for each new seed
	// analysisSeed is the seed analysis was made with.
	analysisSeed uint64
}

// NewServer returns a server with an empty 19×19 board (9×9 for Atari Go) under cfg.
func NewServer(cfg Config) (*Server, error) {
	if cfg.Player == "" {
		cfg.Player = "random"
	}
	if cfg.Name == "" {
		cfg.Name = "atarigo"
	}
	if cfg.Version == "" {
		cfg.Version = "1"
	}
	s := &Server{cfg: cfg, rules: cfg.Rules, komi: engine.DefaultKomi, seed: cfg.Seed}
	if cfg.Rules.Kind == engine.Go {
		s.komi = cfg.Rules.Komi
	}
	if err := s.setPlayer(cfg.Player); err != nil {
		return nil, err
	}
	size := 19
	if cfg.Rules.Kind == engine.AtariGo {
		size = 9
	}
	if err := s.newBoard(size, size); err != nil {
		return nil, err
	}
	return s, nil
}

// setPlayer replaces the player genmove asks.
func (s *Server) setPlayer(spec string) error {
	p, err := ai.ParsePlayer(spec, s.seed)
	if err != nil {
		return err
	}
	s.player, s.playerSpec = p, spec
	return nil
}

// gameRules returns the rules with the komi set by the komi command.
func (s *Server) gameRules() engine.Rules {
	r := s.rules
	if r.Kind == engine.Go {
		r.Komi = s.komi
	}
	return r
}

// newBoard clears the board to an empty cols×rows board with Black to move.
func (s *Server) newBoard(cols, rows int) error {
	p, err := engine.NewPosition(cols, rows, s.gameRules())
	if err != nil {
		return err
	}
	s.cols, s.rows = cols, rows
	s.steps = []step{{pos: p}}
	s.handicap = 0
	s.info = engine.Info{}
	return nil
}

// Position returns a copy of the current position.
func (s *Server) Position() engine.Position { return s.steps[len(s.steps)-1].pos }

// pos returns the current position; callers must not change it.
func (s *Server) pos() *engine.Position { return &s.steps[len(s.steps)-1].pos }

// Quit reports whether the quit command was received.
func (s *Server) Quit() bool { return s.quit }

// Execute runs one command line and returns the full GTP response ("" for an empty or comment line).
func (s *Server) Execute(line string) string {
	cmd, ok := ParseCommand(line)
	if !ok {
		return ""
	}
	if streamers[cmd.Name] != nil {
		// Nothing can follow the command here: a stream stops at once.
		stop := make(chan struct{})
		close(stop)
		return s.runStream(cmd, &stream{id: cmd.ID, stop: stop})
	}
	text, err := s.Run(cmd)
	if err != nil {
		return Format(cmd.ID, false, oneLine(err.Error()))
	}
	return Format(cmd.ID, true, text)
}

// Run executes a parsed command and returns its response text or an error whose text is the GTP error message.
// A panic inside a command is turned into an error and the previous state is kept.
func (s *Server) Run(cmd Command) (text string, err error) {
	if cmd.Name == "" {
		return "", errors.New("missing command")
	}
	h, ok := commands[cmd.Name]
	if !ok {
		return "", errors.New("unknown command")
	}
	saved := s.snapshot()
	defer func() {
		if r := recover(); r != nil {
			s.restore(saved)
			text, err = "", fmt.Errorf("internal error: %v", r)
		}
	}()
	text, err = h(s, cmd.Args)
	if err != nil {
		s.restore(saved)
	}
	return text, err
}

// state is what a failed command puts back.
type state struct {
	rules      engine.Rules
	komi       float64
	cols, rows int
	steps      []step
	handicap   int
	info       engine.Info
	player     ai.Player
	playerSpec string
	clock      clock
}

func (s *Server) snapshot() state {
	return state{s.rules, s.komi, s.cols, s.rows, s.steps, s.handicap, s.info, s.player, s.playerSpec, s.clock}
}

func (s *Server) restore(st state) {
	s.rules, s.komi, s.cols, s.rows, s.steps = st.rules, st.komi, st.cols, st.rows, st.steps
	s.handicap, s.info, s.player, s.playerSpec, s.clock = st.handicap, st.info, st.player, st.playerSpec, st.clock
}

// input is one line read by Serve's reader: its text (the first MaxLine bytes), whether it was longer, and the
// read error that came with it or ended the input.
type input struct {
	line    string
	tooLong bool
	err     error
}

// Serve reads commands from r and writes responses to w until quit or the end of input.
// Lines longer than MaxLine are answered with an error and skipped; the state is kept. The input is read on
// its own goroutine, so that a streaming command (lz-analyze, kata-analyze) stops when the next line arrives;
// that line is then run as usual.
func (s *Server) Serve(r io.Reader, w io.Writer) error {
	lines := make(chan input)
	done := make(chan struct{})
	defer close(done)
	go func() {
		br := bufio.NewReaderSize(r, 4096)
		for {
			line, tooLong, err := readLine(br)
			select {
			case lines <- input{line, tooLong, err}:
			case <-done:
				return
			}
			if err != nil {
				return
			}
		}
	}()
	bw := bufio.NewWriter(w)
	var pending *input
	for !s.quit {
		var in input
		if pending != nil {
			in, pending = *pending, nil
		} else {
			in = <-lines
		}
		if in.err != nil && in.line == "" && !in.tooLong {
			if errors.Is(in.err, io.EOF) {
				return bw.Flush()
			}
			return in.err
		}
		var resp string
		switch cmd, ok := ParseCommand(in.line); {
		case in.tooLong:
			resp = Format(cmd.ID, false, fmt.Sprintf("line too long (more than %d bytes)", MaxLine))
		case ok && streamers[cmd.Name] != nil && in.err == nil:
			// A watcher takes the next line off the reader while the command streams, and stops it.
			stop, finished, next := make(chan struct{}), make(chan struct{}), make(chan *input, 1)
			go func() {
				select {
				case in := <-lines:
					close(stop)
					next <- &in
				case <-finished:
					next <- nil
				}
			}()
			out := &stream{id: cmd.ID, w: bw, stop: stop}
			resp = s.runStream(cmd, out)
			close(finished)
			pending = <-next
			if out.err != nil {
				return out.err
			}
		default:
			resp = s.Execute(in.line)
		}
		if resp != "" {
			if _, werr := bw.WriteString(resp); werr != nil {
				return werr
			}
			if werr := bw.Flush(); werr != nil {
				return werr
			}
		}
		if in.err != nil {
			if errors.Is(in.err, io.EOF) {
				return bw.Flush()
			}
			return in.err
		}
	}
	return bw.Flush()
}

// readLine reads one line without its end; a line over MaxLine is consumed whole, its first MaxLine bytes returned and tooLong set.
func readLine(br *bufio.Reader) (line string, tooLong bool, err error) {
	var b []byte
	n := 0
	for {
		chunk, isPrefix, rerr := br.ReadLine()
		n += len(chunk)
		if len(b) < MaxLine {
			b = append(b, chunk[:min(len(chunk), MaxLine-len(b))]...)
		}
		if rerr != nil || !isPrefix {
			return string(b), n > MaxLine, rerr
		}
	}
}

// oneLine makes an error message safe as a one-line GTP error.
func oneLine(msg string) string {
	msg = strings.Map(func(r rune) rune {
		if r < 32 || r == 127 {
			return ' '
		}
		return r
	}, msg)
	return strings.TrimSpace(msg)
}
