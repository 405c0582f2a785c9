//go:build !((linux && !android) || freebsd || openbsd || netbsd || dragonfly || (darwin && !ios) || windows || js)

package game

import "errors"

// openBrowser fails: this platform (Android, iOS, …) has no
// browser the program can start.
func openBrowser(u string) error {
	return errors.New("no way to start a browser on this platform")
}
