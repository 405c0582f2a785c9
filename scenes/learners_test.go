package scenes

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/game"
)

// readLearner reads learner id's file in the config folder dir.
func readLearner(t *testing.T, dir, id string) game.Learner {
	t.Helper()
	data, err := os.ReadFile(game.LearnerPath(dir, id))
	if err != nil {
		t.Fatal(err)
	}
	l, _, err := game.ReadLearner(data)
	if err != nil {
		t.Fatalf("%s's file: %v", id, err)
	}
	return l
}

// switched waits for the switch to another learner under way and takes their record, as the next frame does.
func switched(t *testing.T, app *App) {
	t.Helper()
	r, ok := app.ctx.svc.switching.Wait()
	if !ok {
		t.Fatal("no switch was under way")
	}
	if note := app.tookLearner(r.About, r.Value); note != "" {
		t.Fatalf("the switch says %q", note)
	}
}

// TestLearnersKeepTheirOwnRecords adds a second learner on a device, plays as her and switches back: each learner's
// stars, coach and games are their own and in their own file, the next start asks who is playing, and removing the
// learner playing puts another in her place and removes her file.
func TestLearnersKeepTheirOwnRecords(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, t.TempDir())
	app, err := NewApp(Options{Lang: "en", Session: SessionOptions{Persist: true, NoSound: true, NoAutosave: true}})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := app.mgr.cur.(*menuScene); !ok {
		t.Fatalf("a first start shows %T, want the menu: it asks nothing", app.mgr.cur)
	}
	ctx := &app.ctx
	ctx.Learner.Tutorial.Done("01-stones", 0, 1)
	ctx.SaveProgress()
	anna, err := ctx.learnerStore().Add("Anna", "frog")
	if err != nil {
		t.Fatal(err)
	}
	ctx.chooseLearner(anna.ID, false)
	if ctx.svc.progress != nil {
		t.Error("the first learner's store still takes saves while Anna's record opens")
	}
	switched(t, app)
	if ctx.LearnerID != anna.ID || ctx.Learner.Tutorial.Stars("01-stones", 0) != 0 {
		t.Fatalf("playing %q with %v, want Anna with no stars", ctx.LearnerID, ctx.Learner.Tutorial.Lessons)
	}
	ctx.Learner.Tutorial.Done("01-stones", 1, 3)
	ctx.setCoach(game.CoachChoice{Mode: game.CoachNever})
	st := game.DefaultSetup()
	app.build(StartGame{Setup: st})
	if got := ctx.Session.Match().Record().Info.Black; got != "Anna" {
		t.Errorf("Anna's game names Black %q", got)
	}
	app.dropSession()
	ctx.chooseLearner(game.DefaultLearnerID, false)
	switched(t, app)
	if ctx.coach().Mode != game.CoachUpToMedium || ctx.Learner.Tutorial.Stars("01-stones", 1) != 0 {
		t.Errorf("back to the first learner: coach %v, stars %v", ctx.coach(), ctx.Learner.Tutorial.Lessons)
	}
	app.build(StartGame{Setup: st})
	if got := ctx.Session.Match().Record().Info.Black; got != "Cat" {
		t.Errorf("the first learner's game names Black %q, want their picture's name", got)
	}
	app.Close()
	if l := readLearner(t, dir, anna.ID); l.Tutorial.Stars("01-stones", 1) != 3 || l.Tutorial.Stars("01-stones", 0) != 0 ||
		l.Coach == nil || l.Coach.Mode != game.CoachNever {
		t.Errorf("Anna's file holds %+v", l)
	}
	if l := readLearner(t, dir, game.DefaultLearnerID); l.Tutorial.Stars("01-stones", 0) != 1 || l.Tutorial.Stars("01-stones", 1) != 0 {
		t.Errorf("the first learner's file holds %+v", l.Tutorial.Lessons)
	}

	// The next start asks who is playing, offering the one chosen last.
	app, err = NewApp(Options{Lang: "en", Session: SessionOptions{Persist: true, NoSound: true, NoAutosave: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	ctx = &app.ctx
	if s, ok := app.mgr.cur.(*learnersScene); !ok || !s.start || ctx.LearnerID != game.DefaultLearnerID {
		t.Fatalf("the start shows %T playing %q, want Who is playing? with the first learner", app.mgr.cur, ctx.LearnerID)
	}
	ctx.chooseLearner(anna.ID, false)
	switched(t, app)
	ctx.removeLearner(anna.ID)
	switched(t, app)
	app.checkLearners() // the removal, once the other learner's record is open
	if err := ctx.learnerStore().Flush(); err != nil {
		t.Fatal(err)
	}
	if ctx.LearnerID != game.DefaultLearnerID || len(ctx.learners().Learners) != 1 {
		t.Errorf("after Anna was removed: playing %q, listed %v", ctx.LearnerID, ctx.learners().Learners)
	}
	if _, err := os.Stat(game.LearnerPath(dir, anna.ID)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Anna's file is still there: %v", err)
	}
	if ctx.Learner.Tutorial.Stars("01-stones", 0) != 1 {
		t.Errorf("the first learner's record after the removal: %v", ctx.Learner.Tutorial.Lessons)
	}
}

// TestLearnersInMemoryKeepTheirRecords switches learners in a window that keeps nothing on disk: each learner's
// record stays theirs while the window is open.
func TestLearnersInMemoryKeepTheirRecords(t *testing.T) {
	app, err := NewApp(Options{Lang: "en", Session: SessionOptions{NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	ctx := &app.ctx
	ctx.Learner.Tutorial.Done("01-stones", 0, 2)
	vera, err := ctx.learnerStore().Add("Vera", "sun")
	if err != nil {
		t.Fatal(err)
	}
	ctx.chooseLearner(vera.ID, false)
	if ctx.switching() || ctx.LearnerID != vera.ID || ctx.Learner.Tutorial.Stars("01-stones", 0) != 0 {
		t.Fatalf("playing %q with %v", ctx.LearnerID, ctx.Learner.Tutorial.Lessons)
	}
	ctx.Learner.Tutorial.Done("02-liberties", 0, 3)
	ctx.chooseLearner(game.DefaultLearnerID, false)
	if ctx.Learner.Tutorial.Stars("01-stones", 0) != 2 || ctx.Learner.Tutorial.Stars("02-liberties", 0) != 0 {
		t.Errorf("the first learner's record came back as %v", ctx.Learner.Tutorial.Lessons)
	}
	ctx.chooseLearner(vera.ID, false)
	if ctx.Learner.Tutorial.Stars("02-liberties", 0) != 3 {
		t.Errorf("Vera's record came back as %v", ctx.Learner.Tutorial.Lessons)
	}
}

// TestAFailedLearnerListWriteIsToldInTheLearnersLanguage makes the list of learners impossible to write (a folder
// in its place) after a learner is added: the window says where and why in Czech at once, once, Quit warns, and
// when the folder goes the list is written on the store's timer and the window says so.
func TestAFailedLearnerListWriteIsToldInTheLearnersLanguage(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, t.TempDir())
	app, err := NewApp(Options{Lang: "cs", Session: SessionOptions{Persist: true, NoSound: true, NoAutosave: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	app.ctx.Now = func() time.Time { return now }
	sv, tr := app.ctx.svc, app.ctx.Tr
	path := filepath.Join(dir, game.LearnersFile)
	if err := os.MkdirAll(filepath.Join(path, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := sv.learners.Add("Věra", "sun"); err != nil {
		t.Fatal(err)
	}
	sv.learners.Flush()
	app.checkLearners()
	want := tr.T("learners.write_failed", dir, tr.T("write.problem.not_a_file"))
	if sv.toast.text != want || !sv.toast.bad || !strings.Contains(want, "nepodařilo uložit") {
		t.Fatalf("message %q, want %q", sv.toast.text, want)
	}
	app.checkLearners()
	if sv.toast.text != want {
		t.Errorf("the failure was told again: %q", sv.toast.text)
	}
	if !app.ctx.quitUnsaved() {
		t.Error("Quit does not warn while the list cannot be saved")
	}
	sv.toast.clear()
	if err := os.RemoveAll(path); err != nil {
		t.Fatal(err)
	}
	now = now.Add(10 * time.Second)
	app.checkLearners() // the timer, started when the failure was seen, is due: written again
	sv.learners.Flush()
	app.checkLearners()
	if sv.toast.text != tr.T("learners.write_ok") || app.ctx.quitUnsaved() {
		t.Fatalf("after the folder went: message %q", sv.toast.text)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if l, _, err := game.ReadLearnerList(data); err != nil || len(l.Learners) != 2 || l.Learners[1].Name != "Věra" {
		t.Errorf("the list holds %s (%v)", data, err)
	}
}
