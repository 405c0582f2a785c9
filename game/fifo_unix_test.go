//go:build unix

package game

import (
	"path/filepath"
	"syscall"
	"testing"
)

// fifo makes a FIFO named fifo.sgf in dir, which no one writes to: opening it to read would wait for ever.
func fifo(t *testing.T, dir string) string {
	t.Helper()
	p := filepath.Join(dir, "fifo.sgf")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	return p
}
