package game

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// TestLessonProblemSaysTheReadersReason reads broken lesson files and checks that the window's sentence names
// the page, its line and the reader's precise reason with what it names, in English, and that Czech and Russian
// say it in their own words with the same details.
func TestLessonProblemSaysTheReadersReason(t *testing.T) {
	// Page 2 starts on line 2; its board is 7×7, Black to play.
	first := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[T]PL[B]AB[cd]AW[dd]C[x])\n"
	page := "(;GM[1]FF[4]SZ[7]AGCT[1]PL[B]AB[cd]AW[dd]C[x]"
	for _, c := range []struct {
		name, data string
		want       string   // the English part of a sentence
		details    []string // what every language names
	}{
		{"target of the wrong colour", first + page + "AGGL[capture]AGTG[cd])",
			"page 2 (line 2): the target C4 of AGGL[capture] is not a White stone", []string{"C4", "AGGL[capture]"}},
		{"an empty point as target", first + page + "AGGL[save]AGTG[aa])",
			"page 2 (line 2): the target A7 of AGGL[save] is not a Black stone", []string{"A7", "AGGL[save]"}},
		{"no target", first + page + "AGGL[capture])", "page 2 (line 2): AGGL[capture] needs a target (AGTG)",
			[]string{"AGGL[capture]", "AGTG"}},
		{"a point off the board", first + page + "AGGL[capture]AGTG[zz])",
			"page 2 (line 2): AGTG[zz] is not a point of the board", []string{"AGTG[zz]"}},
		{"an unknown goal", first + page + "AGGL[conquer]AGTG[dd])",
			"page 2 (line 2): AGGL[conquer] is not a goal the program knows", []string{"AGGL[conquer]"}},
		{"an unknown motif", first + page + "AGGL[capture]AGTG[dd]AGMO[wall])",
			"page 2 (line 2): AGMO[wall] is not a motif the program knows", []string{"AGMO[wall]"}},
		{"an unknown level", first + page + "AGGL[game]AGLV[grandmaster])",
			"page 2 (line 2): AGLV[grandmaster] is not a computer level", []string{"AGLV[grandmaster]"}},
		{"AGAW other than yes", first + page + "AGGL[capture]AGTG[dd]AGAW[no])",
			"page 2 (line 2): AGAW[no]: only AGAW[yes] is known", []string{"AGAW[no]", "AGAW[yes]"}},
		{"liberties of two stones", first + page + "AGGL[liberties]AGTG[cd][dd])",
			"page 2 (line 2): AGGL[liberties] needs one stone as its target (AGTG)", []string{"AGGL[liberties]"}},
		{"win on a big board", first + "(;GM[1]FF[4]SZ[9]AGCT[1]PL[B]C[x]AGGL[win])",
			"page 2 (line 2): AGGL[win] is judged only on first-capture boards of at most 64 points", []string{"AGGL[win]", "64"}},
		{"count in Atari Go", first + page + "AGGL[count])",
			"page 2 (line 2): AGGL[count] is asked only of positions under Go rules", []string{"AGGL[count]"}},
		{"no title", "(;GM[1]FF[4]SZ[7]AB[cd]C[x])",
			"the file has no pages, or its first page has no title (GN)", []string{"GN"}},
		{"not SGF", "(;GM[1]SZ[7]C[x]", "the text is not in SGF format (line 1, column 17)", []string{"SGF", "17"}},
		{"a move on a stone", first + "(;GM[1]FF[4]SZ[7]AGCT[1]PL[B]AB[cd]C[x];B[cd])",
			"page 2 (line 2): a move in the file breaks the rules", nil},
	} {
		_, err := lesson.Parse("x.sgf", []byte(c.data))
		if err == nil {
			t.Errorf("%s: read without a problem", c.name)
			continue
		}
		en := NewTranslator("en")
		if got := LessonProblem(en, err); got != c.want {
			t.Errorf("%s: en %q, want %q (%v)", c.name, got, c.want, err)
		}
		for _, lang := range []string{"cs", "ru"} {
			got := LessonProblem(NewTranslator(lang), err)
			if got == c.want {
				t.Errorf("%s: %s says it in English: %q", c.name, lang, got)
			}
			for _, d := range c.details {
				if !strings.Contains(got, d) {
					t.Errorf("%s: %s %q does not name %s", c.name, lang, got, d)
				}
			}
		}
		if s := ErrorText(en, err); s != sentence(c.want) {
			t.Errorf("%s: ErrorText %q", c.name, s)
		}
		if s := ExplainFileError(en, &FileError{Path: "/x/x.sgf", Err: err}); !strings.Contains(s, c.want) || !strings.Contains(s, "x.sgf") {
			t.Errorf("%s: ExplainFileError %q", c.name, s)
		}
	}
}

// TestCheckProblemTextNamesTheMoves says each kind of problem the lesson check finds, with its moves in GTP
// coordinates, in every language.
func TestCheckProblemTextNamesTheMoves(t *testing.T) {
	a7, b6 := engine.Pt(0, 0), engine.Pt(1, 1)
	for _, c := range []struct {
		p       lesson.Problem
		want    string
		details []string
	}{
		{lesson.Problem{Kind: lesson.ProblemWrongAnswer, Points: []engine.Point{a7}, Rows: 7},
			"The intended answer A7 (AGAN) is not correct: the program does not accept it.", []string{"A7", "AGAN"}},
		{lesson.Problem{Kind: lesson.ProblemUndecided, Points: []engine.Point{a7}, Rows: 7},
			"The program cannot judge the move A7 within its limits.", []string{"A7"}},
		{lesson.Problem{Kind: lesson.ProblemUndecided, Points: []engine.Point{a7, b6}, Rows: 7},
			"The program cannot judge the moves A7 B6 within its limits.", []string{"A7 B6"}},
		{lesson.Problem{Kind: lesson.ProblemNoMotif, Motif: ai.MotifLadder},
			"No intended answer (AGAN) has a line that shows the motif AGMO[ladder].", []string{"AGMO[ladder]"}},
		{lesson.Problem{Kind: lesson.ProblemNoneCorrect}, "No move is correct.", nil},
		{lesson.Problem{Kind: lesson.ProblemAllCorrect}, "Every move is correct, so the page asks nothing.", nil},
		{lesson.Problem{Kind: lesson.ProblemUnanswered, Goal: ai.GoalLadder}, "The program cannot answer this question.", nil},
	} {
		if got := CheckProblemText(NewTranslator("en"), c.p); got != c.want {
			t.Errorf("%v: %q, want %q", c.p, got, c.want)
		}
		for _, lang := range []string{"cs", "ru"} {
			got := CheckProblemText(NewTranslator(lang), c.p)
			if got == c.want {
				t.Errorf("%v: %s says it in English", c.p, lang)
			}
			for _, d := range c.details {
				if !strings.Contains(got, d) {
					t.Errorf("%v: %s %q does not name %s", c.p, lang, got, d)
				}
			}
		}
	}
}
