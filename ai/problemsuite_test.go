package ai

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// ErrBadProblem means a problem file of the suite could not be read.
var ErrBadProblem = errors.New("bad problem")

//go:embed testdata/problems/*.txt
var problemFiles embed.FS

// Problem is a tactical exercise: a position, the side to move, a goal about one chain and every move
// that reaches it.
type Problem struct {
	Name     string          // unique key, e.g. "ladder-3"
	Theme    string          // e.g. "ladder", "net", "snapback"
	About    string          // one sentence for the player
	Position engine.Position // the side to move is set
	Goal     GoalKind        // GoalCapture or GoalSave
	Target   engine.Point    // a stone of the chain the goal is about
	Answers  []engine.Point  // every correct move, sorted; empty when there is none
	Depth    int             // when not 0, a full-width search settles the answers within this many moves of each side (see tests)
	Source   string          // file and line where the problem starts
}

// IsAnswer reports whether pt is one of the correct moves.
func (p *Problem) IsAnswer(pt engine.Point) bool {
	for _, a := range p.Answers {
		if a == pt {
			return true
		}
	}
	return false
}

// LoadProblems returns the built-in Atari Go problem suite (ai/testdata/problems), in file order.
func LoadProblems() ([]Problem, error) {
	names, err := fs.Glob(problemFiles, "testdata/problems/*.txt")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []Problem
	seen := map[string]string{}
	for _, n := range names {
		data, err := problemFiles.ReadFile(n)
		if err != nil {
			return nil, err
		}
		ps, err := ParseProblems(path.Base(n), string(data))
		if err != nil {
			return nil, err
		}
		for _, p := range ps {
			if where, dup := seen[p.Name]; dup {
				return nil, fmt.Errorf("%w: %s: name %q already used at %s", ErrBadProblem, p.Source, p.Name, where)
			}
			seen[p.Name] = p.Source
		}
		out = append(out, ps...)
	}
	return out, nil
}

// ParseProblems reads problems from text. Each problem is a block of "key: value" lines — problem, theme,
// about, rules (as engine.ParseRules, default capture:1), to-move (black or white), goal ("capture C3" or
// "save C3", GTP coordinates), answers (GTP points separated by spaces, or "none"), depth (optional) — and
// a final "board:" line followed by the rows of the board (X black, O white, . empty) up to a blank line.
// Lines starting with # are comments; name is used in error messages.
func ParseProblems(name, text string) ([]Problem, error) {
	var out []Problem
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); {
		line := strings.TrimSpace(lines[i])
		if line == "" || strings.HasPrefix(line, "#") {
			i++
			continue
		}
		p, next, err := parseProblem(name, lines, i)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
		i = next
	}
	return out, nil
}

// parseProblem reads one problem starting at line i and returns it with the index of the line after it.
func parseProblem(name string, lines []string, i int) (Problem, int, error) {
	p := Problem{Source: fmt.Sprintf("%s:%d", name, i+1)}
	fail := func(format string, args ...any) (Problem, int, error) {
		return p, 0, fmt.Errorf("%w: %s: %s", ErrBadProblem, p.Source, fmt.Sprintf(format, args...))
	}
	fields := map[string]string{}
	for ; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if strings.HasPrefix(line, "#") {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return fail("line %d: want key: value, got %q", i+1, line)
		}
		key = strings.ToLower(strings.TrimSpace(key))
		if _, dup := fields[key]; dup {
			return fail("line %d: %s given twice", i+1, key)
		}
		fields[key] = strings.TrimSpace(val)
		if key == "board" {
			i++
			break
		}
	}
	var rows []string
	for ; i < len(lines) && strings.TrimSpace(lines[i]) != ""; i++ {
		rows = append(rows, lines[i])
	}
	for _, k := range []string{"problem", "goal", "answers", "to-move", "board"} {
		if _, ok := fields[k]; !ok {
			return fail("no %s", k)
		}
	}
	p.Name, p.Theme, p.About = fields["problem"], fields["theme"], fields["about"]
	rules := engine.AtariRules(1)
	if s, ok := fields["rules"]; ok {
		var err error
		if rules, err = engine.ParseRules(s); err != nil {
			return fail("%v", err)
		}
	}
	pos, err := engine.ParseDiagram(strings.Join(rows, "\n"), rules)
	if err != nil {
		return fail("%v", err)
	}
	switch strings.ToLower(fields["to-move"]) {
	case "black", "b":
		pos.SetToMove(engine.Black)
	case "white", "w":
		pos.SetToMove(engine.White)
	default:
		return fail("to-move %q (want black or white)", fields["to-move"])
	}
	p.Position = pos
	goal, where, _ := strings.Cut(fields["goal"], " ")
	switch strings.ToLower(goal) {
	case "capture":
		p.Goal = GoalCapture
	case "save":
		p.Goal = GoalSave
	default:
		return fail("goal %q (want capture or save)", fields["goal"])
	}
	if p.Target, err = engine.ParseGTPPoint(where, pos.Cols(), pos.Rows()); err != nil || !pos.At(p.Target).IsStone() {
		return fail("goal %q does not name a stone", fields["goal"])
	}
	if strings.ToLower(fields["answers"]) != "none" {
		for _, f := range strings.Fields(fields["answers"]) {
			pt, err := engine.ParseGTPPoint(f, pos.Cols(), pos.Rows())
			if err != nil || pos.At(pt) != engine.Empty {
				return fail("answer %q is not an empty point", f)
			}
			if p.IsAnswer(pt) {
				return fail("answer %q listed twice", f)
			}
			p.Answers = append(p.Answers, pt)
		}
		if len(p.Answers) == 0 {
			return fail("no answers (write none when there is none)")
		}
	}
	sort.Slice(p.Answers, func(a, b int) bool { return p.Answers[a] < p.Answers[b] })
	if s, ok := fields["depth"]; ok {
		if p.Depth, err = strconv.Atoi(s); err != nil || p.Depth < 1 {
			return fail("depth %q", s)
		}
	}
	return p, i, nil
}
