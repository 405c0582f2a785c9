package game

import (
	"slices"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
)

// DefaultLearnerID is the id of the device's first learner, the one that carries over what versions before the
// list of learners kept in the settings.
const DefaultLearnerID = "1"

// Learner is what the game keeps of one learner between runs: how far they got in the lessons (the stars of each
// page, the practice misses), their ratings and their choice of coach. It lives in the learner's own file (ProgressStore), apart from
// the device's settings. The scenes change it on the game loop and hand a Clone to the store after each change.
type Learner struct {
	// Tutorial is the learner's progress in the lessons and practice.
	Tutorial Tutorial `json:"tutorial"`
	// Ratings is the learner's rating in each family of games (rating.go).
	Ratings Ratings `json:"ratings,omitempty"`
	// RatingsReset is when the ratings were last started again (zero for never): a rated game from before it,
	// which another window or an older settings file may still hold, is not brought back by a merge.
	RatingsReset time.Time `json:"ratings_reset,omitzero"`
	// Coach is the learner's choice of coach; nil until the learner makes one, when the device's settings (where
	// versions before the list of learners kept it) say.
	Coach *CoachChoice `json:"coach,omitempty"`
}

// CoachChoice is a learner's choice of coach: when it starts switched on, and whether it picks the computer's level.
type CoachChoice struct {
	// Mode says when the coach starts switched on in an Atari Go game.
	Mode CoachMode `json:"mode,omitempty"`
	// Picks lets the learner's rating choose the computer's level of a new game.
	Picks bool `json:"picks,omitempty"`
}

// CoachChoice returns the learner's choice of coach: their own, else the one the device's settings st keep.
func (l Learner) CoachChoice(st Settings) CoachChoice {
	if l.Coach != nil {
		return *l.Coach
	}
	return CoachChoice{Mode: st.Coach, Picks: st.CoachPicks}
}

// SetCoach makes c the learner's own choice of coach.
func (l *Learner) SetCoach(c CoachChoice) { l.Coach = &c }

// Clone returns a copy of l that shares no map or slice with it, for a writer working off the game loop.
func (l Learner) Clone() Learner {
	l.Tutorial = l.Tutorial.clone()
	l.Ratings = l.Ratings.clone()
	if l.Coach != nil {
		c := *l.Coach
		l.Coach = &c
	}
	return l
}

// ResetRatings starts every rating again from Beginner's at time now; the lessons are kept.
func (l *Learner) ResetRatings(now time.Time) {
	l.Ratings = nil
	l.RatingsReset = now
}

// mergeLearners returns the learner's record as it should be written when this window's record is mine, the file
// now holds disk (written meanwhile by another window, or an older version's settings), and base is mine as it was
// last written (or read): nothing either side has is dropped.
//   - Stars: each page keeps the better result of the two, whatever the order of the writes.
//   - Misses are counts that both sides move up and down, so each window adds what it changed since its last
//     write: disk + (mine − base), kept within 0…maxMissed. Taking the larger count instead would undo the
//     masteries of the window that had solved exercises meanwhile.
//   - Offered stays once either side made the offer; the last lesson opened is mine when I opened one since
//     my last write, else the file's.
//   - The choice of coach is mine when I changed it since my last write (or the file has none), else the file's.
//   - Ratings: the rated games of both sides together, once each, oldest first, without those from before
//     the later reset; a family's rating is the one after its latest game.
func mergeLearners(base, disk, mine Learner) Learner {
	out := disk.Clone()
	for k, p := range mine.Tutorial.Lessons {
		if out.Tutorial.Lessons == nil {
			out.Tutorial.Lessons = LessonStars{}
		}
		out.Tutorial.Lessons[k] = maxPages(out.Tutorial.Lessons[k], p)
	}
	kinds := map[string]bool{}
	for _, m := range []map[string]int{base.Tutorial.Missed, mine.Tutorial.Missed} {
		for k := range m {
			kinds[k] = true
		}
	}
	for k := range kinds {
		n := out.Tutorial.Missed[k] + mine.Tutorial.Missed[k] - base.Tutorial.Missed[k]
		n = min(max(n, 0), maxMissed)
		if n == 0 {
			delete(out.Tutorial.Missed, k)
			continue
		}
		if out.Tutorial.Missed == nil {
			out.Tutorial.Missed = map[string]int{}
		}
		out.Tutorial.Missed[k] = n
	}
	out.Tutorial.Offered = disk.Tutorial.Offered || mine.Tutorial.Offered
	if mine.Tutorial.Last != base.Tutorial.Last || out.Tutorial.Last == "" {
		out.Tutorial.Last = mine.Tutorial.Last
	}
	if !sameCoach(mine.Coach, base.Coach) || out.Coach == nil {
		out.Coach = mine.Coach
	}
	out.Ratings, out.RatingsReset = mergeRatings(disk.Ratings, disk.RatingsReset, mine.Ratings, mine.RatingsReset)
	return out
}

// mergeRatings returns the ratings a and b together (see mergeLearners) and the later of their resets.
func mergeRatings(a Ratings, aReset time.Time, b Ratings, bReset time.Time) (Ratings, time.Time) {
	reset := aReset
	if bReset.After(reset) {
		reset = bReset
	}
	families := map[ai.RatingFamily]bool{}
	for _, rs := range []Ratings{a, b} {
		for f := range rs {
			families[f] = true
		}
	}
	var out Ratings
	for f := range families {
		var games []RatedGame
		for _, rs := range []Ratings{a, b} {
			if r := rs[f]; r != nil {
				for _, g := range r.Games {
					if (reset.IsZero() || g.Time.After(reset)) && !slices.ContainsFunc(games, g.same) {
						games = append(games, g)
					}
				}
			}
		}
		if len(games) == 0 {
			continue
		}
		slices.SortStableFunc(games, func(x, y RatedGame) int { return x.Time.Compare(y.Time) })
		if len(games) > MaxRatedGames {
			games = games[len(games)-MaxRatedGames:]
		}
		if out == nil {
			out = Ratings{}
		}
		out[f] = &Rating{Value: games[len(games)-1].Rating, Games: games}
	}
	return out, reset
}

// same reports whether g and h record one game.
func (g RatedGame) same(h RatedGame) bool {
	return g.Time.Equal(h.Time) && g.Level == h.Level && g.Stones == h.Stones && g.Score == h.Score && g.Rating == h.Rating
}

// sameCoach reports whether a and b are the same choice of coach, or both none.
func sameCoach(a, b *CoachChoice) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
