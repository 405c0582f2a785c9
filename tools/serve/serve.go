package main

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// types are the content types of the page's files, which the system's MIME table may lack or name otherwise.
var types = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".json":        "application/json",
	".wasm":        "application/wasm",
	".png":         "image/png",
	".wav":         "audio/wav",
	".ico":         "image/x-icon",
	".webmanifest": "application/manifest+json",
}

// encodings are the compressed copies a file may have beside it, best first: the Content-Encoding and the suffix.
var encodings = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// handler serves the files of dir: "/" is index.html, a compressed copy goes to a browser that accepts its
// encoding, and the cache headers are those of cacheControl.
func handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
			return
		}
		p := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(r.URL.Path, "/") {
			p = path.Join(p, "index.html")
		}
		name := filepath.Join(dir, filepath.FromSlash(p))
		info, err := os.Stat(name)
		if err != nil || info.IsDir() || strings.HasPrefix(path.Base(p), ".") {
			http.NotFound(w, r)
			return
		}
		ext := path.Ext(p)
		ctype := types[ext]
		if ctype == "" {
			ctype = mime.TypeByExtension(ext)
		}
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		h := w.Header()
		h.Set("Content-Type", ctype)
		h.Set("Cache-Control", cacheControl(ext))
		h.Set("X-Content-Type-Options", "nosniff")
		serve, modified := name, info.ModTime()
		for _, e := range encodings {
			c, err := os.Stat(name + e.suffix)
			// A copy older than the file is left from an earlier build.
			if err != nil || c.ModTime().Before(info.ModTime()) {
				continue
			}
			h.Add("Vary", "Accept-Encoding")
			if accepts(r.Header.Get("Accept-Encoding"), e.name) {
				h.Set("Content-Encoding", e.name)
				serve, modified = name+e.suffix, c.ModTime()
				break
			}
		}
		f, err := os.Open(serve)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		http.ServeContent(w, r, p, modified, f)
	})
}

// cacheControl says how long a browser may keep a file of this extension: the page, its scripts, the size file
// and the program are asked for again on each load (answered 304 when unchanged), since their names stay the same
// from one build to the next; the images are kept a day.
func cacheControl(ext string) string {
	switch ext {
	case ".png", ".ico", ".webmanifest":
		return "public, max-age=86400"
	}
	return "no-cache"
}

// accepts reports whether an Accept-Encoding header value accepts the encoding enc: by its name, else by "*",
// with a quality above zero.
func accepts(header, enc string) bool {
	named, star := -1.0, -1.0
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(p), "q="); ok {
				if f, err := strconv.ParseFloat(v, 64); err == nil {
					q = f
				}
			}
		}
		switch name {
		case enc:
			named = q
		case "*":
			star = q
		}
	}
	if named >= 0 {
		return named > 0
	}
	return star > 0
}
