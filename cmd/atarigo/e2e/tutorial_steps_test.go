package e2e

import (
	"os"
	"testing"

	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// builtInLesson returns the built-in lesson key.
func builtInLesson(t *testing.T, key string) *lesson.Lesson {
	t.Helper()
	lessons, err := lesson.LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lessons {
		if l.Key == key {
			return l
		}
	}
	t.Fatalf("no built-in lesson %q", key)
	return nil
}

// TestTutorialStepsAtAChildsPace steps through the ko page's moves with the keys and the buttons, in English, Czech
// and Russian: each frame stepped to stays with its caption while the learner reads, Play plays to the last frame,
// which stays; then answers the ladder breakers' first question: the answer's sentence comes before the ladder's
// first move, the line ends on the chain's escape and stays, and a step back says again what the line shows.
func TestTutorialStepsAtAChildsPace(t *testing.T) {
	w := newWindow(t)
	ko := builtInLesson(t, "17-ko").Pages[0].Steps()
	if len(ko) != 5 {
		t.Fatalf("the ko page shows %d moves, the script steps through 4", len(ko)-1)
	}
	w.clean("st")
	for _, lang := range []string{"en", "cs", "ru"} {
		if err := os.RemoveAll(w.config); err != nil { // each language starts as a new learner, on the first pages
			t.Fatal(err)
		}
		w.run("tutorial-steps.script", lang)
		tr := game.NewTranslator(lang)
		caption := func(i int) string { return ko[i].Text.In(lang) }
		// The ko page's moves: D4 captures C4, White's threat at E2, Black's answer at F1, White takes back at C4.
		for _, tc := range []struct {
			shot, caption string
			stones        map[string]byte
		}{
			{"st01-ko-start.png", "", map[string]byte{"C4": 'O', "D4": '.'}},
			{"st02-ko-capture.png", caption(1), map[string]byte{"C4": '.', "D4": 'X', "E2": '.'}},
			{"st03-ko-capture-held.png", caption(1), map[string]byte{"C4": '.', "D4": 'X', "E2": '.'}},
			{"st04-ko-last.png", caption(4), map[string]byte{"C4": 'O', "D4": '.', "F1": 'X'}},
			{"st05-ko-threat.png", caption(2), map[string]byte{"D4": 'X', "E2": 'O', "F1": '.'}},
			{"st06-ko-played.png", caption(4), map[string]byte{"C4": 'O', "D4": '.', "F1": 'X'}},
		} {
			s := load(t, w.out, shotName(tc.shot, lang), true)
			checkNotBlank(t, s)
			if s.info.Caption != tc.caption {
				t.Errorf("%s %s: the caption is %q, want %q", lang, tc.shot, s.info.Caption, tc.caption)
			}
			for pt, want := range tc.stones {
				if got := point(s, pt); got != want {
					t.Errorf("%s %s: %s holds %c, want %c", lang, tc.shot, pt, got, want)
				}
			}
		}
		// The ladder runs into the white stone at F6 and gets away; "yes" is the wrong answer.
		ahead, seen := tr.T("tutorial.wrong.ladder_fails"), tr.T("tutorial.wrong.ladder_fails_seen")
		question := load(t, w.out, shotName("st07-question.png", lang), true)
		verdict := load(t, w.out, shotName("st08-verdict.png", lang), true)
		escaped := load(t, w.out, shotName("st09-escaped.png", lang), true)
		back := load(t, w.out, shotName("st10-step-back.png", lang), true)
		if question.info.Status != "" || point(question, "D3") != '.' {
			t.Errorf("%s: the question says %q before an answer, D3 %c", lang, question.info.Status, point(question, "D3"))
		}
		if verdict.info.Status != ahead || point(verdict, "D3") != '.' {
			t.Errorf("%s: before the first move the page says %q (D3 %c), want %q", lang, verdict.info.Status,
				point(verdict, "D3"), ahead)
		}
		if escaped.info.Status != seen || point(escaped, "D3") != 'X' || point(escaped, "E6") != 'O' {
			t.Errorf("%s: at the end the page says %q (D3 %c, E6 %c), want %q and the chain joined to F6", lang,
				escaped.info.Status, point(escaped, "D3"), point(escaped, "E6"), seen)
		}
		if back.info.Status != ahead || point(back, "D3") != 'X' {
			t.Errorf("%s: a step back says %q (D3 %c), want %q", lang, back.info.Status, point(back, "D3"), ahead)
		}
	}
}

// shotName returns the name of screenshot name taken in lang: the language after its number ("st01-en-…").
func shotName(name, lang string) string { return name[:5] + lang + "-" + name[5:] }
