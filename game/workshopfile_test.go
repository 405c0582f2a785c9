package game

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// TestTheWorkshopIsKeptInTheConfigFolder keeps a lesson being made and reads it back; nothing kept is not an
// error, a file that is no kept workshop is, and a folder in the way of the file makes the write fail with nothing
// half written.
func TestTheWorkshopIsKeptInTheConfigFolder(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(ConfigDirEnv, dir)
	if _, ok, err := KeptWorkshop(); ok || err != nil {
		t.Fatalf("nothing kept yet: ok %v, %v", ok, err)
	}
	l, err := lesson.Parse("x.sgf", []byte("(;GM[1]FF[4]SZ[5]GN[X]PL[B]AB[cc]C[A stone.])"))
	if err != nil {
		t.Fatal(err)
	}
	w := lesson.Workshop{Title: lesson.Text{"cs": "Kámen"}, Pages: l.Pages, File: "kamen.sgf"}
	data, err := w.Keep()
	if err != nil {
		t.Fatal(err)
	}
	if err := KeepWorkshop(data); err != nil {
		t.Fatal(err)
	}
	back, ok, err := KeptWorkshop()
	if !ok || err != nil || back.Title["cs"] != "Kámen" || back.File != "kamen.sgf" || len(back.Pages) != 1 {
		t.Fatalf("read back: ok %v, %v, %+v", ok, err, back)
	}
	p := filepath.Join(dir, WorkshopFile)
	if err := os.WriteFile(p, []byte("not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := KeptWorkshop(); ok || !errors.Is(err, lesson.ErrBadLesson) {
		t.Errorf("a file that is no kept workshop: ok %v, %v", ok, err)
	}
	os.Remove(p)
	if err := os.Mkdir(p, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := KeepWorkshop(data); err == nil {
		t.Errorf("a folder in the way was written over")
	}
	if names, _ := os.ReadDir(dir); len(names) != 1 {
		t.Errorf("the config folder holds %d entries after the failed write, want the folder in the way alone", len(names))
	}
}
