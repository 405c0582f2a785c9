package scenes

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// feedbacksOf returns every feedback a lesson page can be in on a lesson that has taught taught: each phase of the
// page, and each Said its exercise can come to (lesson.Page.CanSay), for either learner and every subject, each
// with every motif, count, way of losing, refused move and ladder verdict, said before the end of the line that
// answers the learner or at its end.
func feedbacksOf(pg *lesson.Page, taught int) []feedback {
	base := feedback{goal: pg.Goal.Kind, taught: taught, black: "7", white: "6.5"}
	var out []feedback
	phases := []phase{phaseQuiet, phaseMaking, phaseErr, phaseChecking, phaseFinding}
	for _, ph := range phases {
		for _, right := range []bool{true, false} {
			for _, works := range []bool{true, false} {
				f := base
				f.phase, f.err, f.right, f.works = ph, errors.New("the judge failed"), right, works
				out = append(out, f)
			}
		}
	}
	subjects := []subject{{0, 0}, {1, 1}, {2, 1}, {3, 2}}
	errs := []error{nil, engine.ErrOccupied, engine.ErrSuicide, engine.ErrKo, engine.ErrSuperko, engine.ErrGameOver}
	for _, kind := range pg.CanSay() {
		for _, learner := range []engine.Color{engine.Black, engine.White} {
			for _, sub := range subjects {
				f := base
				f.said.Kind, f.learner, f.subject = kind, learner, sub
				for m := ai.MotifNone; m <= ai.MotifShortage; m++ {
					g := f
					g.said.Motif = m
					out = append(out, g)
				}
				for n := range 7 {
					g := f
					g.said.Liberties, g.said.Count = n, n
					out = append(out, g)
				}
				for _, lost := range []lostKind{lostGoal, lostSave, lostFirst} {
					for _, ahead := range []bool{true, false} {
						g := f
						g.lost, g.ahead = lost, ahead
						out = append(out, g)
					}
				}
				for _, err := range errs {
					g := f
					g.said.Err = err
					out = append(out, g)
				}
				if kind == lesson.SaidUndecided {
					g := f
					g.said.NoAnswer, g.file = true, "mine.sgf"
					out = append(out, g)
				}
				for _, right := range []bool{true, false} {
					for _, works := range []bool{true, false} {
						for _, ahead := range []bool{true, false} {
							g := f
							g.right, g.works, g.ahead = right, works, ahead
							out = append(out, g)
						}
					}
				}
			}
		}
	}
	return out
}

// TestLessonPagesSayOnlyWordsTaught opens every page of every built-in lesson in English, Czech and Russian and
// holds every sentence the page can show against the table of terms (lesson.Terms): the lesson's title and the
// page's text, the comments of its moves, its buttons and their tips, and every feedback line its exercise can come
// to. A sentence on lesson N may use a term only when the term's lesson is N or earlier.
func TestLessonPagesSayOnlyWordsTaught(t *testing.T) {
	sprites, _ := screenTestEnv(t)
	lessons, err := lesson.LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "cs", "ru"} {
		ctx := testContext(t, lang, 1200, 760)
		reported := map[string]bool{}
		for _, l := range lessons {
			n := l.Taught()
			for i := range l.Pages {
				pg := &l.Pages[i]
				texts := map[string]string{} // text → where it is shown
				add := func(where, s string) {
					if _, ok := texts[s]; !ok && s != "" {
						texts[s] = where
					}
				}
				s := newLessonScene(ctx, l, i, sprites)
				s.sess.Close()
				for _, w := range s.form.Items() {
					switch w := w.(type) {
					case *widget.Label:
						add("the column", w.Text)
					case *widget.Button:
						add("a button", w.Text)
					}
					add("a tip", w.Common().Tip)
				}
				for k, st := range pg.Steps() {
					if st.Text != nil {
						add(fmt.Sprintf("move %d", k), st.Text.In(lang))
					}
				}
				for _, f := range feedbacksOf(pg, n) {
					text, _ := f.text(ctx)
					add(fmt.Sprintf("the feedback in phase %d to %+v", f.phase, f.said), text)
				}
				if len(texts) < 3 {
					t.Fatalf("%s page %d: only %d texts", l.Key, i+1, len(texts))
				}
				for text, where := range texts {
					for _, term := range lesson.TermsIn(text, lang) {
						if msg := fmt.Sprintf("%s (%s): %q says %q, taught in lesson %d", l.Key, lang, text, term.Key,
							term.Lesson); term.Lesson > n && !reported[msg] {
							reported[msg] = true
							t.Errorf("page %d, %s: %s", i+1, where, msg)
						}
					}
				}
			}
		}
		for _, key := range ctx.Tr.Missed() {
			t.Errorf("%s: the key %q is in no catalog", lang, key)
		}
	}
}

// TestAPageWithNoAnswerNamesItsFile says the sentence of a hint or Show me on a page the engine proves has no
// answer: it names the lesson file and says that the page has no answer, never that a move could not be worked
// out in time.
func TestAPageWithNoAnswerNamesItsFile(t *testing.T) {
	for _, lang := range []string{"en", "cs", "ru"} {
		ctx := testContext(t, lang, 1200, 760)
		f := feedback{phase: phaseSaid, said: lesson.Said{Kind: lesson.SaidUndecided, NoAnswer: true}, file: "mine.sgf"}
		text, _ := f.text(ctx)
		if !strings.Contains(text, "mine.sgf") || text == ctx.Tr.T("tutorial.undecided") {
			t.Errorf("%s: %q; want the page said to have no answer, with its file", lang, text)
		}
	}
}
