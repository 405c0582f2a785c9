// Command atarigo-solve proves who wins a first-capture Atari Go position on a board of at most 64 points
// with perfect play, splitting the proof over several workers and writing its state to a file after every
// step, so that a long proof (the empty 6×6 board) can be stopped and resumed.
//
// Usage:
//
//	atarigo-solve [-size N|COLSxROWS] [-start empty|crosscut|stable] [-depth D] [-workers W] [-bits B]
//	              [-budget N] [-state FILE] [-verify [-sgf FILE]] [-status]
//
// The tree of the first D plies is built (one move of each class of symmetric moves, safe moves only) and
// its leaves are settled by the exact solver, each worker with a table of 2^B entries of 16 bytes; the next
// leaf is the most proving one of a proof-number search over the tree, in which a leaf costs more the more
// nodes it has had, and a leaf's turn gets N nodes the first time, then as many as all its turns before. A
// line is printed after every leaf's turn. With -verify the leaves the result rests on are solved again from scratch, with no
// node limit, and compared with the state file (-sgf writes them as a game record with a perfect line
// from each); -status prints the state file's progress by first move.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// maxPoints is the most points of a board the solver proves; maxState the largest state file it reads (the state
// of a proof split at depth 6 holds a line a leaf, some tens of MiB).
const (
	maxPoints = 64
	maxState  = 1 << 30
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run parses the arguments, runs or verifies the proof and prints it; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("atarigo-solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.String("size", "6", "board size: N or COLSxROWS (at most 64 points)")
	startFlag := fs.String("start", "empty", "start position: empty, crosscut or stable")
	depth := fs.Int("depth", 2, "plies of the tree split among the workers")
	workers := fs.Int("workers", 2, "solvers working at the same time (one core each)")
	tableBits := fs.Int("bits", 26, "log2 of each worker's table entries (16 bytes each)")
	budget := fs.Int64("budget", 1_000_000, "nodes of a leaf's first turn (a later turn gets as many as all before it)")
	statePath := fs.String("state", "", "state file (default out/proof/SIZE-START-dDEPTH.state)")
	verify := fs.Bool("verify", false, "solve again the leaves the result rests on and compare them with the state file")
	status := fs.Bool("status", false, "print the state file's progress by first move and stop")
	sgfPath := fs.String("sgf", "", "with -verify: write the verified proof as an SGF file, a variation for each leaf with its perfect line")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "atarigo-solve:", err)
		return 2
	}
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected arguments %q", fs.Args()))
	}
	cols, rows, err := flagcheck.Size("size", *size)
	if err != nil {
		return fail(err)
	}
	if cols*rows > maxPoints {
		return fail(flagcheck.Refuse("size", *size, fmt.Sprintf("want a board of at most %d points", maxPoints)))
	}
	start, err := flagcheck.Start("start", *startFlag)
	if err != nil {
		return fail(err)
	}
	for _, err := range []error{
		flagcheck.Range("depth", int64(*depth), 0, 6),
		flagcheck.Range("bits", int64(*tableBits), 10, 32),
		flagcheck.AtLeast("workers", int64(*workers), 1),
		flagcheck.AtLeast("budget", *budget, 1),
	} {
		if err != nil {
			return fail(err)
		}
	}
	pos, err := engine.NewStart(cols, rows, engine.AtariRules(1), start, engine.Black)
	if err != nil {
		return fail(err)
	}
	pf, err := ai.NewProof(&pos, *depth, *budget)
	if err != nil {
		return fail(err)
	}
	if *statePath == "" {
		*statePath = filepath.Join("out", "proof", fmt.Sprintf("%dx%d-%s-d%d.state", cols, rows, start, *depth))
	}
	if err := flagcheck.Writable("state", *statePath); err != nil {
		return fail(err)
	}
	if *sgfPath != "" {
		if err := flagcheck.Writable("sgf", *sgfPath); err != nil {
			return fail(err)
		}
	}
	if f, err := flagcheck.Open("state", *statePath, maxState); err == nil {
		err = pf.ReadState(f)
		f.Close()
		if err != nil {
			return fail(fmt.Errorf("%s: %w", *statePath, err))
		}
		fmt.Fprintf(stdout, "resumed %s: %d turns, %d of %d leaves settled, %d nodes so far\n", *statePath, pf.Turns,
			pf.Settled(), len(pf.Leaves), pf.TotalNodes())
	} else if !errors.Is(err, os.ErrNotExist) {
		return fail(err)
	} else {
		fmt.Fprintf(stdout, "new proof %s: %dx%d %s, %d leaves at depth %d\n", *statePath, cols, rows, start, len(pf.Leaves), *depth)
	}
	if *status {
		byFirstMove(stdout, pf)
		return 0
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *verify {
		return verifyProof(ctx, pf, &pos, *workers, *tableBits, *sgfPath, stdout, stderr)
	}
	save := func(p *ai.Proof) error { return writeState(*statePath, p) }
	began := time.Now()
	report := func(e ai.ProofEvent) {
		res := map[engine.Color]string{engine.Black: "Black wins", engine.White: "White wins", engine.Empty: "open"}
		fmt.Fprintf(stdout, "%s turn %d (%d nodes, worker %d): %s %s after %d nodes; %d/%d settled, %d open, %d nodes in all; root %s\n",
			time.Since(began).Round(time.Second), e.Turn, e.Budget, e.Worker, pf.LineString(e.Leaf), res[pf.Leaves[e.Leaf].Winner],
			pf.Leaves[e.Leaf].Nodes, e.Settled, len(pf.Leaves), e.Open, e.Nodes, res[e.Winner])
	}
	err = pf.Run(ctx, *workers, *tableBits, save, report)
	switch {
	case errors.Is(err, context.Canceled):
		fmt.Fprintf(stdout, "stopped; the state is in %s (run again to resume)\n", *statePath)
		return 1
	case err != nil:
		return fail(err)
	}
	summary(stdout, pf)
	return 0
}

// summary prints the settled result and the leaves it rests on.
func summary(w io.Writer, pf *ai.Proof) {
	fmt.Fprintf(w, "result: %s wins with perfect play (%d nodes over %d leaves)\n", pf.Winner().Name(), pf.TotalNodes(), len(pf.Leaves))
	for _, i := range pf.Needed() {
		fmt.Fprintf(w, "  %s: %s wins\n", pf.LineString(i), pf.Leaves[i].Winner.Name())
	}
}

// byFirstMove prints, for each first move of the tree, how many of its leaves each side wins and how many
// are open, with the nodes spent on them.
func byFirstMove(w io.Writer, pf *ai.Proof) {
	type count struct {
		black, white, open int
		nodes              int64
		openLeaves         []string // the open replies with their nodes, "E4 46M"
	}
	var order []string
	counts := map[string]*count{}
	for i, l := range pf.Leaves {
		first := strings.SplitN(pf.LineString(i), "-", 2)[0]
		c := counts[first]
		if c == nil {
			c = &count{}
			counts[first] = c
			order = append(order, first)
		}
		switch l.Winner {
		case engine.Black:
			c.black++
		case engine.White:
			c.white++
		default:
			c.open++
			rest := strings.TrimPrefix(pf.LineString(i), first+"-")
			c.openLeaves = append(c.openLeaves, fmt.Sprintf("%s %dM", rest, (l.Nodes+500_000)/1_000_000))
		}
		c.nodes += l.Nodes
	}
	fmt.Fprintf(w, "%d turns, first budget %d nodes a leaf; root: %s\n", pf.Turns, pf.Budget,
		map[engine.Color]string{engine.Black: "Black wins", engine.White: "White wins", engine.Empty: "open"}[pf.Winner()])
	fmt.Fprintln(w, "first move  leaves  Black wins  White wins  unsettled  nodes")
	for _, m := range order {
		c := counts[m]
		fmt.Fprintf(w, "%-10s  %6d  %10d  %10d  %9d  %d\n", m, c.black+c.white+c.open, c.black, c.white, c.open, c.nodes)
	}
	// The open leaves of the first moves closest to a proof: few left, each with the nodes it has had.
	for _, m := range order {
		if c := counts[m]; c.open > 0 && c.open <= 5 && c.white == 0 {
			fmt.Fprintf(w, "%s still open: %s\n", m, strings.Join(c.openLeaves, ", "))
		}
	}
}

// verifyProof solves again the leaves the settled result rests on, printing a line after each.
func verifyProof(ctx context.Context, pf *ai.Proof, pos *engine.Position, workers, bits int, sgfPath string, stdout, stderr io.Writer) int {
	if pf.Winner() == engine.Empty {
		fmt.Fprintln(stderr, "atarigo-solve: the proof is not finished; nothing to verify")
		return 2
	}
	began := time.Now()
	events := map[int]ai.VerifyEvent{}
	bad, err := pf.Verify(ctx, workers, bits, func(e ai.VerifyEvent) {
		events[e.Leaf] = e
		line := make([]string, len(e.Line))
		for k, m := range e.Line {
			line[k] = m.GTP(pos.Rows())
		}
		end := ""
		if !e.Complete {
			end = " …"
		}
		fmt.Fprintf(stdout, "%s verified %d/%d (worker %d): %s %s wins after %d nodes (the proof says %s); line %s%s\n",
			time.Since(began).Round(time.Second), e.Done, e.Of, e.Worker, pf.LineString(e.Leaf), e.Winner.Name(), e.Nodes,
			pf.Leaves[e.Leaf].Winner.Name(), strings.Join(line, " "), end)
	})
	switch {
	case err != nil:
		fmt.Fprintln(stderr, "atarigo-solve:", err)
		return 1
	case bad >= 0:
		fmt.Fprintf(stdout, "leaf %s does not verify\n", pf.LineString(bad))
		return 1
	}
	summary(stdout, pf)
	fmt.Fprintln(stdout, "verified")
	if sgfPath != "" {
		if err := writeProofSGF(sgfPath, pf, pos, events); err != nil {
			fmt.Fprintln(stderr, "atarigo-solve:", err)
			return 2
		}
		fmt.Fprintln(stdout, "wrote", sgfPath)
	}
	return 0
}

// writeProofSGF writes the verified proof as a game record: from the start position, one variation for each
// leaf the result rests on, its moves from the root and then its perfect line, the leaf that took the most
// nodes first (so the main line is the hardest defence); each leaf's node says who wins there.
func writeProofSGF(path string, pf *ai.Proof, pos *engine.Position, events map[int]ai.VerifyEvent) error {
	g := engine.NewGameFrom(*pos)
	winner := pf.Winner()
	need := pf.LargestFirst(pf.Needed())
	g.Info.GameName = fmt.Sprintf("%d×%d first-capture Atari Go: %s wins", pos.Cols(), pos.Rows(), winner.Name())
	g.Info.Result = winner.String() + "+C"
	g.Root().Comment = fmt.Sprintf("%s wins with perfect play (first capture wins; no passes; a side with no legal move "+
		"loses). A variation for each of the %d positions the proof rests on, each followed by a perfect line: the "+
		"quickest win and the longest defence.", winner.Name(), len(need))
	var main *engine.Node // the end of the first variation, which the record's line follows
	for _, i := range need {
		e, ok := events[i]
		if !ok {
			return fmt.Errorf("leaf %s was not verified", pf.LineString(i))
		}
		g.ToStart()
		for k, m := range append(slices.Clone(pf.Leaves[i].Line), e.Line...) {
			if _, err := g.Play(engine.Move{Color: g.Position().ToMove(), Point: m}); err != nil {
				return fmt.Errorf("leaf %s: %w", pf.LineString(i), err)
			}
			if k == len(pf.Leaves[i].Line)-1 {
				nodes := fmt.Sprintf("%d nodes", e.Nodes)
				if e.Nodes == 1 {
					nodes = "one node"
				}
				g.Current().Comment = fmt.Sprintf("%s: %s wins (proved again in %s).", pf.LineString(i),
					pf.Leaves[i].Winner.Name(), nodes)
			}
		}
		if main == nil {
			main = g.Current()
		}
	}
	if main != nil {
		g.GoTo(main)
	}
	g.ToStart()
	data, err := sgf.Marshal(g)
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

// writeState writes the state to a temporary file and renames it over path, so that a crash never leaves
// a half-written state.
func writeState(path string, pf *ai.Proof) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := pf.WriteState(f); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
