package scenes

import (
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game"
)

// TestOpeningARecordThatBreaksTheRulesSaysSo opens a file whose move breaks the rules, as the command line does:
// the game opens on the position as recorded and a message says which move breaks them.
func TestOpeningARecordThatBreaksTheRulesSaysSo(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(game.ConfigDirEnv, dir)
	t.Setenv(game.GamesDirEnv, dir)
	g, err := sgf.Read([]byte("(;SZ[9];B[ee];W[cc];B[cc];W[dd])"))
	if err != nil {
		t.Fatal(err)
	}
	app, err := NewApp(Options{Lang: "en", Record: g, Seats: game.SeatsOf(g), Session: SessionOptions{NoSound: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	if want := "Move 3 in the file breaks the rules (a stone played on another stone)"; !strings.Contains(app.ctx.svc.toast.text, want) {
		t.Errorf("message %q, want %q", app.ctx.svc.toast.text, want)
	}
	if app.ctx.Session == nil || app.ctx.Session.Match().Position().MoveNumber() != 4 {
		t.Error("the record was not opened at its end")
	}
}
