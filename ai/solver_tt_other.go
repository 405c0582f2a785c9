//go:build !linux

package ai

// adviseHugePages does nothing where the system offers no advice on page sizes.
func adviseHugePages([]ttEntry) {}
