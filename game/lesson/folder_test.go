package lesson

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestLoadFolderKeepsTheGoodFilesAndNamesTheBad reads a teacher's folder with a good lesson, a broken one, a
// game record and a folder named like a lesson.
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
	lessons, problems := LoadFolder(dir)
	if len(lessons) != 1 || lessons[0].Key != "+01-mine" || !lessons[0].Own || lessons[0].Title.In("en") != "Mine" {
		t.Fatalf("lessons %+v", lessons)
	}
	if len(problems) != 1 || problems[0].Name != "02-broken.sgf" || !errors.Is(problems[0], ErrBadLesson) {
		t.Errorf("problems %v", problems)
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
