package ai

import (
	"runtime"
	"syscall"
)

// backgroundNice is the niceness of a search thread started for the game window.
const backgroundNice = 10

// lowerThreadPriority gives the calling goroutine its own OS thread with a higher niceness.
func lowerThreadPriority() {
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), backgroundNice)
}
