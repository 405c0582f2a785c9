package assets

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

// The translation catalogs live in lang/ rather than data/, because data/
// holds exactly the files the generator in gen/ writes.
//
//go:embed lang/*.json
var langFiles embed.FS

// Lang returns the embedded translation catalog of a language, a JSON object
// from message keys to texts; code is a lower-case language code such as "en",
// "cs" or "ru". An unknown code gives an error wrapping ErrNotFound.
func Lang(code string) ([]byte, error) {
	if !validLangCode(code) {
		return nil, fmt.Errorf("assets: language %q: %w", code, ErrNotFound)
	}
	data, err := langFiles.ReadFile("lang/" + code + ".json")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("assets: language %q: %w", code, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("assets: language %q: %w", code, err)
	}
	return data, nil
}

// LangCodes returns the codes of the embedded translation catalogs, sorted.
func LangCodes() []string {
	entries, _ := fs.ReadDir(langFiles, "lang")
	var codes []string
	for _, e := range entries {
		if code, ok := strings.CutSuffix(e.Name(), ".json"); ok && validLangCode(code) {
			codes = append(codes, code)
		}
	}
	sort.Strings(codes)
	return codes
}

// validLangCode reports whether code is two or three lower-case ASCII letters.
func validLangCode(code string) bool {
	if len(code) < 2 || len(code) > 3 {
		return false
	}
	for i := 0; i < len(code); i++ {
		if code[i] < 'a' || code[i] > 'z' {
			return false
		}
	}
	return true
}
