package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// ownLessonFolder points the config folder at a folder of the test's own and writes the own lessons files
// (name: text) into its lessons folder, which it returns; the check of own lessons stops when the test ends.
func ownLessonFolder(t *testing.T, ctx *Context, files map[string]string) string {
	t.Helper()
	t.Setenv(game.ConfigDirEnv, t.TempDir())
	dir, err := game.LessonsDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx.forgetLessons()
	t.Cleanup(ctx.stopChecks)
	return dir
}

// awaitChecks updates the map until no own lesson is being checked; the test fails after a minute.
func awaitChecks(t *testing.T, ctx *Context, m *tutorialScene) {
	t.Helper()
	m.Update(ctx)
	for ctx.checking() {
		<-ctx.checks.running.Ready() // a check that never ends is caught by the test's timeout
		m.Update(ctx)
	}
}

// cardOf returns the card of the lesson with key on map m, or nil.
func cardOf(m *tutorialScene, key string) *widget.Card {
	for i, l := range m.lessons {
		if l.Key == key {
			return m.cards[i]
		}
	}
	return nil
}

// ownCapture is a teacher's capture exercise on 5×5: the white stone at C3 is in atari, and C4 captures it;
// answer is the intended answer written in the file (AGAN), in SGF coordinates.
func ownCapture(title, answer string) string {
	return "(;GM[1]FF[4]SZ[5]AGCT[1]GN[" + title + "]AGGN[cs:Učitelova]AGGN[ru:Учительский]PL[B]AB[bc][dc][cd]AW[cc]" +
		"C[Capture the white stone.]AGC[cs:Zajmi bílý kámen.]AGC[ru:Захвати белый камень.]AGGL[capture]AGTG[cc]AGAN[" + answer + "])"
}

// TestOwnLessonCheckMarksTheCardAndTellsThePage puts a teacher's lesson whose intended answer is wrong beside a
// good one, opens the map, and finds after the check (off the game loop) the faulty lesson's card marked with
// the page, the good one not; the page tells the teacher the checker's words in the user's language, and the
// learner can still solve it, as the judge decides.
func TestOwnLessonCheckMarksTheCardAndTellsThePage(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	ownLessonFolder(t, ctx, map[string]string{
		"wrong.sgf": ownCapture("Wrong answer", "aa"), // A5 does not capture
		"right.sgf": ownCapture("Right answer", "cb"), // C4 does
	})
	m := newTutorialScene(ctx, ToMenu{})
	awaitChecks(t, ctx, m)
	wrong, right := cardOf(m, "+wrong"), cardOf(m, "+right")
	if wrong == nil || right == nil {
		t.Fatal("the own lessons are not on the map")
	}
	if !wrong.Warning || wrong.Detail != "Problem on page 1" {
		t.Errorf("the faulty lesson's card: warning %v, detail %q", wrong.Warning, wrong.Detail)
	}
	if right.Warning || right.Detail != "1 page" {
		t.Errorf("the good lesson's card: warning %v, detail %q", right.Warning, right.Detail)
	}
	if m.Busy() {
		t.Error("the map is busy after the check ended")
	}

	for lang, want := range map[string]string{
		"en": "The intended answer A5 (AGAN) is not correct: the program does not accept it.",
		"cs": "Zamýšlená odpověď A5 (AGAN) není správná: program ji nepřijímá.",
		"ru": "Задуманный ответ A5 (AGAN) неверен: программа его не принимает.",
	} {
		ctx.Tr = game.NewTranslator(lang)
		s := lessonTestScene(t, ctx, "+wrong", 0)
		if !strings.Contains(s.notice.Text, want) || s.notice.Rect.Empty() {
			t.Errorf("%s: the page tells the teacher %q at %v", lang, s.notice.Text, s.notice.Rect)
		}
	}
	ctx.Tr = game.NewTranslator("en")
	if s := lessonTestScene(t, ctx, "+right", 0); s.notice.Text != "" {
		t.Errorf("the good lesson's page says %q", s.notice.Text)
	}

	// The learner plays the page all the same: the judge accepts C4, the stored answer is not asked.
	s := lessonTestScene(t, ctx, "+wrong", 0)
	c4, _ := engine.ParseGTPPoint("C4", 5, 5)
	s.sess.Click(c4)
	runLesson(t, ctx, s)
	if st := s.sess.Exercise().State(); st != lesson.Solved {
		t.Errorf("C4 on the faulty page: %v", st)
	}
}

// TestMapSaysTheReadersReason puts own files the reader cannot use in the folder and finds the map naming each
// with the reader's precise reason, as the checker prints it, in the user's language.
func TestMapSaysTheReadersReason(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	ownLessonFolder(t, ctx, map[string]string{
		"color.sgf": "(;GM[1]FF[4]SZ[7]AGCT[1]GN[T]PL[B]AB[cd]AW[dd]C[x]AGGL[capture]AGTG[cd])",
		"point.sgf": "(;GM[1]FF[4]SZ[7]AGCT[1]GN[T]PL[B]AB[cd]AW[dd]C[x])\n(;GM[1]FF[4]SZ[7]PL[B]AB[cd]AW[dd]C[x]AGGL[capture]AGTG[dd]AGAN[zz])",
	})
	for lang, want := range map[string][]string{
		"en": {"Lesson file color.sgf: page 1 (line 1): the target C4 of AGGL[capture] is not a White stone.",
			"Lesson file point.sgf: page 2 (line 2): AGAN[zz] is not a point of the board."},
		"cs": {"Soubor lekce color.sgf: stránka 1 (řádek 1): cíl C4 u AGGL[capture] není bílý kámen.",
			"Soubor lekce point.sgf: stránka 2 (řádek 2): AGAN[zz] není bod desky."},
	} {
		ctx.Tr = game.NewTranslator(lang)
		m := newTutorialScene(ctx, ToMenu{})
		m.Update(ctx)
		m.Leave(ctx)
		for _, w := range want {
			if !strings.Contains(m.note.Text, w) {
				t.Errorf("%s: the map says %q, want %q", lang, m.note.Text, w)
			}
		}
	}
}
