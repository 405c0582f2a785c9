package scenes

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/board"
)

// TestCoachGivesExtraStonesBelowBeginner opens the setup for a learner rated far below Beginner with the coach
// picking: the game is against Beginner with extra black stones for the learner and White first, which the first
// move's switch shows; with the learner on White there are none, and the switch is the person's again.
func TestCoachGivesExtraStonesBelowBeginner(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	ctx.Settings.CoachPicks = true
	ctx.Learner.Ratings = game.Ratings{ai.FamilyAtari7: {Value: ai.BaseRating - 400}}
	ctx.LastSetup = game.DefaultSetup()
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	s := newSetupScene(ctx, sprites)
	s.Update(ctx)
	st := s.setup()
	if st.Handicap != ai.MaxExtraStones || st.Seats[engine.White] != game.Computer("beginner") {
		t.Fatalf("the coach's game: %d stones against %v", st.Handicap, st.Seats[engine.White])
	}
	if s.pos.ToMove() != engine.White || s.pos.EmptyCount() != 49-ai.MaxExtraStones {
		t.Errorf("the preview shows %d stones, %v to move", 49-s.pos.EmptyCount(), s.pos.ToMove())
	}
	if !strings.Contains(s.about.Text, "4 extra stones") || !strings.Contains(s.about.Text, "White moves first") {
		t.Errorf("the setup says %q", s.about.Text)
	}
	if s.first.Options[s.first.Selected] != "White" || !s.first.Disabled {
		t.Errorf("the first move shows %q (disabled %v) while the setup says White moves first", s.first.Options[s.first.Selected], s.first.Disabled)
	}
	s.black.kind.Selected, s.white.kind.Selected = 1, 0
	s.Update(ctx)
	if st := s.setup(); st.Handicap != 0 {
		t.Errorf("a learner with White gets %d extra stones", st.Handicap)
	}
	if s.first.Disabled || s.first.Selected != 0 {
		t.Errorf("without extra stones the first move is not the person's choice again: %d, disabled %v", s.first.Selected, s.first.Disabled)
	}
}

// TestSetupChoicesDoNotLeak switches between Atari Go and Go with and without handicap: the first move comes back
// to the person's choice once no handicap forces it, komi takes the usual value until the person sets one, and
// Perfect is offered only where the solver plays.
func TestSetupChoicesDoNotLeak(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	ctx.Settings.CoachPicks = false
	ctx.LastSetup = game.DefaultSetup()
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	s := newSetupScene(ctx, sprites)
	perfect := len(ai.Levels()) - 1
	s.white.kind.Selected, s.white.level.Value = 1, perfect
	steps := []struct {
		name    string
		do      func()
		first   engine.Color
		komi    float64 // Go only
		perfect bool
	}{
		{"Atari Go 6×6", func() { s.atariSize.Selected = 1 }, engine.Black, 0, true},
		{"Go 9×9, territory", func() { s.kind.Selected = 1 }, engine.Black, 6.5, false},
		{"area counting", func() { s.scoring.Selected = int(engine.Area) }, engine.Black, 7.5, false},
		{"four handicap stones", func() { s.handicap.Value = 4 }, engine.White, 0.5, false},
		{"no handicap", func() { s.handicap.Value = 0 }, engine.Black, 7.5, false},
		{"the person's komi", func() { s.komi.Value = 4; s.komiChosen = true }, engine.Black, 4.5, false},
		{"handicap keeps it", func() { s.handicap.Value = 2 }, engine.White, 4.5, false},
		{"back to Atari Go 7×7", func() { s.kind.Selected, s.atariSize.Selected = 0, 2 }, engine.Black, 0, false},
	}
	for _, st := range steps {
		st.do()
		s.Update(ctx)
		got := s.setup()
		if got.First != st.first {
			t.Errorf("%s: first move %v, want %v", st.name, got.First, st.first)
		}
		if got.Rules.Kind == engine.Go && got.Rules.Komi != st.komi {
			t.Errorf("%s: komi %v, want %v", st.name, got.Rules.Komi, st.komi)
		}
		if offered := s.white.level.Max == perfect; offered != st.perfect {
			t.Errorf("%s: Perfect offered %v", st.name, offered)
		}
		if got.Seats[engine.White].Level == "perfect" && !st.perfect {
			t.Errorf("%s: White is still Perfect", st.name)
		}
	}
}

// TestStartGameStaysPut changes the game, the board and the handicap in the setup: Start game does not move.
func TestStartGameStaysPut(t *testing.T) {
	for _, size := range [][2]int{{1200, 760}, {1024, 640}, {540, 960}} {
		ctx := testContext(t, "en", size[0], size[1])
		ctx.Settings.CoachPicks = false
		ctx.LastSetup = game.DefaultSetup()
		sprites, err := board.LoadSprites()
		if err != nil {
			t.Fatal(err)
		}
		s := newSetupScene(ctx, sprites)
		s.Update(ctx)
		at := s.play.Rect
		for _, change := range []func(){
			func() { s.kind.Selected = 1 },
			func() { s.goSize.Selected = len(goSizes) }, // a board of any size: two more rows
			func() { s.handicap.Value = 3 },
			func() { s.kind.Selected = 0 },
			func() { s.atariSize.Selected = 0 },
		} {
			change()
			s.Update(ctx)
			s.Update(ctx)
			if s.play.Rect != at {
				t.Errorf("%v: Start game moved from %v to %v", size, at, s.play.Rect)
				at = s.play.Rect
			}
		}
	}
}
