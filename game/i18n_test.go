package game

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/seed593a7f8d/atarigo/assets"
)

// catalogKeys reads a catalog file in order and fails on a repeated key,
// which json.Unmarshal would silently merge.
func catalogKeys(t *testing.T, lang string) map[string]string {
	t.Helper()
	data, err := assets.Lang(lang)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("%s.json: does not start with an object: %v %v", lang, tok, err)
	}
	out := map[string]string{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatalf("%s.json: %v", lang, err)
		}
		key := tok.(string)
		var v string
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("%s.json: key %q: %v", lang, key, err)
		}
		if _, dup := out[key]; dup {
			t.Errorf("%s.json: key %q appears twice", lang, key)
		}
		out[key] = v
	}
	return out
}

func TestCatalogsHaveTheSameKeys(t *testing.T) {
	if got := assets.LangCodes(); strings.Join(got, ",") != "cs,en,ru" {
		t.Fatalf("embedded catalogs %v, want cs, en, ru", got)
	}
	en := catalogKeys(t, "en")
	if len(en) < 300 {
		t.Fatalf("English catalog has only %d keys", len(en))
	}
	for _, lang := range []string{"cs", "ru"} {
		c := catalogKeys(t, lang)
		for k := range en {
			if _, ok := c[k]; !ok {
				t.Errorf("%s.json lacks %q", lang, k)
			}
		}
		for k := range c {
			if _, ok := en[k]; !ok {
				t.Errorf("%s.json has %q, which en.json lacks", lang, k)
			}
		}
	}
}

// verbs returns the fmt verbs of s as sorted "argument:verb" pairs, following
// explicit argument indexes such as %[2]s, so translations may reorder them.
func verbs(s string) []string {
	var out []string
	arg := 1
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		i++
		for i < len(s) && strings.IndexByte("+-# 0", s[i]) >= 0 {
			i++
		}
		if i < len(s) && s[i] == '[' {
			j := strings.IndexByte(s[i:], ']')
			if j < 0 {
				return append(out, "bad index")
			}
			n, err := strconv.Atoi(s[i+1 : i+j])
			if err != nil {
				return append(out, "bad index")
			}
			arg = n
			i += j + 1
		}
		for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '.') {
			i++
		}
		if i >= len(s) {
			return append(out, "dangling %")
		}
		if s[i] == '%' {
			continue
		}
		out = append(out, strconv.Itoa(arg)+":"+string(s[i]))
		arg++
	}
	sort.Strings(out)
	return out
}

func TestVerbsParser(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"plain", ""},
		{"100%% sure", ""},
		{"%s wins by %d", "1:s 2:d"},
		{"%[2]d for %[1]s", "1:s 2:d"},
		{"%5.1f and %-3d", "1:f 2:d"},
		{"broken %", "dangling %"},
	}
	for _, tt := range tests {
		if got := strings.Join(verbs(tt.in), " "); got != tt.want {
			t.Errorf("verbs(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCatalogsHaveTheSameVerbs(t *testing.T) {
	en := catalogKeys(t, "en")
	for _, lang := range []string{"en", "cs", "ru"} {
		c := catalogKeys(t, lang)
		for k, v := range c {
			want := en[k]
			if base, _, ok := strings.Cut(k, "#"); ok {
				want = en[base+"#"+PluralOther]
			}
			if got, w := strings.Join(verbs(v), " "), strings.Join(verbs(want), " "); got != w {
				t.Errorf("%s %q: verbs %q, English has %q", lang, k, got, w)
			}
		}
	}
}

func TestPluralKeysHaveEveryForm(t *testing.T) {
	for _, lang := range []string{"en", "cs", "ru"} {
		c := catalogKeys(t, lang)
		for k := range c {
			base, cat, ok := strings.Cut(k, "#")
			if !ok {
				continue
			}
			if cat != PluralOne && cat != PluralFew && cat != PluralMany && cat != PluralOther {
				t.Errorf("%s %q: unknown plural category %q", lang, k, cat)
			}
			for _, want := range pluralCategories {
				if _, ok := c[base+"#"+want]; !ok {
					t.Errorf("%s: plural key %q lacks the form %q", lang, base, want)
				}
			}
			if _, ok := c[base]; ok {
				t.Errorf("%s: %q is both a plain key and a plural key", lang, base)
			}
		}
	}
}

func TestCatalogTextsAreClean(t *testing.T) {
	for _, lang := range []string{"en", "cs", "ru"} {
		for k, v := range catalogKeys(t, lang) {
			if strings.TrimSpace(v) == "" {
				t.Errorf("%s %q is empty", lang, k)
			}
			if v != strings.TrimSpace(v) {
				t.Errorf("%s %q has spaces at its ends", lang, k)
			}
			if strings.Contains(v, "  ") {
				t.Errorf("%s %q has a double space", lang, k)
			}
		}
	}
}

// The translations must really be translated: most texts differ from English.
func TestTranslationsAreNotEnglish(t *testing.T) {
	en := catalogKeys(t, "en")
	for _, lang := range []string{"cs", "ru"} {
		same := 0
		for k, v := range catalogKeys(t, lang) {
			if v == en[k] {
				same++
			}
		}
		if same*10 > len(en) {
			t.Errorf("%s: %d of %d texts are the same as in English", lang, same, len(en))
		}
	}
	cyr := regexp.MustCompile(`\p{Cyrillic}`)
	latin := regexp.MustCompile(`(^|[^%.0-9])\p{Latin}`)
	for k, v := range catalogKeys(t, "ru") {
		if latin.MatchString(v) && !cyr.MatchString(v) && !strings.HasPrefix(k, "link.") && !strings.HasPrefix(k, "help.key.") {
			t.Errorf("ru %q = %q has Latin letters but no Cyrillic one", k, v)
		}
	}
}

func TestTranslatorLookup(t *testing.T) {
	tests := []struct {
		lang, key string
		args      []any
		want      string
	}{
		{"en", "menu.load", nil, "Load game"},
		{"cs", "menu.load", nil, "Otevřít hru"},
		{"ru", "menu.load", nil, "Открыть игру"},
		{"cs_CZ.UTF-8", "common.black", nil, "Černý"},
		{"ru-RU", "result.wins", []any{"Белые"}, "Белые выигрывают"},
		{"de", "common.white", nil, "White"},
		{"en", "play.move_number", []any{12}, "Move 12"},
		{"en", "no.such.key", nil, "no.such.key"},
		{"en", "100%", nil, "100%"},
	}
	for _, tt := range tests {
		tr := NewTranslator(tt.lang)
		if got := tr.T(tt.key, tt.args...); got != tt.want {
			t.Errorf("%s T(%q) = %q, want %q", tt.lang, tt.key, got, tt.want)
		}
	}
	if tr := NewTranslator("de"); tr.Lang() != "en" || tr.Err() == nil {
		t.Errorf("unknown language: Lang %q, Err %v; want en and an error", tr.Lang(), tr.Err())
	}
	if tr := NewTranslator("cs"); tr.Err() != nil {
		t.Errorf("cs: %v", tr.Err())
	}
}

func TestTranslatorFallsBackToEnglishThenKey(t *testing.T) {
	tr := NewTranslator("cs")
	// A catalog with a key missing, as while a translation is being written.
	tr.texts = map[string]string{"menu.load": "Otevřít hru"}
	if got := tr.T("menu.load"); got != "Otevřít hru" {
		t.Errorf("present key: %q", got)
	}
	if got := tr.T("menu.quit"); got != "Quit" {
		t.Errorf("missing in Czech: %q, want the English Quit", got)
	}
	if got, ok := tr.Lookup("menu.nothing"); ok || got != "menu.nothing" {
		t.Errorf("missing everywhere: %q %v, want the key and false", got, ok)
	}
	if tr.Has("menu.nothing") || !tr.Has("menu.quit") {
		t.Error("Has disagrees with Lookup")
	}
}

// TestTranslatorKeepsMissedKeys checks that a key no catalog has is shown as itself and listed by Missed, once,
// whether T or Plural asked for it, while keys that exist and the probes Lookup and Has leave the list empty.
func TestTranslatorKeepsMissedKeys(t *testing.T) {
	tr := NewTranslator("ru")
	tr.T("menu.load")
	tr.Plural("files.moves", 3)
	tr.Lookup("menu.nothing")
	tr.Has("menu.nothing")
	if m := tr.Missed(); len(m) != 0 {
		t.Fatalf("Missed after known keys and probes: %v", m)
	}
	if got := tr.T("Undo"); got != "Undo" {
		t.Errorf("an English text for a key: %q, want it shown as it is", got)
	}
	tr.T("menu.nothing")
	tr.T("Undo")
	tr.Plural("files.nothing", 2)
	if got, want := strings.Join(tr.Missed(), " "), "Undo files.nothing menu.nothing"; got != want {
		t.Errorf("Missed = %q, want %q", got, want)
	}
}

func TestPluralCategory(t *testing.T) {
	tests := []struct {
		lang string
		n    float64
		want string
	}{
		{"en", 1, "one"}, {"en", 0, "other"}, {"en", 2, "other"}, {"en", 1.5, "other"}, {"en", 21, "other"},
		{"cs", 1, "one"}, {"cs", 2, "few"}, {"cs", 4, "few"}, {"cs", 5, "other"}, {"cs", 0, "other"},
		{"cs", 22, "other"}, {"cs", 0.5, "many"}, {"cs", 6.5, "many"},
		{"ru", 1, "one"}, {"ru", 21, "one"}, {"ru", 101, "one"}, {"ru", 11, "many"}, {"ru", 111, "many"},
		{"ru", 2, "few"}, {"ru", 24, "few"}, {"ru", 12, "many"}, {"ru", 14, "many"}, {"ru", 0, "many"},
		{"ru", 5, "many"}, {"ru", 20, "many"}, {"ru", 6.5, "other"},
	}
	for _, tt := range tests {
		if got := PluralCategory(tt.lang, tt.n); got != tt.want {
			t.Errorf("PluralCategory(%s, %g) = %s, want %s", tt.lang, tt.n, got, tt.want)
		}
	}
}

func TestPluralForms(t *testing.T) {
	tests := []struct {
		lang string
		n    float64
		want string
	}{
		{"en", 1, "1 move"}, {"en", 3, "3 moves"},
		{"cs", 1, "1 tah"}, {"cs", 3, "3 tahy"}, {"cs", 5, "5 tahů"},
		{"ru", 1, "1 ход"}, {"ru", 3, "3 хода"}, {"ru", 5, "5 ходов"}, {"ru", 21, "21 ход"}, {"ru", 12, "12 ходов"},
	}
	for _, tt := range tests {
		if got := NewTranslator(tt.lang).Plural("files.moves", tt.n); got != tt.want {
			t.Errorf("%s Plural(files.moves, %g) = %q, want %q", tt.lang, tt.n, got, tt.want)
		}
	}
	ru := NewTranslator("ru")
	if got := ru.Plural("result.by_points", 6.5, ru.T("common.white"), ru.Number(6.5)); got != "Белые выигрывают с перевесом в 6,5 очка" {
		t.Errorf("ru points = %q", got)
	}
	cs := NewTranslator("cs")
	if got := cs.Plural("result.by_points", 2, cs.T("common.black"), cs.Number(2)); got != "Černý vyhrává o 2 body" {
		t.Errorf("cs points = %q", got)
	}
}

func TestNumber(t *testing.T) {
	for _, tt := range []struct {
		lang string
		x    float64
		want string
	}{{"en", 6.5, "6.5"}, {"cs", 6.5, "6,5"}, {"ru", -0.5, "-0,5"}, {"ru", 7, "7"}} {
		if got := NewTranslator(tt.lang).Number(tt.x); got != tt.want {
			t.Errorf("%s Number(%g) = %q, want %q", tt.lang, tt.x, got, tt.want)
		}
	}
}

func TestSystemLanguage(t *testing.T) {
	tests := []struct {
		env      map[string]string
		platform string
		want     string
	}{
		{map[string]string{}, "", "en"},
		{map[string]string{}, "cs-CZ", "cs"},
		{map[string]string{}, "ru_RU", "ru"},
		{map[string]string{}, "de-DE", "en"},
		{map[string]string{"LANG": "C.UTF-8"}, "ru-RU", "en"},
		{map[string]string{"LANG": "cs_CZ.UTF-8"}, "ru-RU", "cs"},
		{map[string]string{"LANG": "cs_CZ.UTF-8"}, "", "cs"},
		{map[string]string{"LANG": "ru_RU.UTF-8"}, "", "ru"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "", "en"},
		{map[string]string{"LANG": "cs_CZ.UTF-8", "LC_MESSAGES": "ru_RU"}, "", "ru"},
		{map[string]string{"LANG": "ru_RU.UTF-8", "LC_ALL": "C"}, "", "en"},
		{map[string]string{"LC_ALL": "cs", "LC_MESSAGES": "ru_RU"}, "", "cs"},
		{map[string]string{"LANG": "C.UTF-8"}, "", "en"},
	}
	for _, tt := range tests {
		if got := systemLanguage(func(k string) string { return tt.env[k] }, func() string { return tt.platform }); got != tt.want {
			t.Errorf("systemLanguage(%v, platform %q) = %s, want %s", tt.env, tt.platform, got, tt.want)
		}
	}
}

// sceneKey finds the keys the window code passes to the translator as literals: Tr.T("…"), tr.T("…") and
// their Plural; a literal followed by + is the start of a key the code builds.
var sceneKey = regexp.MustCompile(`\b[Tt]r\.(T|Plural)\("((?:[^"\\]|\\.)*)"(\s*\+)?`)

// TestWindowKeysAreInTheCatalog checks that every key the window code names as a literal is in the catalog (a
// plural key with its forms), so none is shown as itself. It reads the window code in ../scenes; keys the code
// builds are checked by the scenes' own tests, which show every screen (Translator.Missed).
func TestWindowKeysAreInTheCatalog(t *testing.T) {
	files, _ := filepath.Glob("../scenes/*.go")
	more, _ := filepath.Glob("../scenes/*/*.go")
	files = append(files, more...)
	if len(files) == 0 {
		t.Skip("no window code next to this package")
	}
	tr := NewTranslator("en")
	missing := map[string]bool{}
	found := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range sceneKey.FindAllStringSubmatch(string(data), -1) {
			key, err := strconv.Unquote(`"` + m[2] + `"`)
			if err != nil || m[3] != "" {
				continue
			}
			found++
			if m[1] == "Plural" {
				key += "#" + PluralOther
			}
			if !tr.Has(key) {
				missing[key] = true
			}
		}
	}
	if found < 300 {
		t.Fatalf("only %d keys found in the window code: the pattern misses how it asks for texts", found)
	}
	var list []string
	for s := range missing {
		list = append(list, s)
	}
	sort.Strings(list)
	for _, s := range list {
		t.Errorf("window key %q is not in the catalog", s)
	}
}
