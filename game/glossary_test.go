package game

import (
	"errors"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"
)

func TestGlossaryIsComplete(t *testing.T) {
	if !sort.StringsAreSorted(glossaryIDs) {
		t.Error("glossaryIDs are not in alphabetical order")
	}
	// The thesis' glossary, aji … tesuji, in our IDs.
	for _, id := range []string{"aji", "aji-keshi", "atari", "boshi", "tsuke", "tsumego", "dame", "dame-zumari",
		"dan", "dango", "jigo", "joseki", "furikawari", "fuseki", "geta", "goban", "gote", "handicap", "hane",
		"hane-tsugi", "hasami", "honte", "hoshi", "ikken-tobi", "insei", "yose", "kakari", "keima", "kikashi",
		"ko", "komi", "kosumi", "kyu", "miai", "moyo", "nidan-bane", "nigiri", "nobi", "nozoki", "ogeima",
		"ponnuki", "empty-triangle", "san-ren-sei", "seki", "semeai", "sente", "ladder", "squeeze", "shinogi",
		"tasuki", "tengen", "tenuki", "tesuji", "tobi", "uchikomi"} {
		if _, ok := GlossaryTerm(NewTranslator("en"), id); !ok {
			t.Errorf("thesis term %q is missing", id)
		}
	}
	ids := map[string]bool{}
	for _, id := range glossaryIDs {
		ids[id] = true
	}
	for _, lang := range LanguageCodes() {
		tr := NewTranslator(lang)
		terms := Glossary(tr)
		if len(terms) != len(glossaryIDs) {
			t.Fatalf("%s: %d terms", lang, len(terms))
		}
		names := map[string]string{}
		for _, term := range terms {
			if !tr.Has("glossary."+term.ID) || !tr.Has("glossary."+term.ID+".text") {
				t.Errorf("%s: %q lacks its name or text", lang, term.ID)
			}
			if len([]rune(term.Text)) < 15 || !strings.HasSuffix(term.Text, ".") {
				t.Errorf("%s %q: text %q is not a sentence", lang, term.ID, term.Text)
			}
			if other, ok := names[term.Name]; ok {
				t.Errorf("%s: %q and %q are both called %q", lang, other, term.ID, term.Name)
			}
			names[term.Name] = term.ID
		}
		// Every glossary key of the catalog belongs to a term.
		c, _ := Catalog(lang)
		for k := range c {
			if rest, ok := strings.CutPrefix(k, "glossary."); ok && !ids[strings.TrimSuffix(rest, ".text")] {
				t.Errorf("%s: key %q belongs to no term", lang, k)
			}
		}
	}
	cs, _ := GlossaryTerm(NewTranslator("cs"), "aji")
	ru, _ := GlossaryTerm(NewTranslator("ru"), "tesuji")
	if cs.Name != "Adži" || ru.Name != "Тэсудзи" {
		t.Errorf("names %q, %q", cs.Name, ru.Name)
	}
	if _, ok := GlossaryTerm(NewTranslator("en"), "chess"); ok {
		t.Error("an unknown term was found")
	}
}

func TestLinks(t *testing.T) {
	for _, lang := range LanguageCodes() {
		tr := NewTranslator(lang)
		links := Links(tr)
		if len(links) < 3 {
			t.Fatalf("%s: %d links", lang, len(links))
		}
		for _, l := range links {
			u, err := url.Parse(l.URL)
			if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
				t.Errorf("%s %s: bad address %q", lang, l.ID, l.URL)
			}
			if !tr.Has("link."+l.ID) || !tr.Has("link."+l.ID+".about") || l.Name == "" || l.About == "" {
				t.Errorf("%s %s: name or description missing", lang, l.ID)
			}
		}
	}
	en, ru := Links(NewTranslator("en")), Links(NewTranslator("ru"))
	for i := range en {
		if en[i].ID == "iwtg" && (en[i].URL == ru[i].URL || !strings.Contains(ru[i].URL, "russian")) {
			t.Errorf("the Russian Interactive Way to Go is %q", ru[i].URL)
		}
	}
}

func TestOpenURLRefusesWhatIsNotAWebPage(t *testing.T) {
	for _, u := range []string{"", "senseis.xmp.net", "file:///etc/passwd", "javascript:alert(1)", "https://", "ftp://x.org/", "-a https://x.org"} {
		if err := OpenURL(u); err == nil || errors.Is(err, ErrNoBrowser) {
			t.Errorf("OpenURL(%q) = %v, want a refusal before any browser is asked", u, err)
		}
	}
}

// TestOpenURLStartsTheBrowser puts a fake xdg-open first on PATH and checks
// that OpenURL hands it the address.
func TestOpenURLStartsTheBrowser(t *testing.T) {
	if runtime.GOOS != "linux" && runtime.GOOS != "freebsd" && runtime.GOOS != "openbsd" && runtime.GOOS != "netbsd" {
		t.Skip("xdg-open is the opener only on Linux and the BSDs")
	}
	dir := t.TempDir()
	// The fake writes the address into a named pipe, which the test reads: the read waits for it.
	out := filepath.Join(dir, "opened")
	if msg, err := exec.Command("mkfifo", out).CombinedOutput(); err != nil {
		t.Skipf("mkfifo: %v %s", err, msg)
	}
	script := "#!/bin/sh\nprintf '%s' \"$1\" > " + out + "\n"
	if err := os.WriteFile(filepath.Join(dir, "xdg-open"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	const page = "https://senseis.xmp.net/?Tesuji"
	if err := OpenURL(page); err != nil {
		t.Fatal(err)
	}
	got := make(chan []byte, 1)
	go func() {
		b, _ := os.ReadFile(out)
		got <- b
	}()
	select {
	case b := <-got:
		if string(b) != page {
			t.Errorf("xdg-open got %q, want %q", b, page)
		}
	case <-time.After(time.Minute):
		t.Fatal("xdg-open was not run within a minute")
	}
}

func TestOpenURLWithoutABrowser(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("checks the Linux opener")
	}
	t.Setenv("PATH", t.TempDir())
	if err := OpenURL("https://www.usgo.org/learn-play"); !errors.Is(err, ErrNoBrowser) {
		t.Errorf("without xdg-open: %v, want ErrNoBrowser", err)
	}
}

// TestGlossaryInEachLanguagesOrder checks the glossary's order against each language's alphabet, on pairs of its
// own terms whose order differs from their English or byte order.
func TestGlossaryInEachLanguagesOrder(t *testing.T) {
	tests := []struct {
		lang          string
		before, after string // IDs: the first term's name must come before the second's
	}{
		{"en", "aji", "atari"},
		{"ru", "shimari", "hane"},  // Симари before Ханэ: С comes before Х
		{"ru", "aji", "boshi"},     // Адзи before Боси
		{"cs", "tsuke", "dame"},    // Cuke before Dame
		{"cs", "sente", "shimari"}, // S before Š
	}
	for _, tc := range tests {
		terms := Glossary(NewTranslator(tc.lang))
		at := map[string]int{}
		for i, term := range terms {
			at[term.ID] = i
		}
		if at[tc.before] > at[tc.after] {
			t.Errorf("%s: %q comes after %q", tc.lang, terms[at[tc.before]].Name, terms[at[tc.after]].Name)
		}
	}
	// Russian: the terms in Cyrillic alphabetical order throughout.
	ru := Glossary(NewTranslator("ru"))
	if first := []rune(ru[0].Name)[0]; first != 'А' {
		t.Errorf("the Russian glossary starts with %q", ru[0].Name)
	}
}
