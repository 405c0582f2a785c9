package scenes

import (
	"context"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/ai"
	"github.com/seed593a7f8d/atarigo/engine"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
	"github.com/seed593a7f8d/atarigo/scenes/board"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// sceneDriver drives one scene at a time through the window's own input: clicks on controls and on the board,
// typed text; each frame is an Update with this frame's input.
type sceneDriver struct {
	t     *testing.T
	app   *App
	ctx   *Context
	scene Scene
}

// newSceneDriver makes an App around ctx, whose scenes the driver builds as the App does, and shows the menu.
func newSceneDriver(t *testing.T, ctx *Context, sprites *board.Sprites) *sceneDriver {
	a := &App{ctx: *ctx, sprites: sprites}
	d := &sceneDriver{t: t, app: a, ctx: &a.ctx}
	d.scene = newMenuScene(d.ctx, sprites, "")
	t.Cleanup(func() {
		if l, ok := d.scene.(leavingScene); ok {
			l.Leave(d.ctx)
		}
		if d.ctx.workshop != nil { // the window closes once the lesson being made is kept
			d.ctx.workshop.keeping.Wait()
		}
	})
	return d
}

// frame runs one Update of the scene and clears the frame's input; a request to leave builds the next scene as the
// App does.
func (d *sceneDriver) frame() {
	d.t.Helper()
	req := d.scene.Update(d.ctx)
	d.ctx.Input.Reset()
	if req != nil {
		d.open(req)
	}
}

// open builds the scene a request asks for, as the App's build does, leaving the one shown.
func (d *sceneDriver) open(req Request) {
	d.t.Helper()
	if l, ok := d.scene.(leavingScene); ok {
		l.Leave(d.ctx)
	}
	d.scene = d.app.build(req)
	d.scene.Update(d.ctx)
	d.ctx.Input.Reset()
}

// clickAt presses and releases the mouse at p.
func (d *sceneDriver) clickAt(p image.Point) {
	d.ctx.Input.Pos, d.ctx.Input.Kind = p, widget.PointerMouse
	d.ctx.Input.Down, d.ctx.Input.Pressed = true, true
	d.frame()
	d.ctx.Input.Pos, d.ctx.Input.Down, d.ctx.Input.Released = p, false, true
	d.frame()
}

// press clicks the control captioned text (a button, or a choice's option).
func (d *sceneDriver) press(text string) {
	d.t.Helper()
	p, ok := d.scene.(formScene).mainForm().Find(text)
	if !ok {
		d.t.Fatalf("%T: no control %q", d.scene, text)
	}
	d.clickAt(p)
}

// play clicks the board point coord (GTP).
func (d *sceneDriver) play(coord string) {
	d.t.Helper()
	g := d.scene.(boardScene).boardGeometry()
	pt, err := engine.ParseGTPPoint(coord, g.Cols, g.Rows)
	if err != nil {
		d.t.Fatal(err)
	}
	x, y := g.Center(pt)
	d.clickAt(image.Pt(int(x), int(y)))
}

// typeIn clicks the text field and types s in it.
func (d *sceneDriver) typeIn(f *widget.TextField, s string) {
	d.clickAt(f.Rect.Min.Add(image.Pt(8, f.Rect.Dy()/2)))
	d.ctx.Input.Chars = append(d.ctx.Input.Chars, []rune(s)...)
	d.frame()
}

// judged waits for the workshop page's examination and takes it.
func (d *sceneDriver) judged() *workshopScene {
	d.t.Helper()
	s, ok := d.scene.(*workshopScene)
	if !ok {
		d.t.Fatalf("on %T, not the workshop's page", d.scene)
	}
	if ready := s.judging.Ready(); ready != nil {
		<-ready
	}
	d.frame()
	if s.exam == nil && s.examErr == nil {
		d.t.Fatal("no examination")
	}
	return s
}

// studyWith shows the study board with the position diagram (Black to move) in Atari Go.
func (d *sceneDriver) studyWith(diagram string) {
	d.t.Helper()
	pos := engine.MustDiagram(diagram, engine.AtariRules(1))
	d.open(ToStudy{From: &pos})
}

// TestWorkshopMakesALessonThroughTheWindowsInput makes a lesson of four pages from the study board with the
// window's own input: a capture, a double atari, a ladder question and a show page, each judged by the engine
// (the right moves and what the learner reads), with a position that cannot be a page said plainly; reorders and
// deletes with a second click, saves it into the lessons folder, reads it back from there and checks it as
// atarigo-lessons does, and a learner solves its first page on the lesson page itself.
func TestWorkshopMakesALessonThroughTheWindowsInput(t *testing.T) {
	sprites, dir := screenTestEnv(t)
	d := newSceneDriver(t, testContext(t, "en", 1200, 760), sprites)
	ctx := d.ctx

	// Page 1: capture the white stone in atari.
	d.studyWith(`
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . X O X . .
		. . . X . . .
		. . . . . . .
		. . . . . . .`)
	d.press("Make an exercise")
	d.play("D4")
	s := d.judged()
	if !s.exam.Exercise() || len(s.exam.Right) != 1 || s.exam.Right[0].Move.GTP(7) != "D5" {
		t.Fatalf("the capture: %q, right %v", s.verdict.Text, s.exam.Report.Accepted)
	}
	if !strings.Contains(s.detail.Text, "“Captured!") {
		t.Errorf("the right move's words: %q", s.detail.Text)
	}
	d.press("Add to the lesson")
	if _, ok := d.scene.(*workshopScene); !ok || !strings.Contains(s.marksLbl.Text, "Write what the page says") {
		t.Fatalf("a page without words went in (%T, %q)", d.scene, s.marksLbl.Text)
	}
	d.typeIn(s.text, "Capture the white stone.")
	d.press("Add to the lesson")
	if _, ok := d.scene.(*workshopLessonScene); !ok {
		t.Fatalf("after Add: %T", d.scene)
	}

	// Page 2: a show page of a position no move of which captures.
	d.press("New page")
	d.studyWith(`
		. . . . .
		. . . . .
		. . O . .
		. . . . .
		. . . . .`)
	d.press("Make an exercise")
	d.play("C3")
	s = d.judged()
	if s.exam.Exercise() || !strings.Contains(s.verdict.Text, "only as a show page") || s.add.Text != "Add as a show page" {
		t.Errorf("a stone that cannot be captured: %q, Add says %q", s.verdict.Text, s.add.Text)
	}
	d.typeIn(s.text, "A stone in the open has four liberties.")
	d.press("Add as a show page")

	// Page 3: a double atari.
	d.press("New page")
	d.studyWith(`
		. . . . . . .
		. . . X . . .
		. . X O . . .
		. . O . . . .
		. . X . . . .
		. . . . . . .
		. . . . . . .`)
	d.press("Make an exercise")
	d.press("Double atari")
	d.play("D5")
	d.play("C4")
	s = d.judged()
	if !s.exam.Exercise() || s.exam.Right[0].Move.GTP(7) != "D4" || !strings.Contains(s.detail.Text, "Double atari!") {
		t.Fatalf("the double atari: %q, right %v, %q", s.verdict.Text, s.exam.Report.Accepted, s.detail.Text)
	}
	d.typeIn(s.text, "Atari two stones at once.")
	d.typeIn(s.hint, "Cut between them.")
	d.press("Add to the lesson")

	// Page 4: a ladder question, which the engine answers.
	d.press("New page")
	d.studyWith(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. X . . . . . .
		. X O . . . . .
		. . X . . . . .
		. . . . . . . .`)
	d.press("Make an exercise")
	d.press("Ladder?")
	d.play("C3")
	s = d.judged()
	if !s.exam.Exercise() || !s.exam.Report.Answer || !strings.Contains(s.verdict.Text, "the right answer is Yes") {
		t.Fatalf("the ladder: %q", s.verdict.Text)
	}
	d.typeIn(s.text, "Does the ladder work?")
	d.press("Add to the lesson")

	// A fifth page, of the ladder's position shown, to be deleted.
	d.press("New page")
	d.press("Make an exercise")
	d.press("Show")
	s = d.judged()
	d.typeIn(s.text, "A ladder.")
	d.press("Add to the lesson")

	// The lesson: the show page goes last, a page is edited, one deleted by a second click only, a title, and Save.
	l := d.scene.(*workshopLessonScene)
	pages := func() int { return len(ctx.workshop.lesson.Pages) }
	if pages() != 5 || l.selected() != 4 {
		t.Fatalf("%d pages, page %d chosen", pages(), l.selected()+1)
	}
	d.press("Delete")
	if pages() != 5 || l.del.Text != "Delete page 5?" {
		t.Fatalf("the first click: %d pages, Delete says %q", pages(), l.del.Text)
	}
	d.clickAt(l.title.Rect.Min.Add(image.Pt(8, 8))) // anything else keeps the page
	if l.del.Text != "Delete" {
		t.Errorf("after another click Delete says %q", l.del.Text)
	}
	d.press("Delete")
	d.press("Delete page 5?")
	if pages() != 4 {
		t.Fatalf("after the second click %d pages", pages())
	}
	l.list.Select(1)
	d.frame()
	d.press("Down")
	d.press("Down")
	if got := pageTaskText(ctx, &ctx.workshop.lesson.Pages[3]); got != "Show" {
		t.Errorf("the last page is %q", got)
	}
	l.list.Select(0)
	d.frame()
	d.press("Edit")
	s = d.judged()
	if s.text.Text != "Capture the white stone." || len(s.draft.Targets) != 1 {
		t.Fatalf("editing page 1: words %q, chains %v", s.text.Text, s.draft.Targets)
	}
	d.typeIn(s.text, " Now!")
	d.press("Update page 1")
	l = d.scene.(*workshopLessonScene)
	if got := ctx.workshop.lesson.Pages[0].Text["en"]; got != "Capture the white stone. Now!" || pages() != 4 {
		t.Errorf("page 1 says %q, %d pages", got, pages())
	}
	d.press("Save")
	if !strings.Contains(l.message.Text, "title") {
		t.Errorf("saved without a title: %q", l.message.Text)
	}
	d.typeIn(l.title, "My captures")
	d.press("Save")
	if ready := l.saving.Ready(); ready != nil {
		<-ready
	}
	d.frame()
	folder := filepath.Join(dir, "config", game.LessonsDirName)
	data, err := os.ReadFile(filepath.Join(folder, "my-captures.sgf"))
	if err != nil || !strings.Contains(l.message.Text, "my-captures.sgf") {
		t.Fatalf("the saved lesson: %v; the window says %q", err, l.message.Text)
	}

	// Read back from the lessons folder and checked as atarigo-lessons does: every page good.
	lessons, problems := lesson.LoadFolder(folder)
	if len(problems) > 0 || len(lessons) != 1 || len(lessons[0].Pages) != 4 {
		t.Fatalf("the folder holds %d lessons, problems %v\n%s", len(lessons), problems, data)
	}
	own := lessons[0]
	kinds := []lesson.PageKind{lesson.PageExercise, lesson.PageExercise, lesson.PageQuestion, lesson.PageShow}
	for i := range own.Pages {
		p := &own.Pages[i]
		r, err := lesson.CheckPage(context.Background(), ai.NewJudge(), p)
		if err != nil || len(r.Problems) > 0 || p.Kind != kinds[i] {
			t.Errorf("page %d (%v): %v %v", i+1, p.Kind, err, r.Problems)
		}
	}
	if own.Pages[1].Hint.In("en") != "Cut between them." || own.Pages[1].Motif != ai.MotifDoubleAtari {
		t.Errorf("the double atari's hint %v, motif %v", own.Pages[1].Hint, own.Pages[1].Motif)
	}
	if ctx.lesson(own.Key) == nil {
		t.Errorf("the lesson map has no %q", own.Key)
	}

	// A learner opens it from the lesson map's list and solves the first page.
	d.open(OpenLesson{Key: own.Key, Page: 0})
	ls := d.scene.(*lessonScene)
	d.play("D5")
	ls.sess.WaitJudge()
	for i := 0; i < 2000 && !ls.sess.Solved(); i++ {
		d.frame()
	}
	if !ls.sess.Solved() || !strings.HasPrefix(ls.feedback.Text, "Captured!") {
		t.Errorf("the learner's D5: solved %v, %q", ls.sess.Solved(), ls.feedback.Text)
	}
}

// TestWorkshopSaysWhyALessonIsNotSaved saves a lesson where the folder of own lessons cannot be made (a file has its
// name): the teacher hears why in the window's language, and nothing is written; once the way is clear, Save writes
// it. (A read-only folder is told the same way, by game.WriteProblem; a test run as root writes into one anyway.)
func TestWorkshopSaysWhyALessonIsNotSaved(t *testing.T) {
	sprites, dir := screenTestEnv(t)
	for _, lang := range []string{"en", "cs", "ru"} {
		t.Run(lang, func(t *testing.T) {
			os.Remove(filepath.Join(dir, "config", game.WorkshopFile)) // each language a window of its own
			d := newSceneDriver(t, testContext(t, lang, 1200, 760), sprites)
			k := d.ctx.workshopKept()
			addShowPage(t, k, `
				. . . . .
				. . X . .
				. . . . .
				. . . O .
				. . . . .`, "Two stones.")
			k.lesson.Title[lang] = "Two stones " + lang
			folder := filepath.Join(dir, "config", game.LessonsDirName)
			os.RemoveAll(folder)
			if err := os.MkdirAll(filepath.Dir(folder), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(folder, []byte("in the way"), 0o644); err != nil {
				t.Fatal(err)
			}
			d.open(ToWorkshopLesson{})
			l := d.scene.(*workshopLessonScene)
			save := func() {
				d.press(d.ctx.Tr.T("common.save"))
				if ready := l.saving.Ready(); ready != nil {
					<-ready
				}
				d.frame()
			}
			save()
			tr := d.ctx.Tr
			want := tr.T("workshop.lesson.save_failed", tr.T("write.problem.not_a_folder"))
			if l.message.Text != want || k.lesson.File != "" {
				t.Errorf("saving where a file is in the way says %q, want %q (file %q)", l.message.Text, want, k.lesson.File)
			}
			if data, err := os.ReadFile(folder); err != nil || string(data) != "in the way" {
				t.Errorf("the file in the way was touched: %q, %v", data, err)
			}
			os.Remove(folder)
			save()
			if k.lesson.File == "" || l.message.Text != tr.T("workshop.lesson.saved", k.lesson.File) {
				t.Errorf("once the way is clear Save says %q (file %q)", l.message.Text, k.lesson.File)
			}
			if names, _ := os.ReadDir(folder); len(names) != 1 {
				t.Errorf("the lessons folder holds %d files, want the lesson alone", len(names))
			}
		})
	}
}

// TestALessonPageGivesTheAuthorsHintFirst asks a page of an own lesson with an author's hint (AGHI) for hints: the
// first is the author's, in the learner's language (or the first the page has), the next ones the engine's.
func TestALessonPageGivesTheAuthorsHintFirst(t *testing.T) {
	sprites, _ := screenTestEnv(t)
	data := "(;GM[1]FF[4]SZ[5]AGCT[1]GN[Hints]PL[B]AB[bc][dc][cd]AW[cc]C[Capture the white stone.]AGGL[capture]AGTG[cc]" +
		"AGHI[en:Where can it still go?][cs:Kam ještě může?])"
	l, err := lesson.Parse("hints.sgf", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	l.Key, l.Own = lesson.KeyOf("hints.sgf"), true
	for _, c := range []struct{ lang, want string }{{"en", "Where can it still go?"}, {"cs", "Kam ještě může?"}, {"ru", "Where can it still go?"}} {
		ctx := testContext(t, c.lang, 1200, 760)
		s := newLessonScene(ctx, l, 0, sprites)
		hint := func() string {
			s.sess.Hint()
			s.sess.WaitJudge()
			s.sess.Settle()
			s.Update(ctx)
			ctx.Input.Reset()
			return s.feedback.Text
		}
		if got := hint(); got != c.want {
			t.Errorf("%s: the first hint is %q, want %q", c.lang, got, c.want)
		}
		if got := hint(); got == c.want || got == "" {
			t.Errorf("%s: the second hint is %q, want the engine's", c.lang, got)
		}
		s.sess.Close()
	}
}

// TestWorkshopReopensAnOwnLessonAndSavesItOverItsFile opens an own lesson of the lessons folder in the workshop
// through the window's input, in each language: the lesson being made is put aside only by a second click, the
// lesson's pages come back as pages to edit, and Save writes the edited page over the same file, so the lesson map
// keeps it under the same key (and its learners' progress with it).
func TestWorkshopReopensAnOwnLessonAndSavesItOverItsFile(t *testing.T) {
	sprites, dir := screenTestEnv(t)
	folder := filepath.Join(dir, "config", game.LessonsDirName)
	for _, lang := range []string{"en", "cs", "ru"} {
		t.Run(lang, func(t *testing.T) {
			os.RemoveAll(folder)
			os.Remove(filepath.Join(dir, "config", game.WorkshopFile)) // each language a window of its own
			hand := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[Captures]PL[B]AB[cd][ed][de]AW[dd]C[Capture it.]AGGL[capture]AGTG[dd])" +
				"(;GM[1]FF[4]SZ[5]AGCT[1]PL[B]AB[cc]C[A stone, then another.];W[dd]C[White answers.])"
			if _, err := game.AddLessonFile("captures.sgf", []byte(hand), game.BesideLesson); err != nil {
				t.Fatal(err)
			}
			d := newSceneDriver(t, testContext(t, lang, 1200, 760), sprites)
			tr := d.ctx.Tr
			k := d.ctx.workshopKept()
			addShowPage(t, k, ". . .\n. X .\n. . .", "Being made.")
			d.open(ToWorkshopLesson{})
			l := d.scene.(*workshopLessonScene)

			d.press(tr.T("workshop.lesson.mine"))
			if len(l.owns) != 1 || len(l.list.Rows) != 1 || l.list.Rows[0][2].Text != "captures.sgf" {
				t.Fatalf("the own lessons listed: %v", l.list.Rows)
			}
			d.press(tr.T("workshop.mine.open"))
			if len(k.lesson.Pages) != 1 || l.message.Text != tr.Plural("workshop.mine.replaces", 1, 1) {
				t.Fatalf("the first click: %d pages, the window says %q", len(k.lesson.Pages), l.message.Text)
			}
			d.press(tr.T("workshop.mine.open.sure"))
			if len(k.lesson.Pages) != 2 || k.lesson.File != "captures.sgf" || l.picking {
				t.Fatalf("after the second click: %d pages, file %q, still choosing %v", len(k.lesson.Pages), k.lesson.File, l.picking)
			}
			if l.message.Text != tr.T("workshop.mine.opened", "captures.sgf") {
				t.Errorf("opened, the window says %q", l.message.Text)
			}

			// The second page, a show page with moves, is kept as it is; the first is edited and saved over the file.
			l.list.Select(1)
			d.frame()
			if got := l.list.Rows[1][1].Text; got != tr.T("workshop.task.show") {
				t.Errorf("the show page with moves is listed as %q", got)
			}
			d.press(tr.T("workshop.lesson.edit"))
			if l.message.Text != tr.T("workshop.lesson.not_editable") {
				t.Errorf("editing the show page with moves: %q", l.message.Text)
			}
			l.list.Select(0)
			d.frame()
			d.press(tr.T("workshop.lesson.edit"))
			s := d.judged()
			if !s.exam.Exercise() || len(s.draft.Targets) != 1 {
				t.Fatalf("the reopened capture page: %q, chains %v", s.verdict.Text, s.draft.Targets)
			}
			if lang != "en" {
				d.press(game.LanguageName("en"))
			}
			d.typeIn(s.text, " Now!")
			d.press(tr.T("workshop.add.update", 1))
			l = d.scene.(*workshopLessonScene)
			d.press(tr.T("common.save"))
			if ready := l.saving.Ready(); ready != nil {
				<-ready
			}
			d.frame()
			lessons, problems := lesson.LoadFolder(folder)
			if len(problems) > 0 || len(lessons) != 1 || lessons[0].Key != lesson.KeyOf("captures.sgf") {
				t.Fatalf("the folder holds %d lessons (%v), want captures.sgf alone", len(lessons), problems)
			}
			got := lessons[0]
			if len(got.Pages) != 2 || got.Pages[0].Text.In("en") != "Capture it. Now!" || len(got.Pages[1].Record.Root().Children()) != 1 {
				t.Errorf("saved over its file: %d pages, the first says %q", len(got.Pages), got.Pages[0].Text.In("en"))
			}
			if l.message.Text != tr.T("workshop.lesson.saved", "captures.sgf") || d.ctx.lesson(got.Key) == nil {
				t.Errorf("saved, the window says %q; on the map %v", l.message.Text, d.ctx.lesson(got.Key) != nil)
			}
		})
	}
}

// TestTheLessonBeingMadeSurvivesClosingTheWindow makes a lesson in one window and opens the workshop in the next, in
// each language: the lesson comes back with its pages and title, offered with a button to it and said on its view;
// a lesson that cannot be kept (a folder in the way of its file) is told at once.
func TestTheLessonBeingMadeSurvivesClosingTheWindow(t *testing.T) {
	sprites, dir := screenTestEnv(t)
	kept := filepath.Join(dir, "config", game.WorkshopFile)
	for _, lang := range []string{"en", "cs", "ru"} {
		t.Run(lang, func(t *testing.T) {
			os.RemoveAll(kept)
			window := func() *sceneDriver {
				d := newSceneDriver(t, testContext(t, lang, 1200, 760), sprites)
				d.ctx.svc = &services{}
				return d
			}
			wait := func(d *sceneDriver) {
				if ready := d.ctx.workshop.keeping.Ready(); ready != nil {
					<-ready
				}
				d.frame()
			}
			d := window()
			k := d.ctx.workshopKept()
			if len(k.lesson.Pages) != 0 || d.ctx.svc.toast.text != "" {
				t.Fatalf("the first window finds %d pages, says %q", len(k.lesson.Pages), d.ctx.svc.toast.text)
			}
			show := lesson.NewDraft(engine.MustDiagram(". . .\n. X .\n. . .", engine.AtariRules(1)))
			show.SetTask(lesson.TaskShow)
			show.Text[lang] = "Being made " + lang
			p, err := show.Page(ai.MotifNone, nil)
			if err != nil {
				t.Fatal(err)
			}
			k.lesson.Add(p)
			k.lesson.Add(p)
			d.open(ToWorkshopLesson{})
			l := d.scene.(*workshopLessonScene)
			d.typeIn(l.title, "Kept "+lang)
			wait(d)
			if _, err := os.Stat(kept); err != nil {
				t.Fatalf("the lesson is not kept: %v", err)
			}

			d = window()
			tr := d.ctx.Tr
			k = d.ctx.workshopKept()
			if len(k.lesson.Pages) != 2 || k.lesson.Title[lang] != "Kept "+lang || k.lesson.Pages[1].Text[lang] != "Being made "+lang {
				t.Fatalf("the next window finds %d pages, title %v", len(k.lesson.Pages), k.lesson.Title)
			}
			restored := tr.Plural("workshop.restored", 2)
			if d.ctx.svc.toast.text != restored || len(d.ctx.svc.toast.acts) != 1 {
				t.Errorf("the next window says %q with %d buttons, want %q and one", d.ctx.svc.toast.text, len(d.ctx.svc.toast.acts), restored)
			}
			d.open(d.ctx.svc.toast.acts[0])
			l = d.scene.(*workshopLessonScene)
			if l.message.Text != restored {
				t.Errorf("the lesson's view says %q, want %q", l.message.Text, restored)
			}

			// A folder in the way of the kept file: deleting a page is told at once, and the page is deleted here.
			os.Remove(kept)
			if err := os.Mkdir(kept, 0o755); err != nil {
				t.Fatal(err)
			}
			defer os.Remove(kept)
			d.press(tr.T("workshop.lesson.delete"))
			d.press(tr.T("workshop.lesson.delete.sure", 1))
			wait(d)
			told := strings.Split(tr.T("workshop.keep_failed"), "%s")
			if got := d.ctx.svc.toast.text; !strings.HasPrefix(got, told[0]) || !strings.HasSuffix(got, told[1]) ||
				!d.ctx.svc.toast.bad || len(k.lesson.Pages) != 1 {
				t.Errorf("a failed keep says %q (%d pages), want it told as %q", got, len(k.lesson.Pages), told)
			}
		})
	}
}

// TestWorkshopSuggestsTheGlossarysWords types the start of a word of the glossary into the page's text, in each
// language, and clicks the word suggested under the field: it takes the place of the word begun, in the page's
// words too; a whole word, or a word of no term, suggests nothing.
func TestWorkshopSuggestsTheGlossarysWords(t *testing.T) {
	sprites, _ := screenTestEnv(t)
	for _, c := range []struct{ lang, typed, word, done string }{
		{"en", "Put the white stone in at", "Atari", "Put the white stone in atari"},
		{"cs", "Dej bílému kameni at", "Atari", "Dej bílému kameni atari"},
		{"ru", "Поставь белому камню ат", "Атари", "Поставь белому камню атари"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			d := newSceneDriver(t, testContext(t, c.lang, 1200, 760), sprites)
			d.studyWith(`
				. . . . .
				. . X . .
				. X O . .
				. . X . .
				. . . . .`)
			d.press(d.ctx.Tr.T("study.workshop"))
			s := d.scene.(*workshopScene)
			shown := func() []string {
				var out []string
				for _, b := range s.words {
					if !b.Hidden {
						out = append(out, b.Text)
					}
				}
				return out
			}
			d.typeIn(s.text, c.typed)
			d.frame()
			if got := shown(); len(got) != 1 || got[0] != c.word {
				t.Fatalf("%q suggests %q, want %q", c.typed, got, c.word)
			}
			d.press(c.word)
			if s.text.Text != c.done || s.draft.Text[c.lang] != c.done || len(shown()) != 0 {
				t.Errorf("after the click the field says %q, the page %q, and %q are suggested; want %q and none",
					s.text.Text, s.draft.Text[c.lang], shown(), c.done)
			}
			d.typeIn(s.text, " qx")
			if got := shown(); len(got) != 0 {
				t.Errorf("a word of no term suggests %q", got)
			}
		})
	}
}

// TestAShowPageIsMadeFromAGamesMoves makes a show page from the review of a game through the window's input, in
// each language: at the last move there is nothing to show; two moves back, Show page opens the workshop's page of
// the position shown with the two moves after it, and the page added to the lesson steps through them.
func TestAShowPageIsMadeFromAGamesMoves(t *testing.T) {
	sprites, dir := screenTestEnv(t)
	for _, lang := range []string{"en", "cs", "ru"} {
		t.Run(lang, func(t *testing.T) {
			os.Remove(filepath.Join(dir, "config", game.WorkshopFile))
			d := newSceneDriver(t, testContext(t, lang, 1200, 760), sprites)
			tr := d.ctx.Tr
			sess := newTestSession(t, d.ctx, people(), "D4", "C5", "E3", "F2", "B2")
			r := newReviewScene(d.ctx, sess, sprites, false)
			d.scene = r
			d.frame()
			if !r.showPage.Disabled {
				t.Errorf("at the last move Show page is enabled")
			}
			r.goTo(d.ctx, 3)
			d.frame()
			d.press(tr.T("rewind.show_page"))
			s, ok := d.scene.(*workshopScene)
			if !ok {
				t.Fatalf("Show page opens %T", d.scene)
			}
			want := []string{"F2", "B2"}
			var got []string
			for _, m := range s.draft.Moves {
				got = append(got, m.Point.GTP(s.draft.Start.Rows()))
			}
			start := r.line[3].Position()
			if !slices.Equal(got, want) || s.draft.Task != lesson.TaskShow || s.draft.Start.String() != start.String() {
				t.Fatalf("the page steps through %v (task %v) from\n%s", got, s.draft.Task, s.draft.Start.String())
			}
			if s.marksLbl.Text != tr.Plural("workshop.show.moves", 2) {
				t.Errorf("the page says %q", s.marksLbl.Text)
			}
			d.judged()
			d.typeIn(s.text, "Watch "+lang)
			d.press(s.add.Text)
			k := d.ctx.workshop
			if _, ok := d.scene.(*workshopLessonScene); !ok || len(k.lesson.Pages) != 1 {
				t.Fatalf("after Add: %T, %d pages", d.scene, len(k.lesson.Pages))
			}
			p := &k.lesson.Pages[0]
			got = got[:0]
			for n := p.Record.Root(); len(n.Children()) > 0; {
				n = n.Children()[0]
				got = append(got, n.Move().Point.GTP(s.draft.Start.Rows()))
			}
			if p.Kind != lesson.PageShow || !slices.Equal(got, want) {
				t.Errorf("the page added (%v) steps through %v", p.Kind, got)
			}
		})
	}
}

// addShowPage adds to the workshop's lesson a show page of the diagram (Atari Go) with its English words.
func addShowPage(t *testing.T, k *workshopKept, diagram, words string) {
	t.Helper()
	draft := lesson.NewDraft(engine.MustDiagram(diagram, engine.AtariRules(1)))
	draft.SetTask(lesson.TaskShow)
	draft.Text["en"] = words
	p, err := draft.Page(ai.MotifNone, nil)
	if err != nil {
		t.Fatal(err)
	}
	k.lesson.Add(p)
}
