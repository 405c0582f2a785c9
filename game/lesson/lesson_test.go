package lesson

import (
	"errors"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/engine/sgf"
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

// TestParseRejectsBadPages names what is wrong with a page: the reason, the page and what the reason names.
func TestParseRejectsBadPages(t *testing.T) {
	head := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[T]PL[B]AB[cd]AW[dd]C[x]"
	for _, c := range []struct {
		name, data string
		reason     error
		want       PageError // the fields the reason names (File, Line and Err aside)
	}{
		{"not sgf", "hello", sgf.ErrSyntax, PageError{}},
		{"no title", "(;GM[1]FF[4]SZ[7]AB[cd]C[x])", ErrNoTitle, PageError{}},
		{"unknown goal", head + "AGGL[conquer]AGTG[dd])", ErrUnknownGoal, PageError{Page: 1, Prop: "AGGL", Value: "conquer"}},
		{"target not a stone", head + "AGGL[capture]AGTG[aa])", ai.ErrTargetColor,
			PageError{Page: 1, Prop: "AGGL", Value: "capture", Point: "A7", Color: engine.White}},
		{"own stone as target", head + "AGGL[capture]AGTG[cd])", ai.ErrTargetColor,
			PageError{Page: 1, Prop: "AGGL", Value: "capture", Point: "C4", Color: engine.White}},
		{"opponent's stone to save", head + "AGGL[save]AGTG[dd])", ai.ErrTargetColor,
			PageError{Page: 1, Prop: "AGGL", Value: "save", Point: "D4", Color: engine.Black}},
		{"no target", head + "AGGL[kill])", ai.ErrNoTarget, PageError{Page: 1, Prop: "AGGL", Value: "kill"}},
		{"two targets of liberties", head + "AGGL[liberties]AGTG[cd][dd])", ai.ErrOneTarget, PageError{Page: 1, Prop: "AGGL", Value: "liberties"}},
		{"bad point", head + "AGGL[capture]AGTG[zz])", ErrNotAPoint, PageError{Page: 1, Prop: "AGTG", Value: "zz"}},
		{"bad answer", head + "AGGL[capture]AGTG[dd]AGAN[tt])", ErrNotAPoint, PageError{Page: 1, Prop: "AGAN", Value: "tt"}},
		{"unknown motif", head + "AGGL[capture]AGTG[dd]AGMO[wall])", ErrUnknownMotif, PageError{Page: 1, Prop: "AGMO", Value: "wall"}},
		{"unknown level", head + "AGGL[game]AGLV[grandmaster])", ErrUnknownLevel, PageError{Page: 1, Prop: "AGLV", Value: "grandmaster"}},
		{"any way, no", head + "AGGL[capture]AGTG[dd]AGAW[no])", ErrYesValue, PageError{Page: 1, Prop: "AGAW", Value: "no"}},
		{"only answers, no", head + "AGGL[capture]AGTG[dd]AGOA[no])", ErrYesValue, PageError{Page: 1, Prop: "AGOA", Value: "no"}},
		{"win on a big board", "(;GM[1]FF[4]SZ[9]AGCT[1]GN[T]PL[B]C[x]AGGL[win])", ai.ErrWinBoard, PageError{Page: 1, Prop: "AGGL", Value: "win"}},
		{"count in Atari Go", head + "AGGL[count])", ai.ErrCountRules, PageError{Page: 1, Prop: "AGGL", Value: "count"}},
		{"the second page", head + ")\n" + head + "AGGL[capture]AGTG[cd])", ai.ErrTargetColor,
			PageError{Page: 2, Prop: "AGGL", Value: "capture", Point: "C4", Color: engine.White}},
	} {
		_, err := Parse("x.sgf", []byte(c.data))
		var pe *PageError
		if !errors.Is(err, ErrBadLesson) || !errors.Is(err, c.reason) || !errors.As(err, &pe) {
			t.Errorf("%s: %v, want ErrBadLesson and %v in a *PageError", c.name, err, c.reason)
			continue
		}
		got := *pe
		got.Err, got.File, got.Line = nil, "", 0
		if got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
		if pe.File != "x.sgf" || (pe.Page > 0) != (pe.Line > 0) {
			t.Errorf("%s: file %q, page %d on line %d", c.name, pe.File, pe.Page, pe.Line)
		}
	}
}

// TestPageErrorSaysWhatTheCheckerPrints checks the English text of a reason, which atarigo-lessons prints.
func TestPageErrorSaysWhatTheCheckerPrints(t *testing.T) {
	head := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[T]PL[B]AB[cd]AW[dd]C[x]"
	for data, want := range map[string]string{
		head + "AGGL[capture]AGTG[aa])": "bad lesson file: x.sgf:1 (page 1): capture target A7 is not a White stone",
		head + "AGGL[capture]AGTG[zz])": "bad lesson file: x.sgf:1 (page 1): AGTG[zz]: not a point of the board",
		"(;GM[1]FF[4]SZ[7]AB[cd]C[x])":  "bad lesson file: x.sgf: no pages or no title (GN)",
	} {
		if _, err := Parse("dir/x.sgf", []byte(data)); err == nil || err.Error() != want {
			t.Errorf("%q, want %q", err, want)
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
