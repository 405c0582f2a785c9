package ai

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// heldoutDir holds the held-out reading questions and the game records they are asked on (see its README.md).
// Nothing is tuned on them: they measure the reader on positions it was not developed on.
const heldoutDir = "testdata/heldout"

// heldoutTable is the table of held-out questions in heldoutDir.
const heldoutTable = "questions.txt"

// heldoutColumns names the table's columns, in order.
const heldoutColumns = "source\tfile\tmove\tmoves\tquestion\tvertex\texpected\tgnugo38"

// errHeldoutLine is a malformed line of the table of held-out questions.
var errHeldoutLine = errors.New("held-out table: malformed line")

// errHeldoutPosition is a held-out question whose position cannot be set up (a move of its line is illegal).
var errHeldoutPosition = errors.New("held-out question: position cannot be set up")

// heldoutMove is a move played on the loaded record before a question is asked (GTP play or trymove).
type heldoutMove struct {
	color engine.Color
	gtp   string // the vertex as GTP writes it, or "PASS"
}

// heldoutQuestion is one line of the table: a question of GNU Go's regression suite with the answer it
// expects, a regular expression matched against the whole answer as GNU Go's regress.awk does ("!" before
// it: the answer must not match).
type heldoutQuestion struct {
	Source   string // the suite's file and the test's number, "reading.tst:21"
	Dir      string // the folder of the question's table
	File     string // the record, relative to Dir
	Move     int    // the position before this move of the record's main line (0: after the whole line)
	Moves    []heldoutMove
	Question string // attack, defend, owl_attack or owl_defend
	Vertex   string
	Expected string
	KnownBad bool // GNU Go 3.8's suite marks the test as one it fails
	match    *regexp.Regexp
	negate   bool
}

// record returns the path of the question's record (Dir, or heldoutDir when Dir is empty, and File).
func (q *heldoutQuestion) record() string {
	return filepath.Join(cmp.Or(q.Dir, heldoutDir), q.File)
}

// tactical reports whether the question asks about a chain (attack, defend) rather than a dragon (owl).
func (q *heldoutQuestion) tactical() bool { return q.Question == "attack" || q.Question == "defend" }

// accepts reports whether answer (as GNU Go writes it: "0", "1 E5", "2 PASS") is one the suite expects.
func (q *heldoutQuestion) accepts(answer string) bool {
	return q.match.MatchString(answer) != q.negate
}

// ko reports whether the expected answer is a ko result: every code the expected answer names (its first word,
// "2" or "(2|3)") is 2 or 3.
func (q *heldoutQuestion) ko() bool {
	if q.negate {
		return false
	}
	word, _, _ := strings.Cut(q.Expected, " ")
	codes := 0
	for _, r := range word {
		switch r {
		case '2', '3':
			codes++
		case '0', '1':
			return false
		}
	}
	return codes > 0
}

// parseHeldoutMoves reads "-" or "black T5,white S4".
func parseHeldoutMoves(s string) ([]heldoutMove, error) {
	if s == "-" {
		return nil, nil
	}
	var out []heldoutMove
	for _, part := range strings.Split(s, ",") {
		f := strings.Fields(part)
		if len(f) != 2 {
			return nil, fmt.Errorf("%w: move %q", errHeldoutLine, part)
		}
		var c engine.Color
		switch strings.ToLower(f[0]) {
		case "black", "b":
			c = engine.Black
		case "white", "w":
			c = engine.White
		default:
			return nil, fmt.Errorf("%w: colour %q", errHeldoutLine, f[0])
		}
		out = append(out, heldoutMove{color: c, gtp: strings.ToUpper(f[1])})
	}
	return out, nil
}

// movesString writes moves as the table does.
func movesString(moves []heldoutMove) string {
	if len(moves) == 0 {
		return "-"
	}
	parts := make([]string, len(moves))
	for i, m := range moves {
		parts[i] = strings.ToLower(m.color.Name()) + " " + m.gtp
	}
	return strings.Join(parts, ",")
}

// compileExpected turns a regression answer pattern into the question's matcher.
func (q *heldoutQuestion) compileExpected() error {
	pat := q.Expected
	q.negate = strings.HasPrefix(pat, "!")
	pat = strings.TrimPrefix(pat, "!")
	re, err := regexp.Compile("^" + pat + "$")
	if err != nil {
		return fmt.Errorf("%w: expected %q: %v", errHeldoutLine, q.Expected, err)
	}
	q.match = re
	return nil
}

// loadHeldout reads the table of held-out questions.
func loadHeldout() ([]heldoutQuestion, error) {
	return loadQuestionTable(heldoutDir, heldoutTable)
}

// loadQuestionTable reads a table of reading questions in the held-out table's columns, table in the folder dir.
func loadQuestionTable(dir, table string) ([]heldoutQuestion, error) {
	f, err := os.Open(filepath.Join(dir, table))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []heldoutQuestion
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") || text == heldoutColumns {
			continue
		}
		c := strings.Split(text, "\t")
		if len(c) != 8 {
			return nil, fmt.Errorf("%w %d: %d columns", errHeldoutLine, line, len(c))
		}
		q := heldoutQuestion{Source: c[0], Dir: dir, File: c[1], Question: c[4], Vertex: c[5], Expected: c[6], KnownBad: c[7] == "fails"}
		if q.Move, err = strconv.Atoi(c[2]); err != nil {
			return nil, fmt.Errorf("%w %d: move %q", errHeldoutLine, line, c[2])
		}
		if q.Moves, err = parseHeldoutMoves(c[3]); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		switch q.Question {
		case "attack", "defend", "owl_attack", "owl_defend":
		default:
			return nil, fmt.Errorf("%w %d: question %q", errHeldoutLine, line, q.Question)
		}
		if c[7] != "passes" && c[7] != "fails" {
			return nil, fmt.Errorf("%w %d: gnugo38 %q", errHeldoutLine, line, c[7])
		}
		if err := q.compileExpected(); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		out = append(out, q)
	}
	return out, sc.Err()
}

// heldoutRecords reads and keeps the records questions are asked on, by their paths.
type heldoutRecords map[string]*engine.Game

// position sets up the position of question q: the record's main line before move q.Move (after all of it
// when q.Move is 0), as GNU Go's loadsgf gives it, then the question's moves.
func (rs heldoutRecords) position(q *heldoutQuestion) (engine.Position, error) {
	path := q.record()
	rec := rs[path]
	if rec == nil {
		data, err := os.ReadFile(path)
		if err != nil {
			return engine.Position{}, err
		}
		if rec, err = sgf.Read(data); err != nil {
			return engine.Position{}, fmt.Errorf("%s: %w", q.File, err)
		}
		rs[path] = rec
	}
	n := q.Move
	if n == 0 {
		n = int(^uint(0) >> 1)
	}
	pos, _ := positionBefore(rec, n)
	for _, m := range q.Moves {
		pt := engine.Pass
		if m.gtp != "PASS" {
			var err error
			if pt, err = engine.ParseGTPPoint(m.gtp, pos.Cols(), pos.Rows()); err != nil {
				return pos, fmt.Errorf("%w: %s %s: %v", errHeldoutPosition, q.Source, m.gtp, err)
			}
		}
		pos.SetToMove(m.color)
		if _, err := pos.Play(engine.Move{Color: m.color, Point: pt}); err != nil {
			return pos, fmt.Errorf("%w: %s %s %s: %v", errHeldoutPosition, q.Source, m.color.Name(), m.gtp, err)
		}
	}
	return pos, nil
}

// checkQuestionTable checks that every position of a question table sets up and every question names a stone,
// and returns how many questions of each kind it asks.
func checkQuestionTable(t *testing.T, qs []heldoutQuestion) map[string]int {
	t.Helper()
	recs := heldoutRecords{}
	kinds := map[string]int{}
	for i := range qs {
		q := &qs[i]
		pos, err := recs.position(q)
		if err != nil {
			t.Fatal(err)
		}
		pt, err := engine.ParseGTPPoint(q.Vertex, pos.Cols(), pos.Rows())
		if err != nil || !pos.At(pt).IsStone() {
			t.Errorf("%s: %s %s names no stone (%v)\n%s", q.Source, q.Question, q.Vertex, err, pos.String())
		}
		kinds[q.Question]++
	}
	return kinds
}

// TestHeldoutTable checks the held-out table: every line reads, every position sets up, every question
// names a stone, and the set keeps its size and its share of ko questions (what docs/MEASURED.md reports on).
func TestHeldoutTable(t *testing.T) {
	qs, err := loadHeldout()
	if err != nil {
		t.Fatal(err)
	}
	kinds := checkQuestionTable(t, qs)
	ko := 0
	for i := range qs {
		if qs[i].ko() {
			ko++
		}
	}
	if kinds["attack"]+kinds["defend"] < 200 {
		t.Errorf("%d tactical questions (%v), want at least 200", kinds["attack"]+kinds["defend"], kinds)
	}
	if ko == 0 {
		t.Error("no question expects a ko result")
	}
}

// TestHeldoutExpected checks how an expected answer is matched, as GNU Go's regress.awk matches it.
func TestHeldoutExpected(t *testing.T) {
	tests := []struct {
		expected, answer string
		accepts, ko      bool
	}{
		{"1 (S4|T5)", "1 T5", true, false},
		{"1 (S4|T5)", "1 S5", false, false},
		{"1 (S4|T5)", "2 T5", false, false},
		{"0", "0", true, false},
		{"0", "1 E5", false, false},
		{"!0", "3 E5", true, false},
		{"!0", "0", false, false},
		{"2 D19", "2 D19", true, true},
		{"(2|3) D19", "3 D19", true, true},
		{"(1|2) D19", "2 D19", true, false},
		{"1 .*", "1 PASS", true, false},
		{"3 B1|C2", "1 C2", true, true}, // as awk reads it: "^3 B1" or "C2$"
	}
	for _, tt := range tests {
		q := heldoutQuestion{Expected: tt.expected}
		if err := q.compileExpected(); err != nil {
			t.Fatal(err)
		}
		if got := q.accepts(tt.answer); got != tt.accepts {
			t.Errorf("expected [%s], answer %q: accepted %v, want %v", tt.expected, tt.answer, got, tt.accepts)
		}
		if got := q.ko(); got != tt.ko {
			t.Errorf("expected [%s]: ko %v, want %v", tt.expected, got, tt.ko)
		}
	}
}
