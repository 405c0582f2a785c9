package game

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// LearnersFile is the file of the config directory that lists the device's learners (LearnerList).
const LearnersFile = "learners.json"

// learnerListVersion is the format version written into the list of learners.
const learnerListVersion = 1

// MaxLearnerName is the longest name a learner may have, in characters.
const MaxLearnerName = 40

// maxLearners bounds the learners of one device: a class of children, with room to spare.
const maxLearners = 200

// Errors of the list of learners; test them with errors.Is.
var (
	// ErrBadLearnerList means the list of learners was damaged or held wrong values; what could be read is used.
	ErrBadLearnerList = errors.New("bad list of learners")
	// ErrLastLearner means the last learner of a device cannot be removed: the game always has one.
	ErrLastLearner = errors.New("the last learner cannot be removed")
	// ErrTooManyLearners means a device holds as many learners as it may (maxLearners).
	ErrTooManyLearners = errors.New("there are too many learners on this device")
	// ErrNoLearner means no learner of the list has the id asked for.
	ErrNoLearner = errors.New("no such learner")
)

// learnerPictures are the keys of the pictures a learner can choose, in the order they are offered; the window draws
// them and the catalog names them ("learner.picture.KEY").
var learnerPictures = []string{"cat", "bear", "rabbit", "frog", "owl", "fish", "ladybug", "sun", "flower", "tree", "boat", "apple"}

// LearnerPictures returns the keys of the pictures a learner can choose, in the order they are offered.
func LearnerPictures() []string { return slices.Clone(learnerPictures) }

// DefaultPicture is the picture of the device's first learner.
const DefaultPicture = "cat"

// LearnerEntry is one learner of the device as the list of learners keeps it: the id that names the learner's file,
// the name and the picture.
type LearnerEntry struct {
	// ID names the learner's file (LearnerPath); see ValidLearnerID.
	ID string `json:"id"`
	// Name is what the learner is called; empty means the picture's name in the window's language.
	Name string `json:"name"`
	// Picture is the key of the learner's picture (LearnerPictures).
	Picture string `json:"picture"`
}

// DisplayName returns the learner's name, or, for a learner who has none, the name of their picture in tr's
// language ("Cat").
func (e LearnerEntry) DisplayName(tr *Translator) string {
	if e.Name != "" {
		return e.Name
	}
	return tr.T("learner.picture." + e.Picture)
}

// LearnerList is the device's learners, in the order they were added, and the one last chosen. It is never empty.
type LearnerList struct {
	// Learners are the learners, oldest first.
	Learners []LearnerEntry `json:"learners"`
	// Last is the id of the learner chosen last, whom "Who is playing?" offers first.
	Last string `json:"last,omitempty"`
}

// DefaultLearnerList returns the list of a device before any learner was added: the first learner alone, with no
// name and the default picture, as every start used before learners could be chosen.
func DefaultLearnerList() LearnerList {
	return LearnerList{Learners: []LearnerEntry{{ID: DefaultLearnerID, Picture: DefaultPicture}}, Last: DefaultLearnerID}
}

// Clone returns a copy of l that shares nothing with it.
func (l LearnerList) Clone() LearnerList {
	l.Learners = slices.Clone(l.Learners)
	return l
}

// same reports whether l and o list the same learners in the same order and the same one chosen last.
func (l LearnerList) same(o LearnerList) bool {
	return l.Last == o.Last && slices.Equal(l.Learners, o.Learners)
}

// Index returns the place of learner id in the list, -1 when it has none.
func (l LearnerList) Index(id string) int {
	return slices.IndexFunc(l.Learners, func(e LearnerEntry) bool { return e.ID == id })
}

// Find returns learner id.
func (l LearnerList) Find(id string) (LearnerEntry, bool) {
	if i := l.Index(id); i >= 0 {
		return l.Learners[i], true
	}
	return LearnerEntry{}, false
}

// Named returns the first learner called name (case and the spaces around it not counted), as tr shows names.
func (l LearnerList) Named(name string, tr *Translator) (LearnerEntry, bool) {
	want := strings.ToLower(strings.TrimSpace(name))
	for _, e := range l.Learners {
		if strings.ToLower(e.DisplayName(tr)) == want {
			return e, true
		}
	}
	return LearnerEntry{}, false
}

// newLearnerID returns a fresh random id: two windows adding a learner at once give them different files. Tests
// replace it.
var newLearnerID = func() string {
	var b [5]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail on the systems Go supports
	}
	return hex.EncodeToString(b[:])
}

// Add appends a learner called name (CleanLearnerName) with picture, under a fresh id, and returns it; it fails
// with ErrTooManyLearners when the device is full.
func (l *LearnerList) Add(name, picture string) (LearnerEntry, error) {
	if len(l.Learners) >= maxLearners {
		return LearnerEntry{}, ErrTooManyLearners
	}
	if !slices.Contains(learnerPictures, picture) {
		picture = DefaultPicture
	}
	id := newLearnerID()
	for l.Index(id) >= 0 || id == DefaultLearnerID {
		id = newLearnerID()
	}
	e := LearnerEntry{ID: id, Name: CleanLearnerName(name), Picture: picture}
	l.Learners = append(l.Learners, e)
	return e, nil
}

// Change gives learner id the name name (CleanLearnerName) and picture picture; ErrNoLearner when there is none.
func (l *LearnerList) Change(id, name, picture string) error {
	i := l.Index(id)
	if i < 0 {
		return fmt.Errorf("%w: %q", ErrNoLearner, id)
	}
	l.Learners[i].Name = CleanLearnerName(name)
	if slices.Contains(learnerPictures, picture) {
		l.Learners[i].Picture = picture
	}
	return nil
}

// Remove takes learner id off the list; ErrLastLearner for the only one, ErrNoLearner when there is none. The
// learner's file is removed by the store (LearnerListStore) once the list is written.
func (l *LearnerList) Remove(id string) error {
	i := l.Index(id)
	switch {
	case i < 0:
		return fmt.Errorf("%w: %q", ErrNoLearner, id)
	case len(l.Learners) == 1:
		return ErrLastLearner
	}
	l.Learners = slices.Delete(l.Learners, i, i+1)
	if l.Last == id {
		l.Last = ""
	}
	return nil
}

// CleanLearnerName returns name as a learner's name: its spaces trimmed and runs of them made one, control
// characters and invalid bytes dropped, at most MaxLearnerName characters.
func CleanLearnerName(name string) string {
	var b strings.Builder
	n := 0
	space := false
	for _, r := range strings.TrimSpace(name) {
		switch {
		case r == utf8.RuneError || unicode.IsControl(r) && !unicode.IsSpace(r):
			continue
		case unicode.IsSpace(r):
			space = true
			continue
		}
		if n >= MaxLearnerName {
			break
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
			n++
		}
		space = false
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// mergeLearnerLists returns the list of learners as it should be written when this window's list is mine, the file
// now holds disk (written meanwhile by another window) and base is mine as it was last written (or read): each
// window's own changes are applied to what the file holds, so neither loses the other's.
//   - A learner in mine that base lacks was added here: it is added, unless the file has it already.
//   - A learner in base that mine lacks was removed here: it is removed.
//   - A name or picture that differs between base and mine was changed here: the change is made, unless the
//     learner was removed meanwhile (a removal, asked twice, wins).
//   - The learner chosen last is mine when chosen here since the last write, else the file's.
//
// The result is never empty: when the two windows removed every learner between them, mine is kept.
func mergeLearnerLists(base, disk, mine LearnerList) LearnerList {
	out := disk.Clone()
	for _, e := range mine.Learners {
		b, known := base.Find(e.ID)
		i := out.Index(e.ID)
		switch {
		case !known && i < 0:
			out.Learners = append(out.Learners, e)
		case known && i >= 0:
			if e.Name != b.Name {
				out.Learners[i].Name = e.Name
			}
			if e.Picture != b.Picture {
				out.Learners[i].Picture = e.Picture
			}
		}
	}
	for _, b := range base.Learners {
		if mine.Index(b.ID) < 0 {
			if i := out.Index(b.ID); i >= 0 {
				out.Learners = slices.Delete(out.Learners, i, i+1)
			}
		}
	}
	if mine.Last != base.Last {
		out.Last = mine.Last
	}
	if len(out.Learners) == 0 {
		out = mine.Clone()
	}
	if out.Index(out.Last) < 0 {
		out.Last = ""
	}
	return out
}

// removedLearners returns the ids of base that mine no longer holds: the learners removed here.
func removedLearners(base, mine LearnerList) []string {
	var ids []string
	for _, b := range base.Learners {
		if mine.Index(b.ID) < 0 {
			ids = append(ids, b.ID)
		}
	}
	return ids
}

// learnerListFields are the keys of the list of learners this version reads; any other key (a newer version's) is
// kept as it is when the file is written again.
var learnerListFields = map[string]bool{"version": true, "learners": true, "last": true}

// ReadLearnerList reads the list of learners from data, entry by entry, so that a wrong entry loses only itself: it
// never fails to return a usable list (the default one when nothing of it can be read). newer holds the keys this
// version does not know, to be written back as they are. The error, wrapping ErrBadLearnerList, says what was
// wrong.
func ReadLearnerList(data []byte) (l LearnerList, newer map[string]json.RawMessage, err error) {
	var problems []string
	note := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	var obj map[string]json.RawMessage
	if jerr := json.Unmarshal(data, &obj); jerr != nil || obj == nil {
		if jerr == nil {
			jerr = errNotAnObject
		}
		return DefaultLearnerList(), nil, fmt.Errorf("%w: %s", ErrBadLearnerList, jsonProblem(data, jerr))
	}
	for k, v := range obj {
		switch k {
		case "version":
			var v1 int
			if json.Unmarshal(v, &v1) != nil || v1 < 1 {
				note("version %s is not a format version", clipJSON(v))
			}
		case "last":
			if json.Unmarshal(v, &l.Last) != nil {
				note("last: %s is not a learner's id", clipJSON(v))
			}
		case "learners":
			var raws []json.RawMessage
			if json.Unmarshal(v, &raws) != nil {
				note("learners: %s is not a list", clipJSON(v))
				continue
			}
			for i, r := range raws {
				var e LearnerEntry
				switch {
				case json.Unmarshal(r, &e) != nil:
					note("learner %d: %s is not a learner", i+1, clipJSON(r))
				case !ValidLearnerID(e.ID):
					note("learner %d: %q is not a learner's id", i+1, e.ID)
				case l.Index(e.ID) >= 0:
					note("learner %d: the id %q is taken by an earlier learner", i+1, e.ID)
				case len(l.Learners) >= maxLearners:
					note("learner %d: more than %d learners; the rest are left out", i+1, maxLearners)
				default:
					if name := CleanLearnerName(e.Name); name != e.Name {
						note("learner %q: the name %q is written as %q", e.ID, e.Name, name)
						e.Name = name
					}
					if !slices.Contains(learnerPictures, e.Picture) {
						if e.Picture != "" {
							note("learner %q: %q is not a picture; using %q", e.ID, e.Picture, DefaultPicture)
						}
						e.Picture = DefaultPicture
					}
					l.Learners = append(l.Learners, e)
				}
			}
		default:
			if newer == nil {
				newer = map[string]json.RawMessage{}
			}
			newer[k] = v
		}
	}
	if len(l.Learners) == 0 {
		note("the list holds no learner; starting again with the first")
		l = DefaultLearnerList()
	}
	if l.Last != "" && l.Index(l.Last) < 0 {
		l.Last = ""
	}
	if len(problems) > 0 {
		slices.Sort(problems)
		return l, newer, fmt.Errorf("%w: %s", ErrBadLearnerList, strings.Join(problems, "; "))
	}
	return l, newer, nil
}

// MarshalLearnerList returns the file of the list of learners l, with the keys of a newer version (newer) as they
// were.
func MarshalLearnerList(l LearnerList, newer map[string]json.RawMessage) ([]byte, error) {
	obj := map[string]any{}
	for k, v := range newer {
		if !learnerListFields[k] {
			obj[k] = v
		}
	}
	obj["version"] = learnerListVersion
	obj["learners"] = l.Learners
	if l.Last != "" {
		obj["last"] = l.Last
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(obj); err != nil {
		return nil, fmt.Errorf("learners: %w", err)
	}
	return buf.Bytes(), nil
}
