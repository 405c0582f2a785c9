package game

import (
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
)

// The window shows the computer levels' names and descriptions through
// Translator.Text, so each must be a catalog text, translated.
func TestLevelTextsAreTranslated(t *testing.T) {
	for _, lang := range []string{"cs", "ru"} {
		tr := NewTranslator(lang)
		for _, l := range ai.Levels() {
			for _, s := range []string{l.Name, l.About} {
				if tr.Text(s) == s {
					t.Errorf("%s: level %s: %q has no translation in the catalog", lang, l.Key, s)
				}
			}
		}
	}
}
