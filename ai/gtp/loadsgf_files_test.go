package gtp

import (
	"path/filepath"
	"testing"
)

// TestLoadSGFLikeGNUGo loads files of the SGF reader's tests that GNU Go reads alike (a move in the root node, a
// handicap root without PL, a suicide, a ko retaken at once, a setup chain without liberties, a GB2312 file, Fox's
// komi) up to each move number with "loadsgf FILE N" in our server and in GNU Go, and compares the colour to move,
// the stones and the captures: both count a root node's move as move 1.
func TestLoadSGFLikeGNUGo(t *testing.T) {
	gg := startGNUGo(t)
	p := &pair{t: t, s: newTestServer(t, "japanese"), gg: gg}
	for _, f := range []string{"root-move.sgf", "handicap-root.sgf", "ff4-suicide.sgf", "ff4-ko-recapture.sgf",
		"setup-no-liberties.sgf", "charset-gb2312.sgf", "fox-komi.sgf"} {
		file := filepath.Join("..", "..", "engine", "sgf", "testdata", f)
		for _, n := range []string{"", " 1", " 2", " 3", " 4"} {
			p.same("loadsgf " + file + n)
			p.compareBoards()
		}
	}
}
