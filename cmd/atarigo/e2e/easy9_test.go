package e2e

import (
	"fmt"
	"strings"
	"testing"
)

// TestAWholeGoGameAgainstEasy plays easy9.script: a 9×9 Go game against Easy, the person passing first, with the
// estimate on, a move refused, a hint, and a move taken back and played otherwise, to the count and the end. It
// checks that the game ended, that the review shows the line played as the game and the move taken back as a try,
// that Back to game from the try returns to the game as it ended, and that no control moved on the game's screen
// from the first picture to the last.
func TestAWholeGoGameAgainstEasy(t *testing.T) {
	w := newWindow(t)
	w.clean("n0")
	w.run("easy9.script", "en", "-rules", "japanese", "-size", "9", "-black", "human", "-white", "easy", "-nosound", "-noautosave")
	out := w.out
	var play []shot
	for _, n := range []string{"n01-start.png", "n02-estimate.png", "n03-passed.png", "n04-message.png", "n05-hint.png",
		"n06-over.png", "n09-back.png"} {
		s := load(t, out, n, true)
		checkNotBlank(t, s)
		play = append(play, s)
	}
	passed, over, back := play[2], play[5], play[6]
	if n := count(passed, 'X'); n != 0 {
		t.Errorf("after the person's first pass the board holds %d black stones:\n%s", n, board(passed))
	}
	if !strings.Contains(over.info.Status, "win") {
		t.Fatalf("the game did not end: headline %q\n%s", over.info.Status, board(over))
	}
	// The review: at move 3 the game's D5, and on the try the E5 taken back.
	game := load(t, out, "n07-review-game.png", true)
	try := load(t, out, "n08-review-try.png", true)
	if !strings.HasPrefix(game.info.Status, "Move 3 of") {
		t.Errorf("the review stands at %q, want move 3", game.info.Status)
	}
	expect(t, game, map[string]byte{"D5": 'X', "E5": '.'})
	expect(t, try, map[string]byte{"E5": 'X', "D5": '.'})
	// Back to game from the try: the game as it ended.
	if board(back) != board(over) || back.info.Status != over.info.Status {
		t.Errorf("Back to game from the try shows %q\n%s\nwant the game as it ended, %q\n%s", back.info.Status, board(back),
			over.info.Status, board(over))
	}
	// Nothing moved: the board, and every control shown in two pictures of the game, stay where they were.
	for i, a := range play {
		for _, b := range play[i+1:] {
			if a.info.X0 != b.info.X0 || a.info.Y0 != b.info.Y0 || a.info.Cell != b.info.Cell {
				t.Errorf("the board moved between %s and %s", a.name, b.name)
			}
			was := map[string][4]int{}
			for _, c := range named(a) {
				was[c.Caption] = c.Rect
			}
			for _, c := range named(b) {
				r, ok := was[c.Caption]
				if !ok || r == c.Rect || strings.HasPrefix(c.Caption, "*widget.List") && r[0] == c.Rect[0] && r[1] == c.Rect[1] && r[2] == c.Rect[2] {
					continue
				}
				t.Errorf("%s moved from %v in %s to %v in %s", c.Caption, r, a.name, c.Rect, b.name)
			}
		}
	}
	if len(over.info.Controls) == 0 {
		t.Error("the pictures list no controls")
	}
	t.Logf("the game ended: %q", over.info.Status)
}

// shotControl is a control of a screenshot, named so that two controls of one caption (the two seats' choices) differ.
type shotControl struct {
	Caption string
	Rect    [4]int
}

// named returns the controls of s, a caption shown twice numbered by its order ("… #2").
func named(s shot) []shotControl {
	seen := map[string]int{}
	var out []shotControl
	for _, c := range s.info.Controls {
		seen[c.Caption]++
		name := c.Caption
		if n := seen[c.Caption]; n > 1 {
			name = fmt.Sprintf("%s #%d", c.Caption, n)
		}
		out = append(out, shotControl{name, c.Rect})
	}
	return out
}
