package ai_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/ai/gtp"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// steadiness sums how an estimate moved along the positions of games, and how near it came to their counts.
type steadiness struct {
	moves   int     // changes from one position to the next
	sum     float64 // their absolute sizes, added
	largest float64
	where   string     // the game and move of the largest change
	errSum  [3]float64 // |estimate − the count| at the first pass, ten and twenty moves before it, added over games
	errMax  [3]float64
	games   int
}

// add records the leads (Black's total minus White's) after each move of one game, the index of its first pass
// in them, and its count.
func (s *steadiness) add(name string, leads []float64, firstPass int, count float64) {
	for i := 1; i < len(leads); i++ {
		d := math.Abs(leads[i] - leads[i-1])
		s.moves++
		s.sum += d
		if d > s.largest {
			s.largest, s.where = d, fmt.Sprintf("%s move %d", name, i+1)
		}
	}
	for k, at := range []int{firstPass, max(0, firstPass-10), max(0, firstPass-20)} {
		e := math.Abs(leads[at] - count)
		s.errSum[k] += e
		s.errMax[k] = max(s.errMax[k], e)
	}
	s.games++
}

func (s *steadiness) String() string {
	g := float64(max(1, s.games))
	return fmt.Sprintf("mean change a move %.2f, largest %.1f (%s); against the count: at the first pass mean error %.2f (largest %.1f), "+
		"ten moves before it %.2f (largest %.1f), twenty before it %.2f (largest %.1f)", s.sum/float64(max(1, s.moves)),
		s.largest, s.where, s.errSum[0]/g, s.errMax[0], s.errSum[1]/g, s.errMax[1], s.errSum[2]/g, s.errMax[2])
}

// TestEstimateOnGames measures the score estimate (ai.EstimateScore) move by move on the 9×9 game records of
// testdata/games9 (Hard and Medium against GNU Go 3.8 level 1, made with the arena), side by side with GNU Go's
// estimate_score on the same positions: the mean change of the estimated lead from one move to the next, the
// largest change, and the estimate at the game's first pass and ten moves before it against the game's count (its
// RE, counted by GNU Go's final_score). It is a measurement, not a check, and runs only when ATARIGO_ESTIMATE is set
// (make estimate-games); ATARIGO_ESTIMATE_GAMES names other records (a glob, such as an arena match's -sgf folder),
// and ATARIGO_ESTIMATE=ours leaves GNU Go out:
//
//	ATARIGO_ESTIMATE=1 go test ./ai -run TestEstimateOnGames -v -timeout 0
func TestEstimateOnGames(t *testing.T) {
	if os.Getenv("ATARIGO_ESTIMATE") == "" {
		t.Skip("set ATARIGO_ESTIMATE=1 to measure the estimate on the game records")
	}
	glob := "testdata/games9/*.sgf"
	if g := os.Getenv("ATARIGO_ESTIMATE_GAMES"); g != "" {
		glob = g
	}
	files, err := filepath.Glob(glob)
	if err != nil || len(files) == 0 {
		t.Fatalf("no game records: %v", err)
	}
	var ours, gnugo steadiness
	var ourTime time.Duration
	positions := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := sgf.Read(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		count, err := resultLead(g.Info.Result)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".sgf")
		line := g.Line()
		firstPass := len(line) - 2
		for i, n := range line[1:] {
			if n.Move().IsPass() {
				firstPass = i
				break
			}
		}
		var mine, theirs []float64
		cache := filepath.Join(os.TempDir(), "atarigo-gnugo-estimates", fmt.Sprintf("%s-%x.txt", name, sha256.Sum256(data)))
		theirs = readLeads(cache)
		var ref *gnugoRef
		if theirs == nil && os.Getenv("ATARIGO_ESTIMATE") != "ours" {
			ref = startGnuGo(t, g.Rules())
		}
		for _, n := range line[1:] {
			pos := n.Position()
			start := time.Now()
			s, _ := ai.EstimateScore(&pos, 1, nil)
			ourTime += time.Since(start)
			positions++
			mine = append(mine, s.Total[engine.Black]-s.Total[engine.White])
			if ref != nil {
				mv := n.Move()
				theirs = append(theirs, ref.play(t, mv, pos.Rows()))
			}
		}
		if ref != nil {
			ref.close()
			writeLeads(t, cache, theirs)
		}
		ours.add(name, mine, firstPass, count)
		msg := fmt.Sprintf("%s (%s): count %+.1f, ours at the first pass (move %d) %+.1f", name, g.Info.Result, count, firstPass+1, mine[firstPass])
		if theirs != nil {
			gnugo.add(name, theirs, firstPass, count)
			msg += fmt.Sprintf(", GNU Go's %+.1f", theirs[firstPass])
		}
		t.Log(msg)
		t.Logf("  ours:   %s", formatLeads(mine))
		if theirs != nil {
			t.Logf("  GNU Go: %s", formatLeads(theirs))
		}
	}
	t.Logf("%d games, %d positions", ours.games, positions)
	t.Logf("ai.EstimateScore: %s; %.1f ms a position", ours.String(), float64(ourTime.Microseconds())/1000/float64(max(1, positions)))
	if gnugo.games > 0 {
		t.Logf("GNU Go 3.8 estimate_score: %s", gnugo.String())
	}
}

// formatLeads prints leads compactly, one a move.
func formatLeads(leads []float64) string {
	var b strings.Builder
	for i, l := range leads {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatFloat(l, 'f', 1, 64))
	}
	return b.String()
}

// readLeads reads the leads writeLeads wrote to path, or returns nil.
func readLeads(path string) []float64 {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var out []float64
	for _, f := range strings.Fields(string(data)) {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return nil
		}
		out = append(out, v)
	}
	return out
}

// writeLeads keeps GNU Go's estimates of a game at path, so that a second measurement does not ask again.
func writeLeads(t *testing.T, path string, leads []float64) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err == nil {
		err = os.WriteFile(path, []byte(formatLeads(leads)+"\n"), 0o644)
		if err != nil {
			t.Logf("keeping GNU Go's estimates: %v", err)
		}
	}
}

// resultLead reads an SGF result such as "B+3.5" or "W+10.5" as Black's lead.
func resultLead(re string) (float64, error) {
	side, margin, ok := strings.Cut(re, "+")
	v, err := strconv.ParseFloat(margin, 64)
	if !ok || err != nil {
		return 0, fmt.Errorf("result %q is not a count", re)
	}
	if side == "W" {
		v = -v
	}
	return v, nil
}

// gnugoRef is a GNU Go process following a game move by move.
type gnugoRef struct {
	c *gtp.Client
}

// startGnuGo starts GNU Go for a 9×9 game under rules, or returns nil (logged) when it is not installed.
func startGnuGo(t *testing.T, rules engine.Rules) *gnugoRef {
	t.Helper()
	cmd := "/usr/games/gnugo --mode gtp --level 10"
	if rules.Scoring == engine.Area {
		cmd += " --chinese-rules"
	}
	c, err := gtp.StartClient(cmd)
	if err != nil {
		t.Logf("GNU Go: %v", err)
		return nil
	}
	r := &gnugoRef{c}
	for _, s := range []string{"boardsize 9", "clear_board", "komi " + strconv.FormatFloat(rules.Komi, 'f', -1, 64)} {
		r.send(t, s)
	}
	return r
}

func (r *gnugoRef) send(t *testing.T, cmd string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	ans, err := r.c.Send(ctx, cmd)
	if err != nil {
		t.Fatalf("GNU Go %q: %v", cmd, err)
	}
	return ans
}

// play plays mv and returns GNU Go's estimate_score as Black's lead.
func (r *gnugoRef) play(t *testing.T, mv engine.Move, rows int) float64 {
	t.Helper()
	r.send(t, fmt.Sprintf("play %s %s", mv.Color.Name(), mv.Point.GTP(rows)))
	ans := r.send(t, "estimate_score")
	v, err := resultLead(strings.Fields(ans + " ")[0])
	if err != nil {
		if strings.HasPrefix(ans, "0") {
			return 0
		}
		t.Fatalf("estimate_score: %v", err)
	}
	return v
}

func (r *gnugoRef) close() { _ = r.c.Close() }
