package scenes

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"

	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// ownLesson is a one-page lesson file titled title.
func ownLesson(title string) string {
	return "(;GM[1]FF[4]SZ[7]AGCT[1]GN[" + title + "]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd])"
}

// dropApp returns an App with its services whose config folder is a new one, and the folder of own lessons.
func dropApp(t *testing.T) (*App, string) {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	a := &App{}
	a.ctx = *testContext(t, "en", 1200, 760)
	a.ctx.svc = &services{}
	return a, filepath.Join(dir, game.LessonsDirName)
}

// dropFile drops one file named name holding text on a's window and returns what the window asks for once it is
// read (and kept, for a lesson).
func dropFile(t *testing.T, a *App, name, text string) Request {
	t.Helper()
	a.dropped = fstest.MapFS{name: {Data: []byte(text), Mode: 0o644}}
	return takeDrop(t, a)
}

// choose presses the toast's button captioned label and returns what the window asks for once the choice is
// carried out.
func choose(t *testing.T, a *App, label string) Request {
	t.Helper()
	for i, b := range a.ctx.svc.toast.actions {
		if b.Text == label {
			req := a.ctx.svc.toast.acts[i]
			kl, ok := req.(KeepLesson)
			if !ok {
				t.Fatalf("%s asks for %#v", label, req)
			}
			a.keepLesson(kl)
			<-a.ctx.svc.drop.Ready()
			return a.dropResult()
		}
	}
	t.Fatalf("no button %q in the message %q", label, a.ctx.svc.toast.text)
	return nil
}

// TestADroppedLessonOfATakenNameAsks drops lesson files named as an own lesson: the same file opens that lesson,
// a different one asks first (nothing is written until then); Keep both keeps it under a new free name, its own
// lesson, and Replace writes it as the new version of the lesson of that name.
func TestADroppedLessonOfATakenNameAsks(t *testing.T) {
	a, dir := dropApp(t)
	tr := a.ctx.Tr
	if req := dropFile(t, a, "mine.sgf", ownLesson("Mine")); req != (OpenLesson{Key: "+mine"}) {
		t.Fatalf("a new lesson asked for %#v", req)
	}
	if req := dropFile(t, a, "mine.sgf", ownLesson("Mine")); req != (OpenLesson{Key: "+mine"}) {
		t.Fatalf("the same lesson again asked for %#v", req)
	}

	// A different lesson of the same name: asked, nothing written.
	if req := dropFile(t, a, "mine.sgf", ownLesson("Other")); req != nil {
		t.Fatalf("a different lesson of a taken name asked at once for %#v", req)
	}
	msg := a.ctx.svc.toast.text
	if !strings.Contains(msg, "mine.sgf") || len(a.ctx.svc.toast.actions) != 2 {
		t.Fatalf("the question %q with %d buttons; want the file named, Keep both and Replace", msg, len(a.ctx.svc.toast.actions))
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "mine.sgf")); string(b) != ownLesson("Mine") {
		t.Fatalf("the lesson was written over before the learner chose: %s", b)
	}
	if req := choose(t, a, tr.T("tutorial.drop.keep_both")); req != (OpenLesson{Key: "+mine-2"}) {
		t.Fatalf("Keep both asked for %#v", req)
	}
	for name, want := range map[string]string{"mine.sgf": ownLesson("Mine"), "mine-2.sgf": ownLesson("Other")} {
		if b, _ := os.ReadFile(filepath.Join(dir, name)); string(b) != want {
			t.Errorf("%s holds %s, want %s", name, b, want)
		}
	}
	if l := a.ctx.lesson("+mine"); l == nil || l.Title.In("en") != "Mine" {
		t.Errorf("the first lesson is %+v after Keep both", l)
	}

	// Replace: the new version takes the name (and so the stars of that lesson).
	if req := dropFile(t, a, "mine.sgf", ownLesson("Mine, again")); req != nil {
		t.Fatalf("a different lesson of a taken name asked at once for %#v", req)
	}
	if req := choose(t, a, tr.T("tutorial.drop.replace")); req != (OpenLesson{Key: "+mine"}) {
		t.Fatalf("Replace asked for %#v", req)
	}
	if l := a.ctx.lesson("+mine"); l == nil || l.Title.In("en") != "Mine, again" {
		t.Errorf("the replaced lesson is %+v", l)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*.sgf")); len(files) != 2 {
		t.Errorf("own lessons %v; want mine.sgf and mine-2.sgf", files)
	}
}

// TestIdenticalLessonsAreToldApartByFileName puts the same lesson in three files: the map's three cards name
// each file, so that they can be told apart; a lesson whose title is its own names none.
func TestIdenticalLessonsAreToldApartByFileName(t *testing.T) {
	a, _ := dropApp(t)
	for _, name := range []string{"a.sgf", "b.sgf", "c.sgf"} {
		if _, err := game.AddLessonFile(name, []byte(ownLesson("Twin")), game.ReplaceLesson); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := game.AddLessonFile("d.sgf", []byte(ownLesson("Single")), game.ReplaceLesson); err != nil {
		t.Fatal(err)
	}
	a.ctx.forgetLessons()
	m := newTutorialScene(&a.ctx, ToMenu{})
	seen := map[string]bool{}
	for i, l := range m.lessons {
		if !l.Own {
			continue
		}
		c := m.cards[i]
		card := c.Title + " | " + c.Detail
		if seen[card] {
			t.Errorf("two cards read %q", card)
		}
		seen[card] = true
		file := strings.TrimPrefix(l.Key, lesson.OwnPrefix) + ".sgf"
		if named := strings.Contains(card, file); named != (c.Title == "Twin") {
			t.Errorf("card %q names its file %s: %v", card, file, named)
		}
	}
	if len(seen) != 4 {
		t.Errorf("%d own cards, want 4", len(seen))
	}
}

// TestAHugeDroppedLessonIsRefusedWithTheLimit drops a lesson file larger than lesson.MaxFileSize: it is refused
// with the limit named, and nothing is kept.
func TestAHugeDroppedLessonIsRefusedWithTheLimit(t *testing.T) {
	a, dir := dropApp(t)
	l := ownLesson("Huge")
	huge := l[:len(l)-1] + ";C[" + strings.Repeat("x", lesson.MaxFileSize) + "])"
	if req := dropFile(t, a, "huge.sgf", huge); req != nil {
		t.Fatalf("a huge lesson asked for %#v", req)
	}
	if msg := a.ctx.svc.toast.text; !strings.Contains(msg, "huge.sgf") || !strings.Contains(msg, "1 MiB") {
		t.Errorf("message %q; want the file and the limit named", msg)
	}
	if _, err := os.Stat(filepath.Join(dir, "huge.sgf")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the huge lesson was kept: %v", err)
	}
	var se *sgf.Error
	if r := readDropped(fstest.MapFS{"huge.sgf": {Data: []byte(huge)}}, "huge.sgf"); !errors.As(r.err, &se) || se.Limit != lesson.MaxFileSize {
		t.Errorf("reading it: %v", r.err)
	}
}

// TestTheMapSaysWhatIsWrongWithTheLessonsFolder makes the folder of own lessons a file, a circle of links, a
// folder the game may not read (given as the error it gives) and a folder holding a file it may not read: the map
// names the folder or the file and what is wrong, in each language, never "an unexpected problem" nor nothing.
func TestTheMapSaysWhatIsWrongWithTheLessonsFolder(t *testing.T) {
	tests := []struct {
		name  string
		make  func(t *testing.T, dir string) // makes the folder of own lessons at dir
		given error                          // the folder's error given instead of read (the tests may run as root)
		want  map[string]string              // a part of the note in each language
	}{
		{"a file", func(t *testing.T, dir string) { os.WriteFile(dir, []byte("x"), 0o644) }, nil,
			map[string]string{"en": "a file stands where a folder should be", "cs": "soubor", "ru": "файл"}},
		{"a circle of links", func(t *testing.T, dir string) {
			if err := os.Symlink(dir, dir); err != nil {
				t.Skipf("no symbolic links: %v", err)
			}
		}, nil, map[string]string{"en": "leads round in a circle", "cs": "kruh", "ru": "круг"}},
		{"not allowed", func(t *testing.T, dir string) { os.Mkdir(dir, 0o755) }, &fs.PathError{Op: "open", Err: syscall.EACCES},
			map[string]string{"en": "does not let the game read it", "cs": "nedovolí", "ru": "не позволяет"}},
		{"a link in a circle inside", func(t *testing.T, dir string) {
			os.Mkdir(dir, 0o755)
			if err := os.Symlink(filepath.Join(dir, "x.sgf"), filepath.Join(dir, "x.sgf")); err != nil {
				t.Skipf("no symbolic links: %v", err)
			}
		}, nil, map[string]string{"en": "x.sgf", "cs": "x.sgf", "ru": "x.sgf"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, lang := range []string{"en", "cs", "ru"} {
				_, dir := dropApp(t)
				tt.make(t, dir)
				ctx := testContext(t, lang, 1200, 760)
				if tt.given != nil {
					ctx.lessons()
					ctx.setOwn(lesson.Folder{Err: tt.given})
				}
				m := newTutorialScene(ctx, ToMenu{})
				note := m.note.Text
				if !strings.Contains(note, tt.want[lang]) || strings.Contains(note, ctx.Tr.T("files.problem.other")) {
					t.Errorf("%s: the map says %q; want %q", lang, note, tt.want[lang])
				}
				if !strings.Contains(note, filepath.Base(dir)) && !strings.Contains(note, "x.sgf") {
					t.Errorf("%s: %q does not name the folder", lang, note)
				}
			}
		})
	}
}
