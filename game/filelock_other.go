//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || android || ios || windows)

package game

// lockFile does nothing where the game has no file lock to take (the browser's storage has none across tabs): the
// lock file is not even made. Each write still merges what the file held just before it, so only two writes in
// the same instant can miss each other.
func lockFile(path string) (unlock func(), err error) {
	return func() {}, nil
}
