package scenes

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/game"
)

// awaitWatch updates map m until cond holds, waiting between updates for the folder watch's next look (which
// the test makes without a pause); the test fails after a minute or many looks without it.
func awaitWatch(t *testing.T, ctx *Context, m *tutorialScene, what string, cond func() bool) {
	t.Helper()
	for range 1000 {
		m.Update(ctx)
		if cond() {
			return
		}
		<-m.watch.slot.Ready() // a watch that never answers is caught by the test's timeout
	}
	t.Fatalf("the map did not see %s", what)
}

// TestMapSeesTheFolderChange keeps the map open while a teacher adds a lesson file, edits one and removes one:
// each change shows on the map, and the progress of a lesson that did not change stays with it. Files change
// their times with os.Chtimes, so that a change within the same second is seen too.
func TestMapSeesTheFolderChange(t *testing.T) {
	ctx := testContext(t, "en", 1200, 760)
	dir := ownLessonFolder(t, ctx, map[string]string{"kept.sgf": ownCapture("Kept", "cb")})
	at := time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)
	write := func(name, text string, mod time.Time) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, mod, mod); err != nil {
			t.Fatal(err)
		}
	}
	write("kept.sgf", ownCapture("Kept", "cb"), at)
	ctx.forgetLessons()
	ctx.Learner.Tutorial.Done("+kept", 0, 3)
	m := newTutorialScene(ctx, ToMenu{})
	m.watch.every = 0 // look again at once: the test waits on the watch's answers, not on a clock
	defer m.Leave(ctx)
	kept := ctx.lesson("+kept")
	if kept == nil || cardOf(m, "+kept") == nil {
		t.Fatal("the own lesson is not on the map")
	}

	write("added.sgf", ownCapture("Added", "cb"), at)
	awaitWatch(t, ctx, m, "the file added", func() bool { return cardOf(m, "+added") != nil })
	if c := cardOf(m, "+added"); c.Title != "Added" || c.Badge != "1" {
		t.Errorf("the added lesson's card: %q, badge %q", c.Title, c.Badge)
	}

	// The same size and a later time: an edit that a look at the sizes alone would miss.
	write("added.sgf", ownCapture("Edded", "cb"), at.Add(time.Second))
	awaitWatch(t, ctx, m, "the file edited", func() bool { c := cardOf(m, "+added"); return c != nil && c.Title == "Edded" })

	if err := os.Remove(filepath.Join(dir, "added.sgf")); err != nil {
		t.Fatal(err)
	}
	awaitWatch(t, ctx, m, "the file removed", func() bool { return cardOf(m, "+added") == nil })

	if ctx.lesson("+kept") != kept {
		t.Error("the lesson whose file did not change was read anew")
	}
	if c := cardOf(m, "+kept"); c == nil || !c.Done || c.Stars != game.MaxStars {
		t.Errorf("the unchanged lesson lost its progress: %+v", c)
	}
}
