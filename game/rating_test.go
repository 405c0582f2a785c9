package game

import (
	"math"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestLevelRatingsClimb checks the measured ratings: Beginner at the base in every family, each level above the
// one before it, and Perfect, never measured against the ladder, unrated.
func TestLevelRatingsClimb(t *testing.T) {
	for _, f := range ai.RatingFamilies() {
		prev := math.Inf(-1)
		for _, key := range []string{"beginner", "easy", "medium", "hard", "master"} {
			r, ok := ai.LevelRating(f, key)
			if !ok {
				t.Fatalf("%s: %s has no rating", f, key)
			}
			if key == "beginner" && r != ai.BaseRating {
				t.Errorf("%s: Beginner at %.0f, want %d", f, r, ai.BaseRating)
			}
			if r <= prev {
				t.Errorf("%s: %s at %.0f is not above the level before it (%.0f)", f, key, r, prev)
			}
			prev = r
		}
		if _, ok := ai.LevelRating(f, "perfect"); ok {
			t.Errorf("%s: Perfect is rated", f)
		}
	}
}

// TestRateAndPick plays a learner's games: a win raises the rating and a loss lowers it by the Elo step, and the
// level picked next is the one rated nearest the learner.
func TestRateAndPick(t *testing.T) {
	var rs Ratings
	f := ai.FamilyAtari7
	beginner := Opponent{Level: "beginner"}
	if got := rs.Pick(f); got != beginner {
		t.Fatalf("a new learner gets %+v, want beginner", got)
	}
	at := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	r, ok := rs.Rate(f, beginner, 1, at)
	if !ok || math.Abs(r-(ai.BaseRating+24)) > 1e-9 {
		t.Fatalf("after a win against an equal: %.2f, want %d", r, ai.BaseRating+24)
	}
	r, _ = rs.Rate(f, beginner, 0, at)
	if r >= ai.BaseRating+24 {
		t.Errorf("a loss did not lower the rating: %.2f", r)
	}
	easy, _ := ai.LevelRating(f, "easy")
	medium, _ := ai.LevelRating(f, "medium")
	three, _ := ai.HandicapElo(f, 3)
	four, _ := ai.HandicapElo(f, 4)
	tests := []struct {
		rating float64
		want   Opponent
	}{
		{ai.BaseRating - 300, Opponent{"beginner", 4}},
		{ai.BaseRating - (three+four)/2 + 1, Opponent{"beginner", 3}},
		{ai.BaseRating - 1, Opponent{"beginner", 0}},
		{easy - 10, Opponent{"easy", 0}},
		{(easy+medium)/2 + 1, Opponent{"medium", 0}},
		{medium + 5000, Opponent{"master", 0}},
	}
	for _, tt := range tests {
		rs := Ratings{f: {Value: tt.rating}}
		if got := rs.Pick(f); got != tt.want {
			t.Errorf("rating %.0f: %+v, want %+v", tt.rating, got, tt.want)
		}
	}
	if _, ok := rs.Rate(f, Opponent{Level: "perfect"}, 1, at); ok {
		t.Error("a game against an unrated level was rated")
	}
	if n := len(rs.Of(f).Games); n != 2 {
		t.Errorf("%d games kept, want 2", n)
	}
	// A win with extra stones counts against a weaker opponent than the level alone: it raises the rating less.
	even, stones := Ratings{}, Ratings{}
	a, _ := even.Rate(f, beginner, 1, at)
	b, ok := stones.Rate(f, Opponent{"beginner", 4}, 1, at)
	if !ok || b >= a || stones.Of(f).Games[0].Stones != 4 {
		t.Errorf("a win with 4 stones: %.1f (kept %+v), without: %.1f", b, stones.Of(f).Games, a)
	}
}

// TestHandicapEloGrows checks the measured worth of extra stones: more stones are worth more in every Atari Go family.
func TestHandicapEloGrows(t *testing.T) {
	for _, f := range []ai.RatingFamily{ai.FamilyAtari7, ai.FamilyAtari9, ai.FamilyCapture5} {
		prev := math.Inf(-1)
		for n := 1; n <= ai.MaxExtraStones; n++ {
			e, ok := ai.HandicapElo(f, n)
			if !ok || e <= prev {
				t.Errorf("%s: %d stones worth %.1f (measured %v), not above %.1f", f, n, e, ok, prev)
			}
			prev = e
		}
		if _, ok := ai.HandicapElo(f, ai.MaxExtraStones+1); ok {
			t.Errorf("%s: more stones than measured have a worth", f)
		}
	}
}

// TestTakeRated counts a finished game of a person against the computer once, and never a game between two
// computers, one with stones placed, or a loaded record.
func TestTakeRated(t *testing.T) {
	finish := func(m *Match) {
		t.Helper()
		// White plays into the corner beside Black's stone, and Black takes it: a quick capture-1 game.
		for _, s := range []string{"B1", "A1", "A2"} {
			if m.Position().Over() {
				break
			}
			pt, _ := engine.ParseGTPPoint(s, 7, 7)
			m.game.Play(engine.Move{Color: m.ToMove(), Point: pt})
		}
		m.state = m.decide()
	}
	setup := DefaultSetup()
	m, _, err := NewMatch(setup, nil)
	if err != nil {
		t.Fatal(err)
	}
	finish(m)
	if m.State() != Over {
		t.Fatalf("the game is not over: %v", m.State())
	}
	f, opp, score, ok := m.TakeRated()
	if !ok || f != ai.FamilyAtari7 || opp != (Opponent{Level: "beginner"}) || score != 0 && score != 1 {
		t.Fatalf("rated %v: %s %+v %v", ok, f, opp, score)
	}
	if _, _, _, ok := m.TakeRated(); ok {
		t.Error("the same game was rated twice")
	}
	two := setup
	two.Seats[engine.Black] = Computer("easy")
	placed := setup
	placed.Stones.Black = []engine.Point{engine.Pt(3, 3)}
	whiteStones := setup
	whiteStones.Seats[engine.Black], whiteStones.Seats[engine.White] = Computer("beginner"), Human
	whiteStones.Handicap = 1
	for name, s := range map[string]Setup{"two computers": two, "placed stones": placed, "stones for the computer": whiteStones} {
		m, _, err := NewMatch(s, nil)
		if err != nil {
			t.Fatal(err)
		}
		finish(m)
		if _, _, _, ok := m.TakeRated(); ok {
			t.Errorf("%s: rated", name)
		}
	}
	loaded, _ := NewMatchFromRecord(m.Record(), m.seats, nil)
	if _, _, _, ok := loaded.TakeRated(); ok {
		t.Error("a loaded record was rated")
	}
}

// TestRatingsSurviveTheLearnersFile writes ratings in the learner's file and reads them back; damaged values are
// put right on load.
func TestRatingsSurviveTheLearnersFile(t *testing.T) {
	var s Learner
	at := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	s.Ratings.Rate(ai.FamilyCapture5, Opponent{Level: "easy"}, 1, at)
	data, err := MarshalLearner(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := ReadLearner(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Ratings.Of(ai.FamilyCapture5).Value != s.Ratings.Of(ai.FamilyCapture5).Value || len(back.Ratings.Of(ai.FamilyCapture5).Games) != 1 {
		t.Fatalf("read back %+v", back.Ratings.Of(ai.FamilyCapture5))
	}
	bad := Ratings{
		ai.FamilyAtari7: {Value: math.NaN(), Games: []RatedGame{{Level: "nobody", Score: 1, Rating: 1000}, {Level: "easy", Score: 0.5, Rating: 990}}},
		"chess":         {Value: 1200},
	}
	var notes []string
	bad.normalize(func(field, format string, args ...any) { notes = append(notes, field) })
	if _, ok := bad["chess"]; ok || bad.Of(ai.FamilyAtari7).Value != ai.BaseRating || len(bad.Of(ai.FamilyAtari7).Games) != 1 || len(notes) != 3 {
		t.Errorf("after normalize %+v, notes %v", bad, notes)
	}
}
