package scenes

import (
	"math"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
)

// The play scene's rating: once a rated game is over, the learner's rating in its family is updated, saved with
// the learner's progress at once, and shown under the result with the opponent the new rating picks next, whom
// Play again then plays.

// familyKeys are the catalog keys of the rating families' names.
var familyKeys = map[ai.RatingFamily]string{
	ai.FamilyAtari7:   "family.atari7",
	ai.FamilyAtari9:   "family.atari9",
	ai.FamilyCapture5: "family.capture5",
	ai.FamilyGo9:      "family.go9",
}

// rateGame updates the learner's rating when the game just ended counts for it, and keeps the line to show and the
// opponent the new rating picks for the next game; a game begun by another learner (kept across a switch) rates
// nobody.
func (s *playScene) rateGame(ctx *Context) {
	if ctx.Learner == nil || ctx.sessionLearner != ctx.LearnerID {
		return
	}
	f, opp, score, ok := s.sess.Match().TakeRated()
	if !ok {
		return
	}
	before := ctx.Learner.Ratings.Of(f).Value
	after, ok := ctx.Learner.Ratings.Rate(f, opp, score, ctx.Now())
	if !ok {
		return
	}
	ctx.SaveProgress()
	s.rated = ratedLine{family: f, rating: after, change: after - before, played: opp, next: ctx.Learner.Ratings.Pick(f)}
}

// ratedLine is the rating change a finished game made, the opponent played and the one the new rating picks next.
type ratedLine struct {
	family         ai.RatingFamily
	rating, change float64
	played, next   game.Opponent
}

// nextText suggests, after a rated game, the opponent the learner's rating now picks for the next one: another
// level ("Try Easy next"), extra stones, or the same opponent again.
func (s *playScene) nextText(ctx *Context) string {
	r := s.rated
	if r.family == "" || r.next.Level == "" || ctx.lessonOf(s.sess) != nil {
		return ""
	}
	name := levelName(ctx, r.next.Level)
	switch {
	case r.next == r.played:
		return ctx.Tr.T("play.next.same", name)
	case r.next.Stones > 0:
		return ctx.Tr.Plural("play.next.stones", float64(r.next.Stones), name, r.next.Stones)
	}
	return ctx.Tr.T("play.next.level", name)
}

// nextSetup returns the game Play again starts: the same game, against the opponent the rating picked when it is
// another, and that opponent's name for the button ("" when it is the same).
func (s *playScene) nextSetup(ctx *Context) (game.Setup, string) {
	m := s.sess.Match()
	st := m.Setup()
	r := s.rated
	if r.family == "" || r.next.Level == "" || r.next == r.played || ctx.lessonOf(s.sess) != nil {
		return st, ""
	}
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if !st.Seats[c].IsHuman() {
			st.Seats[c] = game.Computer(r.next.Level)
		}
	}
	st.Handicap = 0
	if r.next.Stones > 0 && st.Seats[engine.Black].IsHuman() && st.Rules.Kind == engine.AtariGo {
		st.Handicap = r.next.Stones
	}
	return st, levelName(ctx, r.next.Level)
}

// ratingText says the learner's new rating and its change, or nothing when the game was not rated.
func (s *playScene) ratingText(ctx *Context) string {
	if s.rated.family == "" {
		return ""
	}
	change := math.Round(s.rated.change)
	sign := "+"
	if change < 0 {
		sign = "−"
	}
	return ctx.Tr.T("play.rating", ctx.Tr.T(familyKeys[s.rated.family]), ctx.Num(math.Round(s.rated.rating)), sign+ctx.Num(math.Abs(change)))
}
