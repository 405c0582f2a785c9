package game

import (
	"math"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Ratings is the learner's rating in each family of games, kept with the settings: updated after every finished
// game a person plays against the computer from an ordinary start, and read to choose the next opponent.
type Ratings map[ai.RatingFamily]*Rating

// Rating is the learner's rating in one family and the games that made it.
type Rating struct {
	// Value is the current rating, on the levels' scale (Beginner is ai.BaseRating).
	Value float64 `json:"value"`
	// Games lists the rated games, oldest first; only the last MaxRatedGames are kept.
	Games []RatedGame `json:"games"`
}

// RatedGame is one rated game: when it ended, the level played (and the learner's extra stones), the result and
// the rating after it.
type RatedGame struct {
	Time   time.Time `json:"time"`
	Level  string    `json:"level"`
	Stones int       `json:"stones,omitempty"`
	Score  float64   `json:"score"` // 1 won, 0 lost, 0.5 drawn
	Rating float64   `json:"rating"`
}

// MaxRatedGames is how many rated games a family keeps for the chart.
const MaxRatedGames = 500

// ratingK is the Elo update's step: larger for the first games, so that a new learner's rating finds its level
// quickly, then smaller.
func ratingK(played int) float64 {
	if played < 10 {
		return 48
	}
	return 24
}

// ExpectedScore is the Elo expectation of a player rated r against one rated opp.
func ExpectedScore(r, opp float64) float64 {
	return 1 / (1 + math.Pow(10, (opp-r)/400))
}

// Of returns the learner's rating in family: a learner without games starts at Beginner's rating.
func (rs Ratings) Of(family ai.RatingFamily) Rating {
	if r, ok := rs[family]; ok && r != nil {
		return *r
	}
	return Rating{Value: ai.BaseRating}
}

// Opponent is the computer a learner plays: its level, and the extra stones the learner gets (0 for an even game).
type Opponent struct {
	Level  string
	Stones int
}

// Rating returns the opponent's rating in family as the learner meets it: the level's, less what the learner's
// extra stones are worth; ok is false when either is not measured.
func (o Opponent) Rating(family ai.RatingFamily) (float64, bool) {
	r, ok := ai.LevelRating(family, o.Level)
	if !ok || o.Stones == 0 {
		return r, ok
	}
	worth, ok := ai.HandicapElo(family, o.Stones)
	return r - worth, ok
}

// Rate records a finished game against opp in family with score 1, 0.5 or 0 for the learner, and returns the new
// rating; an opponent without a measured rating changes nothing.
func (rs *Ratings) Rate(family ai.RatingFamily, o Opponent, score float64, at time.Time) (float64, bool) {
	opp, ok := o.Rating(family)
	if !ok {
		return 0, false
	}
	if *rs == nil {
		*rs = Ratings{}
	}
	r := rs.Of(family)
	r.Value += ratingK(len(r.Games)) * (score - ExpectedScore(r.Value, opp))
	r.Games = append(r.Games, RatedGame{Time: at, Level: o.Level, Stones: o.Stones, Score: score, Rating: r.Value})
	if len(r.Games) > MaxRatedGames {
		r.Games = append([]RatedGame(nil), r.Games[len(r.Games)-MaxRatedGames:]...)
	}
	(*rs)[family] = &r
	return r.Value, true
}

// Pick returns the opponent for the learner's next game in family: the rated level whose measured rating is nearest
// the learner's, so that the learner wins about half the games; below the weakest level, also the extra stones
// (up to ai.MaxExtraStones, as measured) that bring the game nearest to even.
func (rs Ratings) Pick(family ai.RatingFamily) Opponent {
	r := rs.Of(family).Value
	best, gap := Opponent{}, math.Inf(1)
	for _, l := range ai.Levels() {
		for n := 0; n <= ai.MaxExtraStones; n++ {
			o := Opponent{Level: l.Key, Stones: n}
			or, ok := o.Rating(family)
			// Stones only for the weakest level: a stronger level is never made easier with them.
			if !ok || (n > 0 && l.Key != ai.Levels()[0].Key) {
				continue
			}
			if d := math.Abs(or - r); d < gap {
				best, gap = o, d
			}
		}
	}
	return best
}

// TakeRated returns, once per game, the result of a finished game that counts for the learner's rating: a
// person against a computer level, in a new game started from a start position with no stones placed and no
// handicap but the extra stones the coach gives a learner with Black in Atari Go, in a rated family. It gives the
// family, the opponent and the person's score; ok is false for a game that does not count or was counted already.
func (m *Match) TakeRated() (family ai.RatingFamily, opp Opponent, score float64, ok bool) {
	if !m.rateable || m.rated || m.State() != Over {
		return "", Opponent{}, 0, false
	}
	s := m.Setup()
	person, computer := engine.Empty, engine.Empty
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if m.Seat(c).IsHuman() {
			person = c
		} else {
			computer = c
		}
	}
	if person == engine.Empty || computer == engine.Empty || (s.Handicap > 0 && (person != engine.Black || s.Rules.Kind != engine.AtariGo)) {
		return "", Opponent{}, 0, false
	}
	if family, ok = ai.FamilyOf(s.Rules, s.Cols, s.Rows); !ok {
		return "", Opponent{}, 0, false
	}
	switch o := m.Outcome(); {
	case o.Reason == engine.NotOver:
		return "", Opponent{}, 0, false
	case o.Winner == person:
		score = 1
	case o.Winner == computer:
		score = 0
	default:
		score = 0.5
	}
	m.rated = true
	return family, Opponent{Level: m.Seat(computer).Level, Stones: s.Handicap}, score, true
}

// Limits of a rating kept in the settings; a value beyond them is put back to Beginner's rating on load.
const (
	minRating = -2000
	maxRating = 5000
)

// normalize drops unknown families and rated games of unknown levels, and puts a rating that is not a number,
// or out of all reason, back to Beginner's.
func (rs Ratings) normalize(note noteFunc) {
	known := map[ai.RatingFamily]bool{}
	for _, f := range ai.RatingFamilies() {
		known[f] = true
	}
	for f, r := range rs {
		if !known[f] || r == nil {
			note("ratings", "rating family %q is unknown; forgotten", f)
			delete(rs, f)
			continue
		}
		if math.IsNaN(r.Value) || r.Value < minRating || r.Value > maxRating {
			note("ratings", "rating %v in %q is out of range; starting again at %d", r.Value, f, ai.BaseRating)
			r.Value = ai.BaseRating
		}
		games := r.Games[:0]
		for _, g := range r.Games {
			if _, ok := ai.LevelByKey(g.Level); ok && g.Stones >= 0 && g.Stones <= ai.MaxExtraStones && !math.IsNaN(g.Rating) &&
				g.Rating >= minRating && g.Rating <= maxRating &&
				(g.Score == 0 || g.Score == 0.5 || g.Score == 1) {
				games = append(games, g)
			}
		}
		if len(games) != len(r.Games) {
			note("ratings", "%d damaged rated games in %q; forgotten", len(r.Games)-len(games), f)
		}
		r.Games = games
		if len(r.Games) > MaxRatedGames {
			r.Games = r.Games[len(r.Games)-MaxRatedGames:]
		}
	}
}

// clone returns a copy of rs that shares nothing with it.
func (rs Ratings) clone() Ratings {
	if rs == nil {
		return nil
	}
	out := make(Ratings, len(rs))
	for f, r := range rs {
		if r != nil {
			c := Rating{Value: r.Value, Games: append([]RatedGame(nil), r.Games...)}
			out[f] = &c
		}
	}
	return out
}
