package ai

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks the system to back a large table with 2 MiB pages: random probes into a table of
// gigabytes then miss the address-translation cache far less often, and the table is mapped in a thousand
// faults instead of half a million. The advice is only a hint; when refused, the table works as before.
func adviseHugePages(e []ttEntry) {
	const page = 4096
	if len(e) == 0 {
		return
	}
	size := uintptr(len(e)) * unsafe.Sizeof(e[0])
	start := uintptr(unsafe.Pointer(&e[0]))
	aligned := (start + page - 1) &^ (page - 1)
	if size < 1<<24 || aligned-start >= size {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(&e[0])), size)[aligned-start:]
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
}
