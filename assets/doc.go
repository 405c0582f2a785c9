// Package assets holds the game's pictures and sound effects, embedded into
// the program so that it runs as a single file; the browser's program fetches
// them beside it instead.
//
// Where to start reading: assets.go lists every file by name; the two
// functions the rest of the game calls, Image for PNG pictures and Sound for
// WAV sound effects, are in files_embed.go, and in files_js.go for the
// browser, where the page (web/index.html) fetches the files while the
// program downloads and the browser decodes the pictures. The files
// themselves live in data/ and are made by the program in gen/ (run
// `go generate` in this directory to remake them); its main.go shows which
// function draws or synthesises each file. Nothing here depends on the game
// engine: pictures come back as image.Image and sounds as raw WAV bytes for
// the caller to hand to its audio player.
package assets
