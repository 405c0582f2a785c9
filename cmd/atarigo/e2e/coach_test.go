package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game"
)

// The window reports where the board and the headline are, but not the other texts of the panel, so the coach's
// sentence and the Progress figures are checked through what stands behind them: the sentence is the one the
// coach's own check gives for the position, the panel shows a text with the coach's buttons under the headline
// (the script's press finds Show and Take back only while the coach speaks), and the games counted are the rated
// games of the learner's file, one dot each on the chart.

// TestCoachAndProgressAsALearnerMeetsThem plays Beginner from a position where Black's E5 walks into a ladder:
// the coach says so, Show draws the ladder as ghost stones where the board follows it (else on a diagram in the
// panel), Take back takes the move back. Then three finished
// games from the crosscut are rated, and Progress draws them.
func TestCoachAndProgressAsALearnerMeetsThem(t *testing.T) {
	w := newWindow(t)
	w.clean("coach-")
	sgfFile, err := filepath.Abs(filepath.Join("testdata", "coach-ladder.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	w.run("coach.script", "en", "-nosound", "-noautosave", "-black", "human", "-white", "beginner", sgfFile)
	t.Logf("the coach's game took %v", time.Since(began).Round(time.Second)) // for the record, not checked
	checkCoach(t, w, sgfFile)

	began = time.Now()
	w.run("rated.script", "en", "-nosound", "-noautosave", "-rules", "capture:1", "-size", "7", "-start", "crosscut",
		"-black", "human", "-white", "beginner")
	t.Logf("three rated games and Progress took %v", time.Since(began).Round(time.Second))
	checkProgress(t, w)
}

// checkCoach checks the screenshots of coach.script against the position of sgfFile.
func checkCoach(t *testing.T, w *window, sgfFile string) {
	data, err := os.ReadFile(sgfFile)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	before := rec.Position()
	mistake, _ := engine.ParseGTPPoint("E5", 7, 7)

	// What the coach proves about E5, and how the panel puts it.
	note, err := ai.NewCoach().Check(context.Background(), before, mistake)
	if err != nil {
		t.Fatal(err)
	}
	sentence := game.CoachSentence(game.NewTranslator("en"), game.CoachAdvice{Note: note}, 7, false)
	if note.Kind != ai.CoachAllowsCapture || note.Motif != ai.MotifLadder || len(note.Line) < 5 {
		t.Fatalf("the coach's check of E5 gives %s, %v, line %v (%q); the test wants a ladder", note.Kind, note.Motif, gtpPoints(note.Line), sentence)
	}
	if !strings.Contains(sentence, "ladder") || !strings.Contains(sentence, "D5") {
		t.Errorf("the coach says %q, want the ladder named and its first point, D5", sentence)
	}

	start := load(t, w.out, "coach-01-start.png", true)
	checkNotBlank(t, start)
	expectBoard(t, start, before)
	noCutTexts(t, w.out, "coach-01-start.png")

	// After E5 and Beginner's reply, with the proven line hidden (pressed twice) and shown.
	message := load(t, w.out, "coach-03-message.png", true)
	show := load(t, w.out, "coach-02-show.png", true)
	after := *before
	if _, err := after.Play(engine.Move{Color: engine.Black, Point: mistake}); err != nil {
		t.Fatal(err)
	}
	reply := whiteReply(t, message, &after)
	if board(show) != board(message) {
		t.Errorf("Show changed the stones on the board:\nshown\n%s\nbefore\n%s", board(show), board(message))
	}
	if message.info.Status != "Your move (Black)" {
		t.Errorf("after White's reply the headline says %q", message.info.Status)
	}
	top, ok := takeBackButton(message)
	if !ok {
		t.Errorf("%s: no Take back button in the panel", message.name)
	} else if n := textLines(message, message.info.StatusRect[3], top); n < 2 {
		t.Errorf("%s: %d lines of text between the headline and the coach's buttons, want the move number and the coach's sentence", message.name, n)
	}
	// Show draws the line on the board only while the board follows it: after Beginner's reply on the line's first
	// point, the moves after it (a ladder: the next one, as the window first shows a long line up to its decisive
	// move and then one move past what is on the board); after a reply elsewhere, nothing on the board and the line
	// on a diagram in the panel.
	if reply == note.Line[0] {
		checkGhosts(t, message, show, note.Line[1:max(firstShown(&after, note.Line), 2)])
	} else {
		checkGhosts(t, message, show, nil)
		if n := panelChange(message, show); n < 100*100 {
			t.Errorf("Show changed %d pixels of the panel; want the line's diagram there", n)
		}
	}
	noCutTexts(t, w.out, "coach-02-show.png")
	noCutTexts(t, w.out, "coach-03-message.png")

	// Take back: the position set up again, and the coach silent.
	back := load(t, w.out, "coach-04-taken-back.png", true)
	expectBoard(t, back, before)
	if _, ok := takeBackButton(back); ok {
		t.Errorf("%s: the coach's Take back button is still there", back.name)
	}
	if !bandEqual(back, start, 150) {
		t.Errorf("%s: the panel under the headline differs from before the move (the coach's sentence left?)", back.name)
	}
}

// whiteReply returns the point of Beginner's reply to Black's move in pos, as the screenshot shows it: the board
// must be pos with one white stone more.
func whiteReply(t *testing.T, s shot, pos *engine.Position) engine.Point {
	t.Helper()
	reply := engine.NoPoint
	for r := 0; r < 7; r++ {
		for c := 0; c < 7; c++ {
			pt := engine.Pt(c, r)
			got, want := point(s, pt.GTP(7)), stoneByte(pos.At(pt))
			switch {
			case got == want:
			case got == 'O' && want == '.' && reply == engine.NoPoint:
				reply = pt
			default:
				t.Fatalf("%s: %s is %q, want %q or White's one reply; board:\n%s", s.name, pt.GTP(7), got, want, board(s))
			}
		}
	}
	if reply == engine.NoPoint {
		t.Fatalf("%s: White did not reply to E5; board:\n%s", s.name, board(s))
	}
	return reply
}

// checkGhosts checks that Show draws a ghost stone on every point of line, and changes nothing else on the board:
// plain has the line hidden, shown has it drawn.
func checkGhosts(t *testing.T, plain, shown shot, line []engine.Point) {
	t.Helper()
	onLine := map[engine.Point]bool{}
	for _, p := range line {
		onLine[p] = true
	}
	for r := 0; r < 7; r++ {
		for c := 0; c < 7; c++ {
			pt := engine.Pt(c, r)
			d := colorDistance(plain, shown, pt)
			switch {
			case onLine[pt] && d < 40:
				t.Errorf("Show: no ghost stone on %s, a point of the line %v (colour moved by %d)", pt.GTP(7), gtpPoints(line), d)
			case !onLine[pt] && d > 12:
				t.Errorf("Show: %s changed (by %d) but is not on the line %v drawn on the board", pt.GTP(7), d, gtpPoints(line))
			}
		}
	}
}

// firstShown is how many moves of line, from pos, the window shows at first: a line of up to five moves whole, a
// longer one up to its decisive move (scenes' lineFewMoves and firstShown).
func firstShown(pos *engine.Position, line []engine.Point) int {
	if len(line) <= 5 {
		return len(line)
	}
	return ai.DecisiveMove(pos, line) + 1
}

// panelChange counts the pixels right of the board that differ between a and b.
func panelChange(a, b shot) int {
	x0 := int(a.info.X0 + float64(a.info.Cols)*a.info.Cell)
	n := 0
	bounds := a.img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := x0; x < bounds.Max.X; x++ {
			if a.img.At(x, y) != b.img.At(x, y) {
				n++
			}
		}
	}
	return n
}

// colorDistance is how far the colour of intersection pt moved from a to b (the sum of the channels'
// differences, 0…765), sampled on the ring of a stone, where a ghost stone is translucent: down and to the left of
// the centre, clear of the lines and of the disc that holds the ghost's number.
func colorDistance(a, b shot, pt engine.Point) int {
	col, row := pt.Col(), pt.Row()
	x := int(a.info.X0 + (float64(col)-0.27)*a.info.Cell)
	y := int(a.info.Y0 + (float64(row)+0.27)*a.info.Cell)
	ar, ag, ab, _ := a.img.At(x, y).RGBA()
	br, bg, bb, _ := b.img.At(x, y).RGBA()
	d := func(u, v uint32) int { return abs(int(u>>8) - int(v>>8)) }
	return d(ar, br) + d(ag, bg) + d(ab, bb)
}

// stoneByte is how board and point write a colour.
func stoneByte(c engine.Color) byte {
	switch c {
	case engine.Black:
		return 'X'
	case engine.White:
		return 'O'
	}
	return '.'
}

// gtpPoints writes points as GTP coordinates of a 7×7 board.
func gtpPoints(pts []engine.Point) []string {
	var out []string
	for _, p := range pts {
		out = append(out, p.GTP(7))
	}
	return out
}

// isAccent reports whether a pixel has the theme's accent colour (#B05530, or its hover shade), the fill of
// primary buttons and the colour of the rating chart.
func isAccent(r, g, b uint32) bool {
	near := func(v uint32, want int) bool { return math.Abs(float64(int(v>>8)-want)) <= 30 }
	return near(r, 0xB8) && near(g, 0x5B) && near(b, 0x34)
}

// isDim reports whether a pixel has the theme's dim text colour (#7A6A5C), the dot of a lost game on the chart.
func isDim(r, g, b uint32) bool {
	near := func(v uint32, want int) bool { return math.Abs(float64(int(v>>8)-want)) <= 12 }
	return near(r, 0x7A) && near(g, 0x6A) && near(b, 0x5C)
}

// takeBackButton finds the coach's Take back button, the only primary button of the panel during a game: a block
// of at least 20 rows, each with 60 accent pixels in the headline's columns (the button shares its row with Show and
// the line's steps). It returns its top row.
func takeBackButton(s shot) (int, bool) {
	x0, x1 := s.info.StatusRect[0], s.info.StatusRect[2]
	rows := 0
	for y := s.info.StatusRect[3]; y < s.img.Bounds().Max.Y; y++ {
		n := 0
		for x := x0; x < x1; x++ {
			if r, g, b, _ := s.img.At(x, y).RGBA(); isAccent(r, g, b) {
				n++
			}
		}
		if n >= 60 {
			rows++
			if rows == 20 {
				return y - 19, true
			}
		} else {
			rows = 0
		}
	}
	return 0, false
}

// textLines counts the lines of dark text in the headline's columns from row y0 to row y1.
func textLines(s shot, y0, y1 int) int {
	lines, gap := 0, 3
	for y := y0; y < y1; y++ {
		dark := false
		for x := s.info.StatusRect[0]; x < s.info.StatusRect[2] && !dark; x++ {
			r, g, b, _ := s.img.At(x, y).RGBA()
			dark = (299*(r>>8)+587*(g>>8)+114*(b>>8))/1000 < 120
		}
		switch {
		case dark && gap >= 3:
			lines++
			gap = 0
		case dark:
			gap = 0
		default:
			gap++
		}
	}
	return lines
}

// bandEqual reports whether a and b are the same, pixel for pixel, in the h rows of the panel under the headline.
func bandEqual(a, b shot, h int) bool {
	r := a.info.StatusRect
	for y := r[3]; y < r[3]+h; y++ {
		for x := r[0]; x < r[2]; x++ {
			if a.img.At(x, y) != b.img.At(x, y) {
				return false
			}
		}
	}
	return true
}

// noCutTexts fails when the fit report of a screenshot lists a caption that does not fit.
func noCutTexts(t *testing.T, dir, name string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name+".fit.json"))
	if err != nil {
		t.Errorf("%s: no fit report: %v", name, err)
		return
	}
	var rep struct{ Cut []string }
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	for _, c := range rep.Cut {
		t.Errorf("%s: %s", name, c)
	}
}

// checkProgress checks the learner's file written by rated.script and the Progress screen before and after the
// games.
func checkProgress(t *testing.T, w *window) {
	st, data := readLearner(t, w.config)
	if len(st.Ratings) != 1 {
		t.Errorf("ratings in %d families, want only Atari Go on small boards:\n%s", len(st.Ratings), data)
	}
	r := st.Ratings.Of(ai.FamilyAtari7)
	won := 0
	for i, g := range r.Games {
		if g.Level != "beginner" || (g.Score != 0 && g.Score != 1) {
			t.Errorf("rated game %d: %+v, want a won or lost game against beginner", i+1, g)
		}
		if g.Score == 1 {
			won++
		}
	}
	if len(r.Games) != 3 {
		t.Fatalf("%d rated games in the learner's file, want the 3 finished from the crosscut:\n%s", len(r.Games), data)
	}
	if last := r.Games[2].Rating; r.Value != last {
		t.Errorf("rating %v, but the last game left %v", r.Value, last)
	}
	t.Logf("three rated games, %d won; rating %.0f", won, r.Value)

	for i := 1; i <= 3; i++ {
		over := load(t, w.out, fmt.Sprintf("coach-1%d-game%d.png", i, i), true)
		checkNotBlank(t, over)
		if st := over.info.Status; st != "You win!" && st != "The computer wins this time" {
			t.Errorf("%s: the headline says %q, want the game over from the learner's side", over.name, st)
		}
	}
	empty := load(t, w.out, "coach-10-progress-before.png", false)
	progress := load(t, w.out, "coach-20-progress.png", false)
	checkNotBlank(t, progress)
	noCutTexts(t, w.out, "coach-10-progress-before.png")
	noCutTexts(t, w.out, "coach-20-progress.png")
	// The chart: no rating line before the games, after them a line across the chart with a dot a game, in the
	// accent colour for a game won and the dim one for a game lost.
	if n := accentColumns(empty); n > 10 {
		t.Errorf("%s: the chart draws a rating line (%d columns) before any game", empty.name, n)
	}
	if n := accentColumns(progress); n < 300 {
		t.Errorf("%s: the rating line spans %d columns of the chart, want most of its width", progress.name, n)
	}
	dots := chartDots(progress)
	if len(dots) != 3 {
		t.Errorf("%s: %d dots on the chart (%v), want one for each of the 3 games", progress.name, len(dots), dots)
	}
	for i, d := range dots {
		if i > 0 && d.X <= dots[i-1].X {
			t.Errorf("%s: the dots are not one after another from left to right: %v", progress.name, dots)
		}
	}
	if len(dots) == 3 {
		for i, g := range r.Games {
			r, gg, b, _ := progress.img.At(dots[i].X, dots[i].Y).RGBA()
			if (g.Score == 1) != isAccent(r, gg, b) {
				t.Errorf("%s: the dot of game %d (score %v) has the wrong colour", progress.name, i+1, g.Score)
			}
		}
	}
}

// chartArea is the part of a Progress screenshot where the chart lies: the left five eighths, under the tabs and
// above the buttons.
func chartArea(s shot) image.Rectangle {
	b := s.img.Bounds()
	return image.Rect(b.Min.X, b.Min.Y+b.Dy()/5, b.Min.X+b.Dx()*5/8, b.Max.Y-b.Dy()/7)
}

// accentColumns counts the columns of the chart area holding a pixel of the accent colour.
func accentColumns(s shot) int {
	a := chartArea(s)
	n := 0
	for x := a.Min.X; x < a.Max.X; x++ {
		for y := a.Min.Y; y < a.Max.Y; y++ {
			if r, g, b, _ := s.img.At(x, y).RGBA(); isAccent(r, g, b) {
				n++
				break
			}
		}
	}
	return n
}

// chartDots finds the dots of the chart, left to right: blobs of points whose 5×5 neighbourhood is all accent or
// all dim colour, which the line (2.5 px) and the text strokes are too thin to have. It returns their centres.
func chartDots(s shot) []image.Point {
	a := chartArea(s)
	solid := func(x, y int, is func(r, g, b uint32) bool) bool {
		for dy := -2; dy <= 2; dy++ {
			for dx := -2; dx <= 2; dx++ {
				if r, g, b, _ := s.img.At(x+dx, y+dy).RGBA(); !is(r, g, b) {
					return false
				}
			}
		}
		return true
	}
	var cores []image.Point
	for x := a.Min.X + 2; x < a.Max.X-2; x++ {
		for y := a.Min.Y + 2; y < a.Max.Y-2; y++ {
			if solid(x, y, isAccent) || solid(x, y, isDim) {
				cores = append(cores, image.Pt(x, y))
			}
		}
	}
	// Cores within 6 pixels of each other belong to one dot; cores come column by column, left to right.
	var dots []image.Point
	var sizes []int
	for _, c := range cores {
		i := len(dots) - 1
		if i >= 0 && abs(c.X-dots[i].X) <= 6 && abs(c.Y-dots[i].Y) <= 6 {
			sizes[i]++
			continue
		}
		dots = append(dots, c)
		sizes = append(sizes, 1)
	}
	var out []image.Point
	for i, d := range dots {
		if sizes[i] <= 40 { // a filled button would be larger
			out = append(out, image.Pt(d.X+1, d.Y))
		}
	}
	return out
}

// abs returns |v|.
func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
