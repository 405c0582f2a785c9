package main

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Summary is the match result, printed as text and, with -json, as the last line of output.
type Summary struct {
	A            string   `json:"a"`
	B            string   `json:"b"`
	Games        int      `json:"games"`
	AWins        int      `json:"a_wins"`
	BWins        int      `json:"b_wins"`
	Draws        int      `json:"draws"`
	BlackWins    int      `json:"black_wins"` // games won by the side that had Black, whoever it was
	Distinct     int      `json:"distinct"`
	Elo          *float64 `json:"elo"`      // null when A won or lost every game
	EloLow       *float64 `json:"elo_low"`  // null when unbounded
	EloHigh      *float64 `json:"elo_high"` // null when unbounded
	ATimePerMove float64  `json:"a_time_per_move"`
	BTimePerMove float64  `json:"b_time_per_move"`
	AForfeits    int      `json:"a_forfeits"`
	BForfeits    int      `json:"b_forfeits"`
	AWorstLoss   float64  `json:"a_worst_loss,omitempty"` // A's largest losing margin in points, in games counted by score
	BWorstLoss   float64  `json:"b_worst_loss,omitempty"`
	ABigLosses   int      `json:"a_big_losses,omitempty"` // A's losses by more than BigLoss points
	BBigLosses   int      `json:"b_big_losses,omitempty"`
	// In Go: the games with a pass, the median and the most stones played after a game's first pass, and with a
	// referee the games it counted and those whose count at the first pass differs from the count at the end.
	PassGames     int     `json:"pass_games,omitempty"`
	AfterPassMed  float64 `json:"after_pass_median,omitempty"`
	AfterPassMax  int     `json:"after_pass_max,omitempty"`
	AfterPassA    int     `json:"after_pass_a,omitempty"` // stones A played after first passes, all games together
	AfterPassB    int     `json:"after_pass_b,omitempty"`
	Refereed      int     `json:"refereed,omitempty"`
	CountChanged  int     `json:"count_changed,omitempty"`
	RefereeErrors int     `json:"referee_errors,omitempty"`
	// Disputed lists the games (1-based) whose winner the playout estimate's dead stones would change.
	Disputed []int  `json:"disputed,omitempty"`
	Rules    string `json:"rules"`
	Size     string `json:"size"`
	Start    string `json:"start"`
	Handicap int    `json:"handicap,omitempty"`
	Seed     uint64 `json:"seed"`
}

// BigLoss is the margin, in points, beyond which a lost game counts as a collapse rather than a close loss.
const BigLoss = 30

// Summarize counts the results of a match.
func Summarize(cfg Config, results []GameResult) Summary {
	s := Summary{A: cfg.A, B: cfg.B, Games: len(results), Rules: cfg.Rules.String(),
		Size: fmt.Sprintf("%dx%d", cfg.Cols, cfg.Rows), Start: cfg.Start.String(), Seed: cfg.Seed,
		Handicap: cfg.Handicap}
	lines := map[string]bool{}
	var t [2]time.Duration
	var n [2]int
	for _, r := range results {
		if r.Outcome.Winner == engine.Black {
			s.BlackWins++
		}
		switch r.Winner() {
		case 0:
			s.AWins++
		case 1:
			s.BWins++
		default:
			s.Draws++
		}
		if r.Outcome.Reason == engine.ByForfeit {
			if r.Winner() == 1 {
				s.AForfeits++
			} else {
				s.BForfeits++
			}
		}
		if k := r.Winner(); k >= 0 && r.Outcome.Reason == engine.ByScore {
			worst, big := &s.BWorstLoss, &s.BBigLosses
			if k == 1 {
				worst, big = &s.AWorstLoss, &s.ABigLosses
			}
			*worst = max(*worst, r.Outcome.Margin)
			if r.Outcome.Margin > BigLoss {
				*big++
			}
		}
		lines[r.Line] = true
		for k := range 2 {
			t[k] += r.Time[k]
			n[k] += r.MoveN[k]
		}
	}
	s.Distinct = len(lines)
	var after []int
	for _, r := range results {
		if r.FirstPass > 0 && cfg.Rules.Kind == engine.Go {
			after = append(after, r.AfterPass)
			s.AfterPassA += r.AfterPassBy[0]
			s.AfterPassB += r.AfterPassBy[1]
		}
		if r.Disputed != "" {
			s.Disputed = append(s.Disputed, r.Index+1)
		}
		switch {
		case r.RefereeError != "":
			s.RefereeErrors++
		case r.PassCount != "":
			s.Refereed++
			if r.PassCount != r.EndCount {
				s.CountChanged++
			}
		}
	}
	if len(after) > 0 {
		slices.Sort(after)
		s.PassGames = len(after)
		s.AfterPassMax = after[len(after)-1]
		s.AfterPassMed = float64(after[(len(after)-1)/2]+after[len(after)/2]) / 2
	}
	if n[0] > 0 {
		s.ATimePerMove = round(t[0].Seconds()/float64(n[0]), 4)
	}
	if n[1] > 0 {
		s.BTimePerMove = round(t[1].Seconds()/float64(n[1]), 4)
	}
	e := EloFromResults(s.AWins, s.Draws, s.BWins)
	s.Elo, s.EloLow, s.EloHigh = finite(e.Diff), finite(e.Low), finite(e.High)
	return s
}

func finite(f float64) *float64 {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return nil
	}
	v := round(f, 1)
	if v == 0 {
		v = 0 // not "-0"
	}
	return &v
}

func round(f float64, digits int) float64 {
	p := math.Pow(10, float64(digits))
	return math.Round(f*p) / p
}

// GameLine is the one-line report of a game.
func GameLine(cfg Config, r GameResult) string {
	black, white := "A", "B"
	if !r.ABlack {
		black, white = "B", "A"
	}
	winner := "draw"
	switch r.Winner() {
	case 0:
		winner = "A wins"
	case 1:
		winner = "B wins"
	}
	line := fmt.Sprintf("game %d/%d: Black %s, White %s: %s (%s) after %d moves — %s", r.Index+1, cfg.Games,
		black, white, r.Result, r.Detail, r.Moves, winner)
	if r.FirstPass > 0 && cfg.Rules.Kind == engine.Go {
		line += fmt.Sprintf("; first pass at move %d, %d stones after it (A %d, B %d)", r.FirstPass, r.AfterPass,
			r.AfterPassBy[0], r.AfterPassBy[1])
	}
	if r.PassCount != "" {
		line += fmt.Sprintf("; referee's count %s at the first pass, %s at the end", r.PassCount, r.EndCount)
	}
	if r.RefereeError != "" {
		line += "; referee failed: " + r.RefereeError
	}
	if r.Disputed != "" {
		line += "; with the playout estimate's dead stones " + r.Disputed
	}
	if r.SGF != "" {
		line += "; " + r.SGF
	}
	if r.SGFError != "" {
		line += "; not saved: " + r.SGFError
	}
	return line
}

// Text returns the summary as a few lines for people.
func (s Summary) Text() string {
	elo := func(p *float64, inf string) string {
		if p == nil {
			return inf
		}
		return fmt.Sprintf("%+.1f", *p)
	}
	lo, hi := "-inf", "+inf"
	mid := "±inf"
	if s.Elo != nil {
		mid = elo(s.Elo, "")
	} else if s.AWins > s.BWins {
		mid = "+inf"
	} else if s.BWins > s.AWins {
		mid = "-inf"
	}
	text := fmt.Sprintf("A = %s\nB = %s\n%d games (%s, %s, %s start): A %d wins, B %d wins, %d draws; %d distinct games\n"+
		"Elo of A relative to B: %s, 95%% interval [%s, %s] (logistic Elo of the mean score; normal approximation)\n"+
		"time per move: A %.3fs, B %.3fs; forfeits: A %d, B %d; Black won %d (handicap %d)",
		s.A, s.B, s.Games, s.Rules, s.Size, s.Start, s.AWins, s.BWins, s.Draws, s.Distinct,
		mid, elo(s.EloLow, lo), elo(s.EloHigh, hi), s.ATimePerMove, s.BTimePerMove, s.AForfeits, s.BForfeits,
		s.BlackWins, s.Handicap)
	if s.PassGames > 0 {
		text += fmt.Sprintf("\nstones played after the first pass: median %g, most %d (%d games with a pass); A played %d, B %d",
			s.AfterPassMed, s.AfterPassMax, s.PassGames, s.AfterPassA, s.AfterPassB)
	}
	if s.Refereed > 0 || s.RefereeErrors > 0 {
		text += fmt.Sprintf("\nthe referee's count changed after the first pass in %d of %d games", s.CountChanged, s.Refereed)
		if s.RefereeErrors > 0 {
			text += fmt.Sprintf(" (%d not counted)", s.RefereeErrors)
		}
	}
	if len(s.Disputed) > 0 {
		text += fmt.Sprintf("\ngames whose winner the playout estimate's dead stones would change: %v", s.Disputed)
	}
	if s.AWorstLoss > 0 || s.BWorstLoss > 0 {
		text += fmt.Sprintf("\nlargest loss by score: A %g, B %g points; losses by more than %d points: A %d, B %d",
			s.AWorstLoss, s.BWorstLoss, BigLoss, s.ABigLosses, s.BBigLosses)
	}
	return text
}

// JSON returns the summary as one line of JSON.
func (s Summary) JSON() string {
	b, _ := json.Marshal(s)
	return string(b)
}
