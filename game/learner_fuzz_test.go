package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/seed593a7f8d/atarigo/ai"
)

// FuzzReadLearner feeds arbitrary bytes to the reader of a learner's file (seeded with real files, whole, cut short,
// of a newer version and with odd lesson names). Nothing may panic; what it reads, even from a damaged file, must
// be written and read back the same without a problem, the keys of a newer version with it; whatever it cannot use
// is told with ErrBadProgress; and a window's record merged into it keeps every star of both.
// Run it with: go test ./game -run '^$' -fuzz '^FuzzReadLearner$' -fuzztime 20s
func FuzzReadLearner(f *testing.F) {
	var l Learner
	l.Tutorial.Done("01-stones", 2, 3)
	l.Tutorial.Done("+Lesson (1)", 0, 1)
	l.Tutorial.Done("+100% \xff", 299, 2)
	l.Tutorial.Miss("ladder")
	l.Tutorial.Last, l.Tutorial.Offered = "01-stones", true
	l.Ratings.Rate(ai.FamilyAtari7, Opponent{Level: "easy"}, 1, time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC))
	data, err := MarshalLearner(l, nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add(data[:len(data)*2/3])
	f.Add([]byte(`{"version": 2, "name": "Anna", "tutorial": {"lessons": {"a%25": [1, 9, -1]}, "missed": {"net": 99}}}`))
	f.Add([]byte(`{"tutorial": {"lessons": {"a": "all"}}, "ratings": {"chess": {"value": 1e999}}, "ratings_reset": 3}`))
	f.Add([]byte(`[1, 2]`))
	mine := Learner{Tutorial: Tutorial{Lessons: LessonStars{"01-stones": {1, 1, 1, 1}, "x%": {3}}}}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, newer, err := ReadLearner(data)
		if err != nil && !errors.Is(err, ErrBadProgress) {
			t.Fatalf("refused without ErrBadProgress: %v", err)
		}
		out, err := MarshalLearner(l, newer)
		if err != nil {
			t.Fatalf("a record read cannot be written: %v", err)
		}
		back, newerBack, err := ReadLearner(out)
		if err != nil {
			t.Fatalf("a record written reads back with a problem: %v\n%s", err, out)
		}
		if !sameLearner(back, l) {
			t.Fatalf("read → write → read changed the record:\n%+v\n%+v", l, back)
		}
		for k, v := range newer {
			if !sameJSON(newerBack[k], v) {
				t.Fatalf("the newer key %q was not kept: %s, want %s", k, newerBack[k], v)
			}
		}
		merged := mergeLearners(Learner{}, l, mine)
		for _, rec := range []Learner{l, mine} {
			for k, p := range rec.Tutorial.Lessons {
				for i, s := range p {
					if merged.Tutorial.Stars(k, i) < s {
						t.Fatalf("the merge lost page %d of %q (%d stars)", i, k, s)
					}
				}
			}
		}
	})
}

// sameJSON reports whether a and b hold the same JSON value, however written.
func sameJSON(a, b []byte) bool {
	var va, vb any
	da, db := json.NewDecoder(bytes.NewReader(a)), json.NewDecoder(bytes.NewReader(b))
	da.UseNumber()
	db.UseNumber()
	if da.Decode(&va) != nil || db.Decode(&vb) != nil {
		return bytes.Equal(a, b)
	}
	return reflect.DeepEqual(va, vb)
}
