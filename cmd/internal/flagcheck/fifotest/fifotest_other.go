//go:build !unix

package fifotest

import "testing"

// Make skips the test: there are no FIFOs in the file system here.
func Make(t *testing.T, dir, name string) (path string, opened func() bool) {
	t.Skip("no FIFOs on this system")
	return "", nil
}
