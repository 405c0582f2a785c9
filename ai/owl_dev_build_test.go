package ai

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// owlDevDir holds the development questions of the open-group search (owl.go): GNU Go 3.8's owl_attack and
// owl_defend answers about the dragons of the project's own game records, the set its bounds and judgements are
// tried on, so that the held-out questions of heldoutDir stay untouched.
const owlDevDir = "testdata/owl"

// owlDevRecords are the record folders of the development questions, relative to owlDevDir, and the moves
// before which positions are taken on their boards (19×19 and 9×9).
var owlDevRecords = []struct {
	dir   string
	moves []int
}{
	{"../tactics", []int{50, 90, 130, 170, 210}},
	{"../games9", []int{16, 26, 36, 46}},
}

// owlDevMinStones is the size of the smallest dragon the development questions ask about.
const owlDevMinStones = 3

// TestBuildOwlDev writes owlDevDir's table: for every record of owlDevRecords, at each of its moves within the
// game, GNU Go 3.8's owl_attack and owl_defend about every dragon of owlDevMinStones stones or more (asked at its
// first stone), its answer the expected one. It runs only with ATARIGO_OWL_BUILD=1.
func TestBuildOwlDev(t *testing.T) {
	if os.Getenv("ATARIGO_OWL_BUILD") == "" {
		t.Skip("set ATARIGO_OWL_BUILD=1 to build the development questions of the open-group search")
	}
	g := startGnuGo(t)
	var b strings.Builder
	b.WriteString("# Development questions of the open-group search (ai/owl.go), built by TestBuildOwlDev (ai/owl_dev_build_test.go):\n")
	b.WriteString("# GNU Go 3.8's owl_attack and owl_defend answers about the dragons of the project's own records. Not held out.\n")
	b.WriteString(heldoutColumns + "\n")
	count := 0
	for _, src := range owlDevRecords {
		files, err := filepath.Glob(filepath.Join(owlDevDir, src.dir, "*.sgf"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			rel, err := filepath.Rel(owlDevDir, path)
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range src.moves {
				q := heldoutQuestion{Dir: owlDevDir, File: rel, Move: n}
				recs := heldoutRecords{}
				pos, err := recs.position(&q)
				if err != nil {
					t.Fatal(err)
				}
				if pos.MoveNumber() < n-1 {
					continue // the game ended before move n
				}
				if _, ok := g.send(t, "loadsgf "+path+" "+strconv.Itoa(n)); !ok {
					t.Fatalf("GNU Go cannot load %s", path)
				}
				dragons, _ := g.send(t, "dragon_stones")
				for _, line := range strings.Split(dragons, "\n") {
					stones := strings.Fields(line)
					if len(stones) < owlDevMinStones {
						continue
					}
					v := stones[0]
					for _, question := range []string{"owl_attack", "owl_defend"} {
						ans, ok := g.send(t, question+" "+v)
						if !ok {
							t.Fatalf("GNU Go %s %s: %s", question, v, ans)
						}
						fmt.Fprintf(&b, "owl-dev:%d\t%s\t%d\t-\t%s\t%s\t%s\tpasses\n", count+1, rel, n, question, v, strings.ToUpper(ans))
						count++
					}
				}
			}
		}
	}
	if err := os.MkdirAll(owlDevDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(owlDevDir, heldoutTable), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d questions written to %s", count, filepath.Join(owlDevDir, heldoutTable))
}

// TestOwlDevTable checks the development table of the open-group search: every line reads, every position sets
// up, every question names a stone, and both questions are asked about every dragon.
func TestOwlDevTable(t *testing.T) {
	qs, err := loadQuestionTable(owlDevDir, heldoutTable)
	if err != nil {
		t.Fatal(err)
	}
	kinds := checkQuestionTable(t, qs)
	if kinds["owl_attack"] < 1000 || kinds["owl_attack"] != kinds["owl_defend"] {
		t.Errorf("questions %v, want as many owl_attack as owl_defend, at least 1000 each", kinds)
	}
}
