package game

import (
	"slices"
	"testing"
)

// TestGlossaryTermsAreSuggestedWhileTyping suggests the terms that start with the word being typed, in each
// language, and completes the word with the one chosen in the case it was begun in.
func TestGlossaryTermsAreSuggestedWhileTyping(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		want       []string
		pick, done string
	}{
		{"en", "Put the stone in at", []string{"Atari"}, "Atari", "Put the stone in atari"},
		{"en", "La", []string{"Ladder"}, "Ladder", "Ladder"},
		{"en", "A ladder", nil, "", ""},
		{"en", "Play a", nil, "", ""},
		{"en", "Count the li", []string{"Liberty"}, "Liberty", "Count the liberty"},
		{"en", "xq", nil, "", ""},
		{"cs", "Bílý je v at", []string{"Atari"}, "Atari", "Bílý je v atari"},
		{"ru", "Чёрные ставят ат", []string{"Атари"}, "Атари", "Чёрные ставят атари"},
		{"ru", "ЛЕ", []string{"Лестница"}, "Лестница", "Лестница"},
	} {
		terms := Glossary(NewTranslator(c.lang))
		got := SuggestTerms(terms, c.text, 4)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s %q: suggests %q, want %q", c.lang, c.text, got, c.want)
		}
		if c.pick != "" {
			if done := CompleteTerm(c.text, c.pick); done != c.done {
				t.Errorf("%s %q + %q: %q, want %q", c.lang, c.text, c.pick, done, c.done)
			}
		}
	}
	many := SuggestTerms(Glossary(NewTranslator("en")), "s", 4)
	if len(many) != 0 {
		t.Errorf("one letter suggests %q", many)
	}
	if got := SuggestTerms(Glossary(NewTranslator("en")), "se", 2); len(got) != 2 {
		t.Errorf("at most two: %q", got)
	}
}
