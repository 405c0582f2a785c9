package game

import (
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// LessonStars holds the stars of each page of each lesson, by the lesson's key (any file name, with any letters,
// signs or bytes): one number a page, 0 for a page not done yet. In a file a key is written as it is, unless it
// holds a '%' or bytes that are not UTF-8: then those are written as %XX (escapeLessonKey), so that every key a
// file system can give reads back the same.
type LessonStars map[string][]int

// MarshalJSON writes the lessons with their keys escaped; nil is null.
func (ls LessonStars) MarshalJSON() ([]byte, error) {
	if ls == nil {
		return []byte("null"), nil
	}
	m := make(map[string][]int, len(ls))
	for k, p := range ls {
		m[escapeLessonKey(k)] = p
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads the lessons and turns their keys back; two keys that stand for one lesson (only a file
// edited by hand has them) keep the better result of each page.
func (ls *LessonStars) UnmarshalJSON(data []byte) error {
	var m map[string][]int
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	if m == nil {
		*ls = nil
		return nil
	}
	out := make(LessonStars, len(m))
	for k, p := range m {
		key := unescapeLessonKey(k)
		out[key] = maxPages(out[key], p)
	}
	*ls = out
	return nil
}

// escapeLessonKey returns key as a file writes it: as it is when it is UTF-8 without a '%', else with each '%'
// and each byte that is not part of a UTF-8 letter written %XX.
func escapeLessonKey(key string) string {
	if utf8.ValidString(key) && !strings.Contains(key, "%") {
		return key
	}
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(key); {
		r, n := utf8.DecodeRuneInString(key[i:])
		if r == '%' || (r == utf8.RuneError && n <= 1) {
			b.WriteByte('%')
			b.WriteByte(hex[key[i]>>4])
			b.WriteByte(hex[key[i]&15])
			i++
			continue
		}
		b.WriteString(key[i : i+n])
		i += n
	}
	return b.String()
}

// unescapeLessonKey turns a key as a file writes it back into the lesson's key; a key whose escapes are not
// whole (a file edited by hand) is taken as it is.
func unescapeLessonKey(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		if i+2 >= len(s) {
			return s
		}
		hi, ok1 := unhex(s[i+1])
		lo, ok2 := unhex(s[i+2])
		if !ok1 || !ok2 {
			return s
		}
		b.WriteByte(hi<<4 | lo)
		i += 2
	}
	return b.String()
}

// unhex returns the value of the hexadecimal digit c.
func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	}
	return 0, false
}

// maxPages returns the pages of a and b together, each page with the better of its two results; it may reuse a.
func maxPages(a, b []int) []int {
	for len(a) < len(b) {
		a = append(a, 0)
	}
	for i, s := range b {
		a[i] = max(a[i], s)
	}
	return a
}
