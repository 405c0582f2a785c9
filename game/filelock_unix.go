//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || android || ios

package game

import (
	"os"
	"syscall"
)

// lockFile takes the lock of the file at path for this process alone, waiting while another process (or another
// open of it in this one) holds it, and returns the function that lets it go. The lock is the system's (flock),
// so a process that ends, even killed, lets it go. The lock file is created when missing and never removed.
func lockFile(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, &os.PathError{Op: "lock", Path: path, Err: err}
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
