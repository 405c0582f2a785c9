// Package fifotest makes FIFOs for the tests of the programs that must refuse them: a FIFO that no one writes to
// makes a reader wait for ever, so the programs never open one; Make's FIFO lets a reader through, so that a
// program that opens it fails its test rather than hanging it. Only tests import it.
package fifotest
