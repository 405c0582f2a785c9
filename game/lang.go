package game

import (
	"os"
	"strings"
)

// Languages lists the user-interface languages: English, Czech, Russian.
var Languages = []string{"en", "cs", "ru"}

// LanguageNames gives each language's name in itself.
var LanguageNames = map[string]string{"en": "English", "cs": "Čeština", "ru": "Русский"}

// catalogs maps a language code to its translations, keyed by the English text.
var catalogs = map[string]map[string]string{
	"cs": czech,
	"ru": russian,
}

// Translate returns the English user-interface text s in language lang;
// text without a translation stays English.
func Translate(lang, s string) string {
	if c, ok := catalogs[lang]; ok {
		if t, ok := c[s]; ok {
			return t
		}
	}
	return s
}

// NormalizeLang turns a locale such as "cs_CZ.UTF-8" or "ru" into one of
// Languages, or "" when it is none of them.
func NormalizeLang(locale string) string {
	l := strings.ToLower(strings.TrimSpace(locale))
	if i := strings.IndexAny(l, "_.-@"); i >= 0 {
		l = l[:i]
	}
	for _, k := range Languages {
		if l == k {
			return k
		}
	}
	return ""
}

// SystemLang returns the language of the system locale (LC_ALL, LC_MESSAGES,
// LANG), or "en".
func SystemLang() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"} {
		if l := NormalizeLang(os.Getenv(v)); l != "" {
			return l
		}
	}
	return "en"
}
