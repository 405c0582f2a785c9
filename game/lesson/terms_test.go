package lesson

import (
	"fmt"
	"slices"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
)

// termKeys returns the keys of terms.
func termKeys(terms []Term) []string {
	var out []string
	for _, t := range terms {
		out = append(out, t.Key)
	}
	return out
}

// TestTermsInFindsWholeWordsInEveryForm finds the terms a sentence uses: inflected forms, words of several
// parts, and not a word that only begins like a term, an adjective of its stem or the game's name.
func TestTermsInFindsWholeWordsInEveryForm(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		want       []string
	}{
		{"en", "In Atari Go you win by capturing a stone first.", []string{"capture"}},
		{"en", "The chain got away: it has 3 liberties now.", []string{"liberty", "chain"}},
		{"en", "The ladder worked: atari after atari.", []string{"atari", "ladder"}},
		{"en", "Double atari! Two in atari at once.", []string{"atari", "double-atari"}},
		{"en", "Kobold networks chained nothing; a throw-in.", []string{"throw-in"}},
		{"en", "White is short of liberties.", []string{"liberty", "shortage"}},
		{"cs", "V atari go vyhraješ, když první zajmeš kámen.", []string{"capture"}},
		{"cs", "Na okraji má kámen méně svobod; volný bod.", []string{"liberty"}},
		{"cs", "Dvojité atari! Bílá skupina v ko.", []string{"atari", "chain", "double-atari", "ko"}},
		{"cs", "Svobodný kámen u sítě, pasta ne, past ano.", []string{"net", "snapback"}},
		{"ru", "В атари-го побеждает тот, кто захватит последний свободный пункт.", []string{"capture"}},
		{"ru", "У цепочки две свободы, ко мне.", []string{"liberty", "chain", "ko"}},
		{"ru", "Поймай их ударом назад, а не сетью; удар вперёд.", []string{"net", "snapback"}},
		{"ru", "Нехватка свобод", []string{"liberty", "shortage"}},
		{"en", "Go · 9×9 · area counting · komi 7.5; counting the territory.", []string{"territory", "komi", "area-counting"}},
		{"cs", "Počítáním území se počítá v Japonsku, plocha desky.", []string{"territory", "territory-counting"}},
		{"ru", "Подсчёт по площади; подсчёт территории; считай по площади.", []string{"territory", "territory-counting", "area-counting"}},
	} {
		if got := termKeys(TermsIn(c.text, c.lang)); !slices.Equal(got, c.want) {
			t.Errorf("%s %q: terms %v, want %v", c.lang, c.text, got, c.want)
		}
	}
}

// TestTaughtCountsTheLessons reads how far a lesson has come from its key, and lets every term through on own
// lessons and practice sets.
func TestTaughtCountsTheLessons(t *testing.T) {
	for _, c := range []struct {
		l    Lesson
		want int
	}{
		{Lesson{Key: "03-atari"}, 3},
		{Lesson{Key: "22-first-go-game"}, 22},
		{Lesson{Key: "+03-mine", Own: true}, AllTaught},
		{Lesson{Key: "~ladder"}, AllTaught},
		{Lesson{Key: "ladders"}, AllTaught},
	} {
		if got := c.l.Taught(); got != c.want {
			t.Errorf("%s: %d, want %d", c.l.Key, got, c.want)
		}
	}
	if !Taught("chain", 4) || Taught("chain", 3) || !Taught("ko", AllTaught) {
		t.Error("chains are taught in lesson 4, ko by every lesson")
	}
	if !MotifTaught(ai.MotifLadder, 10) || MotifTaught(ai.MotifLadder, 9) || !MotifTaught(ai.MotifCapture, 1) ||
		MotifTaught(ai.MotifNone, AllTaught) {
		t.Error("the ladder is taught in lesson 10, the capture in lesson 1, no motif is no term")
	}
}

// lessonTexts returns every text of lesson l in lang that the lesson itself holds: its title, each page's text and
// the comment of each move of a show page, each named where it stands.
func lessonTexts(l *Lesson, lang string) map[string]string {
	out := map[string]string{"title": l.Title.In(lang)}
	for i, p := range l.Pages {
		out[fmt.Sprintf("page %d", i+1)] = p.Text.In(lang)
		for k, st := range p.Steps() {
			if st.Text != nil {
				out[fmt.Sprintf("page %d move %d", i+1, k)] = st.Text.In(lang)
			}
		}
	}
	return out
}

// TestTermsComeInTheOrderTheLessonsTeachThem holds the table of terms against the built-in lessons' own texts in
// every language: no lesson uses a term before the lesson the table names, and that lesson uses it.
func TestTermsComeInTheOrderTheLessonsTeachThem(t *testing.T) {
	lessons, err := LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]map[string]bool{} // the languages each term is used in, in the lesson the table names
	for _, l := range lessons {
		n := l.Taught()
		if n == AllTaught {
			t.Fatalf("%s: a built-in lesson without a number", l.Key)
		}
		for _, lang := range []string{"en", "cs", "ru"} {
			for where, text := range lessonTexts(l, lang) {
				for _, term := range TermsIn(text, lang) {
					if term.Lesson > n {
						t.Errorf("%s %s (%s): %q says %q, taught in lesson %d", l.Key, where, lang, text, term.Key, term.Lesson)
					}
					if term.Lesson == n {
						if used[term.Key] == nil {
							used[term.Key] = map[string]bool{}
						}
						used[term.Key][lang] = true
					}
				}
			}
		}
	}
	for _, term := range Terms {
		for lang, form := range term.Forms {
			if form != "" && !used[term.Key][lang] {
				t.Errorf("lesson %d teaches %q, but its %s texts never say it", term.Lesson, term.Key, lang)
			}
		}
	}
}
