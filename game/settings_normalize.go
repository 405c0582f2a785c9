package game

import (
	"fmt"
	"math"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
)

// Normalize brings every value into its range (clamping numbers, replacing
// unknown languages, levels, rules and sizes by their defaults) and returns
// one English sentence per change; an empty result means nothing changed.
func (s *Settings) Normalize() []string {
	var notes []string
	for _, n := range s.normalize() {
		notes = append(notes, n.text)
	}
	return notes
}

// settingsNote is one change Normalize or the lenient reading made: the setting's name as the file writes it
// ("eval.alpha") and an English sentence for the log.
type settingsNote struct {
	field, text string
}

// noteFunc records a change of the setting field, described by format and args.
type noteFunc func(field, format string, args ...any)

// normalize does Normalize's work and returns its changes with the settings they concern.
func (s *Settings) normalize() []settingsNote {
	var notes []settingsNote
	note := func(field, format string, args ...any) {
		notes = append(notes, settingsNote{field, fmt.Sprintf(format, args...)})
	}
	def := DefaultSettings()
	if s.Version != settingsVersion {
		s.Version = settingsVersion
	}
	if c := languageOf(s.Language); c == "" {
		note("language", "language %q is not one of %s; using %q", s.Language, strings.Join(LanguageCodes(), ", "), def.Language)
		s.Language = def.Language
	} else {
		s.Language = c
	}
	clampFloat(&s.Volume, 0, 1, def.Volume, "volume", note)
	if !s.LessonPace.Known() {
		note("lesson_pace", "lesson pace %q is unknown; using the slowest", s.LessonPace)
		s.LessonPace = def.LessonPace
	}
	e, de := &s.Eval, DefaultEval()
	clampFloat(&e.Alpha, 0, EvalWeightMax, de.Alpha, "eval.alpha", note)
	clampFloat(&e.Beta, 0, EvalWeightMax, de.Beta, "eval.beta", note)
	clampFloat(&e.Gamma, 0, EvalWeightMax, de.Gamma, "eval.gamma", note)
	clampFloat(&e.Delta, 0, EvalWeightMax, de.Delta, "eval.delta", note)
	clampFloat(&e.Epsilon, -EvalEpsilonMax, EvalEpsilonMax, de.Epsilon, "eval.epsilon", note)
	if e.Depth < EvalDepthMin || e.Depth > EvalDepthMax {
		v := min(max(e.Depth, EvalDepthMin), EvalDepthMax)
		note("eval.depth", "eval.depth %d is outside %d…%d; using %d", e.Depth, EvalDepthMin, EvalDepthMax, v)
		e.Depth = v
	}
	for i, lv := range []*string{&s.BlackLevel, &s.WhiteLevel} {
		if _, ok := ai.LevelByKey(*lv); !ok && *lv != "" {
			note([]string{"black_level", "white_level"}[i], "computer level %q is unknown; using %q", *lv, def.BlackLevel)
			*lv = def.BlackLevel
		}
	}
	s.normalizeGame(def.Game, note)
	s.LegacyTutorial.normalize(note)
	s.LegacyRatings.normalize(note)
	return notes
}

// normalizeGame fixes the game choice field by field, falling back to def.
func (s *Settings) normalizeGame(def GameChoice, note noteFunc) {
	g := &s.Game
	if r, err := engine.ParseRules(g.Rules); err != nil {
		note("game.rules", "game.rules %q cannot be read; using %q", g.Rules, def.Rules)
		g.Rules = def.Rules
	} else {
		g.Rules = r.String()
	}
	clampFloat(&g.Komi, -KomiMax, KomiMax, engine.DefaultKomi, "game.komi", note)
	for i, d := range []*int{&g.Cols, &g.Rows} {
		if *d < engine.MinSize || *d > engine.MaxSize {
			v := min(max(*d, engine.MinSize), engine.MaxSize)
			note([]string{"game.cols", "game.rows"}[i], "game board size %d is outside %d…%d; using %d", *d, engine.MinSize, engine.MaxSize, v)
			*d = v
		}
	}
	if st, err := engine.ParseStart(g.Start); err != nil {
		note("game.start", "game.start %q cannot be read; using %q", g.Start, def.Start)
		g.Start = def.Start
	} else {
		g.Start = st.String()
	}
	switch strings.ToLower(strings.TrimSpace(g.First)) {
	case "black", "b", "":
		g.First = "black"
	case "white", "w":
		g.First = "white"
	default:
		note("game.first", "game.first %q is neither black nor white; using black", g.First)
		g.First = "black"
	}
	for _, p := range []struct {
		v    *string
		name string
		def  string
	}{{&g.Black, "game.black", def.Black}, {&g.White, "game.white", def.White}} {
		if seat, err := ParseSeat(*p.v); err != nil {
			note(p.name, "%s: %v; using %q", p.name, err, p.def)
			*p.v = p.def
		} else {
			*p.v = seat.String()
		}
	}
	if st, err := g.Setup(); err == nil && st.Handicap != 0 {
		if _, herr := st.handicapPoints(); herr != nil {
			note("game.handicap", "game.handicap %d does not fit this game; using none", g.Handicap)
			g.Handicap = 0
		}
	}
}

// clampFloat puts *v into lo…hi (NaN and infinities become def) and notes the change.
func clampFloat(v *float64, lo, hi, def float64, name string, note noteFunc) {
	switch {
	case math.IsNaN(*v) || math.IsInf(*v, 0):
		note(name, "%s is not a number; using %g", name, def)
		*v = def
	case *v < lo || *v > hi:
		c := math.Min(math.Max(*v, lo), hi)
		note(name, "%s %g is outside %g…%g; using %g", name, *v, lo, hi, c)
		*v = c
	}
}
