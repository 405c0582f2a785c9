package lesson

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestStepsReadTheMainLineWithItsMarks reads a show page's moves, their comments in two languages and their
// marks; a mark on a point off the board is left out.
func TestStepsReadTheMainLineWithItsMarks(t *testing.T) {
	data := "(;GM[1]FF[4]CA[UTF-8]SZ[7]AGCT[1]GN[T]PL[B]AB[cd]AW[dd]C[Look.]AR[cd:dc]" +
		";B[de]C[There.]AGC[cs:Tam.]CR[dd]AGLI[dd]LB[dc:a][zz:b]" +
		";W[ed];B[ee])"
	l, err := Parse("x.sgf", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	steps := l.Pages[0].Steps()
	if len(steps) != 4 {
		t.Fatalf("%d steps, want 4 (the start and three moves)", len(steps))
	}
	start, first := steps[0], steps[1]
	if start.Move.Point != engine.NoPoint || start.Text != nil ||
		len(start.Marks.Arrows) != 1 || start.Marks.Arrows[0] != [2]engine.Point{engine.Pt(2, 3), engine.Pt(3, 2)} {
		t.Errorf("start step %+v", start)
	}
	if first.Move != (engine.Move{Color: engine.Black, Point: engine.Pt(3, 4)}) || first.Text.In("cs") != "Tam." ||
		first.Text.In("ru") != "There." {
		t.Errorf("first move %+v", first)
	}
	m := first.Marks
	if len(m.Rings) != 1 || m.Rings[0] != engine.Pt(3, 3) || len(m.Liberties) != 1 ||
		len(m.Labels) != 1 || m.Labels[0] != (StepLabel{Point: engine.Pt(3, 2), Text: "a"}) {
		t.Errorf("first move's marks %+v", m)
	}
	if steps[2].Text != nil || steps[3].Move.Point != engine.Pt(4, 4) {
		t.Errorf("later steps %+v %+v", steps[2], steps[3])
	}
}

// TestStepsReadEveryLanguage reads a move's comment written once a language, as the built-in lessons write it,
// and checks that every comment of every built-in show page has its Czech and Russian text, translated (a sentence
// of several words is not the English one), and that no move has a translation without the English comment, which
// Steps would leave out in every language.
func TestStepsReadEveryLanguage(t *testing.T) {
	data := "(;GM[1]FF[4]CA[UTF-8]SZ[7]AGCT[1]GN[T]PL[B]AB[cd]AW[dd]C[Look.]" +
		";B[de]C[There.]AGC[cs:Tam.]AGC[ru:Там.])"
	l, err := Parse("x.sgf", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Pages[0].Steps()[1].Text; got.In("cs") != "Tam." || got.In("ru") != "Там." {
		t.Errorf("the move's texts: %v", got)
	}
	lessons, err := LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lessons {
		for i, p := range l.Pages {
			for k, st := range p.Steps() {
				if st.Text != nil && (st.Text["cs"] == "" || st.Text["ru"] == "") {
					t.Errorf("%s page %d move %d: %q has no Czech or Russian text", l.Key, i+1, k, st.Text["en"])
				}
				for _, lang := range []string{"cs", "ru"} {
					if en := st.Text["en"]; strings.Count(en, " ") >= 2 && st.Text[lang] == en {
						t.Errorf("%s page %d move %d: the %s text is the English %q", l.Key, i+1, k, lang, en)
					}
				}
			}
			for k, n := range p.Record.Line() {
				if strings.TrimSpace(n.Comment) == "" && len(propValues(n, "AGC")) > 0 {
					t.Errorf("%s page %d node %d: translations %q without the English comment", l.Key, i+1, k,
						propValues(n, "AGC"))
				}
			}
		}
	}
}
