//go:build unix

package lesson

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestAFIFOInALessonFolderIsRefused puts a FIFO that no one writes to among a folder's lessons: LoadFolder and
// LoadDir name it as not a file instead of waiting for ever to read it.
func TestAFIFOInALessonFolderIsRefused(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "02-fifo.sgf"), 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	good := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[Mine]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd])"
	if err := os.WriteFile(filepath.Join(dir, "01-mine.sgf"), []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	lessons, problems := LoadFolder(dir)
	if len(lessons) != 1 || len(problems) != 1 || problems[0].Name != "02-fifo.sgf" || !errors.Is(problems[0], ErrNotAFile) {
		t.Errorf("LoadFolder: lessons %v, problems %v", lessons, problems)
	}
	var fp FileProblem
	if _, err := LoadDir(os.DirFS(dir), "."); !errors.As(err, &fp) || fp.Name != "02-fifo.sgf" || !errors.Is(err, ErrNotAFile) {
		t.Errorf("LoadDir: %v", err)
	}
}
