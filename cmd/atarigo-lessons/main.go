// Command atarigo-lessons checks lesson files against the engine: for each exercise it prints the position, the
// goal, the moves the engine accepts and the refutation of every other legal move, and it fails when an
// exercise has no correct move, when every move is correct, when a move cannot be decided, or when an intended
// answer (AGAN) is not among the accepted ones.
//
//	atarigo-lessons [-json] [FILE.sgf | FOLDER ...]
//	atarigo-lessons -latency [FILE.sgf | FOLDER ...]
//	atarigo-lessons -practice KIND [-seed N] [-n N] [FILE.sgf | FOLDER ...]
//
// Without arguments it checks the built-in lessons. With -latency it times instead, on one core, how long the
// judge takes to refute every wrong first move of every exercise (median, worst and the slowest moves). With
// -practice it makes a practice set of KIND (capture, escape, double-atari, ladder, net, snapback, race) from the
// lessons' exercises as the tutorial does, -n pages from -seed (the same seed makes the same set), and prints each
// page with what the judge measured of it (the learner's moves in the quickest line, the tempting wrong moves, the
// decoys, the working first moves) and the grade read from that.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// errProblems means at least one page has a problem.
var errProblems = errors.New("some pages have problems")

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "atarigo-lessons:", err)
		os.Exit(1)
	}
}

// run checks the lessons named by args (all built-in lessons when there are none) and writes the reports to out.
func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("atarigo-lessons", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "write the reports as JSON")
	latency := fs.Bool("latency", false, "time the refutation of every wrong first move instead (one core)")
	practice := fs.String("practice", "", "make a practice set of this kind instead ("+practiceKindNames()+
		") and print each page's measure and grade")
	seed := fs.Uint64("seed", 1, "the practice set's seed")
	n := fs.Int("n", 5, "the practice set's pages")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := flagcheck.AtLeast("n", int64(*n), 1); err != nil {
		return err
	}
	lessons, err := load(fs.Args())
	if err != nil {
		return err
	}
	if *latency {
		return measureLatency(lessons, out)
	}
	if *practice != "" {
		k, err := practiceKind(*practice)
		if err != nil {
			return err
		}
		return writePractice(lessons, k, *n, *seed, out)
	}
	j := ai.NewJudge()
	var reports []pageJSON
	bad := 0
	for _, l := range lessons {
		if !*asJSON {
			fmt.Fprintf(out, "# %s: %s (%d pages)\n", l.Key, l.Title.In("en"), len(l.Pages))
		}
		for i := range l.Pages {
			p := &l.Pages[i]
			r, err := lesson.CheckPage(context.Background(), j, p)
			if err != nil {
				return fmt.Errorf("%s: %w", p.Source, err)
			}
			bad += min(1, len(r.Problems))
			if *asJSON {
				reports = append(reports, toJSON(l.Key, i+1, r))
			} else {
				writeText(out, i+1, r)
			}
		}
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(reports); err != nil {
			return err
		}
	}
	if bad > 0 {
		return fmt.Errorf("%w: %d", errProblems, bad)
	}
	return nil
}

// load reads the lesson files and folders named, or the built-in lessons. Only regular files are read, each of at
// most lesson.MaxFileSize bytes: a FIFO or a device, named or in a folder named, is refused unopened.
func load(args []string) ([]*lesson.Lesson, error) {
	if len(args) == 0 {
		return lesson.LoadDir(assets.Lessons(), ".")
	}
	var out []*lesson.Lesson
	for _, a := range args {
		info, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if info.IsDir() {
			ls, err := lesson.LoadDir(os.DirFS(a), ".")
			if err != nil {
				return nil, fmt.Errorf("%s: %w", a, err)
			}
			out = append(out, ls...)
			continue
		}
		data, err := flagcheck.ReadFile("", a, lesson.MaxFileSize)
		if err != nil {
			return nil, err
		}
		l, err := lesson.Parse(filepath.Base(a), data)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}

// kindNames names the page kinds in the reports.
var kindNames = [...]string{lesson.PageShow: "show", lesson.PageExercise: "exercise", lesson.PageQuestion: "question", lesson.PageGame: "game"}

// countingNames are the ways of counting, as the lessons name them.
var countingNames = [...]string{engine.Territory: "territory", engine.Area: "area"}

// writeText writes the report of page n as text.
func writeText(out io.Writer, n int, r lesson.PageReport) {
	p := r.Page
	start := p.Start()
	rows := start.Rows()
	fmt.Fprintf(out, "\n## page %d (%s, %s)", n, kindNames[p.Kind], p.Source)
	if p.Kind == lesson.PageShow || p.Kind == lesson.PageGame {
		fmt.Fprintln(out)
		return
	}
	fmt.Fprintf(out, ": %s %s for %s\n%s\n", p.Goal.Kind, points(p.Goal.Targets, rows), start.ToMove().Name(), start.String())
	switch {
	case p.Kind == lesson.PageQuestion && p.Goal.Kind == ai.GoalCount:
		sc := start.Score(nil)
		fmt.Fprintf(out, "Black wins the count: %v (%s counting: Black %g, White %g with komi %g)\n", r.Answer,
			countingNames[sc.Scoring], sc.Total[engine.Black], sc.Total[engine.White], sc.Komi)
	case p.Kind == lesson.PageQuestion:
		fmt.Fprintf(out, "the ladder works: %v\n", r.Answer)
	default:
		fmt.Fprintf(out, "accepted: %s\n", points(r.Accepted, rows))
		for _, m := range r.Accepted {
			if line, ok := r.Lines[m]; ok {
				fmt.Fprintf(out, "  %s wins by %s (%s)\n", m.GTP(rows), points(line, rows), ai.LineMotif(&start, line, p.Goal.Targets))
			}
		}
		var wrong []engine.Point
		for m := range r.Refuted {
			wrong = append(wrong, m)
		}
		sort.Slice(wrong, func(a, b int) bool { return wrong[a] < wrong[b] })
		for _, m := range wrong {
			fmt.Fprintf(out, "  %s refuted by %s\n", m.GTP(rows), points(r.Refuted[m], rows))
		}
		var aside []engine.Point
		for m := range r.Aside {
			aside = append(aside, m)
		}
		sort.Slice(aside, func(a, b int) bool { return aside[a] < aside[b] })
		for _, m := range aside {
			how := asideWords[r.Aside[m]]
			fmt.Fprintf(out, "  %s %s (neither accepted nor refuted)\n", m.GTP(rows), how)
		}
	}
	fmt.Fprintf(out, "most reading for one move: %d nodes\n", r.MostNodes)
	for _, pr := range r.Problems {
		fmt.Fprintf(out, "PROBLEM: %s\n", pr)
	}
}

// pageJSON is the JSON form of a page's report.
type pageJSON struct {
	Lesson    string              `json:"lesson"`
	Page      int                 `json:"page"`
	Kind      string              `json:"kind"`
	Source    string              `json:"source"`
	Goal      string              `json:"goal,omitempty"`
	Targets   []string            `json:"targets,omitempty"`
	Accepted  []string            `json:"accepted,omitempty"`
	Lines     map[string][]string `json:"lines,omitempty"`
	Refuted   map[string][]string `json:"refuted,omitempty"`
	Undecided []string            `json:"undecided,omitempty"`
	Answer    *bool               `json:"ladder_works,omitempty"`
	MostNodes int                 `json:"most_nodes,omitempty"`
	Problems  []string            `json:"problems,omitempty"`
}

// toJSON turns a page's report into its JSON form.
func toJSON(key string, n int, r lesson.PageReport) pageJSON {
	p := r.Page
	start := p.Start()
	rows := start.Rows()
	list := func(pts []engine.Point) []string {
		var out []string
		for _, pt := range pts {
			out = append(out, pt.GTP(rows))
		}
		return out
	}
	j := pageJSON{Lesson: key, Page: n, Kind: kindNames[p.Kind], Source: p.Source, Accepted: list(r.Accepted),
		Undecided: list(r.Undecided), MostNodes: r.MostNodes}
	for _, pr := range r.Problems {
		j.Problems = append(j.Problems, pr.String())
	}
	if p.Kind == lesson.PageExercise || p.Kind == lesson.PageQuestion {
		j.Goal, j.Targets = p.Goal.Kind.String(), list(p.Goal.Targets)
	}
	if p.Kind == lesson.PageQuestion {
		j.Answer = &r.Answer
	}
	if len(r.Lines) > 0 {
		j.Lines = map[string][]string{}
		for m, line := range r.Lines {
			j.Lines[m.GTP(rows)] = list(line)
		}
	}
	if len(r.Refuted) > 0 {
		j.Refuted = map[string][]string{}
		for m, line := range r.Refuted {
			j.Refuted[m.GTP(rows)] = list(line)
		}
	}
	return j
}

// points writes points in GTP coordinates.
func points(pts []engine.Point, rows int) string {
	if len(pts) == 0 {
		return "none"
	}
	s := ""
	for i, p := range pts {
		if i > 0 {
			s += " "
		}
		s += p.GTP(rows)
	}
	return s
}

// asideWords says how a move set aside misses what its page asks.
var asideWords = map[ai.Aside]string{
	ai.AsideSlower:   "captures more slowly than the quickest way",
	ai.AsideOffTask:  "wins other stones first",
	ai.AsideOtherWay: "captures as quickly, without the page's tactic",
}
