package lesson

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine/sgf"
)

// TestLoadFolderKeepsTheGoodFilesAndNamesTheBad reads a teacher's folder with a good lesson, a broken one, a
// game record, a folder named like a lesson and a lesson file too large to read: each bad one is named with its
// problem, the too large one with the limit, none read.
func TestLoadFolderKeepsTheGoodFilesAndNamesTheBad(t *testing.T) {
	dir := t.TempDir()
	good := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[Mine]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd])"
	files := map[string]string{
		"01-mine.sgf":   good,
		"02-broken.sgf": "(;GM[1]FF[4]SZ[7]GN[T]PL[B]AB[cd]C[x]AGGL[conquer])",
		"notes.txt":     "not a lesson",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "03-folder.sgf"), 0o755); err != nil {
		t.Fatal(err)
	}
	huge := good[:len(good)-1] + ";C[" + strings.Repeat("x", MaxFileSize) + "])"
	if err := os.WriteFile(filepath.Join(dir, "04-huge.sgf"), []byte(huge), 0o644); err != nil {
		t.Fatal(err)
	}
	lessons, problems := LoadFolder(dir)
	if len(lessons) != 1 || lessons[0].Key != "+01-mine" || !lessons[0].Own || lessons[0].Title.In("en") != "Mine" {
		t.Fatalf("lessons %+v", lessons)
	}
	want := []struct {
		name string
		err  error
	}{{"02-broken.sgf", ErrBadLesson}, {"03-folder.sgf", ErrNotAFile}, {"04-huge.sgf", sgf.ErrTooLarge}}
	if len(problems) != len(want) {
		t.Fatalf("problems %v", problems)
	}
	for i, w := range want {
		if problems[i].Name != w.name || !errors.Is(problems[i], w.err) {
			t.Errorf("problem %d: %v; want %s: %v", i, problems[i], w.name, w.err)
		}
	}
	var se *sgf.Error
	if !errors.As(problems[2], &se) || se.Limit != MaxFileSize {
		t.Errorf("the file too large does not name the limit: %v", problems[2])
	}
	if l, p := LoadFolder(filepath.Join(dir, "missing")); len(l) != 0 || len(p) != 0 {
		t.Errorf("a missing folder gave %v, %v", l, p)
	}
}

// TestIsLessonTellsLessonsFromGames tells a lesson file from a game record and from a file that is not SGF.
func TestIsLessonTellsLessonsFromGames(t *testing.T) {
	for _, c := range []struct {
		data string
		want bool
	}{
		{"(;GM[1]FF[4]SZ[7]AGCT[1]GN[T]PL[B]AB[cd]AW[dd]C[x]AGGL[capture]AGTG[dd])", true},
		{"(;GM[1]FF[4]SZ[7]GN[T]AB[cd]C[Look.]AGC[cs:Dívej se.])", true},
		{"(;GM[1]FF[4]SZ[9];B[ee];W[cc])", false},
		{"hello", false},
	} {
		if got := IsLesson([]byte(c.data)); got != c.want {
			t.Errorf("IsLesson(%q) = %v", c.data, got)
		}
	}
	if KeyOf(`C:\lessons\07-mine.sgf`) != "+07-mine" || KeyOf("/x/y/net.SGF") != "+net" {
		t.Errorf("keys %q %q", KeyOf(`C:\lessons\07-mine.sgf`), KeyOf("/x/y/net.SGF"))
	}
}

// TestReloadFolderReadsOnlyWhatChanged reads a folder, then changes it the ways a teacher does (a file edited,
// one added, one removed, one touched with the same size) and reads it again: the lesson of an unchanged file is
// the same value, the others are read anew, and the stamps tell each change. Times are set with os.Chtimes.
func TestReloadFolderReadsOnlyWhatChanged(t *testing.T) {
	dir := t.TempDir()
	lessonText := func(title string) string {
		return "(;GM[1]FF[4]SZ[7]AGCT[1]GN[" + title + "]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd])"
	}
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
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
	write("a.sgf", lessonText("A"), at)
	write("b.sgf", lessonText("B"), at)
	write("c.sgf", lessonText("C"), at)
	old := ReloadFolder(dir, Folder{})
	if len(old.Lessons) != 3 || len(old.Stamps) != 3 {
		t.Fatalf("read %d lessons, %d stamps", len(old.Lessons), len(old.Stamps))
	}
	stamps, err := ScanFolder(dir)
	if err != nil || old.Changed(stamps) {
		t.Fatalf("an untouched folder looks changed (%v)", err)
	}

	write("b.sgf", lessonText("B2"), at.Add(time.Second)) // edited: the same size, a later time
	write("d.sgf", lessonText("D"), at)                   // added
	if err := os.Remove(filepath.Join(dir, "c.sgf")); err != nil {
		t.Fatal(err)
	}
	stamps, _ = ScanFolder(dir)
	if !old.Changed(stamps) {
		t.Fatal("the changes are not seen")
	}
	now := ReloadFolder(dir, old)
	var keys []string
	for _, l := range now.Lessons {
		keys = append(keys, l.Key+"="+l.Title.In("en"))
	}
	if got := strings.Join(keys, " "); got != "+a=A +b=B2 +d=D" {
		t.Fatalf("lessons after the changes: %s", got)
	}
	if now.Lessons[0] != old.Lessons[0] {
		t.Error("the unchanged lesson was read anew")
	}
	if now.Lessons[1] == old.Lessons[1] {
		t.Error("the edited lesson was kept as it was")
	}
	if now.Changed(stamps) {
		t.Error("the folder read again does not match its stamps")
	}

	// A file that breaks is reported, and stays reported while it does not change.
	write("a.sgf", "(;GM[1]SZ[7]GN[T]C[x]AGGL[conquer])", at.Add(2*time.Second))
	broken := ReloadFolder(dir, now)
	if len(broken.Lessons) != 2 || len(broken.Problems) != 1 || !errors.Is(broken.Problems[0], ErrUnknownGoal) {
		t.Fatalf("after a.sgf broke: %d lessons, problems %v", len(broken.Lessons), broken.Problems)
	}
	if again := ReloadFolder(dir, broken); len(again.Problems) != 1 || again.Lessons[0] != broken.Lessons[0] {
		t.Errorf("read again: problems %v", again.Problems)
	}
}

// TestFolderProblemsSayWhatIsWrong reads own folders that cannot be read as they should: a file where the folder
// should be and a link that leads round in a circle give the folder's own error (Folder.Err), and a lesson file
// that is such a link is named among the problems instead of being left out unsaid.
func TestFolderProblemsSayWhatIsWrong(t *testing.T) {
	base := t.TempDir()
	file := filepath.Join(base, "file")
	os.WriteFile(file, []byte("not a folder"), 0o644)
	loop := filepath.Join(base, "loop")
	if err := os.Symlink(loop, loop); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	for _, tt := range []struct {
		dir  string
		want error
	}{{file, syscall.ENOTDIR}, {loop, syscall.ELOOP}} {
		f := ReloadFolder(tt.dir, Folder{})
		if !errors.Is(f.Err, tt.want) || len(f.Lessons)+len(f.Problems) != 0 {
			t.Errorf("%s: folder error %v, %d lessons, problems %v; want %v", tt.dir, f.Err, len(f.Lessons), f.Problems, tt.want)
		}
	}
	dir := t.TempDir()
	os.Symlink(filepath.Join(dir, "02-loop.sgf"), filepath.Join(dir, "02-loop.sgf"))
	good := "(;GM[1]FF[4]SZ[7]AGCT[1]GN[Mine]PL[B]AB[cd][ed][de]AW[dd]C[Capture.]AGGL[capture]AGTG[dd])"
	os.WriteFile(filepath.Join(dir, "01-mine.sgf"), []byte(good), 0o644)
	f := ReloadFolder(dir, Folder{})
	if f.Err != nil || len(f.Lessons) != 1 || len(f.Problems) != 1 || f.Problems[0].Name != "02-loop.sgf" || !errors.Is(f.Problems[0], syscall.ELOOP) {
		t.Errorf("a lesson file that is a circle of links: folder error %v, lessons %d, problems %v", f.Err, len(f.Lessons), f.Problems)
	}
}
