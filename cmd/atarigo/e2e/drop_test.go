package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// droppedFiles are game files of the kinds other programs write, from the SGF reader's own test files: other
// charsets, UTF-16, a first node without its ';', a move in the root, a handicap root, and moves or a setup that
// break the rules as recorded.
var droppedFiles = []string{
	"charset-shift-jis.sgf", "charset-gb2312.sgf", "nocharset-gb18030.sgf", "utf16-le-bom.sgf",
	"no-first-semicolon.sgf", "root-move.sgf", "handicap-root.sgf",
	"ff4-suicide.sgf", "ff4-occupied.sgf", "setup-no-liberties.sgf",
}

// TestDroppedFilesOfEveryKindOpen drops each file on the window, one after the other, as a file manager does: each
// opens, and the board shows the position at the end of its main line as the SGF reader reads it.
func TestDroppedFilesOfEveryKindOpen(t *testing.T) {
	w := newWindow(t)
	w.clean("drop-")
	var script strings.Builder
	script.WriteString("idle 4000\n")
	for i, name := range droppedFiles {
		data, err := os.ReadFile(filepath.Join("..", "..", "..", "engine", "sgf", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join(t.TempDir(), fmt.Sprint(i))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&script, "drop %s\nidle 3000\nwait 600\nmove 5 5\nidle 1000\nshot OUT/drop-%02d.png\n", dir, i)
	}
	script.WriteString("quit\n")
	file := filepath.Join("testdata", "drop.script")
	if err := os.WriteFile(file, []byte(script.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(file)
	w.run("drop.script", "en")
	for i, name := range droppedFiles {
		data, err := os.ReadFile(filepath.Join("..", "..", "..", "engine", "sgf", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		g, err := sgf.Read(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		g.ToEnd()
		s := load(t, w.out, fmt.Sprintf("drop-%02d.png", i), true)
		checkNotBlank(t, s)
		if s.info.Cols != g.Position().Cols() || s.info.Rows != g.Position().Rows() {
			t.Errorf("%s: the window shows a %d×%d board, want %d×%d", name, s.info.Cols, s.info.Rows,
				g.Position().Cols(), g.Position().Rows())
			continue
		}
		expectBoard(t, s, g.Position())
	}
}
