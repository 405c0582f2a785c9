//go:build android || ios

package mobile

import ebitenmobile "github.com/hajimehoshi/ebiten/v2/mobile"

// init hands the game to the view that ebitenmobile generates; ebitenmobile wants it done at start, before the
// app has said where its files go, so the game makes its App at its first frame (phone.go).
func init() {
	ebitenmobile.SetGame(current)
}
