//go:build windows

package game

import "os/exec"

// openBrowser hands the address to the URL handler of Windows and reaps it in the background.
func openBrowser(u string) error {
	cmd := exec.Command("rundll32", "url.dll,FileProtocolHandler", u)
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait()
	return nil
}
