package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/engine"
)

// listOf writes a list of learners as "id:name:picture id:name:picture …", with "*" after the one chosen last:
// "1:Anna:cat* 2:Boris:owl".
func listOf(s string) LearnerList {
	var l LearnerList
	for _, f := range strings.Fields(s) {
		if last, ok := strings.CutSuffix(f, "*"); ok {
			f = last
			l.Last = strings.SplitN(f, ":", 2)[0]
		}
		p := strings.SplitN(f, ":", 3)
		l.Learners = append(l.Learners, LearnerEntry{ID: p[0], Name: p[1], Picture: p[2]})
	}
	return l
}

// String writes the list as listOf reads it.
func (l LearnerList) String() string {
	var parts []string
	for _, e := range l.Learners {
		s := e.ID + ":" + e.Name + ":" + e.Picture
		if e.ID == l.Last {
			s += "*"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// TestMergeLearnerLists merges what two windows did to the list of learners: each one's additions, removals and
// changes reach the file, and neither undoes the other's.
func TestMergeLearnerLists(t *testing.T) {
	tests := []struct {
		name             string
		base, disk, mine string
		want             string
	}{
		{"nothing changed", "1:Anna:cat", "1:Anna:cat", "1:Anna:cat", "1:Anna:cat"},
		{"each window adds one", "1:Anna:cat", "1:Anna:cat 2:Boris:owl", "1:Anna:cat 3:Vera:sun", "1:Anna:cat 2:Boris:owl 3:Vera:sun"},
		{"a removal here, an addition there", "1:Anna:cat 2:Boris:owl", "1:Anna:cat 2:Boris:owl 3:Vera:sun", "1:Anna:cat", "1:Anna:cat 3:Vera:sun"},
		{"a removal there is not undone", "1:Anna:cat 2:Boris:owl", "1:Anna:cat", "1:Anna:cat 2:Boris:owl", "1:Anna:cat"},
		{"a rename there, a new picture here", "1:Anna:cat", "1:Anička:cat", "1:Anna:frog", "1:Anička:frog"},
		{"a rename here wins over the file's old name", "1:Anna:cat", "1:Anna:cat", "1:Ann:cat", "1:Ann:cat"},
		{"a rename of a learner removed there stays removed", "1:Anna:cat 2:Boris:owl", "1:Anna:cat", "1:Anna:cat 2:Bob:owl", "1:Anna:cat"},
		{"the learner chosen here is remembered", "1:Anna:cat* 2:Boris:owl", "1:Anna:cat* 2:Boris:owl", "1:Anna:cat 2:Boris:owl*", "1:Anna:cat 2:Boris:owl*"},
		{"the learner chosen there stays when none was chosen here", "1:Anna:cat* 2:Boris:owl", "1:Anna:cat 2:Boris:owl*", "1:Anna:cat* 2:Boris:owl", "1:Anna:cat 2:Boris:owl*"},
		{"both windows removed the other's last learner", "1:Anna:cat 2:Boris:owl", "1:Anna:cat", "2:Boris:owl", "2:Boris:owl"},
		{"an addition the file has already is not doubled", "1:Anna:cat", "1:Anna:cat 2:Boris:owl", "1:Anna:cat 2:Boris:owl", "1:Anna:cat 2:Boris:owl"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := mergeLearnerLists(listOf(tt.base), listOf(tt.disk), listOf(tt.mine))
			if got.String() != listOf(tt.want).String() {
				t.Errorf("merged\n  base %s\n  disk %s\n  mine %s\ngot  %s\nwant %s", tt.base, tt.disk, tt.mine, got, tt.want)
			}
		})
	}
}

// TestCleanLearnerName makes what a learner types a name the list keeps.
func TestCleanLearnerName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  Anna  ", "Anna"},
		{"Anna\tMarie\n Nováková", "Anna Marie Nováková"},
		{"Bo\x00ris\x1b", "Boris"},
		{"Вера, \"Верочка\"", "Вера, \"Верочка\""},
		{"bad\xffbyte", "badbyte"},
		{strings.Repeat("я", MaxLearnerName+5), strings.Repeat("я", MaxLearnerName)},
		{" \t ", ""},
	}
	for _, tt := range tests {
		if got := CleanLearnerName(tt.in); got != tt.want {
			t.Errorf("CleanLearnerName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestLearnerListChanges adds, changes and removes learners: the last one stays, ids are fresh, pictures are the
// game's.
func TestLearnerListChanges(t *testing.T) {
	n := 0
	old := newLearnerID
	newLearnerID = func() string { n++; return []string{"1", "a7", "a7", "b2"}[n-1] } // "1" and a taken id are drawn again
	defer func() { newLearnerID = old }()
	l := DefaultLearnerList()
	e, err := l.Add("  Boris ", "owl")
	if err != nil || e.ID != "a7" || e.Name != "Boris" || e.Picture != "owl" {
		t.Fatalf("Add = %+v, %v", e, err)
	}
	e, _ = l.Add("", "dragon")
	if e.ID != "b2" || e.Picture != DefaultPicture {
		t.Errorf("a second Add = %+v: want a fresh id and the default picture for one the game does not draw", e)
	}
	if err := l.Change("a7", "Bob", "frog"); err != nil || l.Learners[1].Name != "Bob" || l.Learners[1].Picture != "frog" {
		t.Errorf("Change: %v, %+v", err, l.Learners[1])
	}
	if err := l.Change("zz", "X", "cat"); !errors.Is(err, ErrNoLearner) {
		t.Errorf("Change of no learner: %v", err)
	}
	for _, id := range []string{"1", "b2"} {
		if err := l.Remove(id); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Remove("a7"); !errors.Is(err, ErrLastLearner) || len(l.Learners) != 1 {
		t.Errorf("removing the last learner: %v, %s", err, l)
	}
	full := DefaultLearnerList()
	newLearnerID = func() string { n++; return fmt.Sprint("x", n) }
	for range maxLearners - 1 {
		if _, err := full.Add("", "cat"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := full.Add("One too many", "cat"); !errors.Is(err, ErrTooManyLearners) {
		t.Errorf("the %dth learner: %v", maxLearners+1, err)
	}
}

// TestReadLearnerList reads lists of learners as a machine or a person may leave them: every good entry is kept, each
// wrong one is said, and the list is never empty.
func TestReadLearnerList(t *testing.T) {
	tests := []struct {
		name, text string
		want       string
		problems   []string // parts of the error; none for a good file
	}{
		{"good", `{"version":1,"learners":[{"id":"1","name":"Anna","picture":"cat"},{"id":"b2","name":"Boris","picture":"owl"}],"last":"b2"}`,
			"1:Anna:cat b2:Boris:owl*", nil},
		{"cut short", `{"version":1,"learners":[{"id":"1","name":"An`, "1::cat*", []string{"line 1"}},
		{"not an object", `[1,2]`, "1::cat*", []string{"cannot unmarshal array"}},
		{"no learner", `{"version":1,"learners":[]}`, "1::cat*", []string{"holds no learner"}},
		{"a bad id and a double one", `{"learners":[{"id":"../x","name":"A","picture":"cat"},{"id":"2","name":"B","picture":"cat"},{"id":"2","name":"C","picture":"cat"}]}`,
			"2:B:cat", []string{`"../x" is not a learner's id`, `"2" is taken`}},
		{"an unknown picture and a name with a control character", `{"learners":[{"id":"2","name":"B\u0007o","picture":"dragon"}]}`,
			"2:Bo:cat", []string{`"dragon" is not a picture`, `written as "Bo"`}},
		{"the last learner gone", `{"learners":[{"id":"2","name":"B","picture":"cat"}],"last":"9"}`, "2:B:cat", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, _, err := ReadLearnerList([]byte(tt.text))
			if l.String() != listOf(tt.want).String() {
				t.Errorf("read %s, want %s", l, tt.want)
			}
			if len(tt.problems) == 0 {
				if err != nil {
					t.Errorf("err %v", err)
				}
				return
			}
			if !errors.Is(err, ErrBadLearnerList) {
				t.Fatalf("err %v, want ErrBadLearnerList", err)
			}
			for _, p := range tt.problems {
				if !strings.Contains(err.Error(), p) {
					t.Errorf("err %q does not say %q", err, p)
				}
			}
		})
	}
}

// TestLearnerListRoundTrip writes a list with a newer version's key and reads it back as it was.
func TestLearnerListRoundTrip(t *testing.T) {
	in := LearnerList{Learners: []LearnerEntry{{"1", `Anna, "Ani"`, "cat"}, {"b2", "Вера", "sun"}}, Last: "b2"}
	l, newer, err := ReadLearnerList([]byte(`{"version":1,"learners":[],"groups":["class 2b"]}`))
	if !errors.Is(err, ErrBadLearnerList) || len(l.Learners) != 1 {
		t.Fatalf("read %s, %v", l, err)
	}
	data, err := MarshalLearnerList(in, newer)
	if err != nil {
		t.Fatal(err)
	}
	out, newer2, err := ReadLearnerList(data)
	if err != nil || out.String() != in.String() || strings.Join(strings.Fields(string(newer2["groups"])), "") != `["class2b"]` {
		t.Errorf("read back %s, %s, %v from\n%s", out, newer2["groups"], err, data)
	}
	if !slices.Contains(LearnerPictures(), DefaultPicture) {
		t.Error("the default picture is not one the game draws")
	}
}

// TestSetupNamesTheLearner starts games as a learner called Anna: the record names her where she plays the
// computer, keeps the level's name for the computer's side, and says Human in a game of two people.
func TestSetupNamesTheLearner(t *testing.T) {
	tests := []struct {
		name         string
		black, white Seat
		wantB, wantW string
	}{
		{"Anna with Black", Human, Computer("beginner"), "Anna", "Beginner"},
		{"Anna with White", Computer("beginner"), Human, "Beginner", "Anna"},
		{"two people", Human, Human, "Human", "Human"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := DefaultSetup()
			s.Seats[engine.Black], s.Seats[engine.White] = tt.black, tt.white
			s.Person = "Anna"
			m, _, err := NewMatch(s, nil)
			if err != nil {
				t.Fatal(err)
			}
			info := m.Record().Info
			if info.Black != tt.wantB || info.White != tt.wantW {
				t.Errorf("PB %q PW %q, want %q %q", info.Black, info.White, tt.wantB, tt.wantW)
			}
			// A game continued from its record keeps her name when the computer's level changes.
			g := m.Record()
			m2, _ := NewMatchFromRecord(g, s.Seats, nil)
			for _, c := range []engine.Color{engine.Black, engine.White} {
				if !s.Seats[c].IsHuman() {
					m2.SetSeat(c, Computer("easy"))
				}
			}
			if got := m2.Record().Info; tt.wantB == "Anna" && got.Black != "Anna" || tt.wantW == "Anna" && got.White != "Anna" {
				t.Errorf("after a change of level: PB %q PW %q", got.Black, got.White)
			}
		})
	}
}

// TestTheCoachIsTheLearnersChoice moves the coach's setting from the device's settings into the first learner's
// record, keeps a choice the learner makes over the settings' on later starts, gives another learner the settings'
// until they choose, and merges two windows' records with the choice made in either.
func TestTheCoachIsTheLearnersChoice(t *testing.T) {
	dir := t.TempDir()
	st := DefaultSettings()
	st.Coach, st.CoachPicks = CoachAlways, true
	s, l, err := OpenProgressStore(dir, DefaultLearnerID, st.LegacyLearner())
	if err != nil {
		t.Fatal(err)
	}
	if got := l.CoachChoice(DefaultSettings()); got != (CoachChoice{CoachAlways, true}) {
		t.Errorf("carried over %+v", got)
	}
	l.SetCoach(CoachChoice{Mode: CoachNever})
	s.Save(l)
	s.Close()
	s, l, _ = OpenProgressStore(dir, DefaultLearnerID, st.LegacyLearner())
	s.Close()
	if got := l.CoachChoice(st); got != (CoachChoice{Mode: CoachNever}) {
		t.Errorf("the learner's own choice was replaced by the settings' on the next start: %+v", got)
	}
	var other Learner
	if got := other.CoachChoice(st); got != (CoachChoice{CoachAlways, true}) {
		t.Errorf("a learner without a choice of their own gets %+v, want the settings'", got)
	}
	base := Learner{}
	mine := base.Clone()
	mine.SetCoach(CoachChoice{Mode: CoachAlways})
	disk := base.Clone()
	disk.Tutorial.Done("01-stones", 0, 3)
	if got := mergeLearners(base, disk, mine); got.Coach == nil || got.Coach.Mode != CoachAlways || got.Tutorial.Stars("01-stones", 0) != 3 {
		t.Errorf("merged %+v", got)
	}
	theirs := base.Clone()
	theirs.SetCoach(CoachChoice{Mode: CoachNever})
	if got := mergeLearners(base, theirs, base); got.Coach == nil || got.Coach.Mode != CoachNever {
		t.Errorf("the other window's choice was dropped: %+v", got.Coach)
	}
	if _, _, err := ReadLearner([]byte(`{"coach":{"mode":"sometimes"}}`)); !errors.Is(err, ErrBadProgress) {
		t.Errorf("a mode the game does not know: %v", err)
	}
}
