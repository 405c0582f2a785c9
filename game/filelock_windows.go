package game

import (
	"os"

	"golang.org/x/sys/windows"
)

// lockFile takes the lock of the file at path for this process alone, waiting while another process (or another
// open of it in this one) holds it, and returns the function that lets it go. The lock is the system's
// (LockFileEx), so a process that ends, even killed, lets it go. The lock file is created when missing and never
// removed.
func lockFile(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	h := windows.Handle(f.Fd())
	ol := new(windows.Overlapped)
	if err := windows.LockFileEx(h, windows.LOCKFILE_EXCLUSIVE_LOCK, 0, 1, 0, ol); err != nil {
		f.Close()
		return nil, &os.PathError{Op: "lock", Path: path, Err: err}
	}
	return func() {
		windows.UnlockFileEx(h, 0, 1, 0, ol)
		f.Close()
	}, nil
}
