package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// repoRoot returns the repository's folder, having looked at its sources (consultSources).
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	consultSources(t, root)
	return root
}

// consultSources looks at every source file of the repository at root, so that go test runs a test that
// builds the game again whenever one changes instead of answering from its cache (it keys the cache on the
// files a test looks at; the builds these tests start look at them in other processes).
func consultSources(t *testing.T, root string) {
	t.Helper()
	skip := map[string]bool{".git": true, "bin": true, "out": true, "output": true, "node_modules": true}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if skip[d.Name()] {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(p) {
		case ".go", ".js", ".html", ".json", ".webmanifest", ".sgf", ".png", ".wav", ".ttf", ".mod", ".sum":
			if filepath.Base(filepath.Dir(p)) == "web" && generated[filepath.Base(p)] {
				return nil
			}
			_, err := os.Stat(p)
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// generated are the files make wasm writes into web/, which the tests write themselves.
var generated = map[string]bool{
	"atarigo.wasm": true, "atarigo.json": true, "wasm_exec.js": true,
	"favicon.png": true, "icon-192.png": true, "apple-touch-icon.png": true,
}
