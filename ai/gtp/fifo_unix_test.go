//go:build unix

package gtp

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestLoadSGFRefusesAFIFO gives loadsgf a FIFO that no one writes to and a folder: each is refused at once, where
// opening the FIFO to read would wait for ever.
func TestLoadSGFRefusesAFIFO(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "game.sgf")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	s := newTestServer(t, "japanese")
	for _, path := range []string{p, dir} {
		if text, ok := answer(t, s, "loadsgf "+path); ok || !strings.Contains(text, "not a regular file") {
			t.Errorf("loadsgf %s: %q %v", path, text, ok)
		}
	}
}
