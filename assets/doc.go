// Package assets holds the game's pictures and sound effects, embedded into
// the program so that it runs as a single file.
//
// Where to start reading: assets.go lists every file by name and has the two
// functions the rest of the game calls, Image for PNG pictures and Sound for
// WAV sound effects. The files themselves live in data/ and are made by the
// program in gen/ (run `go generate` in this directory to remake them); its
// main.go shows which function draws or synthesises each file. Nothing here
// depends on the game engine: pictures come back as image.Image and sounds as
// raw WAV bytes for the caller to hand to its audio player.
package assets
