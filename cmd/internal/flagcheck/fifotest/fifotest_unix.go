//go:build unix

package fifotest

import (
	"os"
	"path/filepath"
	"sync/atomic"
	"syscall"
	"testing"
)

// Make makes a FIFO named name in dir and returns its path and a function that reports whether anything opened it
// to read; it skips the test where no FIFO can be made. Until the test ends, a writer waits at the FIFO: each time a
// program opens it to read, it finds the end of the file at once (an empty file) instead of waiting for ever,
// so that a program that should have refused the FIFO fails the test instead of hanging it.
func Make(t *testing.T, dir, name string) (path string, opened func() bool) {
	t.Helper()
	path = filepath.Join(dir, name)
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	var got, stop atomic.Bool
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			f, err := os.OpenFile(path, os.O_WRONLY, 0) // waits for a reader
			if err != nil {
				return
			}
			if stop.Load() {
				f.Close()
				return
			}
			got.Store(true)
			f.Close() // the reader reads an empty file

		}
	}()
	t.Cleanup(func() {
		// A reader that does not wait, held open until the writer has seen it, lets the writer out.
		stop.Store(true)
		if f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0); err == nil {
			<-done
			f.Close()
		}
	})
	return path, got.Load
}
