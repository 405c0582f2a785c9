package game

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// MinSuggestLetters is how many letters of a word must be typed before the glossary's terms that start with them
// are suggested.
const MinSuggestLetters = 2

// typedWord returns the word being typed at the end of text (its letters, digits and dashes) and where it starts.
func typedWord(text string) (word string, at int) {
	at = len(text)
	for at > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:at])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' {
			break
		}
		at -= size
	}
	return text[at:], at
}

// SuggestTerms returns the words of the terms (their names without what the brackets add: "Ladder" of "Ladder
// (shicho)") that start with the word being typed at the end of text (at least MinSuggestLetters letters, in any
// case), in the order of terms and at most most of them; none when that word is a whole term's word already.
func SuggestTerms(terms []Term, text string, most int) []string {
	word, _ := typedWord(text)
	if utf8.RuneCountInString(word) < MinSuggestLetters {
		return nil
	}
	var out []string
	for _, t := range terms {
		w, _, _ := strings.Cut(t.Name, " (")
		if strings.EqualFold(w, word) {
			return nil
		}
		if len(out) < most && len(w) > len(word) && strings.EqualFold(prefixRunes(w, utf8.RuneCountInString(word)), word) {
			out = append(out, w)
		}
	}
	return out
}

// prefixRunes returns the first n runes of s.
func prefixRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// CompleteTerm returns text with the word being typed at its end replaced by name, whose first letter takes the
// case the typed word began with ("a stone in at" and "Atari" give "a stone in atari").
func CompleteTerm(text, name string) string {
	word, at := typedWord(text)
	first, size := utf8.DecodeRuneInString(name)
	typed, _ := utf8.DecodeRuneInString(word)
	if word != "" && unicode.IsLower(typed) {
		name = string(unicode.ToLower(first)) + name[size:]
	}
	return text[:at] + name
}
