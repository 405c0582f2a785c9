package game

import (
	"errors"
	"fmt"
	"net/url"
	"sort"
	"strings"
)

// Term is one entry of the glossary of Go terms, in one language.
type Term struct {
	// ID is the key of the term, its romanised Japanese or English name in
	// lower case, e.g. "aji" or "empty-triangle".
	ID string
	// Name is the term as written in the language, e.g. "Adži" in Czech.
	Name string
	// Text explains the term in a sentence or two.
	Text string
}

// glossaryIDs lists the terms of the thesis' glossary (aji … tesuji, plus
// eye and liberty, and the words of the setup a beginner meets: the crosscut and
// stable centre starts and the long-cycle rule), in alphabetical order of their IDs. Their texts are the
// translation keys "glossary.ID" and "glossary.ID.text".
var glossaryIDs = []string{
	"aji", "aji-keshi", "atari", "boshi", "crosscut", "dame", "dame-zumari", "dan", "dango", "empty-triangle", "eye",
	"furikawari", "fuseki", "geta", "goban", "gote", "handicap", "hane", "hane-tsugi", "hasami", "honte",
	"hoshi", "ikken-tobi", "insei", "jigo", "joseki", "kakari", "keima", "kikashi", "ko", "komi",
	"kosumi", "kyu", "ladder", "liberty", "long-cycle", "miai", "moyo", "nidan-bane", "nigiri", "nobi", "nozoki",
	"ogeima", "ponnuki", "san-ren-sei", "seki", "semeai", "sente", "shimari", "shinogi", "snapback", "squeeze",
	"stable-centre", "tasuki", "tengen", "tenuki", "tesuji", "tobi", "tsuke", "tsumego", "uchikomi", "yose",
}

// Glossary returns the Go terms explained in the Translator's language, in the alphabetical order of that
// language (Czech puts "ch" after "h", Russian follows the Cyrillic alphabet).
func Glossary(t *Translator) []Term {
	out := make([]Term, len(glossaryIDs))
	for i, id := range glossaryIDs {
		out[i] = Term{ID: id, Name: t.T("glossary." + id), Text: t.T("glossary." + id + ".text")}
	}
	compare := nameOrder(t.Lang())
	sort.SliceStable(out, func(i, j int) bool { return compare(out[i].Name, out[j].Name) < 0 })
	return out
}

// GlossaryTerm returns the term with the given ID and whether it exists.
func GlossaryTerm(t *Translator, id string) (Term, bool) {
	for _, g := range glossaryIDs {
		if g == id {
			return Term{ID: id, Name: t.T("glossary." + id), Text: t.T("glossary." + id + ".text")}, true
		}
	}
	return Term{}, false
}

// Link is a web page about Go offered under "Learn more".
type Link struct {
	// ID is the key of the link; its name and description are the
	// translation keys "link.ID" and "link.ID.about".
	ID string
	// Name is the name of the site in the Translator's language.
	Name string
	// About says in a sentence what the page offers.
	About string
	// URL is the address, in the language of the page closest to the Translator's.
	URL string
}

// links lists the Go resources with their addresses per language ("" is the default).
var links = []struct {
	id   string
	urls map[string]string
}{
	{"senseis", map[string]string{"": "https://senseis.xmp.net/"}},
	{"bga-rules", map[string]string{"": "https://www.britgo.org/intro/intro2.html"}},
	{"aga-learn", map[string]string{"": "https://www.usgo.org/learn-play"}},
	{"iwtg", map[string]string{"": "http://www.playgo.to/iwtg/en/", "ru": "http://www.playgo.to/iwtg/russian/"}},
	{"egf", map[string]string{"": "https://www.eurogofed.org/"}},
	{"rfg", map[string]string{"": "https://gofederation.ru/"}},
}

// Links returns the Go resources for the Translator's language.
func Links(t *Translator) []Link {
	out := make([]Link, len(links))
	for i, l := range links {
		u, ok := l.urls[t.Lang()]
		if !ok {
			u = l.urls[""]
		}
		out[i] = Link{ID: l.id, Name: t.T("link." + l.id), About: t.T("link." + l.id + ".about"), URL: u}
	}
	return out
}

// ErrNoBrowser means the system web browser could not be started, or there
// is none to start on this platform.
var ErrNoBrowser = errors.New("the web browser cannot be opened here")

// OpenURL asks the system to show the web page rawURL (http or https only)
// in the user's browser: xdg-open on Linux and the BSDs, open on macOS,
// url.dll on Windows, a new tab in the browser the WebAssembly build runs in,
// the app's way where it gave one (SetAppBrowser: the phone app). It returns
// once the browser is asked, not when the page is shown; where there is no
// way, or when the browser blocks the tab, it returns ErrNoBrowser, so the
// window can show the address instead.
func OpenURL(rawURL string) error {
	u, err := url.Parse(strings.TrimSpace(rawURL))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("not a web address: %q", rawURL)
	}
	if err := browser()(u.String()); err != nil {
		return fmt.Errorf("%w: %v", ErrNoBrowser, err)
	}
	return nil
}
