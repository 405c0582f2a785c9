package ai

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// tacticsDir holds the game records of the tactical questions and their table (see its README.md).
const tacticsDir = "testdata/tactics"

// tacticsTable is the table of tactical questions on positions of the records in tacticsDir.
const tacticsTable = "positions.txt"

// errTacticsLine is a malformed line of the table of tactical questions.
var errTacticsLine = errors.New("tactics table: malformed line")

// tacticAnswer is a GNU Go style reading answer: code 0 fails, 1 succeeds, 2 succeeds with a ko the mover
// takes first, 3 succeeds only with a ko the other side takes first; moves are moves known to achieve it
// (empty when the code is 0, "PASS" when no move is needed).
type tacticAnswer struct {
	code  int
	moves []string
}

// String writes the answer as the table does: "0", or the code and the moves separated by commas.
func (a tacticAnswer) String() string {
	if a.code == 0 || len(a.moves) == 0 {
		return strconv.Itoa(a.code)
	}
	return strconv.Itoa(a.code) + " " + strings.Join(a.moves, ",")
}

// has reports whether mv is among the answer's moves.
func (a tacticAnswer) has(mv string) bool {
	for _, m := range a.moves {
		if m == mv {
			return true
		}
	}
	return false
}

// parseTacticAnswer reads "CODE [MOVE,MOVE…]"; "-" means the question is not asked.
func parseTacticAnswer(s string) (tacticAnswer, bool, error) {
	s = strings.TrimSpace(s)
	if s == "-" {
		return tacticAnswer{}, false, nil
	}
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 2 {
		return tacticAnswer{}, false, fmt.Errorf("%w: answer %q", errTacticsLine, s)
	}
	c, err := strconv.Atoi(f[0])
	if err != nil || c < 0 || c > 3 {
		return tacticAnswer{}, false, fmt.Errorf("%w: code %q", errTacticsLine, f[0])
	}
	a := tacticAnswer{code: c}
	if len(f) == 2 {
		a.moves = strings.Split(f[1], ",")
	}
	return a, true, nil
}

// tacticQuestion is one line of the table: a chain in the position before move Move of a record, what
// is known about capturing it (Attack: its opponent to move) and saving it (Defend: its owner to move,
// asked only when it can be attacked), and where the answers come from.
type tacticQuestion struct {
	File     string
	Move     int
	Chain    string
	Libs     int
	Kind     string
	Attack   tacticAnswer
	Defend   tacticAnswer
	AskDef   bool
	Origin   string
	Judgment string
}

// gnugoKept reports whether the question's expected answer for the attack (or the defence) is GNU Go's own,
// kept when the judging could not settle a disagreement (a ko result, or a line played out undecided), so
// that it rests on GNU Go's word alone.
func (q *tacticQuestion) gnugoKept(attack bool) bool {
	side := "defend"
	if attack {
		side = "attack"
	}
	for _, part := range strings.Split(q.Judgment, ";") {
		if part = strings.TrimSpace(part); strings.Contains(part, side) && strings.HasSuffix(part, "GNU Go's answer kept") {
			return true
		}
	}
	return false
}

// tacticColumns names the table's columns, in order.
const tacticColumns = "file\tmove\tchain\tlibs\tkind\tattack\tdefend\torigin\tjudgement"

// loadTactics reads the table of tactical questions.
func loadTactics() ([]tacticQuestion, error) {
	f, err := os.Open(filepath.Join(tacticsDir, tacticsTable))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []tacticQuestion
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") || text == tacticColumns {
			continue
		}
		c := strings.Split(text, "\t")
		if len(c) != 9 {
			return nil, fmt.Errorf("%w %d: %d columns", errTacticsLine, line, len(c))
		}
		q := tacticQuestion{File: c[0], Chain: c[2], Kind: c[4], Origin: c[7], Judgment: c[8]}
		if q.Move, err = strconv.Atoi(c[1]); err != nil {
			return nil, fmt.Errorf("%w %d: move %q", errTacticsLine, line, c[1])
		}
		if q.Libs, err = strconv.Atoi(c[3]); err != nil {
			return nil, fmt.Errorf("%w %d: liberties %q", errTacticsLine, line, c[3])
		}
		var ok bool
		if q.Attack, ok, err = parseTacticAnswer(c[5]); err != nil || !ok {
			return nil, fmt.Errorf("%w %d: attack %q", errTacticsLine, line, c[5])
		}
		if q.Defend, q.AskDef, err = parseTacticAnswer(c[6]); err != nil {
			return nil, fmt.Errorf("%w %d: %v", errTacticsLine, line, err)
		}
		out = append(out, q)
	}
	return out, sc.Err()
}

// tacticRecord reads a record of tacticsDir.
func tacticRecord(file string) (*engine.Game, error) {
	data, err := os.ReadFile(filepath.Join(tacticsDir, file))
	if err != nil {
		return nil, err
	}
	return sgf.Read(data)
}

// positionBefore returns the position of g's main line before move number n (counted from 1), with the
// side of move n to move, as GNU Go's "loadsgf FILE n" does; it also returns how many moves the line has.
func positionBefore(g *engine.Game, n int) (engine.Position, int) {
	g.ToStart()
	pos := *g.Position()
	moves := 0
	for g.Redo() {
		nd := g.Current()
		if !nd.HasMove() {
			pos = *g.Position()
			continue
		}
		moves++
		if moves == n {
			if c := nd.Move().Color; c != pos.ToMove() {
				pos.SetToMove(c)
			}
			return pos, moves
		}
		pos = *g.Position()
	}
	return pos, moves
}
