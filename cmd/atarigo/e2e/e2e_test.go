package e2e

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// shotInfo mirrors what the game writes beside a screenshot of a board.
type shotInfo struct {
	Cols, Rows int
	X0, Y0     float64
	Cell       float64
	Status     string
	StatusRect [4]int
	Notice     string
	Caption    string
	Controls   []struct {
		Caption string
		Rect    [4]int
	}
}

// shot is one screenshot with its description.
type shot struct {
	name string
	img  image.Image
	info shotInfo
}

// load reads OUT/name and its description.
func load(t *testing.T, dir, name string, withInfo bool) shot {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		t.Fatalf("screenshot missing: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	s := shot{name: name, img: img}
	if withInfo {
		data, err := os.ReadFile(filepath.Join(dir, name+".json"))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := json.Unmarshal(data, &s.info); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	return s
}

// checkNotBlank fails when a frame is one flat colour or nearly so.
func checkNotBlank(t *testing.T, s shot) {
	t.Helper()
	b := s.img.Bounds()
	if b.Dx() < 200 || b.Dy() < 200 {
		t.Errorf("%s: frame is only %v", s.name, b)
	}
	colors := map[[3]uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := s.img.At(x, y).RGBA()
			colors[[3]uint32{r >> 10, g >> 10, bl >> 10}] = true
		}
	}
	if len(colors) < 40 {
		t.Errorf("%s: frame looks blank (%d colours)", s.name, len(colors))
	}
}

// point returns what lies on intersection coord ("B2"): 'X' black stone,
// 'O' white stone, '.' bare wood. It samples beside the centre, clear of the
// last-move square and the rings drawn around stones.
func point(s shot, coord string) byte {
	col := strings.IndexByte("ABCDEFGHJKLMNOPQRST", coord[0])
	var n int
	fmt.Sscan(coord[1:], &n)
	row := s.info.Rows - n
	x := s.info.X0 + float64(col)*s.info.Cell - 0.27*s.info.Cell
	y := s.info.Y0 + float64(row)*s.info.Cell - 0.12*s.info.Cell
	r, g, b, _ := s.img.At(int(x), int(y)).RGBA()
	r, g, b = r>>8, g>>8, b>>8
	lum := (299*r + 587*g + 114*b) / 1000
	switch {
	case lum < 90:
		return 'X'
	case int(r)-int(b) < 40 && lum > 150:
		return 'O'
	}
	return '.'
}

// board returns the whole board as rows of X, O and '.', top row first.
func board(s shot) string {
	var rows []string
	for r := 0; r < s.info.Rows; r++ {
		var line []byte
		for c := 0; c < s.info.Cols; c++ {
			coord := string("ABCDEFGHJKLMNOPQRST"[c]) + fmt.Sprint(s.info.Rows-r)
			line = append(line, point(s, coord))
		}
		rows = append(rows, string(line))
	}
	return strings.Join(rows, "\n")
}

// count returns how many points hold c.
func count(s shot, c byte) int {
	return strings.Count(board(s), string(c))
}

// expect checks that each coordinate holds what want says.
func expect(t *testing.T, s shot, want map[string]byte) {
	t.Helper()
	for coord, c := range want {
		if got := point(s, coord); got != c {
			t.Errorf("%s: %s is %q, want %q; board:\n%s", s.name, coord, got, c, board(s))
		}
	}
}

// textPixels counts the pixels in r that are much darker than the panel.
func textPixels(s shot, r [4]int) int {
	n := 0
	for y := r[1]; y < r[3]; y++ {
		for x := r[0]; x < r[2]; x++ {
			cr, cg, cb, _ := s.img.At(x, y).RGBA()
			if (299*(cr>>8)+587*(cg>>8)+114*(cb>>8))/1000 < 120 {
				n++
			}
		}
	}
	return n
}

func TestPlayAGameAgainstTheComputer(t *testing.T) {
	w := newWindow(t)
	for _, old := range mustGlob(t, filepath.Join(w.out, "0[0-9]-*.png*")) {
		os.Remove(old)
	}
	w.run("game.script", "en")
	out := w.out

	names := []string{"01-menu.png", "02-setup.png"}
	for _, n := range names {
		checkNotBlank(t, load(t, out, n, false))
	}
	placed := load(t, out, "03-placed.png", true)
	checkNotBlank(t, placed)
	expect(t, placed, map[string]byte{"B1": 'X', "B2": 'X', "A3": 'X', "A1": 'O', "A2": '.', "E5": '.', "C3": '.'})
	if n := count(placed, 'X') + count(placed, 'O'); n != 4 {
		t.Errorf("placed: %d stones, want 4; board:\n%s", n, board(placed))
	}

	first := load(t, out, "04-computer-moved.png", true)
	checkNotBlank(t, first)
	expect(t, first, map[string]byte{"B1": 'X', "B2": 'X', "A3": 'X', "A1": 'O', "A2": '.'})
	if count(first, 'O') != 2 || count(first, 'X') != 3 {
		t.Errorf("after the computer's first move: board\n%s", board(first))
	}

	reply := load(t, out, "05-reply.png", true)
	checkNotBlank(t, reply)
	if point(reply, "E5") == 'X' {
		if count(reply, 'O') != 3 || count(reply, 'X') != 4 {
			t.Errorf("after Black's E5 and the reply: board\n%s", board(reply))
		}
	} else if !strings.Contains(reply.info.Status, "wins") {
		t.Errorf("E5 not played and the game not over: %q\n%s", reply.info.Status, board(reply))
	}

	undone := load(t, out, "06-undone.png", true)
	checkNotBlank(t, undone)
	if board(undone) != board(first) {
		t.Errorf("undo did not take back Black's move and the reply:\nafter undo\n%s\nbefore\n%s", board(undone), board(first))
	}

	over := load(t, out, "07-over.png", true)
	checkNotBlank(t, over)
	expect(t, over, map[string]byte{"A2": 'X', "A1": '.', "B1": 'X', "B2": 'X', "A3": 'X'})
	if n := textPixels(over, over.info.StatusRect); n < 100 {
		t.Errorf("result text area looks empty (%d dark pixels)", n)
	}
	if over.info.Status != "You win!" {
		t.Errorf("headline %q, want %q", over.info.Status, "You win!")
	}
}

// mustGlob is filepath.Glob for patterns known to be well formed.
func mustGlob(t *testing.T, pattern string) []string {
	m, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
