//go:build !js

package scenes

// restPage tells the page that the game loop sleeps; outside the browser there is no page (sleep_js.go).
func restPage(bool) {}

// wakePage lets one frame through while the page rests; outside the browser there is no page.
func wakePage() {}
