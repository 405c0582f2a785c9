//go:build darwin && !ios

package game

import "os/exec"

// openBrowser starts open(1) on the address and reaps it in the background.
func openBrowser(u string) error {
	cmd := exec.Command("open", u)
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait()
	return nil
}
