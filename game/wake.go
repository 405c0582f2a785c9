package game

import "sync/atomic"

// wakeFunc holds the function SetWake sets.
var wakeFunc atomic.Pointer[func()]

// SetWake sets f to be called whenever work that runs off the game loop has an answer ready (a computer move, a
// check of the coach, a hint, an estimate, a study question): a window that stops drawing while nothing moves
// calls for a frame there, so that the answer shows at once. f is called from other goroutines, so it must be
// safe for concurrent use; nil means none.
func SetWake(f func()) {
	if f == nil {
		wakeFunc.Store(nil)
		return
	}
	wakeFunc.Store(&f)
}

// wake calls the function SetWake set, if any.
func wake() {
	if f := wakeFunc.Load(); f != nil {
		(*f)()
	}
}
