package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// reopenedLesson is an own lesson of two pages, its words in the three languages: a capture and a show page with a
// move.
const reopenedLesson = "(;GM[1]FF[4]SZ[7]AGCT[1]GN[Captures]AGGN[cs:Zajetí][ru:Захваты]PL[B]AB[cd][ed][de]AW[dd]" +
	"C[Capture the white stone.]AGC[cs:Zajmi bílý kámen.][ru:Возьми белый камень.]AGGL[capture]AGTG[dd])" +
	"(;GM[1]FF[4]SZ[5]AGCT[1]PL[B]AB[cc]C[A stone, then another.]AGC[cs:Kámen a pak další.][ru:Камень, потом ещё один.]" +
	";W[dd]C[White answers.]AGC[cs:Bílý odpovídá.][ru:Белые отвечают.])"

// begun is, in each language, the start of a word of the glossary typed into the first page's text, the word
// suggested and clicked, and the word as it goes into the text.
var begun = map[string][3]string{"en": {"At", "Atari", "Atari"}, "cs": {"at", "Atari", "atari"}, "ru": {"ат", "Атари", "атари"}}

// TestATeacherReopensALessonInTheWorkshop reopens an own lesson of the lessons folder in the teacher's workshop
// through the window's own input, in English, Czech and Russian (workshop_reopen.script): the folder's lessons
// listed, the one chosen opened, its first page edited as the engine judges it and put back, and the lesson saved
// over its own file, which stays the only one; the screenshots stay in testdata/output for review, no caption cut
// short.
func TestATeacherReopensALessonInTheWorkshop(t *testing.T) {
	w := newWindow(t)
	for _, lang := range game.LanguageCodes() {
		t.Run(lang, func(t *testing.T) {
			w.t = t
			w.clean("wr-" + lang + "-")
			os.RemoveAll(w.config)
			os.RemoveAll(w.games)
			dir := filepath.Join(w.config, game.LessonsDirName)
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "captures.sgf"), []byte(reopenedLesson), 0o644); err != nil {
				t.Fatal(err)
			}
			tr := game.NewTranslator(lang)
			words := map[string]string{"tolesson": tr.Plural("workshop.to_lesson", 0, 0),
				"update": tr.T("workshop.add.update", 1), "begun": begun[lang][0], "word": begun[lang][1]}
			w.runFile(w.scriptWith("workshop_reopen.script", lang, words), lang)

			name := checkShotSet(t, w, "wr-"+lang+"-", 5)
			if s := load(t, w.out, name("01-mine"), true); s.info.Status != tr.T("workshop.mine.intro") {
				t.Errorf("the own lessons listed, the window says %q", s.info.Status)
			}
			if s := load(t, w.out, name("02-opened"), true); s.info.Status != tr.T("workshop.mine.opened", "captures.sgf") {
				t.Errorf("the lesson opened, the window says %q", s.info.Status)
			}
			if s := load(t, w.out, name("05-saved"), true); s.info.Status != tr.T("workshop.lesson.saved", "captures.sgf") {
				t.Errorf("the lesson saved, the window says %q", s.info.Status)
			}
			lessons, problems := lesson.LoadFolder(dir)
			if len(problems) > 0 || len(lessons) != 1 || lessons[0].Key != lesson.KeyOf("captures.sgf") {
				t.Fatalf("the lessons folder holds %d lessons (%v), want captures.sgf alone", len(lessons), problems)
			}
			l := lessons[0]
			want := lesson.Text{"en": "Capture the white stone.", "cs": "Zajmi bílý kámen.", "ru": "Возьми белый камень."}[lang] +
				begun[lang][2] // the script types no space before it
			if len(l.Pages) != 2 || l.Pages[0].Text[lang] != want || len(l.Pages[1].Record.Root().Children()) != 1 {
				t.Errorf("saved over its file: %d pages, the first says %q, want %q", len(l.Pages), l.Pages[0].Text[lang], want)
			}
		})
	}
}
