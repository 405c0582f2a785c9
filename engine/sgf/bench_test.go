package sgf

import (
	"os"
	"strings"
	"testing"
)

// longGame returns a main line of n moves as SGF text.
func longGame(n int) []byte {
	var b strings.Builder
	b.WriteString("(;SZ[19]")
	for i := range n {
		b.WriteString([]string{";B[aa]C[a comment]", ";W[bb]"}[i%2])
	}
	b.WriteString(")")
	return []byte(b.String())
}

// BenchmarkParse reads a 300-move game with a comment on every other move.
func BenchmarkParse(b *testing.B) {
	data := longGame(300)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := ParseBytes(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRead turns GNU Go's 60-move 13×13 record into an engine.Game (every position computed).
func BenchmarkRead(b *testing.B) {
	data, err := os.ReadFile("testdata/gnugo-13x13-selfplay.sgf")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Read(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSummary reads the header of a file for a list of saved games.
func BenchmarkSummary(b *testing.B) {
	data, err := os.ReadFile("testdata/cgoban-19x19-handicap.sgf")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Summary(data); err != nil {
			b.Fatal(err)
		}
	}
}
