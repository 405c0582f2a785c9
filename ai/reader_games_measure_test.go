package ai

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// tacticScore counts one program's answers to one kind of question of the table.
type tacticScore struct {
	asked, code, success, claimed, works, right int
	nodes, maxNodes                             int
	cpu, maxCPU                                 time.Duration
}

// add counts an answer: the code given, the move given ("" for none) and whether that move works.
func (s *tacticScore) add(want tacticAnswer, code int, works bool) {
	s.asked++
	if code == want.code {
		s.code++
	}
	if (code > 0) == (want.code > 0) {
		s.success++
	}
	if code > 0 && want.code > 0 {
		s.claimed++
		if works {
			s.works++
		}
	}
	if code == want.code && (code == 0 || works) {
		s.right++
	}
}

// cost counts the nodes and CPU time of one question.
func (s *tacticScore) cost(nodes int, cpu time.Duration) {
	s.nodes += nodes
	s.maxNodes = max(s.maxNodes, nodes)
	s.cpu += cpu
	s.maxCPU = max(s.maxCPU, cpu)
}

// row writes the score as a line of the Markdown table of docs/MEASURED.md, with the columns of its cost
// (nodes and CPU time) when costs is set.
func (s *tacticScore) row(name, question string, costs bool) string {
	pct := func(a, b int) string { return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(max(b, 1))) }
	line := fmt.Sprintf("| %s | %s | %d | %s | %s | %s | %s |", name, question, s.asked, pct(s.right, s.asked),
		pct(s.code, s.asked), pct(s.success, s.asked), pct(s.works, s.claimed))
	if !costs {
		return line
	}
	n := max(s.asked, 1)
	cost := "–"
	if s.nodes > 0 {
		cost = fmt.Sprintf("%d / %d", s.nodes/n, s.maxNodes)
	}
	cpu := "–"
	if s.cpu > 0 {
		cpu = fmt.Sprintf("%.2f / %.1f", float64(s.cpu.Microseconds())/1000/float64(n), float64(s.maxCPU.Microseconds())/1000)
	}
	return line + fmt.Sprintf(" %s | %s |", cost, cpu)
}

// tacticPlayer is one program answering the table's questions: attack and defend give a GNU Go code, the move
// ("" for none), the nodes visited and the CPU time.
type tacticPlayer struct {
	name           string
	attack, defend func(pos *engine.Position, pt engine.Point, q *tacticQuestion) (int, string, int, time.Duration)
	att, def       tacticScore
	attSet, defSet tacticScore // the same on the questions whose answer does not rest on GNU Go's word alone
	gnugo          bool        // the program is GNU Go (its moves are judged by the reader's deep reading)
}

// readerPlayer is the reader at one node budget.
func readerPlayer(budget int) *tacticPlayer {
	return readerAs("reader, "+strconv.Itoa(budget)+" nodes", NewReader(budget))
}

// readerAs is the reader r under a name.
func readerAs(name string, r *Reader) *tacticPlayer {
	run := func(f func(*engine.Position, engine.Point) (ReadCode, engine.Point)) func(*engine.Position, engine.Point, *tacticQuestion) (int, string, int, time.Duration) {
		return func(pos *engine.Position, pt engine.Point, _ *tacticQuestion) (int, string, int, time.Duration) {
			r.Clear() // every question read afresh, as in a game where the position has changed
			runtime.LockOSThread()
			start, _ := threadCPU()
			code, mv := f(pos, pt)
			end, _ := threadCPU()
			runtime.UnlockOSThread()
			move := ""
			switch {
			case code <= 0:
				code = 0
			case mv == engine.NoPoint || mv == engine.Pass:
				move = "PASS"
			default:
				move = mv.GTP(pos.Rows())
			}
			return int(code), move, r.Nodes(), end - start
		}
	}
	return &tacticPlayer{name: name, attack: run(r.AttackCode), defend: run(r.DefendCode)}
}

// gnugoPlayer is GNU Go 3.8 at its default reading depths, asked through GTP (its CPU time by cputime).
func gnugoPlayer(t *testing.T) *tacticPlayer {
	g := startGnuGo(t)
	loaded := ""
	ask := func(cmd string) func(*engine.Position, engine.Point, *tacticQuestion) (int, string, int, time.Duration) {
		return func(pos *engine.Position, pt engine.Point, q *tacticQuestion) (int, string, int, time.Duration) {
			if key := q.File + " " + strconv.Itoa(q.Move); key != loaded {
				g.send(t, fmt.Sprintf("loadsgf %s %d", filepath.Join(tacticsDir, q.File), q.Move))
				loaded = key
			}
			g.send(t, "reset_reading_node_counter")
			before, _ := g.send(t, "cputime")
			ans, _ := g.send(t, cmd+" "+q.Chain)
			after, _ := g.send(t, "cputime")
			nodes, _ := g.send(t, "get_reading_node_counter")
			a := gnugoAnswer(ans)
			b, _ := strconv.ParseFloat(before, 64)
			e, _ := strconv.ParseFloat(after, 64)
			n, _ := strconv.Atoi(nodes)
			mv := ""
			if len(a.moves) > 0 {
				mv = a.moves[0]
			}
			return a.code, mv, n, time.Duration((e - b) * float64(time.Second))
		}
	}
	return &tacticPlayer{name: "GNU Go 3.8", attack: ask("attack"), defend: ask("defend"), gnugo: true}
}

// tacticsBudgets are the reader's node budgets (at its default limits) the measurement compares: the one of
// the Monte-Carlo player's root (rootReadBudget), the one of the chains marked at risk (RiskBudget), the
// default and the one for single questions; the reader for questions (NewQuestionReader) comes last.
var tacticsBudgets = []int{rootReadBudget, RiskBudget, DefaultReadBudget, QuestionReadBudget}

// TestReaderGamePositions measures how often the reader (at several node budgets) and GNU Go's default reader
// give the judged answer to the table's questions: the code (with ko codes 2 and 3 told apart) and whether
// the move given works when it is not among the moves known to work, checked by the other program's deeper
// reading of the reply: GNU Go's moves by the deep reading, the reader's by GNU Go with raised depths. Without
// ATARIGO_TACTICS=1 (or =detail, which lists every wrong answer; ATARIGO_TACTICS_BUDGET=N reads at that budget
// only) it reads every eighth question at the Monte-Carlo player's budget and fails below a floor.
func TestReaderGamePositions(t *testing.T) {
	qs, err := loadTactics()
	if err != nil {
		t.Fatal(err)
	}
	if len(qs) < 300 {
		t.Fatalf("%d questions in the table, want at least 300", len(qs))
	}
	full := os.Getenv("ATARIGO_TACTICS") != ""
	detail := os.Getenv("ATARIGO_TACTICS") == "detail"
	players := []*tacticPlayer{readerPlayer(rootReadBudget)}
	step := 8
	if full {
		players = []*tacticPlayer{gnugoPlayer(t)}
		budgets := tacticsBudgets
		if s := os.Getenv("ATARIGO_TACTICS_BUDGET"); s != "" {
			b, err := strconv.Atoi(s)
			if err != nil || b < 1 {
				t.Fatalf("ATARIGO_TACTICS_BUDGET=%q is not a positive number", s)
			}
			budgets = []int{b}
		}
		for _, b := range budgets {
			players = append(players, readerPlayer(b))
		}
		if os.Getenv("ATARIGO_TACTICS_BUDGET") == "" {
			players = append(players, readerAs("reader for questions (GTP)", NewQuestionReader()))
		}
		step = 1
	}
	deep := deepReader()
	var deepGnu *gtpProc // GNU Go with its depths raised, the second judge of moves (full measurement only)
	if full {
		deepGnu = startGnuGo(t)
		for range deepGnuGoDepths {
			deepGnu.send(t, "increase_depths")
		}
	}
	verified := map[string]bool{}
	works := func(p *tacticPlayer, pos *engine.Position, pt engine.Point, q *tacticQuestion, want tacticAnswer, attack bool, mv string) bool {
		if want.has(mv) {
			return true
		}
		// Each program's moves are judged by the other's deeper reading: GNU Go's by the deep reading, the
		// reader's by GNU Go with raised depths when it runs (the full measurement).
		byGnu := deepGnu != nil && !p.gnugo && mv != "PASS"
		key := fmt.Sprintf("%s %d %s %v %s %v", q.File, q.Move, q.Chain, attack, mv, byGnu)
		if ok, seen := verified[key]; seen {
			return ok
		}
		var ok bool
		if byGnu {
			ok = gnugoMoveWorks(t, deepGnu, q, pos.At(pt), mv, attack, ReadCode(want.code))
		} else {
			ok, _ = moveWorks(deep, pos, pt, mv, attack, ReadCode(want.code))
		}
		verified[key] = ok
		if !ok {
			t.Logf("%s %d %s: %s %s does not work", q.File, q.Move, q.Chain, map[bool]string{true: "attack", false: "defence"}[attack], mv)
		}
		return ok
	}
	records := map[string]*engine.Game{}
	for i := 0; i < len(qs); i += step {
		q := &qs[i]
		rec := records[q.File]
		if rec == nil {
			if rec, err = tacticRecord(q.File); err != nil {
				t.Fatal(err)
			}
			records[q.File] = rec
		}
		pos, _ := positionBefore(rec, q.Move)
		pt := gtp(t, &pos, q.Chain)
		for _, p := range players {
			code, mv, nodes, cpu := p.attack(&pos, pt, q)
			ok := code > 0 && q.Attack.code > 0 && works(p, &pos, pt, q, q.Attack, true, mv)
			p.att.add(q.Attack, code, ok)
			p.att.cost(nodes, cpu)
			if !q.gnugoKept(true) {
				p.attSet.add(q.Attack, code, ok)
			}
			if detail && (code != q.Attack.code || (code > 0 && !ok)) {
				t.Logf("%s: %s %d %s %s (%d libs): attack %d %s, want %s", p.name, q.File, q.Move, q.Chain, q.Kind, q.Libs, code, mv, q.Attack)
			}
			if !q.AskDef {
				continue
			}
			code, mv, nodes, cpu = p.defend(&pos, pt, q)
			ok = code > 0 && q.Defend.code > 0 && works(p, &pos, pt, q, q.Defend, false, mv)
			p.def.add(q.Defend, code, ok)
			p.def.cost(nodes, cpu)
			if !q.gnugoKept(false) {
				p.defSet.add(q.Defend, code, ok)
			}
			if detail && (code != q.Defend.code || (code > 0 && !ok)) {
				t.Logf("%s: %s %d %s %s (%d libs): defend %d %s, want %s", p.name, q.File, q.Move, q.Chain, q.Kind, q.Libs, code, mv, q.Defend)
			}
		}
	}
	var b strings.Builder
	b.WriteString("| program | question | asked | right | code | success | move works | nodes mean / max | CPU ms mean / max |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|\n")
	for _, p := range players {
		b.WriteString(p.att.row(p.name, "attack", true) + "\n")
		b.WriteString(p.def.row(p.name, "defend", true) + "\n")
	}
	b.WriteString("\nThe same on the questions whose expected answer does not rest on GNU Go's word alone (not a disagreement\n")
	b.WriteString("the judging left to GNU Go's answer):\n\n")
	b.WriteString("| program | question | asked | right | code | success | move works |\n|---|---|---|---|---|---|---|\n")
	for _, p := range players {
		b.WriteString(p.attSet.row(p.name, "attack", false) + "\n")
		b.WriteString(p.defSet.row(p.name, "defend", false) + "\n")
	}
	t.Logf("questions of %s/%s (every %d):\n%s", tacticsDir, tacticsTable, step, b.String())
	if !full {
		// The floors guard against a regression of the reader at the Monte-Carlo player's budget.
		p := players[0]
		if p.att.right*100 < tacticsFloorAttack*p.att.asked || p.def.right*100 < tacticsFloorDefend*p.def.asked {
			t.Errorf("right answers fell below %d%% (attack) / %d%% (defend)", tacticsFloorAttack, tacticsFloorDefend)
		}
	}
}

// Floors of the quick measurement, in percent of right answers (a code and a move that both match the
// judged answer); the reader gives about 80% on the subset (docs/MEASURED.md).
const (
	tacticsFloorAttack = 70
	tacticsFloorDefend = 70
)
