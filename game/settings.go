package game

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// SettingsFile is the name of the settings file in the config directory.
const SettingsFile = "settings.json"

// settingsVersion is the format version written into the settings file.
const settingsVersion = 1

// Settings is everything the program remembers between runs: the
// language, sound, beginner aids, the game offered by the setup screen and
// its players, the thesis players' evaluation and the saved-games folder.
// The zero value is not valid; start from
// DefaultSettings or LoadSettings.
type Settings struct {
	// Version is the format version of the file.
	Version int `json:"version"`
	// Language is "en", "cs" or "ru".
	Language string `json:"language"`
	// Sound turns all sounds on or off.
	Sound bool `json:"sound"`
	// Volume is the loudness of the sounds, 0…1.
	Volume float64 `json:"volume"`
	// Aids are the beginner aids shown on the board.
	Aids Aids `json:"aids"`
	// Coach says when the coach starts switched on in an Atari Go game, as versions before the list of learners
	// kept it for the device: the first learner's choice until they make their own (Learner.CoachChoice), and
	// written back as it was read. Nothing else changes it.
	Coach CoachMode `json:"coach,omitempty"`
	// LessonPace is how fast the lessons play their moves and move past their words by themselves; the zero value
	// is a young reader's pace.
	LessonPace lesson.Pace `json:"lesson_pace,omitempty"`
	// Game is the game the setup screen offers: rules, board, start and players.
	Game GameChoice `json:"game"`
	// BlackLevel and WhiteLevel are the computer level keys last chosen for
	// each colour, kept while a person plays that colour.
	BlackLevel string `json:"black_level"`
	WhiteLevel string `json:"white_level"`
	// Eval holds the five evaluation constants and the depth of the thesis players.
	Eval EvalConstants `json:"eval"`
	// LastFolder is the folder of saved games last used; empty means DefaultGamesDir.
	LastFolder string `json:"last_folder"`
	// LegacyTutorial is how far the learner got in the lessons as versions before the learner's own file
	// (ProgressStore) kept it: read to carry it over (LegacyLearner), and written back as it was read, so that an
	// older version started again still finds the progress made until then. Nothing else changes it.
	LegacyTutorial Tutorial `json:"tutorial,omitzero"`
	// CoachPicks lets the learner's rating choose the computer's level of a new game, as versions before the list
	// of learners kept it; see Coach.
	CoachPicks bool `json:"coach_picks,omitempty"`
	// LegacyRatings is the learner's ratings as versions before the learner's own file kept them; see
	// LegacyTutorial.
	LegacyRatings Ratings `json:"ratings,omitempty"`
}

// Clone returns a copy of s that shares nothing with it, for a writer working off the game loop.
func (s Settings) Clone() Settings {
	s.LegacyTutorial = s.LegacyTutorial.clone()
	s.LegacyRatings = s.LegacyRatings.clone()
	return s
}

// LegacyLearner returns the learner's record that versions before the learner's own file kept in the settings,
// for OpenProgressStore to carry over: the progress, the ratings and the choice of coach (none when the settings
// hold the default one).
func (s Settings) LegacyLearner() Learner {
	l := Learner{Tutorial: s.LegacyTutorial.clone(), Ratings: s.LegacyRatings.clone()}
	if s.Coach != CoachUpToMedium || s.CoachPicks {
		l.Coach = &CoachChoice{Mode: s.Coach, Picks: s.CoachPicks}
	}
	return l
}

// Aids are the beginner aids of the board.
type Aids struct {
	// Atari rings the chains that are in atari.
	Atari bool `json:"atari"`
	// Liberties shows the liberties of the chain under the pointer and their number.
	Liberties bool `json:"liberties"`
	// Coordinates draws the letters and numbers along the edges.
	Coordinates bool `json:"coordinates"`
	// Estimate shows, in Go games, each point's likely owner and who leads by how much.
	Estimate bool `json:"estimate,omitempty"`
	// Risk marks, in Go games, the chains the reader proves lost if their opponent moves first.
	Risk bool `json:"risk,omitempty"`
	// Captured draws the stones taken during the game, faded, where they stood.
	Captured bool `json:"captured,omitempty"`
}

// EvalConstants are the five constants of the thesis evaluation and the
// search depth of the thesis players: V = Σk wk·(δ·Lk(own) − Lk(opp))
// + ε·(E(own) − E(opp)) with w1=α, w2=β, w3=γ.
type EvalConstants struct {
	Alpha   float64 `json:"alpha"`
	Beta    float64 `json:"beta"`
	Gamma   float64 `json:"gamma"`
	Delta   float64 `json:"delta"`
	Epsilon float64 `json:"epsilon"`
	Depth   int     `json:"depth"`
}

// Limits of the evaluation settings; values outside are clamped on load.
const (
	// EvalWeightMax bounds α, β, γ and δ, which lie in 0…EvalWeightMax.
	EvalWeightMax = 20.0
	// EvalEpsilonMax bounds ε, which lies in −EvalEpsilonMax…EvalEpsilonMax.
	EvalEpsilonMax = 50.0
	// EvalDepthMin and EvalDepthMax bound the search depth (the range the
	// alphabeta player specification accepts).
	EvalDepthMin = 1
	EvalDepthMax = 5
	// KomiMax bounds the komi, which lies in −KomiMax…KomiMax.
	KomiMax = engine.KomiMax
)

// DefaultEval returns the constants of the thesis: α=1, β=1, γ=0.75, δ=3.45, ε=−4, depth 3.
func DefaultEval() EvalConstants {
	return EvalConstants{Alpha: 1, Beta: 1, Gamma: 0.75, Delta: 3.45, Epsilon: -4, Depth: 3}
}

// Spec returns the player specification (ai.ParsePlayer form) of the thesis
// player kind ("greedy" or "alphabeta") with these constants, e.g.
// "alphabeta:depth=3,alpha=1,beta=1,gamma=0.75,delta=3.45,epsilon=-4";
// the greedy player has no depth.
func (e EvalConstants) Spec(kind string) string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	fields := []string{"alpha=" + f(e.Alpha), "beta=" + f(e.Beta), "gamma=" + f(e.Gamma), "delta=" + f(e.Delta), "epsilon=" + f(e.Epsilon)}
	if kind != "greedy" {
		fields = append([]string{"depth=" + strconv.Itoa(e.Depth)}, fields...)
	}
	return kind + ":" + strings.Join(fields, ",")
}

// GameChoice is a Setup in the form a JSON file keeps: rules, board, start
// position, handicap and players (extra placed stones are not part of it).
type GameChoice struct {
	// Rules is "capture:N", "japanese" or "chinese" (engine.ParseRules).
	Rules string `json:"rules"`
	// Komi is the komi of Go; ignored in Atari Go.
	Komi float64 `json:"komi"`
	// Superko forbids any whole-board repetition in Go.
	Superko bool `json:"superko"`
	// Cols and Rows are the board size.
	Cols int `json:"cols"`
	Rows int `json:"rows"`
	// Start is "empty", "crosscut" or "stable" (engine.ParseStart).
	Start string `json:"start"`
	// First is "black" or "white", the colour that moves first.
	First string `json:"first"`
	// Handicap is 0 or 2…9 black stones in Go.
	Handicap int `json:"handicap"`
	// Black and White are "human" or a computer level key (ParseSeat).
	Black string `json:"black"`
	White string `json:"white"`
}

// ChoiceOf returns the GameChoice that describes s.
func ChoiceOf(s Setup) GameChoice {
	c := GameChoice{
		Rules: s.Rules.String(), Cols: s.Cols, Rows: s.Rows, Start: s.Start.String(),
		First: "black", Handicap: s.Handicap,
		Black: s.Seats[engine.Black].String(), White: s.Seats[engine.White].String(),
	}
	if s.Rules.Kind == engine.Go {
		c.Komi, c.Superko = s.Rules.Komi, s.Rules.Superko
	}
	if s.First == engine.White {
		c.First = "white"
	}
	return c
}

// Setup returns the Setup the choice describes, or an error naming the first
// field that cannot be read; the Setup is not checked further (see Setup.Check).
func (c GameChoice) Setup() (Setup, error) {
	var s Setup
	r, err := engine.ParseRules(c.Rules)
	if err != nil {
		return s, fmt.Errorf("rules: %w", err)
	}
	if r.Kind == engine.Go {
		r.Komi, r.Superko = c.Komi, c.Superko
	}
	st, err := engine.ParseStart(c.Start)
	if err != nil {
		return s, fmt.Errorf("start: %w", err)
	}
	s = Setup{Rules: r, Cols: c.Cols, Rows: c.Rows, Start: st, First: engine.Black, Handicap: c.Handicap}
	switch strings.ToLower(strings.TrimSpace(c.First)) {
	case "black", "b", "":
	case "white", "w":
		s.First = engine.White
	default:
		return s, fmt.Errorf("first: %q is neither black nor white", c.First)
	}
	if s.Seats[engine.Black], err = ParseSeat(c.Black); err != nil {
		return s, fmt.Errorf("black: %w", err)
	}
	if s.Seats[engine.White], err = ParseSeat(c.White); err != nil {
		return s, fmt.Errorf("white: %w", err)
	}
	return s, nil
}

// DefaultSettings returns the settings of a first start: the language of the
// system locale, sound on at 80 %, atari and liberty aids on, the newcomer's
// game of DefaultSetup and the thesis constants.
func DefaultSettings() Settings {
	s := Settings{
		Version:  settingsVersion,
		Language: systemLanguage(os.Getenv, systemLocale),
		Sound:    true,
		Volume:   0.8,
		Aids:     Aids{Atari: true, Liberties: true, Coordinates: true},
		Game:     ChoiceOf(DefaultSetup()),
		Eval:     DefaultEval(),
	}
	if lv := ai.Levels(); len(lv) > 0 {
		s.BlackLevel, s.WhiteLevel = lv[0].Key, lv[0].Key
	}
	return s
}

// Setup returns the game the setup screen should offer; a choice that does
// not make a valid game gives DefaultSetup.
func (s Settings) Setup() Setup {
	st, err := s.Game.Setup()
	if err != nil || st.Check() != nil {
		return DefaultSetup()
	}
	return st
}

// RememberSetup keeps st as the game to offer next time, and the levels of
// its computer seats.
func (s *Settings) RememberSetup(st Setup) {
	s.Game = ChoiceOf(st)
	if !st.Seats[engine.Black].IsHuman() {
		s.BlackLevel = st.Seats[engine.Black].Level
	}
	if !st.Seats[engine.White].IsHuman() {
		s.WhiteLevel = st.Seats[engine.White].Level
	}
}
