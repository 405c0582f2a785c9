package game

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// writeFileAtomic writes data to path so that a reader, or the program after
// a crash, sees either the old file or the new one in full: it writes a
// temporary file in the same folder, syncs it and renames it over path. The
// folder is created when missing. When path is a symbolic link (or a chain of
// them) the file it leads to is written, beside itself, and the link stays.
func writeFileAtomic(path string, data []byte) error {
	path, err := resolveLinks(path)
	if err != nil {
		return err
	}
	tmp, err := writeTemp(path, data)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// writeTemp writes data whole to a new temporary file beside path (creating the folder), synced and readable by
// all, and returns its name.
func writeTemp(path string, data []byte) (string, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*"+tempSuffix)
	if err != nil {
		return "", err
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
	if werr != nil {
		os.Remove(tmp)
		return "", werr
	}
	return tmp, nil
}

// maxLinks is how many symbolic links resolveLinks follows before it calls the chain a circle, as the systems do.
const maxLinks = 40

// resolveLinks returns the path that path leads to through symbolic links, the links' own folders taken for
// relative ones; a path that is not a link (or not there) is returned as it is. A chain longer than maxLinks is a
// circle: a *fs.PathError wrapping syscall.ELOOP.
func resolveLinks(path string) (string, error) {
	for range maxLinks {
		info, err := os.Lstat(path)
		if err != nil || info.Mode()&fs.ModeSymlink == 0 {
			return path, nil
		}
		target, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(path), target)
		}
		path = target
	}
	return "", &fs.PathError{Op: "readlink", Path: path, Err: syscall.ELOOP}
}

// maxCopies bounds the numbered copies writeNewFile tries: beyond it no copy is made.
const maxCopies = 100

// errNoFreeName means every name writeNewFile may use is taken.
var errNoFreeName = fmt.Errorf("every numbered name is taken (%w)", fs.ErrExist)

// writeNewFile writes data whole to the first of name(from), name(from+1), … that is free (all in one folder,
// maxCopies names at most) and returns its path; it never replaces a file, not even one another program makes
// meanwhile.
func writeNewFile(name func(n int) string, from int, data []byte) (string, error) {
	tmp, err := writeTemp(name(from), data)
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp)
	for n := from; n < from+maxCopies; n++ {
		if p, ok, err := claim(tmp, name(n)); ok || err != nil {
			return p, err
		}
	}
	return "", errNoFreeName
}

// claim gives the whole file tmp the name p when p is free, and reports whether it did: a hard link where the
// system makes one (which fails on a name taken; tmp keeps its name too), else a rename after a look that p is
// free.
func claim(tmp, p string) (string, bool, error) {
	err := os.Link(tmp, p)
	switch {
	case err == nil:
		return p, true, nil
	case errors.Is(err, fs.ErrExist):
		return "", false, nil
	}
	if _, serr := os.Lstat(p); !errors.Is(serr, fs.ErrNotExist) {
		return "", false, nil
	}
	if err := os.Rename(tmp, p); err != nil {
		return "", false, err
	}
	return p, true, nil
}

// numbered returns the names of the numbered copies of path with suffix: PATH+SUFFIX, then PATH.2+SUFFIX,
// PATH.3+SUFFIX, …, each ending in suffix.
func numbered(path, suffix string) func(n int) string {
	return func(n int) string {
		if n <= 1 {
			return path + suffix
		}
		return fmt.Sprintf("%s.%d%s", path, n, suffix)
	}
}

// keepBadCopy writes data, a damaged file at path, to the first free numbered copy (PATH.bad, PATH.2.bad, …), so
// that no earlier copy is written over, and returns the copy's path.
func keepBadCopy(path string, data []byte) (string, error) {
	return writeNewFile(numbered(path, BadAutosaveSuffix), 1, data)
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
