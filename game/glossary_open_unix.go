//go:build (linux && !android) || freebsd || openbsd || netbsd || dragonfly

package game

import "os/exec"

// openBrowser starts xdg-open on the address and reaps it in the background.
func openBrowser(u string) error {
	return startDetached(exec.Command("xdg-open", u))
}

// startDetached starts cmd and waits for it on a goroutine, so it leaves no zombie.
func startDetached(cmd *exec.Cmd) error {
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait()
	return nil
}
