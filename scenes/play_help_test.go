package scenes

import (
	"image"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
)

// TestHelpListsEveryKey opens the keyboard help in an Atari Go and a Go game, each at a moment when the hint, the
// count and where the game was decided do not apply: every key the game takes is listed all the same, and the
// help fits the window, in one column or two.
func TestHelpListsEveryKey(t *testing.T) {
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	goGame := game.Setup{Rules: engine.GoRules(engine.Territory, 6.5), Cols: 9, Rows: 9, First: engine.Black}
	watch := game.DefaultSetup()
	watch.Seats[engine.Black] = game.Computer("beginner")
	for _, tc := range []struct {
		name  string
		setup game.Setup
		keys  []string
	}{
		{"atari go", watch, []string{"Backspace", "R", "H", "K", "D", "Space", "A · L · C", "Enter", "Shift + ← →",
			"B · W · E", "V", "Home", "Y", "F3", "F4", "N", "Esc", "F1", "F11"}},
		{"go", goGame, []string{"Backspace", "R", "H", "P", "Enter", "Space", "A · L · C", "S · X", "V", "Y", "F3",
			"F4", "N", "Esc", "F1", "F11"}},
	} {
		for _, size := range [][2]int{{1200, 760}, {800, 600}} {
			ctx := testContext(t, "en", size[0], size[1])
			s := newPlayScene(ctx, newTestSession(t, ctx, tc.setup), sprites)
			s.Update(ctx)
			list := s.shortcuts(ctx)
			var keys []string
			for _, sc := range list {
				keys = append(keys, sc.keys)
			}
			all := " " + strings.Join(keys, " | ") + " "
			for _, k := range tc.keys {
				if !strings.Contains(all, k) {
					t.Errorf("%s: the help lists no %q: %s", tc.name, k, all)
				}
			}
			if r, _, _ := helpBox(ctx, list); r.Empty() || !r.In(image.Rect(0, 0, size[0], size[1])) {
				t.Errorf("%s at %v: the help at %v is not in the window", tc.name, size, r)
			}
		}
	}
}
