//go:build !linux

package ai

// lowerThreadPriority does nothing where threads have no portable priority; the search still leaves one core free.
func lowerThreadPriority() {}
