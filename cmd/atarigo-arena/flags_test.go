package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFlagsAreCheckedBeforeAnyGame gives the match values every program refuses (flagcheck): each is refused with
// a message naming the flag, and no game is played or written; -komi NaN used to write games the reader refuses.
func TestFlagsAreCheckedBeforeAnyGame(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a-file")
	os.WriteFile(file, nil, 0o644)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-rules", "japanese", "-komi", "NaN"}, "-komi NaN"},
		{[]string{"-rules", "chinese", "-komi", "1e308"}, "-komi 1e+308"},
		{[]string{"-rules", "japanese", "-komi", "-Inf"}, "-komi -Inf"},
		{[]string{"-time", "-1s"}, "-time -1s"},
		{[]string{"-j", "0"}, "-j 0"},
		{[]string{"-maxmoves", "-3"}, "-maxmoves -3"},
		{[]string{"-sgf", file}, "-sgf " + file},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			games := filepath.Join(dir, "games")
			args := append([]string{"-games", "1", "-size", "5", "-maxmoves", "4"}, tt.args...)
			if !strings.Contains(strings.Join(tt.args, " "), "-sgf") {
				args = append(args, "-sgf", games)
			}
			var out, errOut bytes.Buffer
			if code := run(args, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), tt.want) {
				t.Errorf("exit %d, %q; want 2 and a message naming %q", code, errOut.String(), tt.want)
			}
			if out.Len() > 0 {
				t.Errorf("a game was played: %s", out.String())
			}
			if files, _ := filepath.Glob(filepath.Join(games, "*.sgf")); len(files) > 0 {
				t.Errorf("games were written: %v", files)
			}
		})
	}
}
