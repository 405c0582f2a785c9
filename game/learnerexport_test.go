package game

import (
	"bytes"
	"encoding/csv"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
)

// recordOf returns a learner's record with the stars of lesson key's pages (0 for a page not done), the misses of
// practice kinds (kind:count) and one rated game a won game in Atari Go on small boards per entry of games.
func recordOf(key string, stars []int, missed map[string]int, games int) Learner {
	var l Learner
	for i, s := range stars {
		if s > 0 {
			l.Tutorial.Done(key, i, s)
		}
	}
	for k, n := range missed {
		for range n {
			l.Tutorial.Miss(k)
		}
	}
	at := time.Date(2026, 11, 1, 10, 0, 0, 0, time.UTC)
	for i := range games {
		l.Ratings.Rate(ai.FamilyAtari7, Opponent{Level: "beginner"}, 1, at.Add(time.Duration(i)*time.Hour))
	}
	return l
}

// TestExportAndImportOnAFreshDevice exports two learners from one config folder and imports them into a fresh one:
// the first import makes a new learner with the record whole; the same learner imported again, after more lessons
// on the first device, merges into that record by name (the better stars, every rated game once); and imported
// "as new" it becomes a second learner of that name.
func TestExportAndImportOnAFreshDevice(t *testing.T) {
	fixedIDs(t)
	en := NewTranslator("en")
	home := t.TempDir()
	learners, _ := openList(t, home)
	anna, _ := learners.Add(`Anna "Ani", 2b`, "frog")
	vera, _ := learners.Add("Вера", "sun")
	recs := map[string]Learner{
		anna.ID: recordOf("01-stones", []int{3, 2, 0}, map[string]int{"ladder": 2}, 2),
		vera.ID: recordOf("03-atari", []int{1}, nil, 0),
	}
	files := map[string][]byte{}
	for _, e := range []LearnerEntry{anna, vera} {
		data, err := ExportLearner(e, recs[e.ID], en)
		if err != nil {
			t.Fatal(err)
		}
		if !IsLearnerExport(data) {
			t.Fatalf("%s's file does not look like a learner's file:\n%s", e.Name, data)
		}
		files[e.ID] = data
	}
	if got := ExportFileName(anna.Name); got != `Anna _Ani_, 2b.learner.json` {
		t.Errorf("Anna's file is named %q", got)
	}

	fresh := t.TempDir()
	there, _ := openList(t, fresh)
	read := func(id string) LearnerExport {
		x, err := ReadLearnerExport(files[id])
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	annaThere, err := ImportLearner(fresh, there, read(anna.ID), true, en)
	if err != nil {
		t.Fatal(err)
	}
	veraThere, err := ImportLearner(fresh, there, read(vera.ID), true, en)
	if err != nil {
		t.Fatal(err)
	}
	list := readList(t, fresh)
	if len(list.Learners) != 3 || list.Index(annaThere) != 1 || list.Learners[1].Name != anna.Name ||
		list.Learners[1].Picture != "frog" || list.Learners[2].Name != "Вера" {
		t.Fatalf("the fresh device lists %s", list)
	}
	recordThere := func(id string) Learner {
		recs, errs := ReadLearnerRecords(fresh, list)
		if errs[id] != nil {
			t.Fatal(errs[id])
		}
		return recs[id]
	}
	if got := recordThere(annaThere); !sameLearner(got, recs[anna.ID]) {
		t.Errorf("Anna's record came over as %+v, want %+v", got, recs[anna.ID])
	}
	if got := recordThere(veraThere); got.Tutorial.Stars("03-atari", 0) != 1 {
		t.Errorf("Vera's record came over as %+v", got)
	}

	// More lessons at home, one page done worse there: imported again, the better stars of both stay.
	more := recs[anna.ID].Clone()
	more.Tutorial.Done("01-stones", 2, 3)
	more.Ratings.Rate(ai.FamilyAtari7, Opponent{Level: "easy"}, 0, time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC))
	data, _ := ExportLearner(anna, more, en)
	files[anna.ID] = data
	if id, err := ImportLearner(fresh, there, read(anna.ID), true, en); err != nil || id != annaThere {
		t.Fatalf("imported again into %q, %v; want Anna's record %q", id, err, annaThere)
	}
	got := recordThere(annaThere)
	if s := got.Tutorial.Lessons["01-stones"]; len(s) != 3 || s[0] != 3 || s[1] != 2 || s[2] != 3 {
		t.Errorf("after the second import the stars are %v", s)
	}
	if n := len(got.Ratings.Of(ai.FamilyAtari7).Games); n != 3 {
		t.Errorf("after the second import %d rated games, want the 3 of both, each once", n)
	}

	// As a new learner: a second Anna, with her record alone.
	id, err := ImportLearner(fresh, there, read(anna.ID), false, en)
	if err != nil || id == annaThere {
		t.Fatalf("imported as new into %q, %v", id, err)
	}
	if list = readList(t, fresh); len(list.Learners) != 4 || list.Learners[3].Name != anna.Name {
		t.Errorf("the fresh device lists %s", list)
	}
}

// TestReadLearnerExportRefusesOtherFiles reads files that are not a learner's: each is refused as such.
func TestReadLearnerExportRefusesOtherFiles(t *testing.T) {
	for _, text := range []string{`(;GM[1]SZ[9])`, `{"version":1,"learners":[]}`, `{"atarigo_learner":1,"name":"  "}`, `{"atarigo_learner":0,"name":"A"}`} {
		if _, err := ReadLearnerExport([]byte(text)); !errors.Is(err, ErrNotALearnerFile) {
			t.Errorf("%s: err %v, want ErrNotALearnerFile", text, err)
		}
	}
}

// TestOverviewCSVRoundTrip writes the overview of learners whose names hold commas, quotes, semicolons and
// Cyrillic letters, and reads it back with encoding/csv as a spreadsheet program does: every field comes back as
// written, in the language's headings.
func TestOverviewCSVRoundTrip(t *testing.T) {
	fixedIDs(t)
	dir := t.TempDir()
	learners, _ := openList(t, dir)
	learners.Change(DefaultLearnerID, `Anna, "Ani"`, "cat")
	boris, _ := learners.Add("Борис; «Боря»", "owl")
	vera, _ := learners.Add("", "sun") // no name: her picture's
	for id, rec := range map[string]Learner{
		DefaultLearnerID: recordOf("01-stones", []int{3, 3}, map[string]int{"ladder": 3, "net": 1}, 2),
		boris.ID:         recordOf("01-stones", []int{1, 0}, nil, 0),
	} {
		s, _, err := OpenProgressStore(dir, id, rec)
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
	}
	lessons := []LessonSize{{"01-stones", 2}, {"02-liberties", 5}}
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			tr := NewTranslator(lang)
			list := learners.List()
			recs, errs := ReadLearnerRecords(dir, list)
			rows := Overview(list, recs, errs, lessons)
			var buf bytes.Buffer
			if err := OverviewCSV(&buf, tr, rows); err != nil {
				t.Fatal(err)
			}
			text, ok := strings.CutPrefix(buf.String(), "\ufeff")
			if !ok {
				t.Error("the file does not start with the byte order mark")
			}
			got, err := csv.NewReader(strings.NewReader(text)).ReadAll()
			if err != nil {
				t.Fatalf("encoding/csv cannot read it back: %v\n%s", err, text)
			}
			cols := 5 + 2*len(ai.RatingFamilies()) + 1
			weak := WeakName(tr, "ladder") + " (3); " + WeakName(tr, "net") + " (1)"
			rating := func(n int) string {
				r := recordOf("", nil, nil, n).Ratings.Of(ai.FamilyAtari7)
				return strconv.Itoa(int(math.Round(r.Value))) // plain digits, which every spreadsheet reads as a number
			}
			want := map[int][]string{
				0: {tr.T("overview.col.name"), tr.T("overview.col.finished"), tr.T("overview.col.begun"), tr.T("overview.col.lessons"),
					tr.T("overview.col.stars"), tr.T("overview.col.rating", tr.T("family.atari7")), tr.T("overview.col.games", tr.T("family.atari7"))},
				1: {`Anna, "Ani"`, "1", "0", "2", "3", rating(2), "2"},
				2: {"Борис; «Боря»", "0", "1", "2", "0", "", "0"},
				3: {tr.T("learner.picture.sun"), "0", "0", "2", "0", "", "0"},
			}
			if len(got) != 4 {
				t.Fatalf("%d records, want a heading and 3 learners:\n%s", len(got), text)
			}
			for i, w := range want {
				if len(got[i]) != cols {
					t.Errorf("record %d has %d fields, want %d: %q", i, len(got[i]), cols, got[i])
					continue
				}
				for j, f := range w {
					if got[i][j] != f {
						t.Errorf("record %d field %d is %q, want %q", i, j, got[i][j], f)
					}
				}
			}
			if got[1][cols-1] != weak || got[2][cols-1] != "" {
				t.Errorf("the weak motifs read %q and %q, want %q and none", got[1][cols-1], got[2][cols-1], weak)
			}
			if vera.ID == "" {
				t.Fatal("no learner added")
			}
		})
	}
	// A learner's file that cannot be read shows in the overview as what could be read, with why.
	os.WriteFile(LearnerPath(dir, boris.ID), []byte(`{"tutorial": 7}`), 0o644)
	recs, errs := ReadLearnerRecords(dir, learners.List())
	if rows := Overview(learners.List(), recs, errs, lessons); rows[1].Err == nil || rows[0].Err != nil {
		t.Errorf("the damaged file's row has no error, or another has one: %v, %v", rows[1].Err, rows[0].Err)
	}
	if err := learners.Flush(); err != nil {
		t.Fatal(err)
	}
	if l := readList(t, dir); len(l.Learners) != 3 {
		t.Errorf("the list written holds %s", l)
	}
}

// TestSaveExportNeverReplaces saves an export three times under one name: each gets a name of its own.
func TestSaveExportNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	var got []string
	for i, name := range []string{"Anna.learner.json", "Anna.learner.json", "Anna.learner.json", "overview.csv", "overview.csv"} {
		p, err := SaveExport(dir, name, []byte{byte('0' + i)})
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, filepath.Base(p))
	}
	want := "Anna.learner.json Anna.2.learner.json Anna.3.learner.json overview.csv overview.2.csv"
	if strings.Join(got, " ") != want {
		t.Errorf("saved as %q, want %q", got, want)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "Anna.learner.json")); string(data) != "0" {
		t.Errorf("the first file was replaced: %q", data)
	}
}
