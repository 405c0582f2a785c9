package gtp

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Errors of an Engine's moves, wrapped with the details.
var (
	// ErrResigned means the engine answered genmove with "resign".
	ErrResigned = errors.New("the engine resigned")
	// ErrBadMove means the engine answered genmove with something that is not a vertex of the board.
	ErrBadMove = errors.New("the engine answered a move that is not on the board")
	// ErrUnsupported means the position cannot be given to the engine (a rectangular board without
	// rectangular_boardsize, or stones without loadsgf).
	ErrUnsupported = errors.New("the engine cannot be given this position")
)

// StartTimeout bounds how long an engine may take to start and answer its first commands.
const StartTimeout = 30 * time.Second

// Engine is an ai.Player that asks an external GTP engine (any command line) for its moves. It keeps a copy of
// the board it gave the engine and sends only the opponent's new move when it can, or sets the position up
// again (boardsize or rectangular_boardsize, clear_board, komi, and the stones through loadsgf of a temporary
// file). The process is started on first use and again after it died or was killed for not answering in time.
type Engine struct {
	// MoveTime, when set, is announced to the engine as byo-yomi of one move (time_settings 0 T 1).
	MoveTime time.Duration

	mu       sync.Mutex
	cmdline  string
	client   *Client
	known    map[string]bool
	name     string
	mirror   engine.Position
	synced   bool
	seed     uint64
	reseed   bool
	timeSent bool
}

// NewEngine returns an Engine for the command line (see SplitCommandLine); nothing is started yet.
func NewEngine(cmdline string) (*Engine, error) {
	if _, err := SplitCommandLine(cmdline); err != nil {
		return nil, err
	}
	return &Engine{cmdline: cmdline}, nil
}

// Name returns the engine's GTP name and version once it has started, else its command line.
func (e *Engine) Name() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.name != "" {
		return e.name
	}
	return e.cmdline
}

// CommandLine returns the command line the engine is started with.
func (e *Engine) CommandLine() string { return e.cmdline }

// NewGame makes the next Move set the board up from scratch and, when the engine knows set_random_seed, send seed.
func (e *Engine) NewGame(seed uint64) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.synced, e.seed, e.reseed, e.timeSent = false, seed, true, false
}

// Close stops the engine's process.
func (e *Engine) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.client == nil {
		return nil
	}
	err := e.client.Close()
	e.client = nil
	return err
}

// Send sends one command to the engine (starting it when needed) and returns the answer's text.
func (e *Engine) Send(ctx context.Context, command string) (string, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.start(ctx); err != nil {
		return "", err
	}
	return e.client.Send(ctx, command)
}

// Knows reports whether the engine lists the command in list_commands (false before it started).
func (e *Engine) Knows(command string) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.known[command]
}

// start starts the process when there is none or the last one died; e.mu is held.
func (e *Engine) start(ctx context.Context) error {
	if e.client != nil && e.client.Alive() {
		return nil
	}
	if e.client != nil {
		_ = e.client.Close()
		e.client = nil
	}
	c, err := StartClient(e.cmdline)
	if err != nil {
		return err
	}
	sctx, cancel := context.WithTimeout(ctx, StartTimeout)
	defer cancel()
	list, err := c.Send(sctx, "list_commands")
	if err != nil {
		_ = c.Close()
		return err
	}
	e.known = map[string]bool{}
	for _, w := range strings.Fields(list) {
		e.known[w] = true
	}
	name, _ := c.Send(sctx, "name")
	version, _ := c.Send(sctx, "version")
	if name = strings.TrimSpace(name + " " + version); name != "" {
		e.name = name
	}
	e.client, e.synced, e.timeSent = c, false, false
	e.reseed = e.reseed || e.seed != 0
	return nil
}

// send sends a command on the running client; e.mu is held.
func (e *Engine) send(ctx context.Context, command string) (string, error) {
	resp, err := e.client.Send(ctx, command)
	if err != nil {
		e.synced = false
	}
	return resp, err
}

// Move gives the engine pos (as the opponent's last move when it follows the board the engine has) and asks
// genmove for the side to move. A resignation is ErrResigned; an answer off the board is ErrBadMove.
func (e *Engine) Move(ctx context.Context, pos *engine.Position, prog *ai.Progress) (engine.Point, ai.Info, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.start(ctx); err != nil {
		return engine.NoPoint, ai.Info{}, err
	}
	if err := e.sync(ctx, pos); err != nil {
		return engine.NoPoint, ai.Info{}, err
	}
	c := pos.ToMove()
	if e.MoveTime > 0 && e.known["time_settings"] {
		sec := max(1, int(math.Ceil(e.MoveTime.Seconds())))
		if !e.timeSent {
			if _, err := e.send(ctx, fmt.Sprintf("time_settings 0 %d 1", sec)); err != nil {
				return engine.NoPoint, ai.Info{}, err
			}
			e.timeSent = true
		}
		if e.known["time_left"] {
			if _, err := e.send(ctx, fmt.Sprintf("time_left %s %d 1", ColorWord(c), sec)); err != nil {
				return engine.NoPoint, ai.Info{}, err
			}
		}
	}
	resp, err := e.send(ctx, "genmove "+ColorWord(c))
	if err != nil {
		return engine.NoPoint, ai.Info{}, err
	}
	prog.AddNodes(1)
	word := strings.ToLower(strings.TrimSpace(resp))
	if word == "resign" {
		e.synced = false
		return engine.NoPoint, ai.Info{Comment: "resign"}, ErrResigned
	}
	pt, err := engine.ParseGTPPoint(word, pos.Cols(), pos.Rows())
	if err != nil {
		e.synced = false
		return engine.NoPoint, ai.Info{}, fmt.Errorf("%w: %q", ErrBadMove, resp)
	}
	next := e.mirror
	if _, err := next.Play(engine.Move{Color: c, Point: pt}); err == nil {
		e.mirror = next
	} else {
		e.synced = false
	}
	return pt, ai.Info{Nodes: 1}, nil
}

// SetPosition gives the engine pos as Move does (the opponent's last move when it follows the engine's board,
// else the whole position again) without asking for a move, so that questions about pos can follow (Send).
func (e *Engine) SetPosition(ctx context.Context, pos *engine.Position) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.start(ctx); err != nil {
		return err
	}
	return e.sync(ctx, pos)
}

// sync makes the engine's board equal to pos; e.mu is held.
func (e *Engine) sync(ctx context.Context, pos *engine.Position) error {
	if e.synced && sameBoard(&e.mirror, pos) {
		return nil
	}
	if e.synced && pos.MoveNumber() == e.mirror.MoveNumber()+1 && pos.Rules() == e.mirror.Rules() {
		m := engine.Move{Color: e.mirror.ToMove(), Point: pos.LastMove()}
		next := e.mirror
		if _, err := next.Play(m); err == nil && sameBoard(&next, pos) {
			if _, err := e.send(ctx, "play "+ColorWord(m.Color)+" "+vertexWord(m.Point, pos.Rows())); err != nil {
				return err
			}
			e.mirror = next
			return nil
		}
	}
	// The first move of a game from the empty board (the engine plays White) goes over as the empty board and
	// a play, so that an engine without loadsgf (Pachi) can play either colour.
	if start, ok := emptyStart(pos); ok {
		if err := e.setup(ctx, &start); err != nil {
			return err
		}
		return e.sync(ctx, pos)
	}
	return e.setup(ctx, pos)
}

// emptyStart returns the empty board pos was reached from by its only move, if it was.
func emptyStart(pos *engine.Position) (engine.Position, bool) {
	if pos.MoveNumber() != 1 || pos.LastMove() == engine.NoPoint {
		return engine.Position{}, false
	}
	start, err := engine.NewPosition(pos.Cols(), pos.Rows(), pos.Rules())
	if err != nil {
		return start, false
	}
	next := start
	if _, err := next.Play(engine.Move{Color: start.ToMove(), Point: pos.LastMove()}); err != nil || !sameBoard(&next, pos) {
		return start, false
	}
	return start, true
}

// sameBoard reports whether a and b have the same size, rules, stones, side to move, ko and captures.
func sameBoard(a, b *engine.Position) bool {
	return a.Cols() == b.Cols() && a.Rows() == b.Rows() && a.Rules() == b.Rules() && a.Key() == b.Key() &&
		a.Captures(engine.Black) == b.Captures(engine.Black) && a.Captures(engine.White) == b.Captures(engine.White)
}

// setup gives the engine pos from scratch; e.mu is held.
func (e *Engine) setup(ctx context.Context, pos *engine.Position) error {
	e.synced = false
	size := "boardsize " + strconv.Itoa(pos.Cols())
	if pos.Cols() != pos.Rows() {
		if !e.known["rectangular_boardsize"] {
			return fmt.Errorf("%w: GTP boards are square, this one is %d×%d and the engine has no rectangular_boardsize",
				ErrUnsupported, pos.Cols(), pos.Rows())
		}
		size = fmt.Sprintf("rectangular_boardsize %d %d", pos.Cols(), pos.Rows())
	}
	rules := pos.Rules()
	var cmds []string
	komi := 0.0
	if rules.Kind == engine.Go {
		komi = rules.Komi
	}
	cmds = append(cmds, size, "clear_board", "komi "+formatFloat(komi))
	if e.reseed && e.known["set_random_seed"] {
		cmds = append(cmds, "set_random_seed "+strconv.FormatUint(e.seed, 10))
	}
	for _, c := range cmds {
		if _, err := e.send(ctx, c); err != nil {
			return err
		}
	}
	e.reseed = false
	if pos.EmptyCount() < pos.Cols()*pos.Rows() || pos.ToMove() != engine.Black {
		if err := e.loadStones(ctx, pos); err != nil {
			return err
		}
	}
	if e.known["atarigo-rules"] { // after loadsgf, which takes the file's rules
		if _, err := e.send(ctx, "atarigo-rules "+rules.String()); err != nil {
			return err
		}
	}
	e.mirror, e.synced = *pos, true
	return nil
}

// loadStones gives the engine the stones and side to move of pos through loadsgf of a temporary file.
func (e *Engine) loadStones(ctx context.Context, pos *engine.Position) error {
	if !e.known["loadsgf"] {
		return fmt.Errorf("%w: it has no loadsgf to set up stones", ErrUnsupported)
	}
	f, err := os.CreateTemp("", "atarigo-setup-*.sgf")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	_, werr := f.WriteString(SetupSGF(pos))
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return werr
	}
	_, err = e.send(ctx, "loadsgf "+f.Name())
	return err
}

// SetupSGF returns a one-node SGF file with the stones of pos (AB, AW), its komi and its side to move (PL).
func SetupSGF(pos *engine.Position) string {
	var b strings.Builder
	fmt.Fprintf(&b, "(;GM[1]FF[4]SZ[%d]", pos.Cols())
	if pos.Cols() != pos.Rows() {
		b.Reset()
		fmt.Fprintf(&b, "(;GM[1]FF[4]SZ[%d:%d]", pos.Cols(), pos.Rows())
	}
	if r := pos.Rules(); r.Kind == engine.Go {
		fmt.Fprintf(&b, "KM[%s]", formatFloat(r.Komi))
	}
	for _, c := range []engine.Color{engine.Black, engine.White} {
		first := true
		for _, pt := range pos.Points(nil) {
			if pos.At(pt) != c {
				continue
			}
			if first {
				b.WriteString("A" + c.String())
				first = false
			}
			b.WriteString("[" + pt.SGF() + "]")
		}
	}
	fmt.Fprintf(&b, "PL[%s])\n", pos.ToMove())
	return b.String()
}
