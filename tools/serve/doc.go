// Command serve serves the browser build of the game (the web folder that make wasm fills) over HTTP on this
// machine, as the page must be: WebAssembly is fetched, and browsers refuse to fetch from a page opened as a file.
//
// Usage:
//
//	go run ./tools/serve [-dir web] [-host localhost] [-port 8080]
//
// It prints the address to open. Files go out with their right type (application/wasm for the program, which
// browsers need to compile it while it downloads), the gzip or brotli copy make wasm writes beside a file goes
// to browsers that accept it (Content-Encoding, Vary), and the page, its scripts and the program are
// revalidated on every load (Cache-Control: no-cache, answered with 304 Not Modified when unchanged) so a new
// build is never mixed with an old one; the icons are kept a day.
//
// Where to start reading: serve.go is the handler; main.go reads the flags. browser_test.go builds the game
// with make wasm, serves it and plays it in headless Chromium driven by puppeteer-core
// (testdata/browser.js): five first visits and their reloads timed to the first frame (printed, never asserted);
// a start without a network from what the service worker (web/sw.js) keeps, with a lesson page played, and a new
// build taken in when the network is back; a move, a setting, a reload that keeps both, at a phone's and a
// desktop's size.
// storage_test.go runs package game's own file tests in WebAssembly on web/storage.js, the browser's file
// system, under Node.
package main
