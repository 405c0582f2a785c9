//go:build js

package game

import (
	"errors"
	"syscall/js"
)

// errPopupBlocked means the browser refused to open a new tab (a pop-up blocker).
var errPopupBlocked = errors.New("the browser did not open a new tab")

// openBrowser opens the address in a new tab of the browser the game runs in, cut off from the game's page.
func openBrowser(u string) error {
	w := js.Global().Get("window")
	if !w.Truthy() {
		return errors.New("no browser window")
	}
	tab := w.Call("open", u, "_blank")
	if !tab.Truthy() {
		return errPopupBlocked
	}
	tab.Set("opener", js.Null())
	return nil
}
