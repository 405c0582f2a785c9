package sgf

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/engine"
)

// Custom root properties that carry what RU cannot say precisely. Other programs keep them as unknown properties.
const (
	// PropCaptureTarget (AGCT[N]) marks an Atari Go game with capture target N; it wins over RU.
	PropCaptureTarget = "AGCT"
	// PropSuperko (AGSK[1]) marks a Go game played with positional superko.
	PropSuperko = "AGSK"
)

// RulesetName returns the RU value written for r: "Capture N" for Atari Go, "Japanese" for territory
// counting and "Chinese" for area counting.
func RulesetName(r engine.Rules) string {
	switch {
	case r.Kind == engine.AtariGo:
		return "Capture " + strconv.Itoa(r.Target())
	case r.Scoring == engine.Area:
		return "Chinese"
	}
	return "Japanese"
}

// rulesetText returns the RU value written for a record with rules r whose file said ru: ru itself when
// ParseRuleset reads it as the same game and counting (and no superko that r lacks), so that a file's own
// wording ("AGA", "Korean", "Japanese 2003") survives, else RulesetName(r).
func rulesetText(ru string, r engine.Rules) string {
	if strings.TrimSpace(ru) == "" {
		return RulesetName(r)
	}
	p := ParseRuleset(ru)
	same := p.Kind == r.Kind
	if r.Kind == engine.AtariGo {
		same = same && p.Target() == r.Target()
	} else {
		same = same && p.Scoring == r.Scoring && (!p.Superko || r.Superko)
	}
	if !same {
		return RulesetName(r)
	}
	return ru
}

// rulesetWord says what a word of an RU value (a lower-case run of letters) means, if anything.
func rulesetWord(w string) (scoring engine.Scoring, superko, ok bool) {
	switch w {
	case "japanese", "japan", "jp", "korean", "korea", "kr", "territory":
		return engine.Territory, false, true
	case "chinese", "china", "cn", "area", "stone", "french":
		return engine.Area, false, true
	case "aga", "american", "bga", "british", "nz", "zealand", "goe", "ing", "tromp", "taylor", "tt":
		return engine.Area, true, true
	}
	return engine.Territory, false, false
}

// ParseRuleset reads an RU value. "Capture N" (also "capture:N", "Atari Go", "first capture") is Atari Go
// with target N (1 when no number is given). For Go it recognises the common spellings: Japanese, Korean
// and "territory" count territory; Chinese, "area", "stone", French, AGA, BGA, NZ, GOE (Ing) and
// Tromp-Taylor count area, the last five (and any RU mentioning superko) with positional superko.
// An empty or unknown value is Japanese, the most common ruleset of game records. Komi is left at 0.
func ParseRuleset(ru string) engine.Rules {
	words := strings.FieldsFunc(strings.ToLower(ru), func(r rune) bool { return r < 'a' || r > 'z' })
	for _, w := range words {
		if w == "capture" || w == "atari" || w == "atarigo" {
			return engine.AtariRules(firstNumber(ru))
		}
	}
	r := engine.GoRules(engine.Territory, 0)
	for _, w := range words {
		if sc, sk, ok := rulesetWord(w); ok {
			r.Scoring, r.Superko = sc, sk
			break
		}
	}
	for _, w := range words {
		if w == "superko" || w == "positional" || w == "situational" {
			r.Superko = true
		}
	}
	return r
}

// firstNumber returns the first whole number in s, or 1 when there is none or it is out of 1…361.
func firstNumber(s string) int {
	i := strings.IndexAny(s, "0123456789")
	if i < 0 {
		return 1
	}
	j := i
	for j < len(s) && j-i < 4 && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	n, _ := strconv.Atoi(s[i:j])
	if n < 1 || n > engine.MaxSize*engine.MaxSize {
		return 1
	}
	return n
}

// rulesOf reads the rules of a game from its root: AGCT, else RU; for Go also KM (komi 0 when absent,
// as the format has no default) and AGSK.
func rulesOf(root *Node) (engine.Rules, error) {
	if v, ok := root.Value(PropCaptureTarget); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 || n > engine.MaxSize*engine.MaxSize {
			return engine.Rules{}, errAt(root, ErrBadValue, "%s[%s]: expected a capture target from 1 to %d",
				PropCaptureTarget, v, engine.MaxSize*engine.MaxSize)
		}
		return engine.AtariRules(n), nil
	}
	ru, _ := root.Value("RU")
	r := ParseRuleset(ru)
	if r.Kind == engine.AtariGo {
		return r, nil
	}
	if v, ok := root.Value("KM"); ok {
		k, err := parseKomi(v)
		if err != nil {
			return engine.Rules{}, errAt(root, ErrBadValue, "KM[%s]: %v", v, err)
		}
		r.Komi = foxKomi(k, fromFox(root))
	}
	if v, ok := root.Value(PropSuperko); ok && strings.TrimSpace(v) != "0" {
		r.Superko = true
	}
	return r, nil
}

// fromFox reports whether the root says the file comes from the Fox server (an AP value "foxwq") or was rewritten
// by SGFC 2.0, which writes Fox's komi too.
func fromFox(root *Node) bool {
	for _, ap := range root.Values("AP") {
		if a := strings.ToLower(ap); strings.Contains(a, "foxwq") || strings.Contains(a, "sgfc:2.0") {
			return true
		}
	}
	return false
}

// foxKomi undoes the Fox server's way of writing komi: in hundredths of a point (KM[650] is 6.5, KM[50] is 0.5),
// and under Chinese rules in hundredths of a stone, half the points (KM[375] is 3.75 stones, 7.5 points). A komi
// of fox's files is read that way; so is, in any file, a whole number from 200 to 1000 that is a multiple of 25,
// which no real komi is (the board has at most 361 points, and real komi are halves). Scaled values from 2 to
// 4 are stones and are doubled: 2.75 → 5.5, 3.25 → 6.5, 3.5 → 7, 3.75 → 7.5. Other values are returned as they are.
func foxKomi(k float64, fox bool) float64 {
	scaled := k == math.Trunc(k) && math.Mod(k, 25) == 0 && (fox && k != 0 && math.Abs(k) >= 25 || math.Abs(k) >= 200)
	if !scaled {
		return k
	}
	k /= 100
	if math.Abs(k) >= 2 && math.Abs(k) <= 4 {
		k *= 2
	}
	return k
}

// parseKomi reads a KM value; a decimal comma is accepted and an empty value is 0.
func parseKomi(v string) (float64, error) {
	v = strings.TrimSpace(strings.ReplaceAll(v, ",", "."))
	if v == "" {
		return 0, nil
	}
	k, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsNaN(k) || math.Abs(k) > 1000 {
		return 0, fmt.Errorf("expected a number of points from -1000 to 1000")
	}
	return k, nil
}

// formatKomi writes komi the short way: "6.5", "0", "-3".
func formatKomi(k float64) string { return strconv.FormatFloat(k, 'f', -1, 64) }
