package flagcheck

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/cmd/internal/flagcheck/fifotest"
	"github.com/seed593a7f8d/atarigo/engine"
)

// TestValuesAreCheckedWithTheirFlag checks values every program reads: a good one passes, a bad one is refused
// with ErrUsage and a message naming the flag, the value and what is wanted.
func TestValuesAreCheckedWithTheirFlag(t *testing.T) {
	tests := []struct {
		name  string
		check func() error
		want  string // "" for a value that passes, else a part of the message
	}{
		{"komi 6.5", func() error { return Komi("komi", 6.5) }, ""},
		{"komi -100", func() error { return Komi("komi", -100) }, ""},
		{"komi NaN", func() error { return Komi("komi", math.NaN()) }, "-komi NaN: want a number of points from -100 to 100"},
		{"komi +Inf", func() error { return Komi("komi", math.Inf(1)) }, "-komi +Inf"},
		{"komi 1e308", func() error { return Komi("komi", 1e308) }, "-komi 1e+308"},
		{"size 9", func() error { _, _, err := Size("size", "9"); return err }, ""},
		{"size 7x5", func() error { _, _, err := Size("size", "7x5"); return err }, ""},
		{"size 0", func() error { _, _, err := Size("size", "0"); return err }, `-size "0": want N or COLSxROWS, each from 2 to 19`},
		{"size abc", func() error { _, _, err := Size("size", "abc"); return err }, `-size "abc"`},
		{"rules chinese", func() error { _, err := Rules("rules", "chinese"); return err }, ""},
		{"rules chess", func() error { _, err := Rules("rules", "chess"); return err }, `-rules "chess": want capture:N, japanese or chinese`},
		{"start crosscut", func() error { _, err := Start("start", "crosscut"); return err }, ""},
		{"start middle", func() error { _, err := Start("start", "middle"); return err }, `-start "middle"`},
		{"handicap 2 on 9x9 Go", func() error { return Handicap("handicap", 2, engine.GoRules(engine.Territory, 0), 9, 9) }, ""},
		{"handicap 12", func() error { return Handicap("handicap", 12, engine.GoRules(engine.Territory, 0), 9, 9) }, "-handicap 12: does not fit a 9×9 japanese game"},
		{"games 0", func() error { return AtLeast("games", 0, 1) }, "-games 0: want a whole number from 1"},
		{"depth 7", func() error { return Range("depth", 7, 0, 6) }, "-depth 7: want a whole number from 0 to 6"},
		{"time -1s", func() error { return Duration("time", -time.Second) }, "-time -1s: want a duration of 0 or more"},
		{"time 0", func() error { return Duration("time", 0) }, ""},
		{"window 1200x760", func() error { _, _, err := Window("window", "1200x760"); return err }, ""},
		{"window 100x760", func() error { _, _, err := Window("window", "100x760"); return err }, `-window "100x760": want WxH, each at least 200`},
		{"window 20000x20000", func() error {
			if w, h, err := Window("window", "20000x20000"); err != nil || w != MaxWindow || h != MaxWindow {
				return fmt.Errorf("%d×%d, %w", w, h, err)
			}
			return nil
		}, ""},
		{"window big", func() error { _, _, err := Window("window", "big"); return err }, `-window "big"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.check()
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tt.want != "" && (!errors.Is(err, ErrUsage) || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("error %v; want ErrUsage saying %q", err, tt.want)
			}
		})
	}
}

// TestFilesThatAreNotFilesAreRefused gives every file check a FIFO that no one writes to, a folder and a file too
// large: each is refused at once with a message naming the flag and the file, and the FIFO is never opened.
func TestFilesThatAreNotFilesAreRefused(t *testing.T) {
	dir := t.TempDir()
	fifo, opened := fifotest.Make(t, dir, "state.fifo")
	big := filepath.Join(dir, "big.sgf")
	os.WriteFile(big, make([]byte, 2000), 0o644)
	small := filepath.Join(dir, "small.sgf")
	os.WriteFile(small, []byte("(;)"), 0o644)
	tests := []struct {
		name  string
		check func() error
		want  error // nil for a path that passes
	}{
		{"read a FIFO", func() error { _, err := ReadFile("state", fifo, 1000); return err }, ErrNotAFile},
		{"open a FIFO", func() error { _, err := Open("state", fifo, 1000); return err }, ErrNotAFile},
		{"write a FIFO", func() error { return Writable("sgf", fifo) }, ErrNotAFile},
		{"read a folder", func() error { _, err := ReadFile("state", dir, 1000); return err }, ErrNotAFile},
		{"write a folder", func() error { return Writable("sgf", dir) }, ErrNotAFile},
		{"a file as a folder", func() error { return Folder("sgf", small) }, ErrNotAFolder},
		{"a FIFO as a folder", func() error { return Folder("sgf", fifo) }, ErrNotAFolder},
		{"too large", func() error { _, err := ReadFile("state", big, 1000); return err }, ErrTooLarge},
		{"missing", func() error { _, err := ReadFile("state", filepath.Join(dir, "none"), 1000); return err }, fs.ErrNotExist},
		{"a small file", func() error { _, err := ReadFile("state", small, 1000); return err }, nil},
		{"a new file to write", func() error { return Writable("sgf", filepath.Join(dir, "new.sgf")) }, nil},
		{"a new folder", func() error { return Folder("sgf", filepath.Join(dir, "games")) }, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.check()
			if tt.want == nil {
				if err != nil {
					t.Errorf("refused: %v", err)
				}
				return
			}
			if !errors.Is(err, tt.want) {
				t.Fatalf("error %v; want %v", err, tt.want)
			}
			if msg := err.Error(); !strings.HasPrefix(msg, "-") || !strings.Contains(msg, dir) {
				t.Errorf("%q does not name the flag and the file", msg)
			}
		})
	}
	if opened() {
		t.Error("the FIFO was opened")
	}
}
