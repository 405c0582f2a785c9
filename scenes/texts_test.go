package scenes

import (
	"slices"
	"testing"

	"github.com/seed593a7f8d/atarigo/assets"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/board"
)

// firstGoGameLesson returns the number of the first built-in lesson with a game of Go, the first game header a
// learner reads.
func firstGoGameLesson(t *testing.T) int {
	t.Helper()
	lessons, err := lesson.LoadDir(assets.Lessons(), ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lessons {
		for i := range l.Pages {
			pg := &l.Pages[i]
			if start := pg.Start(); pg.Kind == lesson.PageGame && start.Rules().Kind == engine.Go {
				return l.Taught()
			}
		}
	}
	t.Fatal("no built-in lesson has a game of Go")
	return 0
}

// TestGoHeaderSaysTheWordsTheLessonsTeach holds the game header of a Go game, and the setup's counting choices, in
// English, Czech and Russian against the table of terms: the header names the counting and the komi with the
// terms the lessons teach, each taught by the lesson of the first Go game, and each counting's tip in the setup
// names the same counting.
func TestGoHeaderSaysTheWordsTheLessonsTeach(t *testing.T) {
	first := firstGoGameLesson(t)
	sprites, err := board.LoadSprites()
	if err != nil {
		t.Fatal(err)
	}
	counting := map[engine.Scoring]string{engine.Territory: "territory-counting", engine.Area: "area-counting"}
	for _, lang := range []string{"en", "cs", "ru"} {
		ctx := testContext(t, lang, 1200, 760)
		setup := newSetupScene(ctx, sprites)
		for sc, key := range counting {
			header := rulesText(ctx, engine.GoRules(sc, 6.5), 9, 9)
			var keys []string
			for _, term := range lesson.TermsIn(header, lang) {
				keys = append(keys, term.Key)
				if term.Lesson > first {
					t.Errorf("%s: the header %q says %q, taught in lesson %d after the first Go game (lesson %d)",
						lang, header, term.Key, term.Lesson, first)
				}
			}
			if !slices.Contains(keys, key) || !slices.Contains(keys, "komi") {
				t.Errorf("%s: the header %q names %v, want %s and komi", lang, header, keys, key)
			}
			tip := setup.scoring.Tips[sc]
			if !slices.ContainsFunc(lesson.TermsIn(tip, lang), func(t lesson.Term) bool { return t.Key == key }) {
				t.Errorf("%s: the setup's tip %q does not name %s", lang, tip, key)
			}
		}
		for _, key := range ctx.Tr.Missed() {
			t.Errorf("%s: the key %q is in no catalog", lang, key)
		}
	}
}
