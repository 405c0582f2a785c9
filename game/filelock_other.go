//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || android || ios || windows)

package game

import "sync"

// pathLocks holds a lock for each path lockFile was asked for, so that two stores of this program on one file take
// turns.
var pathLocks sync.Map // path → *sync.Mutex

// lockFile takes the lock of path among the writers of this program, where the system has no file lock the game
// can take (the browser's storage has none across tabs): the lock file is not even made. Each write still merges
// what the file held just before it, so only two tabs writing in the same instant can miss each other.
func lockFile(path string) (unlock func(), err error) {
	m, _ := pathLocks.LoadOrStore(path, new(sync.Mutex))
	mu := m.(*sync.Mutex)
	mu.Lock()
	return mu.Unlock, nil
}
