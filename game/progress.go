package game

import (
	"fmt"
	"sort"

	"github.com/seed593a7f8d/atarigo/engine/sgf"
	"github.com/seed593a7f8d/atarigo/game/lesson"
)

// Tutorial is what the learner's record (Learner) keeps of the tutorial: whether the first start's offer was made,
// the lesson last opened and how far the learner got in each lesson.
type Tutorial struct {
	// Offered is set once the tutorial was offered on a first start (or opened), so the offer is made once.
	Offered bool `json:"offered"`
	// Last is the key of the lesson last opened, which the lesson map shows first.
	Last string `json:"last"`
	// Lessons holds each lesson's pages by the lesson's key (its file name without .sgf, any name): one number
	// a page, 0 for a page not done yet, 1…3 for a page done (the stars of an exercise; a page that asks nothing
	// counts 3 once seen to its end).
	Lessons LessonStars `json:"lessons"`
	// Missed counts, by practice kind ("ladder", "escape" …), the exercises of that kind refuted lately: one up
	// for a wrong try, one down for an exercise solved without help. Mixed practice asks for these more often.
	Missed map[string]int `json:"missed"`
}

// Limits of the tutorial progress kept.
const (
	// MaxStars is the most stars a page can earn.
	MaxStars = lesson.MaxStars
	// progressPages bounds the pages of a lesson that are kept: a page is a node of a lesson file, so no lesson
	// that can be read has more.
	progressPages = sgf.MaxNodes
)

// Stars returns what page page of lesson key earned: 0 when it is not done.
func (t *Tutorial) Stars(key string, page int) int {
	p := t.Lessons[key]
	if page < 0 || page >= len(p) {
		return 0
	}
	return p[page]
}

// Done records that page page of lesson key was done with stars stars (1…3), keeping the best result, and
// reports whether anything changed.
func (t *Tutorial) Done(key string, page, stars int) bool {
	if page < 0 || page >= progressPages || key == "" {
		return false
	}
	stars = min(max(stars, 1), MaxStars)
	if t.Lessons == nil {
		t.Lessons = map[string][]int{}
	}
	p := t.Lessons[key]
	for len(p) <= page {
		p = append(p, 0)
	}
	if p[page] >= stars {
		return false
	}
	p[page] = stars
	t.Lessons[key] = p
	return true
}

// maxMissed bounds a kind's count of misses, so that a bad day does not weigh forever.
const maxMissed = 20

// Miss records a wrong try at an exercise of practice kind kind.
func (t *Tutorial) Miss(kind string) {
	if kind == "" {
		return
	}
	if t.Missed == nil {
		t.Missed = map[string]int{}
	}
	t.Missed[kind] = min(t.Missed[kind]+1, maxMissed)
}

// Mastered records an exercise of practice kind kind solved without help: it weighs one miss less.
func (t *Tutorial) Mastered(kind string) {
	if t.Missed[kind] > 0 {
		t.Missed[kind]--
	}
	if t.Missed[kind] == 0 {
		delete(t.Missed, kind)
	}
}

// LessonState is how far the learner is in one lesson.
type LessonState struct {
	// Done is the number of pages done, of Pages.
	Done, Pages int
	// Stars is the lesson's stars once finished: 3, 2 or 1 by the mean of its pages', 0 before.
	Stars int
	// Next is the first page not done yet, 0 when every page is done.
	Next int
}

// Finished reports whether every page of the lesson is done.
func (s LessonState) Finished() bool { return s.Pages > 0 && s.Done == s.Pages }

// Started reports whether some page of the lesson is done.
func (s LessonState) Started() bool { return s.Done > 0 }

// State returns how far the learner is in lesson key of pages pages.
func (t *Tutorial) State(key string, pages int) LessonState {
	st := LessonState{Pages: pages, Next: -1}
	sum := 0
	for i := range pages {
		s := t.Stars(key, i)
		if s > 0 {
			st.Done++
			sum += s
		} else if st.Next < 0 {
			st.Next = i
		}
	}
	if st.Next < 0 {
		st.Next = 0
	}
	if st.Finished() {
		st.Stars = (sum + pages/2) / pages
	}
	return st
}

// normalize brings the progress read from a file into range (stars 0…MaxStars, pages within progressPages,
// misses 1…maxMissed) and notes what it changed; every lesson key is kept, whatever its name.
func (t *Tutorial) normalize(note noteFunc) {
	keys := make([]string, 0, len(t.Lessons))
	for k := range t.Lessons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		p := t.Lessons[k]
		field := fmt.Sprintf("tutorial.lessons.%s", k)
		if k == "" {
			note("tutorial.lessons", "a tutorial lesson without a name cannot be kept; its progress is dropped")
			delete(t.Lessons, k)
			continue
		}
		if len(p) > progressPages {
			note(field, "%s has %d pages, more than %d; trimmed", field, len(p), progressPages)
			p = p[:progressPages]
		}
		for i, s := range p {
			if s < 0 || s > MaxStars {
				note(field, "%s: %d is not 0…%d; using %d", field, s, MaxStars, min(max(s, 0), MaxStars))
				p[i] = min(max(s, 0), MaxStars)
			}
		}
		t.Lessons[k] = p
	}
	for k, n := range t.Missed {
		switch {
		case k == "" || n <= 0:
			note("tutorial.missed", "tutorial.missed %q = %d cannot be kept; dropped", k, n)
			delete(t.Missed, k)
		case n > maxMissed:
			note("tutorial.missed", "tutorial.missed %q = %d is more than %d; using %d", k, n, maxMissed, maxMissed)
			t.Missed[k] = maxMissed
		}
	}
}

// clone returns a copy of t that shares no map or slice with it.
func (t Tutorial) clone() Tutorial {
	if t.Lessons != nil {
		m := make(LessonStars, len(t.Lessons))
		for k, p := range t.Lessons {
			m[k] = append([]int(nil), p...)
		}
		t.Lessons = m
	}
	if t.Missed != nil {
		m := make(map[string]int, len(t.Missed))
		for k, n := range t.Missed {
			m[k] = n
		}
		t.Missed = m
	}
	return t
}
