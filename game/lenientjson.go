package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// retiredSettings are the settings earlier versions wrote that this one no longer has: they are dropped without a
// word, as the file is not wrong.
var retiredSettings = map[string]bool{"lessons": true}

// jsonUnmarshaler is the type of json.Unmarshaler: a struct that reads itself (a time) is read whole.
var jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()

// decodeFields fills the struct v from the JSON object raw, one field at a
// time, recursing into nested structs; prefix names the place for reports.
func decodeFields(v reflect.Value, raw json.RawMessage, prefix string, problems *[]settingsNote) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		field := strings.TrimSuffix(prefix, ".")
		*problems = append(*problems, settingsNote{field, fmt.Sprintf("%s is not a JSON object; using the defaults", field)})
		return
	}
	known := map[string]bool{}
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name == "" || name == "-" {
			continue
		}
		known[name] = true
		fraw, ok := obj[name]
		if !ok || string(bytes.TrimSpace(fraw)) == "null" {
			continue
		}
		f := v.Field(i)
		if f.Kind() == reflect.Struct && !f.Addr().Type().Implements(jsonUnmarshaler) {
			decodeFields(f, fraw, prefix+name+".", problems)
			continue
		}
		nv := reflect.New(f.Type())
		if err := json.Unmarshal(fraw, nv.Interface()); err != nil {
			*problems = append(*problems, settingsNote{prefix + name,
				fmt.Sprintf("%s%s: %s is not a %s; using the default", prefix, name, clipJSON(fraw), jsonKind(f.Type()))})
			continue
		}
		f.Set(nv.Elem())
	}
	var unknown []string
	for k := range obj {
		if !known[k] && !retiredSettings[prefix+k] {
			unknown = append(unknown, prefix+k)
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		*problems = append(*problems, settingsNote{k, fmt.Sprintf("unknown setting %q ignored", k)})
	}
}

// jsonKind names the JSON form a Go type is read from.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int64, reflect.Int32:
		return "whole number"
	case reflect.Float64, reflect.Float32:
		return "number"
	case reflect.String:
		return "string"
	case reflect.Slice:
		return "list"
	}
	return t.String()
}

// clipJSON returns a short form of a JSON value for a report.
func clipJSON(raw json.RawMessage) string {
	s := string(bytes.TrimSpace(raw))
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return s
}

// jsonProblem describes a JSON syntax error with its line and column.
func jsonProblem(data []byte, err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		// Offset counts the bytes read, the wrong one included.
		line, col := lineCol(data, int(se.Offset)-1)
		return fmt.Sprintf("line %d, column %d: %v", line, col, se)
	}
	var ue *json.UnmarshalTypeError
	if errors.As(err, &ue) {
		line, col := lineCol(data, int(ue.Offset))
		return fmt.Sprintf("line %d, column %d: %v", line, col, ue)
	}
	return err.Error()
}

// lineCol turns a byte offset into a line and column, both counted from 1.
func lineCol(data []byte, off int) (line, col int) {
	off = min(max(off, 0), len(data))
	line = 1 + bytes.Count(data[:off], []byte{'\n'})
	col = off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}
