//go:build js

package game

import "syscall/js"

// platformLocale returns the first of the browser's preferred languages (navigator.languages) that the game
// speaks, else the first of them ("de-AT"), or "" when the browser names none.
func platformLocale() string {
	nav := js.Global().Get("navigator")
	if !nav.Truthy() {
		return ""
	}
	var langs []string
	if list := nav.Get("languages"); list.Truthy() {
		for i := range list.Length() {
			langs = append(langs, list.Index(i).String())
		}
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		langs = append(langs, l.String())
	}
	for _, l := range langs {
		if languageOf(l) != "" {
			return l
		}
	}
	if len(langs) > 0 {
		return langs[0]
	}
	return ""
}
