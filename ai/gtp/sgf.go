package gtp

import (
	"errors"
	"fmt"
	"os"
	"strconv"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

var errNoFiles = errors.New("file access is disabled")

// cmdLoadSGF is "loadsgf FILE [MOVE_NUMBER|VERTEX]": it reads the main line of the file's first game, up to but
// not including move MOVE_NUMBER (counted from 1) or the first move at VERTEX, takes the file's board size and
// rules, and answers the colour to move.
func cmdLoadSGF(s *Server, args []string) (string, error) {
	if len(args) < 1 || len(args) > 2 {
		return "", errors.New("loadsgf takes a file name and optionally a move number or vertex")
	}
	if s.cfg.NoFiles {
		return "", errNoFiles
	}
	// A FIFO or a device is not opened: opening a FIFO would wait for a writer for ever.
	if info, err := os.Stat(args[0]); err == nil && !info.Mode().IsRegular() {
		return "", fmt.Errorf("cannot open or parse '%s': not a regular file", args[0])
	}
	f, err := os.Open(args[0])
	if err != nil {
		return "", fmt.Errorf("cannot open or parse '%s': %w", args[0], err)
	}
	g, err := sgf.Load(f)
	f.Close()
	if err != nil {
		return "", fmt.Errorf("cannot open or parse '%s': %w", args[0], err)
	}
	root := g.Root()
	rp := root.Position()
	stopMove, stopAt := 0, engine.NoPoint
	if len(args) == 2 {
		if n, err := strconv.Atoi(args[1]); err == nil {
			if n < 1 {
				return "", errors.New("move number must be at least 1")
			}
			stopMove = n
		} else if stopAt, err = parseVertex(&rp, args[1]); err != nil {
			return "", err
		}
	}
	g.ToStart()
	steps := []step{{setup: root.Setup(), toPlay: root.ToPlay(), pos: rp}}
	moves := 0
	for g.Redo() { // along the main line with the cursor, which has each position at hand
		n := g.Current()
		if n.HasMove() {
			moves++
			if moves == stopMove || (stopAt != engine.NoPoint && n.Move().Point == stopAt) {
				// As GNU Go: the side of the move stopped at is to move.
				if c := n.Move().Color; c != steps[len(steps)-1].pos.ToMove() {
					p := steps[len(steps)-1].pos
					p.SetToMove(c)
					steps = append(steps, step{toPlay: c, pos: p})
				}
				break
			}
		}
		steps = append(steps, step{move: n.Move(), setup: n.Setup(), toPlay: n.ToPlay(), pos: *g.Position()})
	}
	rules := g.Rules()
	s.rules = rules
	if rules.Kind == engine.Go {
		s.komi = rules.Komi
	}
	s.cols, s.rows = rp.Cols(), rp.Rows()
	s.steps = steps
	s.handicap = g.Info.Handicap
	s.info = g.Info
	return ColorWord(s.pos().ToMove()), nil
}

// record builds the game record of the current line: the start position's setup, then every move or setup.
func (s *Server) record() (*engine.Game, error) {
	nodes := make([]*engine.Node, len(s.steps))
	for i, st := range s.steps {
		nodes[i] = engine.NewNode(engine.NodeData{Move: st.move, Setup: st.setup, ToPlay: st.toPlay})
		if i > 0 {
			_ = nodes[i-1].AddChild(nodes[i]) // a tree in no record yet: joining it cannot fail
		}
	}
	info := s.info
	info.Handicap = s.handicap
	if info.Application == "" {
		info.Application = sgf.Application
	}
	if p := s.pos(); p.Over() && p.Rules().Kind == engine.AtariGo {
		info.Result = p.Outcome().Winner.String() + "+C"
	}
	return engine.BuildGame(s.cols, s.rows, s.gameRules(), nodes[0], info)
}

// cmdPrintSGF is "printsgf [FILE]": the current line as an SGF file, written to FILE or given as the answer.
func cmdPrintSGF(s *Server, args []string) (string, error) {
	if len(args) > 1 {
		return "", errors.New("printsgf takes at most a file name")
	}
	g, err := s.record()
	if err != nil {
		return "", err
	}
	data, err := sgf.Marshal(g)
	if err != nil {
		return "", err
	}
	if len(args) == 1 {
		if s.cfg.NoFiles {
			return "", errNoFiles
		}
		if err := os.WriteFile(args[0], data, 0o644); err != nil {
			return "", fmt.Errorf("cannot write '%s': %w", args[0], err)
		}
		return "", nil
	}
	return string(data), nil
}
