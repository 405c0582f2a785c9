package game

import (
	"encoding/csv"
	"errors"
	"io"
	"io/fs"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/seed593a7f8d/atarigo/ai"
)

// LessonSize names a lesson and its number of pages, for the overview to count lessons finished.
type LessonSize struct {
	Key   string
	Pages int
}

// OverviewRow is what the overview of the device's learners shows of one learner, for a teacher or a parent.
type OverviewRow struct {
	// Learner is the learner's entry in the list.
	Learner LearnerEntry
	// Finished is the number of lessons finished, of Lessons; Begun the number begun and not finished.
	Finished, Begun, Lessons int
	// Stars is the stars of the lessons finished (up to three a lesson).
	Stars int
	// Ratings holds, by family, the rating and the games rated; a family never played is missing.
	Ratings map[ai.RatingFamily]Rating
	// Weak are the practice kinds the learner missed lately, the most missed first (with their counts in Missed).
	Weak   []string
	Missed map[string]int
	// Err is why the learner's file could not be read ("" when it was); the row then shows what was read.
	Err error
}

// ReadLearnerRecords reads the records of the learners of list from their files in the config directory dir, for
// the overview; a learner without a file has an empty record, one whose file cannot be read the error of reading
// it. It reads files: call it off the game loop.
func ReadLearnerRecords(dir string, list LearnerList) (map[string]Learner, map[string]error) {
	recs, errs := map[string]Learner{}, map[string]error{}
	for _, e := range list.Learners {
		l, _, _, err := readLearnerFile(LearnerPath(dir, e.ID))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs[e.ID] = err // a damaged file's row shows what could be read of it
		}
		recs[e.ID] = l
	}
	return recs, errs
}

// Overview returns a row for each learner of list from their records recs (by id; a missing one is empty) and the
// errors of reading them, counting the lessons of lessons (the built-in ones, in order).
func Overview(list LearnerList, recs map[string]Learner, errs map[string]error, lessons []LessonSize) []OverviewRow {
	var rows []OverviewRow
	for _, e := range list.Learners {
		rec := recs[e.ID]
		row := OverviewRow{Learner: e, Lessons: len(lessons), Err: errs[e.ID], Missed: map[string]int{}}
		for _, l := range lessons {
			switch st := rec.Tutorial.State(l.Key, l.Pages); {
			case st.Finished():
				row.Finished++
				row.Stars += st.Stars
			case st.Started():
				row.Begun++
			}
		}
		for f, r := range rec.Ratings {
			if r != nil && len(r.Games) > 0 {
				if row.Ratings == nil {
					row.Ratings = map[ai.RatingFamily]Rating{}
				}
				row.Ratings[f] = *r
			}
		}
		for k, n := range rec.Tutorial.Missed {
			if n > 0 {
				row.Weak = append(row.Weak, k)
				row.Missed[k] = n
			}
		}
		slices.SortFunc(row.Weak, func(a, b string) int {
			if d := row.Missed[b] - row.Missed[a]; d != 0 {
				return d
			}
			return strings.Compare(a, b)
		})
		rows = append(rows, row)
	}
	return rows
}

// WeakName returns the name of practice kind kind in tr's language ("ladder"), the kind itself when the catalog
// has none.
func WeakName(tr *Translator, kind string) string {
	if s, ok := tr.Lookup("practice.kind." + kind); ok {
		return s
	}
	return kind
}

// OverviewCSV writes rows as CSV (encoding/csv: RFC 4180, fields quoted where needed), headed in tr's language:
// name, lessons finished, lessons begun, lessons, stars, then the rating and the games of each family of ai.RatingFamilies, then
// the weak motifs ("ladder (3); net (1)"). A rating of a family never played is empty. The file starts with the
// byte order mark, so that spreadsheet programs read it as UTF-8 (Cyrillic names).
func OverviewCSV(w io.Writer, tr *Translator, rows []OverviewRow) error {
	if _, err := io.WriteString(w, "\ufeff"); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	head := []string{tr.T("overview.col.name"), tr.T("overview.col.finished"), tr.T("overview.col.begun"), tr.T("overview.col.lessons"),
		tr.T("overview.col.stars")}
	for _, f := range ai.RatingFamilies() {
		fam := tr.T("family." + string(f))
		head = append(head, tr.T("overview.col.rating", fam), tr.T("overview.col.games", fam))
	}
	head = append(head, tr.T("overview.col.weak"))
	if err := cw.Write(head); err != nil {
		return err
	}
	for _, r := range rows {
		rec := []string{r.Learner.DisplayName(tr), strconv.Itoa(r.Finished), strconv.Itoa(r.Begun), strconv.Itoa(r.Lessons),
			strconv.Itoa(r.Stars)}
		for _, f := range ai.RatingFamilies() {
			if rt, ok := r.Ratings[f]; ok {
				rec = append(rec, strconv.Itoa(int(math.Round(rt.Value))), strconv.Itoa(len(rt.Games)))
			} else {
				rec = append(rec, "", "0")
			}
		}
		rec = append(rec, WeakText(tr, r))
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// WeakText returns the weak motifs of row r in tr's language with their misses, most missed first: "ladder (3);
// net (1)", "" for none.
func WeakText(tr *Translator, r OverviewRow) string {
	parts := make([]string, len(r.Weak))
	for i, k := range r.Weak {
		parts[i] = WeakName(tr, k) + " (" + strconv.Itoa(r.Missed[k]) + ")"
	}
	return strings.Join(parts, "; ")
}

// OverviewFileName is the name the overview is exported under, with the day it was made (2006-01-02 form).
func OverviewFileName(tr *Translator, day string) string {
	return tr.T("overview.file", day) + ".csv"
}
