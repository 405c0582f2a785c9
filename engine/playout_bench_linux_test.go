package engine

import (
	"runtime"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// The playout benchmarks report their rates in CPU time of the benchmark's own thread: on a machine
// shared with other work, the wall-clock ns/op counts the time other programs hold the core, and the CPU
// time does not. The clock is Linux's thread CPU clock (clock_gettime CLOCK_THREAD_CPUTIME_ID, which is
// why this file is for Linux only) rather than getrusage, whose thread times advance in scheduler ticks
// (4 ms here).

// BenchmarkPlayoutGo9x9 measures reference-bot light playouts on empty 9×9.
func BenchmarkPlayoutGo9x9(b *testing.B) {
	benchPlayouts(b, GoRules(Area, 7.5), (*Position).PlayoutLight)
}

// BenchmarkPlayoutAtari9x9 measures uniformly random Atari Go playouts on empty 9×9 to the first capture.
func BenchmarkPlayoutAtari9x9(b *testing.B) {
	benchPlayouts(b, AtariRules(1), (*Position).PlayoutAtari)
}

// benchPlayouts runs playout from the empty 9×9 board under rules b.N times and reports playouts and
// moves per second of the thread's CPU time (cpu-playouts/s, cpu-moves/s).
func benchPlayouts(b *testing.B, rules Rules, playout func(*Position, *Rand) (Color, int)) {
	runtime.LockOSThread() // the thread's CPU time is the benchmark's only while the goroutine keeps it
	defer runtime.UnlockOSThread()
	start := MustPosition(9, 9, rules)
	rng := NewRand(1)
	moves := 0
	var p Position // one copy, reused: a copy per playout would escape to the heap through playout
	b.ReportAllocs()
	t0 := threadCPUTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p = start
		_, m := playout(&p, rng)
		moves += m
	}
	s := (threadCPUTime() - t0).Seconds()
	b.ReportMetric(float64(b.N)/s, "cpu-playouts/s")
	b.ReportMetric(float64(moves)/s, "cpu-moves/s")
}

// clockThreadCPUTime is Linux's CLOCK_THREAD_CPUTIME_ID, which package syscall does not name.
const clockThreadCPUTime = 3

// threadCPUTime returns the CPU time the calling thread has used.
func threadCPUTime() time.Duration {
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		panic(e)
	}
	return time.Duration(ts.Nano())
}
