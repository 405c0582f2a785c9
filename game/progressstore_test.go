package game

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
)

// openStore opens the default learner's store in dir with no progress to carry over, and closes it at the end.
func openStore(t *testing.T, dir string) (*ProgressStore, Learner) {
	t.Helper()
	s, l, err := OpenProgressStore(dir, DefaultLearnerID, Learner{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, l
}

// readBack reads the default learner's file in dir, which must be whole and right.
func readBack(t *testing.T, dir string) Learner {
	t.Helper()
	data, err := os.ReadFile(LearnerPath(dir, DefaultLearnerID))
	if err != nil {
		t.Fatal(err)
	}
	l, _, err := ReadLearner(data)
	if err != nil {
		t.Fatalf("the learner's file does not read back whole: %v\n%s", err, data)
	}
	return l
}

// TestTwoWindowsLoseNoStar runs two stores on one config folder, as two windows do, each solving pages of its own
// lesson and of one lesson both open, saving after each page while the other writes too (their writes interleave
// on their own goroutines): the file ends with every page of both, the better stars where both did a page, and
// the misses of both.
func TestTwoWindowsLoseNoStar(t *testing.T) {
	dir := t.TempDir()
	a, la := openStore(t, dir)
	b, lb := openStore(t, dir)
	const pages = 60
	for i := range pages {
		la.Tutorial.Done("01-stones", i, 1+i%3)
		la.Tutorial.Done("shared", i, 1)
		if i%10 == 0 {
			la.Tutorial.Miss("ladder")
		}
		a.Save(la)
		lb.Tutorial.Done("10-ladder", i, 3-i%3)
		lb.Tutorial.Done("shared", i, 1+i%2)
		if i%15 == 0 {
			lb.Tutorial.Miss("ladder")
		}
		b.Save(lb)
		if i%10 == 0 {
			a.Flush() // now and then one window waits, so that the other's next write finds its file
		}
	}
	la.Tutorial.Mastered("ladder")
	a.Save(la)
	for _, s := range []*ProgressStore{a, b} {
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
	got := readBack(t, dir).Tutorial
	for i := range pages {
		for _, c := range []struct {
			key  string
			want int
		}{{"01-stones", 1 + i%3}, {"10-ladder", 3 - i%3}, {"shared", 1 + i%2}} {
			if s := got.Stars(c.key, i); s != c.want {
				t.Errorf("%s page %d: %d stars, want %d", c.key, i, s, c.want)
			}
		}
	}
	// Window A missed 6 ladders and solved one, window B missed 4.
	if got.Missed["ladder"] != 9 {
		t.Errorf("ladder misses %d, want 9", got.Missed["ladder"])
	}
}

// TestMergeLearners checks the merge of a window's record into the file, field by field.
func TestMergeLearners(t *testing.T) {
	at := func(min int) time.Time { return time.Date(2026, 11, 28, 10, min, 0, 0, time.UTC) }
	game := func(min int, rating float64) RatedGame {
		return RatedGame{Time: at(min), Level: "easy", Score: 1, Rating: rating}
	}
	tests := []struct {
		name             string
		base, disk, mine Learner
		want             Learner
	}{
		{
			name: "stars: the better of each page, every page of both",
			disk: Learner{Tutorial: Tutorial{Lessons: LessonStars{"a": {3, 0, 1}, "b": {2}}}},
			mine: Learner{Tutorial: Tutorial{Lessons: LessonStars{"a": {1, 2, 0, 0, 3}, "c": {1}}}},
			want: Learner{Tutorial: Tutorial{Lessons: LessonStars{"a": {3, 2, 1, 0, 3}, "b": {2}, "c": {1}}}},
		},
		{
			name: "misses: the file's count and what this window changed since its last write",
			base: Learner{Tutorial: Tutorial{Missed: map[string]int{"ladder": 3, "net": 2, "escape": 1}}},
			disk: Learner{Tutorial: Tutorial{Missed: map[string]int{"ladder": 5, "net": 2, "escape": 1, "race": 4}}},
			mine: Learner{Tutorial: Tutorial{Missed: map[string]int{"ladder": 2, "net": 4, "snapback": 1}}},
			want: Learner{Tutorial: Tutorial{Missed: map[string]int{"ladder": 4, "net": 4, "race": 4, "snapback": 1}}},
		},
		{
			name: "the last lesson: mine when I opened one since my last write, else the file's",
			base: Learner{Tutorial: Tutorial{Last: "a"}},
			disk: Learner{Tutorial: Tutorial{Last: "b", Offered: true}},
			mine: Learner{Tutorial: Tutorial{Last: "a"}},
			want: Learner{Tutorial: Tutorial{Last: "b", Offered: true}},
		},
		{
			name: "the last lesson opened here wins; the offer stays made",
			base: Learner{Tutorial: Tutorial{Last: "a"}},
			disk: Learner{Tutorial: Tutorial{Last: "b"}},
			mine: Learner{Tutorial: Tutorial{Last: "c", Offered: true}},
			want: Learner{Tutorial: Tutorial{Last: "c", Offered: true}},
		},
		{
			name: "ratings: the games of both once each, the rating after the latest",
			disk: Learner{Ratings: Ratings{ai.FamilyAtari7: {Value: 1030, Games: []RatedGame{game(1, 1010), game(3, 1030)}}}},
			mine: Learner{Ratings: Ratings{ai.FamilyAtari7: {Value: 1040, Games: []RatedGame{game(1, 1010), game(5, 1040)}},
				ai.FamilyGo9: {Value: 990, Games: []RatedGame{game(2, 990)}}}},
			want: Learner{Ratings: Ratings{ai.FamilyAtari7: {Value: 1040, Games: []RatedGame{game(1, 1010), game(3, 1030), game(5, 1040)}},
				ai.FamilyGo9: {Value: 990, Games: []RatedGame{game(2, 990)}}}},
		},
		{
			name: "ratings started again here: the other window's older games do not come back",
			disk: Learner{Ratings: Ratings{ai.FamilyAtari7: {Value: 1030, Games: []RatedGame{game(1, 1010), game(3, 1030)}}}},
			mine: Learner{Ratings: Ratings{ai.FamilyAtari7: {Value: 1020, Games: []RatedGame{game(6, 1020)}}}, RatingsReset: at(4)},
			want: Learner{Ratings: Ratings{ai.FamilyAtari7: {Value: 1020, Games: []RatedGame{game(6, 1020)}}}, RatingsReset: at(4)},
		},
	}
	for _, tt := range tests {
		got := mergeLearners(tt.base, tt.disk, tt.mine)
		if !sameLearner(got, tt.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tt.name, got, tt.want)
		}
	}
}

// TestOddLessonNamesKeepTheirStars keeps the stars of own lessons whatever their file names, and of every page
// of a long lesson, through the learner's file.
func TestOddLessonNamesKeepTheirStars(t *testing.T) {
	keys := []string{
		"+Lesson (1)", "+a#b", "+" + strings.Repeat("long name ", 15), "+Урок 1 — лестница ✓", "+žluťoučký kůň",
		"+100%", "+%41", "+not UTF-8 \xff\xfe", "+../x", "+a\"b\\c", "03-atari",
	}
	dir := t.TempDir()
	s, l := openStore(t, dir)
	for i, k := range keys {
		if !l.Tutorial.Done(k, i%3, 1+i%3) {
			t.Errorf("%q: page %d not kept", k, i%3)
		}
	}
	const long = "+three hundred pages"
	for _, p := range []int{0, 150, 199, 200, 201, 299} {
		if !l.Tutorial.Done(long, p, 2) {
			t.Errorf("page %d of a 300-page lesson not kept", p)
		}
	}
	s.Save(l)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	_, back, err := OpenProgressStore(dir, DefaultLearnerID, Learner{})
	if err != nil {
		t.Fatal(err)
	}
	for i, k := range keys {
		if got := back.Tutorial.Stars(k, i%3); got != 1+i%3 {
			t.Errorf("%q: %d stars read back, want %d", k, got, 1+i%3)
		}
	}
	if st := back.Tutorial.State(long, 300); st.Done != 6 || back.Tutorial.Stars(long, 299) != 2 {
		t.Errorf("the 300-page lesson reads back %+v, page 300 with %d stars", st, back.Tutorial.Stars(long, 299))
	}
	if len(back.Tutorial.Lessons) != len(keys)+1 {
		t.Errorf("%d lessons read back, want %d", len(back.Tutorial.Lessons), len(keys)+1)
	}
}

// TestLessonKeysInTheFile checks how keys are written: as they are, unless a '%' or bytes that are not UTF-8 ask
// for an escape.
func TestLessonKeysInTheFile(t *testing.T) {
	for _, c := range []struct{ key, file string }{
		{"Lesson (1)", "Lesson (1)"},
		{"Урок", "Урок"},
		{"100%", "100%25"},
		{"%41", "%2541"},
		{"a\xffb", "a%FFb"},
		{"\uFFFD", "\uFFFD"},
	} {
		if got := escapeLessonKey(c.key); got != c.file {
			t.Errorf("escapeLessonKey(%q) = %q, want %q", c.key, got, c.file)
		}
		if got := unescapeLessonKey(c.file); got != c.key {
			t.Errorf("unescapeLessonKey(%q) = %q, want %q", c.file, got, c.key)
		}
	}
	if got := unescapeLessonKey("50%"); got != "50%" {
		t.Errorf("a key edited by hand with a lone %% reads %q", got)
	}
}

// failingWrites makes the store's writes fail with err until ok is called.
type failingWrites struct {
	mu  sync.Mutex
	err error
}

func (f *failingWrites) write(path string, data []byte) error {
	f.mu.Lock()
	err := f.err
	f.mu.Unlock()
	if err != nil {
		return &fs.PathError{Op: "write", Path: path, Err: err}
	}
	return writeFileAtomic(path, data)
}

func (f *failingWrites) ok() {
	f.mu.Lock()
	f.err = nil
	f.mu.Unlock()
}

// TestAFailedProgressWriteIsToldKeptAndRetried makes the learner's file impossible to write in the ways a
// machine does: the store says so once, in words the window shows, keeps the record, writes it again with the
// next change and on its timer once the disk is back, and says so.
func TestAFailedProgressWriteIsToldKeptAndRetried(t *testing.T) {
	en := NewTranslator("en")
	tests := []struct {
		name  string
		spoil func(t *testing.T, dir string, s *ProgressStore) (mend func())
		say   string
	}{
		{"a full disk", func(t *testing.T, dir string, s *ProgressStore) func() {
			f := &failingWrites{err: syscall.ENOSPC}
			s.writeFile = f.write
			return f.ok
		}, en.T(diskFullProblemKey)}, // in the browser: its storage for the site
		{"a read-only disk", func(t *testing.T, dir string, s *ProgressStore) func() {
			f := &failingWrites{err: syscall.EROFS}
			s.writeFile = f.write
			return f.ok
		}, "the disk can only be read"},
		{"a folder where the learner's file should be", func(t *testing.T, dir string, s *ProgressStore) func() {
			if err := os.MkdirAll(filepath.Join(s.Path(), "x"), 0o755); err != nil {
				t.Fatal(err)
			}
			return func() { os.RemoveAll(s.Path()) }
		}, "a folder or a device stands where the file should be"},
		{"a file where the learners' folder should be", func(t *testing.T, dir string, s *ProgressStore) func() {
			if err := os.WriteFile(filepath.Join(dir, LearnersDir), nil, 0o644); err != nil {
				t.Fatal(err)
			}
			return func() { os.Remove(filepath.Join(dir, LearnersDir)) }
		}, "a file stands where the folder should be"},
		{"a folder without the right to write", func(t *testing.T, dir string, s *ProgressStore) func() {
			learners := filepath.Join(dir, LearnersDir)
			if err := os.MkdirAll(learners, 0o555); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(learners, 0o555); err != nil {
				t.Fatal(err)
			}
			if f, err := os.Create(filepath.Join(learners, "probe")); err == nil {
				f.Close()
				os.Remove(f.Name())
				os.Chmod(learners, 0o755)
				t.Skip("this user may write into a read-only folder (root)")
			}
			return func() { os.Chmod(learners, 0o755) }
		}, "writing there is not allowed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			s, l := openStore(t, dir)
			mend := tt.spoil(t, dir, s)
			l.Tutorial.Done("01-stones", 2, 3)
			s.Save(l)
			if s.Flush() == nil {
				t.Fatal("the write did not fail")
			}
			err := s.WriteError()
			if err == nil || s.WriteError() != nil {
				t.Fatalf("WriteError %v, then again %v: want the failure once", err, s.WriteError())
			}
			if got := WriteProblem(en, err); got != tt.say {
				t.Errorf("the window says %q (%v), want %q", got, err, tt.say)
			}
			if !s.Failing() || l.Tutorial.Stars("01-stones", 2) != 3 {
				t.Fatal("the store is not failing, or the record lost its page")
			}
			// The next change is tried and fails too; it is not told again.
			l.Tutorial.Done("01-stones", 3, 2)
			s.Save(l)
			s.Flush()
			if s.WriteError() != nil || s.Resumed() {
				t.Error("a failure already told was told again")
			}
			// The disk comes back; the store's timer writes without a change.
			mend()
			now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
			s.Retry(now) // starts the timer
			s.Retry(now.Add(retryEvery - time.Second))
			if err := s.Flush(); err == nil {
				t.Fatal("written before the timer was due")
			}
			s.Retry(now.Add(retryEvery))
			if err := s.Flush(); err != nil {
				t.Fatalf("the retry failed: %v", err)
			}
			if s.WriteError() != nil || !s.Resumed() || s.Resumed() {
				t.Error("the window is not told once that the progress is saved again")
			}
			got := readBack(t, dir).Tutorial
			if got.Stars("01-stones", 2) != 3 || got.Stars("01-stones", 3) != 2 {
				t.Errorf("the file holds %v", got.Lessons)
			}
		})
	}
}

// TestAnUnreadableLearnersFileIsNotWrittenOver opens a store whose file is a folder: the start says it cannot be
// read, the record is kept in memory, no write replaces what the file may hold, and once the file can be read the
// record is merged into it.
func TestAnUnreadableLearnersFileIsNotWrittenOver(t *testing.T) {
	dir := t.TempDir()
	path := LearnerPath(dir, DefaultLearnerID)
	if err := os.MkdirAll(path, 0o755); err != nil {
		t.Fatal(err)
	}
	s, l, err := OpenProgressStore(dir, DefaultLearnerID, Learner{})
	if err == nil || !errors.Is(err, ErrNotAFile) {
		t.Fatalf("opening a folder: %v, want ErrNotAFile", err)
	}
	defer s.Close()
	l.Tutorial.Done("01-stones", 0, 3)
	s.Save(l)
	if s.Flush() == nil {
		t.Fatal("a folder was written over")
	}
	// The folder goes; the file a window wrote meanwhile is there instead.
	os.RemoveAll(path)
	other := Learner{Tutorial: Tutorial{Lessons: LessonStars{"02-liberties": {3, 3}}}}
	data, _ := MarshalLearner(other, nil)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	l.Tutorial.Done("01-stones", 1, 2)
	s.Save(l)
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	got := readBack(t, dir).Tutorial
	if got.Stars("01-stones", 0) != 3 || got.Stars("01-stones", 1) != 2 || got.Stars("02-liberties", 1) != 3 {
		t.Errorf("the file holds %v", got.Lessons)
	}
}

// TestProgressMovesOutOfTheSettings starts with the progress an older version kept in the settings: it moves into
// the learner's file at once; an older version that ran again adds stars and rated games, which the next start
// brings in without counting its misses twice; the settings file is left as it was.
func TestProgressMovesOutOfTheSettings(t *testing.T) {
	dir := useConfigDir(t)
	old := `{"version": 1, "language": "en", "tutorial": {"offered": true, "last": "03-atari",
		"lessons": {"01-stones": [3, 3, 2], "03-atari": [1]}, "missed": {"ladder": 3}},
		"ratings": {"atari7": {"value": 1020, "games": [{"time": "2026-11-01T10:00:00Z", "level": "easy", "score": 1, "rating": 1020}]}}}`
	settingsPath := filepath.Join(dir, SettingsFile)
	if err := os.WriteFile(settingsPath, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	s, l, err := OpenProgressStore(dir, DefaultLearnerID, st.LegacyLearner())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	got := readBack(t, dir)
	if !sameLearner(got, l) || got.Tutorial.Stars("01-stones", 2) != 2 || got.Tutorial.Missed["ladder"] != 3 ||
		got.Tutorial.Last != "03-atari" || !got.Tutorial.Offered || len(got.Ratings.Of(ai.FamilyAtari7).Games) != 1 {
		t.Fatalf("the learner's file holds %+v", got)
	}
	if data, _ := os.ReadFile(settingsPath); string(data) != old {
		t.Errorf("the settings file was changed:\n%s", data)
	}
	// An older version ran again: a page more, a miss more and a game more in the settings.
	st.LegacyTutorial.Done("03-atari", 1, 3)
	st.LegacyTutorial.Miss("ladder")
	st.LegacyRatings.Rate(ai.FamilyAtari7, Opponent{Level: "easy"}, 0, time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC))
	s, l, err = OpenProgressStore(dir, DefaultLearnerID, st.LegacyLearner())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	got = readBack(t, dir)
	if got.Tutorial.Stars("03-atari", 1) != 3 || got.Tutorial.Missed["ladder"] != 3 || len(got.Ratings.Of(ai.FamilyAtari7).Games) != 2 {
		t.Errorf("after the older version ran again the file holds %+v", got)
	}
	// Ratings started again here stay started again, whatever the settings still hold.
	l.ResetRatings(time.Date(2026, 11, 3, 10, 0, 0, 0, time.UTC))
	s, _, _ = OpenProgressStore(dir, DefaultLearnerID, st.LegacyLearner())
	s.Save(l)
	s.Close()
	s, l, _ = OpenProgressStore(dir, DefaultLearnerID, st.LegacyLearner())
	s.Close()
	if len(l.Ratings) != 0 {
		t.Errorf("ratings started again came back from the settings: %+v", l.Ratings)
	}
}

// TestADamagedLearnersFileIsKeptAndRepaired opens damaged files: a copy of each is kept beside it, once (the repair
// written after keeps no second), numbered after an earlier copy, which stays as it was; the file is written again
// with what could be read.
func TestADamagedLearnersFileIsKeptAndRepaired(t *testing.T) {
	for _, c := range []struct {
		name, text string
		stars      int    // of 01-stones page 0 once read
		earlier    bool   // a copy of an earlier damage is there already
		backup     string // the copy's name after the file's
	}{
		{"cut short", `{"version": 1, "tutorial": {"lessons": {"01-stones": [3, 2`, 0, false, ".bad"},
		{"a wrong value", `{"version": 1, "tutorial": {"lessons": {"01-stones": [3, 9]}, "missed": "many"}}`, 3, false, ".bad"},
		{"beside an earlier copy", `{"version": 1, "tutorial": {"lessons": {"01-stones": [2, 2`, 0, true, ".2.bad"},
	} {
		dir := t.TempDir()
		path := LearnerPath(dir, DefaultLearnerID)
		os.MkdirAll(filepath.Dir(path), 0o755)
		if c.earlier {
			os.WriteFile(path+".bad", []byte("the earlier damage"), 0o644)
		}
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		s, l, err := OpenProgressStore(dir, DefaultLearnerID, Learner{})
		var pe *ProgressError
		if !errors.As(err, &pe) || !errors.Is(err, ErrBadProgress) || pe.Backup != path+c.backup {
			t.Fatalf("%s: err %v, want a ProgressError with its copy %s", c.name, err, c.backup)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if data, _ := os.ReadFile(pe.Backup); string(data) != c.text {
			t.Errorf("%s: the copy holds %q", c.name, data)
		}
		if data, _ := os.ReadFile(path + ".bad"); c.earlier && string(data) != "the earlier damage" {
			t.Errorf("%s: the earlier copy was written over: %q", c.name, data)
		}
		want := 1 // this damage's copy
		if c.earlier {
			want++
		}
		if copies, _ := filepath.Glob(path + "*.bad"); len(copies) != want {
			t.Errorf("%s: the copies are %v, want %d", c.name, copies, want)
		}
		if got := readBack(t, dir); !sameLearner(got, l) || got.Tutorial.Stars("01-stones", 0) != c.stars {
			t.Errorf("%s: the file was written again as %+v, the window has %+v", c.name, got, l)
		}
	}
}

// TestADamagedFileWithoutACopyIsLeftAlone opens a damaged file whose copy cannot be kept (every name a numbered
// copy may take is taken, by folders): the file is not written over, and the failed write says why.
func TestADamagedFileWithoutACopyIsLeftAlone(t *testing.T) {
	dir := t.TempDir()
	path := LearnerPath(dir, DefaultLearnerID)
	for n := 1; n <= maxCopies; n++ {
		if err := os.MkdirAll(filepath.Join(numbered(path, ".bad")(n), "x"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	const text = `{"version": 1, "tutorial": {"lessons": {"01-stones": [3, 2`
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	s, _, err := OpenProgressStore(dir, DefaultLearnerID, Learner{})
	var pe *ProgressError
	if !errors.As(err, &pe) || pe.Backup != "" {
		t.Fatalf("err %v, want a ProgressError without a copy", err)
	}
	defer s.Close()
	if s.Flush() == nil || s.WriteError() == nil {
		t.Error("the repair did not fail, or its failure is not told")
	}
	if data, _ := os.ReadFile(path); string(data) != text {
		t.Errorf("the damaged file was written over without a copy: %s", data)
	}
}

// TestANewerVersionsFieldsAreKept writes over a file that holds a field this version does not know: it stays.
func TestANewerVersionsFieldsAreKept(t *testing.T) {
	dir := t.TempDir()
	path := LearnerPath(dir, DefaultLearnerID)
	os.MkdirAll(filepath.Dir(path), 0o755)
	text := `{"version": 2, "name": "Anna", "picture": {"kind": "fox"}, "tutorial": {"lessons": {"a": [1]}}}`
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	s, l := openStore(t, dir)
	l.Tutorial.Done("a", 1, 3)
	s.Save(l)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	_, newer, err := ReadLearner(data)
	if err != nil || string(newer["name"]) != `"Anna"` || !strings.Contains(string(newer["picture"]), "fox") {
		t.Errorf("the newer fields were not kept (%v):\n%s", err, data)
	}
}

// progressChildEnv marks the process started by TestProgressSurvivesKill; it names the config folder.
const progressChildEnv = "ATARIGO_PROGRESS_CHILD"

// TestProgressSurvivesKill kills, ten times at random moments, a process that solves a page after another and
// writes its progress after each (as a window does): each time the learner's file is whole, and every page the
// process had seen written is in it.
func TestProgressSurvivesKill(t *testing.T) {
	if dir := os.Getenv(progressChildEnv); dir != "" {
		progressChild(dir)
		return
	}
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" || runtime.GOOS == "ios" || runtime.GOOS == "android" {
		t.Skip("no child processes here")
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(2026, 40))
	written := map[int]int{} // page → stars the child saw written
	const kills = 10
	for i := range kills {
		cmd := exec.Command(os.Args[0], "-test.run=^TestProgressSurvivesKill$")
		cmd.Env = append(os.Environ(), progressChildEnv+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(out)
		// Let the child write a random number of pages, then kill it a random moment later, most likely in the
		// middle of the next write.
		n := 1 + rng.IntN(40)
		seen := 0
		for seen < n && lines.Scan() {
			var page, stars int
			if _, err := fmt.Sscanf(lines.Text(), "written %d %d", &page, &stars); err != nil {
				t.Fatalf("child %d says %q", i, lines.Text())
			}
			written[page] = max(written[page], stars)
			seen++
		}
		if seen < n {
			t.Fatalf("child %d ended after %d pages:\n%s", i, seen, stderr.String())
		}
		time.Sleep(time.Duration(rng.IntN(3000)) * time.Microsecond)
		cmd.Process.Kill()
		for lines.Scan() { // what it said before it died
			var page, stars int
			if _, err := fmt.Sscanf(lines.Text(), "written %d %d", &page, &stars); err == nil {
				written[page] = max(written[page], stars)
			}
		}
		cmd.Wait()
		got := readBack(t, dir)
		for page, stars := range written {
			if s := got.Tutorial.Stars("kill", page); s < stars {
				t.Fatalf("after kill %d: page %d has %d stars, the child had written %d", i, page, s, stars)
			}
		}
	}
	t.Logf("%d kills, %d pages written", kills, len(written))
	if tmp, _ := filepath.Glob(filepath.Join(dir, LearnersDir, ".*.tmp")); len(tmp) > kills {
		t.Errorf("temporary files pile up: %d", len(tmp))
	}
}

// progressChild solves page after page of the lesson "kill" from the first its file lacks, saving after each and
// printing "written PAGE STARS" once the write is on disk, until it is killed.
func progressChild(dir string) {
	s, l, err := OpenProgressStore(dir, DefaultLearnerID, Learner{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	page := len(l.Tutorial.Lessons["kill"])
	for ; ; page++ {
		stars := 1 + page%3
		l.Tutorial.Done("kill", page, stars)
		l.Tutorial.Miss("ladder")
		s.Save(l)
		if err := s.Flush(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		fmt.Println("written " + strconv.Itoa(page) + " " + strconv.Itoa(stars))
	}
}

// TestLearnerIDs checks which ids name a learner's file.
func TestLearnerIDs(t *testing.T) {
	good := []string{DefaultLearnerID, "2", "anna-1", "x_y", "a-", strings.Repeat("a", 64)}
	bad := []string{"", "-1", "_a", "../1", "A", "a b", "a.json", "a\n", "é", "a/b", strings.Repeat("a", 65)}
	for _, id := range good {
		if !ValidLearnerID(id) {
			t.Errorf("%q refused", id)
		}
	}
	for _, id := range bad {
		if ValidLearnerID(id) {
			t.Errorf("%q accepted", id)
		}
		if _, _, err := OpenProgressStore(t.TempDir(), id, Learner{}); !errors.Is(err, ErrBadLearnerID) {
			t.Errorf("%q: OpenProgressStore gave %v", id, err)
		}
	}
}
