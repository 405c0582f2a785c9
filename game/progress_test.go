package game

import (
	"errors"
	"slices"
	"testing"
)

func TestTutorialDoneKeepsTheBest(t *testing.T) {
	var tu Tutorial
	steps := []struct {
		page, stars int
		changed     bool
		want        []int
	}{
		{2, 2, true, []int{0, 0, 2}},
		{2, 1, false, []int{0, 0, 2}},
		{2, 3, true, []int{0, 0, 3}},
		{0, 9, true, []int{3, 0, 3}},   // clamped to 3
		{1, 0, true, []int{3, 1, 3}},   // a page done counts at least 1
		{-1, 3, false, []int{3, 1, 3}}, // no such page
	}
	for i, s := range steps {
		if got := tu.Done("03-atari", s.page, s.stars); got != s.changed {
			t.Errorf("step %d: Done changed = %v, want %v", i, got, s.changed)
		}
		if got := tu.Lessons["03-atari"]; !slices.Equal(got, s.want) {
			t.Errorf("step %d: pages %v, want %v", i, got, s.want)
		}
	}
	if tu.Done("", 0, 3) {
		t.Error("a lesson without a key was kept")
	}
}

func TestTutorialState(t *testing.T) {
	tu := Tutorial{Lessons: map[string][]int{"a": {3, 3, 2}, "b": {0, 3, 0, 1}, "c": {1, 1, 3}}}
	for _, c := range []struct {
		key   string
		pages int
		want  LessonState
	}{
		{"a", 3, LessonState{Done: 3, Pages: 3, Stars: 3, Next: 0}},
		{"a", 4, LessonState{Done: 3, Pages: 4, Stars: 0, Next: 3}}, // the lesson grew a page
		{"b", 4, LessonState{Done: 2, Pages: 4, Stars: 0, Next: 0}},
		{"c", 3, LessonState{Done: 3, Pages: 3, Stars: 2, Next: 0}}, // (1+1+3)/3 rounds to 2
		{"new", 5, LessonState{Done: 0, Pages: 5, Stars: 0, Next: 0}},
	} {
		got := tu.State(c.key, c.pages)
		if got != c.want {
			t.Errorf("State(%q, %d) = %+v, want %+v", c.key, c.pages, got, c.want)
		}
	}
	if !tu.State("a", 3).Finished() || tu.State("b", 4).Finished() || !tu.State("b", 4).Started() || tu.State("new", 5).Started() {
		t.Error("Finished or Started is wrong")
	}
}

func TestTutorialProgressInTheSettingsFile(t *testing.T) {
	s, _, err := writeSettings(t, `{"tutorial": {"offered": true, "last": "10-ladder",
		"lessons": {"10-ladder": [3, 2, 7, -1], "../x": [3], "03-atari": [1]},
		"missed": {"ladder": 2, "net": -4}}}`)
	var se *SettingsError
	if !errors.As(err, &se) {
		t.Fatalf("err = %v, want a SettingsError naming the wrong values", err)
	}
	if !slices.Contains(se.Fields, "tutorial.lessons.10-ladder") || !slices.Contains(se.Fields, "tutorial.missed") ||
		slices.Contains(se.Fields, "tutorial.lessons") {
		t.Errorf("fields %v, want the lesson with wrong stars and the wrong miss count, and no key dropped", se.Fields)
	}
	tu := s.LegacyTutorial
	if !tu.Offered || tu.Last != "10-ladder" {
		t.Errorf("offered %v last %q", tu.Offered, tu.Last)
	}
	if got := tu.Lessons["10-ladder"]; !slices.Equal(got, []int{3, 2, 3, 0}) {
		t.Errorf("10-ladder %v, want [3 2 3 0]", got)
	}
	if !slices.Equal(tu.Lessons["../x"], []int{3}) || !slices.Equal(tu.Lessons["03-atari"], []int{1}) {
		t.Errorf("lessons %v", tu.Lessons)
	}
	if len(tu.Missed) != 1 || tu.Missed["ladder"] != 2 {
		t.Errorf("misses %v, want the ladder's 2 kept and the net's -4 dropped", tu.Missed)
	}
	// The repaired file reads back without a problem.
	again, err := LoadSettings()
	if err != nil || !slices.Equal(again.LegacyTutorial.Lessons["10-ladder"], []int{3, 2, 3, 0}) {
		t.Errorf("read again: %v, %v", again.LegacyTutorial, err)
	}
}

func TestTutorialProgressOfTheWrongKind(t *testing.T) {
	s, _, err := writeSettings(t, `{"sound": false, "tutorial": {"lessons": "all of them", "offered": true}}`)
	var se *SettingsError
	if !errors.As(err, &se) || !slices.Contains(se.Fields, "tutorial.lessons") {
		t.Fatalf("err = %v, want a report on tutorial.lessons", err)
	}
	if s.Sound || !s.LegacyTutorial.Offered || len(s.LegacyTutorial.Lessons) != 0 {
		t.Errorf("the good values were not kept: %+v", s)
	}
}

// TestLearnerCloneSharesNoProgress checks that a clone handed to the writer does not change with the record.
func TestLearnerCloneSharesNoProgress(t *testing.T) {
	var s Learner
	s.Tutorial.Done("03-atari", 0, 2)
	c := s.Clone()
	s.Tutorial.Done("03-atari", 0, 3)
	s.Tutorial.Done("04-chains", 1, 1)
	if got := c.Tutorial.Stars("03-atari", 0); got != 2 {
		t.Errorf("the clone's page has %d stars, want the 2 it was cloned with", got)
	}
	if c.Tutorial.State("04-chains", 2).Started() {
		t.Error("the clone gained a lesson after it was made")
	}
}

// TestMissesWeighAndFade counts misses by kind, bounded, and lets solved exercises take them back.
func TestMissesWeighAndFade(t *testing.T) {
	var tu Tutorial
	for range 30 {
		tu.Miss("ladder")
	}
	tu.Miss("escape")
	tu.Miss("")
	if tu.Missed["ladder"] != maxMissed || tu.Missed["escape"] != 1 || len(tu.Missed) != 2 {
		t.Errorf("misses %v", tu.Missed)
	}
	tu.Mastered("escape")
	tu.Mastered("net")
	if _, ok := tu.Missed["escape"]; ok || len(tu.Missed) != 1 {
		t.Errorf("after two exercises solved: %v", tu.Missed)
	}
	c := tu.clone()
	tu.Miss("net")
	if len(c.Missed) != 1 {
		t.Error("the clone shares its misses")
	}
}
