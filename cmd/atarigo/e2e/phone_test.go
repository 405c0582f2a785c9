package e2e

import (
	"os"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/game"
)

// TestAPhoneReachesEveryScreenByTouchAndGoesBack runs the window at a phone's size, portrait (390×844) and
// landscape (844×390), in English, Czech and Russian, driven by touch alone (the script's touch mode refuses the mouse and the keyboard), and
// checks the scene after every step: each screen the menu leads to (Who is playing?, a new learner and the
// learners' overview among them) is opened and left with the back button,
// which the menu refuses (the app would close), and a whole game against the computer is played to its end,
// reviewed and saved.
func TestAPhoneReachesEveryScreenByTouchAndGoesBack(t *testing.T) {
	w := newWindow(t)
	firstLesson := map[string]string{"en": "Stones and the board", "cs": "Kameny a deska", "ru": "Камни и доска"}
	for _, lang := range []string{"en", "cs", "ru"} {
		for _, shape := range []struct{ name, size string }{{"portrait", "390x844"}, {"landscape", "844x390"}} {
			run := shape.name + "-" + lang
			w.clean(run + "-")
			file := w.script("phone.script", lang)
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			text := strings.NewReplacer("SHAPE", run, "LESSON1", firstLesson[lang]).Replace(string(data))
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			msg, err := w.launch("1280x1024", "-window", shape.size, "-lang", lang, "-seed", "1", "-nosound", "-script", file)
			if err != nil {
				t.Fatalf("%s: %v\n%s", run, err, msg)
			}
			for _, name := range []string{"01-menu", "02-lessons", "03-lesson", "04-setup", "05-load", "06-settings",
				"07-settings-advanced", "08-glossary", "09-links", "10-progress", "11-study", "11a-who", "11b-learner", "11c-overview", "12-placed", "13-playing",
				"14-over", "15-review", "16-save"} {
				checkNotBlank(t, load(t, w.out, run+"-"+name+".png", false))
				noCutTexts(t, w.out, run+"-"+name+".png")
			}
			placed := load(t, w.out, run+"-12-placed.png", true)
			expect(t, placed, map[string]byte{"B1": 'X', "B2": 'X', "A3": 'X', "A1": 'O', "A2": '.'})
			over := load(t, w.out, run+"-14-over.png", true)
			expect(t, over, map[string]byte{"A2": 'X', "A1": '.', "B1": 'X', "B2": 'X', "A3": 'X'})
			if want := game.NewTranslator(lang).T("play.you_win"); over.info.Status != want {
				t.Errorf("%s: headline at the end %q, want %q", run, over.info.Status, want)
			}
		}
	}
}
