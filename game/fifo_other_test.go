//go:build !unix

package game

import "testing"

// fifo skips the test: there are no FIFOs in the file system here.
func fifo(t *testing.T, dir string) string {
	t.Skip("no FIFOs on this system")
	return ""
}
