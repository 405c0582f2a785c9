package main

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// TestSummarizeLosses checks the largest losing margins and the count of collapses (losses by more than
// BigLoss points) of each side; games won by capture, forfeit or resignation have no margin to count.
func TestSummarizeLosses(t *testing.T) {
	score := func(aBlack bool, winner engine.Color, margin float64) GameResult {
		return GameResult{ABlack: aBlack, Outcome: engine.Outcome{Winner: winner, Reason: engine.ByScore, Margin: margin}}
	}
	results := []GameResult{
		score(true, engine.White, 72.5), // A (Black) loses by 72.5
		score(false, engine.Black, 31),  // A (White) loses by 31
		score(true, engine.Black, 88.5), // B (White) loses by 88.5
		score(false, engine.White, 30),  // B (Black) loses by exactly 30: not a collapse
		score(true, engine.Empty, 0),    // a draw
		{ABlack: false, Outcome: engine.Outcome{Winner: engine.Black, Reason: engine.ByForfeit}},
	}
	s := Summarize(Config{Cols: 9, Rows: 9, Rules: engine.GoRules(engine.Area, 7.5)}, results)
	if s.AWorstLoss != 72.5 || s.BWorstLoss != 88.5 || s.ABigLosses != 2 || s.BBigLosses != 1 {
		t.Errorf("worst losses A %g, B %g; big losses A %d, B %d; want 72.5, 88.5, 2, 1",
			s.AWorstLoss, s.BWorstLoss, s.ABigLosses, s.BBigLosses)
	}
	if text := s.Text(); !strings.Contains(text, "largest loss by score: A 72.5, B 88.5 points; losses by more than 30 points: A 2, B 1") {
		t.Errorf("the summary does not report the losses:\n%s", text)
	}
	capture := Summarize(Config{Cols: 7, Rows: 7, Rules: engine.AtariRules(1)},
		[]GameResult{{ABlack: true, Outcome: engine.Outcome{Winner: engine.White, Reason: engine.ByCapture}}})
	if strings.Contains(capture.Text(), "largest loss") {
		t.Errorf("a capture game reports a margin:\n%s", capture.Text())
	}
}

// TestPassFigures checks the stones counted after a game's first pass and the summary's median, most and changed
// counts.
func TestPassFigures(t *testing.T) {
	tests := []struct {
		line         string
		first, after int
		byA          int // A is Black and moves first
	}{
		{"E5 C3 pass pass", 3, 0, 0},
		{"E5 pass C3 D4 pass pass", 2, 2, 1},
		{"E5 C3 D4", 0, 0, 0},
		{"pass E5 pass C3 pass pass", 1, 2, 0},
	}
	var results []GameResult
	for _, tc := range tests {
		r := GameResult{ABlack: true}
		r.passFigures(strings.Fields(tc.line), engine.Black)
		if r.FirstPass != tc.first || r.AfterPass != tc.after || r.AfterPassBy[0] != tc.byA || r.AfterPassBy[1] != tc.after-tc.byA {
			t.Errorf("%q: first pass %d, %d stones after it (A %d, B %d); want %d, %d (A %d)", tc.line, r.FirstPass, r.AfterPass,
				r.AfterPassBy[0], r.AfterPassBy[1], tc.first, tc.after, tc.byA)
		}
		results = append(results, r)
	}
	results[0].PassCount, results[0].EndCount = "B+3.5", "B+3.5"
	results[1].PassCount, results[1].EndCount = "B+3.5", "B+2.5"
	s := Summarize(Config{Cols: 9, Rows: 9, Rules: engine.GoRules(engine.Area, 7.5)}, results)
	if s.PassGames != 3 || s.AfterPassMed != 2 || s.AfterPassMax != 2 || s.Refereed != 2 || s.CountChanged != 1 {
		t.Errorf("pass games %d, median %g, most %d, refereed %d, changed %d; want 3, 2, 2, 2, 1", s.PassGames,
			s.AfterPassMed, s.AfterPassMax, s.Refereed, s.CountChanged)
	}
	if text := s.Text(); !strings.Contains(text, "stones played after the first pass: median 2, most 2 (3 games with a pass); A played 1, B 3") ||
		!strings.Contains(text, "the referee's count changed after the first pass in 1 of 2 games") {
		t.Errorf("the summary does not report the ending:\n%s", text)
	}
}

// TestDisputed checks that a count with an engine's dead stones is flagged when the playout estimate's dead stones
// give the other side the game, as when an engine calls a seki dead (GNU Go 3.8 did, in game 82 of a match with
// -seed 4244): here each side has one eye and the two share D4.
func TestDisputed(t *testing.T) {
	p := engine.MustDiagram(`
		O O O O X X X
		O O . O X . X
		O O O O X X X
		O O O . X X X
		O O O O X X X
		O O O O X X X
		O O O O X X X`, engine.GoRules(engine.Area, 0.5))
	var white engine.PointSet
	for _, pt := range p.Points(nil) {
		if p.At(pt) == engine.White {
			white.Add(pt)
		}
	}
	tests := []struct {
		name string
		dead engine.PointSet
		want string
	}{
		{"the seki called dead", white, "W+6.5"},
		{"the seki alive", engine.PointSet{}, ""},
	}
	for _, tc := range tests {
		sc := p.Score(&tc.dead)
		o := sc.Outcome()
		if got := disputed(&p, o, 1); got != tc.want {
			t.Errorf("%s (counted %s): disputed %q, want %q", tc.name, resultText(o), got, tc.want)
		}
	}
	s := Summarize(Config{Games: 2, Cols: 7, Rows: 7, Rules: engine.GoRules(engine.Area, 0.5)},
		[]GameResult{{Index: 0}, {Index: 1, Disputed: "W+6.5"}})
	if !strings.Contains(s.Text(), "would change: [2]") {
		t.Errorf("the summary does not list the disputed game:\n%s", s.Text())
	}
}
