package e2e

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// TestPartialRedrawMatchesWholeFrame runs the window redrawing only what changes (board points, controls,
// cards, the tooltip) and checks, after moves, pointer movement, keyboard focus and a refused move, that
// the frame as shown is pixel for pixel the frame drawn whole: first two computers play, then a person
// plays the computer.
func TestPartialRedrawMatchesWholeFrame(t *testing.T) {
	w := newWindow(t)
	w.clean("redraw-")
	w.run("redraw.script", "en", "-rules", "japanese", "-size", "9", "-black", "hard", "-white", "hard",
		"-nosound", "-noautosave")
	compareLooks(t, w.out, "redraw", 6)
	w.run("redraw-human.script", "en", "-rules", "capture:1", "-size", "9", "-black", "human", "-white", "medium",
		"-nosound", "-noautosave")
	compareLooks(t, w.out, "redraw-human", 4)
}

// compareLooks checks that each OUT/PREFIX-look-N.png equals OUT/PREFIX-shot-N.png, N from 1 to n.
func compareLooks(t *testing.T, out, prefix string, n int) {
	t.Helper()
	for i := 1; i <= n; i++ {
		look := readPNG(t, filepath.Join(out, fmt.Sprintf("%s-look-%d.png", prefix, i)))
		shot := readPNG(t, filepath.Join(out, fmt.Sprintf("%s-shot-%d.png", prefix, i)))
		if !look.Bounds().Eq(shot.Bounds()) {
			t.Fatalf("%s %d: sizes %v and %v", prefix, i, look.Bounds(), shot.Bounds())
		}
		diff, first := 0, image.Point{-1, -1}
		for y := look.Bounds().Min.Y; y < look.Bounds().Max.Y; y++ {
			o := look.PixOffset(look.Bounds().Min.X, y)
			row := look.Pix[o : o+4*look.Bounds().Dx()]
			if bytes.Equal(row, shot.Pix[o:o+len(row)]) {
				continue
			}
			for x := 0; x < look.Bounds().Dx(); x++ {
				if !bytes.Equal(row[4*x:4*x+4], shot.Pix[o+4*x:o+4*x+4]) {
					if diff == 0 {
						first = image.Pt(x, y)
					}
					diff++
				}
			}
		}
		if diff > 0 {
			t.Errorf("%s %d: the frame as shown differs from the whole frame in %d pixels, first at %v", prefix, i, diff, first)
		}
	}
}

// readPNG loads a screenshot as RGBA.
func readPNG(t *testing.T, file string) *image.RGBA {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	rgba := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			rgba.Set(x, y, img.At(x, y))
		}
	}
	return rgba
}
