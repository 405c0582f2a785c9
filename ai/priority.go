package ai

import "context"

type lowPriorityKey struct{}

// WithLowPriority marks ctx so that searches run under it use OS threads of low scheduling priority,
// leaving the game loop and the renderer their share of the cores.
func WithLowPriority(ctx context.Context) context.Context {
	return context.WithValue(ctx, lowPriorityKey{}, true)
}

// lowerThread locks the calling goroutine to its OS thread and lowers that thread's priority when ctx asks
// for it; the goroutine must not unlock it, so the thread ends with the goroutine and the lower priority never
// reaches other goroutines.
func lowerThread(ctx context.Context) {
	if low, _ := ctx.Value(lowPriorityKey{}).(bool); low {
		lowerThreadPriority()
	}
}
