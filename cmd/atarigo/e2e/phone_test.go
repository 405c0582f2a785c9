package e2e

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestAPhoneReachesEveryScreenByTouchAndGoesBack runs the window at a phone's size, portrait (390×844) and
// landscape (844×390), driven by touch alone (the script's touch mode refuses the mouse and the keyboard), and
// checks the scene after every step: each screen the menu leads to is opened and left with the back button,
// which the menu refuses (the app would close), and a whole game against the computer is played to its end,
// reviewed and saved.
func TestAPhoneReachesEveryScreenByTouchAndGoesBack(t *testing.T) {
	w := newWindow(t)
	for _, shape := range []struct{ name, size string }{{"portrait", "390x844"}, {"landscape", "844x390"}} {
		w.clean(shape.name + "-")
		file := w.script("phone.script", "en")
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(strings.ReplaceAll(string(data), "SHAPE", shape.name)), 0o644); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
		cmd := exec.CommandContext(ctx, w.xvfb, "-a", "-s", "-screen 0 1280x1024x24", w.bin, "-window", shape.size,
			"-lang", "en", "-seed", "1", "-nosound", "-script", file)
		w.isolate(cmd)
		msg, err := cmd.CombinedOutput()
		cancel()
		if err != nil {
			t.Fatalf("%s: %v\n%s", shape.name, err, msg)
		}
		for _, name := range []string{"01-menu", "02-lessons", "03-lesson", "04-setup", "05-load", "06-settings",
			"07-settings-advanced", "08-glossary", "09-links", "10-progress", "11-study", "15-review", "16-save"} {
			checkNotBlank(t, load(t, w.out, shape.name+"-"+name+".png", false))
			noCutTexts(t, w.out, shape.name+"-"+name+".png")
		}
		placed := load(t, w.out, shape.name+"-12-placed.png", true)
		expect(t, placed, map[string]byte{"B1": 'X', "B2": 'X', "A3": 'X', "A1": 'O', "A2": '.'})
		over := load(t, w.out, shape.name+"-14-over.png", true)
		expect(t, over, map[string]byte{"A2": 'X', "A1": '.', "B1": 'X', "B2": 'X', "A3": 'X'})
		if over.info.Status != "You win!" {
			t.Errorf("%s: headline at the end %q, want %q", shape.name, over.info.Status, "You win!")
		}
	}
}
