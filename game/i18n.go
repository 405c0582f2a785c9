package game

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/seed593a7f8d/atarigo/assets"
)

// DefaultLanguage is the language every text exists in and the one used when
// no other is chosen or known.
const DefaultLanguage = "en"

// LanguageCodes lists the languages of the user interface, English first.
func LanguageCodes() []string { return []string{"en", "cs", "ru"} }

// LanguageName returns the name of a language in that language, e.g.
// "Čeština" for "cs", or the code itself when it is not one of LanguageCodes.
func LanguageName(code string) string {
	switch code {
	case "en":
		return "English"
	case "cs":
		return "Čeština"
	case "ru":
		return "Русский"
	}
	return code
}

// Plural categories of CLDR, the suffixes of plural keys: a key such as
// "files.moves" has the forms "files.moves#one", "#few", "#many" and "#other"
// in every catalog.
const (
	PluralOne   = "one"
	PluralFew   = "few"
	PluralMany  = "many"
	PluralOther = "other"
)

// pluralCategories lists the plural categories every plural key has.
var pluralCategories = []string{PluralOne, PluralFew, PluralMany, PluralOther}

// Translator gives the user-interface texts of one language by key (T, Plural): every text the window shows is
// asked for by its key. A key missing in that language falls back to English, and then to the key itself, so a
// Translator never fails; a key no catalog has is kept for Missed, so tests can tell. It is safe for use by several
// goroutines.
type Translator struct {
	lang    string
	texts   map[string]string // this language
	english map[string]string // the fallback
	err     error

	mu     sync.Mutex
	missed map[string]bool // the keys T and Plural were asked for that no catalog has
}

var (
	catalogMu    sync.Mutex
	catalogCache = map[string]map[string]string{}
)

// Catalog returns the parsed translation catalog of a language (a map from
// key to text, shared: callers must not change it), or the error that
// stopped it from loading.
func Catalog(lang string) (map[string]string, error) {
	catalogMu.Lock()
	defer catalogMu.Unlock()
	if c, ok := catalogCache[lang]; ok {
		return c, nil
	}
	data, err := assets.Lang(lang)
	if err != nil {
		return nil, err
	}
	c, err := parseCatalog(data)
	if err != nil {
		return nil, fmt.Errorf("translations %s.json: %w", lang, err)
	}
	catalogCache[lang] = c
	return c, nil
}

// NewTranslator returns the Translator for lang ("en", "cs" or "ru"; a locale
// such as "cs_CZ.UTF-8" is accepted). An unknown language gives English; Err
// tells why the wanted catalog could not be used.
func NewTranslator(lang string) *Translator {
	t := &Translator{lang: DefaultLanguage}
	en, err := Catalog(DefaultLanguage)
	if err != nil {
		t.err = err
		en = map[string]string{}
	}
	t.english = en
	t.texts = en
	if code := languageOf(lang); code != "" && code != DefaultLanguage {
		if c, err := Catalog(code); err == nil {
			t.lang, t.texts = code, c
		} else {
			t.err = err
		}
	} else if code == "" && lang != "" {
		t.err = fmt.Errorf("no translations for language %q", lang)
	}
	return t
}

// Lang returns the code of the language the Translator gives ("en" when the
// one asked for was unknown).
func (t *Translator) Lang() string { return t.lang }

// Err returns why the language asked for is not available, or nil.
func (t *Translator) Err() error { return t.err }

// Lookup returns the text of key in the Translator's language, else in
// English, and whether the key exists at all.
func (t *Translator) Lookup(key string) (string, bool) {
	if s, ok := t.texts[key]; ok {
		return s, true
	}
	if s, ok := t.english[key]; ok {
		return s, true
	}
	return key, false
}

// Has reports whether key exists in the Translator's language or in English.
func (t *Translator) Has(key string) bool {
	_, ok := t.Lookup(key)
	return ok
}

// T returns the text of key, such as "menu.load"; with args the text is a
// fmt format filled with them, without args it is returned as it is. A key
// no catalog has gives the key itself, and Missed lists it.
func (t *Translator) T(key string, args ...any) string {
	s, ok := t.Lookup(key)
	if !ok {
		t.miss(key)
	}
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}

// Plural returns the form of the plural key (for example "files.moves") that
// fits the number n in the Translator's language, filled with args, or with
// n alone when there are no args (so "%d moves" shows n). Its forms are the
// keys key#one, key#few, key#many and key#other.
func (t *Translator) Plural(key string, n float64, args ...any) string {
	cat := PluralCategory(t.lang, n)
	s, ok := t.Lookup(key + "#" + cat)
	if !ok {
		s, ok = t.Lookup(key + "#" + PluralOther)
	}
	if !ok {
		if s, ok = t.Lookup(key); !ok {
			t.miss(key)
		}
	}
	if len(args) == 0 {
		if n == math.Trunc(n) && math.Abs(n) < 1e15 {
			args = []any{int64(n)}
		} else {
			args = []any{t.Number(n)}
		}
	}
	return fmt.Sprintf(s, args...)
}

// miss notes that key was asked for and no catalog has it.
func (t *Translator) miss(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.missed == nil {
		t.missed = map[string]bool{}
	}
	t.missed[key] = true
}

// Missed returns, sorted, the keys T and Plural were asked for that no catalog has: each was shown as the key
// itself. The window's tests check it asks for none.
func (t *Translator) Missed() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]string, 0, len(t.missed))
	for k := range t.missed {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Number formats x the way the language writes numbers: "6.5" in English,
// "6,5" in Czech and Russian; whole numbers have no decimals.
func (t *Translator) Number(x float64) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	if t.lang == "cs" || t.lang == "ru" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// PluralCategory returns the CLDR plural category (PluralOne, PluralFew,
// PluralMany or PluralOther) of the number n in language lang: English has
// one and other; Czech one (1), few (2–4), many (fractions) and other;
// Russian one (1, 21, …), few (2–4, 22–24, …), many (0, 5–20, …) and other
// (fractions).
func PluralCategory(lang string, n float64) string {
	n = math.Abs(n)
	whole := n == math.Trunc(n)
	var i uint64
	if n < 1e18 {
		i = uint64(n)
	}
	switch lang {
	case "cs":
		switch {
		case !whole:
			return PluralMany
		case i == 1:
			return PluralOne
		case i >= 2 && i <= 4:
			return PluralFew
		}
		return PluralOther
	case "ru":
		if !whole {
			return PluralOther
		}
		d, h := i%10, i%100
		switch {
		case d == 1 && h != 11:
			return PluralOne
		case d >= 2 && d <= 4 && (h < 12 || h > 14):
			return PluralFew
		}
		return PluralMany
	}
	if whole && i == 1 {
		return PluralOne
	}
	return PluralOther
}

// languageOf turns a language code or locale ("cs", "cs_CZ.UTF-8", "ru-RU")
// into one of LanguageCodes, or "" when it is none of them.
func languageOf(locale string) string {
	l := strings.ToLower(strings.TrimSpace(locale))
	if i := strings.IndexAny(l, "_.-@"); i >= 0 {
		l = l[:i]
	}
	for _, c := range LanguageCodes() {
		if l == c {
			return c
		}
	}
	return ""
}

// systemLanguage returns the language of the system locale, read with getenv
// from LC_ALL, LC_MESSAGES and LANG in that order (the POSIX precedence; a
// variable that is set but names another language decides too); when none is
// set, the locale platform returns (the user's locale on Windows and macOS,
// where programs started from the desktop see none of these variables), or
// DefaultLanguage.
func systemLanguage(getenv func(string) string, platform func() string) string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			if c := languageOf(s); c != "" {
				return c
			}
			return DefaultLanguage
		}
	}
	if c := languageOf(platform()); c != "" {
		return c
	}
	return DefaultLanguage
}
