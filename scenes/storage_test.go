package scenes

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/game"
)

// TestBlockedBrowserStorageIsToldAtOnce starts the window where the browser keeps nothing for the site (its
// storage blocked): the first screen says so, and a game begun says that it is not kept, with Download, which
// opens Save (where the browser's Save downloads); the Save scene does not claim the game is kept in the browser.
func TestBlockedBrowserStorageIsToldAtOnce(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, dir)
	was := storageBlocked
	storageBlocked = func() bool { return true }
	t.Cleanup(func() { storageBlocked = was })
	app, err := NewApp(Options{Lang: "en", Session: SessionOptions{Persist: true, NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	tr := app.ctx.Tr
	if msg := app.Message(); !strings.Contains(msg, tr.T("storage.blocked")) {
		t.Errorf("the first screen says %q; want that the browser keeps nothing", msg)
	}
	app.ctx.svc.toast.clear()
	newTestSession(t, &app.ctx, people(), "D4")
	app.servicesAfter()
	sv := app.ctx.svc
	if !strings.Contains(sv.toast.text, tr.T("storage.blocked.game")) || len(sv.toast.actions) != 1 || sv.toast.actions[0].Text != tr.T("files.download") {
		t.Fatalf("a game begun says %q with %d buttons; want that it is not kept, with Download", sv.toast.text, len(sv.toast.actions))
	}
	if r, ok := sv.toast.acts[0].(ToFiles); !ok || !r.Save {
		t.Errorf("Download asks for %#v; want the Save scene", sv.toast.acts[0])
	}
	sv.toast.clear()
	app.servicesAfter()
	if sv.toast.text != "" {
		t.Errorf("said again for the same game: %q", sv.toast.text)
	}
	s := newFilesScene(&app.ctx, true, nil, ToMenu{})
	if s.folder.Text != tr.T("files.folder.blocked") {
		t.Errorf("the Save scene says %q of where games are kept", s.folder.Text)
	}
}
