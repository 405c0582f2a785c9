package ai

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// heldoutOwl is the open-group search (owl.go) answering owl_attack and owl_defend with limit positions a
// reading, ko results told apart (owlReadCode).
func heldoutOwl(limit int) *heldoutProgram {
	return &heldoutProgram{name: fmt.Sprintf("open-group search, %d positions", limit), kinds: []string{"owl_attack", "owl_defend"},
		ask: func(q *heldoutQuestion, pos *engine.Position, pt engine.Point) (string, bool, int, time.Duration) {
			p := *pos
			mover := p.At(pt)
			if q.Question == "owl_attack" {
				mover = mover.Opponent()
			}
			p.SetToMove(mover)
			runtime.LockOSThread()
			start, _ := threadCPU()
			code, mv, nodes := owlReadCode(&p, pt, limit, time.Time{})
			end, _ := threadCPU()
			runtime.UnlockOSThread()
			return codeString(code, mv, p.Rows()), true, nodes, end - start
		}}
}

// TestOwlDev measures the open-group search on the development questions of owlDevDir against GNU Go 3.8's
// answers: for each question, how often it gives GNU Go's code when GNU Go says yes (a kill or a life found)
// and when it says no, and how often its move is GNU Go's. It runs only with ATARIGO_OWL=1 (make owl-dev;
// =detail lists the disagreements).
func TestOwlDev(t *testing.T) {
	mode := os.Getenv("ATARIGO_OWL")
	if mode == "" {
		t.Skip("set ATARIGO_OWL=1 to measure the open-group search on its development questions (make owl-dev)")
	}
	qs, err := loadQuestionTable(owlDevDir, heldoutTable)
	if err != nil {
		t.Fatal(err)
	}
	prog := heldoutOwl(owlNodes)
	g := startGnuGo(t)
	type tally struct{ asked, code, strict, move, works, nodes int }
	score := map[string]*tally{}
	tallyOf := func(key string) *tally {
		if score[key] == nil {
			score[key] = &tally{}
		}
		return score[key]
	}
	recs := heldoutRecords{}
	var cpu time.Duration
	for i := range qs {
		q := &qs[i]
		pos, err := recs.position(q)
		if err != nil {
			t.Fatal(err)
		}
		pt := gtp(t, &pos, q.Vertex)
		ans, _, nodes, c := prog.ask(q, &pos, pt)
		cpu += c
		yes := !strings.HasPrefix(q.Expected, "0")
		s := tallyOf(q.Question + map[bool]string{true: " yes", false: " no"}[yes])
		s.asked++
		s.nodes += nodes
		if q.acceptsCode(ans) {
			s.strict++
		}
		if q.acceptsCode(ans) || (yes && !strings.HasPrefix(ans, "0")) {
			s.code++
		}
		if !q.acceptsCode(ans) && mode == "detail" {
			t.Logf("%s %s %s %s (%s move %d): %q, GNU Go %q", q.Source, q.File, q.Question, q.Vertex, q.File, q.Move, ans, q.Expected)
		}
		if ko := strings.HasPrefix(q.Expected, "2") || strings.HasPrefix(q.Expected, "3"); ko {
			k := tallyOf(q.Question + " ko")
			k.asked++
			k.nodes += nodes
			if q.acceptsCode(ans) {
				k.code++
				k.strict++
			}
			if q.accepts(ans) {
				k.move++
			}
		}
		if q.accepts(ans) {
			s.move++
			s.works++
		} else if yes && q.Question == "owl_attack" && !strings.HasPrefix(ans, "0") && owlMoveWorks(t, g, q, ans) {
			// on the live groups GNU Go names one move where most moves do, so only kills are judged
			s.works++
		}
	}
	var b strings.Builder
	b.WriteString("| Question | GNU Go says | Asked | Same code | Same code, ko results told apart | Same answer | Move that works (GNU Go) | Positions a question |\n|---|---|---|---|---|---|---|---|\n")
	for _, k := range []string{"owl_attack yes", "owl_attack no", "owl_defend yes", "owl_defend no", "owl_attack ko", "owl_defend ko"} {
		s := score[k]
		if s == nil {
			continue
		}
		name, says, _ := strings.Cut(k, " ")
		if says == "ko" {
			says = "ko (2 or 3: the code must match)"
		}
		works := "-"
		if k == "owl_attack yes" {
			works = fmt.Sprintf("%.1f%%", 100*float64(s.works)/float64(s.asked))
		}
		pct := func(n int) float64 { return 100 * float64(n) / float64(s.asked) }
		fmt.Fprintf(&b, "| %s | %s | %d | %.1f%% | %.1f%% | %.1f%% | %s | %d |\n", name, says, s.asked, pct(s.code), pct(s.strict), pct(s.move), works, s.nodes/s.asked)
	}
	t.Logf("open-group search on %s (%v CPU):\n%s", owlDevDir, cpu.Round(time.Millisecond), b.String())
}

// owlMoveWorks asks GNU Go whether the move of ans (a code and a move) kills the dragon of an owl_attack question
// on the question's board (owl_does_attack).
func owlMoveWorks(t *testing.T, g *gtpProc, q *heldoutQuestion, ans string) bool {
	t.Helper()
	f := strings.Fields(ans)
	if len(f) < 2 || strings.EqualFold(f[1], "PASS") {
		return false
	}
	if _, ok := g.send(t, fmt.Sprintf("loadsgf %s %d", filepath.Join(q.Dir, q.File), q.Move)); !ok {
		t.Fatalf("GNU Go cannot load %s", q.File)
	}
	res, ok := g.send(t, "owl_does_attack "+f[1]+" "+q.Vertex)
	return ok && !strings.HasPrefix(strings.TrimSpace(res), "0")
}
