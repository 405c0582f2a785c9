package lesson

import (
	"errors"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestParseAPage reads a lesson of a show page and an exercise, with translations.
func TestParseAPage(t *testing.T) {
	data := "(;GM[1]FF[4]CA[UTF-8]SZ[7]AGCT[1]GN[Atari]AGGN[cs:Atari]AGGN[ru:Атари]PL[B]AB[cd]AW[dd]" +
		"C[Look.]AGC[ru:Смотри.];B[de]C[There.])" +
		"(;GM[1]FF[4]SZ[7]AGCT[1]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd]AGAN[dc]AGMO[capture])"
	l, err := Parse("lessons/03-atari.sgf", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if l.Key != "03-atari" || l.Title.In("ru") != "Атари" || len(l.Pages) != 2 {
		t.Fatalf("lesson %q %v, %d pages", l.Key, l.Title, len(l.Pages))
	}
	show, ex := l.Pages[0], l.Pages[1]
	if show.Kind != PageShow || show.Text.In("ru") != "Смотри." || show.Text.In("cs") != "Look." {
		t.Errorf("show page %v %v", show.Kind, show.Text)
	}
	if line := show.Record.Line(); len(line) != 2 || line[1].Move().Point != engine.Pt(3, 4) || line[1].Comment != "There." {
		t.Errorf("the show page's moves: %d nodes", len(line))
	}
	if ex.Kind != PageExercise || ex.Goal.Kind != ai.GoalCapture || ex.Goal.Targets[0] != engine.Pt(3, 3) ||
		len(ex.Answers) != 1 || ex.Answers[0] != engine.Pt(3, 2) || ex.Motif != ai.MotifCapture || ex.Source != "03-atari.sgf:1" {
		t.Errorf("exercise %+v", ex)
	}
	if start := ex.Start(); start.ToMove() != engine.Black || start.Rules().Kind != engine.AtariGo {
		t.Errorf("start: %v to move, %v", start.ToMove(), start.Rules())
	}
}

// TestParseRejectsBadPages names what is wrong with a page.
func TestParseRejectsBadPages(t *testing.T) {
	head := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[T]PL[B]AB[cd]AW[dd]C[x]"
	for name, data := range map[string]string{
		"not sgf":             "hello",
		"no title":            "(;GM[1]FF[4]SZ[7]AB[cd]C[x])",
		"unknown goal":        head + "AGGL[conquer]AGTG[dd])",
		"target not a stone":  head + "AGGL[capture]AGTG[aa])",
		"own stone as target": head + "AGGL[capture]AGTG[cd])",
		"bad point":           head + "AGGL[capture]AGTG[zz])",
		"unknown motif":       head + "AGGL[capture]AGTG[dd]AGMO[wall])",
		"unknown level":       head + "AGGL[game]AGLV[grandmaster])",
		"win on a big board":  "(;GM[1]FF[4]SZ[9]AGCT[1]GN[T]PL[B]C[x]AGGL[win])",
	} {
		if _, err := Parse("x.sgf", []byte(data)); !errors.Is(err, ErrBadLesson) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestBuiltinLessonsLoad reads the built-in lessons: every page has its text in every language.
func TestBuiltinLessonsLoad(t *testing.T) {
	lessons, err := LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	if len(lessons) == 0 {
		t.Fatal("no built-in lessons")
	}
	for _, l := range lessons {
		for _, lang := range []string{"en", "cs", "ru"} {
			if l.Title[lang] == "" {
				t.Errorf("%s: no title in %s", l.Key, lang)
			}
			for _, p := range l.Pages {
				if p.Text[lang] == "" {
					t.Errorf("%s: no text in %s", p.Source, lang)
				}
			}
		}
	}
}
