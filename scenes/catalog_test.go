package scenes

import (
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/seed593a7f8d/atarigo/game"
	"github.com/seed593a7f8d/atarigo/scenes/widget"
)

// latinWord is a run of two Latin letters or more.
var latinWord = regexp.MustCompile(`\p{Latin}{2,}`)

// pathOrLink is a word with a slash: a folder or a web address, which are data and not texts.
var pathOrLink = regexp.MustCompile(`\S*/\S*`)

// TestEveryTextOnScreenIsFromTheCatalog shows every screen (those TestTextsFitInEveryLanguage checks) in Czech and
// Russian, draws it, and checks that every text drawn and every tooltip came through the catalog: the translator
// was asked for no key it lacks (Translator.Missed: a key mistyped or an English text passed as a key), no screen
// shows an English catalog text the language translates otherwise, and no Latin word reaches a Russian screen that
// the Russian catalog does not write itself (an English text that went round the catalog), folders, web addresses
// and the languages' own names aside.
func TestEveryTextOnScreenIsFromTheCatalog(t *testing.T) {
	sprites, dir := screenTestEnv(t)
	en, err := game.Catalog(game.DefaultLanguage)
	if err != nil {
		t.Fatal(err)
	}
	screen := ebiten.NewImage(1200, 760)
	for _, lang := range []string{"cs", "ru"} {
		cat, err := game.Catalog(lang)
		if err != nil {
			t.Fatal(err)
		}
		english := map[string]bool{} // English texts the language translates otherwise
		for k, v := range en {
			if cat[k] != v {
				english[v] = true
			}
		}
		written := map[string]bool{} // the Latin words the catalog writes, and the languages' names in their own
		for _, v := range cat {
			for _, w := range latinWord.FindAllString(v, -1) {
				written[w] = true
			}
		}
		for _, code := range game.LanguageCodes() {
			written[game.LanguageName(code)] = true
		}
		for _, sc := range screens(t, sprites, dir) {
			name := lang + "/" + sc.name
			ctx := testContext(t, lang, 1200, 760)
			var texts []string
			stop := widget.SeeTexts(func(s string) { texts = append(texts, s) })
			s, done := sc.build(ctx)
			for range 3 {
				s.Update(ctx)
				ctx.Input.Reset()
			}
			if f, ok := s.(*filesScene); ok {
				runFiles(t, ctx, f)
			}
			s.Draw(screen, ctx)
			stop()
			for _, w := range s.(formScene).mainForm().Items() {
				if tip := w.Common().Tip; tip != "" {
					texts = append(texts, tip)
				}
			}
			if len(texts) < 3 {
				t.Errorf("%s: only %d texts seen: the screen was not drawn", name, len(texts))
			}
			for _, key := range ctx.Tr.Missed() {
				t.Errorf("%s: the key %q is in no catalog", name, key)
			}
			for _, s := range texts {
				lines := strings.Split(s, "\n")
				if len(lines) > 1 {
					lines = append(lines, s)
				}
				for _, line := range lines {
					if english[strings.TrimSpace(line)] {
						t.Errorf("%s: %q is shown in English", name, line)
					}
				}
				if lang != "ru" {
					continue
				}
				for _, w := range latinWord.FindAllString(pathOrLink.ReplaceAllString(s, ""), -1) {
					if !written[w] {
						t.Errorf("%s: %q shows %q, which the catalog does not write", name, s, w)
					}
				}
			}
			done()
		}
	}
}
