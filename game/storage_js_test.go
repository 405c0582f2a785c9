//go:build js

package game

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestFullStorage checks, in the browser's file system (web/storage.js, run by tools/serve's TestStorage with a
// small quota), that a file too big for the storage fails to be written with ENOSPC, said as the site's full
// storage in the autosave's message, and that the file written before stays whole with no temporary file left beside it.
func TestFullStorage(t *testing.T) {
	if os.Getenv("ATARIGO_STORAGE_QUOTA") == "" {
		t.Skip("runs in the browser's file system with a small quota (go test ./tools/serve -run TestStorage)")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, AutosaveFile)
	small := []byte("(;GM[1]FF[4]SZ[9];B[ee])")
	if err := writeFileAtomic(path, small); err != nil {
		t.Fatal(err)
	}
	err := writeFileAtomic(path, bytes.Repeat([]byte("x"), 1<<20))
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("writing a megabyte into a small storage: %v, want ENOSPC", err)
	}
	if got, want := WriteProblem(NewTranslator("en"), err), "the browser's storage for this site is full"; got != want {
		t.Errorf("the autosave's message says %q, want %q", got, want)
	}
	data, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(data, small) {
		t.Errorf("the file written before: %q, %v; want %q", data, err, small)
	}
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) != 1 {
		t.Errorf("the folder holds %v (%v), want the autosave alone", entries, err)
	}
}
