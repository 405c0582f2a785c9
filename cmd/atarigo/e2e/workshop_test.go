package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// workshopWords is what the teacher types in each language.
var workshopWords = map[string]map[string]string{
	"en": {"capture": "Capture the white stone.", "double": "One move puts both white stones in atari.",
		"hint": "Cut between the white stones.", "ladder": "Can Black capture the white stone in a ladder?",
		"show": "On the edge the ladder has nowhere to run.", "mistake": "A page made by mistake.",
		"title": "First captures"},
	"cs": {"capture": "Zajmi bílý kámen.", "double": "Jedním tahem dej atari oběma bílým kamenům.",
		"hint": "Přesekni mezi bílými kameny.", "ladder": "Zajme černý bílý kámen žebříkem?",
		"show": "U okraje nemá žebřík kam utéct.", "mistake": "Stránka navíc, omylem.", "title": "První zajetí"},
	"ru": {"capture": "Возьми белый камень.", "double": "Одним ходом поставь атари обоим белым камням.",
		"hint": "Разрежь между белыми камнями.", "ladder": "Может ли чёрный взять белый камень лестницей?",
		"show": "У края лестнице некуда бежать.", "mistake": "Лишняя страница по ошибке.", "title": "Первые захваты"},
}

// TestATeacherMakesALessonInTheWorkshop makes a lesson in the teacher's workshop through the window's own input, in
// English, Czech and Russian (workshop.script): a capture, a double atari, a ladder question and a show page, each
// judged by the engine as it is made, a page too many deleted by a second click, a page moved and moved back, the
// first page tried as a learner, the lesson saved into the lessons folder and as a file. The file is read back from
// the lessons folder and checked as atarigo-lessons checks it, a learner opens the lesson from the map and solves its
// first page, and the screenshots of every step stay in testdata/output for review, no caption cut short.
func TestATeacherMakesALessonInTheWorkshop(t *testing.T) {
	w := newWindow(t)
	for _, lang := range game.LanguageCodes() {
		t.Run(lang, func(t *testing.T) {
			w.t = t
			w.clean("ws-" + lang + "-")
			os.RemoveAll(w.config)
			os.RemoveAll(w.games)
			tr := game.NewTranslator(lang)
			words := map[string]string{"delete5": tr.T("workshop.lesson.delete.sure", 5)}
			for k, v := range workshopWords[lang] {
				words[k] = v
			}
			w.runFile(w.scriptWith("workshop.script", lang, words), lang)
			checkWorkshopShots(t, w, lang, tr)
			checkWorkshopLesson(t, w, lang, words)
		})
	}
}

// checkWorkshopShots checks what the screenshots show: each judged page's verdict, the words the learner reads, the
// refusal of a page without words, and the learner's page solved, tried and for real.
func checkWorkshopShots(t *testing.T, w *window, lang string, tr *game.Translator) {
	name := checkShotSet(t, w, "ws-"+lang+"-", 15)
	study := load(t, w.out, name("01-study"), true)
	expect(t, study, map[string]byte{"C4": 'X', "E4": 'X', "D3": 'X', "D4": 'O', "D5": '.'})
	capture := load(t, w.out, name("03-capture"), true)
	if want := tr.Plural("workshop.verdict.right", 1, 1); !strings.HasPrefix(capture.info.Status, want) {
		t.Errorf("the capture's verdict %q, want it to start %q", capture.info.Status, want)
	}
	if want := tr.T("workshop.reads", tr.T("tutorial.solved.capture")); capture.info.Caption != want {
		t.Errorf("the capture's right move reads %q, want %q", capture.info.Caption, want)
	}
	if s := load(t, w.out, name("04-no-words"), true); s.info.Notice != tr.T("workshop.add.no_words") {
		t.Errorf("Add without words says %q", s.info.Notice)
	}
	double := load(t, w.out, name("06-double-atari"), true)
	if want := tr.T("workshop.reads", tr.T("tutorial.solved.double-atari")); double.info.Caption != want {
		t.Errorf("the double atari's right move reads %q, want %q", double.info.Caption, want)
	}
	ladder := load(t, w.out, name("07-ladder"), true)
	if ladder.info.Status != tr.T("workshop.verdict.ladder_yes") && ladder.info.Status != tr.T("workshop.verdict.ladder_no") {
		t.Errorf("the ladder question's verdict %q", ladder.info.Status)
	}
	if s := load(t, w.out, name("08-show"), true); s.info.Status != tr.T("workshop.verdict.show") {
		t.Errorf("the show page's verdict %q", s.info.Status)
	}
	for _, n := range []string{"11-tried", "15-solved"} {
		s := load(t, w.out, name(n), true)
		if !strings.HasPrefix(s.info.Status, tr.T("tutorial.solved.capture")) || point(s, "D4") != '.' || point(s, "D5") != 'X' {
			t.Errorf("%s: the learner's D5 says %q, D4 %c, D5 %c", n, s.info.Status, point(s, "D4"), point(s, "D5"))
		}
	}
}

// checkWorkshopLesson reads the lesson back from the lessons folder, checks every page as atarigo-lessons does, and
// finds the copy saved to share among the games.
func checkWorkshopLesson(t *testing.T, w *window, lang string, words map[string]string) {
	dir := filepath.Join(w.config, game.LessonsDirName)
	lessons, problems := lesson.LoadFolder(dir)
	if len(problems) > 0 || len(lessons) != 1 {
		t.Fatalf("the lessons folder holds %d lessons, problems %v", len(lessons), problems)
	}
	l := lessons[0]
	if l.Title.In(lang) != words["title"] || len(l.Pages) != 4 {
		t.Fatalf("the lesson %q has %d pages", l.Title.In(lang), len(l.Pages))
	}
	want := []struct {
		kind lesson.PageKind
		goal ai.GoalKind
		text string
	}{
		{lesson.PageExercise, ai.GoalCapture, words["capture"]},
		{lesson.PageExercise, ai.GoalCapture, words["double"]},
		{lesson.PageQuestion, ai.GoalLadder, words["ladder"]},
		{lesson.PageShow, ai.GoalNone, words["show"]},
	}
	j := ai.NewJudge()
	for i, wp := range want {
		p := &l.Pages[i]
		if p.Kind != wp.kind || p.Goal.Kind != wp.goal || p.Text.In(lang) != wp.text {
			t.Errorf("page %d: %v %v %q, want %v %v %q", i+1, p.Kind, p.Goal.Kind, p.Text.In(lang), wp.kind, wp.goal, wp.text)
		}
		r, err := lesson.CheckPage(context.Background(), j, p)
		if err != nil || len(r.Problems) > 0 {
			t.Errorf("page %d: the check finds %v %v", i+1, err, r.Problems)
		}
	}
	if p := l.Pages[1]; p.Motif != ai.MotifDoubleAtari || p.Hint.In(lang) != words["hint"] {
		t.Errorf("the double atari teaches %v with the hint %q", p.Motif, p.Hint.In(lang))
	}
	saved := mustGlob(t, filepath.Join(w.games, "*.sgf"))
	if len(saved) != 1 {
		t.Fatalf("the games folder holds %v", saved)
	}
	share, err := os.ReadFile(saved[0])
	if err != nil {
		t.Fatal(err)
	}
	own, err := os.ReadFile(filepath.Join(dir, strings.TrimPrefix(l.Key, lesson.OwnPrefix)+".sgf"))
	if err != nil || string(share) != string(own) {
		t.Errorf("the copy to share (%s) differs from the lesson's file (%v)", filepath.Base(saved[0]), err)
	}
	t.Logf("the lesson's file and its copy to share: %s", filepath.Base(saved[0]))
}

// checkShotSet checks that the window wrote want screenshots named PREFIX*.png, none blank and none with a caption
// cut, and returns the file name of the screenshot a script calls PREFIX+n.
func checkShotSet(t *testing.T, w *window, prefix string, want int) func(n string) string {
	t.Helper()
	shots := mustGlob(t, filepath.Join(w.out, prefix+"*.png"))
	if len(shots) != want {
		t.Errorf("%d screenshots, want %d", len(shots), want)
	}
	for _, f := range shots {
		checkNotBlank(t, load(t, w.out, filepath.Base(f), false))
		noCutTexts(t, w.out, filepath.Base(f))
	}
	return func(n string) string { return prefix + n + ".png" }
}
