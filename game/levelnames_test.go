package game

import (
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
)

// The window shows the computer levels' names and descriptions by the keys level.<key> and level.<key>.about, and
// recognises a level's English name in a saved game's player names, so each key's English text is the level's
// own and the other languages translate it.
func TestLevelTextsAreTranslated(t *testing.T) {
	en := NewTranslator("en")
	for _, l := range ai.Levels() {
		if en.T("level."+l.Key) != l.Name || en.T("level."+l.Key+".about") != l.About {
			t.Errorf("level %s: the catalog's English texts are not its name and description", l.Key)
		}
		for _, lang := range []string{"cs", "ru"} {
			tr := NewTranslator(lang)
			for _, key := range []string{"level." + l.Key, "level." + l.Key + ".about"} {
				if s := tr.T(key); s == en.T(key) {
					t.Errorf("%s: %q has no translation in the catalog", lang, key)
				}
			}
		}
	}
	if m := en.Missed(); len(m) != 0 {
		t.Errorf("level keys missing from the catalog: %v", m)
	}
}
