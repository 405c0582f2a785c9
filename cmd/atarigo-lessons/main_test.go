package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// TestBuiltinLessonsPass checks every built-in lesson as make test must: each exercise has a correct move and a
// wrong one, every move is decided, and every intended answer is accepted. In -short mode it checks two of them,
// the double atari and the net, which take about a second (all of them take minutes).
func TestBuiltinLessonsPass(t *testing.T) {
	var args []string
	if testing.Short() {
		dir := filepath.Join("..", "..", "assets", "lessons")
		args = []string{filepath.Join(dir, "09-double-atari.sgf"), filepath.Join(dir, "12-net.sgf")}
	}
	var out bytes.Buffer
	if err := run(args, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "accepted: D3") {
		t.Errorf("the report does not list the accepted answer D3:\n%s", out.String())
	}
}

// TestBadLessonsFail checks that the tool fails on an exercise whose intended answer is wrong and on one where
// every move is correct, and names the problem.
func TestBadLessonsFail(t *testing.T) {
	dir := t.TempDir()
	// The white stone is in atari at D5; the intended answer C3 does not capture it.
	wrong := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[Bad]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd]AGAN[ce])"
	// Any move captures in time, and the page takes any way: a lone white stone in the corner against Black (on 5×5,
	// where the judge proves every move in a blink; on 7×7 it reads for minutes).
	all := "(;GM[1]FF[4]SZ[5]AGCT[1]GN[All]PL[B]AB[ba]AW[aa]C[Capture.]AGGL[capture]AGAW[yes]AGTG[aa])"
	for name, text := range map[string]string{"wrong.sgf": wrong, "all.sgf": all} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	err := run([]string{"-json", dir}, &out)
	if !errors.Is(err, errProblems) {
		t.Fatalf("error %v, want errProblems", err)
	}
	var pages []pageJSON
	if err := json.Unmarshal(out.Bytes(), &pages); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, p := range pages {
		got[p.Lesson] = strings.Join(p.Problems, "; ")
	}
	if !strings.Contains(got["wrong"], "intended answer C3 is not correct") {
		t.Errorf("wrong answer: %q", got["wrong"])
	}
	if !strings.Contains(got["all"], "every move is correct") {
		t.Errorf("every move correct: %q", got["all"])
	}
}

// TestLatencyTimesEveryWrongMove times the refutations of a one-page lesson and reports how many it timed.
func TestLatencyTimesEveryWrongMove(t *testing.T) {
	dir := t.TempDir()
	// The white stone in atari at D4: one move captures, every other move of the 7×7 board is refuted.
	text := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[One]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd]AGAN[dc])"
	file := filepath.Join(dir, "one.sgf")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run([]string{"-latency", file}, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	l, err := lesson.Parse("one.sgf", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	r, err := lesson.CheckPage(context.Background(), ai.NewJudge(), &l.Pages[0])
	if err != nil || len(r.Refuted) < 30 {
		t.Fatalf("the check refutes %d moves (%v)", len(r.Refuted), err)
	}
	if want := fmt.Sprintf("wrong first moves: %d ", len(r.Refuted)); !strings.Contains(out.String(), want) ||
		!strings.Contains(out.String(), "worst ") {
		t.Errorf("the timing report, want %q:\n%s", want, out.String())
	}
}

// TestPracticePrintsEachPagesMeasureAndGrade prints a snapback practice set twice from one seed: each page with its
// measure and grade, the same both times; an unknown kind is an error.
func TestPracticePrintsEachPagesMeasureAndGrade(t *testing.T) {
	var out, again bytes.Buffer
	args := []string{"-practice", "snapback", "-seed", "3", "-n", "3"}
	if err := run(args, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if err := run(args, &again); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"## page 3 ", "measure: learner moves ", ", tempting wrong moves ", "grade: "} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the set:\n%s", want, text)
		}
	}
	if n := strings.Count(text, "grade: "); n != 3 {
		t.Errorf("%d grades for 3 pages:\n%s", n, text)
	}
	if again.String() != text {
		t.Errorf("the same seed printed another set:\n%s\nthen\n%s", text, again.String())
	}
	if err := run([]string{"-practice", "squash"}, &out); !errors.Is(err, errNoSuchKind) {
		t.Errorf("an unknown kind: %v, want errNoSuchKind", err)
	}
}
