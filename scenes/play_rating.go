package scenes

import (
	"math"

	"github.com/seed593a7f8d/atarigo/ai"
)

// The play scene's rating: once a rated game is over, the learner's rating in its family is updated, saved with
// the learner's progress at once, and shown under the result.

// familyKeys are the catalog keys of the rating families' names.
var familyKeys = map[ai.RatingFamily]string{
	ai.FamilyAtari7:   "family.atari7",
	ai.FamilyAtari9:   "family.atari9",
	ai.FamilyCapture5: "family.capture5",
	ai.FamilyGo9:      "family.go9",
}

// rateGame updates the learner's rating when the game just ended counts for it, and keeps the line to show.
func (s *playScene) rateGame(ctx *Context) {
	if ctx.Learner == nil {
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
	s.rated = ratedLine{family: f, rating: after, change: after - before}
}

// ratedLine is the rating change a finished game made.
type ratedLine struct {
	family         ai.RatingFamily
	rating, change float64
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

// nextText suggests, after a rated game, the opponent the learner's rating now picks for the next one.
func (s *playScene) nextText(ctx *Context) string {
	return ""
}
