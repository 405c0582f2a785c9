//go:build js

package game

import "syscall/js"

// nameOrder returns the comparison of names in the alphabetical order of the language lang, ignoring case:
// negative when a comes first, positive when b does. It is the browser's own (Intl.Collator, as the desktop's
// golang.org/x/text/collate follows the same Unicode collation data), so the browser's download does without the
// collation tables.
func nameOrder(lang string) func(a, b string) int {
	collator := js.Global().Get("Intl").Get("Collator").New(lang, map[string]any{"sensitivity": "accent"})
	compare := collator.Get("compare")
	return func(a, b string) int { return compare.Invoke(a, b).Int() }
}
