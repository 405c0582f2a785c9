package main

import (
	"runtime"
	"sync"
)

// rows calls fn for every row index in [0, h), spread over the CPUs. Each
// row is independent, so the result does not depend on scheduling.
func rows(h int, fn func(y int)) {
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	next := make(chan int, h)
	for y := 0; y < h; y++ {
		next <- y
	}
	close(next)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for y := range next {
				fn(y)
			}
		}()
	}
	wg.Wait()
}
