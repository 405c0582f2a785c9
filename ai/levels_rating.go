package ai

import (
	"math"

	"github.com/seed593a7f8d/atarigo/engine"
)

// RatingFamily names a kind of game whose ratings are measured apart: an Elo in one family says nothing of
// another.
type RatingFamily string

const (
	// FamilyAtari7 is capture-1 Atari Go on boards up to 7×7.
	FamilyAtari7 RatingFamily = "atari7"
	// FamilyAtari9 is capture-1 Atari Go on larger boards, measured on 9×9.
	FamilyAtari9 RatingFamily = "atari9"
	// FamilyCapture5 is Atari Go to more than one capture, measured to five on 7×7.
	FamilyCapture5 RatingFamily = "capture5"
	// FamilyGo9 is Go on boards up to 9×9, measured on 9×9 with komi 6.5 and Japanese counting.
	FamilyGo9 RatingFamily = "go9"
)

// RatingFamilies lists the families whose levels are measured, in the order the Progress screen shows them.
func RatingFamilies() []RatingFamily {
	var out []RatingFamily
	for _, f := range []RatingFamily{FamilyAtari7, FamilyAtari9, FamilyCapture5, FamilyGo9} {
		if _, ok := levelLadder[f]; ok {
			out = append(out, f)
		}
	}
	return out
}

// FamilyOf returns the rating family of a cols×rows game under rules; ok is false for a family whose levels
// are not measured, and for Go on boards larger than 9×9.
func FamilyOf(rules engine.Rules, cols, rows int) (RatingFamily, bool) {
	var f RatingFamily
	switch {
	case rules.Kind == engine.Go && cols*rows <= 81:
		f = FamilyGo9
	case rules.Kind == engine.Go:
		return "", false
	case rules.Target() > 1:
		f = FamilyCapture5
	case cols*rows <= 49:
		f = FamilyAtari7
	default:
		f = FamilyAtari9
	}
	_, ok := levelLadder[f]
	return f, ok
}

// BaseRating is the rating of the weakest level, Beginner, in every family.
const BaseRating = 1000

// ladderResult is a measured match between two neighbouring levels: the stronger side's wins and losses.
type ladderResult struct {
	wins, losses int
}

// levelLadder holds, by family, the arena's results of each level against the one below it, in the order of
// levels (Easy against Beginner first). They are the strength tables of docs/MEASURED.md: `make strength-atari` plays the
// capture-1 ladders (7×7 and 9×9, the empty board and the crosscut together, 80 games a pairing),
// `make strength-ladder` the capture-5 ladder on 7×7 (20 games a pairing; Master against Hard was stopped after
// 17) and `make strength-go-ladder` the Go ladder on 9×9 (20 games a pairing, Japanese counting, komi 6.5; Go
// games with extra stones are not rated, their worth not being measured).
var levelLadder = map[RatingFamily][]ladderResult{
	FamilyAtari7:   {{72, 8}, {79, 1}, {80, 0}, {71, 9}},
	FamilyAtari9:   {{75, 5}, {75, 5}, {79, 1}, {67, 13}},
	FamilyCapture5: {{16, 4}, {20, 0}, {20, 0}, {14, 3}},
	FamilyGo9:      {{14, 6}, {18, 2}, {20, 0}, {19, 1}},
}

// handicapResults holds, by family, Black's wins and other results in Beginner against Beginner with 1 to 4 extra
// black stones (engine.ExtraStones: the centre, then the handicap points) and White moving first, 4,000 games each
// (`make strength-handicap`). Stones are worth little at this strength in first-capture Atari Go, more to five captures.
var handicapResults = map[RatingFamily][]ladderResult{
	FamilyAtari7:   {{1981, 2019}, {2189, 1811}, {2384, 1616}, {2431, 1569}},
	FamilyAtari9:   {{2024, 1976}, {2123, 1877}, {2173, 1827}, {2268, 1732}},
	FamilyCapture5: {{2110, 1890}, {2442, 1558}, {2801, 1199}, {3034, 966}},
}

// MaxExtraStones is the most extra stones the coach gives a learner below the weakest level.
const MaxExtraStones = engine.MaxExtraStones

// HandicapElo returns what n extra stones (with the opponent moving first) are worth to their owner in family, in
// Elo, as measured at Beginner's strength; ok is false for n outside 1…MaxExtraStones or a family not measured.
func HandicapElo(family RatingFamily, n int) (float64, bool) {
	r, ok := handicapResults[family]
	if !ok || n < 1 || n > len(r) {
		return 0, false
	}
	return ladderElo(r[n-1]), true
}

// ladderElo is the Elo difference a ladder result measures: the logistic Elo of the score with half a win
// given to each side, so that a clean sweep gives a large finite gap instead of an infinite one.
func ladderElo(r ladderResult) float64 {
	s := (float64(r.wins) + 0.5) / float64(r.wins+r.losses+1)
	return 400 * math.Log10(s/(1-s))
}

// LevelRating returns the measured rating of the level key in family: BaseRating for Beginner, each stronger
// level above the one below it by the Elo its match measured; ok is false for an unknown level or family.
func LevelRating(family RatingFamily, key string) (float64, bool) {
	ladder, ok := levelLadder[family]
	if !ok {
		return 0, false
	}
	r := float64(BaseRating)
	for i, l := range levels {
		if i > 0 && i-1 < len(ladder) {
			r += ladderElo(ladder[i-1])
		}
		if l.Key == key {
			return r, i <= len(ladder)
		}
	}
	return 0, false
}
