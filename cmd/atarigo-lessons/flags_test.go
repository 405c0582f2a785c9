package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck"
	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck/fifotest"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// TestAFIFOIsRefusedAsALessonFile gives the checker a FIFO that no one writes to, and a folder holding one beside a
// good lesson: each is refused at once with a message naming the file, where reading it used to wait for ever.
func TestAFIFOIsRefusedAsALessonFile(t *testing.T) {
	dir := t.TempDir()
	fifo, opened := fifotest.Make(t, dir, "fifo.sgf")
	good, err := os.ReadFile(filepath.Join("..", "..", "assets", "lessons", "01-stones.sgf"))
	if err != nil {
		t.Skipf("no built-in lesson to copy: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "01-stones.sgf"), good, 0o644)
	for _, args := range [][]string{{fifo}, {dir}} {
		var out bytes.Buffer
		err := run(args, &out)
		if !errors.Is(err, flagcheck.ErrNotAFile) && !errors.Is(err, lesson.ErrNotAFile) || !strings.Contains(err.Error(), "fifo.sgf") {
			t.Errorf("%q: %v; want a refusal naming fifo.sgf", args, err)
		}
	}
	if opened() {
		t.Error("the FIFO was opened")
	}
}

// TestLessonFlagsAreChecked gives the checker values every program refuses the same way (flagcheck).
func TestLessonFlagsAreChecked(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"-practice", "ladder", "-n", "0"}, &out); !errors.Is(err, flagcheck.ErrUsage) || !strings.Contains(err.Error(), "-n 0") {
		t.Errorf("-n 0: %v", err)
	}
}
