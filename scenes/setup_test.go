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
// picking: the game is against Beginner with extra black stones for the learner and White first; with the learner
// on White there are none.
func TestCoachGivesExtraStonesBelowBeginner(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	ctx.Settings.CoachPicks = true
	ctx.Settings.Ratings = game.Ratings{ai.FamilyAtari7: {Value: ai.BaseRating - 400}}
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
	if !strings.Contains(s.about.Text, "4 extra stones") {
		t.Errorf("the setup says %q", s.about.Text)
	}
	s.black.kind.Selected, s.white.kind.Selected = 1, 0
	s.Update(ctx)
	if st := s.setup(); st.Handicap != 0 {
		t.Errorf("a learner with White gets %d extra stones", st.Handicap)
	}
}
