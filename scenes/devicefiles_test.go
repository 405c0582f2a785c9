package scenes

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game"
)

// takeDrop starts reading what was dropped or picked this frame and returns what the window does with it once
// it is read.
func takeDrop(t *testing.T, a *App) Request {
	t.Helper()
	a.checkDrops()
	if !a.ctx.svc.drop.Running() {
		t.Fatal("nothing dropped or picked was taken")
	}
	<-a.ctx.svc.drop.Ready()
	return a.dropResult()
}

func TestAFilePickedFromTheDeviceOpensAsADroppedOne(t *testing.T) {
	a := &App{}
	a.ctx = *testContext(t, "en", 1200, 760)
	a.ctx.svc = &services{}
	modified := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)

	handPicked("game.sgf", []byte("(;GM[1]FF[4]SZ[9];B[ee])"), modified, nil)
	req, ok := takeDrop(t, a).(OpenRecord)
	if !ok {
		t.Fatalf("a picked game opens as %#v", req)
	}
	if data, err := sgf.Marshal(req.Record); err != nil || !strings.Contains(string(data), "SZ[9]") || !strings.Contains(string(data), ";B[ee]") {
		t.Fatalf("a picked game opens as %s (%v), want the 9×9 game with Black on E5", data, err)
	}
	if f := takePicked(); f != nil {
		t.Errorf("the picked file is taken twice: %v", f)
	}

	// A file the browser could not read is said by its name, as a dropped one would be.
	handPicked("gone.sgf", nil, modified, fmt.Errorf("could not read (%w)", fs.ErrPermission))
	if req := takeDrop(t, a); req != nil {
		t.Fatalf("an unreadable file opens %#v", req)
	}
	if msg := a.ctx.svc.toast.text; !strings.Contains(msg, "gone.sgf") || !strings.Contains(msg, "may not be read") {
		t.Errorf("the message for an unreadable file: %q", msg)
	}

	// A newer pick replaces one not yet taken, and the folder lists the file with its size and time.
	handPicked("old.sgf", []byte("(;SZ[7])"), modified, nil)
	handPicked("new.sgf", []byte("(;SZ[9])"), modified, nil)
	fsys := takePicked()
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil || len(entries) != 1 || entries[0].Name() != "new.sgf" {
		t.Fatalf("the picked folder lists %v (%v), want new.sgf alone", entries, err)
	}
	info, err := entries[0].Info()
	if err != nil || info.Size() != 8 || !info.ModTime().Equal(modified) || info.IsDir() || info.Mode().IsDir() {
		t.Errorf("new.sgf: %v %v", info, err)
	}
	if dir, err := fs.Stat(fsys, "."); err != nil || !dir.IsDir() || dir.Sys() != nil {
		t.Errorf("the folder: %v %v", dir, err)
	}
}

func TestAPhoneAppsGamesFolderIsNeitherChosenNorShown(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.GamesDirEnv, filepath.Join(dir, "games"))
	for _, app := range []bool{false, true} {
		if app {
			game.SetAppDir(dir)
			t.Cleanup(func() { game.SetAppDir("") })
		}
		ctx := testContext(t, "en", 540, 960)
		s := newSettingsScene(ctx, ToMenu{})
		s.Update(ctx)
		if s.folder.Hidden != app || s.labels["folder"].Hidden != app {
			t.Errorf("app folder %v: the settings' games folder field hidden %v, label hidden %v", app, s.folder.Hidden, s.labels["folder"].Hidden)
		}
		f := newFilesScene(ctx, false, nil, ToMenu{})
		runFiles(t, ctx, f)
		if said := strings.HasPrefix(f.folder.Text, "Folder: "+dir); said == app {
			t.Errorf("app folder %v: the files screen says %q", app, f.folder.Text)
		}
	}
}
