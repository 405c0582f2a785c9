package flagcheck

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotAFile means a path a command line names as a file is a folder, a FIFO, a device or a socket: reading a FIFO
// or a device would wait for ever or never end, so none is opened.
var ErrNotAFile = errors.New("not a regular file (a folder, a FIFO or a device)")

// ErrTooLarge means a file a command line names is larger than the program reads.
var ErrTooLarge = errors.New("the file is too large")

// ErrNotAFolder means a path a command line names as a folder is something else.
var ErrNotAFolder = errors.New("not a folder")

// fileError returns an error naming flag ("" for an argument that is no flag's) and path.
func fileError(flag, path string, err error) error {
	if flag == "" {
		return fmt.Errorf("%s: %w", path, err)
	}
	return fmt.Errorf("-%s %s: %w", flag, path, err)
}

// Regular checks that path is a regular file (a link to one is one), without opening it; a path that is not there
// gives an error wrapping fs.ErrNotExist.
func Regular(flag, path string) error {
	info, err := os.Stat(path)
	if err != nil {
		return fileError(flag, path, err)
	}
	if !info.Mode().IsRegular() {
		return fileError(flag, path, ErrNotAFile)
	}
	return nil
}

// Open opens path to read when it is a regular file of at most limit bytes, checking before it opens the file
// (a FIFO is never opened) and again on the file opened (in case it was replaced meanwhile). The caller closes it.
func Open(flag, path string, limit int64) (*os.File, error) {
	if err := Regular(flag, path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fileError(flag, path, err)
	}
	info, err := f.Stat()
	switch {
	case err != nil:
		err = fileError(flag, path, err)
	case !info.Mode().IsRegular():
		err = fileError(flag, path, ErrNotAFile)
	case info.Size() > limit:
		err = fileError(flag, path, fmt.Errorf("%w: %d bytes, at most %d", ErrTooLarge, info.Size(), limit))
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ReadFile reads path whole when it is a regular file of at most limit bytes (see Open).
func ReadFile(flag, path string, limit int64) ([]byte, error) {
	f, err := Open(flag, path, limit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fileError(flag, path, err)
	}
	if int64(len(data)) > limit {
		return nil, fileError(flag, path, fmt.Errorf("%w: more than %d bytes", ErrTooLarge, limit))
	}
	return data, nil
}

// Writable checks that path may be written as a file: not there yet, or a regular file (a FIFO would make the
// writer wait for a reader for ever, a device would swallow the file).
func Writable(flag, path string) error {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fileError(flag, path, err)
	case !info.Mode().IsRegular():
		return fileError(flag, path, ErrNotAFile)
	}
	return nil
}

// Folder checks that path is a folder, or not there yet (the program makes it).
func Folder(flag, path string) error {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fileError(flag, path, err)
	case !info.IsDir():
		return fileError(flag, path, ErrNotAFolder)
	}
	return nil
}
