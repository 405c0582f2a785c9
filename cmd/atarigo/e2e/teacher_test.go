package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/game"
)

// TestTeachersLessonIsCheckedInTheWindow puts a teacher's lesson whose intended answer (A5) is wrong into the
// folder of own lessons, beside a file the reader cannot use, and opens the lesson map: the window checks the
// lesson off the game loop, and its page tells the teacher what the checker says, while the learner still solves
// it with the move the judge accepts. The Progress screen's next lesson then opens as a button does.
func TestTeachersLessonIsCheckedInTheWindow(t *testing.T) {
	w := newWindow(t)
	w.clean("teach-")
	dir := filepath.Join(w.config, game.LessonsDirName)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// On 5×5 the white stone at C3 is in atari: C4 captures it, the intended answer A5 does not.
	files := map[string]string{
		"mine.sgf": "(;GM[1]FF[4]SZ[5]AGCT[1]GN[Teacher's capture]PL[B]AB[bc][dc][cd]AW[cc]C[Capture the white stone.]" +
			"AGGL[capture]AGTG[cc]AGAN[aa])",
		"broken.sgf": "(;GM[1]FF[4]SZ[5]AGCT[1]GN[Broken]PL[B]AB[bc]AW[cc]C[x]AGGL[capture]AGTG[bc])",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	w.run("teacher.script", "en")
	checkNotBlank(t, load(t, w.out, "teach-01-map.png", false))
	page := load(t, w.out, "teach-02-page.png", true)
	if want := "The intended answer A5 (AGAN) is not correct: the program does not accept it."; !strings.Contains(page.info.Notice, want) {
		t.Errorf("the page tells the teacher %q, want it to say %q", page.info.Notice, want)
	}
	solved := load(t, w.out, "teach-03-solved.png", true)
	if !strings.HasPrefix(solved.info.Status, "Captured!") || point(solved, "C3") != '.' || point(solved, "C4") != 'X' {
		t.Errorf("after C4 the page says %q with C3 %c, C4 %c", solved.info.Status, point(solved, "C3"), point(solved, "C4"))
	}
	next := load(t, w.out, "teach-04-next-lesson.png", true)
	if next.info.Cols != 7 || next.info.Notice != "" {
		t.Errorf("the next lesson's page shows a %d×%d board and says %q to the teacher", next.info.Cols, next.info.Rows, next.info.Notice)
	}
}
