// Package board is the view of a Go board: geometry and hit-testing, the
// wood, grid, star points and coordinates drawn once per size into an
// off-screen image, stones from sprites with their shadow, and the markers
// laid over them (last move, ko, ghost stone, chains in atari, liberties,
// territory, dead and captured stones).
//
// Where to start reading: geometry.go maps intersections to pixels and back
// (Geometry.Hit is the hit test); view.go holds View, which a scene keeps and
// calls Draw on each frame with the position and a Marks value saying what
// to show; sprites.go loads the embedded pictures once and scales the stones
// for the current cell size; background.go draws the board image; marks.go
// draws the markers.
package board
