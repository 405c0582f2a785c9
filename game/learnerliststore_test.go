package game

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// openList opens the list of learners in dir, which must read without a problem, and closes it at the end.
func openList(t *testing.T, dir string) (*LearnerListStore, LearnerList) {
	t.Helper()
	s, l, err := OpenLearnerList(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, l
}

// readList reads the list of learners in dir back, which must be whole and right.
func readList(t *testing.T, dir string) LearnerList {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, LearnersFile))
	if err != nil {
		t.Fatal(err)
	}
	l, _, err := ReadLearnerList(data)
	if err != nil {
		t.Fatalf("the list does not read back whole: %v\n%s", err, data)
	}
	return l
}

// sorted returns the learners of a list written as listOf reads it, sorted.
func sorted(list string) string {
	f := strings.Fields(list)
	slices.Sort(f)
	return strings.Join(f, " ")
}

// fixedIDs makes newLearnerID hand out "a1", "a2", … for the test.
func fixedIDs(t *testing.T) {
	n := 0
	old := newLearnerID
	newLearnerID = func() string { n++; return fmt.Sprint("a", n) }
	t.Cleanup(func() { newLearnerID = old })
}

// TestTwoWindowsShareTheLearners runs two stores on one config folder, as two windows do: each adds, renames and
// removes learners while the other writes too. The file ends with every change of both, and each window's list
// takes in the other's.
func TestTwoWindowsShareTheLearners(t *testing.T) {
	fixedIDs(t)
	dir := t.TempDir()
	a, la := openList(t, dir)
	b, _ := openList(t, dir)
	if la.String() != DefaultLearnerList().String() {
		t.Fatalf("a first start lists %s", la)
	}
	boris, _ := a.Add("Boris", "owl")
	vera, _ := b.Add("Vera", "sun")
	b.Change(DefaultLearnerID, "Anna", "cat")
	gleb, _ := a.Add("Gleb", "boat")
	for _, s := range []*LearnerListStore{a, b} {
		if err := s.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	// Window b looks again, as "Who is playing?" does when it opens, and sees every learner; it removes the one
	// window a added first, and a's next write does not bring him back.
	b.Refresh()
	b.Flush()
	if lb := b.List(); lb.Index(boris.ID) < 0 || lb.Index(gleb.ID) < 0 {
		t.Fatalf("window b does not list window a's learners: %s", lb)
	}
	if err := b.Remove(boris.ID); err != nil {
		t.Fatal(err)
	}
	b.Flush()
	a.Change(gleb.ID, "Gleb", "tree")
	a.Flush()
	a.Choose(vera.ID) // a learner window b added, which window a lists since its last write
	a.Flush()
	// The learners each window added come in the order the writes happened to take.
	want := sorted(fmt.Sprintf("1:Anna:cat %s:Vera:sun* %s:Gleb:tree", vera.ID, gleb.ID))
	if got := sorted(readList(t, dir).String()); got != want {
		t.Errorf("the file lists %s, want %s", got, want)
	}
	if got := sorted(a.List().String()); got != want {
		t.Errorf("window a lists %s, want %s", got, want)
	}
}

// TestARemovedLearnersFileGoes removes a learner: once the list is written, their file goes, their damaged copies
// stay, and the other learners' files are untouched.
func TestARemovedLearnersFileGoes(t *testing.T) {
	fixedIDs(t)
	dir := t.TempDir()
	s, _ := openList(t, dir)
	boris, _ := s.Add("Boris", "owl")
	for _, id := range []string{DefaultLearnerID, boris.ID} {
		p, _, err := OpenProgressStore(dir, id, Learner{Tutorial: Tutorial{Offered: true}})
		if err != nil {
			t.Fatal(err)
		}
		p.Close()
	}
	bad := LearnerPath(dir, boris.ID) + ".bad"
	os.WriteFile(bad, []byte("{"), 0o644)
	if err := s.Remove(boris.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(LearnerPath(dir, boris.ID)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the removed learner's file is still there: %v", err)
	}
	for _, p := range []string{bad, LearnerPath(dir, DefaultLearnerID)} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s went too: %v", p, err)
		}
	}
	if err := s.Remove(DefaultLearnerID); !errors.Is(err, ErrLastLearner) {
		t.Errorf("removing the last learner: %v", err)
	}
}

// TestADamagedLearnerListIsKeptAndRepaired opens a damaged list beside the copy of an earlier damaged one: the copy
// is numbered so that the earlier stays, the list is what could be read, and the file is written again repaired.
func TestADamagedLearnerListIsKeptAndRepaired(t *testing.T) {
	tests := []struct {
		name, text string
		want       string
	}{
		{"cut short", `{"version":1,"learners":[{"id":"1","name":"Anna","pic`, "1::cat*"},
		{"one bad entry", `{"version":1,"learners":[{"id":"1","name":"Anna","picture":"cat"},{"id":"","name":"?"}]}`, "1:Anna:cat"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, LearnersFile)
			os.WriteFile(path+".bad", []byte("the earlier copy"), 0o644)
			if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
				t.Fatal(err)
			}
			s, l, err := OpenLearnerList(dir)
			var pe *ProgressError
			if !errors.As(err, &pe) || !errors.Is(err, ErrBadLearnerList) || pe.Backup != path+".2.bad" {
				t.Fatalf("err %v, want a ProgressError with its copy as .2.bad", err)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if l.String() != listOf(tt.want).String() {
				t.Errorf("read %s, want %s", l, tt.want)
			}
			if data, _ := os.ReadFile(pe.Backup); string(data) != tt.text {
				t.Errorf("the copy holds %q", data)
			}
			if data, _ := os.ReadFile(path + ".bad"); string(data) != "the earlier copy" {
				t.Errorf("the earlier copy was written over: %q", data)
			}
			if copies, _ := filepath.Glob(path + "*.bad"); len(copies) != 2 {
				t.Errorf("the copies are %v, want the earlier one and one of this damage", copies)
			}
			if got := readList(t, dir); got.String() != l.String() {
				t.Errorf("the file was written again as %s, the window has %s", got, l)
			}
		})
	}
}

// TestAFailedLearnerListWriteIsToldAndRetried makes the list impossible to write in the ways a machine does: the
// store says so once, in words the window shows, keeps the list, and writes it once the disk is back.
func TestAFailedLearnerListWriteIsToldAndRetried(t *testing.T) {
	en := NewTranslator("en")
	tests := []struct {
		name  string
		spoil func(t *testing.T, dir string, s *LearnerListStore) (mend func())
		say   string
	}{
		{"a full disk", func(t *testing.T, dir string, s *LearnerListStore) func() {
			f := &failingWrites{err: syscall.ENOSPC}
			s.writeFile = f.write
			return f.ok
		}, en.T(diskFullProblemKey)},
		{"a read-only folder", func(t *testing.T, dir string, s *LearnerListStore) func() {
			if err := os.Chmod(dir, 0o555); err != nil {
				t.Fatal(err)
			}
			if f, err := os.Create(filepath.Join(dir, "probe")); err == nil {
				f.Close()
				os.Remove(f.Name())
				os.Chmod(dir, 0o755)
				t.Skip("this user may write into a read-only folder (root)")
			}
			return func() { os.Chmod(dir, 0o755) }
		}, "writing there is not allowed"},
		{"a folder where the list should be", func(t *testing.T, dir string, s *LearnerListStore) func() {
			if err := os.MkdirAll(filepath.Join(s.Path(), "x"), 0o755); err != nil {
				t.Fatal(err)
			}
			return func() { os.RemoveAll(s.Path()) }
		}, "a folder or a device stands where the file should be"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fixedIDs(t)
			dir := t.TempDir()
			s, _ := openList(t, dir)
			mend := tt.spoil(t, dir, s)
			defer mend()
			s.Add("Boris", "owl")
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
			if !s.Failing() {
				t.Error("the store does not say it is failing")
			}
			mend()
			now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
			s.Retry(now)
			s.Retry(now.Add(retryEvery))
			if err := s.Flush(); err != nil {
				t.Fatalf("the retry failed: %v", err)
			}
			if s.WriteError() != nil || !s.Resumed() || s.Resumed() {
				t.Error("the window is not told once that the list is saved again")
			}
			if got := readList(t, dir); got.Index("a1") < 0 {
				t.Errorf("the file lists %s", got)
			}
		})
	}
}
