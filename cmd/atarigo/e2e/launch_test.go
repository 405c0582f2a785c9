package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fakeGame stands in for the game: each run appends a line to runs, and the
// first one leaves a file in the config folder and dies the way a crash in
// the graphics driver does, or fails plainly when plain is set.
const fakeGame = `#!/bin/sh
echo run >> "$1"
if [ "$(wc -l < "$1")" -eq 1 ]; then
	echo half > "$2/half-written"
	if [ "$3" = plain ]; then echo "panic: the game's own"; exit 2; fi
	echo "malloc(): unsorted double linked list corrupted"
	echo "SIGABRT: abort"
	echo "` + nativeCrash + `"
	exit 2
fi
[ -e "$2/settings" ] && [ ! -e "$2/half-written" ]
`

// TestLaunchRunsAgainOnlyAfterADriverCrash checks that a window brought down
// inside the graphics driver is run once more from the folders as they were,
// and that any other failure is reported at once.
func TestLaunchRunsAgainOnlyAfterADriverCrash(t *testing.T) {
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil || testing.Short() {
		t.Skip("needs xvfb-run and no -short")
	}
	for _, tc := range []struct {
		how      string
		wantRuns int
		wantErr  bool
	}{
		{"driver", 2, false},
		{"plain", 1, true},
	} {
		dir := t.TempDir()
		w := &window{t: t, xvfb: xvfb, bin: filepath.Join(dir, "game"),
			config: filepath.Join(dir, "config"), games: filepath.Join(dir, "games")}
		if err := os.WriteFile(w.bin, []byte(fakeGame), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(w.config, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(w.config, "settings"), []byte("kept"), 0o644); err != nil {
			t.Fatal(err)
		}
		runs := filepath.Join(dir, "runs")
		msg, err := w.launch("640x480", runs, w.config, tc.how)
		data, _ := os.ReadFile(runs)
		if got := strings.Count(string(data), "run"); got != tc.wantRuns {
			t.Errorf("%s: the game ran %d times, want %d", tc.how, got, tc.wantRuns)
		}
		if (err != nil) != tc.wantErr {
			t.Errorf("%s: error %v, want an error: %v\n%s", tc.how, err, tc.wantErr, msg)
		}
	}
}
