package game

import (
	"os"
	"path/filepath"
	"strings"
	"time"
)

// writeFileAtomic writes data to path so that a reader, or the program after
// a crash, sees either the old file or the new one in full: it writes a
// temporary file in the same folder, syncs it and renames it over path. The
// folder is created when missing.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*"+tempSuffix)
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	if werr == nil {
		werr = f.Sync()
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(tmp, 0o644)
	}
	if werr == nil {
		werr = os.Rename(tmp, path)
	}
	if werr != nil {
		os.Remove(tmp)
		return werr
	}
	return nil
}

// tempSuffix ends the names of the temporary files writeFileAtomic makes.
const tempSuffix = ".tmp"

// removeStaleTemps removes the temporary files writeFileAtomic left beside
// path (a process killed while writing) that are older than age.
func removeStaleTemps(path string, age time.Duration) {
	dir, base := filepath.Dir(path), filepath.Base(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		if !strings.HasPrefix(n, "."+base+".") || !strings.HasSuffix(n, tempSuffix) {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) >= age {
			os.Remove(filepath.Join(dir, n))
		}
	}
}
