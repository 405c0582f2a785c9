package game

import (
	"encoding/json"
	"errors"
	"maps"
	"testing"

	"github.com/seed593a7f8d/atarigo/assets"
)

// TestParseCatalogAgreesWithEncodingJSON checks the catalog reader against encoding/json on every catalog and on
// objects written to reach each rule: escapes, surrogate pairs and lone halves, invalid UTF-8, repeated keys,
// white space, and input that must be refused.
func TestParseCatalogAgreesWithEncodingJSON(t *testing.T) {
	inputs := []string{
		`{}`,
		" \n\t{ } \r\n",
		`{"a":"b"}`,
		`{"a" : "b" , "c":"d"}`,
		`{"a":"1","a":"2"}`,
		`{"q":"say \"hi\" \\ \/ \b\f\n\r\t"}`,
		`{"u":"\u00e9\u010D\u0416 \u20ac"}`,
		`{"pair":"\ud83d\ude00"}`,
		`{"lone high":"\ud83d x"}`,
		`{"lone low":"\ude00"}`,
		`{"high then plain escape":"\ud83d\u0041"}`,
		`{"two highs":"\ud83d\ud83d\ude00"}`,
		"{\"bad utf8\":\"a\xffb\xc3\"}",
		"{\"bad utf8 escaped\":\"\\n\xff\xfe\"}",
		"{\"\xe2\x82\":\"key cut\"}",
		`{"empty":""}`,
		`{"Жук":"Чёрные"}`,
		// refused by both
		``,
		`[]`,
		`{"a":1}`,
		`{"a":"b",}`,
		`{"a":"b"`,
		`{"a" "b"}`,
		`{"a":"b"} x`,
		`{"a":"b\x"}`,
		`{"a":"\u12"}`,
		`{"a":"\uzzzz"}`,
		`{"a":"\ud83d\uzzzz"}`,
		"{\"a\":\"tab\there\"}",
		`{"a":"unterminated`,
		`{"a":"ends in a backslash\`,
		`{a:"b"}`,
	}
	for _, in := range inputs {
		var want map[string]string
		wantErr := json.Unmarshal([]byte(in), &want)
		got, err := parseCatalog([]byte(in))
		switch {
		case wantErr != nil && err == nil:
			t.Errorf("%q: read as %q, encoding/json refuses it: %v", in, got, wantErr)
		case wantErr == nil && err != nil:
			t.Errorf("%q: refused (%v), encoding/json reads %q", in, err, want)
		case err != nil && !errors.Is(err, ErrCatalogSyntax):
			t.Errorf("%q: error %v is not ErrCatalogSyntax", in, err)
		case err == nil && !maps.Equal(got, want):
			t.Errorf("%q: read as %q, encoding/json reads %q", in, got, want)
		}
	}
	for _, lang := range LanguageCodes() {
		data, err := assets.Lang(lang)
		if err != nil {
			t.Fatal(err)
		}
		var want map[string]string
		if err := json.Unmarshal(data, &want); err != nil {
			t.Fatal(err)
		}
		got, err := parseCatalog(data)
		if err != nil {
			t.Fatalf("%s.json: %v", lang, err)
		}
		if !maps.Equal(got, want) {
			t.Errorf("%s.json is read differently from encoding/json", lang)
		}
	}
}

// FuzzParseCatalog checks that the catalog reader reads every input as encoding/json does, or refuses it as it does.
func FuzzParseCatalog(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":"b","a":"c"}`, `{"q":"\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00\ud83d"}`, "{\"x\":\"\xff\"}", `{"a":1}`} {
		f.Add([]byte(s))
	}
	if data, err := assets.Lang(DefaultLanguage); err == nil {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		var want map[string]string
		wantErr := json.Unmarshal(in, &want)
		got, err := parseCatalog(in)
		if (err != nil) != (wantErr != nil) && !(wantErr == nil && want == nil) {
			t.Fatalf("%q: reader error %v, encoding/json error %v", in, err, wantErr)
		}
		if err == nil && !maps.Equal(got, want) {
			t.Fatalf("%q: read as %q, encoding/json reads %q", in, got, want)
		}
	})
}
