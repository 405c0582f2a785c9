package e2e

import (
	"context"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestTwoWindowsKeepEachOthersStars runs two game windows at once on one config folder, as two children on one
// computer do: each solves a page of its own lesson while the other is open (both read the learner's file before
// either writes), and they close in one order, then, on a fresh folder, in the other. Each time both pages keep
// their three stars in the learner's file. (Before the learner's own file, the window that wrote last wrote its
// whole settings over the other's stars.)
func TestTwoWindowsKeepEachOthersStars(t *testing.T) {
	w := newWindow(t)
	w.clean("w0")
	disp, stop := startXvfb(t)
	defer stop()
	for _, round := range []struct {
		first                  string // the window that closes first
		stonesTail, chainsTail int    // how long each stays open after its page, in milliseconds
	}{
		{"stones", 25000, 45000},
		{"chains", 45000, 25000},
	} {
		var order []string
		for try := 1; ; try++ {
			if err := os.RemoveAll(w.config); err != nil {
				t.Fatal(err)
			}
			var crashed bool
			order, crashed = w.runTwo(disp, map[string]string{
				"stones": w.scriptWithTail("two-windows-stones.script", round.stonesTail),
				"chains": w.scriptWithTail("two-windows-chains.script", round.chainsTail),
			})
			if !crashed || try == 2 {
				break
			}
			t.Log("the graphics driver brought a window down; running the round again")
		}
		if order[0] != round.first {
			t.Errorf("the %s window closed first, but the round meant the %s window to", order[0], round.first)
		}
		stones := load(t, w.out, "w01-stones-solved.png", true)
		chains := load(t, w.out, "w02-chains-solved.png", true)
		if stones.info.Status != "Well done!" || !strings.HasPrefix(chains.info.Status, "Captured!") {
			t.Fatalf("the pages were not solved: %q, %q", stones.info.Status, chains.info.Status)
		}
		l, data := readLearner(t, w.config)
		if l.Tutorial.Stars("01-stones", 2) != 3 || l.Tutorial.Stars("04-chains", 6) != 3 {
			t.Errorf("%s closed first: the learner's file lost a page's stars:\n%s", round.first, data)
		}
	}
}

// scriptWithTail returns the script name made for the run (see script) with "wait TAIL" waiting ms milliseconds.
func (w *window) scriptWithTail(name string, ms int) string {
	w.t.Helper()
	file := w.script(name, "en")
	data, err := os.ReadFile(file)
	if err != nil {
		w.t.Fatal(err)
	}
	text := strings.ReplaceAll(string(data), "wait TAIL", "wait "+strconv.Itoa(ms))
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		w.t.Fatal(err)
	}
	return file
}

// runTwo runs a window for each script at once on the display disp, with the window's config and games folders,
// and returns the scripts' names in the order their windows closed; crashed tells that the graphics driver
// brought one down (see launch), any other failure fails the test.
func (w *window) runTwo(disp string, scripts map[string]string) (order []string, crashed bool) {
	w.t.Helper()
	type end struct {
		name string
		out  []byte
		err  error
	}
	ends := make(chan end, len(scripts))
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	for name, script := range scripts {
		cmd := exec.CommandContext(ctx, w.bin, "-window", "1200x760", "-lang", "en", "-seed", "1", "-nosound", "-script", script)
		w.isolate(cmd)
		cmd.Env = append(cmd.Env, "DISPLAY="+disp)
		go func() {
			out, err := cmd.CombinedOutput()
			ends <- end{name, out, err}
		}()
	}
	for range scripts {
		e := <-ends
		order = append(order, e.name)
		switch {
		case e.err == nil:
		case strings.Contains(string(e.out), nativeCrash):
			crashed = true
		default:
			w.t.Fatalf("the %s window: %v\n%s", e.name, e.err, e.out)
		}
	}
	return order, crashed
}
