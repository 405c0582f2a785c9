package job

import "sync/atomic"

// wakeFunc holds the function SetWake sets.
var wakeFunc atomic.Pointer[func()]

// SetWake sets f to be called whenever work that runs off the game loop has an answer ready: a window that stops
// drawing while nothing moves calls for a frame there, so that the answer shows at once. f is called from other
// goroutines, so it must be safe for concurrent use; nil means none.
func SetWake(f func()) {
	if f == nil {
		wakeFunc.Store(nil)
		return
	}
	wakeFunc.Store(&f)
}

// Wake calls the function SetWake set, if any; work that runs off the game loop calls it when its answer is ready.
func Wake() {
	if f := wakeFunc.Load(); f != nil {
		(*f)()
	}
}
