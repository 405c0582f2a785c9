package e2e

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/game"
)

// TestTwoLearnersOnOneDevice runs learners.script: a second learner is added with a picture, plays the first pages
// of a lesson, the first learner is chosen again, and the overview saves its table and her file. The stars are in
// her file alone, the table reads back with encoding/csv, and her file, dropped on the window of a fresh config
// folder (learners-import.script), makes her a learner there with her stars.
func TestTwoLearnersOnOneDevice(t *testing.T) {
	w := newWindow(t)
	w.clean("en-learners-")
	w.run("learners.script", "en")
	for _, name := range []string{"01-who", "02-new", "03-who-two", "04-menu", "05-lesson", "06-menu-cat", "07-overview", "08-exported"} {
		checkNotBlank(t, load(t, w.out, "en-learners-"+name+".png", false))
		noCutTexts(t, w.out, "en-learners-"+name+".png")
	}
	data, err := os.ReadFile(filepath.Join(w.config, game.LearnersFile))
	if err != nil {
		t.Fatal(err)
	}
	list, _, err := game.ReadLearnerList(data)
	if err != nil || len(list.Learners) != 2 || list.Learners[1].Name != "Anna" || list.Learners[1].Picture != "frog" ||
		list.Last != game.DefaultLearnerID {
		t.Fatalf("the list of learners: %+v, %v", list, err)
	}
	anna := list.Learners[1].ID
	rec := func(config, id string) game.Learner {
		t.Helper()
		recs, errs := game.ReadLearnerRecords(config, game.LearnerList{Learners: []game.LearnerEntry{{ID: id}}})
		if errs[id] != nil {
			t.Fatal(errs[id])
		}
		return recs[id]
	}
	annaRec := rec(w.config, anna)
	if got := annaRec.Tutorial.Stars("01-stones", 2); got == 0 {
		t.Errorf("Anna's file has no stars for the page she solved: %+v", annaRec.Tutorial.Lessons)
	}
	if got := rec(w.config, game.DefaultLearnerID).Tutorial.Lessons["01-stones"]; len(got) > 0 {
		t.Errorf("the first learner's file has Anna's pages: %v", got)
	}

	tables, _ := filepath.Glob(filepath.Join(w.games, "*.csv"))
	if len(tables) != 1 {
		t.Fatalf("the games' folder holds the tables %v, want one", tables)
	}
	text, err := os.ReadFile(tables[0])
	if err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(text), "\ufeff"))).ReadAll()
	if err != nil || len(records) != 3 {
		t.Fatalf("the table reads as %q, %v; want a heading and two learners", records, err)
	}
	en := game.NewTranslator("en")
	if records[0][0] != en.T("overview.col.name") || records[1][0] != en.T("learner.picture.cat") || records[2][0] != "Anna" {
		t.Errorf("the table's first column reads %q, %q, %q", records[0][0], records[1][0], records[2][0])
	}

	// Anna's file, on another device.
	exported := filepath.Join(w.games, game.ExportFileName("Anna"))
	file, err := os.ReadFile(exported)
	if err != nil {
		t.Fatalf("Anna's file was not exported into the games' folder: %v", err)
	}
	drop := t.TempDir()
	if err := os.WriteFile(filepath.Join(drop, filepath.Base(exported)), file, 0o644); err != nil {
		t.Fatal(err)
	}
	home := w.config
	w.config = filepath.Join(t.TempDir(), "fresh")
	defer func() { w.config = home }()
	script := w.script("learners-import.script", "en")
	body, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(script, []byte(strings.ReplaceAll(string(body), "DROP", drop)), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := w.launch("1280x800", "-window", "1200x760", "-lang", "en", "-seed", "1", "-script", script); err != nil {
		t.Fatalf("game window: %v\n%s", err, msg)
	}
	for _, name := range []string{"09-imported", "10-who-imported"} {
		checkNotBlank(t, load(t, w.out, "en-learners-"+name+".png", false))
	}
	data, err = os.ReadFile(filepath.Join(w.config, game.LearnersFile))
	if err != nil {
		t.Fatal(err)
	}
	there, _, err := game.ReadLearnerList(data)
	if err != nil || len(there.Learners) != 2 || there.Learners[1].Name != "Anna" {
		t.Fatalf("the fresh device lists %+v, %v", there, err)
	}
	if annaThere := rec(w.config, there.Learners[1].ID); annaThere.Tutorial.Stars("01-stones", 2) == 0 {
		t.Errorf("Anna's stars did not come over: %+v", annaThere.Tutorial.Lessons)
	}
}
