package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// storageQuota is the size of the browser storage the test gives web/storage.js, in characters: room for
// every file test of package game, not for the megabyte TestFullStorage writes.
const storageQuota = "600000"

// TestStorage runs the tests of package game, built for WebAssembly, under Node on web/storage.js: settings,
// the autosave with its recovery, the previous game, the library, atomic writes and the full storage
// (game/storage_js_test.go) all go through the browser's file system, as in the page. It is skipped in -short mode.
func TestStorage(t *testing.T) {
	if testing.Short() {
		t.Skip("package game's tests under Node are skipped in -short mode (make test runs them)")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is needed to run the browser's file system outside a browser (Debian: apt-get install nodejs)")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is needed to build package game's tests for WebAssembly")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	root := repoRoot(t)
	goroot, err := exec.CommandContext(ctx, goTool, "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	wasmExec := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js")
	bin := filepath.Join(t.TempDir(), "game.test.wasm")
	build := exec.CommandContext(ctx, goTool, "test", "-c", "-o", bin, "./game")
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building package game's tests for WebAssembly: %v\n%s", err, out)
	}
	// TestEverySentinelErrorIsSortedOut reads the repository's Go files, which are not in the browser's storage.
	run := exec.CommandContext(ctx, node, "testdata/node_host.js", filepath.Join(root, "web", "storage.js"), wasmExec, bin,
		"-test.short", "-test.v", "-test.skip", "^TestEverySentinelErrorIsSortedOut$")
	run.Env = append(os.Environ(), "ATARIGO_STORAGE_QUOTA="+storageQuota)
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("package game's tests on the browser's file system: %v\n%s", err, out)
	}
	for _, want := range []string{"--- PASS: TestFullStorage", "--- PASS: TestAutosaveRoundTrip"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the run lacks %q:\n%s", want, out)
		}
	}
}
