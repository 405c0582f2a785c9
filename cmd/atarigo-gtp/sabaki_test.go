package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// engineEnv, set in a child's environment, makes the test binary run as atarigo-gtp with its arguments (see
// TestMain), so that outside GTP clients can start this very build as their engine.
const engineEnv = "ATARIGO_GTP_TEST_ENGINE"

// TestMain runs the test binary as the engine when engineEnv is set, and the tests otherwise.
func TestMain(m *testing.M) {
	if os.Getenv(engineEnv) == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestSabakiSession drives the engine with Sabaki's GTP client (@sabaki/gtp from npm, installed in the test's
// own folder) through testdata/sabaki_session.js: a Go game as GUIs set it up, passes that end nothing,
// kgs-genmove_cleanup, lz-analyze and kata-analyze streamed every 10 centiseconds and stopped by the next
// command, lz-genmove_analyze, the solver's proof in Atari Go's analysis, and the other new commands.
func TestSabakiSession(t *testing.T) {
	node, errNode := exec.LookPath("node")
	npm, errNpm := exec.LookPath("npm")
	if errNode != nil || errNpm != nil {
		t.Skip("node and npm are needed to run Sabaki's GTP client (Debian: apt-get install nodejs npm)")
	}
	if testing.Short() {
		t.Skip("installs @sabaki/gtp from npm; run without -short (or make interop)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := t.TempDir()
	install := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--prefix", dir, "@sabaki/gtp@3")
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("npm install @sabaki/gtp: %v\n%s", err, out)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	script, err := filepath.Abs("testdata/sabaki_session.js")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, node, script, dir, exe, "-seed", "1", "-time", "200ms")
	cmd.Env = append(os.Environ(), engineEnv+"=1")
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	if err != nil {
		t.Fatalf("the Sabaki session failed: %v", err)
	}
}
