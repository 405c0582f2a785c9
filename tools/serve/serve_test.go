package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestHandler(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"index.html":           "<!DOCTYPE html>",
		"atarigo.wasm":         "\x00asm program",
		"atarigo.wasm.gz":      "gzip copy",
		"atarigo.wasm.br":      "brotli copy",
		"wasm_exec.js":         "// go",
		"wasm_exec.js.gz":      "old gzip copy",
		"favicon.png":          "\x89PNG",
		"favicon.ico":          "\x00\x00\x01\x00",
		"manifest.webmanifest": "{}",
		".hidden":              "secret",
	}
	// Every file gets the same time, whatever order the map gives: a copy written a moment before its file would
	// count as older.
	built := time.Now().Truncate(time.Second)
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, built, built); err != nil {
			t.Fatal(err)
		}
	}
	// The gzip copy of wasm_exec.js is older than the file: left from an earlier build, never sent.
	old := built.Add(-time.Hour)
	if err := os.Chtimes(filepath.Join(dir, "wasm_exec.js.gz"), old, old); err != nil {
		t.Fatal(err)
	}
	h := handler(dir)
	tests := []struct {
		method, path, accept string
		status               int
		ctype, encoding      string
		cache, body          string
	}{
		{"GET", "/", "", 200, "text/html; charset=utf-8", "", "no-cache", "<!DOCTYPE html>"},
		{"GET", "/index.html", "gzip", 200, "text/html; charset=utf-8", "", "no-cache", "<!DOCTYPE html>"},
		{"GET", "/atarigo.wasm", "", 200, "application/wasm", "", "no-cache", "\x00asm program"},
		{"GET", "/atarigo.wasm", "gzip, deflate", 200, "application/wasm", "gzip", "no-cache", "gzip copy"},
		{"GET", "/atarigo.wasm", "gzip, deflate, br", 200, "application/wasm", "br", "no-cache", "brotli copy"},
		{"GET", "/atarigo.wasm", "br;q=0, gzip", 200, "application/wasm", "gzip", "no-cache", "gzip copy"},
		{"GET", "/atarigo.wasm", "*;q=0", 200, "application/wasm", "", "no-cache", "\x00asm program"},
		{"GET", "/atarigo.wasm", "*, br;q=0", 200, "application/wasm", "gzip", "no-cache", "gzip copy"},
		{"HEAD", "/atarigo.wasm", "gzip", 200, "application/wasm", "gzip", "no-cache", ""},
		{"GET", "/wasm_exec.js", "gzip", 200, "text/javascript; charset=utf-8", "", "no-cache", "// go"},
		{"GET", "/favicon.png", "", 200, "image/png", "", "public, max-age=86400", "\x89PNG"},
		{"GET", "/manifest.webmanifest", "", 200, "application/manifest+json", "", "public, max-age=86400", "{}"},
		{"GET", "/.hidden", "", 404, "", "", "", ""},
		{"GET", "/../../etc/passwd", "", 404, "", "", "", ""},
		{"GET", "/favicon.ico", "", 200, "image/x-icon", "", "public, max-age=86400", "\x00\x00\x01\x00"},
		{"GET", "/missing.png", "", 404, "", "", "", ""},
		{"POST", "/", "", 405, "", "", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.method+tc.path+"|"+tc.accept, func(t *testing.T) {
			r := httptest.NewRequest(tc.method, tc.path, nil)
			if tc.accept != "" {
				r.Header.Set("Accept-Encoding", tc.accept)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d", w.Code, tc.status)
			}
			if tc.status != 200 {
				return
			}
			got := w.Result().Header
			if got.Get("Content-Type") != tc.ctype || got.Get("Content-Encoding") != tc.encoding || got.Get("Cache-Control") != tc.cache {
				t.Errorf("Content-Type %q, Content-Encoding %q, Cache-Control %q; want %q, %q, %q",
					got.Get("Content-Type"), got.Get("Content-Encoding"), got.Get("Cache-Control"), tc.ctype, tc.encoding, tc.cache)
			}
			if w.Body.String() != tc.body {
				t.Errorf("body %q, want %q", w.Body.String(), tc.body)
			}
		})
	}
}

func TestNotModified(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "atarigo.wasm")
	if err := os.WriteFile(name, []byte("program"), 0o644); err != nil {
		t.Fatal(err)
	}
	built := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	if err := os.Chtimes(name, built, built); err != nil {
		t.Fatal(err)
	}
	r := httptest.NewRequest("GET", "/atarigo.wasm", nil)
	r.Header.Set("If-Modified-Since", built.Format(http.TimeFormat))
	w := httptest.NewRecorder()
	handler(dir).ServeHTTP(w, r)
	if w.Code != http.StatusNotModified {
		t.Errorf("a revalidation of an unchanged program: status %d, want 304", w.Code)
	}
}
