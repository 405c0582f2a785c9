//go:build js

package scenes

import "syscall/js"

// In the browser Ebiten's minimum frame mode still asks the page for every frame (requestAnimationFrame) only to
// find nothing to do, and its sound keeps mixing silence: about a third of a core in headless Chromium on a menu
// where nothing moves. So the sleeping loop also tells the page to rest (web/index.html: atarigoRest), which holds
// back Ebiten's frame requests and suspends the sound, and lets one frame through when one is asked for
// (atarigoFrame).

// restPage tells the page that the game loop sleeps (on) or is awake again.
func restPage(on bool) { callPage("atarigoRest", on) }

// wakePage lets one frame through while the page rests; it is safe for concurrent use.
func wakePage() { callPage("atarigoFrame") }

// callPage calls the page's function name, when the page has one (a page without it, or a test under Node, runs
// the loop as Ebiten does).
func callPage(name string, args ...any) {
	if f := js.Global().Get(name); f.Type() == js.TypeFunction {
		f.Invoke(args...)
	}
}
